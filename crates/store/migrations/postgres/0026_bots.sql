-- Bot accounts: programs that play through the API, marked as such and
-- rated in their own pool (the codebreaker league). `house` is the level
-- of one of the site's own computer opponents playing as a house bot (no
-- password opens it). A person may refuse challenges from bots; a
-- tournament admits bots only when made to.
-- The same statements run on both engines.
ALTER TABLE accounts ADD COLUMN bot BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE accounts ADD COLUMN house INTEGER;
ALTER TABLE accounts ADD COLUMN refuse_bots BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE tournaments ADD COLUMN bots BOOLEAN NOT NULL DEFAULT FALSE;
