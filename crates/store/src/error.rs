use std::path::PathBuf;

/// What went wrong with the database, worded for the person who has to fix
/// it, whichever engine is behind it.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum StoreError {
    #[error("cannot create the folder {path} for the database: {source}")]
    CreateDir {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("cannot open the database at {place}: {source}")]
    Open {
        place: String,
        #[source]
        source: sqlx::Error,
    },
    #[error("cannot bring the database at {place} up to date: {source}")]
    Migrate {
        place: String,
        #[source]
        source: sqlx::migrate::MigrateError,
    },
    #[error("'{0}' is not a database address: use sqlite://PATH or postgres://USER@HOST/NAME")]
    Address(String),
    /// The database cannot answer now (locked past the timeout, unreachable,
    /// or a transaction lost to a concurrent one): worth a retry.
    #[error("the database is busy or unreachable; try again ({source})")]
    Unavailable {
        #[source]
        source: sqlx::Error,
    },
    /// A write made from a stale state: someone else changed the row first.
    #[error("{0}")]
    Conflict(String),
    #[error("{0}")]
    NotFound(String),
    /// The account holds as many of `holding` as it may (see
    /// [`crate::Quota`]); nothing was written.
    #[error("the account holds {held} of {limit} {what} allowed", what = holding.words())]
    QuotaSpent {
        holding: crate::Holding,
        held: i64,
        limit: i64,
    },
    #[error("the database failed: {source}")]
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
    #[error("the database holds a row it cannot read: {0}")]
    Corrupt(String),
    /// A file given as a backup that is none (see `backup::verify`).
    #[error("{0}")]
    NotABackup(String),
    #[error("cannot start the database's runtime: {0}")]
    Runtime(#[source] std::io::Error),
}

// SQLite's primary result code for "database is locked"; its extended codes
// (BUSY_RECOVERY, BUSY_SNAPSHOT, BUSY_TIMEOUT) share the low byte.
const SQLITE_BUSY: i64 = 5;
// A disk that is full or fails: the server's trouble, not the request's,
// and over once an operator frees space (503, then served again).
const SQLITE_IOERR: i64 = 10;
const SQLITE_FULL: i64 = 13;

// PostgreSQL's SQLSTATEs worth a retry: serialization failure, deadlock,
// too many connections, and the server shutting down or starting up.
const POSTGRES_RETRY: [&str; 5] = ["40001", "40P01", "53300", "57P01", "57P03"];

impl StoreError {
    /// Whether the database could not answer now. Worth a retry; anything
    /// else is not.
    pub fn is_unavailable(&self) -> bool {
        matches!(self, StoreError::Unavailable { .. })
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

/// Whether SQLite answered that its disk is full or failing.
fn is_sqlite_disk(error: &sqlx::Error) -> bool {
    error
        .as_database_error()
        .and_then(|e| e.try_downcast_ref::<sqlx::sqlite::SqliteError>())
        .and_then(sqlx::error::DatabaseError::code)
        .and_then(|code| code.parse::<i64>().ok())
        .is_some_and(|code| matches!(code & 0xff, SQLITE_IOERR | SQLITE_FULL))
}

fn is_transient(error: &sqlx::Error) -> bool {
    if is_sqlite_busy(error) || is_sqlite_disk(error) {
        return true;
    }
    if matches!(
        error,
        sqlx::Error::PoolTimedOut | sqlx::Error::PoolClosed | sqlx::Error::Io(_)
    ) {
        return true;
    }
    error
        .as_database_error()
        .and_then(|e| e.try_downcast_ref::<sqlx::postgres::PgDatabaseError>())
        .is_some_and(|e| POSTGRES_RETRY.contains(&e.code()))
}

impl From<sqlx::Error> for StoreError {
    fn from(source: sqlx::Error) -> Self {
        if is_transient(&source) {
            StoreError::Unavailable { source }
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
        assert!(error.is_unavailable(), "{error:?}");
        assert!(
            error.to_string().starts_with("the database is busy"),
            "{error}"
        );
        let other_failure = StoreError::from(sqlx::Error::RowNotFound);
        assert!(!other_failure.is_unavailable());
        held.rollback().await.expect("unlocks");
    }
}
