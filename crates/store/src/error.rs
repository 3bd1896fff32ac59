use std::path::PathBuf;

/// What went wrong with the score database, worded for the person who has to
/// fix it.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum StoreError {
    #[error("cannot create the folder {path} for the score database: {source}")]
    CreateDir {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("cannot open the score database at {path}: {source}")]
    Open {
        path: PathBuf,
        #[source]
        source: sqlx::Error,
    },
    #[error("cannot bring the score database at {path} up to date: {source}")]
    Migrate {
        path: PathBuf,
        #[source]
        source: sqlx::migrate::MigrateError,
    },
    #[error(
        "the score database is busy: another game kept it locked for too long; try again ({source})"
    )]
    Busy {
        #[source]
        source: sqlx::Error,
    },
    #[error("the score database failed: {source}")]
    Database {
        #[source]
        source: sqlx::Error,
    },
    #[error("cannot store a score with {what} = {value}: {reason}")]
    OutOfRange {
        what: &'static str,
        value: String,
        reason: &'static str,
    },
    #[error("the score database holds a row it cannot read: {0}")]
    Corrupt(String),
    #[error("cannot start the score database's runtime: {0}")]
    Runtime(#[source] std::io::Error),
}

// SQLite's primary result code for "database is locked"; its extended codes
// (BUSY_RECOVERY, BUSY_SNAPSHOT, BUSY_TIMEOUT) share the low byte. Other
// backends number their errors differently, hence the downcast below.
const SQLITE_BUSY: i64 = 5;

impl StoreError {
    /// Whether the database stayed locked past the busy timeout. Worth a
    /// retry; anything else is not.
    pub fn is_busy(&self) -> bool {
        matches!(self, StoreError::Busy { .. })
    }
}

/// Whether SQLite answered "database is locked".
pub(crate) fn is_sqlite_busy(error: &sqlx::Error) -> bool {
    error
        .as_database_error()
        .and_then(|e| e.try_downcast_ref::<sqlx::sqlite::SqliteError>())
        .and_then(sqlx::error::DatabaseError::code)
        .and_then(|code| code.parse::<i64>().ok())
        .is_some_and(|code| code & 0xff == SQLITE_BUSY)
}

impl From<sqlx::Error> for StoreError {
    fn from(source: sqlx::Error) -> Self {
        if is_sqlite_busy(&source) {
            StoreError::Busy { source }
        } else {
            StoreError::Database { source }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use sqlx::sqlite::{SqliteConnectOptions, SqliteConnection};
    use sqlx::{ConnectOptions, Connection};

    use super::*;

    #[tokio::test]
    async fn a_lock_held_past_the_timeout_is_reported_as_busy() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let options = SqliteConnectOptions::new()
            .filename(dir.path().join("locked.db"))
            .create_if_missing(true)
            .busy_timeout(Duration::ZERO);
        let mut holder = options.connect().await.expect("connects");
        let held = holder.begin_with("BEGIN IMMEDIATE").await.expect("locks");
        let mut other: SqliteConnection = options.connect().await.expect("connects");
        let error = other
            .begin_with("BEGIN IMMEDIATE")
            .await
            .map(drop)
            .expect_err("the lock is held");

        let error = StoreError::from(error);
        assert!(error.is_busy(), "{error:?}");
        assert!(
            error.to_string().starts_with("the score database is busy"),
            "{error}"
        );
        let other_failure = StoreError::from(sqlx::Error::RowNotFound);
        assert!(!other_failure.is_busy());
        held.rollback().await.expect("unlocks");
    }
}
