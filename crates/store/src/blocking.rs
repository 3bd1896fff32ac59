//! A synchronous face on [`SqliteStore`] for callers without an async
//! runtime, such as the terminal game.

use std::path::Path;

use mastermind_core::Preset;
use mastermind_core::highscore::Achievement;

use crate::{NewScore, Scope, ScoreEntry, SqliteStore, Store, StoreError};

/// The SQLite store and a small runtime of its own to drive it. Each call
/// blocks until the database has answered.
///
/// Must not be used (or dropped) from inside an async runtime: blocking
/// there would stall it, and tokio refuses by panicking.
#[derive(Debug)]
pub struct ScoreDb {
    // Declared first so it drops before the runtime its pool was made in.
    store: SqliteStore,
    runtime: tokio::runtime::Runtime,
}

impl ScoreDb {
    /// Opens the database at `path`, creating it (and its folders) if needed.
    pub fn open(path: impl AsRef<Path>) -> Result<Self, StoreError> {
        let runtime = runtime()?;
        let store = runtime.block_on(SqliteStore::open(path))?;
        Ok(ScoreDb { store, runtime })
    }

    /// Opens (or creates) [`crate::DB_FILE_NAME`] in `dir`.
    pub fn open_in_dir(dir: impl AsRef<Path>) -> Result<Self, StoreError> {
        let runtime = runtime()?;
        let store = runtime.block_on(SqliteStore::open_in_dir(dir))?;
        Ok(ScoreDb { store, runtime })
    }

    /// The database file.
    pub fn path(&self) -> &Path {
        self.store.path()
    }

    /// See [`Store::top_scores`].
    pub fn top_scores(&self, preset: Preset, scope: &Scope) -> Result<Vec<ScoreEntry>, StoreError> {
        self.runtime.block_on(self.store.top_scores(preset, scope))
    }

    /// See [`Store::qualifies`].
    pub fn qualifies(
        &self,
        preset: Preset,
        scope: &Scope,
        achievement: &Achievement,
    ) -> Result<bool, StoreError> {
        self.runtime
            .block_on(self.store.qualifies(preset, scope, achievement))
    }

    /// See [`Store::record_score`].
    pub fn record_score(&self, score: &NewScore) -> Result<Option<u32>, StoreError> {
        self.runtime.block_on(self.store.record_score(score))
    }

    /// See [`Store::reset_scores`].
    pub fn reset_scores(&self, preset: Option<Preset>, scope: &Scope) -> Result<u64, StoreError> {
        self.runtime
            .block_on(self.store.reset_scores(preset, scope))
    }
}

impl Drop for ScoreDb {
    fn drop(&mut self) {
        // Closing waits for each connection to shut down cleanly, so the WAL
        // is checkpointed now instead of whenever the pool's threads notice.
        // Inside another runtime `block_on` would panic; the connections then
        // close on their own as the pool drops.
        if tokio::runtime::Handle::try_current().is_err() {
            self.runtime.block_on(self.store.close());
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
