//! Saved board-game series: one row per series, rewritten after every move.
//! Every rewrite names the version it was made from, so that a move made on
//! a stale copy (another process moved first) is refused, never written
//! over the newer one.

use std::future::Future;

use mastermind_core::series::Series;

use crate::StoreError;

/// A series as saved, with the browser it belongs to and its version.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SavedSeries {
    pub series: Series,
    /// The `player` cookie of the browser that started it on the web; `None`
    /// for a series of the terminal, which no browser may see.
    pub owner: Option<String>,
    /// 1 when created, one more with every save.
    pub version: i64,
}

/// Where series are kept between moves.
pub trait SeriesStore: Send + Sync {
    /// Saves a new series under `id` (random text chosen by the caller, see
    /// [`crate::new_id`]) at version 1.
    fn create_series(
        &self,
        id: &str,
        series: &Series,
        owner: Option<&str>,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Overwrites the series `id` if the database still holds `version`;
    /// returns the new version. [`StoreError::Conflict`] when another save
    /// came first, [`StoreError::NotFound`] when there is no such series.
    fn save_series(
        &self,
        id: &str,
        version: i64,
        series: &Series,
    ) -> impl Future<Output = Result<i64, StoreError>> + Send;

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
