//! `mastermind analyze --strategy optimal --work-db URL`: this process
//! joins (or starts) the exact search shared through a job table, takes
//! jobs until none is left, and prints the answer every process reads off
//! the table; `--status` reports how far the search has come instead.

use std::time::{Duration, Instant};

use anyhow::Context;
use mastermind_core::{Preset, Setup};
use mastermind_i18n::tr;
use mastermind_solver::Strategy;
use mastermind_solver::work::{
    Job, Outcome, Standing, WorkBoard, WorkError, Worker, search_name, seconds_left,
};
use mastermind_store::StoreError;
use mastermind_store::work::{Taken, WorkJob, WorkOutcome, WorkTable};
use serde::Serialize;

use crate::analyze_args::AnalyzeArgs;
use crate::usage::usage;
use crate::words::fixed;

/// How long a process with nothing to take waits before it looks again.
const IDLE: Duration = Duration::from_millis(250);

pub fn run(
    args: &AnalyzeArgs,
    setup: &Setup,
    preset: Option<Preset>,
    strategy: Strategy,
) -> anyhow::Result<()> {
    let address = args.work_db.as_deref().unwrap_or_default();
    if strategy != (Strategy::Optimal { worst_case: None }) {
        return Err(usage(tr!("cmd-work-optimal-only")));
    }
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .context(tr!("cmd-work-no-runtime"))?;
    let search = search_name(setup);
    let worker = format!("{}:{}", host(), std::process::id());
    let lease = Duration::from_secs(args.lease);
    let table = runtime
        .block_on(WorkTable::open(address, &search, &worker, lease))
        .map_err(|e| match e {
            StoreError::Address(_) => usage(e),
            other => anyhow::Error::new(other),
        })?;
    let memory = args
        .memory
        .unwrap_or_else(mastermind_solver::default_memory);
    let started = Instant::now();
    let searcher = Worker::new(setup, memory).warning(|not_kept| {
        eprintln!(
            "{}",
            tr!(
                "cmd-work-not-kept",
                job = not_kept.job.to_string(),
                records = not_kept.records,
                error = not_kept.error.to_string()
            )
        );
    });
    let mut board = Board {
        runtime: &runtime,
        table,
        held: None,
        finished: 0,
        stall_after: args.work_stall_after,
    };
    if args.status {
        return status(&searcher, &mut board, &search, args.json);
    }
    let analysis = searcher
        .run(&mut board, &mut || {
            std::thread::sleep(IDLE);
            true
        })
        .map_err(said)?
        .expect("the search waits as long as jobs are held");
    crate::analyze::report(
        args,
        setup,
        preset,
        &analysis,
        started.elapsed().as_secs_f64(),
    )
}

/// The job table as the solver's board: each call waits for the database;
/// a job held has its lease renewed in the background until it is done.
struct Board<'a> {
    runtime: &'a tokio::runtime::Runtime,
    table: WorkTable,
    held: Option<(Taken, tokio::task::JoinHandle<()>)>,
    finished: usize,
    stall_after: Option<usize>,
}

