-- Accounts, their sessions, and the duels of online Logik (seed 003).
-- The same statements run on SQLite (migrations/sqlite/0008).

CREATE TABLE accounts (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    -- The name as compared: two accounts may not differ only in case.
    name_key TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    created_at BIGINT NOT NULL
);

CREATE TABLE sessions (
    -- The SHA-256 of the cookie's token: the table alone logs nobody in.
    id TEXT PRIMARY KEY,
    account TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL
);
CREATE INDEX sessions_account ON sessions (account);

-- Failed logins per key (an address or an account name) and minute.
CREATE TABLE login_failures (
    key TEXT NOT NULL,
    minute BIGINT NOT NULL,
    failures INTEGER NOT NULL,
    PRIMARY KEY (key, minute)
);

CREATE TABLE duels (
    id TEXT PRIMARY KEY,
    -- open (a challenge), playing, over, cancelled.
    state TEXT NOT NULL,
    -- Accounts; a seat of a deleted account is NULL once the duel is over.
    challenger TEXT REFERENCES accounts (id) ON DELETE SET NULL,
    white TEXT REFERENCES accounts (id) ON DELETE SET NULL,
    black TEXT REFERENCES accounts (id) ON DELETE SET NULL,
    -- The terms offered (setup, time control, rated), as JSON.
    terms TEXT NOT NULL,
    -- The duel once accepted (core's versioned record, both codes in it).
    record TEXT,
    rated BOOLEAN NOT NULL,
    -- The result, for ratings and statistics: white, black or draw.
    winner TEXT,
    reason TEXT,
    turns INTEGER,
    finished_at BIGINT,
    -- When someone's time next runs out, while it is playing.
    deadline BIGINT,
    white_seen BIGINT,
    black_seen BIGINT,
    rematch_of TEXT REFERENCES duels (id) ON DELETE SET NULL,
    version BIGINT NOT NULL,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE INDEX duels_state ON duels (state, updated_at);
CREATE INDEX duels_white ON duels (white, state);
CREATE INDEX duels_black ON duels (black, state);
CREATE INDEX duels_deadline ON duels (deadline) WHERE deadline IS NOT NULL;
CREATE INDEX duels_rematch ON duels (rematch_of) WHERE rematch_of IS NOT NULL;

-- Every event of a duel, secrets included: a client that reconnects gets
-- what it missed (as its side may see it), and a finished duel can be
-- replayed.
CREATE TABLE duel_events (
    duel TEXT NOT NULL REFERENCES duels (id) ON DELETE CASCADE,
    v BIGINT NOT NULL,
    event TEXT NOT NULL,
    PRIMARY KEY (duel, v)
);
