//! The jobs of a shared exact search (`mastermind analyze --work-db`):
//! one table, apart from the game's tables and their migrations, in
//! PostgreSQL (several processes on several machines, each taking the next
//! job with `FOR UPDATE SKIP LOCKED`) or an SQLite file (one machine: a
//! search stopped and resumed).
//!
//! A process holds a job under a lease, which it renews while it works; a
//! job whose lease ran out (its process killed or cut off) is taken again
//! by the next process to ask. An outcome is kept only from the process
//! that holds the job's latest taking, once. Time comes from a clock passed
//! in, so that leases can be tested without waiting them out.

use std::sync::Arc;
use std::time::Duration;

use sqlx::postgres::{PgConnectOptions, PgPool, PgPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions};

use crate::StoreError;

mod queries;

/// Milliseconds since the Unix epoch, from wherever the caller's time
/// comes.
pub type Clock = Arc<dyn Fn() -> i64 + Send + Sync>;

/// A job on the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WorkJob {
    pub job: i64,
    pub rank: i32,
    /// `None`: searched exactly.
    pub limit: Option<i64>,
}

/// A job taken: the job and which taking of it this is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Taken {
    pub job: WorkJob,
    pub attempt: i32,
}

/// A job's outcome as kept: its kind (`exact`, `above`, `skipped`), the
/// cost or bound, and the subtree's bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WorkOutcome {
    pub kind: String,
    pub cost: Option<i64>,
    pub tree: Option<Vec<u8>>,
}

/// One job's row, for reports and tests.
#[derive(Debug, Clone, PartialEq)]
pub struct WorkRow {
    pub job: i64,
    pub attempts: i32,
    pub outcome: Option<String>,
    pub seconds: Option<f64>,
    /// Whether a process holds it under a lease that has not run out.
    pub held: bool,
    pub worker: Option<String>,
}

/// What is kept for the jobs not done yet: what they start from when taken
/// again.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct KeptSize {
    /// Jobs with records kept.
    pub jobs: i64,
    pub records: i64,
    /// The records' bytes, together.
    pub bytes: i64,
}

#[derive(Debug, Clone)]
enum Pool {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

/// Runs the generic query `$call` (of [`queries`], given the pool as `$p`)
/// on whichever engine `$pool` is, and awaits it: no SQL here.
macro_rules! on {
    ($pool:expr, $p:ident => $call:expr) => {
        match $pool {
            Pool::Sqlite($p) => $call.await,
            Pool::Postgres($p) => $call.await,
        }
    };
}

/// One search's jobs, as one process sees them.
#[derive(Clone)]
pub struct WorkTable {
    pool: Pool,
    search: String,
    worker: String,
    lease: Duration,
    clock: Clock,
}

impl std::fmt::Debug for WorkTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("WorkTable")
            .field("search", &self.search)
            .field("worker", &self.worker)
            .field("lease", &self.lease)
            .finish_non_exhaustive()
    }
}

const POSTGRES_TABLE: &str = "CREATE TABLE IF NOT EXISTS work_jobs (
    search TEXT NOT NULL,
    job BIGINT NOT NULL,
    rank INTEGER NOT NULL,
    job_limit BIGINT,
    worker TEXT,
    lease_until BIGINT,
    attempts INTEGER NOT NULL DEFAULT 0,
    outcome TEXT,
    cost BIGINT,
    tree BYTEA,
    seconds DOUBLE PRECISION,
    finished_at BIGINT,
    PRIMARY KEY (search, job)
)";

const SQLITE_TABLE: &str = "CREATE TABLE IF NOT EXISTS work_jobs (
    search TEXT NOT NULL,
    job INTEGER NOT NULL,
    rank INTEGER NOT NULL,
    job_limit INTEGER,
    worker TEXT,
    lease_until INTEGER,
    attempts INTEGER NOT NULL DEFAULT 0,
    outcome TEXT,
    cost INTEGER,
    tree BLOB,
    seconds REAL,
    finished_at INTEGER,
    PRIMARY KEY (search, job)
)";

