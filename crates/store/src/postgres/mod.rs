//! The backend for more than one server: PostgreSQL. Several processes may
//! share one database; every write checks what the database holds (row
//! locks on the games a batch touches, a version on each series, an
//! advisory lock per preset's tables), so none of them needs to be the only
//! writer.

use std::time::Duration;

use sqlx::Executor;
use sqlx::migrate::Migrator;
use sqlx::postgres::{PgConnectOptions, PgPool, PgPoolOptions};

use crate::StoreError;

static MIGRATOR: Migrator = sqlx::migrate!("./migrations/postgres");

// Connections per server: several servers share the database's limit (100
// by default), and every query is short.
const MAX_CONNECTIONS: u32 = 16;

// How long a request waits for a connection before it is told the database
// is unavailable: every query is short, so a longer wait means the database
// is gone, and the player should hear so within a second, not after five.
const ACQUIRE_TIMEOUT: Duration = Duration::from_millis(900);

/// A PostgreSQL database, shared by any number of servers.
#[derive(Debug, Clone)]
pub struct PgStore {
    pool: PgPool,
    place: String,
}

impl PgStore {
    /// Connects to `url` (`postgres://USER[:PASSWORD]@HOST[:PORT]/NAME`) and
    /// brings the schema up to date. Servers starting together take turns:
    /// the migrator holds an advisory lock while it runs.
    pub async fn open(url: &str) -> Result<Self, StoreError> {
        let (options, place) = parsed(url)?;
        // One connection first, alone: its error names the cause
        // (connection refused, unknown host, a wrong password), where the
        // pool's would only say that it timed out.
        let first = <sqlx::PgConnection as sqlx::Connection>::connect_with(&options)
            .await
            .map_err(|source| StoreError::Open {
                place: place.clone(),
                source,
            })?;
        let _ = sqlx::Connection::close(first).await;
        let pool = PgPoolOptions::new()
            .max_connections(MAX_CONNECTIONS)
            .acquire_timeout(ACQUIRE_TIMEOUT)
            // Every wait for a connection, told at trace level to whoever
            // watches (the server's metrics); nothing otherwise.
            .acquire_time_level(log::LevelFilter::Trace)
            .after_release(crate::pool::only_whole)
            .connect_with(options)
            .await
            .map_err(|source| StoreError::Open {
                place: place.clone(),
                source,
            })?;
        MIGRATOR
            .run(&pool)
            .await
            .map_err(|source| StoreError::Migrate {
                place: place.clone(),
                source,
            })?;
        Ok(PgStore { pool, place })
    }

    /// The database at `url` as one moment saw it, for a consistent copy
    /// of a running site (`mastermind db backup`): one connection whose
    /// every query runs inside one REPEATABLE READ, READ ONLY transaction,
    /// so every table is read as of the same instant while servers go on
    /// writing. The schema must be up to date already (open it with
    /// [`PgStore::open`] first): a read-only transaction cannot migrate.
    pub async fn snapshot(url: &str) -> Result<Self, StoreError> {
        let (options, place) = parsed(url)?;
        let pool = PgPoolOptions::new()
            .max_connections(1)
            .min_connections(1)
            // A new connection would see a new moment: never replace it.
            .max_lifetime(None)
            .idle_timeout(None)
            .acquire_timeout(Duration::from_secs(30))
            .after_connect(|conn, _| {
                Box::pin(async move {
                    conn.execute("BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY")
                        .await
                        .map(drop)
                })
            })
            .connect_with(options)
            .await
            .map_err(|source| StoreError::Open {
                place: place.clone(),
                source,
            })?;
        Ok(PgStore { pool, place })
    }

    /// Where the database is, without a password.
    pub fn place(&self) -> &str {
        &self.place
    }

    pub(crate) fn pool(&self) -> &PgPool {
        &self.pool
    }

    pub async fn close(&self) {
        self.pool.close().await;
    }
}

/// The options `url` names, and where that is for people (no password).
fn parsed(url: &str) -> Result<(PgConnectOptions, String), StoreError> {
    let options: PgConnectOptions = url.parse().map_err(|source| StoreError::Open {
        place: redacted(url),
        source,
    })?;
    let place = format!(
        "postgres://{}:{}/{}",
        options.get_host(),
        options.get_port(),
        options.get_database().unwrap_or("")
    );
    Ok((options, place))
}

/// `url` without its password, for messages.
fn redacted(url: &str) -> String {
    let Some((scheme, after)) = url.split_once("://") else {
        return "the PostgreSQL address given".to_string();
    };
    match after.split_once('@') {
        Some((user, host)) => {
            let user = user.split(':').next().unwrap_or("");
            format!("{scheme}://{user}@{host}")
        }
        None => url.to_string(),
    }
}
