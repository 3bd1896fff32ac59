use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use sqlx::migrate::Migrator;
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};

use crate::StoreError;
use crate::error::is_sqlite_busy;

/// The file [`SqliteStore::open_in_dir`] keeps the database in.
pub const DB_FILE_NAME: &str = "mastermind.db";

static MIGRATOR: Migrator = sqlx::migrate!("./migrations/sqlite");

// Long enough to wait out any other process's write (each is one short
// transaction), short enough that a wedged lock is reported, not hung on.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

// Between attempts to open a database that another process is creating.
const RETRY_PAUSE: Duration = Duration::from_millis(20);

// Reads run beside one writer in WAL mode; more connections than this would
// only queue on SQLite's single write lock.
const MAX_CONNECTIONS: u32 = 4;

/// The embedded backend: one SQLite file, safe to share between processes
/// (each opening its own `SqliteStore`).
#[derive(Debug, Clone)]
pub struct SqliteStore {
    pool: SqlitePool,
    path: PathBuf,
    channel: crate::notify::LocalChannel,
}

impl SqliteStore {
    /// Opens the database at `path`, creating the file and its folders if
    /// needed and bringing the schema up to date.
    pub async fn open(path: impl AsRef<Path>) -> Result<Self, StoreError> {
        let path = path.as_ref().to_path_buf();
        if let Some(dir) = path.parent().filter(|dir| !dir.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|source| StoreError::CreateDir {
                path: dir.to_path_buf(),
                source,
            })?;
        }
        let options = SqliteConnectOptions::new()
            .filename(&path)
            .create_if_missing(true)
            // sqlx applies the busy timeout as the connection opens, before
            // any PRAGMA, so even the switch to WAL waits for other writers
            // where SQLite allows it (see `connect` for where it does not).
            .busy_timeout(BUSY_TIMEOUT)
            // Readers never block the writer, nor the writer readers.
            .journal_mode(SqliteJournalMode::Wal)
            // NORMAL may lose the last commits to a power cut in WAL mode; a
            // score we have told the player is saved must stay saved.
            .synchronous(SqliteSynchronous::Full)
            .foreign_keys(true);
        let open_error = |source| StoreError::Open {
            place: path.display().to_string(),
            source,
        };
        let pool = connect(options).await.map_err(open_error)?;

        // Migrating inside a write transaction makes concurrent first opens
        // (two terminals started at once) take turns, so the second finds the
        // schema in place rather than creating it again. sqlx's SQLite
        // migrator takes no lock of its own; its per-migration transactions
        // become savepoints inside this one.
        let mut tx = pool
            .begin_with("BEGIN IMMEDIATE")
            .await
            .map_err(open_error)?;
        MIGRATOR
            .run(&mut *tx)
            .await
            .map_err(|source| StoreError::Migrate {
                place: path.display().to_string(),
                source,
            })?;
        tx.commit().await.map_err(open_error)?;

        Ok(SqliteStore {
            pool,
            path,
            channel: crate::notify::LocalChannel::default(),
        })
    }

    /// Opens (or creates) [`DB_FILE_NAME`] in `dir`.
    pub async fn open_in_dir(dir: impl AsRef<Path>) -> Result<Self, StoreError> {
        Self::open(dir.as_ref().join(DB_FILE_NAME)).await
    }

    /// The database file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Word of changes within this process (SQLite has no channel between
    /// processes).
    pub(crate) fn channel(&self) -> &crate::notify::LocalChannel {
        &self.channel
    }

    /// The connection pool, for the other tables' modules.
    pub(crate) fn pool(&self) -> &SqlitePool {
        &self.pool
    }

    /// Closes every connection, waiting for them to finish. Later calls on
    /// this store (or its clones) fail.
    pub async fn close(&self) {
        self.pool.close().await;
    }
}

/// Opens the pool, trying again while a competing opener holds the lock.
///
/// Switching a new file to WAL needs an exclusive lock, and SQLite may answer
/// "database is locked" instead of waiting out the busy timeout for it (to
/// avoid deadlocking with another connection that holds a shared lock), so
/// two processes creating the database at the same moment would otherwise
/// see one of them fail. Once the file is in WAL mode the switch is a no-op
/// and the first attempt succeeds.
async fn connect(options: SqliteConnectOptions) -> Result<SqlitePool, sqlx::Error> {
    let deadline = Instant::now() + BUSY_TIMEOUT;
    loop {
        let attempt = SqlitePoolOptions::new()
            .max_connections(MAX_CONNECTIONS)
            // See the PostgreSQL pool's.
            .acquire_time_level(log::LevelFilter::Trace)
            .after_release(crate::pool::only_whole)
            .connect_with(options.clone())
            .await;
        match attempt {
            Err(error) if is_sqlite_busy(&error) && Instant::now() < deadline => {
                tokio::time::sleep(RETRY_PAUSE).await;
            }
            done => return done,
        }
    }
}

#[cfg(test)]
mod connection_tests {
    use super::*;

    // What each pooled connection runs with; a second process's view of the
    // file (WAL) is tested from outside, these are per connection.
    #[tokio::test]
    async fn every_connection_is_durable_patient_and_checks_foreign_keys() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let store = SqliteStore::open_in_dir(dir.path()).await.expect("opens");
        let mut conn = store.pool.acquire().await.expect("a connection");
        let journal: String = sqlx::query_scalar("PRAGMA journal_mode")
            .fetch_one(&mut *conn)
            .await
            .expect("reads");
        assert_eq!(journal, "wal");
        let mut number = async |pragma: &'static str| -> i64 {
            sqlx::query_scalar(pragma)
                .fetch_one(&mut *conn)
                .await
                .expect("reads")
        };
        // 2 is FULL: each commit is synced to disk before it is acknowledged.
        assert_eq!(number("PRAGMA synchronous").await, 2);
        assert_eq!(number("PRAGMA busy_timeout").await, 5000);
        assert_eq!(number("PRAGMA foreign_keys").await, 1);
    }
}
