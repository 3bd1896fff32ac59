-- When the row in play of a timed series began (Unix ms), while its
-- codebreaker's clock runs; NULL otherwise. Stored so that every server
-- times the row alike, a restart does not give it its full time again, and
-- an outage's length is given back to it (crates/store/src/duels/outage.rs).
-- The same statement runs on both engines.
ALTER TABLE series ADD COLUMN turn_started_at BIGINT;

-- How many series in play had their row's time given back by an outage.
ALTER TABLE outages ADD COLUMN series BIGINT NOT NULL DEFAULT 0;
