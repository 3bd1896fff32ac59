-- Ratings of rated duels (Glicko-2), changed in the transaction that ends
-- the duel, and each player's rating after every rated duel.
-- The same statements run on PostgreSQL (migrations/postgres/0005).

CREATE TABLE ratings (
    account TEXT PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    duels BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE INDEX ratings_rating ON ratings (rating);

CREATE TABLE rating_history (
    account TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    duel TEXT NOT NULL REFERENCES duels (id) ON DELETE CASCADE,
    at BIGINT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (account, duel)
);
CREATE INDEX rating_history_at ON rating_history (account, at);

CREATE INDEX duels_finished ON duels (state, finished_at);
