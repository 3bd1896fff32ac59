//! The email store's queries, one SQL text for both engines.

use sqlx::Pool;

use super::{Email, NewEmail, Recipient};
use crate::StoreError;
use crate::engine::{Engine, Written};

pub(super) async fn email<DB: Engine>(
    pool: &Pool<DB>,
    account: &str,
) -> Result<Option<Email>, StoreError> {
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

pub(super) async fn set_email<DB: Engine>(
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

pub(super) async fn renew_verification<DB: Engine>(
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

pub(super) async fn verify_email<DB: Engine>(
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

pub(super) async fn set_email_wishes<DB: Engine>(
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

pub(super) async fn remove_email<DB: Engine>(
    pool: &Pool<DB>,
    account: &str,
) -> Result<bool, StoreError> {
    let removed = sqlx::query("DELETE FROM emails WHERE account = $1")
        .bind(account)
        .execute(pool)
        .await?
        .rows_affected();
    Ok(removed == 1)
}

pub(super) async fn unsubscribe<DB: Engine>(
    pool: &Pool<DB>,
    key: &str,
) -> Result<bool, StoreError> {
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

pub(super) async fn digests_due<DB: Engine>(
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

pub(super) async fn claim_digest<DB: Engine>(
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

pub(super) async fn release_digest<DB: Engine>(
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

pub(super) async fn reminded<DB: Engine>(
    pool: &Pool<DB>,
    limit: i64,
) -> Result<Vec<Recipient>, StoreError> {
    let sql = format!("{RECIPIENTS} AND e.remind_hours > 0 ORDER BY e.account LIMIT $1");
    let rows: Vec<RecipientRow> = sqlx::query_as(sqlx::AssertSqlSafe(sql.as_str()))
        .bind(limit)
        .fetch_all(pool)
        .await?;
    Ok(rows.into_iter().map(recipient).collect())
}

pub(super) async fn claim_email_reminder<DB: Engine>(
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

pub(super) async fn release_email_reminder<DB: Engine>(
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

pub(super) async fn forget_email_reminders<DB: Engine>(
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
