//! Friends (the players an account follows: one-way, as following is) and
//! who is online, on either engine. "Online" is read from `last_seen`, which
//! every server writes for the accounts it sees, so a player seen by one
//! server is online to all of them.

use std::future::Future;

use mastermind_core::duel::rating::Rating;

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
}

/// Why a follow was refused.
#[derive(Debug, thiserror::Error)]
pub enum FollowError {
    #[error("you follow {0} players already, the most one may; unfollow someone first")]
    TooMany(i64),
    #[error(transparent)]
    Store(#[from] StoreError),
}

type PresentRow = (
    String,
    bool,
    Option<f64>,
    Option<f64>,
    Option<f64>,
    Option<i64>,
);

fn present((name, online, rating, deviation, volatility, duels): PresentRow) -> Present {
    let rating = match (rating, deviation, volatility, duels) {
        (Some(rating), Some(deviation), Some(volatility), Some(duels)) => Some(KeptRating {
            rating: Rating {
                rating,
                deviation,
                volatility,
            },
            duels,
        }),
        _ => None,
    };
    Present {
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

/// Who is online: when every server last saw each account, and who hides
/// it.
pub trait PresenceStore: Send + Sync {
    /// Up to `limit` players online (seen at `since` or later) but those
    /// who hide it and `except`, the highest rated first, then the unrated
    /// by name.
    fn online(
        &self,
        since: i64,
        except: Option<&str>,
        limit: i64,
    ) -> impl Future<Output = Result<Vec<Present>, StoreError>> + Send;

    /// Any server saw `accounts` at `now`.
    fn seen(
        &self,
        accounts: &[String],
        now: i64,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// `account` is no longer online, unless a session of it is left (it
    /// is logged in elsewhere).
    fn unseen(&self, account: &str) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Whether `account` hides being online.
    fn hides_online(&self, account: &str) -> impl Future<Output = Result<bool, StoreError>> + Send;

    fn set_hide_online(
        &self,
        account: &str,
        hide: bool,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;
}

impl PresenceStore for Database {
    async fn online(
        &self,
        since: i64,
        except: Option<&str>,
        limit: i64,
    ) -> Result<Vec<Present>, StoreError> {
        dispatch!(self, pool => online(pool, since, except, limit))
    }

    async fn seen(&self, accounts: &[String], now: i64) -> Result<(), StoreError> {
        dispatch!(self, pool => seen(pool, accounts, now))
    }

    async fn unseen(&self, account: &str) -> Result<(), StoreError> {
        dispatch!(self, pool => unseen(pool, account))
    }

    async fn hides_online(&self, account: &str) -> Result<bool, StoreError> {
        dispatch!(self, pool => hides_online(pool, account))
    }

    async fn set_hide_online(&self, account: &str, hide: bool) -> Result<(), StoreError> {
        dispatch!(self, pool => set_hide_online(pool, account, hide))
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
         r.rating, r.deviation, r.volatility, r.duels \
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

async fn online<DB: Engine>(
    pool: &Pool<DB>,
    since: i64,
    except: Option<&str>,
    limit: i64,
) -> Result<Vec<Present>, StoreError> {
    let rows: Vec<PresentRow> = sqlx::query_as(
        "SELECT a.name, TRUE, r.rating, r.deviation, r.volatility, r.duels \
         FROM accounts a LEFT JOIN ratings r ON r.account = a.id \
         WHERE a.last_seen >= $1 AND NOT a.hide_online AND a.id <> $2 \
         ORDER BY CASE WHEN r.rating IS NULL THEN 1 ELSE 0 END, r.rating DESC, a.name_key \
         LIMIT $3",
    )
    .bind(since)
    .bind(except.unwrap_or(""))
    .bind(limit)
    .fetch_all(pool)
    .await?;
    Ok(rows.into_iter().map(present).collect())
}

async fn seen<DB: Engine>(
    pool: &Pool<DB>,
    accounts: &[String],
    now: i64,
) -> Result<(), StoreError> {
    for account in accounts {
        sqlx::query("UPDATE accounts SET last_seen = $1 WHERE id = $2")
            .bind(now)
            .bind(account)
            .execute(pool)
            .await?;
    }
    Ok(())
}

async fn unseen<DB: Engine>(pool: &Pool<DB>, account: &str) -> Result<(), StoreError> {
    sqlx::query(
        "UPDATE accounts SET last_seen = NULL WHERE id = $1 \
         AND NOT EXISTS (SELECT 1 FROM sessions WHERE account = $1)",
    )
    .bind(account)
    .execute(pool)
    .await?;
    Ok(())
}

async fn hides_online<DB: Engine>(pool: &Pool<DB>, account: &str) -> Result<bool, StoreError> {
    let row: Option<(bool,)> = sqlx::query_as("SELECT hide_online FROM accounts WHERE id = $1")
        .bind(account)
        .fetch_optional(pool)
        .await?;
    Ok(row.is_some_and(|(hide,)| hide))
}

async fn set_hide_online<DB: Engine>(
    pool: &Pool<DB>,
    account: &str,
    hide: bool,
) -> Result<(), StoreError> {
    sqlx::query("UPDATE accounts SET hide_online = $1 WHERE id = $2")
        .bind(hide)
        .bind(account)
        .execute(pool)
        .await?;
    Ok(())
}
