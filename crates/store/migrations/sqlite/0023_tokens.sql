-- Personal access tokens: a program acts for an account with one, within
-- its scopes. Only the SHA-256 of the secret is kept, as for sessions: the
-- table alone lets nobody in. Deleting the account deletes its tokens.
-- The same statements run on both engines.
CREATE TABLE tokens (
    id TEXT PRIMARY KEY,
    account TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    digest TEXT NOT NULL UNIQUE,
    -- Space-separated: read, play, challenge, tournament, bot.
    scopes TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    -- The last request made with it, to the minute; NULL until then.
    used_at BIGINT
);
CREATE INDEX tokens_account ON tokens (account);
