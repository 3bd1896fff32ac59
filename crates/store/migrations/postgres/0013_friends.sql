-- Friends and who is online. A follow is one-way: the players an account
-- follows are its friends; they need not follow back. Either account's
-- deletion removes the follow.
-- The same statements run on both engines.
CREATE TABLE follows (
    follower TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    followed TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (follower, followed)
);
CREATE INDEX follows_followed ON follows (followed);

-- When any server last saw the account (a request or an open live page),
-- Unix milliseconds; written at most about once a minute per server, so
-- "online" is "seen within the last two minutes". NULL once logged out
-- everywhere.
ALTER TABLE accounts ADD COLUMN last_seen BIGINT;
CREATE INDEX accounts_last_seen ON accounts (last_seen);
-- The player hides being online: nobody else ever sees them online.
ALTER TABLE accounts ADD COLUMN hide_online BOOLEAN NOT NULL DEFAULT FALSE;
