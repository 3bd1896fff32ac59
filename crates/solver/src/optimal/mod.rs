//! The exact optimal strategy: the fewest total guesses over all candidates,
//! by depth-first branch and bound over every guess of the setup.
//!
//! `cost(S)` is the total number of guesses that solving every code of S
//! takes from here: each code of S spends this guess, and each part of the
//! split spends its own cost after. Guesses are tried in the order of a lower
//! bound on their cost, so the search stops once the bound passes the best
//! found; sub-searches get the budget left and give up once past it.

use std::collections::HashMap;
use std::hash::BuildHasherDefault;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;

use mastermind_core::Code;

use crate::kernel;
use crate::memory::default_memory;
use crate::symmetry::{self, Symmetry};
use crate::universe::Universe;

mod bounds;
mod budget;
mod fits;
mod floor;
mod in_turn;
mod keep;
mod memo;
mod scorer;
mod search;
mod siblings;
mod split;
mod tables;
#[cfg(test)]
mod tests;

use budget::Budget;
pub use floor::Reach;
pub(crate) use memo::FastHasher;
use memo::Memo;
use scorer::Scorer;
pub(crate) use split::{FirstGuess, parts_of};
pub use tables::{ANALYSIS_TABLE_CODES, TABLE_CODES};
use tables::{TABLE_CHUNK, Tables};

/// Effectively no bound on the number of guesses.
pub const UNBOUNDED: u8 = u8::MAX;

/// What is known of a candidate set at a depth allowance.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Known {
    /// The optimum and the guess that reaches it (tie-break applied).
    Exact { cost: u64, guess: u32 },
    /// The optimum is above this (or the set cannot be solved in time: MAX).
    Above(u64),
}

/// One search; remembers every candidate set it solved.
#[derive(Debug)]
pub struct Solver {
    /// Non-winning feedbacks a guess can get: the branching bound.
    branches: u64,
    memo: Memo,
    /// Which sets fit in a number of guesses (and the guess that does it),
    /// for the worst case alone.
    fitting: Memo,
    /// Guesses worth trying past two guesses (no symmetry computed), by
    /// the live colours.
    pools: Mutex<HashMap<u16, Arc<Vec<u32>>>>,
    /// The codes canonical under the symmetry of a history of up to two
    /// guesses, and the pools drawn from them.
    canonical: Mutex<HashMap<Vec<Code>, Arc<HistoryPools>, BuildHasherDefault<FastHasher>>>,
    /// The same by the symmetry itself, which many histories share.
    by_symmetry: Mutex<HashMap<SymmetryKey, Arc<HistoryPools>, BuildHasherDefault<FastHasher>>>,
    /// Whether large sets are searched on several threads.
    parallel: bool,
    /// Sets from this size try the guesses after their first best on
    /// several threads (the tests lower it, so that small setups meet
    /// threads everywhere).
    siblings_from: u64,
    /// Parts from this size get a lookahead bound, sets from
    /// `deepen_from` bounds two levels deep for their first guesses, and a
    /// guess's parts from `probe_from` are probed when two or more share a
    /// finite room (the tests lower them, so that small setups meet them).
    lookahead_from: u64,
    deepen_from: u64,
    probe_from: usize,
    /// Large parts probed, for measurements.
    probes: AtomicU64,
    /// When the search began to count time, and its deadline as nanoseconds
    /// after that (`u64::MAX`: none).
    epoch: Instant,
    deadline: AtomicU64,
    /// Set once the deadline has passed: every search then gives up at
    /// once, and nothing more goes into the memory (what the searches under
    /// way would conclude is no longer true).
    late: AtomicBool,
    /// Searches entered, for measurements.
    nodes: AtomicU64,
    /// Guess-against-candidate pairs rated, for measurements.
    rated: AtomicU64,
    /// Searches after fewer guesses than this are reported on stderr as
    /// they end (`SOLVER_TRACE`): a long search's progress, for
    /// measurements.
    trace: usize,
    /// Every feedback index, guess-major, for setups small enough: at the
    /// small nodes where the search spends its time, a lookup per candidate
    /// beats packing and the kernel.
    table: Option<std::sync::Arc<Tables>>,
    /// The sets whose search took long, for a search shared through a
    /// board to keep outside the process (off unless asked).
    keeping: keep::Keeping,
}

