-- Wins played with hints keep their place in the player's own table, marked,
-- and stay out of the all-time table: a game asked for a hint is marked.
ALTER TABLE games ADD COLUMN hinted INTEGER NOT NULL DEFAULT 0 CHECK (hinted IN (0, 1));
ALTER TABLE scores ADD COLUMN hinted INTEGER NOT NULL DEFAULT 0 CHECK (hinted IN (0, 1));
