-- Vacation (seed 003): each vacation an account took, in the year (UTC) it
-- started. `days` is what it costs: the days asked for, and once the
-- player is back early, the days begun. The days left in a year are the
-- allowance less the sum. Deleting the account deletes them.
-- The same statements run on both engines.
CREATE TABLE vacations (
    account TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    year INTEGER NOT NULL,
    from_ms BIGINT NOT NULL,
    until_ms BIGINT NOT NULL,
    days INTEGER NOT NULL,
    PRIMARY KEY (account, from_ms)
);
CREATE INDEX vacations_until ON vacations (until_ms);