impl Solver {
    /// A solver for a game: a table of every feedback up to [`TABLE_CODES`]
    /// codes.
    pub fn new(universe: &Universe) -> Self {
        Self::with_table(universe, TABLE_CODES)
    }

    /// With its lookaheads, deeper bounds and probes reaching sets of
    /// `codes` codes, so that small setups meet them.
    #[cfg(test)]
    pub(crate) fn reaching(mut self, codes: u64) -> Self {
        self.lookahead_from = codes;
        self.deepen_from = codes;
        self.probe_from = codes as usize;
        self
    }

    /// With its memory of solved sets under about `bytes` (a quarter of it
    /// for the worst-case search's own, which only a worst case asks).
    pub fn with_memory(mut self, bytes: u64) -> Self {
        let bytes = usize::try_from(bytes).unwrap_or(usize::MAX);
        self.memo = Memo::new(bytes - bytes / 4);
        self.fitting = Memo::new(bytes / 4);
        self
    }

    /// A solver with a table of every feedback if the setup has at most
    /// `most` codes, the memory of solved sets under [`default_memory`].
    pub fn with_table(universe: &Universe, most: usize) -> Self {
        let solver = Solver {
            branches: branches(universe),
            memo: Memo::new(0),
            fitting: Memo::new(0),
            pools: Mutex::default(),
            canonical: Mutex::default(),
            by_symmetry: Mutex::default(),
            parallel: true,
            siblings_from: search::PARALLEL_GUESSES,
            lookahead_from: bounds::LOOKAHEAD,
            deepen_from: bounds::DEEPEN,
            probe_from: in_turn::PROBE_PART,
            probes: AtomicU64::new(0),
            epoch: Instant::now(),
            deadline: AtomicU64::new(u64::MAX),
            late: AtomicBool::new(false),
            nodes: AtomicU64::new(0),
            rated: AtomicU64::new(0),
            trace: std::env::var("SOLVER_TRACE")
                .ok()
                .and_then(|v| v.parse().ok())
                .unwrap_or(0),
            table: Tables::new(universe, most).map(std::sync::Arc::new),
            keeping: keep::Keeping::default(),
        };
        solver.with_memory(default_memory())
    }

    /// The optimal total and first guess for `candidates` (sorted) after
    /// `history`, with at most `depth` more guesses per code; `None` if no
    /// strategy fits in `depth`.
    pub fn solve(
        &self,
        universe: &Universe,
        candidates: &[u32],
        history: &[Code],
        depth: u8,
    ) -> Option<(u64, u32)> {
        match self.search(
            universe,
            candidates,
            history,
            depth,
            Budget::fixed(u64::MAX - 1),
        ) {
            Known::Exact { cost, guess } => Some((cost, guess)),
            Known::Above(_) => None,
        }
    }

    /// [`Solver::solve`] that gives up at `deadline`: `Err(Late)` then.
    /// What the memory learnt before the deadline stays.
    pub fn solve_by(
        &self,
        universe: &Universe,
        candidates: &[u32],
        history: &[Code],
        depth: u8,
        deadline: Instant,
    ) -> Result<Option<(u64, u32)>, Late> {
        self.with_deadline(deadline, || {
            self.solve(universe, candidates, history, depth)
        })
    }

    /// Runs `work` with `deadline` set: `Err(Late)` if it passed.
    fn with_deadline<T>(&self, deadline: Instant, work: impl FnOnce() -> T) -> Result<T, Late> {
        let nanos = deadline.saturating_duration_since(self.epoch).as_nanos();
        self.deadline.store(
            u64::try_from(nanos).unwrap_or(u64::MAX - 1),
            Ordering::SeqCst,
        );
        self.late.store(false, Ordering::SeqCst);
        let found = work();
        self.deadline.store(u64::MAX, Ordering::SeqCst);
        if self.late.swap(false, Ordering::SeqCst) {
            Err(Late)
        } else {
            Ok(found)
        }
    }

