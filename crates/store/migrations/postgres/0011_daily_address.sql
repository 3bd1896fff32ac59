-- The day's table counts one try per person, not per cookie: the address a
-- daily game was begun from (an IPv4 address, or an IPv6 /64). A game begun
-- from an address after a daily game from it ended (showing the secret)
-- stays out of the table. Games begun before this rule have none and count
-- as before.
ALTER TABLE daily_games ADD COLUMN address TEXT;
CREATE INDEX daily_games_address ON daily_games (day, preset, address) WHERE address IS NOT NULL;
