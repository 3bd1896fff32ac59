//! An account's settings that follow the player from browser to browser.

use crate::{Database, StoreError};

impl Database {
    /// The language `account` chose (a tag such as `da`), if it chose one.
    pub async fn account_language(&self, account: &str) -> Result<Option<String>, StoreError> {
        let row: Option<(Option<String>,)> = on_pool!(self, pool => sqlx::query_as(
            "SELECT language FROM accounts WHERE id = $1",
        )
        .bind(account)
        .fetch_optional(pool)
        .await?);
        Ok(row.and_then(|(language,)| language))
    }

    /// Keeps `language` (a tag the caller checked) as `account`'s choice.
    pub async fn set_account_language(
        &self,
        account: &str,
        language: &str,
    ) -> Result<(), StoreError> {
        on_pool!(self, pool => {
            sqlx::query("UPDATE accounts SET language = $1 WHERE id = $2")
                .bind(language)
                .bind(account)
                .execute(pool)
                .await?;
        });
        Ok(())
    }
}
