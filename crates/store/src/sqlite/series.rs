//! Saved series in SQLite.

use mastermind_core::series::Series;
use sqlx::Row;

use super::SqliteStore;
use crate::series::{SavedSeries, SeriesStore, decode, encode, stale};
use crate::{StoreError, now_millis};

fn saved(id: &str, row: &sqlx::sqlite::SqliteRow) -> Result<SavedSeries, StoreError> {
    Ok(SavedSeries {
        series: decode(id, &row.try_get::<String, _>("state")?)?,
        owner: row.try_get("owner")?,
        version: row.try_get("version")?,
    })
}

impl SeriesStore for SqliteStore {
    async fn create_series(
        &self,
        id: &str,
        series: &Series,
        owner: Option<&str>,
    ) -> Result<(), StoreError> {
        let now = now_millis();
        sqlx::query(
            "INSERT INTO series (id, players, state, finished, owner, version, created_at, updated_at) \
             VALUES (?, ?, ?, ?, ?, 1, ?, ?)",
        )
        .bind(id)
        .bind(encode(series.players())?)
        .bind(encode(series)?)
        .bind(series.is_over())
        .bind(owner)
        .bind(now)
        .bind(now)
        .execute(self.pool())
        .await?;
        Ok(())
    }

    async fn save_series(
        &self,
        id: &str,
        version: i64,
        series: &Series,
    ) -> Result<i64, StoreError> {
        let state = encode(series)?;
        let updated = sqlx::query(
            "UPDATE series SET state = ?, finished = ?, updated_at = ?, version = version + 1 \
             WHERE id = ? AND version = ?",
        )
        .bind(&state)
        .bind(series.is_over())
        .bind(now_millis())
        .bind(id)
        .bind(version)
        .execute(self.pool())
        .await?;
        if updated.rows_affected() == 1 {
            return Ok(version + 1);
        }
        let exists = sqlx::query("SELECT 1 FROM series WHERE id = ?")
            .bind(id)
            .fetch_optional(self.pool())
            .await?
            .is_some();
        Err(stale(id, exists))
    }

    async fn load_series(&self, id: &str) -> Result<Option<SavedSeries>, StoreError> {
        let row = sqlx::query("SELECT state, owner, version FROM series WHERE id = ?")
            .bind(id)
            .fetch_optional(self.pool())
            .await?;
        row.map(|r| saved(id, &r)).transpose()
    }

    async fn unfinished_series(
        &self,
        owner: &str,
        limit: i64,
    ) -> Result<Vec<(String, SavedSeries)>, StoreError> {
        let rows = sqlx::query(
            "SELECT id, state, owner, version FROM series WHERE finished = 0 AND owner = ? \
             ORDER BY updated_at DESC, id LIMIT ?",
        )
        .bind(owner)
        .bind(limit)
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|r| {
                let id: String = r.try_get("id")?;
                let saved = saved(&id, r)?;
                Ok((id, saved))
            })
            .collect()
    }

    async fn delete_series(&self, id: &str, owner: &str) -> Result<bool, StoreError> {
        let deleted = sqlx::query("DELETE FROM series WHERE id = ? AND owner = ?")
            .bind(id)
            .bind(owner)
            .execute(self.pool())
            .await?;
        Ok(deleted.rows_affected() == 1)
    }

    async fn latest_unfinished_series(&self) -> Result<Option<(String, SavedSeries)>, StoreError> {
        let row = sqlx::query(
            "SELECT id, state, owner, version FROM series WHERE finished = 0 AND owner IS NULL \
             ORDER BY updated_at DESC, created_at DESC LIMIT 1",
        )
        .fetch_optional(self.pool())
        .await?;
        row.map(|r| {
            let id: String = r.try_get("id")?;
            let saved = saved(&id, &r)?;
            Ok((id, saved))
        })
        .transpose()
    }
}
