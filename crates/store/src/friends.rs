//! Friends (the players an account follows: one-way, as following is), on
//! either engine, each shown online or not (see [`crate::presence`]).

use std::future::Future;

use sqlx::Pool;

use crate::engine::{Engine, Written};
use crate::{Database, KeptRating, StoreError};

/// A player as the lists of friends and of players online show them.
#[derive(Debug, Clone, PartialEq)]
pub struct Present {
    pub name: String,
    /// Seen since the time asked about, and not hiding it.
    pub online: bool,
    /// `None` before the player's first rated duel.
    pub rating: Option<KeptRating>,
    /// A bot account.
    pub bot: bool,
}

/// Why a follow was refused.
#[derive(Debug, thiserror::Error)]
pub enum FollowError {
    #[error("you follow {0} players already, the most one may; unfollow someone first")]
    TooMany(i64),
    #[error(transparent)]
    Store(#[from] StoreError),
}

pub(crate) type PresentRow = (
    String,
    bool,
    Option<f64>,
    Option<f64>,
    Option<f64>,
    Option<i64>,
    bool,
);

pub(crate) fn present(
    (name, online, rating, deviation, volatility, duels, bot): PresentRow,
) -> Present {
    let rating = KeptRating::joined(rating, deviation, volatility, duels);
    Present {
        bot,
        name,
        online,
        rating,
    }
}

/// Where the players an account follows are kept.
pub trait FriendStore: Send + Sync {
    /// `follower` follows `followed` from `now`, unless it follows `most`
    /// players already. Whether the follow is new: following again changes
    /// nothing. The count and the insert are one statement, so parallel
    /// follows of one account overshoot the cap by at most their number.
    fn follow(
        &self,
        follower: &str,
        followed: &str,
        now: i64,
        most: i64,
    ) -> impl Future<Output = Result<bool, FollowError>> + Send;

    /// `follower` no longer follows `followed`; whether it did.
    fn unfollow(
        &self,
        follower: &str,
        followed: &str,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;

    /// Whether `follower` follows `followed`.
    fn follows(
        &self,
        follower: &str,
        followed: &str,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;

    /// The players `follower` follows, those online (seen at `since` or
    /// later, not hiding it) first, then by name.
    fn friends(
        &self,
        follower: &str,
        since: i64,
    ) -> impl Future<Output = Result<Vec<Present>, StoreError>> + Send;
}

impl FriendStore for Database {
    async fn follow(
        &self,
        follower: &str,
        followed: &str,
        now: i64,
        most: i64,
    ) -> Result<bool, FollowError> {
        dispatch!(self, pool => follow(pool, follower, followed, now, most))
    }

    async fn unfollow(&self, follower: &str, followed: &str) -> Result<bool, StoreError> {
        dispatch!(self, pool => unfollow(pool, follower, followed))
    }

    async fn follows(&self, follower: &str, followed: &str) -> Result<bool, StoreError> {
        dispatch!(self, pool => follows(pool, follower, followed))
    }

    async fn friends(&self, follower: &str, since: i64) -> Result<Vec<Present>, StoreError> {
        dispatch!(self, pool => friends(pool, follower, since))
    }
}

// The queries, one text for both engines.

async fn follow<DB: Engine>(
    pool: &Pool<DB>,
    follower: &str,
    followed: &str,
    now: i64,
    most: i64,
) -> Result<bool, FollowError> {
    let inserted = sqlx::query(
        "INSERT INTO follows (follower, followed, created_at) \
         SELECT $1, $2, $3 WHERE (SELECT COUNT(*) FROM follows WHERE follower = $1) < $4 \
         ON CONFLICT (follower, followed) DO NOTHING",
    )
    .bind(follower)
    .bind(followed)
    .bind(now)
    .bind(most)
    .execute(pool)
    .await
    .map_err(StoreError::from)?
    .rows_affected();
    if inserted == 1 {
        return Ok(true);
    }
    if follows(pool, follower, followed).await? {
        Ok(false)
    } else {
        Err(FollowError::TooMany(most))
    }
}

async fn unfollow<DB: Engine>(
    pool: &Pool<DB>,
    follower: &str,
    followed: &str,
) -> Result<bool, StoreError> {
    let deleted = sqlx::query("DELETE FROM follows WHERE follower = $1 AND followed = $2")
        .bind(follower)
        .bind(followed)
        .execute(pool)
        .await?
        .rows_affected();
    Ok(deleted == 1)
}

async fn follows<DB: Engine>(
    pool: &Pool<DB>,
    follower: &str,
    followed: &str,
) -> Result<bool, StoreError> {
    let (count,): (i64,) =
        sqlx::query_as("SELECT COUNT(*) FROM follows WHERE follower = $1 AND followed = $2")
            .bind(follower)
            .bind(followed)
            .fetch_one(pool)
            .await?;
    Ok(count == 1)
}

async fn friends<DB: Engine>(
    pool: &Pool<DB>,
    follower: &str,
    since: i64,
) -> Result<Vec<Present>, StoreError> {
    let rows: Vec<PresentRow> = sqlx::query_as(
        "SELECT a.name, (a.last_seen IS NOT NULL AND a.last_seen >= $2 AND NOT a.hide_online), \
         r.rating, r.deviation, r.volatility, r.duels, a.bot \
         FROM follows f JOIN accounts a ON a.id = f.followed \
         LEFT JOIN ratings r ON r.account = a.id \
         WHERE f.follower = $1 ORDER BY 2 DESC, a.name_key",
    )
    .bind(follower)
    .bind(since)
    .fetch_all(pool)
    .await?;
    Ok(rows.into_iter().map(present).collect())
}