    /// Whether the deadline has passed (and from then on, that it had).
    fn is_late(&self) -> bool {
        if self.late.load(Ordering::SeqCst) {
            return true;
        }
        let deadline = self.deadline.load(Ordering::Relaxed);
        if deadline != u64::MAX && self.epoch.elapsed().as_nanos() > u128::from(deadline) {
            self.late.store(true, Ordering::SeqCst);
            return true;
        }
        false
    }

    /// The guesses worth trying against `candidates` after `history`.
    fn pool(&self, universe: &Universe, history: &[Code], candidates: &[u32]) -> Arc<Vec<u32>> {
        let live = candidates
            .iter()
            .fold(0u16, |m, &c| m | universe.colour_mask(c));
        // The codes canonical under the symmetry of the history, once per
        // history of up to two guesses: after three, finding them costs more
        // than the guesses they drop (4·6 13 %, 4·7 8 % slower with them;
        // after one only, 4·7 twice as slow).
        let canonical = if history.len() > 2 {
            None
        } else {
            let known = lock(&self.canonical).get(history).cloned();
            Some(known.unwrap_or_else(|| {
                // Many histories share their symmetry (often no more than
                // the colours no guess has used): their canonical codes
                // are found once (4·6: 221 histories, 74 symmetries).
                let symmetry = Symmetry::of(universe, history);
                let key = symmetry.key();
                let known = lock(&self.by_symmetry).get(&key).cloned();
                let pools = known.unwrap_or_else(|| {
                    let all = universe.all();
                    let codes = symmetry::guess_pool(universe, Some(&symmetry), &all);
                    // Many histories of two guesses leave no symmetry:
                    // every code is canonical, which is not worth a copy.
                    let pools = Arc::new(HistoryPools {
                        codes: (codes.len() < all.len()).then_some(codes),
                        by_live: Mutex::default(),
                    });
                    lock(&self.by_symmetry).insert(key, Arc::clone(&pools));
                    pools
                });
                lock(&self.canonical).insert(history.to_vec(), Arc::clone(&pools));
                pools
            }))
        };
        match canonical {
            Some(pools) if pools.codes.is_some() => pools.by_live(universe, live),
            // Without symmetry the pool depends on the live colours alone.
            _ => Arc::clone(
                lock(&self.pools)
                    .entry(live)
                    .or_insert_with(|| Arc::new(symmetry::guess_pool(universe, None, candidates))),
            ),
        }
    }

    /// Lower bound on the cost of `n` codes with `depth` guesses each at most:
    /// at best one code is solved per guess, and the d-th guess can be made
    /// in at most branches^(d-1) different situations.
    fn bound(&self, n: u64, depth: u8) -> u64 {
        counting_bound(n, self.branches, depth)
    }
}

impl Solver {
    /// Where feedback for `candidates` is read from: the tables when the
    /// setup has them, else the kernel on the candidates packed.
    fn scorer(&self, universe: &Universe, candidates: &[u32]) -> Scorer<'_> {
        match &self.table {
            Some(table) => Scorer::Table(table),
            None => Scorer::Packed(universe.packed().gather(candidates)),
        }
    }
}

/// The codes of `candidates` by the feedback `guess` gets from each, the
/// secret itself (if it is one of them) left out, no part empty.
fn parts_after(
    universe: &Universe,
    scorer: &Scorer,
    candidates: &[u32],
    guess: u32,
) -> Vec<Vec<u32>> {
    let pegs = universe.pegs();
    let win = kernel::win_index(pegs);
    let mut scores = Vec::new();
    scorer.scores(universe, candidates, guess, &mut scores);
    let mut parts: Vec<Vec<u32>> = vec![Vec::new(); kernel::slots(pegs)];
    for (&s, &c) in scores.iter().zip(candidates) {
        if s != win {
            parts[usize::from(s)].push(c);
        }
    }
    parts.retain(|p| !p.is_empty());
    parts
}

