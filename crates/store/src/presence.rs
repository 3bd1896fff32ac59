//! Who is online, on either engine: read from `last_seen`, which every
//! server writes for the accounts it sees, so a player seen by one server
//! is online to all of them; who hides it; and who asked to be told when a
//! player they follow comes online.

use std::future::Future;

use sqlx::Pool;

use crate::engine::{Engine, Written};
use crate::friends::{Present, PresentRow, present};
use crate::{Database, StoreError};

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

    /// Any server saw `accounts` at `now`: those of them that came online
    /// with it (not seen since `online_since`, and not hiding it), each
    /// answered to one caller however many servers saw them at once.
    fn seen(
        &self,
        accounts: &[String],
        now: i64,
        online_since: i64,
    ) -> impl Future<Output = Result<Vec<String>, StoreError>> + Send;

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

    /// Whether `account` asked to be told when a player it follows comes
    /// online; and the asking.
    fn tells_online(&self, account: &str) -> impl Future<Output = Result<bool, StoreError>> + Send;

    fn set_tell_online(
        &self,
        account: &str,
        tell: bool,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// The followers of `account` who asked to be told when it comes
    /// online.
    fn told_online(
        &self,
        account: &str,
    ) -> impl Future<Output = Result<Vec<String>, StoreError>> + Send;
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

    async fn seen(
        &self,
        accounts: &[String],
        now: i64,
        online_since: i64,
    ) -> Result<Vec<String>, StoreError> {
        dispatch!(self, pool => seen(pool, accounts, now, online_since))
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

    async fn tells_online(&self, account: &str) -> Result<bool, StoreError> {
        dispatch!(self, pool => tells_online(pool, account))
    }

    async fn set_tell_online(&self, account: &str, tell: bool) -> Result<(), StoreError> {
        dispatch!(self, pool => set_tell_online(pool, account, tell))
    }

    async fn told_online(&self, account: &str) -> Result<Vec<String>, StoreError> {
        dispatch!(self, pool => told_online(pool, account))
    }
}

// The queries, one text for both engines.

async fn online<DB: Engine>(
    pool: &Pool<DB>,
    since: i64,
    except: Option<&str>,
    limit: i64,
) -> Result<Vec<Present>, StoreError> {
    let rows: Vec<PresentRow> = sqlx::query_as(
        "SELECT a.name, TRUE, r.rating, r.deviation, r.volatility, r.duels, a.bot \
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
    online_since: i64,
) -> Result<Vec<String>, StoreError> {
    let mut arrived = Vec::new();
    for account in accounts {
        // The write that finds the player offline is the one arrival.
        let came = sqlx::query(
            "UPDATE accounts SET last_seen = $1 WHERE id = $2 \
             AND (last_seen IS NULL OR last_seen < $3) AND NOT hide_online",
        )
        .bind(now)
        .bind(account)
        .bind(online_since)
        .execute(pool)
        .await?
        .rows_affected();
        if came == 1 {
            arrived.push(account.clone());
            continue;
        }
        sqlx::query("UPDATE accounts SET last_seen = $1 WHERE id = $2")
            .bind(now)
            .bind(account)
            .execute(pool)
            .await?;
    }
    Ok(arrived)
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

async fn tells_online<DB: Engine>(pool: &Pool<DB>, account: &str) -> Result<bool, StoreError> {
    let row: Option<(bool,)> = sqlx::query_as("SELECT tell_online FROM accounts WHERE id = $1")
        .bind(account)
        .fetch_optional(pool)
        .await?;
    Ok(row.is_some_and(|(tell,)| tell))
}

async fn set_tell_online<DB: Engine>(
    pool: &Pool<DB>,
    account: &str,
    tell: bool,
) -> Result<(), StoreError> {
    sqlx::query("UPDATE accounts SET tell_online = $1 WHERE id = $2")
        .bind(tell)
        .bind(account)
        .execute(pool)
        .await?;
    Ok(())
}

async fn told_online<DB: Engine>(
    pool: &Pool<DB>,
    account: &str,
) -> Result<Vec<String>, StoreError> {
    let rows: Vec<(String,)> = sqlx::query_as(
        "SELECT f.follower FROM follows f JOIN accounts a ON a.id = f.follower \
         WHERE f.followed = $1 AND a.tell_online ORDER BY f.follower",
    )
    .bind(account)
    .fetch_all(pool)
    .await?;
    Ok(rows.into_iter().map(|(id,)| id).collect())
}
