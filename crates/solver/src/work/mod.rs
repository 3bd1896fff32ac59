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
use std::sync::mpsc;
use std::time::{Duration, Instant};

use mastermind_core::{Rule, Setup};

use crate::analyze::{self, Analysis, Node, Tree};
use crate::engine::Engine;
use crate::strategy::Strategy;
use crate::universe::{self, Universe};

mod hand_over;
mod plan;
#[cfg(test)]
mod tests;
mod tree_code;

pub use hand_over::NotKept;
use hand_over::{HandOver, Warn};
use plan::{Misplaced, Plan, Step};

/// One piece of the search: a part after one first guess, searched
/// exactly (`limit` `None`) or within a limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Job {
    /// Which first guess and part: the same number in every process.
    pub id: u64,
    /// Jobs are taken lowest rank first.
    pub rank: u32,
    /// The most the part may cost for its first guess to matter.
    pub limit: Option<u64>,
}

/// What a job found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// The part's optimal cost, within the limit, and its subtree (the
    /// guesses in preorder).
    Exact { cost: u64, tree: Vec<u32> },
    /// The part costs more than this (at least the limit): its first guess
    /// loses.
    Above(u64),
    /// Not searched: a part beside it had already refuted its first guess.
    Skipped,
}

/// Where jobs are taken and their outcomes left: shared by every process
/// of one search.
pub trait WorkBoard {
    type Error: std::error::Error + Send + Sync + 'static;

    /// Adds the jobs not yet on the board; those already there stay as they
    /// are (every process posts the same jobs).
    fn post(&mut self, jobs: &[Job]) -> Result<(), Self::Error>;

    /// Takes the first job by rank that has no outcome and is in no one's
    /// hands (or was, past its lease), and holds it; `None` if there is
    /// none now.
    fn take(&mut self) -> Result<Option<Job>, Self::Error>;

    /// Leaves the outcome of a job this process took, and lets it go.
    /// `seconds` is what it took, for estimates. A job that another process
    /// took meanwhile (the lease ran out) keeps whatever that one leaves.
    /// What was kept for the job is needed no more: the board may drop it.
    fn finish(&mut self, job: &Job, outcome: &Outcome, seconds: f64) -> Result<(), Self::Error>;

    /// Every outcome left so far, by job.
    fn outcomes(&mut self) -> Result<Vec<(u64, Outcome)>, Self::Error>;

    /// Keeps what a job's search has learnt so far (sets whose search took
    /// long, as bytes), beside what was kept for it before: whoever takes
    /// the job next, after this process stopped, starts from there.
    fn keep(&mut self, job: &Job, kept: &[Vec<u8>]) -> Result<(), Self::Error>;

    /// Everything kept for a job so far.
    fn kept(&mut self, job: &Job) -> Result<Vec<Vec<u8>>, Self::Error>;
}

