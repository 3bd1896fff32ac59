-- The all-time table counts wins that play earned: not with hints, not by
-- the first guess, and one entry per address and preset (its best), so that
-- a bot guessing the same code over and over cannot fill it by luck. Which
-- entries count is decided when a win is recorded and kept here.
ALTER TABLE scores ADD COLUMN address TEXT;
ALTER TABLE scores ADD COLUMN all_time BOOLEAN NOT NULL DEFAULT TRUE;
UPDATE scores SET all_time = FALSE WHERE hinted OR turns = 1;
CREATE INDEX scores_address ON scores (preset, address) WHERE address IS NOT NULL;
