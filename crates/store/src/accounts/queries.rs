//! The queries of accounts and sessions, one SQL text for both engines
//! (`$1` parameters, plain types); only how a login reservation locks its
//! keys differs, named by the engine ([`Engine::LOCK_LOGIN`]).

use sqlx::Pool;

use super::{Account, DELETED, name_key};
use crate::StoreError;
use crate::engine::{Engine, Written, begin_write, lock};

const ACCOUNT: &str = "SELECT id, name, password_hash, created_at FROM accounts";

pub(super) async fn create_account<DB: Engine>(
    pool: &Pool<DB>,
    account: &Account,
) -> Result<(), StoreError> {
    let inserted = sqlx::query(
        "INSERT INTO accounts (id, name, name_key, password_hash, created_at) \
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (name_key) DO NOTHING",
    )
    .bind(&account.id)
    .bind(&account.name)
    .bind(name_key(&account.name))
    .bind(&account.password_hash)
    .bind(account.created_at)
    .execute(pool)
    .await?
    .rows_affected();
    if inserted == 1 {
        Ok(())
    } else {
        Err(StoreError::Conflict(format!(
            "the name {} is taken",
            account.name
        )))
    }
}

pub(super) async fn account_named<DB: Engine>(
    pool: &Pool<DB>,
    name: &str,
) -> Result<Option<Account>, StoreError> {
    let sql = format!("{ACCOUNT} WHERE name_key = $1");
    Ok(sqlx::query_as(sqlx::AssertSqlSafe(sql.as_str()))
        .bind(name_key(name))
        .fetch_optional(pool)
        .await?)
}

pub(super) async fn account<DB: Engine>(
    pool: &Pool<DB>,
    id: &str,
) -> Result<Option<Account>, StoreError> {
    let sql = format!("{ACCOUNT} WHERE id = $1");
    Ok(sqlx::query_as(sqlx::AssertSqlSafe(sql.as_str()))
        .bind(id)
        .fetch_optional(pool)
        .await?)
}

pub(super) async fn set_password<DB: Engine>(
    pool: &Pool<DB>,
    id: &str,
    password_hash: &str,
    keep: &str,
) -> Result<(), StoreError> {
    let mut tx = pool.begin().await?;
    sqlx::query("UPDATE accounts SET password_hash = $1 WHERE id = $2")
        .bind(password_hash)
        .bind(id)
        .execute(&mut *tx)
        .await?;
    sqlx::query("DELETE FROM sessions WHERE account = $1 AND id <> $2")
        .bind(id)
        .bind(keep)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(())
}

pub(super) async fn delete_account<DB: Engine>(
    pool: &Pool<DB>,
    id: &str,
) -> Result<bool, StoreError> {
    let mut tx = pool.begin().await?;
    // A write first: on SQLite it takes the lock before the reads.
    sqlx::query("DELETE FROM sessions WHERE account = $1")
        .bind(id)
        .execute(&mut *tx)
        .await?;
    let records: Vec<(String, String, Option<String>, Option<String>)> = sqlx::query_as(
        "SELECT id, record, white, black FROM duels \
         WHERE record IS NOT NULL AND (white = $1 OR black = $1)",
    )
    .bind(id)
    .fetch_all(&mut *tx)
    .await?;
    for (duel, record, white, black) in records {
        let mut value: serde_json::Value = serde_json::from_str(&record)
            .map_err(|e| StoreError::Corrupt(format!("duel {duel}: {e}")))?;
        for (side, seat) in [("white", &white), ("black", &black)] {
            if seat.as_deref() == Some(id) {
                value["rules"]["players"][side] = DELETED.into();
            }
        }
        sqlx::query("UPDATE duels SET record = $1 WHERE id = $2")
            .bind(value.to_string())
            .bind(&duel)
            .execute(&mut *tx)
            .await?;
    }
    let deleted = sqlx::query("DELETE FROM accounts WHERE id = $1")
        .bind(id)
        .execute(&mut *tx)
        .await?
        .rows_affected();
    tx.commit().await?;
    Ok(deleted == 1)
}

pub(super) async fn create_session<DB: Engine>(
    pool: &Pool<DB>,
    session: &str,
    account: &str,
    now: i64,
    expires_at: i64,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO sessions (id, account, created_at, expires_at) VALUES ($1, $2, $3, $4)",
    )
    .bind(session)
    .bind(account)
    .bind(now)
    .bind(expires_at)
    .execute(pool)
    .await?;
    Ok(())
}

