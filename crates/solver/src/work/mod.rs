//! The exact search shared by processes and kept across stops: the first
//! guess's choice cut into jobs (one part after one first guess each, see
//! [`plan`]), taken from a [`WorkBoard`] and their outcomes left there, so
//! that any number of processes, on one machine or several, work on one
//! search, and one that stops loses only the jobs it had in hand. Every
//! process reads the same answer and tree from the outcomes.
//!
//! The board (a database's tables, a file) lives outside this crate; it
//! keeps each job's outcome once, and hands a job taken by a process that
//! went silent to another after a lease.

use std::collections::HashMap;
use std::sync::atomic::AtomicBool;
use std::sync::{OnceLock, mpsc};
use std::time::{Duration, Instant};

use mastermind_core::{Rule, Setup};

use crate::analyze::{self, Analysis};
use crate::engine::Engine;
use crate::strategy::Strategy;
use crate::universe::{self, Universe};

mod board;
mod estimate;
mod hand_over;
mod plan;
#[cfg(test)]
mod tests;
mod tree_code;

pub use board::{Job, Outcome, WorkBoard};
pub use estimate::seconds_left;
pub use hand_over::NotKept;
use hand_over::{HandOver, Warn};
use plan::{Misplaced, Plan, Step};

/// Where a shared search stands.
#[derive(Debug)]
pub enum Standing {
    Done(Box<Analysis>),
    /// The jobs still needed, as far as the outcomes so far tell: while
    /// the first guess's jobs (those without a limit) are not all done,
    /// the other first guesses' jobs are not known yet.
    Pending(Vec<Job>),
}

impl Standing {
    /// Whether a first wave (the whole setup's, or a cut part's) is still
    /// under way: the jobs that follow it are not known yet, so the jobs
    /// still needed are not all there will be.
    pub fn first_wave(&self) -> bool {
        matches!(self, Standing::Pending(jobs) if jobs.iter().any(|j| j.limit.is_none()))
    }
}

/// Why a shared search cannot go on.
#[derive(Debug, thiserror::Error)]
pub enum WorkError<E: std::error::Error + 'static> {
    #[error(transparent)]
    Board(E),
    /// The board holds what this setup's plan cannot have made: a board of
    /// another search, or of another version of this program.
    #[error("job {job} on the board is not one of this search's jobs")]
    Foreign { job: u64 },
    /// The plan on the board is not one of this search's.
    #[error("the plan on the board is not one of this search's")]
    ForeignPlan,
    /// The winning guess's subtrees do not make a tree of its total.
    #[error("the outcomes on the board do not make a tree of total {total}")]
    BadTree { total: u64 },
}

/// What names a search on a board: the setup and the plan's version. Two
/// processes join the same search exactly when their names are equal.
pub fn search_name(setup: &Setup) -> String {
    let rule = match setup.rule() {
        Rule::Mastermind => "mastermind",
        Rule::ColourGame => "colour-game",
    };
    format!(
        "optimal/4 {}x{} {rule}{}{}",
        setup.pegs(),
        setup.colours(),
        if setup.has_blanks() { " blanks" } else { "" },
        if setup.allows_repetition() {
            ""
        } else {
            " no-repeat"
        },
    )
}

/// One process's share of a search: its own memory of solved sets, the
/// plan every process shares (read from the board, or made by the first
/// process and kept there).
#[derive(Debug)]
pub struct Worker {
    universe: std::sync::Arc<Universe>,
    engine: Engine,
    plan: OnceLock<Plan>,
    /// Parts of the first guess from this size are cut when the plan is
    /// made here.
    split_from: usize,
    strategy: Strategy,
    /// How often what a job's search learnt is handed to the board.
    keep_every: Duration,
    /// Where a hand-over the board refused is said.
    warn: Warn,
    /// Whether the last hand-over failed (said once until one succeeds).
    not_kept: AtomicBool,
}