impl WorkBoard for Board<'_> {
    type Error = StoreError;

    fn post(&mut self, jobs: &[Job]) -> Result<(), StoreError> {
        let jobs: Vec<WorkJob> = jobs
            .iter()
            .map(|j| WorkJob {
                job: j.id as i64,
                rank: j.rank as i32,
                limit: j.limit.map(clamp),
            })
            .collect();
        self.runtime.block_on(self.table.post(&jobs))
    }

    fn take(&mut self) -> Result<Option<Job>, StoreError> {
        let Some(taken) = self.runtime.block_on(self.table.take())? else {
            return Ok(None);
        };
        let table = self.table.clone();
        let every = (table.lease() / 3).max(Duration::from_millis(100));
        let renewing = self.runtime.spawn(async move {
            loop {
                tokio::time::sleep(every).await;
                // Another process may hold it now, or the database be
                // away: the next renewal tries again, the finish decides.
                let _ = table.renew(&taken).await;
            }
        });
        self.held = Some((taken, renewing));
        let job = Job {
            id: taken.job.job as u64,
            rank: taken.job.rank as u32,
            limit: taken.job.limit.map(|l| l as u64),
        };
        if self.stall_after.is_some_and(|n| self.finished >= n) {
            eprintln!("{}", tr!("cmd-work-stalled", job = job.id.to_string()));
            loop {
                std::thread::park();
            }
        }
        Ok(Some(job))
    }

    fn finish(&mut self, job: &Job, outcome: &Outcome, seconds: f64) -> Result<(), StoreError> {
        let Some((taken, renewing)) = self.held.take() else {
            return Ok(());
        };
        renewing.abort();
        debug_assert_eq!(taken.job.job as u64, job.id);
        let outcome = match outcome {
            Outcome::Exact { cost, tree } => WorkOutcome {
                kind: "exact".to_string(),
                cost: Some(clamp(*cost)),
                tree: Some(tree.iter().flat_map(|g| g.to_le_bytes()).collect()),
            },
            Outcome::Above(above) => WorkOutcome {
                kind: "above".to_string(),
                cost: Some(clamp(*above)),
                tree: None,
            },
            Outcome::Skipped => WorkOutcome {
                kind: "skipped".to_string(),
                cost: None,
                tree: None,
            },
        };
        // Not kept if another process took the job meanwhile: its outcome
        // will be the same.
        self.runtime
            .block_on(self.table.finish(&taken, &outcome, seconds))?;
        self.finished += 1;
        Ok(())
    }

    fn outcomes(&mut self) -> Result<Vec<(u64, Outcome)>, StoreError> {
        let rows = self.runtime.block_on(self.table.outcomes())?;
        read_outcomes(rows, true)
    }

    fn costs(&mut self) -> Result<Vec<(u64, Outcome)>, StoreError> {
        let rows = self.runtime.block_on(self.table.costs())?;
        read_outcomes(rows, false)
    }

    fn keep(&mut self, job: &Job, kept: &[Vec<u8>]) -> Result<(), StoreError> {
        self.runtime.block_on(self.table.keep(clamp(job.id), kept))
    }

    fn kept(&mut self, job: &Job) -> Result<Vec<Vec<u8>>, StoreError> {
        self.runtime.block_on(self.table.kept(clamp(job.id)))
    }

    fn plan(&mut self) -> Result<Option<Vec<u8>>, StoreError> {
        self.runtime.block_on(self.table.plan())
    }

    fn keep_plan(&mut self, plan: &[u8]) -> Result<Vec<u8>, StoreError> {
        self.runtime.block_on(self.table.keep_plan(plan))
    }
}

/// Why the search cannot go on, in the reader's language.
fn said(error: WorkError<StoreError>) -> anyhow::Error {
    match error {
        WorkError::Board(e) => anyhow::Error::new(e),
        WorkError::Foreign { job } => {
            anyhow::anyhow!(tr!("cmd-work-foreign-job", job = job.to_string()))
        }
        WorkError::ForeignPlan => anyhow::anyhow!(tr!("cmd-work-foreign-plan")),
        WorkError::BadTree { total } => anyhow::anyhow!(tr!("cmd-work-bad-tree", total = total)),
    }
}

fn clamp(value: u64) -> i64 {
    i64::try_from(value).unwrap_or(i64::MAX)
}

/// This machine's name, for the table's record of who holds a job.
fn host() -> String {
    std::fs::read_to_string("/etc/hostname")
        .ok()
        .map(|h| h.trim().to_string())
        .filter(|h| !h.is_empty())
        .unwrap_or_else(|| "localhost".to_string())
}

#[derive(Debug, Serialize)]
struct Status {
    search: String,
    done: bool,
    /// When done: the answer.
    total_guesses: Option<u64>,
    first_guess: Option<String>,
    /// Jobs on the table, and of them those with an outcome.
    jobs: usize,
    finished: usize,
    /// Jobs still needed (as far as known), of them held by a process now,
    /// and the processes holding them.
    needed: usize,
    held: usize,
    processes: usize,
    /// Whether a first wave (the whole setup's, or a cut part's) is still
    /// under way: the jobs that follow it are not known yet, so neither
    /// counted nor estimated.
    first_wave: bool,
    /// Jobs still needed whose parts are larger than any searched yet:
    /// their time is extrapolated, and a part's search does not grow
    /// evenly with its size (at 5·6 from under 2 s at 580 codes to 143 s
    /// at 1,360).
    extrapolated: usize,
    /// Seconds the jobs searched took, together.
    seconds: f64,
    /// Seconds of search the jobs needed would take at the time their
    /// parts' sizes call for, as the jobs searched show it
    /// ([`mastermind_solver::work::seconds_left`]), and that spread over
    /// the processes at work.
    left_seconds: Option<f64>,
    left_wall_seconds: Option<f64>,
    /// What the jobs without an outcome start from when taken again: the
    /// records kept for them, their bytes, and how many jobs have any.
    kept_records: i64,
    kept_bytes: i64,
    kept_jobs: i64,
}

