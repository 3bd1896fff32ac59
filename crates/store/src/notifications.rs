//! The notification centre's store: what happened that concerns an account
//! (see migrations/*/…_notifications.sql), written once under the key that
//! names the happening (a recurring one again once its span is over), read
//! newest first, marked read, and forgotten a while after it was read.

use std::future::Future;

use sqlx::Pool;

use crate::engine::{Engine, Written};
use crate::{Database, StoreError, new_id};

/// A notification to write.
#[derive(Debug, Clone, PartialEq)]
pub struct NewNotification<'a> {
    pub account: &'a str,
    /// `your-move`, `challenge`, `challenge-accepted`, `duel-ended`,
    /// `tournament-starting`.
    pub kind: &'a str,
    /// The duel or tournament it is about.
    pub subject: &'a str,
    /// The happening: every server that hears of it writes the same key.
    pub key: &'a str,
    /// JSON: what the page needs to word it.
    pub data: &'a str,
    pub at: i64,
    /// For a happening that recurs under one key (a player coming online):
    /// written again, as new and unread, over the one under its key once
    /// that is this many milliseconds old, so that it is told at most once
    /// in any such span. `None`: told once, ever.
    pub again_after: Option<i64>,
}

/// A notification as stored.
#[derive(Debug, Clone, PartialEq)]
pub struct Notification {
    pub id: String,
    pub kind: String,
    pub subject: String,
    pub data: String,
    pub created_at: i64,
    pub read_at: Option<i64>,
}

type Row = (String, String, String, String, i64, Option<i64>);

fn notification((id, kind, subject, data, created_at, read_at): Row) -> Notification {
    Notification {
        id,
        kind,
        subject,
        data,
        created_at,
        read_at,
    }
}

/// Where notifications are kept.
pub trait NotificationStore: Send + Sync {
    /// Writes `n` unless its account has one under its key already (made
    /// within its `again_after`, where it has one): whether it is new.
    fn notify(
        &self,
        n: &NewNotification<'_>,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;

    /// The newest `limit` notifications of `account`, newest first.
    fn notifications(
        &self,
        account: &str,
        limit: i64,
    ) -> impl Future<Output = Result<Vec<Notification>, StoreError>> + Send;

    /// How many of `account`'s notifications are unread.
    fn unread_notifications(
        &self,
        account: &str,
    ) -> impl Future<Output = Result<i64, StoreError>> + Send;

    /// Marks read, at `now`, every notification of `account` made at
    /// `up_to` or before (those the reader saw); how many were unread.
    fn read_notifications(
        &self,
        account: &str,
        up_to: i64,
        now: i64,
    ) -> impl Future<Output = Result<u64, StoreError>> + Send;

    /// Marks read, at `now`, every notification of `account` about
    /// `subject` (the player moved in that duel: they have seen it); how
    /// many were unread.
    fn read_notifications_about(
        &self,
        account: &str,
        subject: &str,
        now: i64,
    ) -> impl Future<Output = Result<u64, StoreError>> + Send;

    /// Forgets the notifications read before `before`; how many.
    fn forget_notifications(
        &self,
        before: i64,
    ) -> impl Future<Output = Result<u64, StoreError>> + Send;
}

impl NotificationStore for Database {
    async fn notify(&self, n: &NewNotification<'_>) -> Result<bool, StoreError> {
        dispatch!(self, pool => notify(pool, n))
    }

    async fn notifications(
        &self,
        account: &str,
        limit: i64,
    ) -> Result<Vec<Notification>, StoreError> {
        dispatch!(self, pool => notifications(pool, account, limit))
    }

    async fn unread_notifications(&self, account: &str) -> Result<i64, StoreError> {
        dispatch!(self, pool => unread_notifications(pool, account))
    }

    async fn read_notifications(
        &self,
        account: &str,
        up_to: i64,
        now: i64,
    ) -> Result<u64, StoreError> {
        dispatch!(self, pool => read_notifications(pool, account, up_to, now))
    }

