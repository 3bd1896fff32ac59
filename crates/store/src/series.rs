//! Saved board-game series: one row per series, rewritten after every move.
//! Every rewrite names the version it was made from, so that a move made on
//! a stale copy (another process moved first) is refused, never written
//! over the newer one.

use std::future::Future;

use mastermind_core::series::Series;

use sqlx::Pool;

use crate::engine::{Engine, Written};
use crate::{Database, StoreError, now_millis};

/// A series as saved, with the browser it belongs to and its version.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SavedSeries {
    pub series: Series,
    /// The `player` cookie of the browser that started it on the web; `None`
    /// for a series of the terminal, which no browser may see.
    pub owner: Option<String>,
    /// 1 when created, one more with every save.
    pub version: i64,
    /// When the row in play began (Unix ms), while the codebreaker's turn
    /// clock runs: saved with every move, moved on by an outage's length.
    pub turn_started_at: Option<i64>,
}

/// Where series are kept between moves.
pub trait SeriesStore: Send + Sync {
    /// Saves a new series under `id` (random text chosen by the caller, see
    /// [`crate::new_id`]) at version 1, its row in play begun at
    /// `turn_started_at` if its clock runs.
    fn create_series(
        &self,
        id: &str,
        series: &Series,
        owner: Option<&str>,
        turn_started_at: Option<i64>,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Overwrites the series `id` (and when its row in play began, while
    /// its clock runs) if the database still holds `version`; returns the
    /// new version. [`StoreError::Conflict`] when another save
    /// came first, [`StoreError::NotFound`] when there is no such series.
    fn save_series(
        &self,
        id: &str,
        version: i64,
        series: &Series,
        turn_started_at: Option<i64>,
    ) -> impl Future<Output = Result<i64, StoreError>> + Send;

    /// The version the database holds of series `id` (one indexed read):
    /// what a copy in memory is checked against before it is shown or
    /// moved. `None` when there is no such series.
    fn series_version(
        &self,
        id: &str,
    ) -> impl Future<Output = Result<Option<i64>, StoreError>> + Send;

    /// The series saved as `id`.
    fn load_series(
        &self,
        id: &str,
    ) -> impl Future<Output = Result<Option<SavedSeries>, StoreError>> + Send;

    /// The unfinished series of `owner`, the most recently moved first, at
    /// most `limit`.
    fn unfinished_series(
        &self,
        owner: &str,
        limit: i64,
    ) -> impl Future<Output = Result<Vec<(String, SavedSeries)>, StoreError>> + Send;

    /// Deletes the series `id` of `owner` (abandoned by its players);
    /// whether there was one.
    fn delete_series(
        &self,
        id: &str,
        owner: &str,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;

    /// The terminal's unfinished series saved most recently (series of the
    /// web belong to their browsers and are left out).
    fn latest_unfinished_series(
        &self,
    ) -> impl Future<Output = Result<Option<(String, SavedSeries)>, StoreError>> + Send;
}

pub(crate) fn encode<T: serde::Serialize>(value: &T) -> Result<String, StoreError> {
    serde_json::to_string(value).map_err(|e| StoreError::Corrupt(e.to_string()))
}

pub(crate) fn decode(id: &str, state: &str) -> Result<Series, StoreError> {
    serde_json::from_str(state)
        .map_err(|e| StoreError::Corrupt(format!("series {id} cannot be read: {e}")))
}

/// Why a save did not take: the row moved on, or is not there at all.
pub(crate) fn stale(id: &str, exists: bool) -> StoreError {
    if exists {
        StoreError::Conflict(format!(
            "series {id} was changed elsewhere since it was read; reload it"
        ))
    } else {
        StoreError::NotFound(format!("no series {id} to save"))
    }
}

/// A row as read: the series' id, its state, owner, version and the start
/// of its row in play.
type Row = (String, String, Option<String>, i64, Option<i64>);

fn saved(row: Row) -> Result<(String, SavedSeries), StoreError> {
    let (id, state, owner, version, turn_started_at) = row;
    let series = decode(&id, &state)?;
    Ok((
        id,
        SavedSeries {
            series,
            owner,
            version,
            turn_started_at,
        },
    ))
}

// One implementation for both engines: the SQL below is the same text on
// SQLite and PostgreSQL, so a rule about versions cannot hold on one and
// not on the other.
impl SeriesStore for Database {
    async fn create_series(
        &self,
        id: &str,
        series: &Series,
        owner: Option<&str>,
        turn_started_at: Option<i64>,
    ) -> Result<(), StoreError> {
        dispatch!(self, pool => create_series(pool, id, series, owner, turn_started_at))
    }

    async fn save_series(
        &self,
        id: &str,
        version: i64,
        series: &Series,
        turn_started_at: Option<i64>,
    ) -> Result<i64, StoreError> {
        dispatch!(self, pool => save_series(pool, id, version, series, turn_started_at))
    }

    async fn series_version(&self, id: &str) -> Result<Option<i64>, StoreError> {
        dispatch!(self, pool => series_version(pool, id))
    }

    async fn load_series(&self, id: &str) -> Result<Option<SavedSeries>, StoreError> {
        dispatch!(self, pool => load_series(pool, id))
    }

    async fn unfinished_series(
        &self,
        owner: &str,
        limit: i64,
    ) -> Result<Vec<(String, SavedSeries)>, StoreError> {
        dispatch!(self, pool => unfinished_series(pool, owner, limit))
    }

    async fn delete_series(&self, id: &str, owner: &str) -> Result<bool, StoreError> {
        dispatch!(self, pool => delete_series(pool, id, owner))
    }

    async fn latest_unfinished_series(&self) -> Result<Option<(String, SavedSeries)>, StoreError> {
        dispatch!(self, pool => latest_unfinished_series(pool))
    }
}

// The queries, one SQL text for both engines.

async fn create_series<DB: Engine>(
    pool: &Pool<DB>,
    id: &str,
    series: &Series,
    owner: Option<&str>,
    turn_started_at: Option<i64>,
) -> Result<(), StoreError> {
    let now = now_millis();
    let (players, state) = (encode(series.players())?, encode(series)?);
    sqlx::query(
        "INSERT INTO series (id, players, state, finished, owner, version, created_at, updated_at, \
         turn_started_at) VALUES ($1, $2, $3, $4, $5, 1, $6, $6, $7)",
    )
    .bind(id)
    .bind(&players)
    .bind(&state)
    .bind(series.is_over())
    .bind(owner)
    .bind(now)
    .bind(turn_started_at)
    .execute(pool)
    .await?;
    Ok(())
}

async fn save_series<DB: Engine>(
    pool: &Pool<DB>,
    id: &str,
    version: i64,
    series: &Series,
    turn_started_at: Option<i64>,
) -> Result<i64, StoreError> {
    let state = encode(series)?;
    let updated = sqlx::query(
        "UPDATE series SET state = $1, finished = $2, updated_at = $3, version = version + 1, \
         turn_started_at = $6 WHERE id = $4 AND version = $5",
    )
    .bind(&state)
    .bind(series.is_over())
    .bind(now_millis())
    .bind(id)
    .bind(version)
    .bind(turn_started_at)
    .execute(pool)
    .await?
    .rows_affected();
    if updated == 1 {
        return Ok(version + 1);
    }
    let exists = series_version(pool, id).await?.is_some();
    Err(stale(id, exists))
}

async fn series_version<DB: Engine>(pool: &Pool<DB>, id: &str) -> Result<Option<i64>, StoreError> {
    Ok(
        sqlx::query_scalar("SELECT version FROM series WHERE id = $1")
            .bind(id)
            .fetch_optional(pool)
            .await?,
    )
}

async fn load_series<DB: Engine>(
    pool: &Pool<DB>,
    id: &str,
) -> Result<Option<SavedSeries>, StoreError> {
    let row: Option<Row> = sqlx::query_as(
        "SELECT id, state, owner, version, turn_started_at FROM series WHERE id = $1",
    )
    .bind(id)
    .fetch_optional(pool)
    .await?;
    Ok(row.map(saved).transpose()?.map(|(_, saved)| saved))
}

async fn unfinished_series<DB: Engine>(
    pool: &Pool<DB>,
    owner: &str,
    limit: i64,
) -> Result<Vec<(String, SavedSeries)>, StoreError> {
    let rows: Vec<Row> = sqlx::query_as(
        "SELECT id, state, owner, version, turn_started_at FROM series \
         WHERE NOT finished AND owner = $1 \
         ORDER BY updated_at DESC, id LIMIT $2",
    )
    .bind(owner)
    .bind(limit)
    .fetch_all(pool)
    .await?;
    rows.into_iter().map(saved).collect()
}

async fn delete_series<DB: Engine>(
    pool: &Pool<DB>,
    id: &str,
    owner: &str,
) -> Result<bool, StoreError> {
    let deleted = sqlx::query("DELETE FROM series WHERE id = $1 AND owner = $2")
        .bind(id)
        .bind(owner)
        .execute(pool)
        .await?
        .rows_affected();
    Ok(deleted == 1)
}

async fn latest_unfinished_series<DB: Engine>(
    pool: &Pool<DB>,
) -> Result<Option<(String, SavedSeries)>, StoreError> {
    let row: Option<Row> = sqlx::query_as(
        "SELECT id, state, owner, version, turn_started_at FROM series \
         WHERE NOT finished AND owner IS NULL \
         ORDER BY updated_at DESC, created_at DESC LIMIT 1",
    )
    .fetch_optional(pool)
    .await?;
    row.map(saved).transpose()
}
