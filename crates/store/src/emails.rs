//! Email, at most daily (see migrations/*/…_email.sql): an account's
//! address and what it wants, confirmed by a link, left by an unsubscribe
//! link; the day's digest and each reminder claimed by one server with a
//! write that only one can make.

use std::future::Future;

use sqlx::Pool;

use crate::engine::{Engine, Written};
use crate::{Database, StoreError};

/// An account's address as kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Email {
    pub address: String,
    /// When the address was confirmed; `None` until its link is followed.
    pub verified_at: Option<i64>,
    /// When the last confirmation link was mailed.
    pub verify_sent_at: i64,
    /// The daily digest of duels waiting for the player's move.
    pub digest: bool,
    /// One reminder when a correspondence clock has less than this many
    /// hours left; 0 for none.
    pub remind_hours: i64,
}

/// A new address: unconfirmed, with the digest of its confirmation
/// link's secret, and the secret of its unsubscribe link (kept as it is,
/// for every mail carries it; it can only stop mail).
#[derive(Debug, Clone)]
pub struct NewEmail<'a> {
    pub account: &'a str,
    pub address: &'a str,
    pub verify_digest: &'a str,
    pub unsubscribe_key: &'a str,
    pub now: i64,
}

/// A confirmed address that may be mailed: to whom, in which language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Recipient {
    pub account: String,
    pub name: String,
    pub address: String,
    pub language: Option<String>,
    pub remind_hours: i64,
    /// The secret of the unsubscribe link.
    pub unsubscribe_key: String,
}

/// Where addresses are kept.
pub trait EmailStore: Send + Sync {
    fn email(
        &self,
        account: &str,
    ) -> impl Future<Output = Result<Option<Email>, StoreError>> + Send;

