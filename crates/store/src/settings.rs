//! An account's settings that follow the player from browser to browser.

use sqlx::Pool;

use crate::engine::Engine;
use crate::{Database, StoreError};

impl Database {
    /// The language `account` chose (a tag such as `da`), if it chose one.
    pub async fn account_language(&self, account: &str) -> Result<Option<String>, StoreError> {
        dispatch!(self, pool => account_language(pool, account))
    }

    /// Keeps `language` (a tag the caller checked) as `account`'s choice.
    pub async fn set_account_language(
        &self,
        account: &str,
        language: &str,
    ) -> Result<(), StoreError> {
        dispatch!(self, pool => set_account_language(pool, account, language))
    }
}

async fn account_language<DB: Engine>(
    pool: &Pool<DB>,
    account: &str,
) -> Result<Option<String>, StoreError> {
    let row: Option<(Option<String>,)> =
        sqlx::query_as("SELECT language FROM accounts WHERE id = $1")
            .bind(account)
            .fetch_optional(pool)
            .await?;
    Ok(row.and_then(|(language,)| language))
}

async fn set_account_language<DB: Engine>(
    pool: &Pool<DB>,
    account: &str,
    language: &str,
) -> Result<(), StoreError> {
    sqlx::query("UPDATE accounts SET language = $1 WHERE id = $2")
        .bind(language)
        .bind(account)
        .execute(pool)
        .await?;
    Ok(())
}