pub(super) async fn session<DB: Engine>(
    pool: &Pool<DB>,
    session: &str,
    now: i64,
) -> Result<Option<(Account, i64)>, StoreError> {
    let row: Option<(String, String, String, i64, i64)> = sqlx::query_as(
        "SELECT a.id, a.name, a.password_hash, a.created_at, s.expires_at \
         FROM sessions s JOIN accounts a ON a.id = s.account \
         WHERE s.id = $1 AND s.expires_at > $2",
    )
    .bind(session)
    .bind(now)
    .fetch_optional(pool)
    .await?;
    Ok(row.map(|(id, name, password_hash, created_at, expires)| {
        (
            Account {
                id,
                name,
                password_hash,
                created_at,
            },
            expires,
        )
    }))
}

pub(super) async fn extend_session<DB: Engine>(
    pool: &Pool<DB>,
    session: &str,
    expires_at: i64,
) -> Result<(), StoreError> {
    sqlx::query("UPDATE sessions SET expires_at = $1 WHERE id = $2")
        .bind(expires_at)
        .bind(session)
        .execute(pool)
        .await?;
    Ok(())
}

pub(super) async fn delete_session<DB: Engine>(
    pool: &Pool<DB>,
    session: &str,
) -> Result<(), StoreError> {
    sqlx::query("DELETE FROM sessions WHERE id = $1")
        .bind(session)
        .execute(pool)
        .await?;
    Ok(())
}

pub(super) async fn delete_expired_sessions<DB: Engine>(
    pool: &Pool<DB>,
    now: i64,
) -> Result<u64, StoreError> {
    Ok(sqlx::query("DELETE FROM sessions WHERE expires_at <= $1")
        .bind(now)
        .execute(pool)
        .await?
        .rows_affected())
}

/// See [`crate::AccountStore::reserve_login`]. The transaction holds every
/// key's lock until it ends: SQLite's write transaction the whole
/// database (one writer at a time, whichever process), PostgreSQL an
/// advisory lock per key.
pub(super) async fn reserve_login<DB: Engine>(
    pool: &Pool<DB>,
    budgets: &[(String, i64)],
    minute: i64,
    since: i64,
    forget_before: i64,
) -> Result<bool, StoreError> {
    let mut budgets: Vec<&(String, i64)> = budgets.iter().collect();
    // One order for every request: two never wait on each other's locks.
    budgets.sort();
    let mut tx = begin_write(pool).await?;
    for (key, _) in &budgets {
        lock(&mut tx, DB::LOCK_LOGIN, key).await?;
    }
    for (key, limit) in &budgets {
        let (count,): (i64,) = sqlx::query_as(
            "SELECT CAST(COALESCE(SUM(failures), 0) AS BIGINT) FROM login_failures \
             WHERE key = $1 AND minute >= $2",
        )
        .bind(key)
        .bind(since)
        .fetch_one(&mut *tx)
        .await?;
        if count >= *limit {
            tx.rollback().await?;
            return Ok(false);
        }
    }
    for (key, _) in &budgets {
        sqlx::query(
            "INSERT INTO login_failures (key, minute, failures) VALUES ($1, $2, 1) \
             ON CONFLICT (key, minute) DO UPDATE SET failures = login_failures.failures + 1",
        )
        .bind(key)
        .bind(minute)
        .execute(&mut *tx)
        .await?;
        sqlx::query("DELETE FROM login_failures WHERE key = $1 AND minute < $2")
            .bind(key)
            .bind(forget_before)
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await?;
    Ok(true)
}

pub(super) async fn release_login<DB: Engine>(
    pool: &Pool<DB>,
    keys: &[String],
    minute: i64,
) -> Result<(), StoreError> {
    for key in keys {
        sqlx::query(
            "UPDATE login_failures SET failures = failures - 1 \
             WHERE key = $1 AND minute = $2 AND failures > 0",
        )
        .bind(key)
        .bind(minute)
        .execute(pool)
        .await?;
    }
    Ok(())
}

pub(super) async fn login_failures<DB: Engine>(
    pool: &Pool<DB>,
    key: &str,
    minute: i64,
) -> Result<i64, StoreError> {
    let (count,): (i64,) = sqlx::query_as(
        "SELECT CAST(COALESCE(SUM(failures), 0) AS BIGINT) FROM login_failures \
         WHERE key = $1 AND minute >= $2",
    )
    .bind(key)
    .bind(minute)
    .fetch_one(pool)
    .await?;
    Ok(count)
}
