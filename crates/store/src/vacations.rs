//! Vacations (see migrations/*/…_vacations.sql): each one an account took,
//! started and ended under the account's row, so that two requests at once,
//! on one server or two, cannot both spend the last days. The rules (how
//! many days, what is left, what a return gives back) are the core's
//! ([`mastermind_core::vacation`]); this keeps them.

use std::future::Future;

use mastermind_core::duel::{Away, Moment};
use mastermind_core::vacation::{Allowance, VacationError, year_of};
use sqlx::{Pool, Transaction};

use crate::engine::Engine;
use crate::quota::taken;
use crate::{Database, StoreError};

/// Where vacations are kept.
pub trait VacationStore: Send + Sync {
    /// What `account` has used of the year `now` falls in, and the vacation
    /// it is on at `now`.
    fn allowance(
        &self,
        account: &str,
        now: i64,
    ) -> impl Future<Output = Result<Allowance, StoreError>> + Send;

    /// Starts a vacation of `days` at `now` if the core allows it with what
    /// the account has used: the vacation, or why not.
    fn start_vacation(
        &self,
        account: &str,
        days: u32,
        now: i64,
    ) -> impl Future<Output = Result<Result<Away, VacationError>, StoreError>> + Send;

    /// Ends `account`'s vacation at `now`, before its end: the vacation as
    /// it was (its `until` now), or why not.
    fn end_vacation(
        &self,
        account: &str,
        now: i64,
    ) -> impl Future<Output = Result<Result<Away, VacationError>, StoreError>> + Send;

    /// Those of `accounts` on vacation at `now`, with their vacation.
    fn away_at(
        &self,
        accounts: &[String],
        now: i64,
    ) -> impl Future<Output = Result<Vec<(String, Away)>, StoreError>> + Send;
}

impl VacationStore for Database {
    async fn allowance(&self, account: &str, now: i64) -> Result<Allowance, StoreError> {
        dispatch!(self, pool => allowance(pool, account, now))
    }

    async fn start_vacation(
        &self,
        account: &str,
        days: u32,
        now: i64,
    ) -> Result<Result<Away, VacationError>, StoreError> {
        dispatch!(self, pool => start_vacation(pool, account, days, now))
    }

    async fn end_vacation(
        &self,
        account: &str,
        now: i64,
    ) -> Result<Result<Away, VacationError>, StoreError> {
        dispatch!(self, pool => end_vacation(pool, account, now))
    }

    async fn away_at(
        &self,
        accounts: &[String],
        now: i64,
    ) -> Result<Vec<(String, Away)>, StoreError> {
        dispatch!(self, pool => away_at(pool, accounts, now))
    }
}

fn moment(ms: i64) -> Moment {
    Moment::from_millis(u64::try_from(ms).unwrap_or(0))
}

fn millis(at: Moment) -> i64 {
    i64::try_from(at.millis()).unwrap_or(i64::MAX)
}

// The queries, one SQL text for both engines.

async fn allowance<DB: Engine>(
    pool: &Pool<DB>,
    account: &str,
    now: i64,
) -> Result<Allowance, StoreError> {
    let mut tx = pool.begin().await?;
    let allowance = read(&mut tx, account, now).await?;
    tx.commit().await?;
    Ok(allowance)
}

async fn read<DB: Engine>(
    tx: &mut Transaction<'static, DB>,
    account: &str,
    now: i64,
) -> Result<Allowance, StoreError> {
    let year = year_of(moment(now));
    let (used,): (i64,) = sqlx::query_as(
        "SELECT CAST(COALESCE(SUM(days), 0) AS BIGINT) FROM vacations \
         WHERE account = $1 AND year = $2",
    )
    .bind(account)
    .bind(year)
    .fetch_one(&mut **tx)
    .await?;
    // Not yet over, begun or not: a vacation another server started by a
    // clock a few milliseconds ahead is the player's vacation all the same.
    let away: Option<(i64, i64)> = sqlx::query_as(
        "SELECT from_ms, until_ms FROM vacations \
         WHERE account = $1 AND until_ms > $2 ORDER BY from_ms LIMIT 1",
    )
    .bind(account)
    .bind(now)
    .fetch_optional(&mut **tx)
    .await?;
    Ok(Allowance {
        used: u32::try_from(used).unwrap_or(u32::MAX),
        away: away.map(|(from, until)| Away {
            from: moment(from),
            until: moment(until),
        }),
    })
}

async fn start_vacation<DB: Engine>(
    pool: &Pool<DB>,
    account: &str,
    days: u32,
    now: i64,
) -> Result<Result<Away, VacationError>, StoreError> {
    let mut tx = taken(pool, account).await?;
    let decided = read(&mut tx, account, now).await?.start(days, moment(now));
    let Ok(away) = decided else {
        tx.rollback().await?;
        return Ok(decided);
    };
    sqlx::query(
        "INSERT INTO vacations (account, year, from_ms, until_ms, days) \
         VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(account)
    .bind(year_of(away.from))
    .bind(millis(away.from))
    .bind(millis(away.until))
    .bind(i64::from(days))
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(Ok(away))
}

async fn end_vacation<DB: Engine>(
    pool: &Pool<DB>,
    account: &str,
    now: i64,
) -> Result<Result<Away, VacationError>, StoreError> {
    let mut tx = taken(pool, account).await?;
    let decided = read(&mut tx, account, now).await?.end(moment(now));
    let Ok((ended, back)) = decided else {
        tx.rollback().await?;
        return Ok(decided.map(|(away, _)| away));
    };
    sqlx::query(
        "UPDATE vacations SET until_ms = $1, days = days - $2 \
         WHERE account = $3 AND from_ms = $4",
    )
    .bind(millis(ended.until))
    .bind(i64::from(back))
    .bind(account)
    .bind(millis(ended.from))
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(Ok(ended))
}

async fn away_at<DB: Engine>(
    pool: &Pool<DB>,
    accounts: &[String],
    now: i64,
) -> Result<Vec<(String, Away)>, StoreError> {
    let mut away = Vec::new();
    // At most two players a duel: a query each costs nothing worth a
    // statement per engine for a list.
    for account in accounts {
        let row: Option<(i64, i64)> = sqlx::query_as(
            "SELECT from_ms, until_ms FROM vacations \
             WHERE account = $1 AND from_ms <= $2 AND until_ms > $2",
        )
        .bind(account)
        .bind(now)
        .fetch_optional(pool)
        .await?;
        if let Some((from, until)) = row {
            away.push((
                account.clone(),
                Away {
                    from: moment(from),
                    until: moment(until),
                },
            ));
        }
    }
    Ok(away)
}
