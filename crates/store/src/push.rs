//! Web Push as kept (see migrations/*/…_push.sql): the devices each
//! account allowed notifications on, a quota of them per account counted
//! in the insert's own transaction ([`crate::Holding::PushSubscriptions`]),
//! and the live pages each server holds open for an account, so that every
//! server knows whether a player is looking at the site before pushing to
//! them. The VAPID key is a server key ([`crate::DailyStore::server_key`]).

use std::future::Future;

use sqlx::{Pool, QueryBuilder};

use crate::engine::{Engine, Written};
use crate::{Database, Quota, StoreError};

/// A device to push to, as its browser's `PushSubscription` names it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PushSubscription {
    /// The push service's address for this device: unique.
    pub endpoint: String,
    pub account: String,
    /// The browser's P-256 public key (uncompressed point), base64url.
    pub p256dh: String,
    /// The browser's 16-byte authentication secret, base64url.
    pub auth: String,
    pub created_at: i64,
    /// When its push service last took a push for it.
    pub used_at: Option<i64>,
}

type Row = (String, String, String, String, i64, Option<i64>);

fn subscription((endpoint, account, p256dh, auth, created_at, used_at): Row) -> PushSubscription {
    PushSubscription {
        endpoint,
        account,
        p256dh,
        auth,
        created_at,
        used_at,
    }
}

/// Live-page rows written in one statement.
const ROWS_PER_STATEMENT: usize = 300;

