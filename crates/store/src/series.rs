//! Saved board-game series: one row per series, rewritten after every move.

use std::future::Future;
use std::time::{SystemTime, UNIX_EPOCH};

use mastermind_core::series::Series;
use sqlx::Row;

use crate::{SqliteStore, StoreError};

/// Where series are kept between moves.
pub trait SeriesStore: Send + Sync {
    /// Saves `series`: a new row for `None` (its id is returned), else
    /// overwrites the row `id` in one write transaction.
    fn save_series(
        &self,
        id: Option<i64>,
        series: &Series,
    ) -> impl Future<Output = Result<i64, StoreError>> + Send;

    /// The series saved as `id`.
    fn load_series(
        &self,
        id: i64,
    ) -> impl Future<Output = Result<Option<Series>, StoreError>> + Send;

    /// The unfinished series saved most recently.
    fn latest_unfinished_series(
        &self,
    ) -> impl Future<Output = Result<Option<(i64, Series)>, StoreError>> + Send;
}

fn now_millis() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

fn decode(id: i64, state: &str) -> Result<Series, StoreError> {
    serde_json::from_str(state)
        .map_err(|e| StoreError::Corrupt(format!("series {id} cannot be read: {e}")))
}

impl SeriesStore for SqliteStore {
    async fn save_series(&self, id: Option<i64>, series: &Series) -> Result<i64, StoreError> {
        let state =
            serde_json::to_string(series).map_err(|e| StoreError::Corrupt(e.to_string()))?;
        let players = serde_json::to_string(&series.rules.players)
            .map_err(|e| StoreError::Corrupt(e.to_string()))?;
        let now = now_millis();
        let mut tx = self.pool().begin_with("BEGIN IMMEDIATE").await?;
        let id = match id {
            Some(id) => {
                let updated = sqlx::query("UPDATE series SET state = ?, finished = ?, updated_at = ? WHERE id = ?")
                    .bind(&state)
                    .bind(series.is_over())
                    .bind(now)
                    .bind(id)
                    .execute(&mut *tx)
                    .await?;
                if updated.rows_affected() == 0 {
                    return Err(StoreError::Corrupt(format!("no series {id} to save")));
                }
                id
            }
            None => sqlx::query(
                "INSERT INTO series (players, state, finished, created_at, updated_at) VALUES (?, ?, ?, ?, ?) RETURNING id",
            )
            .bind(&players)
            .bind(&state)
            .bind(series.is_over())
            .bind(now)
            .bind(now)
            .fetch_one(&mut *tx)
            .await?
            .try_get::<i64, _>("id")?,
        };
        tx.commit().await?;
        Ok(id)
    }

    async fn load_series(&self, id: i64) -> Result<Option<Series>, StoreError> {
        let row = sqlx::query("SELECT state FROM series WHERE id = ?")
            .bind(id)
            .fetch_optional(self.pool())
            .await?;
        row.map(|r| decode(id, &r.try_get::<String, _>("state")?))
            .transpose()
    }

    async fn latest_unfinished_series(&self) -> Result<Option<(i64, Series)>, StoreError> {
        let row = sqlx::query("SELECT id, state FROM series WHERE finished = 0 ORDER BY updated_at DESC, id DESC LIMIT 1")
            .fetch_optional(self.pool())
            .await?;
        match row {
            None => Ok(None),
            Some(r) => {
                let id: i64 = r.try_get("id")?;
                Ok(Some((id, decode(id, &r.try_get::<String, _>("state")?)?)))
            }
        }
    }
}
