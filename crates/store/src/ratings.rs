//! Ratings and the statistics of finished duels, read from the columns a
//! duel's end writes (winner, reason, turns), on either engine.

use std::future::Future;

use mastermind_core::bot::{self, Player};
use mastermind_core::duel::rating::{Rating, rate};
use mastermind_core::duel::{Duel, Side, Sides};
use sqlx::{Pool, Transaction};

use crate::engine::Engine;
use crate::{Database, StoreError};

/// How the finished duels ended, over the whole site.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DuelStats {
    pub finished: i64,
    pub white_wins: i64,
    pub black_wins: i64,
    pub draws: i64,
}

/// One player's finished duels.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PlayerRecord {
    pub duels: i64,
    pub wins: i64,
    pub losses: i64,
    pub draws: i64,
    /// Duels in which the player broke the opponent's code, and the turns
    /// that took in all.
    pub broken: i64,
    pub broken_turns: i64,
}

/// The sums of [`RatingStore::player_record`]'s query.
type RecordRow = (
    i64,
    Option<i64>,
    Option<i64>,
    Option<i64>,
    Option<i64>,
    Option<i64>,
);

/// A rating as kept, with the rated duels behind it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct KeptRating {
    pub rating: Rating,
    pub duels: i64,
}

impl KeptRating {
    /// From a `ratings` row read through an outer join: `None` where the
    /// player has none.
    pub(crate) fn joined(
        rating: Option<f64>,
        deviation: Option<f64>,
        volatility: Option<f64>,
        duels: Option<i64>,
    ) -> Option<KeptRating> {
        match (rating, deviation, volatility, duels) {
            (Some(rating), Some(deviation), Some(volatility), Some(duels)) => Some(KeptRating {
                rating: Rating {
                    rating,
                    deviation,
                    volatility,
                },
                duels,
            }),
            _ => None,
        }
    }
}

/// A point of a player's rating history.
#[derive(Debug, Clone, PartialEq)]
pub struct RatingPoint {
    pub duel: String,
    pub at: i64,
    pub rating: f64,
    pub deviation: f64,
}

