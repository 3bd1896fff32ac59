//! A challenge addressed to one player, declined by that player.

use sqlx::Pool;

use crate::engine::Engine;
use crate::{StoreError, now_millis};

// The queries, one SQL text for both engines.

pub(super) async fn decline_challenge<DB: Engine>(
    pool: &Pool<DB>,
    id: &str,
    account: &str,
) -> Result<i64, StoreError> {
    let row: Option<(i64,)> = sqlx::query_as(
        "UPDATE duels SET state = 'declined', version = version + 1, updated_at = $2 \
         WHERE id = $3 AND state = 'open' AND link IS NULL \
         AND challenger <> $1 AND (white = $1 OR black = $1) RETURNING version",
    )
    .bind(account)
    .bind(now_millis())
    .bind(id)
    .fetch_optional(pool)
    .await?;
    match row {
        Some((version,)) => Ok(version),
        None if super::exists(pool, id).await? => Err(StoreError::Conflict(
            "this challenge is not addressed to you, or it is no longer open".to_string(),
        )),
        None => Err(StoreError::NotFound(format!("no duel {id}"))),
    }
}
