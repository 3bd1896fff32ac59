-- One row per recorded win. Rows that later fall out of the all-time top ten
-- are kept: they may still rank in their player's own table.
CREATE TABLE scores (
    id     INTEGER PRIMARY KEY,
    preset TEXT    NOT NULL,
    -- NULL for the terminal game; an anonymous browser id for the web.
    player TEXT,
    name   TEXT    NOT NULL,
    turns  INTEGER NOT NULL CHECK (turns BETWEEN 0 AND 255),
    millis INTEGER NOT NULL CHECK (millis >= 0),
    secret TEXT    NOT NULL,
    -- Unix milliseconds, UTC.
    at     INTEGER NOT NULL
);

-- Both tables are read best-first with LIMIT 10: these let SQLite walk an
-- index in rank order and stop early instead of sorting the whole preset.
CREATE INDEX scores_rank ON scores (preset, turns, millis, at);
CREATE INDEX scores_player_rank ON scores (preset, player, turns, millis, at);
