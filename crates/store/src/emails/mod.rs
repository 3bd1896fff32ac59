//! Email, at most daily (see migrations/*/…_email.sql): an account's
//! address and what it wants, confirmed by a link, left by an unsubscribe
//! link; the day's digest and each reminder claimed by one server with a
//! write that only one can make.

use std::future::Future;

mod queries;

use queries::*;

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
