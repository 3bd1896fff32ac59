-- The notification centre: what happened that concerns an account (its
-- move in a duel, a challenge received or accepted, a duel ended, a
-- tournament of its about to start), kept until read and a while after.
-- `key` names the happening (the kind, the duel and its turn): every server
-- that hears of it writes it under the same key, and only the first write
-- lands. `data` is JSON: what the page needs to word it (names, times, a
-- result). Deleting the account deletes its notifications.
-- The same statements run on both engines.
CREATE TABLE notifications (
    id TEXT PRIMARY KEY,
    account TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    -- The duel or tournament it is about.
    subject TEXT NOT NULL,
    key TEXT NOT NULL,
    data TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    read_at BIGINT,
    UNIQUE (account, key)
);
CREATE INDEX notifications_account ON notifications (account, created_at);
