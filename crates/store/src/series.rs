//! Saved board-game series: one row per series, rewritten after every move.

use std::future::Future;

use mastermind_core::series::Series;
use sqlx::Row;

use crate::{SqliteStore, StoreError, now_millis};

/// A series as saved, with the browser it belongs to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SavedSeries {
    pub series: Series,
    /// The `player` cookie of the browser that started it on the web; `None`
    /// for a series of the terminal.
    pub owner: Option<String>,
}

/// Where series are kept between moves.
pub trait SeriesStore: Send + Sync {
    /// Saves a new series and returns its id.
    fn create_series(
        &self,
        series: &Series,
        owner: Option<&str>,
    ) -> impl Future<Output = Result<i64, StoreError>> + Send;

    /// Overwrites the series `id` in one write transaction.
    fn save_series(
        &self,
        id: i64,
        series: &Series,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// The series saved as `id`.
    fn load_series(
        &self,
        id: i64,
    ) -> impl Future<Output = Result<Option<SavedSeries>, StoreError>> + Send;

    /// The terminal's unfinished series saved most recently (series of the
    /// web belong to their browsers and are left out).
    fn latest_unfinished_series(
        &self,
    ) -> impl Future<Output = Result<Option<(i64, Series)>, StoreError>> + Send;
}

fn encode<T: serde::Serialize>(value: &T) -> Result<String, StoreError> {
    serde_json::to_string(value).map_err(|e| StoreError::Corrupt(e.to_string()))
}

fn decode(id: i64, state: &str) -> Result<Series, StoreError> {
    serde_json::from_str(state)
        .map_err(|e| StoreError::Corrupt(format!("series {id} cannot be read: {e}")))
}

impl SeriesStore for SqliteStore {
    async fn create_series(&self, series: &Series, owner: Option<&str>) -> Result<i64, StoreError> {
        let now = now_millis();
        let mut tx = self.pool().begin_with("BEGIN IMMEDIATE").await?;
        let id = sqlx::query(
            "INSERT INTO series (players, state, finished, owner, created_at, updated_at) \
             VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
        )
        .bind(encode(series.players())?)
        .bind(encode(series)?)
        .bind(series.is_over())
        .bind(owner)
        .bind(now)
        .bind(now)
        .fetch_one(&mut *tx)
        .await?
        .try_get::<i64, _>("id")?;
        tx.commit().await?;
        Ok(id)
    }

    async fn save_series(&self, id: i64, series: &Series) -> Result<(), StoreError> {
        let state = encode(series)?;
        let mut tx = self.pool().begin_with("BEGIN IMMEDIATE").await?;
        let updated =
            sqlx::query("UPDATE series SET state = ?, finished = ?, updated_at = ? WHERE id = ?")
                .bind(&state)
                .bind(series.is_over())
                .bind(now_millis())
                .bind(id)
                .execute(&mut *tx)
                .await?;
        if updated.rows_affected() == 0 {
            return Err(StoreError::Corrupt(format!("no series {id} to save")));
        }
        tx.commit().await?;
        Ok(())
    }

    async fn load_series(&self, id: i64) -> Result<Option<SavedSeries>, StoreError> {
        let row = sqlx::query("SELECT state, owner FROM series WHERE id = ?")
            .bind(id)
            .fetch_optional(self.pool())
            .await?;
        row.map(|r| {
            Ok(SavedSeries {
                series: decode(id, &r.try_get::<String, _>("state")?)?,
                owner: r.try_get("owner")?,
            })
        })
        .transpose()
    }

    async fn latest_unfinished_series(&self) -> Result<Option<(i64, Series)>, StoreError> {
        let row = sqlx::query(
            "SELECT id, state FROM series WHERE finished = 0 AND owner IS NULL \
             ORDER BY updated_at DESC, id DESC LIMIT 1",
        )
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
