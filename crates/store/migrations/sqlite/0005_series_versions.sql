-- Series get ids as hard to guess as games' (random text; the sequential ids
-- of earlier series are kept as their text) and a version, raised by every
-- save: a save names the version it was made from, so a stale copy in another
-- process cannot overwrite a newer move.
CREATE TABLE series_next (
    id         TEXT    PRIMARY KEY NOT NULL,
    players    TEXT    NOT NULL,
    state      TEXT    NOT NULL,
    finished   INTEGER NOT NULL CHECK (finished IN (0, 1)),
    -- The anonymous browser (its `player` cookie) that started it on the
    -- web; NULL for the terminal's series, which no browser may see.
    owner      TEXT,
    version    INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
    -- Unix milliseconds, UTC.
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
) WITHOUT ROWID;

INSERT INTO series_next (id, players, state, finished, owner, version, created_at, updated_at)
SELECT CAST(id AS TEXT), players, state, finished, owner, 1, created_at, updated_at FROM series;

DROP TABLE series;
ALTER TABLE series_next RENAME TO series;
CREATE INDEX series_unfinished ON series (finished, updated_at);