    /// Sets the account's address, unconfirmed (a new one starts over,
    /// with the digest and a 12-hour reminder wanted), unless a
    /// confirmation was mailed at `not_since` or later: whether it was set.
    fn set_email(
        &self,
        new: &NewEmail<'_>,
        not_since: i64,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;

    /// A new confirmation link for the unconfirmed address, unless one was
    /// sent at `not_since` or later: whether it was taken.
    fn renew_verification(
        &self,
        account: &str,
        verify_digest: &str,
        now: i64,
        not_since: i64,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;

    /// Confirms the address whose link has this digest; its account.
    fn verify_email(
        &self,
        verify_digest: &str,
        now: i64,
    ) -> impl Future<Output = Result<Option<String>, StoreError>> + Send;

    /// Changes what the account wants (those given).
    fn set_email_wishes(
        &self,
        account: &str,
        digest: Option<bool>,
        remind_hours: Option<i64>,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    fn remove_email(&self, account: &str) -> impl Future<Output = Result<bool, StoreError>> + Send;

    /// Stops every mail to the address whose unsubscribe link has this
    /// secret: whether there was one.
    fn unsubscribe(
        &self,
        unsubscribe_key: &str,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;

    /// Up to `limit` confirmed addresses that want a digest and have not had
    /// one claimed for `day`.
    fn digests_due(
        &self,
        day: i64,
        limit: i64,
    ) -> impl Future<Output = Result<Vec<Recipient>, StoreError>> + Send;

    /// Claims `day`'s digest of `account`: whether this caller is the one
    /// to send it.
    fn claim_digest(
        &self,
        account: &str,
        day: i64,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;

    /// Gives back a claim that could not be sent, so that a later look
    /// tries again.
    fn release_digest(
        &self,
        account: &str,
        day: i64,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Confirmed addresses that want reminders.
    fn reminded(
        &self,
        limit: i64,
    ) -> impl Future<Output = Result<Vec<Recipient>, StoreError>> + Send;

    /// Claims the reminder `key` (a duel and its deadline) of `account`:
    /// whether this caller sends it.
    fn claim_email_reminder(
        &self,
        account: &str,
        key: &str,
        now: i64,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;

    /// Gives back a reminder that could not be sent.
    fn release_email_reminder(
        &self,
        account: &str,
        key: &str,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Forgets reminders sent before `before`; how many.
    fn forget_email_reminders(
        &self,
        before: i64,
    ) -> impl Future<Output = Result<u64, StoreError>> + Send;
}

impl EmailStore for Database {
    async fn email(&self, account: &str) -> Result<Option<Email>, StoreError> {
        dispatch!(self, pool => email(pool, account))
    }

    async fn set_email(&self, new: &NewEmail<'_>, not_since: i64) -> Result<bool, StoreError> {
        dispatch!(self, pool => set_email(pool, new, not_since))
    }

    async fn renew_verification(
        &self,
        account: &str,
        verify_digest: &str,
        now: i64,
        not_since: i64,
    ) -> Result<bool, StoreError> {
        dispatch!(self, pool => renew_verification(pool, account, verify_digest, now, not_since))
    }

    async fn verify_email(
        &self,
        verify_digest: &str,
        now: i64,
    ) -> Result<Option<String>, StoreError> {
        dispatch!(self, pool => verify_email(pool, verify_digest, now))
    }

    async fn set_email_wishes(
        &self,
        account: &str,
        digest: Option<bool>,
        remind_hours: Option<i64>,
    ) -> Result<(), StoreError> {
        dispatch!(self, pool => set_email_wishes(pool, account, digest, remind_hours))
    }

    async fn remove_email(&self, account: &str) -> Result<bool, StoreError> {
        dispatch!(self, pool => remove_email(pool, account))
    }

    async fn unsubscribe(&self, unsubscribe_key: &str) -> Result<bool, StoreError> {
        dispatch!(self, pool => unsubscribe(pool, unsubscribe_key))
    }

    async fn digests_due(&self, day: i64, limit: i64) -> Result<Vec<Recipient>, StoreError> {
        dispatch!(self, pool => digests_due(pool, day, limit))
    }

    async fn claim_digest(&self, account: &str, day: i64) -> Result<bool, StoreError> {
        dispatch!(self, pool => claim_digest(pool, account, day))
    }

    async fn release_digest(&self, account: &str, day: i64) -> Result<(), StoreError> {
        dispatch!(self, pool => release_digest(pool, account, day))
    }

    async fn reminded(&self, limit: i64) -> Result<Vec<Recipient>, StoreError> {
        dispatch!(self, pool => reminded(pool, limit))
    }

    async fn claim_email_reminder(
        &self,
        account: &str,
        key: &str,
        now: i64,
    ) -> Result<bool, StoreError> {
        dispatch!(self, pool => claim_email_reminder(pool, account, key, now))
    }

    async fn release_email_reminder(&self, account: &str, key: &str) -> Result<(), StoreError> {
        dispatch!(self, pool => release_email_reminder(pool, account, key))
    }

    async fn forget_email_reminders(&self, before: i64) -> Result<u64, StoreError> {
        dispatch!(self, pool => forget_email_reminders(pool, before))
    }
}

// The queries, one SQL text for both engines.

async fn email<DB: Engine>(pool: &Pool<DB>, account: &str) -> Result<Option<Email>, StoreError> {
    let row: Option<(String, Option<i64>, i64, bool, i64)> = sqlx::query_as(
        "SELECT address, verified_at, verify_sent_at, digest, CAST(remind_hours AS BIGINT) \
         FROM emails WHERE account = $1",
    )
    .bind(account)
    .fetch_optional(pool)
    .await?;
    Ok(row.map(
        |(address, verified_at, verify_sent_at, digest, remind_hours)| Email {
            address,
            verified_at,
            verify_sent_at,
            digest,
            remind_hours,
        },
    ))
}

async fn set_email<DB: Engine>(
    pool: &Pool<DB>,
    new: &NewEmail<'_>,
    not_since: i64,
) -> Result<bool, StoreError> {
    let set = sqlx::query(
        "INSERT INTO emails (account, address, verify_digest, verify_sent_at, verified_at, \
         unsubscribe, digest, remind_hours, digest_day) \
         VALUES ($1, $2, $3, $4, NULL, $5, TRUE, 12, 0) \
         ON CONFLICT (account) DO UPDATE SET address = $2, verify_digest = $3, \
         verify_sent_at = $4, verified_at = NULL, unsubscribe = $5, digest = TRUE, \
         remind_hours = 12 WHERE emails.verify_sent_at < $6",
    )
    .bind(new.account)
    .bind(new.address)
    .bind(new.verify_digest)
    .bind(new.now)
    .bind(new.unsubscribe_key)
    .bind(not_since)
    .execute(pool)
    .await?
    .rows_affected();
    Ok(set == 1)
}

async fn renew_verification<DB: Engine>(
    pool: &Pool<DB>,
    account: &str,
    verify_digest: &str,
    now: i64,
    not_since: i64,
) -> Result<bool, StoreError> {
    let renewed = sqlx::query(
        "UPDATE emails SET verify_digest = $1, verify_sent_at = $2 \
         WHERE account = $3 AND verified_at IS NULL AND verify_sent_at < $4",
    )
    .bind(verify_digest)
    .bind(now)
    .bind(account)
    .bind(not_since)
    .execute(pool)
    .await?
    .rows_affected();
    Ok(renewed == 1)
}

async fn verify_email<DB: Engine>(
    pool: &Pool<DB>,
    verify_digest: &str,
    now: i64,
) -> Result<Option<String>, StoreError> {
    let account: Option<(String,)> = sqlx::query_as(
        "UPDATE emails SET verified_at = $1, verify_digest = NULL \
         WHERE verify_digest = $2 RETURNING account",
    )
    .bind(now)
    .bind(verify_digest)
    .fetch_optional(pool)
    .await?;
    Ok(account.map(|(a,)| a))
}

async fn set_email_wishes<DB: Engine>(
    pool: &Pool<DB>,
    account: &str,
    digest: Option<bool>,
    remind_hours: Option<i64>,
) -> Result<(), StoreError> {
    if let Some(digest) = digest {
        sqlx::query("UPDATE emails SET digest = $1 WHERE account = $2")
            .bind(digest)
            .bind(account)
            .execute(pool)
            .await?;
    }
    if let Some(hours) = remind_hours {
        sqlx::query("UPDATE emails SET remind_hours = $1 WHERE account = $2")
            .bind(hours)
            .bind(account)
            .execute(pool)
            .await?;
    }
    Ok(())
}

async fn remove_email<DB: Engine>(pool: &Pool<DB>, account: &str) -> Result<bool, StoreError> {
    let removed = sqlx::query("DELETE FROM emails WHERE account = $1")
        .bind(account)
        .execute(pool)
        .await?
        .rows_affected();
    Ok(removed == 1)
}

async fn unsubscribe<DB: Engine>(pool: &Pool<DB>, key: &str) -> Result<bool, StoreError> {
    let stopped =
        sqlx::query("UPDATE emails SET digest = FALSE, remind_hours = 0 WHERE unsubscribe = $1")
            .bind(key)
            .execute(pool)
            .await?
            .rows_affected();
    Ok(stopped == 1)
}

type RecipientRow = (String, String, String, Option<String>, i64, String);

fn recipient(
    (account, name, address, language, remind_hours, unsubscribe_key): RecipientRow,
) -> Recipient {
    Recipient {
        account,
        name,
        address,
        language,
        remind_hours,
        unsubscribe_key,
    }
}

const RECIPIENTS: &str = "SELECT e.account, a.name, e.address, a.language, \
     CAST(e.remind_hours AS BIGINT), e.unsubscribe FROM emails e \
     JOIN accounts a ON a.id = e.account WHERE e.verified_at IS NOT NULL";

async fn digests_due<DB: Engine>(
    pool: &Pool<DB>,
    day: i64,
    limit: i64,
) -> Result<Vec<Recipient>, StoreError> {
    let sql = format!(
        "{RECIPIENTS} AND e.digest = TRUE AND e.digest_day < $1 ORDER BY e.account LIMIT $2"
    );
    let rows: Vec<RecipientRow> = sqlx::query_as(sqlx::AssertSqlSafe(sql.as_str()))
        .bind(day)
        .bind(limit)
        .fetch_all(pool)
        .await?;
    Ok(rows.into_iter().map(recipient).collect())
}

async fn claim_digest<DB: Engine>(
    pool: &Pool<DB>,
    account: &str,
    day: i64,
) -> Result<bool, StoreError> {
    let claimed = sqlx::query(
        "UPDATE emails SET digest_day = $1 WHERE account = $2 AND digest = TRUE \
         AND verified_at IS NOT NULL AND digest_day < $1",
    )
    .bind(day)
    .bind(account)
    .execute(pool)
    .await?
    .rows_affected();
    Ok(claimed == 1)
}

async fn release_digest<DB: Engine>(
    pool: &Pool<DB>,
    account: &str,
    day: i64,
) -> Result<(), StoreError> {
    sqlx::query("UPDATE emails SET digest_day = $1 - 1 WHERE account = $2 AND digest_day = $1")
        .bind(day)
        .bind(account)
        .execute(pool)
        .await?;
    Ok(())
}

async fn reminded<DB: Engine>(pool: &Pool<DB>, limit: i64) -> Result<Vec<Recipient>, StoreError> {
    let sql = format!("{RECIPIENTS} AND e.remind_hours > 0 ORDER BY e.account LIMIT $1");
    let rows: Vec<RecipientRow> = sqlx::query_as(sqlx::AssertSqlSafe(sql.as_str()))
        .bind(limit)
        .fetch_all(pool)
        .await?;
    Ok(rows.into_iter().map(recipient).collect())
}

async fn claim_email_reminder<DB: Engine>(
    pool: &Pool<DB>,
    account: &str,
    key: &str,
    now: i64,
) -> Result<bool, StoreError> {
    let claimed = sqlx::query(
        "INSERT INTO email_reminders (account, key, sent_at) VALUES ($1, $2, $3) \
         ON CONFLICT (account, key) DO NOTHING",
    )
    .bind(account)
    .bind(key)
    .bind(now)
    .execute(pool)
    .await?
    .rows_affected();
    Ok(claimed == 1)
}

async fn release_email_reminder<DB: Engine>(
    pool: &Pool<DB>,
    account: &str,
    key: &str,
) -> Result<(), StoreError> {
    sqlx::query("DELETE FROM email_reminders WHERE account = $1 AND key = $2")
        .bind(account)
        .bind(key)
        .execute(pool)
        .await?;
    Ok(())
}

async fn forget_email_reminders<DB: Engine>(
    pool: &Pool<DB>,
    before: i64,
) -> Result<u64, StoreError> {
    Ok(
        sqlx::query("DELETE FROM email_reminders WHERE sent_at < $1")
            .bind(before)
            .execute(pool)
            .await?
            .rows_affected(),
    )
}