/// A shared search keeps a table of every feedback up to 5 pegs of 7
/// colours (282 MB; twice that under the colour game's rule, which is not
/// symmetric), past the 5·6 of an analysis's: without one, a set's search
/// has no lookahead bounds, which the large sets of 5·7 need most (and the
/// plan orders the first guesses by).
const TABLE_CODES: usize = 16_807;

/// Sets whose search takes at least this long are kept on the board. A
/// job's time is spread over many sets of a few hundred codes or fewer
/// (the guesses its own set tries, each leaving parts to search), few of
/// which take a second: at 20 ms what a stopped job learnt is kept almost
/// whole, in a few thousand rows at most (the job's time over 20 ms, times
/// the depth), and the small sets under them are searched again quickly.
const KEEP_AFTER: Duration = Duration::from_millis(20);

/// How often a job's kept sets go to the board: what a stop loses at most,
/// beside the sets under way.
const KEEP_EVERY: Duration = Duration::from_secs(10);

/// Parts of the first guess from this size are cut into plans of their
/// own. 5·6's largest (1,360 codes after 11223) takes minutes as one job;
/// 5·7's five largest (1,818 to 3,402 codes after 11234) were fitted at
/// hours each as one job, where its other parts take minutes at most (cut,
/// the largest took 57 minutes of search over 6,527 jobs of a minute at
/// most).
const SPLIT_FROM: usize = 1_500;

impl Worker {
    /// A worker on `setup`'s optimal search, its memory of solved sets
    /// under about `memory` bytes.
    pub fn new(setup: &Setup, memory: u64) -> Self {
        let universe = universe::shared(setup);
        let engine = Engine::new(&universe, Strategy::Optimal { worst_case: None })
            .with_memory(memory)
            .with_optimal_work(usize::MAX)
            .with_table_codes(TABLE_CODES);
        Self::on(universe, engine, SPLIT_FROM)
    }

    /// A worker whose search's lookaheads, deeper bounds and probes reach
    /// sets of `codes` codes, so that small setups meet them.
    #[cfg(test)]
    fn reaching(setup: &Setup, codes: u64) -> Self {
        let universe = universe::shared(setup);
        let strategy = Strategy::Optimal { worst_case: None };
        let solver = crate::optimal::Solver::new(&universe).reaching(codes);
        let engine = Engine::new(&universe, strategy)
            .with_optimal_work(usize::MAX)
            .with_solver(solver);
        Self::on(universe, engine, SPLIT_FROM)
    }

    /// With the first guess's parts from `split_from` codes cut into plans
    /// of their own, so that small setups meet them.
    #[cfg(test)]
    fn cutting(mut self, split_from: usize) -> Self {
        self.split_from = split_from;
        self
    }

    fn on(universe: std::sync::Arc<Universe>, engine: Engine, split_from: usize) -> Self {
        let strategy = Strategy::Optimal { worst_case: None };
        engine.optimal_solver(&universe).keep_after(KEEP_AFTER);
        Worker {
            universe,
            engine,
            plan: OnceLock::new(),
            split_from,
            strategy,
            keep_every: KEEP_EVERY,
            warn: Warn::default(),
            not_kept: AtomicBool::new(false),
        }
    }

