-- Web Push (crates/store/src/push.rs): each device on which a player
-- allowed notifications, as its browser's push service named it. The
-- endpoint is the device's (one browser, one subscription for the site):
-- a second account subscribing from the same browser takes it over. A
-- push service that answers 404 or 410 for it has forgotten it, and so
-- do we. The VAPID key the pushes are signed with is kept among the
-- server keys (`server_keys`, name `vapid`), made by the first server that
-- needs it. The same statements run on both engines.
CREATE TABLE push_subscriptions (
    endpoint TEXT PRIMARY KEY,
    account TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    -- The browser's keys, base64url: its P-256 public key and its 16-byte
    -- authentication secret (RFC 8291).
    p256dh TEXT NOT NULL,
    auth TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    -- When a push to it was last taken by its push service.
    used_at BIGINT
);
CREATE INDEX push_subscriptions_account ON push_subscriptions (account);

-- The live pages (WebSockets, event streams) of each account, per server:
-- written when a server opens an account's first one, again on that
-- server's presence beat while one stays open, deleted when its last one
-- closes. A row not written again within two beats is a server gone. A
-- player with a row seen lately has a page open and is not pushed to.
CREATE TABLE live_pages (
    account TEXT NOT NULL,
    server TEXT NOT NULL,
    seen_at BIGINT NOT NULL,
    PRIMARY KEY (account, server)
);
CREATE INDEX live_pages_seen ON live_pages (seen_at);