/// Where push subscriptions and live pages are kept.
pub trait PushStore: Send + Sync {
    /// Keeps `sub` for its account at `sub.created_at`: the same endpoint
    /// again takes its new keys (and from another account, moves to this
    /// one: one browser, one subscription), within `quota` of devices per
    /// account. Whether the account had not had it.
    fn subscribe_push(
        &self,
        sub: &PushSubscription,
        quota: Quota,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;

    /// Forgets `account`'s subscription at `endpoint`: whether it had one.
    fn unsubscribe_push(
        &self,
        account: &str,
        endpoint: &str,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;

    /// `account`'s devices, the oldest first.
    fn push_subscriptions(
        &self,
        account: &str,
    ) -> impl Future<Output = Result<Vec<PushSubscription>, StoreError>> + Send;

    /// Its push service took a push for `endpoint` at `now`.
    fn push_taken(
        &self,
        endpoint: &str,
        now: i64,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Its push service has forgotten `endpoint` (404, 410): dropped, if it
    /// still has the secret `auth` the push was made for (a browser that
    /// subscribed again meanwhile keeps its new one). Whether it was.
    fn push_gone(
        &self,
        endpoint: &str,
        auth: &str,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;

    /// `server` holds live pages of `accounts` at `now`.
    fn live_pages_seen(
        &self,
        server: &str,
        accounts: &[String],
        now: i64,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// `server` closed the last live page of `account`, at `at`: its row
    /// goes unless written since (a page opened again meanwhile).
    fn live_pages_closed(
        &self,
        server: &str,
        account: &str,
        at: i64,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Whether any server has said since `since` that it holds a live page
    /// of `account`.
    fn has_live_page(
        &self,
        account: &str,
        since: i64,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;

    /// Forgets the live-page rows not written since `before` (servers
    /// gone); how many.
    fn forget_live_pages(
        &self,
        before: i64,
    ) -> impl Future<Output = Result<u64, StoreError>> + Send;
}

impl PushStore for Database {
    async fn subscribe_push(
        &self,
        sub: &PushSubscription,
        quota: Quota,
    ) -> Result<bool, StoreError> {
        dispatch!(self, pool => subscribe_push(pool, sub, quota))
    }

    async fn unsubscribe_push(&self, account: &str, endpoint: &str) -> Result<bool, StoreError> {
        dispatch!(self, pool => unsubscribe_push(pool, account, endpoint))
    }

    async fn push_subscriptions(&self, account: &str) -> Result<Vec<PushSubscription>, StoreError> {
        dispatch!(self, pool => push_subscriptions(pool, account))
    }

    async fn push_taken(&self, endpoint: &str, now: i64) -> Result<(), StoreError> {
        dispatch!(self, pool => push_taken(pool, endpoint, now))
    }

    async fn push_gone(&self, endpoint: &str, auth: &str) -> Result<bool, StoreError> {
        dispatch!(self, pool => push_gone(pool, endpoint, auth))
    }

    async fn live_pages_seen(
        &self,
        server: &str,
        accounts: &[String],
        now: i64,
    ) -> Result<(), StoreError> {
        dispatch!(self, pool => live_pages_seen(pool, server, accounts, now))
    }

    async fn live_pages_closed(
        &self,
        server: &str,
        account: &str,
        at: i64,
    ) -> Result<(), StoreError> {
        dispatch!(self, pool => live_pages_closed(pool, server, account, at))
    }

    async fn has_live_page(&self, account: &str, since: i64) -> Result<bool, StoreError> {
        dispatch!(self, pool => has_live_page(pool, account, since))
    }

    async fn forget_live_pages(&self, before: i64) -> Result<u64, StoreError> {
        dispatch!(self, pool => forget_live_pages(pool, before))
    }
}

// The queries, one SQL text for both engines.

async fn subscribe_push<DB: Engine>(
    pool: &Pool<DB>,
    sub: &PushSubscription,
    quota: Quota,
) -> Result<bool, StoreError> {
    let mut tx = pool.begin().await?;
    // The account's row is taken first (see `quota`): a burst of
    // subscriptions through any servers is counted one after another.
    sqlx::query("UPDATE accounts SET name = name WHERE id = $1")
        .bind(&sub.account)
        .execute(&mut *tx)
        .await?;
    let owner: Option<String> =
        sqlx::query_scalar("SELECT account FROM push_subscriptions WHERE endpoint = $1")
            .bind(&sub.endpoint)
            .fetch_optional(&mut *tx)
            .await?;
    let new = owner.as_deref() != Some(sub.account.as_str());
    if new {
        let held: i64 =
            sqlx::query_scalar("SELECT COUNT(*) FROM push_subscriptions WHERE account = $1")
                .bind(&sub.account)
                .fetch_one(&mut *tx)
                .await?;
        if held >= quota.limit {
            tx.rollback().await?;
            return Err(quota.spent(held));
        }
    }
    sqlx::query(
        "INSERT INTO push_subscriptions (endpoint, account, p256dh, auth, created_at) \
         VALUES ($1, $2, $3, $4, $5) \
         ON CONFLICT (endpoint) DO UPDATE SET account = excluded.account, \
         p256dh = excluded.p256dh, auth = excluded.auth, created_at = excluded.created_at, \
         used_at = NULL",
    )
    .bind(&sub.endpoint)
    .bind(&sub.account)
    .bind(&sub.p256dh)
    .bind(&sub.auth)
    .bind(sub.created_at)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(new)
}

async fn unsubscribe_push<DB: Engine>(
    pool: &Pool<DB>,
    account: &str,
    endpoint: &str,
) -> Result<bool, StoreError> {
    let gone = sqlx::query("DELETE FROM push_subscriptions WHERE account = $1 AND endpoint = $2")
        .bind(account)
        .bind(endpoint)
        .execute(pool)
        .await?
        .rows_affected();
    Ok(gone > 0)
}

async fn push_subscriptions<DB: Engine>(
    pool: &Pool<DB>,
    account: &str,
) -> Result<Vec<PushSubscription>, StoreError> {
    let rows: Vec<Row> = sqlx::query_as(
        "SELECT endpoint, account, p256dh, auth, created_at, used_at FROM push_subscriptions \
         WHERE account = $1 ORDER BY created_at, endpoint",
    )
    .bind(account)
    .fetch_all(pool)
    .await?;
    Ok(rows.into_iter().map(subscription).collect())
}

async fn push_taken<DB: Engine>(
    pool: &Pool<DB>,
    endpoint: &str,
    now: i64,
) -> Result<(), StoreError> {
    sqlx::query("UPDATE push_subscriptions SET used_at = $1 WHERE endpoint = $2")
        .bind(now)
        .bind(endpoint)
        .execute(pool)
        .await?;
    Ok(())
}

async fn push_gone<DB: Engine>(
    pool: &Pool<DB>,
    endpoint: &str,
    auth: &str,
) -> Result<bool, StoreError> {
    let gone = sqlx::query("DELETE FROM push_subscriptions WHERE endpoint = $1 AND auth = $2")
        .bind(endpoint)
        .bind(auth)
        .execute(pool)
        .await?
        .rows_affected();
    Ok(gone > 0)
}

async fn live_pages_seen<DB: Engine>(
    pool: &Pool<DB>,
    server: &str,
    accounts: &[String],
    now: i64,
) -> Result<(), StoreError> {
    for chunk in accounts.chunks(ROWS_PER_STATEMENT) {
        let mut upsert = QueryBuilder::new("INSERT INTO live_pages (account, server, seen_at) ");
        upsert.push_values(chunk, |mut row, account| {
            row.push_bind(account.clone())
                .push_bind(server.to_string())
                .push_bind(now);
        });
        upsert.push(" ON CONFLICT (account, server) DO UPDATE SET seen_at = excluded.seen_at");
        upsert.build().execute(pool).await?;
    }
    Ok(())
}

async fn live_pages_closed<DB: Engine>(
    pool: &Pool<DB>,
    server: &str,
    account: &str,
    at: i64,
) -> Result<(), StoreError> {
    sqlx::query("DELETE FROM live_pages WHERE account = $1 AND server = $2 AND seen_at <= $3")
        .bind(account)
        .bind(server)
        .bind(at)
        .execute(pool)
        .await?;
    Ok(())
}

async fn has_live_page<DB: Engine>(
    pool: &Pool<DB>,
    account: &str,
    since: i64,
) -> Result<bool, StoreError> {
    let open: Option<i32> =
        sqlx::query_scalar("SELECT 1 FROM live_pages WHERE account = $1 AND seen_at >= $2 LIMIT 1")
            .bind(account)
            .bind(since)
            .fetch_optional(pool)
            .await?;
    Ok(open.is_some())
}

async fn forget_live_pages<DB: Engine>(pool: &Pool<DB>, before: i64) -> Result<u64, StoreError> {
    Ok(sqlx::query("DELETE FROM live_pages WHERE seen_at < $1")
        .bind(before)
        .execute(pool)
        .await?
        .rows_affected())
}
