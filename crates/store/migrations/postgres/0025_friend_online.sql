-- A friend online, only if asked for: an account that follows players may
-- ask to be told (in the notification centre) when one of them comes
-- online. Off until asked for.
-- The same statements run on both engines.
ALTER TABLE accounts ADD COLUMN tell_online BOOLEAN NOT NULL DEFAULT FALSE;
