-- Tournaments of Logik duels: the arena (players paired as soon as they are
-- free, for a fixed time) and the Swiss (a fixed number of rounds). A
-- tournament keeps who joined and its pairings; every result is its duel's
-- own, read through the pairing, so none can be lost between the two.
-- The same statements run on both engines.
CREATE TABLE tournaments (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    -- 'arena' (for `minutes`) or 'swiss' (of `rounds`).
    format TEXT NOT NULL,
    minutes INTEGER,
    rounds INTEGER,
    creator TEXT REFERENCES accounts (id) ON DELETE SET NULL,
    -- The terms of its duels (setup, time control, rated), as JSON.
    terms TEXT NOT NULL,
    starts_at BIGINT NOT NULL,
    -- created, running, over, cancelled.
    stage TEXT NOT NULL,
    -- The Swiss round in play; 0 before the first, and in an arena.
    round INTEGER NOT NULL DEFAULT 0,
    -- 1 when created, one more with every change (a join, a pairing, the
    -- start, the end): a server's pairing lands only on what it read.
    version BIGINT NOT NULL,
    created_at BIGINT NOT NULL,
    ended_at BIGINT
);
CREATE INDEX tournaments_stage ON tournaments (stage, starts_at);

CREATE TABLE tournament_players (
    tournament TEXT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    account TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    -- When they joined last: a pause ends by joining again.
    joined_at BIGINT NOT NULL,
    -- False once they left; an arena keeps their points.
    active BOOLEAN NOT NULL,
    PRIMARY KEY (tournament, account)
);
CREATE INDEX tournament_players_account ON tournament_players (account);

CREATE TABLE tournament_pairings (
    tournament TEXT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    -- The order they were made in.
    n INTEGER NOT NULL,
    round INTEGER NOT NULL,
    white TEXT REFERENCES accounts (id) ON DELETE SET NULL,
    -- NULL for a bye.
    black TEXT REFERENCES accounts (id) ON DELETE SET NULL,
    -- The duel played; NULL for a bye.
    duel TEXT REFERENCES duels (id) ON DELETE SET NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (tournament, n)
);

-- The tournament a duel was paired in.
ALTER TABLE duels ADD COLUMN tournament TEXT;
CREATE INDEX duels_tournament ON duels (tournament) WHERE tournament IS NOT NULL;
