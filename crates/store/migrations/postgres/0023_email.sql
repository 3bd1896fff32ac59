-- Email, at most daily: an account's address (optional), confirmed by a
-- link mailed to it (`verify_digest` is the SHA-256 of the link's secret,
-- NULL once confirmed), what it wants (`digest`: the daily list of duels
-- waiting for its move; `remind_hours`: one reminder when a correspondence
-- clock has less than that left, 0 for none), the secret of the
-- unsubscribe link every mail carries (`unsubscribe`; it can only stop mail), and the
-- last day (days since 1970-01-01, UTC) a digest was claimed: the server
-- whose update moves it sends that day's digest, and no other.
-- The same statements run on both engines.
CREATE TABLE emails (
    account TEXT PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
    address TEXT NOT NULL,
    verify_digest TEXT UNIQUE,
    verify_sent_at BIGINT NOT NULL,
    verified_at BIGINT,
    unsubscribe TEXT NOT NULL UNIQUE,
    digest BOOLEAN NOT NULL,
    remind_hours INTEGER NOT NULL,
    digest_day BIGINT NOT NULL
);
-- The reminders sent: one per duel and deadline, whichever server looked
-- first; forgotten once old.
CREATE TABLE email_reminders (
    account TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    key TEXT NOT NULL,
    sent_at BIGINT NOT NULL,
    PRIMARY KEY (account, key)
);
