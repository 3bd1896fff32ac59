-- The whole schema on PostgreSQL, in the shape the SQLite migrations reach.
-- Integers are BIGINT throughout so that both engines read them as i64.

-- One row per recorded win. Rows that later fall out of the all-time top ten
-- are kept: they may still rank in their player's own table.
CREATE TABLE scores (
    id     BIGSERIAL PRIMARY KEY,
    preset TEXT   NOT NULL,
    -- NULL for the terminal game; an anonymous browser id for the web.
    player TEXT,
    name   TEXT   NOT NULL,
    turns  BIGINT NOT NULL CHECK (turns BETWEEN 0 AND 255),
    millis BIGINT NOT NULL CHECK (millis >= 0),
    secret TEXT   NOT NULL,
    -- Unix milliseconds, UTC.
    at     BIGINT NOT NULL
);

CREATE INDEX scores_rank ON scores (preset, turns, millis, at, id);
CREATE INDEX scores_player_rank ON scores (preset, player, turns, millis, at, id);

-- One row per single-player game played on the web; the secret is shown only
-- once the game is over.
CREATE TABLE games (
    id             TEXT    PRIMARY KEY,
    preset         TEXT,
    setup          TEXT    NOT NULL,
    secret         TEXT    NOT NULL,
    player         TEXT,
    created_at     BIGINT  NOT NULL,
    quit_at        BIGINT,
    score_recorded BOOLEAN NOT NULL DEFAULT FALSE
);

-- One row per guess; the primary key refuses a second guess for one turn.
CREATE TABLE turns (
    game_id TEXT   NOT NULL REFERENCES games (id),
    turn    BIGINT NOT NULL CHECK (turn BETWEEN 1 AND 255),
    guess   TEXT   NOT NULL,
    at      BIGINT NOT NULL,
    PRIMARY KEY (game_id, turn)
);

-- A board-game series, saved after every move; `state` holds the codes and
-- never leaves the server. `version` rises with every save.
CREATE TABLE series (
    id         TEXT    PRIMARY KEY,
    players    TEXT    NOT NULL,
    state      TEXT    NOT NULL,
    finished   BOOLEAN NOT NULL,
    owner      TEXT,
    version    BIGINT  NOT NULL DEFAULT 1 CHECK (version >= 1),
    created_at BIGINT  NOT NULL,
    updated_at BIGINT  NOT NULL
);

CREATE INDEX series_unfinished ON series (finished, updated_at);
