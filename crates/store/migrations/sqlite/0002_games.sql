-- One row per single-player game played on the web. The secret is kept here
-- so that a game survives a restart; the server shows it only once the game
-- is over.
CREATE TABLE games (
    -- 128 random bits as lower-case hex: the game's URL, hard to guess.
    id             TEXT    PRIMARY KEY NOT NULL,
    -- NULL for a custom setup: only presets have high-score tables.
    preset         TEXT,
    -- The setup as JSON: {pegs, colours, blanks, repetition, turns, rule, palette}.
    setup          TEXT    NOT NULL,
    -- Digits, as `Code`'s `Display` writes them.
    secret         TEXT    NOT NULL,
    -- The anonymous browser id of the player cookie.
    player         TEXT,
    -- Unix milliseconds, UTC.
    created_at     INTEGER NOT NULL,
    quit_at        INTEGER,
    score_recorded INTEGER NOT NULL DEFAULT 0 CHECK (score_recorded IN (0, 1))
) WITHOUT ROWID;

-- One row per guess. The primary key refuses a second guess for the same
-- turn, so two requests racing on one game cannot both spend it; WITHOUT
-- ROWID keeps a game's turns together, read with one range scan.
CREATE TABLE turns (
    game_id TEXT    NOT NULL REFERENCES games (id),
    turn    INTEGER NOT NULL CHECK (turn BETWEEN 1 AND 255),
    guess   TEXT    NOT NULL,
    -- Unix milliseconds, UTC: the time of the winning guess gives the score.
    at      INTEGER NOT NULL,
    PRIMARY KEY (game_id, turn)
) WITHOUT ROWID;
