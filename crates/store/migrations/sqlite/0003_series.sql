-- A board-game series (seed 001), saved after every move so that it can be
-- resumed after the program or the server stops. `state` is the core's
-- `Series` as JSON: it holds the codes, so it never leaves the server.
CREATE TABLE series (
    id         INTEGER PRIMARY KEY,
    players    TEXT    NOT NULL,
    state      TEXT    NOT NULL,
    finished   INTEGER NOT NULL CHECK (finished IN (0, 1)),
    -- Unix milliseconds, UTC.
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);

CREATE INDEX series_unfinished ON series (finished, updated_at);
