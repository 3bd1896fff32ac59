-- A challenge by link: 'single-use' (the first player to open the link takes
-- the opponent's seat; only they may then accept) or 'open' (anyone holding
-- the link may accept until someone does). NULL for a challenge the lobby
-- shows or one addressed by name. A link challenge stays out of the lobby:
-- its id, unguessable, is the link's secret.
ALTER TABLE duels ADD COLUMN link TEXT;