/// What the searches of a job learnt as they went (sets whose search took
/// long): whoever takes the job after a stop starts from there. Rows are
/// added, each true on its own, by any process at any time while the job
/// has no outcome, and removed with the outcome.
const POSTGRES_KEPT: [&str; 2] = [
    "CREATE TABLE IF NOT EXISTS work_kept (
    search TEXT NOT NULL,
    job BIGINT NOT NULL,
    kept BYTEA NOT NULL
)",
    "CREATE INDEX IF NOT EXISTS work_kept_job ON work_kept (search, job)",
];

const SQLITE_KEPT: [&str; 2] = [
    "CREATE TABLE IF NOT EXISTS work_kept (
    search TEXT NOT NULL,
    job INTEGER NOT NULL,
    kept BLOB NOT NULL
)",
    "CREATE INDEX IF NOT EXISTS work_kept_job ON work_kept (search, job)",
];

/// Each search's plan (the first guesses and their parts' bounds), kept
/// by the first process to make it: a process that joins reads it rather
/// than make it again (minutes at 5·7), and every process follows the same
/// one.
const POSTGRES_PLANS: &str = "CREATE TABLE IF NOT EXISTS work_plans (
    search TEXT PRIMARY KEY,
    plan BYTEA NOT NULL
)";

const SQLITE_PLANS: &str = "CREATE TABLE IF NOT EXISTS work_plans (
    search TEXT PRIMARY KEY,
    plan BLOB NOT NULL
)";

impl WorkTable {
    /// The jobs of `search` in the database at `address` (`postgres://…`,
    /// or `sqlite://PATH`, the file made if missing), the table made if
    /// missing; this process is `worker` and holds what it takes for
    /// `lease` past its last word.
    pub async fn open(
        address: &str,
        search: &str,
        worker: &str,
        lease: Duration,
    ) -> Result<Self, StoreError> {
        let place = |source| StoreError::Open {
            place: address.split('@').next_back().unwrap_or("").to_string(),
            source,
        };
        let pool = if let Some(path) = address.strip_prefix("sqlite://") {
            if path.is_empty() {
                return Err(StoreError::Address(address.to_string()));
            }
            let options = SqliteConnectOptions::new()
                .filename(path)
                .create_if_missing(true)
                .busy_timeout(Duration::from_secs(5))
                .journal_mode(SqliteJournalMode::Wal);
            let pool = SqlitePoolOptions::new()
                .max_connections(2)
                .connect_with(options)
                .await
                .map_err(place)?;
            for sql in [SQLITE_TABLE, SQLITE_PLANS].iter().chain(&SQLITE_KEPT) {
                sqlx::query(*sql).execute(&pool).await?;
            }
            Pool::Sqlite(pool)
        } else if address.starts_with("postgres://") || address.starts_with("postgresql://") {
            let options: PgConnectOptions = address.parse().map_err(place)?;
            let pool = PgPoolOptions::new()
                .max_connections(4)
                .connect_with(options)
                .await
                .map_err(place)?;
            // Processes starting together take turns: two `CREATE TABLE IF
            // NOT EXISTS` at once can both try to create it.
            let mut tx = pool.begin().await?;
            sqlx::query("SELECT pg_advisory_xact_lock(7358201)")
                .execute(&mut *tx)
                .await?;
            for sql in [POSTGRES_TABLE, POSTGRES_PLANS]
                .iter()
                .chain(&POSTGRES_KEPT)
            {
                sqlx::query(*sql).execute(&mut *tx).await?;
            }
            tx.commit().await?;
            Pool::Postgres(pool)
        } else {
            let shown: String = address.chars().take(60).collect();
            return Err(StoreError::Address(shown));
        };
        Ok(WorkTable {
            pool,
            search: search.to_string(),
            worker: worker.to_string(),
            lease,
            clock: Arc::new(crate::now_millis),
        })
    }

    /// The same table read with another clock.
    pub fn with_clock(mut self, clock: Clock) -> Self {
        self.clock = clock;
        self
    }

    /// The same table as another process (`worker`) sees it.
    pub fn as_worker(mut self, worker: &str) -> Self {
        self.worker = worker.to_string();
        self
    }

    /// How long a job taken is held past the last word of its process.
    pub fn lease(&self) -> Duration {
        self.lease
    }

    fn lease_end(&self) -> i64 {
        (self.clock)().saturating_add(i64::try_from(self.lease.as_millis()).unwrap_or(i64::MAX))
    }

