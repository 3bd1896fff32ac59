//! Personal access tokens: an account's programs act for it with one,
//! within the scopes it was made with. The database keeps the secret's
//! SHA-256 only (the caller digests it), so a copy of the database acts for
//! nobody. A token is read on every request that presents it, so one
//! revoked (or whose account was deleted) is refused by every server at
//! once. How many an account may hold is a quota counted in the insert's
//! own transaction ([`crate::Holding::Tokens`]).

use std::future::Future;

use sqlx::Pool;

use crate::accounts::Account;
use crate::engine::{Engine, Written};
use crate::{Database, Quota, StoreError};

/// A token as its account's owner sees it listed (never its secret).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Token {
    pub id: String,
    pub account: String,
    pub name: String,
    /// The scopes' names, in the order given.
    pub scopes: Vec<String>,
    pub created_at: i64,
    /// The last request made with it (to the minute), if any.
    pub used_at: Option<i64>,
}

/// A token to keep: `digest` is the SHA-256 of its secret.
#[derive(Debug, Clone, Copy)]
pub struct NewToken<'a> {
    pub id: &'a str,
    pub account: &'a str,
    pub name: &'a str,
    pub digest: &'a str,
    pub scopes: &'a [&'a str],
    pub created_at: i64,
}

/// How often a token's last use is written: a bot's many requests a minute
/// write it once.
const USE_EVERY_MS: i64 = 60_000;

type Row = (String, String, String, String, i64, Option<i64>);
/// A token with its account, as one join reads them.
#[derive(sqlx::FromRow)]
struct Joined {
    account: String,
    account_name: String,
    password_hash: String,
    joined: i64,
    id: String,
    name: String,
    scopes: String,
    created_at: i64,
    used_at: Option<i64>,
}

fn token((id, account, name, scopes, created_at, used_at): Row) -> Token {
    Token {
        id,
        account,
        name,
        scopes: scopes.split_whitespace().map(str::to_string).collect(),
        created_at,
        used_at,
    }
}

/// Where personal access tokens are kept (their secrets' digests only).
pub trait TokenStore: Send + Sync {
    /// Keeps `new`, if its account holds fewer than `quota` tokens.
    fn create_token(
        &self,
        new: &NewToken<'_>,
        quota: Quota,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// The tokens of `account`, the newest first.
    fn tokens(&self, account: &str) -> impl Future<Output = Result<Vec<Token>, StoreError>> + Send;

    /// The token whose secret digests to `digest`, with its account; its
    /// use at `now` noted (once a minute).
    fn token_by_digest(
        &self,
        digest: &str,
        now: i64,
    ) -> impl Future<Output = Result<Option<(Account, Token)>, StoreError>> + Send;

    /// Whether the token whose secret digests to `digest` still stands.
    fn token_is_live(&self, digest: &str) -> impl Future<Output = Result<bool, StoreError>> + Send;

    /// Revokes token `id` of `account`; whether there was one.
    fn revoke_token(
        &self,
        account: &str,
        id: &str,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;
}

impl TokenStore for Database {
    async fn create_token(&self, new: &NewToken<'_>, quota: Quota) -> Result<(), StoreError> {
        dispatch!(self, pool => create_token(pool, new, quota))
    }

    async fn tokens(&self, account: &str) -> Result<Vec<Token>, StoreError> {
        dispatch!(self, pool => tokens(pool, account))
    }

    async fn token_by_digest(
        &self,
        digest: &str,
        now: i64,
    ) -> Result<Option<(Account, Token)>, StoreError> {
        dispatch!(self, pool => token_by_digest(pool, digest, now))
    }

    async fn token_is_live(&self, digest: &str) -> Result<bool, StoreError> {
        dispatch!(self, pool => token_is_live(pool, digest))
    }

    async fn revoke_token(&self, account: &str, id: &str) -> Result<bool, StoreError> {
        dispatch!(self, pool => revoke_token(pool, account, id))
    }
}

// The queries, one SQL text for both engines.

async fn create_token<DB: Engine>(
    pool: &Pool<DB>,
    new: &NewToken<'_>,
    quota: Quota,
) -> Result<(), StoreError> {
    let scopes = new.scopes.join(" ");
    let mut tx = crate::quota::reserve(pool.begin().await?, Some(quota), new.account).await?;
    sqlx::query(
        "INSERT INTO tokens (id, account, name, digest, scopes, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(new.id)
    .bind(new.account)
    .bind(new.name)
    .bind(new.digest)
    .bind(&scopes)
    .bind(new.created_at)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(())
}

async fn tokens<DB: Engine>(pool: &Pool<DB>, account: &str) -> Result<Vec<Token>, StoreError> {
    let rows: Vec<Row> = sqlx::query_as(
        "SELECT id, account, name, scopes, created_at, used_at FROM tokens \
         WHERE account = $1 ORDER BY created_at DESC, id",
    )
    .bind(account)
    .fetch_all(pool)
    .await?;
    Ok(rows.into_iter().map(token).collect())
}

async fn token_by_digest<DB: Engine>(
    pool: &Pool<DB>,
    digest: &str,
    now: i64,
) -> Result<Option<(Account, Token)>, StoreError> {
    let row: Option<Joined> = sqlx::query_as(
        "SELECT a.id AS account, a.name AS account_name, a.password_hash, \
         a.created_at AS joined, t.id, t.name, t.scopes, t.created_at, t.used_at \
         FROM tokens t JOIN accounts a ON a.id = t.account WHERE t.digest = $1",
    )
    .bind(digest)
    .fetch_optional(pool)
    .await?;
    let Some(Joined {
        account,
        account_name,
        password_hash,
        joined,
        id,
        name,
        scopes,
        created_at,
        used_at,
    }) = row
    else {
        return Ok(None);
    };
    if used_at.is_none_or(|at| now - at >= USE_EVERY_MS) {
        sqlx::query("UPDATE tokens SET used_at = $1 WHERE id = $2")
            .bind(now)
            .bind(&id)
            .execute(pool)
            .await?;
    }
    let account = Account {
        id: account,
        name: account_name,
        password_hash,
        created_at: joined,
    };
    let token = token((id, account.id.clone(), name, scopes, created_at, used_at));
    Ok(Some((account, token)))
}

async fn token_is_live<DB: Engine>(pool: &Pool<DB>, digest: &str) -> Result<bool, StoreError> {
    let found: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM tokens WHERE digest = $1")
        .bind(digest)
        .fetch_one(pool)
        .await?;
    Ok(found > 0)
}

async fn revoke_token<DB: Engine>(
    pool: &Pool<DB>,
    account: &str,
    id: &str,
) -> Result<bool, StoreError> {
    let deleted = sqlx::query("DELETE FROM tokens WHERE id = $1 AND account = $2")
        .bind(id)
        .bind(account)
        .execute(pool)
        .await?
        .rows_affected();
    Ok(deleted == 1)
}
