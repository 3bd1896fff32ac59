-- The language the player chose in the menu (`en`, `da`), so that a login
-- on another browser finds it; NULL until they choose.
-- The same statements run on both engines.
ALTER TABLE accounts ADD COLUMN language TEXT;
