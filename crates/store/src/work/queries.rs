//! The work table's queries, one SQL text for both engines but for how a
//! job is held as it is taken ([`Engine::SKIP_LOCKED`]).

use sqlx::Pool;

use super::{KeptSize, Taken, WorkJob, WorkOutcome};
use crate::StoreError;
use crate::engine::{Engine, Written, begin_write};

/// A job's row as [`super::WorkTable::rows`] reads it.
pub(super) type JobRow = (
    i64,
    i32,
    Option<String>,
    Option<f64>,
    Option<i64>,
    Option<String>,
);

pub(super) async fn post<DB: Engine>(
    pool: &Pool<DB>,
    search: &str,
    jobs: &[WorkJob],
) -> Result<(), StoreError> {
    let mut tx = pool.begin().await?;
    for job in jobs {
        sqlx::query(
            "INSERT INTO work_jobs (search, job, rank, job_limit) VALUES ($1, $2, $3, $4)
             ON CONFLICT (search, job) DO NOTHING",
        )
        .bind(search)
        .bind(job.job)
        .bind(job.rank)
        .bind(job.limit)
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await?;
    Ok(())
}

/// Takes for `worker` until `lease_end` the first job by rank without an
/// outcome that nobody holds at `now`. One statement: the row is chosen
/// and held at once.
pub(super) async fn take<DB: Engine>(
    pool: &Pool<DB>,
    search: &str,
    worker: &str,
    lease_end: i64,
    now: i64,
) -> Result<Option<Taken>, StoreError> {
    let lock = DB::SKIP_LOCKED;
    let sql = format!(
        "UPDATE work_jobs SET worker = $2, lease_until = $3, attempts = attempts + 1
         WHERE search = $1 AND job = (
             SELECT job FROM work_jobs
             WHERE search = $1 AND outcome IS NULL
               AND (worker IS NULL OR lease_until < $4)
             ORDER BY rank, job LIMIT 1 {lock})
         RETURNING job, rank, job_limit, attempts"
    );
    let row: Option<(i64, i32, Option<i64>, i32)> = sqlx::query_as(sqlx::AssertSqlSafe(sql))
        .bind(search)
        .bind(worker)
        .bind(lease_end)
        .bind(now)
        .fetch_optional(pool)
        .await?;
    Ok(row.map(|(job, rank, limit, attempt)| Taken {
        job: WorkJob { job, rank, limit },
        attempt,
    }))
}

pub(super) async fn renew<DB: Engine>(
    pool: &Pool<DB>,
    search: &str,
    worker: &str,
    taken: &Taken,
    lease_end: i64,
) -> Result<bool, StoreError> {
    let done = sqlx::query(
        "UPDATE work_jobs SET lease_until = $1
         WHERE search = $2 AND job = $3 AND worker = $4 AND attempts = $5
           AND outcome IS NULL",
    )
    .bind(lease_end)
    .bind(search)
    .bind(taken.job.job)
    .bind(worker)
    .bind(taken.attempt)
    .execute(pool)
    .await?
    .rows_affected();
    Ok(done == 1)
}

/// Keeps `outcome` (found in `seconds`, at `now`) of a job `worker` holds
/// as `taken`; whether it still held it. The job's records go with the
/// same transaction: nobody will take it again, so nobody reads them, and
/// whichever taking's outcome is kept (there is one) removes them.
pub(super) async fn finish<DB: Engine>(
    pool: &Pool<DB>,
    (search, worker): (&str, &str),
    taken: &Taken,
    outcome: &WorkOutcome,
    seconds: f64,
    now: i64,
) -> Result<bool, StoreError> {
    let mut tx = pool.begin().await?;
    let done = sqlx::query(
        "UPDATE work_jobs SET outcome = $1, cost = $2, tree = $3, seconds = $4,
             finished_at = $5
         WHERE search = $6 AND job = $7 AND worker = $8 AND attempts = $9
           AND outcome IS NULL",
    )
    .bind(&outcome.kind)
    .bind(outcome.cost)
    .bind(outcome.tree.as_deref())
    .bind(seconds)
    .bind(now)
    .bind(search)
    .bind(taken.job.job)
    .bind(worker)
    .bind(taken.attempt)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    if done == 1 {
        sqlx::query("DELETE FROM work_kept WHERE search = $1 AND job = $2")
            .bind(search)
            .bind(taken.job.job)
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await?;
    Ok(done == 1)
}

pub(super) async fn outcomes<DB: Engine>(
    pool: &Pool<DB>,
    search: &str,
    trees: bool,
) -> Result<Vec<(i64, WorkOutcome)>, StoreError> {
    type Row = (i64, String, Option<i64>, Option<Vec<u8>>);
    // Without `trees`, none is read: a search's outcomes hold megabytes
    // of them, and the costs are read before every job.
    let rows: Vec<Row> = sqlx::query_as(
        "SELECT job, outcome, cost, CASE WHEN $2 THEN tree END FROM work_jobs
         WHERE search = $1 AND outcome IS NOT NULL ORDER BY job",
    )
    .bind(search)
    .bind(trees)
    .fetch_all(pool)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(job, kind, cost, tree)| (job, WorkOutcome { kind, cost, tree }))
        .collect())
}

