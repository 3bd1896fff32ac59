//! Accounts of online play and their sessions, on either engine (one SQL
//! text serves both: `$1` parameters, plain types).
//!
//! Passwords arrive hashed and session ids arrive digested: this crate never
//! sees a password or a cookie's token.

use crate::{Database, StoreError};

/// An account as kept.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Account {
    pub id: String,
    /// As the player wrote it at sign-up.
    pub name: String,
    /// A PHC string (argon2id).
    pub password_hash: String,
    pub created_at: i64,
}

/// The name as compared: names differing only in case are the same name
/// (account names are ASCII).
pub fn name_key(name: &str) -> String {
    name.to_ascii_lowercase()
}

/// How a deleted account's name is kept in its duels.
pub const DELETED: &str = "deleted player";

const ACCOUNT: &str = "SELECT id, name, password_hash, created_at FROM accounts";

/// The body of [`Database::reserve_login`] in `$tx`, which holds every
/// key's lock until it ends.
macro_rules! reserve_in {
    ($tx:ident, $budgets:ident, $minute:expr, $since:expr, $forget:expr) => {{
        for (key, limit) in &$budgets {
            let (count,): (i64,) = sqlx::query_as(
                "SELECT CAST(COALESCE(SUM(failures), 0) AS BIGINT) FROM login_failures \
                 WHERE key = $1 AND minute >= $2",
            )
            .bind(key)
            .bind($since)
            .fetch_one(&mut *$tx)
            .await?;
            if count >= *limit {
                $tx.rollback().await?;
                return Ok(false);
            }
        }
        for (key, _) in &$budgets {
            sqlx::query(
                "INSERT INTO login_failures (key, minute, failures) VALUES ($1, $2, 1) \
                 ON CONFLICT (key, minute) DO UPDATE SET failures = login_failures.failures + 1",
            )
            .bind(key)
            .bind($minute)
            .execute(&mut *$tx)
            .await?;
            sqlx::query("DELETE FROM login_failures WHERE key = $1 AND minute < $2")
                .bind(key)
                .bind($forget)
                .execute(&mut *$tx)
                .await?;
        }
        $tx.commit().await?;
        Ok(true)
    }};
}