/// Where a shared search stands.
#[derive(Debug)]
pub enum Standing {
    Done(Box<Analysis>),
    /// The jobs still needed, as far as the outcomes so far tell: while
    /// the first guess's jobs (those without a limit) are not all done,
    /// the other first guesses' jobs are not known yet.
    Pending(Vec<Job>),
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
        "optimal/1 {}x{} {rule}{}{}",
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
/// plan every process shares.
#[derive(Debug)]
pub struct Worker {
    universe: std::sync::Arc<Universe>,
    engine: Engine,
    plan: Plan,
    strategy: Strategy,
    /// How often what a job's search learnt is handed to the board.
    keep_every: Duration,
    /// Where a hand-over the board refused is said.
    warn: Warn,
    /// Whether the last hand-over failed (said once until one succeeds).
    not_kept: AtomicBool,
}

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

impl Worker {
    /// A worker on `setup`'s optimal search, its memory of solved sets
    /// under about `memory` bytes.
    pub fn new(setup: &Setup, memory: u64) -> Self {
        let universe = universe::shared(setup);
        let strategy = Strategy::Optimal { worst_case: None };
        let engine = Engine::new(&universe, strategy)
            .with_memory(memory)
            .with_optimal_work(usize::MAX);
        let solver = engine.optimal_solver(&universe);
        solver.keep_after(KEEP_AFTER);
        let plan = Plan::new(solver, &universe);
        Worker {
            universe,
            engine,
            plan,
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

    /// Takes jobs from `board` until the search is done, then reads the
    /// answer off the board. When there is no job to take (the rest in
    /// other hands), `idle` is called: it waits a while and says whether to
    /// go on; `Ok(None)` once it says not to.
    pub fn run<B: WorkBoard>(
        &self,
        board: &mut B,
        idle: &mut dyn FnMut() -> bool,
    ) -> Result<Option<Analysis>, WorkError<B::Error>> {
        loop {
            let needed = match self.step(board)? {
                Ok(analysis) => return Ok(Some(analysis)),
                Err(needed) => needed,
            };
            board.post(&needed).map_err(WorkError::Board)?;
            let Some(job) = board.take().map_err(WorkError::Board)? else {
                if idle() {
                    continue;
                }
                return Ok(None);
            };
            let started = Instant::now();
            // Outcomes may have come in since they were read (and with
            // them the second wave, posted by another process).
            let wanted = match needed.iter().find(|j| j.id == job.id) {
                Some(wanted) => Some(*wanted),
                None => match self.step(board)? {
                    Ok(_) => None,
                    Err(needed) => needed.into_iter().find(|j| j.id == job.id),
                },
            };
            let outcome = match wanted {
                Some(wanted) if wanted == job => self.search_keeping(board, &job)?,
                None if self.plan.part(job.id).is_some() => Outcome::Skipped,
                _ => return Err(WorkError::Foreign { job: job.id }),
            };
            let seconds = started.elapsed().as_secs_f64();
            board
                .finish(&job, &outcome, seconds)
                .map_err(WorkError::Board)?;
        }
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
    /// needed.
    #[allow(clippy::type_complexity)]
    fn step<B: WorkBoard>(
        &self,
        board: &mut B,
    ) -> Result<Result<Analysis, Vec<Job>>, WorkError<B::Error>> {
        let outcomes: HashMap<u64, Outcome> = board
            .outcomes()
            .map_err(WorkError::Board)?
            .into_iter()
            .collect();
        match self.plan.step(&outcomes) {
            Ok(Step::Done { guess, total }) => self.answer(&outcomes, guess, total).map(Ok),
            Ok(Step::Pending(needed)) => Ok(Err(needed)),
            Err(Misplaced(job)) => Err(WorkError::Foreign { job }),
        }
    }

    /// Searches a job, starting from what was kept for it, and hands the
    /// board what the search learns as it goes.
    fn search_keeping<B: WorkBoard>(
        &self,
        board: &mut B,
        job: &Job,
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
                let outcome = self.search(job);
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

    fn search<E: std::error::Error>(&self, job: &Job) -> Result<Outcome, WorkError<E>> {
        let universe = &self.universe;
        let (guess, part) = self
            .plan
            .part(job.id)
            .ok_or(WorkError::Foreign { job: job.id })?;
        let solver = self.engine.optimal_solver(universe);
        let limit = job.limit.unwrap_or(u64::MAX);
        Ok(match solver.solve_part(universe, guess, part, limit) {
            Ok(cost) => {
                let history = [universe.code(guess)];
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
        outcomes: &HashMap<u64, Outcome>,
        place: usize,
        total: u64,
    ) -> Result<Analysis, WorkError<E>> {
        let universe = &self.universe;
        let pegs = universe.pegs();
        let first = self.plan.guess(place);
        let bad = || WorkError::BadTree { total };
        let mut children = std::collections::BTreeMap::new();
        let win = crate::kernel::win_index(pegs);
        children.insert(analyze::key(win, pegs), Tree::Solved);
        for (&index, part) in &first.parts {
            let Some(Outcome::Exact { tree, .. }) = outcomes.get(&plan::job_id(first.guess, index))
            else {
                return Err(bad());
            };
            let subtree = tree_code::decode(universe, part.clone(), tree).ok_or_else(bad)?;
            children.insert(analyze::key(index, pegs), subtree);
        }
        let tree = Tree::Guess(Node {
            guess: universe.code(first.guess),
            remaining: universe.len() as u64,
            children,
        });
        let analysis = analyze::from_tree(universe, self.strategy, tree);
        if analysis.total_guesses != total {
            return Err(bad());
        }
        Ok(analysis)
    }
}
