-- Duels against the computer: no account needed. `owner` is the player
-- (an account, or a browser's cookie) and `computer` the computer's level;
-- both seats stay empty, and such duels stay out of ratings and statistics.
-- The same statements run on SQLite (migrations/sqlite/0010).
ALTER TABLE duels ADD COLUMN owner TEXT;
ALTER TABLE duels ADD COLUMN computer INTEGER;
CREATE INDEX duels_owner ON duels (owner, updated_at) WHERE owner IS NOT NULL;