/// The search's counters for docs/PERFORMANCE.md, on stderr when the
/// environment has `SOLVER_STATS`: the examples have no other way to reach a
/// solver that lives inside the strategy.
impl Drop for Solver {
    fn drop(&mut self) {
        if std::env::var_os("SOLVER_STATS").is_some() {
            eprintln!(
                "nodes {} memo {} ({} MiB) pools {} symmetries {} rated {} probes {}",
                self.nodes.load(Ordering::Relaxed),
                self.memo.len(),
                self.memo.bytes() >> 20,
                lock(&self.canonical).len(),
                lock(&self.by_symmetry).len(),
                self.rated.load(Ordering::Relaxed),
                self.probes.load(Ordering::Relaxed)
            );
        }
    }
}

/// The fewest guesses any strategy spends on `n` codes with `depth` guesses
/// each at most (`u64::MAX`: none fits): one code solved with the first
/// guess, at most `branches` more with the second, `branches²` with the
/// third, and so on.
pub(crate) fn counting_bound(n: u64, branches: u64, depth: u8) -> u64 {
    let mut left = n;
    let mut total = 0;
    let mut width = 1u64;
    let mut d = 1u64;
    while left > 0 {
        if d > u64::from(depth) {
            return u64::MAX;
        }
        let here = left.min(width);
        total += here * d;
        left -= here;
        width = width.saturating_mul(branches);
        d += 1;
    }
    total
}

/// Lower bound on the cost of a guess that cannot be the secret against
/// `n` codes that no guess splits into more than `branches` parts: each
/// code spends the guess, and at best the codes are spread as evenly as
/// they can be over every part (the counting bound of a part costs more per
/// code the larger it is), each part with `depth` guesses at most.
pub(crate) fn spread_bound(n: u64, branches: u64, depth: u8) -> u64 {
    let parts = branches.min(n).max(1);
    let (size, larger) = (n / parts, n % parts);
    let bound = |m| counting_bound(m, branches, depth);
    let spread = (bound(size + 1).saturating_mul(larger))
        .saturating_add(bound(size).saturating_mul(parts - larger));
    n.saturating_add(spread)
}

/// Feedbacks other than the win a guess can get in the setup, or more.
pub(crate) fn branches(universe: &Universe) -> u64 {
    possible_feedbacks(universe) - 1
}

/// How many different feedbacks the setup's rule can give, or more: an
/// overcount only weakens the bound, an undercount would make it wrong.
fn possible_feedbacks(universe: &Universe) -> u64 {
    let pegs = universe.pegs() as u64;
    let all = (pegs + 1) * (pegs + 2) / 2;
    match universe.rule() {
        // All black but one, and that one white, cannot happen.
        mastermind_core::Rule::Mastermind if pegs > 1 => all - 1,
        _ => all,
    }
}

/// What the canonical codes of a symmetry depend on (see
/// [`Symmetry::key`]).
type SymmetryKey = (u16, Vec<symmetry::Map>);

/// The guesses worth trying after a history of up to two guesses.
#[derive(Debug)]
struct HistoryPools {
    /// The codes canonical under its symmetry; `None` when every code is.
    codes: Option<Vec<u32>>,
    /// Those of them left once the dead colours of a set of candidates are
    /// dropped, by the live colours: the sets after the same guesses share
    /// their live colours often, and dropping the dead ones anew at every
    /// set showed in the profile (5 % at 4·6).
    by_live: Mutex<HashMap<u16, Arc<Vec<u32>>, BuildHasherDefault<FastHasher>>>,
}

impl HistoryPools {
    fn by_live(&self, universe: &Universe, live: u16) -> Arc<Vec<u32>> {
        if let Some(pool) = lock(&self.by_live).get(&live) {
            return Arc::clone(pool);
        }
        let codes = self.codes.as_deref().unwrap_or_default();
        let pool = Arc::new(symmetry::without_dead_colours(universe, codes, live));
        lock(&self.by_live).insert(live, Arc::clone(&pool));
        pool
    }
}

/// The search ran past its deadline.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Late;

/// A lock whose holder never panics midway through a change worth
/// distrusting: a poisoned lock is taken as it is.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}