pub(super) async fn rows<DB: Engine>(
    pool: &Pool<DB>,
    search: &str,
) -> Result<Vec<JobRow>, StoreError> {
    Ok(sqlx::query_as(
        "SELECT job, attempts, outcome, seconds, lease_until, worker FROM work_jobs
         WHERE search = $1 ORDER BY rank, job",
    )
    .bind(search)
    .fetch_all(pool)
    .await?)
}

/// Adds what a search of `job` kept (sets whose search took long, as
/// bytes) beside what was kept for it before, unless the job is done: a
/// process whose lease ran out may still be handing over what its search
/// found after another process left the outcome, which removed the job's
/// records. The job's row is read under [`Engine::FOR_SHARE`], so an
/// outcome being written meanwhile is either seen here or removes these
/// rows after.
pub(super) async fn keep<DB: Engine>(
    pool: &Pool<DB>,
    search: &str,
    job: i64,
    kept: &[Vec<u8>],
) -> Result<(), StoreError> {
    if kept.is_empty() {
        return Ok(());
    }
    let mut tx = begin_write(pool).await?;
    let sql = format!(
        "SELECT outcome FROM work_jobs WHERE search = $1 AND job = $2 {}",
        DB::FOR_SHARE
    );
    let row: Option<(Option<String>,)> = sqlx::query_as(sqlx::AssertSqlSafe(sql))
        .bind(search)
        .bind(job)
        .fetch_optional(&mut *tx)
        .await?;
    if matches!(row, Some((Some(_),))) {
        return Ok(());
    }
    for bytes in kept {
        sqlx::query("INSERT INTO work_kept (search, job, kept) VALUES ($1, $2, $3)")
            .bind(search)
            .bind(job)
            .bind(bytes.clone())
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await?;
    Ok(())
}

/// Everything kept for `job`.
pub(super) async fn kept<DB: Engine>(
    pool: &Pool<DB>,
    search: &str,
    job: i64,
) -> Result<Vec<Vec<u8>>, StoreError> {
    let rows: Vec<(Vec<u8>,)> =
        sqlx::query_as("SELECT kept FROM work_kept WHERE search = $1 AND job = $2")
            .bind(search)
            .bind(job)
            .fetch_all(pool)
            .await?;
    Ok(rows.into_iter().map(|(bytes,)| bytes).collect())
}

pub(super) async fn plan<DB: Engine>(
    pool: &Pool<DB>,
    search: &str,
) -> Result<Option<Vec<u8>>, StoreError> {
    Ok(
        sqlx::query_scalar("SELECT plan FROM work_plans WHERE search = $1")
            .bind(search)
            .fetch_optional(pool)
            .await?,
    )
}

/// Keeps `made` unless a plan is kept for `search` already, and reads the
/// one kept: of processes that made theirs at once, every one follows the
/// first to keep it.
pub(super) async fn keep_plan<DB: Engine>(
    pool: &Pool<DB>,
    search: &str,
    made: &[u8],
) -> Result<Vec<u8>, StoreError> {
    sqlx::query(
        "INSERT INTO work_plans (search, plan) VALUES ($1, $2) ON CONFLICT (search) DO NOTHING",
    )
    .bind(search)
    .bind(made.to_vec())
    .execute(pool)
    .await?;
    plan(pool, search)
        .await?
        .ok_or_else(|| StoreError::Corrupt(format!("the plan of {search} went once kept")))
}

/// How many records, in how many bytes, are kept for how many of the jobs
/// without an outcome: what those jobs, taken again, start from.
pub(super) async fn kept_size<DB: Engine>(
    pool: &Pool<DB>,
    search: &str,
) -> Result<KeptSize, StoreError> {
    let (jobs, records, bytes): (i64, i64, i64) = sqlx::query_as(
        "SELECT COUNT(DISTINCT k.job), COUNT(*), COALESCE(SUM(LENGTH(k.kept)), 0)
         FROM work_kept k JOIN work_jobs j ON j.search = k.search AND j.job = k.job
         WHERE k.search = $1 AND j.outcome IS NULL",
    )
    .bind(search)
    .fetch_one(pool)
    .await?;
    Ok(KeptSize {
        jobs,
        records,
        bytes,
    })
}