    /// Adds the jobs not yet on the table; those there stay as they are.
    pub async fn post(&self, jobs: &[WorkJob]) -> Result<(), StoreError> {
        on!(&self.pool, pool => queries::post(pool, &self.search, jobs))
    }

    /// Takes the first job by rank without an outcome that nobody holds
    /// (or whose lease ran out), and holds it.
    pub async fn take(&self) -> Result<Option<Taken>, StoreError> {
        let now = (self.clock)();
        let lease_end = self.lease_end();
        on!(&self.pool, pool => queries::take(pool, &self.search, &self.worker, lease_end, now))
    }

    /// Holds a job taken for another lease; `false` if this process no
    /// longer holds it.
    pub async fn renew(&self, taken: &Taken) -> Result<bool, StoreError> {
        let lease_end = self.lease_end();
        on!(&self.pool, pool => queries::renew(pool, &self.search, &self.worker, taken, lease_end))
    }

    /// Keeps the outcome of a job this process holds, and removes what was
    /// kept for the job (nobody takes it again); `false` (nothing kept,
    /// nothing removed) if it no longer holds it.
    pub async fn finish(
        &self,
        taken: &Taken,
        outcome: &WorkOutcome,
        seconds: f64,
    ) -> Result<bool, StoreError> {
        let now = (self.clock)();
        let whose = (self.search.as_str(), self.worker.as_str());
        on!(&self.pool, pool => queries::finish(pool, whose, taken, outcome, seconds, now))
    }

    /// Every outcome kept, by job.
    pub async fn outcomes(&self) -> Result<Vec<(i64, WorkOutcome)>, StoreError> {
        on!(&self.pool, pool => queries::outcomes(pool, &self.search, true))
    }

    /// Every outcome kept, by job, without the trees: what deciding the
    /// next jobs reads before each job (a search of tens of thousands of
    /// jobs keeps megabytes of trees, needed once, for the answer).
    pub async fn costs(&self) -> Result<Vec<(i64, WorkOutcome)>, StoreError> {
        on!(&self.pool, pool => queries::outcomes(pool, &self.search, false))
    }

    /// Adds what a search of `job` learnt so far (bytes the solver reads
    /// back) to what was kept for it; nothing once the job has an outcome.
    pub async fn keep(&self, job: i64, kept: &[Vec<u8>]) -> Result<(), StoreError> {
        on!(&self.pool, pool => queries::keep(pool, &self.search, job, kept))
    }

    /// Everything kept for `job`, by any process.
    pub async fn kept(&self, job: i64) -> Result<Vec<Vec<u8>>, StoreError> {
        on!(&self.pool, pool => queries::kept(pool, &self.search, job))
    }

    /// The search's plan as the first process to keep one kept it, if one
    /// has.
    pub async fn plan(&self) -> Result<Option<Vec<u8>>, StoreError> {
        on!(&self.pool, pool => queries::plan(pool, &self.search))
    }

    /// Keeps `plan` as the search's unless one is kept already; the plan
    /// kept, this one or the one before it.
    pub async fn keep_plan(&self, plan: &[u8]) -> Result<Vec<u8>, StoreError> {
        on!(&self.pool, pool => queries::keep_plan(pool, &self.search, plan))
    }

    /// What is kept for the jobs without an outcome, together.
    pub async fn kept_size(&self) -> Result<KeptSize, StoreError> {
        on!(&self.pool, pool => queries::kept_size(pool, &self.search))
    }

    /// Every job of the search, by rank.
    pub async fn rows(&self) -> Result<Vec<WorkRow>, StoreError> {
        let rows = on!(&self.pool, pool => queries::rows(pool, &self.search))?;
        let now = (self.clock)();
        Ok(rows
            .into_iter()
            .map(|(job, attempts, outcome, seconds, lease, worker)| WorkRow {
                job,
                attempts,
                held: outcome.is_none() && lease.is_some_and(|l| l >= now),
                outcome,
                seconds,
                worker,
            })
            .collect())
    }

    pub async fn close(&self) {
        on!(&self.pool, pool => pool.close());
    }
}

#[cfg(test)]
mod tests;
