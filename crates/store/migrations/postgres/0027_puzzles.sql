-- Rated puzzles: each puzzle as the solver proved it (its JSON in `body`)
-- with its own Glicko-2 rating; every attempt at one (the player an
-- account's id or a guest's cookie), at most one open per player and mode;
-- each account's puzzle rating; and the day's puzzle, the first server's
-- pick kept. Booleans are BOOLEAN, so the same statements run on both
-- engines (migrations/sqlite/0031).

CREATE TABLE puzzles (
    id TEXT PRIMARY KEY,
    theme TEXT NOT NULL,
    body TEXT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    plays BIGINT NOT NULL DEFAULT 0,
    solved BIGINT NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL
);
CREATE INDEX puzzles_theme_rating ON puzzles (theme, rating);

CREATE TABLE puzzle_attempts (
    id TEXT PRIMARY KEY,
    puzzle_id TEXT NOT NULL REFERENCES puzzles (id),
    player TEXT NOT NULL,
    mode TEXT NOT NULL,
    rated BOOLEAN NOT NULL,
    streak TEXT,
    day TEXT,
    turns TEXT NOT NULL,
    ending TEXT,
    rating_before DOUBLE PRECISION,
    rating_after DOUBLE PRECISION,
    version BIGINT NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    finished_at BIGINT
);
CREATE UNIQUE INDEX puzzle_attempts_open ON puzzle_attempts (player, mode)
    WHERE finished_at IS NULL;
CREATE UNIQUE INDEX puzzle_attempts_daily ON puzzle_attempts (player, day)
    WHERE day IS NOT NULL;
CREATE INDEX puzzle_attempts_player ON puzzle_attempts (player, created_at);
CREATE INDEX puzzle_attempts_puzzle ON puzzle_attempts (puzzle_id);

CREATE TABLE puzzle_ratings (
    account TEXT PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    updated_at BIGINT NOT NULL
);

CREATE TABLE daily_puzzles (
    day TEXT PRIMARY KEY,
    puzzle_id TEXT NOT NULL REFERENCES puzzles (id)
);

-- The coach's word on the games, series games and duels it reviewed: per
-- player, the guesses it judged and the sum of their weights (a good guess
-- 1, an inaccuracy 2/3, a mistake 1/3, a blunder 0), so that a player's
-- accuracy over every reviewed game is one sum. A review done again
-- replaces its row.
CREATE TABLE coached (
    kind TEXT NOT NULL,
    id TEXT NOT NULL,
    player TEXT NOT NULL,
    judged BIGINT NOT NULL,
    weights DOUBLE PRECISION NOT NULL,
    at BIGINT NOT NULL,
    PRIMARY KEY (kind, id, player)
);
CREATE INDEX coached_player ON coached (player);