impl Database {
    /// Creates `account`; [`StoreError::Conflict`] when its name is taken,
    /// whatever the case.
    pub async fn create_account(&self, account: &Account) -> Result<(), StoreError> {
        let inserted = on_pool!(self, pool => sqlx::query(
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
        .rows_affected());
        if inserted == 1 {
            Ok(())
        } else {
            Err(StoreError::Conflict(format!(
                "the name {} is taken",
                account.name
            )))
        }
    }

    /// The account called `name`, whatever the case.
    pub async fn account_named(&self, name: &str) -> Result<Option<Account>, StoreError> {
        let sql = format!("{ACCOUNT} WHERE name_key = $1");
        Ok(
            on_pool!(self, pool => sqlx::query_as(sqlx::AssertSqlSafe(sql.as_str()))
            .bind(name_key(name))
            .fetch_optional(pool)
            .await?),
        )
    }

    pub async fn account(&self, id: &str) -> Result<Option<Account>, StoreError> {
        let sql = format!("{ACCOUNT} WHERE id = $1");
        Ok(
            on_pool!(self, pool => sqlx::query_as(sqlx::AssertSqlSafe(sql.as_str()))
            .bind(id)
            .fetch_optional(pool)
            .await?),
        )
    }

    /// Sets a new password and ends every session of the account but
    /// `keep` (the one that changed it).
    pub async fn set_password(
        &self,
        id: &str,
        password_hash: &str,
        keep: &str,
    ) -> Result<(), StoreError> {
        on_pool!(self, pool => {
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
        });
        Ok(())
    }

    /// Deletes the account and its sessions; its duels stay, with its seat
    /// emptied and its name in their records replaced by [`DELETED`].
    /// Whether there was one.
    pub async fn delete_account(&self, id: &str) -> Result<bool, StoreError> {
        let deleted = on_pool!(self, pool => {
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
            deleted
        });
        Ok(deleted == 1)
    }

    pub async fn create_session(
        &self,
        session: &str,
        account: &str,
        now: i64,
        expires_at: i64,
    ) -> Result<(), StoreError> {
        on_pool!(self, pool => {
            sqlx::query(
            "INSERT INTO sessions (id, account, created_at, expires_at) VALUES ($1, $2, $3, $4)",
        )
        .bind(session)
        .bind(account)
        .bind(now)
        .bind(expires_at)
        .execute(pool)
        .await?;
        });
        Ok(())
    }

    /// The account logged in by `session`, unless it expired by `now`, with
    /// the session's expiry.
    pub async fn session(
        &self,
        session: &str,
        now: i64,
    ) -> Result<Option<(Account, i64)>, StoreError> {
        let row: Option<(String, String, String, i64, i64)> = on_pool!(self, pool => sqlx::query_as(
            "SELECT a.id, a.name, a.password_hash, a.created_at, s.expires_at \
             FROM sessions s JOIN accounts a ON a.id = s.account \
             WHERE s.id = $1 AND s.expires_at > $2",
        )
        .bind(session)
        .bind(now)
        .fetch_optional(pool)
        .await?);
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

    pub async fn extend_session(&self, session: &str, expires_at: i64) -> Result<(), StoreError> {
        on_pool!(self, pool => {
            sqlx::query("UPDATE sessions SET expires_at = $1 WHERE id = $2")
            .bind(expires_at)
            .bind(session)
            .execute(pool)
            .await?;
        });
        Ok(())
    }

    pub async fn delete_session(&self, session: &str) -> Result<(), StoreError> {
        on_pool!(self, pool => {
            sqlx::query("DELETE FROM sessions WHERE id = $1")
            .bind(session)
            .execute(pool)
            .await?;
        });
        Ok(())
    }

    /// Forgets sessions that expired before `now`; how many.
    pub async fn delete_expired_sessions(&self, now: i64) -> Result<u64, StoreError> {
        Ok(
            on_pool!(self, pool => sqlx::query("DELETE FROM sessions WHERE expires_at <= $1")
            .bind(now)
            .execute(pool)
            .await?
            .rows_affected()),
        )
    }

    /// Reserves one password check under every key of `budgets` (a key
    /// and its limit) in `minute`, counted as a failure until
    /// [`Database::release_login`] gives it back: `false`, with nothing
    /// counted, when any key has `limit` failures (reservations included)
    /// since `since` (minutes). Reserved before the password is checked and
    /// atomically across requests and servers, so a burst of any size
    /// checks at most the budget's passwords. Failures before
    /// `forget_before` are forgotten.
    pub async fn reserve_login(
        &self,
        budgets: &[(String, i64)],
        minute: i64,
        since: i64,
        forget_before: i64,
    ) -> Result<bool, StoreError> {
        let mut budgets: Vec<&(String, i64)> = budgets.iter().collect();
        // One order for every request: two never wait on each other's locks.
        budgets.sort();
        match self {
            Database::Sqlite(s) => {
                // IMMEDIATE: one writer at a time, whichever process.
                let mut tx = s.pool().begin_with("BEGIN IMMEDIATE").await?;
                reserve_in!(tx, budgets, minute, since, forget_before)
            }
            Database::Postgres(p) => {
                let mut tx = p.pool().begin().await?;
                for (key, _) in &budgets {
                    sqlx::query("SELECT pg_advisory_xact_lock(hashtextextended($1, 7))")
                        .bind(key)
                        .execute(&mut *tx)
                        .await?;
                }
                reserve_in!(tx, budgets, minute, since, forget_before)
            }
        }
    }

    /// Gives back a reservation of `minute` (the password was right).
    pub async fn release_login(&self, keys: &[String], minute: i64) -> Result<(), StoreError> {
        for key in keys {
            on_pool!(self, pool => {
                sqlx::query(
                    "UPDATE login_failures SET failures = failures - 1 \
                     WHERE key = $1 AND minute = $2 AND failures > 0",
                )
                .bind(key)
                .bind(minute)
                .execute(pool)
                .await?;
            });
        }
        Ok(())
    }

    /// The failed logins under `key` since `minute`.
    pub async fn login_failures(&self, key: &str, minute: i64) -> Result<i64, StoreError> {
        let (count,): (i64,) = on_pool!(self, pool => sqlx::query_as(
            "SELECT CAST(COALESCE(SUM(failures), 0) AS BIGINT) FROM login_failures \
             WHERE key = $1 AND minute >= $2",
        )
        .bind(key)
        .bind(minute)
        .fetch_one(pool)
        .await?);
        Ok(count)
    }
}