/// The solver's outcomes from the table's rows: with their trees, or (for
/// `costs`) an exact one's tree left empty.
fn read_outcomes(
    rows: Vec<(i64, WorkOutcome)>,
    trees: bool,
) -> Result<Vec<(u64, Outcome)>, StoreError> {
    rows.into_iter()
        .map(|(job, o)| {
            let outcome = match (o.kind.as_str(), o.cost, o.tree) {
                ("exact", Some(cost), None) if !trees => Outcome::Exact {
                    cost: cost as u64,
                    tree: Vec::new(),
                },
                ("exact", Some(cost), Some(tree)) if tree.len() % 4 == 0 => Outcome::Exact {
                    cost: cost as u64,
                    tree: tree
                        .chunks_exact(4)
                        .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
                        .collect(),
                },
                ("above", Some(above), _) => Outcome::Above(above as u64),
                ("skipped", _, _) => Outcome::Skipped,
                _ => return Err(StoreError::Corrupt(format!("work job {job}"))),
            };
            Ok((job as u64, outcome))
        })
        .collect()
}

fn status(searcher: &Worker, board: &mut Board, search: &str, json: bool) -> anyhow::Result<()> {
    let rows = board.runtime.block_on(board.table.rows())?;
    let kept = board.runtime.block_on(board.table.kept_size())?;
    let standing = searcher.standing(board).map_err(said)?;
    let searched: Vec<(usize, f64)> = rows
        .iter()
        .filter(|r| matches!(r.outcome.as_deref(), Some("exact" | "above")))
        .filter_map(|r| Some((searcher.part_size(r.job as u64)?, r.seconds?)))
        .collect();
    let seconds = searched.iter().fold(0.0, |sum, s| sum + s.1);
    let needed = match &standing {
        Standing::Done(_) => Vec::new(),
        Standing::Pending(needed) => needed.clone(),
    };
    let held: Vec<_> = rows
        .iter()
        .filter(|r| r.held && needed.iter().any(|j| j.id as i64 == r.job))
        .collect();
    let mut holders: Vec<&str> = held.iter().filter_map(|r| r.worker.as_deref()).collect();
    holders.sort_unstable();
    holders.dedup();
    let sizes: Vec<usize> = needed
        .iter()
        .filter_map(|j| searcher.part_size(j.id))
        .collect();
    let left = seconds_left(&searched, &sizes);
    let largest = searched.iter().map(|s| s.0).max().unwrap_or(0);
    let (total, first) = match &standing {
        Standing::Done(a) => (Some(a.total_guesses), Some(a.first_guess.to_string())),
        Standing::Pending(_) => (None, None),
    };
    let status = Status {
        search: search.to_string(),
        done: total.is_some(),
        total_guesses: total,
        first_guess: first,
        jobs: rows.len(),
        finished: rows.iter().filter(|r| r.outcome.is_some()).count(),
        needed: needed.len(),
        held: held.len(),
        processes: holders.len(),
        first_wave: standing.first_wave(),
        extrapolated: sizes.iter().filter(|&&m| m > largest).count(),
        seconds,
        left_seconds: left,
        left_wall_seconds: left.map(|l| l / holders.len().max(1) as f64),
        kept_records: kept.records,
        kept_bytes: kept.bytes,
        kept_jobs: kept.jobs,
    };
    if json {
        println!("{}", serde_json::to_string(&status)?);
        return Ok(());
    }
    println!(
        "{}",
        tr!("cmd-work-status-search", search = status.search.as_str())
    );
    println!(
        "{}",
        tr!(
            "cmd-work-status-jobs",
            jobs = status.jobs,
            finished = status.finished,
            needed = status.needed,
            held = status.held,
            processes = status.processes
        )
    );
    println!(
        "{}",
        tr!("cmd-work-status-spent", seconds = fixed(status.seconds, 1))
    );
    if let (Some(total), Some(first)) = (status.total_guesses, &status.first_guess) {
        println!(
            "{}",
            tr!(
                "cmd-work-status-done",
                total = total.to_string(),
                guess = first.as_str()
            )
        );
        return Ok(());
    }
    match (status.left_seconds, status.left_wall_seconds) {
        (Some(left), Some(wall)) => println!(
            "{}",
            tr!(
                "cmd-work-status-left",
                seconds = fixed(left, 1),
                wall = fixed(wall, 1),
                processes = status.processes.max(1)
            )
        ),
        _ => println!("{}", tr!("cmd-work-status-no-estimate")),
    }
    if status.left_seconds.is_some() && status.extrapolated > 0 {
        println!(
            "{}",
            tr!("cmd-work-status-extrapolated", jobs = status.extrapolated)
        );
    }
    if status.first_wave {
        println!("{}", tr!("cmd-work-status-first-wave"));
    }
    println!(
        "{}",
        tr!(
            "cmd-work-status-kept",
            records = status.kept_records,
            bytes = status.kept_bytes,
            jobs = status.kept_jobs
        )
    );
    Ok(())
}
