//! Accounts of online play and their sessions, on either engine (one SQL
//! text serves both: `$1` parameters, plain types).
//!
//! Passwords arrive hashed and session ids arrive digested: this crate never
//! sees a password or a cookie's token.

mod queries;
mod settings;

use std::future::Future;

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

/// Where accounts are kept, with their sessions, the budget of failed
/// logins and the settings that follow a player from browser to browser.
pub trait AccountStore: Send + Sync {
    /// Creates `account`; [`StoreError::Conflict`] when its name is taken,
    /// whatever the case.
    fn create_account(
        &self,
        account: &Account,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// The account called `name`, whatever the case.
    fn account_named(
        &self,
        name: &str,
    ) -> impl Future<Output = Result<Option<Account>, StoreError>> + Send;

    fn account(&self, id: &str)
    -> impl Future<Output = Result<Option<Account>, StoreError>> + Send;

    /// Sets a new password and ends every session of the account but
    /// `keep` (the one that changed it).
    fn set_password(
        &self,
        id: &str,
        password_hash: &str,
        keep: &str,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Deletes the account and its sessions; its duels stay, with its seat
    /// emptied and its name in their records replaced by [`DELETED`].
    /// Whether there was one.
    fn delete_account(&self, id: &str) -> impl Future<Output = Result<bool, StoreError>> + Send;

    fn create_session(
        &self,
        session: &str,
        account: &str,
        now: i64,
        expires_at: i64,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// The account logged in by `session`, unless it expired by `now`, with
    /// the session's expiry.
    fn session(
        &self,
        session: &str,
        now: i64,
    ) -> impl Future<Output = Result<Option<(Account, i64)>, StoreError>> + Send;

    fn extend_session(
        &self,
        session: &str,
        expires_at: i64,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    fn delete_session(&self, session: &str) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Forgets sessions that expired before `now`; how many.
    fn delete_expired_sessions(
        &self,
        now: i64,
    ) -> impl Future<Output = Result<u64, StoreError>> + Send;

    /// Reserves one password check under every key of `budgets` (a key
    /// and its limit) in `minute`, counted as a failure until
    /// [`AccountStore::release_login`] gives it back: `false`, with nothing
    /// counted, when any key has `limit` failures (reservations included)
    /// since `since` (minutes). Reserved before the password is checked and
    /// atomically across requests and servers, so a burst of any size
    /// checks at most the budget's passwords. Failures before
    /// `forget_before` are forgotten.
    fn reserve_login(
        &self,
        budgets: &[(String, i64)],
        minute: i64,
        since: i64,
        forget_before: i64,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;

    /// Gives back a reservation of `minute` (the password was right).
    fn release_login(
        &self,
        keys: &[String],
        minute: i64,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// The failed logins under `key` since `minute`.
    fn login_failures(
        &self,
        key: &str,
        minute: i64,
    ) -> impl Future<Output = Result<i64, StoreError>> + Send;
    /// The language `account` chose (a tag such as `da`), if it chose one.
    fn account_language(
        &self,
        account: &str,
    ) -> impl Future<Output = Result<Option<String>, StoreError>> + Send;

    /// Keeps `language` (a tag the caller checked) as `account`'s choice.
    fn set_account_language(
        &self,
        account: &str,
        language: &str,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;
}

impl AccountStore for Database {
    async fn create_account(&self, account: &Account) -> Result<(), StoreError> {
        dispatch!(self, pool => queries::create_account(pool, account))
    }

    async fn account_named(&self, name: &str) -> Result<Option<Account>, StoreError> {
        dispatch!(self, pool => queries::account_named(pool, name))
    }

    async fn account(&self, id: &str) -> Result<Option<Account>, StoreError> {
        dispatch!(self, pool => queries::account(pool, id))
    }

    async fn set_password(
        &self,
        id: &str,
        password_hash: &str,
        keep: &str,
    ) -> Result<(), StoreError> {
        dispatch!(self, pool => queries::set_password(pool, id, password_hash, keep))
    }

    async fn delete_account(&self, id: &str) -> Result<bool, StoreError> {
        dispatch!(self, pool => queries::delete_account(pool, id))
    }

    async fn create_session(
        &self,
        session: &str,
        account: &str,
        now: i64,
        expires_at: i64,
    ) -> Result<(), StoreError> {
        dispatch!(self, pool => queries::create_session(pool, session, account, now, expires_at))
    }

    async fn session(&self, session: &str, now: i64) -> Result<Option<(Account, i64)>, StoreError> {
        dispatch!(self, pool => queries::session(pool, session, now))
    }

    async fn extend_session(&self, session: &str, expires_at: i64) -> Result<(), StoreError> {
        dispatch!(self, pool => queries::extend_session(pool, session, expires_at))
    }

    async fn delete_session(&self, session: &str) -> Result<(), StoreError> {
        dispatch!(self, pool => queries::delete_session(pool, session))
    }

    async fn delete_expired_sessions(&self, now: i64) -> Result<u64, StoreError> {
        dispatch!(self, pool => queries::delete_expired_sessions(pool, now))
    }

    async fn reserve_login(
        &self,
        budgets: &[(String, i64)],
        minute: i64,
        since: i64,
        forget_before: i64,
    ) -> Result<bool, StoreError> {
        dispatch!(self, pool => queries::reserve_login(pool, budgets, minute, since, forget_before))
    }

    async fn release_login(&self, keys: &[String], minute: i64) -> Result<(), StoreError> {
        dispatch!(self, pool => queries::release_login(pool, keys, minute))
    }

    async fn login_failures(&self, key: &str, minute: i64) -> Result<i64, StoreError> {
        dispatch!(self, pool => queries::login_failures(pool, key, minute))
    }

    async fn account_language(&self, account: &str) -> Result<Option<String>, StoreError> {
        dispatch!(self, pool => settings::account_language(pool, account))
    }

    async fn set_account_language(&self, account: &str, language: &str) -> Result<(), StoreError> {
        dispatch!(self, pool => settings::set_account_language(pool, account, language))
    }
}
