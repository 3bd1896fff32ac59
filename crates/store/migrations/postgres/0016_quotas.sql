-- What one account holds at once is counted inside the transaction that
-- adds one more (crates/store/src/quota.rs): these indexes keep the count
-- one index range however many duels and tournaments the site has.
-- The same statements run on both engines.
CREATE INDEX duels_challenger ON duels (challenger, state);
CREATE INDEX tournaments_creator ON tournaments (creator, stage);
