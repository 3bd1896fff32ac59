-- What a finished game came to, written in the transaction of the move that
-- ends it, so that a player's statistics are read without replaying games:
-- the outcome (won, lost or quit; NULL while the game is played), the turns
-- played and when it ended (the last guess, or the quit).
-- The same statements run on SQLite (migrations/sqlite/0011).
ALTER TABLE games ADD COLUMN outcome TEXT CHECK (outcome IN ('won', 'lost', 'quit'));
ALTER TABLE games ADD COLUMN turns BIGINT;
ALTER TABLE games ADD COLUMN finished_at BIGINT;

-- A quit is known from the row alone. Games won or lost before these columns
-- existed stay NULL here: only the core's rules tell a win, so the server
-- replays them when their player's statistics are asked for.
UPDATE games SET outcome = 'quit', finished_at = quit_at,
    turns = (SELECT COUNT(*) FROM turns t WHERE t.game_id = games.id)
    WHERE quit_at IS NOT NULL;

CREATE INDEX games_player_finished ON games (player, created_at) WHERE outcome IS NOT NULL;
CREATE INDEX games_player_open ON games (player, created_at) WHERE outcome IS NULL;

-- Keys the server signs with, made at random on first use and shared by
-- every server on this database ('daily': the daily code's digests).
CREATE TABLE server_keys (
    name TEXT PRIMARY KEY,
    -- Lower-case hex.
    value TEXT NOT NULL,
    created_at BIGINT NOT NULL
);

-- The daily code: one game a day per player and preset. The primary key
-- refuses a second try.
CREATE TABLE daily_games (
    -- YYYY-MM-DD, UTC.
    day TEXT NOT NULL,
    preset TEXT NOT NULL,
    -- The account, or a browser's anonymous id, as `games.player`.
    player TEXT NOT NULL,
    game_id TEXT NOT NULL UNIQUE REFERENCES games (id),
    -- The name a player without an account gave for the day's table.
    name TEXT,
    PRIMARY KEY (day, preset, player)
);
