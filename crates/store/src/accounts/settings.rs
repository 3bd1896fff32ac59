//! An account's settings that follow the player from browser to browser.

use sqlx::Pool;

use crate::StoreError;
use crate::engine::Engine;

pub(super) async fn account_language<DB: Engine>(
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

pub(super) async fn set_account_language<DB: Engine>(
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
