//! The one storage seam: [`Database`] is the backend a running program
//! uses, chosen from an address; its repositories (one trait per area of
//! the platform, beside that area's queries) only pick the engine and call
//! the generic queries. [`Backend`] is every repository at once: what the
//! server and any code generic over a store depend on. What is no
//! repository of data (opening, the pool, closing) stays on [`Database`]
//! itself. Nothing above this crate names an engine.

use std::fmt::Debug;
use std::future::Future;
use std::path::Path;

use mastermind_core::Preset;
use mastermind_core::highscore::Achievement;
use sqlx::Pool;

use crate::engine::Engine;
use crate::postgres::PgStore;
use crate::scores::{self, Winner};
use crate::sqlite::SqliteStore;
use crate::{
    AccountStore, BotStore, DailyStore, DuelStore, EmailStore, ExportStore, FriendStore, GameStore,
    NewScore, NoticeStore, NotificationStore, PresenceStore, PushStore, PuzzleStore, RatingStore,
    Scope, ScoreEntry, SeriesStore, StatisticsStore, Store, StoreError, TokenStore,
    TournamentStore, VacationStore,
};

/// Everything the platform keeps, on any engine: every repository at once.
/// The server holds its store as a `Backend` (never as a [`Database`]), so
/// another store (a test double, a third engine) serves it unchanged.
pub trait Backend:
    Store
    + GameStore
    + SeriesStore
    + AccountStore
    + TokenStore
    + DuelStore
    + TournamentStore
    + FriendStore
    + PresenceStore
    + DailyStore
    + RatingStore
    + StatisticsStore
    + ExportStore
    + NoticeStore
    + NotificationStore
    + PushStore
    + VacationStore
    + BotStore
    + PuzzleStore
    + EmailStore
    + HealthStore
    + Clone
    + Debug
    + 'static
{
}

impl<T> Backend for T where
    T: Store
        + GameStore
        + SeriesStore
        + AccountStore
        + TokenStore
        + DuelStore
        + TournamentStore
        + FriendStore
        + PresenceStore
        + DailyStore
        + RatingStore
        + StatisticsStore
        + ExportStore
        + NoticeStore
        + NotificationStore
        + PushStore
        + VacationStore
        + BotStore
        + PuzzleStore
        + EmailStore
        + HealthStore
        + Clone
        + Debug
        + 'static
{
}

/// What a server asks of the store itself rather than of its data.
pub trait HealthStore: Send + Sync {
    /// Whether the database answers now.
    fn ping(&self) -> impl Future<Output = Result<(), StoreError>> + Send;
}

/// The database a program runs on: SQLite embedded in one file (the
/// default, nothing to set up) or PostgreSQL (for several servers).
#[derive(Debug, Clone)]
pub enum Database {
    Sqlite(SqliteStore),
    Postgres(PgStore),
}

/// How busy the connection pool is (see [`Database::pool_state`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PoolState {
    pub open: u32,
    pub idle: u32,
    pub max: u32,
}

impl Database {
    /// Opens the database at `address`: `sqlite://PATH` (a file, created
    /// with its folders when missing) or `postgres://USER@HOST[:PORT]/NAME`
    /// (also `postgresql://`). The schema is brought up to date.
    pub async fn open(address: &str) -> Result<Self, StoreError> {
        if let Some(path) = address.strip_prefix("sqlite://") {
            if path.is_empty() {
                return Err(StoreError::Address(address.to_string()));
            }
            Ok(Database::Sqlite(SqliteStore::open(path).await?))
        } else if address.starts_with("postgres://") || address.starts_with("postgresql://") {
            Ok(Database::Postgres(PgStore::open(address).await?))
        } else {
            let shown: String = address.chars().take(60).collect();
            Err(StoreError::Address(shown))
        }
    }

    /// The embedded default: SQLite in `dir`.
    pub async fn open_in_dir(dir: impl AsRef<Path>) -> Result<Self, StoreError> {
        Ok(Database::Sqlite(SqliteStore::open_in_dir(dir).await?))
    }

    /// Where the data is, for people (no password).
    pub fn describe(&self) -> String {
        match self {
            Database::Sqlite(s) => format!("SQLite at {}", s.path().display()),
            Database::Postgres(p) => format!("PostgreSQL at {}", p.place()),
        }
    }

    /// The connection pool as it stands: connections open, idle among
    /// them, and the most it opens.
    pub fn pool_state(&self) -> PoolState {
        fn state<DB: sqlx::Database>(pool: &sqlx::Pool<DB>) -> PoolState {
            PoolState {
                open: pool.size(),
                idle: pool.num_idle() as u32,
                max: pool.options().get_max_connections(),
            }
        }
        match self {
            Database::Sqlite(s) => state(s.pool()),
            Database::Postgres(p) => state(p.pool()),
        }
    }

    /// Closes every connection, waiting for them to finish.
    pub async fn close(&self) {
        dispatch!(self, pool => pool.close())
    }
}

impl HealthStore for Database {
    async fn ping(&self) -> Result<(), StoreError> {
        dispatch!(self, pool => ping(pool))
    }
}

async fn ping<DB: Engine>(pool: &Pool<DB>) -> Result<(), StoreError> {
    sqlx::query("SELECT 1").execute(pool).await?;
    Ok(())
}

impl Store for Database {
    async fn top_scores(
        &self,
        preset: Preset,
        scope: &Scope,
    ) -> Result<Vec<ScoreEntry>, StoreError> {
        dispatch!(self, pool => scores::top_scores(pool, preset, scope))
    }

    async fn qualifies(
        &self,
        preset: Preset,
        scope: &Scope,
        achievement: &Achievement,
    ) -> Result<bool, StoreError> {
        dispatch!(self, pool => scores::qualifies(pool, preset, scope, achievement))
    }

    async fn record_score(&self, score: &NewScore) -> Result<Option<u32>, StoreError> {
        Ok(dispatch!(self, pool => scores::record_placed(pool, score))?.map(|placed| placed.rank))
    }

    async fn reset_scores(&self, preset: Option<Preset>, scope: &Scope) -> Result<u64, StoreError> {
        dispatch!(self, pool => scores::reset_scores(pool, preset, scope))
    }

    async fn would_place(
        &self,
        preset: Preset,
        winner: &Winner<'_>,
        result: &Achievement,
    ) -> Result<bool, StoreError> {
        dispatch!(self, pool => scores::would_place(pool, preset, winner, result))
    }
}