    /// Says a hand-over the board refused (the first of a run of them)
    /// through `warn` instead of a line on standard error.
    pub fn warning(mut self, warn: impl Fn(&NotKept<'_>) + Send + Sync + 'static) -> Self {
        self.warn = Warn(Box::new(warn));
        self
    }

    /// Keeps every set of a job's search that took at least `after`, and
    /// hands them to the board every `every` (tests keep everything, often).
    pub fn keeping(mut self, after: Duration, every: Duration) -> Self {
        self.engine.optimal_solver(&self.universe).keep_after(after);
        self.keep_every = every;
        self
    }

    /// The search's plan: the one on `board`, or else made here and kept
    /// there (where another process kept one first, that one).
    fn plan<B: WorkBoard>(&self, board: &mut B) -> Result<&Plan, WorkError<B::Error>> {
        if let Some(plan) = self.plan.get() {
            return Ok(plan);
        }
        let solver = self.engine.optimal_solver(&self.universe);
        let read = |bytes: &[u8]| {
            Plan::from_bytes(&self.universe, solver.probe_from(), bytes)
                .ok_or(WorkError::ForeignPlan)
        };
        let plan = match board.plan().map_err(WorkError::Board)? {
            Some(kept) => read(&kept)?,
            None => {
                let made = self.make_plan();
                let bytes = made.to_bytes();
                let kept = board.keep_plan(&bytes).map_err(WorkError::Board)?;
                if kept == bytes { made } else { read(&kept)? }
            }
        };
        Ok(self.plan.get_or_init(|| plan))
    }

    /// The plan as this process makes it.
    fn make_plan(&self) -> Plan {
        let solver = self.engine.optimal_solver(&self.universe);
        Plan::new(solver, &self.universe, self.split_from)
    }

    /// The plan as this process makes it, with no board to read it from.
    #[cfg(test)]
    fn made_plan(&self) -> &Plan {
        self.plan.get_or_init(|| self.make_plan())
    }

    /// Takes jobs from `board` until the search is done, then reads the
    /// answer off the board. When there is no job to take (the rest in
    /// other hands), `idle` is called: it waits a while and says whether to
    /// go on; `Ok(None)` once it says not to.
    pub fn run<B: WorkBoard>(
        &self,
        board: &mut B,
        idle: &mut dyn FnMut() -> bool,
    ) -> Result<Option<Analysis>, WorkError<B::Error>> {
        // Every process posts the same jobs, so each posts a job once: a
        // second wave posts thousands, which the board would otherwise be
        // handed again before every job taken.
        let mut posted = std::collections::HashSet::new();
        let plan = self.plan(board)?;
        loop {
            let needed = match self.step(board)? {
                Ok(analysis) => return Ok(Some(analysis)),
                Err(needed) => needed,
            };
            let new: Vec<Job> = needed.into_iter().filter(|j| posted.insert(j.id)).collect();
            if !new.is_empty() {
                board.post(&new).map_err(WorkError::Board)?;
            }
            let Some(job) = board.take().map_err(WorkError::Board)? else {
                if idle() {
                    continue;
                }
                return Ok(None);
            };
            let started = Instant::now();
            // Outcomes may have come in since they were read: with them the
            // second wave, posted by another process, and lower limits.
            let outcomes = self.outcomes(board, false)?;
            // Whether the job is still wanted: the plan's step alone, not the
            // answer and its tree once the search is done.
            let wanted = match plan.step(&outcomes) {
                Ok(Step::Done { .. }) => None,
                Ok(Step::Pending(needed)) => needed.into_iter().find(|j| j.id == job.id),
                Err(Misplaced(job)) => return Err(WorkError::Foreign { job }),
            };
            let outcome = match wanted {
                Some(wanted) if wanted == job => {
                    let within = plan.within(&job, &outcomes);
                    self.search_keeping(board, plan, &job, within)?
                }
                None if plan.part(job.id).is_some() => Outcome::Skipped,
                _ => return Err(WorkError::Foreign { job: job.id }),
            };
            let seconds = started.elapsed().as_secs_f64();
            board
                .finish(&job, &outcome, seconds)
                .map_err(WorkError::Board)?;
        }
    }

    /// The codes in the part a job searches (`None`: not one of this
    /// search's jobs, or no plan read from a board yet).
    pub fn part_size(&self, job: u64) -> Option<usize> {
        self.plan.get()?.part(job).map(|(_, part)| part.len())
    }

    /// Where the search on `board` stands: done (the answer), or the jobs
    /// still needed.
    pub fn standing<B: WorkBoard>(&self, board: &mut B) -> Result<Standing, WorkError<B::Error>> {
        Ok(match self.step(board)? {
            Ok(analysis) => Standing::Done(Box::new(analysis)),
            Err(needed) => Standing::Pending(needed),
        })
    }

    /// The answer if the board's outcomes settle it, else the jobs still
    /// needed. The plan reads the outcomes' costs alone; the trees are read
    /// once it is done, for the answer.
    #[allow(clippy::type_complexity)]
    fn step<B: WorkBoard>(
        &self,
        board: &mut B,
    ) -> Result<Result<Analysis, Vec<Job>>, WorkError<B::Error>> {
        let plan = self.plan(board)?;
        let costs = self.outcomes(board, false)?;
        match plan.step(&costs) {
            Ok(Step::Done { guess, total }) => {
                let outcomes = self.outcomes(board, true)?;
                self.answer(plan, &outcomes, guess, total).map(Ok)
            }
            Ok(Step::Pending(needed)) => Ok(Err(needed)),
            Err(Misplaced(job)) => Err(WorkError::Foreign { job }),
        }
    }

    /// Every outcome on the board, by job; without `trees`, an exact one's
    /// tree is left out where the board can leave it out.
    fn outcomes<B: WorkBoard>(
        &self,
        board: &mut B,
        trees: bool,
    ) -> Result<HashMap<u64, Outcome>, WorkError<B::Error>> {
        let outcomes = if trees {
            board.outcomes()
        } else {
            board.costs()
        };
        Ok(outcomes.map_err(WorkError::Board)?.into_iter().collect())
    }

    /// Searches a job within `limit` (at most its own), starting from what
    /// was kept for it, and hands the board what the search learns as it
    /// goes.
    fn search_keeping<B: WorkBoard>(
        &self,
        board: &mut B,
        plan: &Plan,
        job: &Job,
        limit: Option<u64>,
    ) -> Result<Outcome, WorkError<B::Error>> {
        let solver = self.engine.optimal_solver(&self.universe);
        let kept = board.kept(job).map_err(WorkError::Board)?;
        solver.recall(&kept, self.universe.len());
        // Drops what was found before this job (another job's sets, which
        // that job's outcome holds already).
        solver.take_kept();
        std::thread::scope(|scope| {
            let (done, ended) = mpsc::channel();
            let search = scope.spawn(move || {
                let outcome = self.search(plan, job, limit);
                let _ = done.send(());
                outcome
            });
            let mut hand_over = HandOver::new(*job, &self.warn, &self.not_kept);
            while let Err(mpsc::RecvTimeoutError::Timeout) = ended.recv_timeout(self.keep_every) {
                hand_over.hand(board, solver.take_kept());
            }
            let outcome = search
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
            // Records the board refused go once more: the job may yet be
            // lost before its outcome is left. The outcome stands either way.
            hand_over.last(board, solver.take_kept());
            outcome
        })
    }

    fn search<E: std::error::Error>(
        &self,
        plan: &Plan,
        job: &Job,
        limit: Option<u64>,
    ) -> Result<Outcome, WorkError<E>> {
        let universe = &self.universe;
        let (guesses, part) = plan
            .part(job.id)
            .ok_or(WorkError::Foreign { job: job.id })?;
        let solver = self.engine.optimal_solver(universe);
        let limit = limit.unwrap_or(u64::MAX);
        Ok(match solver.solve_part(universe, &guesses, part, limit) {
            Ok(cost) => {
                let history: Vec<_> = guesses.iter().map(|&g| universe.code(g)).collect();
                let subtree = analyze::subtree(universe, &self.engine, &history, part.to_vec());
                let mut tree = Vec::new();
                tree_code::encode(universe, &subtree, &mut tree);
                Outcome::Exact { cost, tree }
            }
            Err(above) => Outcome::Above(above),
        })
    }

    /// The analysis from the winning first guess's outcomes.
    fn answer<E: std::error::Error>(
        &self,
        plan: &Plan,
        outcomes: &HashMap<u64, Outcome>,
        place: usize,
        total: u64,
    ) -> Result<Analysis, WorkError<E>> {
        let universe = &self.universe;
        let tree = plan
            .tree(universe, outcomes, place)
            .ok_or(WorkError::BadTree { total })?;
        let analysis = analyze::from_tree(universe, self.strategy, tree);
        if analysis.total_guesses != total {
            return Err(WorkError::BadTree { total });
        }
        Ok(analysis)
    }
}
