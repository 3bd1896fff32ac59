-- "Reset your scores" empties the player's own table, not the all-time one:
-- the entries stay, hidden from the player's table.
ALTER TABLE scores ADD COLUMN hidden INTEGER NOT NULL DEFAULT 0 CHECK (hidden IN (0, 1));
