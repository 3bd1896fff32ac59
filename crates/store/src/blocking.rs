//! A synchronous face on a [`Database`] for callers without an async
//! runtime, such as the terminal game.

use std::path::Path;

use mastermind_core::Preset;
use mastermind_core::highscore::Achievement;

use mastermind_core::series::Series;

use crate::prelude::*;
use crate::{
    Database, FinishedGame, GameWrite, NewScore, SavedSeries, Scope, ScoreEntry, StoreError,
};

/// A database and a small runtime of its own to drive it. Each call blocks
/// until the database has answered.
///
/// Its methods must not be called from inside an async runtime: blocking
/// there would stall it, and tokio refuses by panicking. Async code uses
/// [`Database`] directly.
#[derive(Debug)]
pub struct ScoreDb {
    store: Database,
    // Only `Drop` takes it out, to choose how to shut it down.
    runtime: Option<tokio::runtime::Runtime>,
}

impl ScoreDb {
    /// Opens the SQLite file at `path`, creating it (and its folders) if
    /// needed.
    pub fn open(path: impl AsRef<Path>) -> Result<Self, StoreError> {
        let runtime = runtime()?;
        let store = Database::Sqlite(runtime.block_on(crate::SqliteStore::open(path))?);
        Ok(ScoreDb {
            store,
            runtime: Some(runtime),
        })
    }

    /// Opens the database at `address` (see [`Database::open`]).
    pub fn open_address(address: &str) -> Result<Self, StoreError> {
        let runtime = runtime()?;
        let store = runtime.block_on(Database::open(address))?;
        Ok(ScoreDb {
            store,
            runtime: Some(runtime),
        })
    }

    /// Opens (or creates) [`crate::DB_FILE_NAME`] in `dir`.
    pub fn open_in_dir(dir: impl AsRef<Path>) -> Result<Self, StoreError> {
        let runtime = runtime()?;
        let store = runtime.block_on(Database::open_in_dir(dir))?;
        Ok(ScoreDb {
            store,
            runtime: Some(runtime),
        })
    }

    /// Where the data is, for people.
    pub fn describe(&self) -> String {
        self.store.describe()
    }

    /// The database file, for SQLite.
    pub fn path(&self) -> Option<&Path> {
        match &self.store {
            Database::Sqlite(s) => Some(s.path()),
            Database::Postgres(_) => None,
        }
    }

    /// See [`Store::top_scores`].
    pub fn top_scores(&self, preset: Preset, scope: &Scope) -> Result<Vec<ScoreEntry>, StoreError> {
        self.block_on(self.store.top_scores(preset, scope))
    }

    /// See [`Store::qualifies`].
    pub fn qualifies(
        &self,
        preset: Preset,
        scope: &Scope,
        achievement: &Achievement,
    ) -> Result<bool, StoreError> {
        self.block_on(self.store.qualifies(preset, scope, achievement))
    }

    /// See [`Store::record_score`].
    pub fn record_score(&self, score: &NewScore) -> Result<Option<u32>, StoreError> {
        self.block_on(self.store.record_score(score))
    }

    /// See [`Store::reset_scores`].
    pub fn reset_scores(&self, preset: Option<Preset>, scope: &Scope) -> Result<u64, StoreError> {
        self.block_on(self.store.reset_scores(preset, scope))
    }

    /// See [`GameStore::write_games`]: the terminal keeps its finished games
    /// for its statistics.
    pub fn write_games(&self, writes: &[GameWrite]) -> Result<Vec<bool>, StoreError> {
        self.block_on(self.store.write_games(writes))
    }

    /// See [`StatisticsStore::finished_games`].
    pub fn finished_games(&self, player: Option<&str>) -> Result<Vec<FinishedGame>, StoreError> {
        self.block_on(self.store.finished_games(player))
    }

    /// See [`SeriesStore::create_series`].
    pub fn create_series(
        &self,
        id: &str,
        series: &Series,
        owner: Option<&str>,
        turn_started_at: Option<i64>,
    ) -> Result<(), StoreError> {
        self.block_on(self.store.create_series(id, series, owner, turn_started_at))
    }

    /// See [`SeriesStore::save_series`].
    pub fn save_series(
        &self,
        id: &str,
        version: i64,
        series: &Series,
        turn_started_at: Option<i64>,
    ) -> Result<i64, StoreError> {
        self.block_on(self.store.save_series(id, version, series, turn_started_at))
    }

    /// See [`SeriesStore::load_series`].
    pub fn load_series(&self, id: &str) -> Result<Option<SavedSeries>, StoreError> {
        self.block_on(self.store.load_series(id))
    }

    /// See [`SeriesStore::latest_unfinished_series`].
    pub fn latest_unfinished_series(&self) -> Result<Option<(String, SavedSeries)>, StoreError> {
        self.block_on(self.store.latest_unfinished_series())
    }
}

impl ScoreDb {
    fn block_on<F: std::future::Future>(&self, future: F) -> F::Output {
        self.runtime
            .as_ref()
            .expect("the runtime is only taken by drop")
            .block_on(future)
    }
}

impl Drop for ScoreDb {
    fn drop(&mut self) {
        let Some(runtime) = self.runtime.take() else {
            return;
        };
        if tokio::runtime::Handle::try_current().is_ok() {
            // Blocking inside another runtime panics, even to drop ours; the
            // pool's connections then close on their own threads as it drops.
            runtime.shutdown_background();
        } else {
            // Waits for each connection to close, so the last one checkpoints
            // the WAL into the main file before the process moves on.
            runtime.block_on(self.store.close());
        }
    }
}

fn runtime() -> Result<tokio::runtime::Runtime, StoreError> {
    // sqlx times out pool acquisition, so the timer must run.
    tokio::runtime::Builder::new_current_thread()
        .enable_time()
        .build()
        .map_err(StoreError::Runtime)
}