/// Rates a rated duel that has just ended, inside the transaction `tx`
/// that ends it. Both rows are locked (in one order for every duel,
/// so two endings cannot deadlock) before they are read.
pub(crate) async fn rate_in<DB: Engine>(
    tx: &mut Transaction<'_, DB>,
    id: &str,
    duel: &Duel,
    now: i64,
) -> Result<(), StoreError> {
    let seats: (Option<String>, Option<String>) =
        sqlx::query_as("SELECT white, black FROM duels WHERE id = $1")
            .bind(id)
            .fetch_one(&mut **tx)
            .await?;
    let (Some(white), Some(black), Some(result)) = (seats.0, seats.1, duel.result()) else {
        return Ok(());
    };
    let fresh = Rating::default();
    let mut players = Sides::new(Player::Bot, Player::Bot);
    for (side, account) in [(Side::White, &white), (Side::Black, &black)] {
        let (bot,): (bool,) = sqlx::query_as("SELECT bot FROM accounts WHERE id = $1")
            .bind(account)
            .fetch_one(&mut **tx)
            .await?;
        if !bot {
            players[side] = Player::Person {
                refuses_bots: false,
            };
        }
    }
    // The core says whose ratings move: a person's never against a bot.
    let moves = bot::rated(players);
    let mut accounts = [
        (white.clone(), moves[Side::White]),
        (black.clone(), moves[Side::Black]),
    ];
    accounts.sort();
    for (account, moved) in &accounts {
        if !moved {
            continue;
        }
        sqlx::query(
            "INSERT INTO ratings (account, rating, deviation, volatility, duels, updated_at) \
             VALUES ($1, $2, $3, $4, 0, $5) ON CONFLICT (account) DO NOTHING",
        )
        .bind(account)
        .bind(fresh.rating)
        .bind(fresh.deviation)
        .bind(fresh.volatility)
        .bind(now)
        .execute(&mut **tx)
        .await?;
        sqlx::query("UPDATE ratings SET duels = duels WHERE account = $1")
            .bind(account)
            .execute(&mut **tx)
            .await?;
    }
    let mut before = Sides::new(fresh, fresh);
    for (side, account) in [(Side::White, &white), (Side::Black, &black)] {
        let row: Option<(f64, f64, f64)> =
            sqlx::query_as("SELECT rating, deviation, volatility FROM ratings WHERE account = $1")
                .bind(account)
                .fetch_optional(&mut **tx)
                .await?;
        if let Some((rating, deviation, volatility)) = row {
            before[side] = Rating {
                rating,
                deviation,
                volatility,
            };
        }
    }
    let after = rate(before, &result);
    for (side, account) in [(Side::White, &white), (Side::Black, &black)] {
        if !moves[side] {
            continue;
        }
        let r = after[side];
        sqlx::query(
            "UPDATE ratings SET rating = $1, deviation = $2, volatility = $3, \
             duels = duels + 1, updated_at = $4 WHERE account = $5",
        )
        .bind(r.rating)
        .bind(r.deviation)
        .bind(r.volatility)
        .bind(now)
        .bind(account)
        .execute(&mut **tx)
        .await?;
        sqlx::query(
            "INSERT INTO rating_history (account, duel, at, rating, deviation) \
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(account)
        .bind(id)
        .bind(now)
        .bind(r.rating)
        .bind(r.deviation)
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

/// Whether the save of `duel` ends a rated duel.
pub(crate) fn ends_rated(duel: &Duel) -> bool {
    duel.is_over() && duel.rules().rated()
}

/// Where the duels' ratings and results are read: each player's rating,
/// record and history, the ranking, and the site's totals.
pub trait RatingStore: Send + Sync {
    fn duel_stats(&self) -> impl Future<Output = Result<DuelStats, StoreError>> + Send;

    fn player_record(
        &self,
        account: &str,
    ) -> impl Future<Output = Result<PlayerRecord, StoreError>> + Send;

    /// The rating of `account`; `None` before its first rated duel.
    fn rating(
        &self,
        account: &str,
    ) -> impl Future<Output = Result<Option<KeptRating>, StoreError>> + Send;

    /// The rating of `account` after each rated duel, oldest first.
    fn rating_history(
        &self,
        account: &str,
    ) -> impl Future<Output = Result<Vec<RatingPoint>, StoreError>> + Send;

    /// The place in its pool's ranking (the people's, or the bots' league
    /// for `bots`) of a player rated `rating`: one more than the players
    /// of the pool rated higher.
    fn rank_of(
        &self,
        rating: f64,
        bots: bool,
    ) -> impl Future<Output = Result<i64, StoreError>> + Send;

    /// Rated people (bots are ranked in their league), the best first: the
    /// name, the rating, its duels.
    fn ranking(
        &self,
        limit: i64,
    ) -> impl Future<Output = Result<Vec<(String, KeptRating)>, StoreError>> + Send;
}

impl RatingStore for Database {
    async fn duel_stats(&self) -> Result<DuelStats, StoreError> {
        dispatch!(self, pool => duel_stats(pool))
    }

    async fn player_record(&self, account: &str) -> Result<PlayerRecord, StoreError> {
        dispatch!(self, pool => player_record(pool, account))
    }

    async fn rating(&self, account: &str) -> Result<Option<KeptRating>, StoreError> {
        dispatch!(self, pool => rating(pool, account))
    }

    async fn rating_history(&self, account: &str) -> Result<Vec<RatingPoint>, StoreError> {
        dispatch!(self, pool => rating_history(pool, account))
    }

    async fn rank_of(&self, rating: f64, bots: bool) -> Result<i64, StoreError> {
        dispatch!(self, pool => rank_of(pool, rating, bots))
    }

    async fn ranking(&self, limit: i64) -> Result<Vec<(String, KeptRating)>, StoreError> {
        dispatch!(self, pool => ranking(pool, limit))
    }
}

// The queries, one SQL text for both engines.

async fn duel_stats<DB: Engine>(pool: &Pool<DB>) -> Result<DuelStats, StoreError> {
    let rows: Vec<(Option<String>, i64)> = sqlx::query_as(
        "SELECT winner, COUNT(*) FROM duels WHERE state = 'over' AND computer IS NULL \
         GROUP BY winner",
    )
    .fetch_all(pool)
    .await?;
    let mut stats = DuelStats::default();
    for (winner, count) in rows {
        stats.finished += count;
        match winner.as_deref() {
            Some("white") => stats.white_wins += count,
            Some("black") => stats.black_wins += count,
            _ => stats.draws += count,
        }
    }
    Ok(stats)
}

async fn player_record<DB: Engine>(
    pool: &Pool<DB>,
    account: &str,
) -> Result<PlayerRecord, StoreError> {
    let row: RecordRow = sqlx::query_as(
                "SELECT COUNT(*), \
                 SUM(CASE WHEN (winner = 'white' AND white = $1) OR (winner = 'black' AND black = $1) THEN 1 ELSE 0 END), \
                 SUM(CASE WHEN (winner = 'white' AND black = $1) OR (winner = 'black' AND white = $1) THEN 1 ELSE 0 END), \
                 SUM(CASE WHEN winner = 'draw' THEN 1 ELSE 0 END), \
                 SUM(CASE WHEN reason = 'both-broken' OR (reason = 'broken' AND \
                 ((winner = 'white' AND white = $1) OR (winner = 'black' AND black = $1))) THEN 1 ELSE 0 END), \
                 SUM(CASE WHEN reason = 'both-broken' OR (reason = 'broken' AND \
                 ((winner = 'white' AND white = $1) OR (winner = 'black' AND black = $1))) THEN turns ELSE 0 END) \
                 FROM duels WHERE state = 'over' AND (white = $1 OR black = $1)",
            )
            .bind(account)
            .fetch_one(pool)
            .await?;
    Ok(PlayerRecord {
        duels: row.0,
        wins: row.1.unwrap_or(0),
        losses: row.2.unwrap_or(0),
        draws: row.3.unwrap_or(0),
        broken: row.4.unwrap_or(0),
        broken_turns: row.5.unwrap_or(0),
    })
}

async fn rating<DB: Engine>(
    pool: &Pool<DB>,
    account: &str,
) -> Result<Option<KeptRating>, StoreError> {
    let row: Option<(f64, f64, f64, i64)> = sqlx::query_as(
        "SELECT rating, deviation, volatility, duels FROM ratings WHERE account = $1",
    )
    .bind(account)
    .fetch_optional(pool)
    .await?;
    Ok(
        row.map(|(rating, deviation, volatility, duels)| KeptRating {
            rating: Rating {
                rating,
                deviation,
                volatility,
            },
            duels,
        }),
    )
}

async fn rating_history<DB: Engine>(
    pool: &Pool<DB>,
    account: &str,
) -> Result<Vec<RatingPoint>, StoreError> {
    let rows: Vec<(String, i64, f64, f64)> = sqlx::query_as(
        "SELECT duel, at, rating, deviation FROM rating_history WHERE account = $1 \
         ORDER BY at, duel",
    )
    .bind(account)
    .fetch_all(pool)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(duel, at, rating, deviation)| RatingPoint {
            duel,
            at,
            rating,
            deviation,
        })
        .collect())
}

async fn rank_of<DB: Engine>(pool: &Pool<DB>, rating: f64, bots: bool) -> Result<i64, StoreError> {
    let (higher,): (i64,) = sqlx::query_as(
        "SELECT COUNT(*) FROM ratings r JOIN accounts a ON a.id = r.account \
         WHERE r.rating > $1 AND a.bot = $2",
    )
    .bind(rating)
    .bind(bots)
    .fetch_one(pool)
    .await?;
    Ok(higher + 1)
}

async fn ranking<DB: Engine>(
    pool: &Pool<DB>,
    limit: i64,
) -> Result<Vec<(String, KeptRating)>, StoreError> {
    let rows: Vec<(String, f64, f64, f64, i64)> = sqlx::query_as(
        "SELECT a.name, r.rating, r.deviation, r.volatility, r.duels FROM ratings r \
         JOIN accounts a ON a.id = r.account WHERE NOT a.bot ORDER BY r.rating DESC, a.name_key LIMIT $1",
    )
    .bind(limit)
    .fetch_all(pool)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(name, rating, deviation, volatility, duels)| {
            (
                name,
                KeptRating {
                    rating: Rating {
                        rating,
                        deviation,
                        volatility,
                    },
                    duels,
                },
            )
        })
        .collect())
}
