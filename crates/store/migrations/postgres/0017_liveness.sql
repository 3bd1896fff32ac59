-- When a server last wrote to the database (crates/store/src/liveness.rs):
-- every server writes it each second, so a gap between two writes is time
-- in which no server could take a move, and the clocks give it back.
-- 0 until the first write. The same statements run on both engines.
CREATE TABLE liveness (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    alive_at BIGINT NOT NULL
);
INSERT INTO liveness (id, alive_at) VALUES (1, 0);

-- Each such gap: from the last write before it to the first after.
CREATE TABLE outages (
    began_at BIGINT NOT NULL,
    ended_at BIGINT NOT NULL,
    -- How many duels in play had their clocks given the time back.
    duels BIGINT NOT NULL
);
CREATE INDEX outages_ended ON outages (ended_at);