    async fn read_notifications_about(
        &self,
        account: &str,
        subject: &str,
        now: i64,
    ) -> Result<u64, StoreError> {
        dispatch!(self, pool => read_notifications_about(pool, account, subject, now))
    }

    async fn forget_notifications(&self, before: i64) -> Result<u64, StoreError> {
        dispatch!(self, pool => forget_notifications(pool, before))
    }
}

// The queries, one text for both engines.

async fn notify<DB: Engine>(pool: &Pool<DB>, n: &NewNotification<'_>) -> Result<bool, StoreError> {
    // An account deleted meanwhile takes no notification: the insert
    // selects it, so it writes nothing rather than break the key. One
    // statement decides whether an old one under the key is written over,
    // so that servers writing the same happening at once write it once.
    let written = sqlx::query(
        "INSERT INTO notifications (id, account, kind, subject, key, data, created_at) \
         SELECT $1, id, $2, $3, $4, $5, $6 FROM accounts WHERE id = $7 \
         ON CONFLICT (account, key) DO UPDATE SET id = excluded.id, \
         subject = excluded.subject, data = excluded.data, \
         created_at = excluded.created_at, read_at = NULL \
         WHERE notifications.created_at <= excluded.created_at - $8",
    )
    .bind(new_id())
    .bind(n.kind)
    .bind(n.subject)
    .bind(n.key)
    .bind(n.data)
    .bind(n.at)
    .bind(n.account)
    // Once ever: a span no time reaches.
    .bind(n.again_after.unwrap_or(i64::MAX))
    .execute(pool)
    .await?
    .rows_affected();
    Ok(written == 1)
}

async fn notifications<DB: Engine>(
    pool: &Pool<DB>,
    account: &str,
    limit: i64,
) -> Result<Vec<Notification>, StoreError> {
    let rows: Vec<Row> = sqlx::query_as(
        "SELECT id, kind, subject, data, created_at, read_at FROM notifications \
         WHERE account = $1 ORDER BY created_at DESC, id DESC LIMIT $2",
    )
    .bind(account)
    .bind(limit)
    .fetch_all(pool)
    .await?;
    Ok(rows.into_iter().map(notification).collect())
}

async fn unread_notifications<DB: Engine>(
    pool: &Pool<DB>,
    account: &str,
) -> Result<i64, StoreError> {
    let (count,): (i64,) =
        sqlx::query_as("SELECT COUNT(*) FROM notifications WHERE account = $1 AND read_at IS NULL")
            .bind(account)
            .fetch_one(pool)
            .await?;
    Ok(count)
}

async fn read_notifications<DB: Engine>(
    pool: &Pool<DB>,
    account: &str,
    up_to: i64,
    now: i64,
) -> Result<u64, StoreError> {
    Ok(sqlx::query(
        "UPDATE notifications SET read_at = $1 \
         WHERE account = $2 AND read_at IS NULL AND created_at <= $3",
    )
    .bind(now)
    .bind(account)
    .bind(up_to)
    .execute(pool)
    .await?
    .rows_affected())
}

async fn read_notifications_about<DB: Engine>(
    pool: &Pool<DB>,
    account: &str,
    subject: &str,
    now: i64,
) -> Result<u64, StoreError> {
    Ok(sqlx::query(
        "UPDATE notifications SET read_at = $1 \
         WHERE account = $2 AND subject = $3 AND read_at IS NULL",
    )
    .bind(now)
    .bind(account)
    .bind(subject)
    .execute(pool)
    .await?
    .rows_affected())
}

async fn forget_notifications<DB: Engine>(pool: &Pool<DB>, before: i64) -> Result<u64, StoreError> {
    Ok(
        sqlx::query("DELETE FROM notifications WHERE read_at IS NOT NULL AND read_at < $1")
            .bind(before)
            .execute(pool)
            .await?
            .rows_affected(),
    )
}
