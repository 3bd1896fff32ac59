//! The exact optimal strategy: the fewest total guesses over all candidates,
//! by depth-first branch and bound over every guess of the setup.
//!
//! `cost(S)` is the total number of guesses that solving every code of S
//! takes from here: each code of S spends this guess, and each part of the
//! split spends its own cost after. Guesses are tried in the order of a lower
//! bound on their cost, so the search stops once the bound passes the best
//! found; sub-searches get the budget left and give up once past it.

use std::cell::RefCell;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;

use rayon::prelude::*;

use mastermind_core::{Code, Rule};

use crate::kernel::{self, Packed};
use crate::symmetry::{self, Symmetry};
use crate::universe::Universe;

/// Effectively no bound on the number of guesses.
pub const UNBOUNDED: u8 = u8::MAX;

/// What is known of a candidate set at a depth allowance.
#[derive(Debug, Clone, Copy)]
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
    /// Guesses worth trying past two guesses (no symmetry computed), by
    /// the live colours.
    pools: Mutex<HashMap<u16, Arc<Vec<u32>>>>,
    /// The codes canonical under the symmetry of a history of up to two
    /// guesses.
    canonical: Mutex<HashMap<Vec<Code>, Canonical>>,
    /// Whether large sets are searched on several threads.
    parallel: bool,
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
    /// Every feedback index, guess-major, for setups small enough: at the
    /// small nodes where the search spends its time, a lookup per candidate
    /// beats packing and the kernel.
    table: Option<std::sync::Arc<Tables>>,
}

impl Solver {
    pub fn new(universe: &Universe) -> Self {
        Solver {
            branches: possible_feedbacks(universe) - 1,
            memo: Memo::new(),
            pools: Mutex::default(),
            canonical: Mutex::default(),
            parallel: true,
            epoch: Instant::now(),
            deadline: AtomicU64::new(u64::MAX),
            late: AtomicBool::new(false),
            nodes: AtomicU64::new(0),
            rated: AtomicU64::new(0),
            table: Tables::new(universe).map(std::sync::Arc::new),
        }
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
        match self.search(universe, candidates, history, depth, u64::MAX - 1) {
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
        let nanos = deadline.saturating_duration_since(self.epoch).as_nanos();
        self.deadline.store(
            u64::try_from(nanos).unwrap_or(u64::MAX - 1),
            Ordering::SeqCst,
        );
        self.late.store(false, Ordering::SeqCst);
        let found = self.solve(universe, candidates, history, depth);
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
        } else if let Some(codes) = lock(&self.canonical).get(history) {
            codes.clone()
        } else {
            let symmetry = Symmetry::of(universe, history);
            let all = universe.all();
            let codes = symmetry::guess_pool(universe, Some(&symmetry), &all);
            // Many histories of two guesses leave no symmetry: every code
            // is canonical, which is not worth a copy.
            let codes = (codes.len() < all.len()).then(|| Arc::new(codes));
            lock(&self.canonical).insert(history.to_vec(), codes.clone());
            codes
        };
        match canonical {
            Some(codes) => Arc::new(symmetry::without_dead_colours(universe, &codes[..], live)),
            // Without symmetry the pool depends on the live colours alone.
            None => Arc::clone(
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
            width = width.saturating_mul(self.branches);
            d += 1;
        }
        total
    }

    fn search(
        &self,
        universe: &Universe,
        candidates: &[u32],
        history: &[Code],
        depth: u8,
        limit: u64,
    ) -> Known {
        let n = candidates.len() as u64;
        let lower = self.bound(n, depth);
        if lower > limit {
            return Known::Above(limit.max(lower.saturating_sub(1)));
        }
        match n {
            0 => return Known::Exact { cost: 0, guess: 0 },
            1 | 2 => {
                return Known::Exact {
                    cost: 2 * n - 1,
                    guess: candidates[0],
                };
            }
            _ => {}
        }
        if self.is_late() {
            return Known::Above(u64::MAX);
        }
        let known = self.memo.get(candidates, depth);
        match known {
            Some(Known::Exact { cost, guess }) => {
                return if cost <= limit {
                    Known::Exact { cost, guess }
                } else {
                    Known::Above(limit)
                };
            }
            Some(Known::Above(above)) if above >= limit => return Known::Above(above),
            _ => {}
        }
        // Whether no candidate splits the others into single codes is known.
        let imperfect = matches!(known, Some(Known::Above(a)) if a >= 2 * n - 1);
        self.nodes.fetch_add(1, Ordering::Relaxed);
        let result = self.search_guesses(universe, candidates, history, depth, limit, imperfect);
        if !self.late.load(Ordering::SeqCst) {
            self.memo.put(candidates, depth, result);
        }
        result
    }

    fn search_guesses(
        &self,
        universe: &Universe,
        candidates: &[u32],
        history: &[Code],
        depth: u8,
        limit: u64,
        imperfect: bool,
    ) -> Known {
        let n = candidates.len() as u64;
        let lower = self.bound(n, depth);
        let table = self.table.clone();
        let scorer = match &table {
            Some(table) => Scorer::Table(table),
            None => Scorer::Packed(universe.packed().gather(candidates)),
        };
        // A candidate that splits the others into single codes reaches the
        // bound; the lowest such wins every tie.
        if n <= self.branches + 1
            && !imperfect
            && let Some(c) = scorer.first_split(universe, candidates, candidates)
        {
            let cost = 2 * n - 1;
            return if cost <= limit && depth >= 2 {
                Known::Exact { cost, guess: c }
            } else {
                Known::Above(limit)
            };
        }
        let pool = self.pool(universe, history, candidates);
        // Codes that could be the secret first: a guess that cannot be the
        // secret leaves every code to later guesses, so costs at least 2n,
        // and loses ties; once a possible secret reaches 2n the others need
        // not even be scored.
        let (possible, impossible) = split_pool(&pool, candidates);
        let mut best: Option<(u64, bool, u32)> = None;
        let mut bound = limit;
        // The least lower bound of any guess: the optimum is at least that.
        let mut least = u64::MAX;
        for (phase_is_impossible, phase) in [(false, possible), (true, impossible)] {
            if best.is_some_and(|b| b.0 <= 2 * n) {
                break;
            }
            if phase_is_impossible && n <= self.branches && depth >= 2 && 2 * n <= limit {
                // No code that cannot be the secret costs less than 2n, which
                // splitting into single codes reaches: the lowest such, if
                // any, is the answer, and most guesses show a shared
                // feedback within a few codes.
                let perfect = scorer.first_split(universe, candidates, &phase);
                if let Some(g) = perfect {
                    return Known::Exact {
                        cost: 2 * n,
                        guess: g,
                    };
                }
            }
            // A guess that cannot be the secret costs at least n + Σ(2m - 1)
            // = 3n - parts: to stay within the bound it needs at least
            // 3n - bound parts, so at most bound - 2n codes may share a
            // feedback with an earlier one.
            let max_shared = phase_is_impossible.then(|| bound.saturating_sub(2 * n));
            self.rated
                .fetch_add(phase.len() as u64 * n, Ordering::Relaxed);
            let rated = self.rate(universe, &scorer, candidates, &phase, depth, max_shared);
            if let Some(&first) = rated.first() {
                least = least.min(first >> 33);
            }
            if max_shared.is_some() {
                // Guesses left out by the part count lie above the bound.
                least = least.min(bound.saturating_add(1));
            }
            let mut rated = rated.into_iter();
            while let Some(key) = rated.next() {
                let (guess_lower, impossible, guess) = (key >> 33, key >> 32 & 1 == 1, key as u32);
                if guess_lower > bound {
                    break;
                }
                // A guess after the best so far in the tie-break order must
                // beat it strictly: its search gets one guess less.
                let guess_bound = match best {
                    Some(b) if (impossible, guess) > (b.1, b.2) => bound - 1,
                    _ => bound,
                };
                if guess_lower > guess_bound {
                    continue;
                }
                let Some(total) = self.try_guess(
                    universe,
                    &scorer,
                    candidates,
                    history,
                    depth,
                    guess,
                    guess_bound,
                ) else {
                    continue;
                };
                let candidate = (total, impossible, guess);
                if best.is_none_or(|b| candidate < b) {
                    best = Some(candidate);
                    bound = total;
                    if total == lower && !impossible {
                        break;
                    }
                }
                if self.parallel && n >= PARALLEL_GUESSES && rated.len() > 1 {
                    // Once a best is known the other guesses mostly have to
                    // be refuted under its bound, which they can be side by
                    // side: a guess that does better lowers the bound for
                    // those not yet started.
                    let rest: Vec<u64> = rated.by_ref().take_while(|&k| k >> 33 <= bound).collect();
                    let shared = Mutex::new((best, bound));
                    let shared_bound = AtomicU64::new(bound);
                    rest.par_iter().with_max_len(1).for_each(|&key| {
                        let (guess_lower, impossible, guess) =
                            (key >> 33, key >> 32 & 1 == 1, key as u32);
                        if guess_lower > shared_bound.load(Ordering::Relaxed) {
                            return;
                        }
                        let (best, bound) = *lock(&shared);
                        let guess_bound = match best {
                            Some(b) if (impossible, guess) > (b.1, b.2) => bound - 1,
                            _ => bound,
                        };
                        if guess_lower > guess_bound {
                            return;
                        }
                        let Some(total) = self.try_guess(
                            universe,
                            &scorer,
                            candidates,
                            history,
                            depth,
                            guess,
                            guess_bound,
                        ) else {
                            return;
                        };
                        let candidate = (total, impossible, guess);
                        let mut shared = lock(&shared);
                        if shared.0.is_none_or(|b| candidate < b) {
                            *shared = (Some(candidate), total);
                            shared_bound.store(total, Ordering::Relaxed);
                        }
                    });
                    (best, bound) = shared.into_inner().unwrap_or_else(|e| e.into_inner());
                    break;
                }
            }
        }
        match best {
            Some((cost, _, guess)) => Known::Exact { cost, guess },
            None => Known::Above(limit.max(least.saturating_sub(1))),
        }
    }

    /// The cost of `guess` against `candidates` if it is at most
    /// `guess_bound`.
    #[allow(clippy::too_many_arguments)]
    fn try_guess(
        &self,
        universe: &Universe,
        scorer: &Scorer,
        candidates: &[u32],
        history: &[Code],
        depth: u8,
        guess: u32,
        guess_bound: u64,
    ) -> Option<u64> {
        if self.is_late() {
            return None;
        }
        let n = candidates.len() as u64;
        let pegs = universe.pegs();
        let win = kernel::win_index(pegs);
        let mut scores = Vec::new();
        let mut next_history = history.to_vec();
        let code = universe.code(guess);
        scorer.scores(universe, candidates, guess, &mut scores);
        let mut parts: Vec<Vec<u32>> = vec![Vec::new(); kernel::slots(pegs)];
        for (&s, &c) in scores.iter().zip(candidates) {
            if s != win {
                parts[usize::from(s)].push(c);
            }
        }
        parts.retain(|p| !p.is_empty());
        if parts.len() == 1 && parts[0].len() as u64 == n {
            return None;
        }
        // Small parts first: they are solved quickly (often from
        // the memory), and what they cost leaves the large ones a
        // tight budget (4·6: 20,001 searches -> 9,446).
        parts.sort_by_key(|p| p.len());
        // What is already known of each part, before any search.
        next_history.push(code);
        let mut lowers = Vec::with_capacity(parts.len());
        let mut rest_lower = 0u64;
        for p in &parts {
            let l = self.known_lower(scorer, universe, p, &next_history, depth - 1);
            lowers.push(l);
            rest_lower = rest_lower.saturating_add(l);
            if n.saturating_add(rest_lower) > guess_bound {
                break;
            }
        }
        next_history.pop();
        if n.saturating_add(rest_lower) > guess_bound {
            return None;
        }
        let mut total = n;
        let mut failed = false;
        next_history.push(code);
        // Large parts of a large set are searched side by side, each
        // with the budget the others' lower bounds leave it.
        let parallel = if self.parallel && n >= PARALLEL_SET && guess_bound > u64::MAX / 2 {
            parts.partition_point(|p| (p.len() as u64) < PARALLEL_PART)
        } else {
            parts.len()
        };
        for (part, &part_lower) in parts[..parallel].iter().zip(&lowers) {
            rest_lower -= part_lower;
            let budget = guess_bound.saturating_sub(total + rest_lower);
            match self.search(universe, part, &next_history, depth - 1, budget) {
                Known::Exact { cost, .. } => total += cost,
                Known::Above(_) => {
                    failed = true;
                    break;
                }
            }
        }
        if !failed && parallel < parts.len() {
            let stop = AtomicBool::new(false);
            let base = total + rest_lower;
            let history = &next_history;
            let costs: Vec<Option<u64>> = parts[parallel..]
                .par_iter()
                .zip(&lowers[parallel..])
                .map(|(part, &part_lower)| {
                    if stop.load(Ordering::Relaxed) {
                        return None;
                    }
                    let budget = guess_bound.saturating_sub(base - part_lower);
                    match self.search(universe, part, history, depth - 1, budget) {
                        Known::Exact { cost, .. } => Some(cost),
                        Known::Above(_) => {
                            stop.store(true, Ordering::Relaxed);
                            None
                        }
                    }
                })
                .collect();
            match costs.into_iter().sum::<Option<u64>>() {
                Some(cost) => total += cost,
                None => failed = true,
            }
        }
        next_history.pop();
        (!failed && total <= guess_bound).then_some(total)
    }

    /// A lower bound on the cost of `part` from what the memory holds or,
    /// for a part small enough to be split into single codes, from whether
    /// one of its codes does so (2m - 1) or none does (at least 2m).
    fn known_lower(
        &self,
        scorer: &Scorer,
        universe: &Universe,
        part: &[u32],
        history: &[Code],
        depth: u8,
    ) -> u64 {
        let m = part.len() as u64;
        let size_bound = self.bound(m, depth);
        if m <= 2 || size_bound == u64::MAX {
            return size_bound;
        }
        if let Some(known) = self.memo.get(part, depth) {
            return match known {
                Known::Exact { cost, .. } => cost,
                Known::Above(above) => size_bound.max(above.saturating_add(1)),
            };
        }
        if m <= self.branches + 1 && matches!(scorer, Scorer::Table(..)) {
            // The part's own search would start with this check: the memory
            // keeps its answer.
            let perfect = scorer.first_split(universe, part, part);
            return match perfect {
                Some(guess) => {
                    let cost = 2 * m - 1;
                    self.memo.put(part, depth, Known::Exact { cost, guess });
                    cost
                }
                None => size_bound.max(2 * m),
            };
        }
        if m >= LOOKAHEAD && matches!(scorer, Scorer::Table(..)) && !self.is_late() {
            // Large parts: the size bound is far below the truth; one level
            // of lookahead (every guess's own bound) is worth its scoring,
            // and the memory keeps it for the part's own search.
            let pool = self.pool(universe, history, part);
            self.rated
                .fetch_add(pool.len() as u64 * m, Ordering::Relaxed);
            let rated = self.rate(universe, scorer, part, &pool, depth, None);
            let ahead = rated.first().map_or(u64::MAX, |&k| k >> 33);
            self.memo
                .put(part, depth, Known::Above(ahead.saturating_sub(1)));
            return size_bound.max(ahead);
        }
        size_bound
    }

    /// Every guess of the pool with the lower bound on its cost, best first,
    /// packed as `bound << 33 | impossible << 32 | guess` so that one integer
    /// sort puts them in the search order.
    fn rate(
        &self,
        universe: &Universe,
        scorer: &Scorer,
        candidates: &[u32],
        pool: &[u32],
        depth: u8,
        max_shared: Option<u64>,
    ) -> Vec<u64> {
        let win = kernel::win_index(universe.pegs());
        let n = candidates.len() as u64;
        let max_part = candidates.len();
        let bounds: Vec<u64> = (0..=max_part as u64)
            .map(|m| self.bound(m, depth - 1))
            .collect();
        let bounds = &bounds;
        let rate_one = |scores: &mut Vec<u8>, counts: &mut [u16; 81], guess: u32| -> Option<u64> {
            scorer.scores(universe, candidates, guess, scores);
            let iter = scores.iter().copied();
            if max_shared.is_some_and(|m| too_few_parts(iter.clone(), m)) {
                return None;
            }
            let (lower, impossible) = lower_bound(iter, counts, bounds, n, win);
            (lower < 1 << 30)
                .then_some(lower << 33 | u64::from(impossible) << 32 | u64::from(guess))
        };
        let rate_all = |guesses: &[u32], rated: &mut Vec<u64>| {
            if let Scorer::Table(tables) = scorer {
                for chunk in guesses.chunks(TABLE_CHUNK) {
                    tables.rate(candidates, chunk, bounds, win, max_shared, rated);
                }
                return;
            }
            let (mut scores, mut counts) = (Vec::new(), [0u16; 81]);
            rated.extend(
                guesses
                    .iter()
                    .filter_map(|&g| rate_one(&mut scores, &mut counts, g)),
            );
        };
        let mut rated = Vec::with_capacity(pool.len());
        if pool.len() * candidates.len() < 1 << 16 {
            rate_all(pool, &mut rated);
        } else {
            rated = pool
                .par_chunks(256)
                .flat_map_iter(|chunk| {
                    let mut part = Vec::with_capacity(chunk.len());
                    rate_all(chunk, &mut part);
                    part
                })
                .collect();
        }
        rated.sort_unstable();
        rated
    }
}

/// The codes of `pool` that are candidates and those that are not, in one
/// merge of the two ascending lists.
fn split_pool(pool: &[u32], candidates: &[u32]) -> (Vec<u32>, Vec<u32>) {
    let mut possible = Vec::with_capacity(candidates.len());
    let mut impossible = Vec::with_capacity(pool.len());
    let mut i = 0;
    for &g in pool {
        while candidates.get(i).is_some_and(|&c| c < g) {
            i += 1;
        }
        if candidates.get(i) == Some(&g) {
            possible.push(g);
        } else {
            impossible.push(g);
        }
    }
    (possible, impossible)
}

/// Whether more than `max_shared` codes get a feedback an earlier code got,
/// that is, fewer than n - `max_shared` parts; stops as soon as it knows.
fn too_few_parts(scores: impl Iterator<Item = u8>, max_shared: u64) -> bool {
    let mut seen = 0u128;
    let mut shared = 0;
    for s in scores {
        let bit = 1u128 << s;
        if seen & bit != 0 {
            shared += 1;
            if shared > max_shared {
                return true;
            }
        }
        seen |= bit;
    }
    false
}

/// The lower bound on the cost of a guess from its feedbacks, and whether
/// it cannot be the secret. `counts` is zero before and after.
fn lower_bound(
    scores: impl Iterator<Item = u8> + Clone,
    counts: &mut [u16; 81],
    bounds: &[u64],
    n: u64,
    win: u8,
) -> (u64, bool) {
    for s in scores.clone() {
        counts[usize::from(s)] += 1;
    }
    let impossible = counts[usize::from(win)] == 0;
    counts[usize::from(win)] = 0;
    let mut lower = n;
    // A second pass meets each part once, through its first code.
    for s in scores {
        let m = std::mem::take(&mut counts[usize::from(s)]);
        if m > 0 {
            lower = lower.saturating_add(bounds[usize::from(m)]);
        }
    }
    (lower, impossible)
}

/// Where feedback indices come from.
enum Scorer<'t> {
    Table(&'t Tables),
    Packed(Packed),
}

impl Scorer<'_> {
    /// The first of `guesses` that gives every candidate a different
    /// feedback.
    fn first_split(&self, universe: &Universe, candidates: &[u32], guesses: &[u32]) -> Option<u32> {
        match self {
            Scorer::Table(tables) => tables.first_split(candidates, guesses),
            Scorer::Packed(_) => {
                let mut scores = Vec::new();
                guesses
                    .iter()
                    .copied()
                    .find(|&g| self.splits(universe, candidates, g, &mut scores))
            }
        }
    }

    /// Whether `guess` gives every candidate a different feedback; stops at
    /// the first shared one.
    fn splits(
        &self,
        universe: &Universe,
        candidates: &[u32],
        guess: u32,
        scratch: &mut Vec<u8>,
    ) -> bool {
        match self {
            Scorer::Table(tables) => {
                let row = tables.by_guess(guess);
                distinct(candidates.iter().map(|&c| row[c as usize]))
            }
            Scorer::Packed(_) => {
                self.scores(universe, candidates, guess, scratch);
                distinct(scratch.iter().copied())
            }
        }
    }

    fn scores(&self, universe: &Universe, candidates: &[u32], guess: u32, out: &mut Vec<u8>) {
        match self {
            Scorer::Table(tables) => {
                let row = tables.by_guess(guess);
                out.clear();
                out.extend(candidates.iter().map(|&c| row[c as usize]));
            }
            Scorer::Packed(packed) => packed.scores(universe.rule(), &universe.code(guess), out),
        }
    }
}

/// Sets from this size refute the guesses after the first best in
/// parallel.
const PARALLEL_GUESSES: u64 = 40;

/// Sets from this size search their large parts in parallel...
const PARALLEL_SET: u64 = 200;
/// ...those from this size.
const PARALLEL_PART: u64 = 40;

/// Parts from this size get a lookahead bound before any search.
const LOOKAHEAD: u64 = 80;

/// Most codes for which [`Solver`] keeps a full table (16 MiB).
pub const TABLE_CODES: usize = 4096;

/// Guesses rated together against one node's candidates by the table: their
/// histograms (`slots` counters each) stay in the first-level cache.
const TABLE_CHUNK: usize = 128;

/// Every feedback index of the setup, twice over when the rule is not
/// symmetric: by guess (a row per guess, for splitting the candidates) and
/// by secret (a row per secret, for rating many guesses at once).
#[derive(Debug)]
struct Tables {
    len: usize,
    slots: usize,
    by_guess: Vec<u8>,
    /// `None` when equal to `by_guess` (the Mastermind rule is symmetric).
    by_secret: Option<Vec<u8>>,
}

impl Tables {
    fn new(universe: &Universe) -> Option<Self> {
        let n = universe.len();
        if n > TABLE_CODES {
            return None;
        }
        let mut by_guess = vec![0u8; n * n];
        let mut scores = Vec::new();
        for (g, row) in by_guess.chunks_exact_mut(n.max(1)).enumerate() {
            universe
                .packed()
                .scores(universe.rule(), &universe.code(g as u32), &mut scores);
            row.copy_from_slice(&scores);
        }
        // The Mastermind rule is symmetric (blacks and the colour total do
        // not depend on which code is the secret); the colour game's is not.
        let symmetric = universe.rule() == Rule::Mastermind;
        let by_secret = (!symmetric).then(|| {
            let mut t = vec![0u8; n * n];
            for g in 0..n {
                for c in 0..n {
                    t[c * n + g] = by_guess[g * n + c];
                }
            }
            t
        });
        Some(Tables {
            len: n,
            slots: kernel::slots(universe.pegs()),
            by_guess,
            by_secret,
        })
    }

    /// The feedback index of `guess` against every code, by code.
    fn by_guess(&self, guess: u32) -> &[u8] {
        &self.by_guess[guess as usize * self.len..][..self.len]
    }

    /// The feedback index of every guess against `secret`, by guess.
    fn by_secret(&self, secret: u32) -> &[u8] {
        let table = self.by_secret.as_deref().unwrap_or(&self.by_guess);
        &table[secret as usize * self.len..][..self.len]
    }

    /// [`Scorer::first_split`] by the rows of the candidates: a few guesses
    /// at a time, each candidate's row read once for all of them (the rows
    /// by guess would each be a cache miss, and the early exit a
    /// mispredicted branch).
    fn first_split(&self, candidates: &[u32], guesses: &[u32]) -> Option<u32> {
        if candidates.len() <= 16 && guesses.len() >= 128 {
            self.first_split_dense(candidates, guesses)
        } else {
            self.first_split_chunks(candidates, guesses)
        }
    }

    /// [`Tables::first_split`], 64 guesses at a time.
    fn first_split_chunks(&self, candidates: &[u32], guesses: &[u32]) -> Option<u32> {
        const CHUNK: usize = 64;
        let mut seen = [0u128; CHUNK];
        let mut shared = [0u128; CHUNK];
        for chunk in guesses.chunks(CHUNK) {
            seen.fill(0);
            shared.fill(0);
            for &c in candidates {
                let row = self.by_secret(c);
                for ((seen, shared), &g) in seen.iter_mut().zip(&mut shared).zip(chunk) {
                    let bit = 1u128 << (row[g as usize] & 127);
                    *shared |= *seen & bit;
                    *seen |= bit;
                }
            }
            if let Some(j) = shared[..chunk.len()].iter().position(|&s| s == 0) {
                return Some(chunk[j]);
            }
        }
        None
    }

    /// [`Tables::first_split`] for many guesses and few candidates: every
    /// pair of candidate rows compared over a block of consecutive codes,
    /// which the compiler vectorises (16 or 32 guesses per instruction).
    fn first_split_dense(&self, candidates: &[u32], guesses: &[u32]) -> Option<u32> {
        const BLOCK: usize = 256;
        let mut shared = [0u8; BLOCK];
        let mut k = 0;
        while let Some(&first) = guesses.get(k) {
            let start = first as usize / BLOCK * BLOCK;
            let end = (start + BLOCK).min(self.len);
            let shared = &mut shared[..end - start];
            shared.fill(0);
            for (i, &a) in candidates.iter().enumerate() {
                let a = &self.by_secret(a)[start..end];
                for &b in &candidates[..i] {
                    let b = &self.by_secret(b)[start..end];
                    for ((s, x), y) in shared.iter_mut().zip(a).zip(b) {
                        *s |= u8::from(x == y);
                    }
                }
            }
            while let Some(&g) = guesses.get(k).filter(|&&g| (g as usize) < end) {
                if shared[g as usize - start] == 0 {
                    return Some(g);
                }
                k += 1;
            }
        }
        None
    }

    /// [`Solver::rate`] for a few guesses: a histogram per guess, filled
    /// candidate by candidate, so that no increment waits for the one
    /// before (a guess's neighbouring candidates often share a feedback).
    fn rate(
        &self,
        candidates: &[u32],
        guesses: &[u32],
        bounds: &[u64],
        win: u8,
        max_shared: Option<u64>,
        out: &mut Vec<u64>,
    ) {
        match self.slots {
            0..=32 => self.rate_in::<32>(candidates, guesses, bounds, win, max_shared, out),
            33..=64 => self.rate_in::<64>(candidates, guesses, bounds, win, max_shared, out),
            _ => self.rate_in::<256>(candidates, guesses, bounds, win, max_shared, out),
        }
    }

    /// [`Tables::rate`] with `S` counters per guess (at least `slots`): a
    /// feedback index masked to `S - 1` needs no bounds check.
    fn rate_in<const S: usize>(
        &self,
        candidates: &[u32],
        guesses: &[u32],
        bounds: &[u64],
        win: u8,
        max_shared: Option<u64>,
        out: &mut Vec<u64>,
    ) {
        let n = candidates.len() as u64;
        let mut counts = vec![[0u16; S]; guesses.len()];
        // Two candidate rows a pass: each guess's indices are read once for
        // both.
        let mut pairs = candidates.chunks_exact(2);
        for pair in &mut pairs {
            let (a, b) = (self.by_secret(pair[0]), self.by_secret(pair[1]));
            for (h, &g) in counts.iter_mut().zip(guesses) {
                h[usize::from(a[g as usize]) & (S - 1)] += 1;
                h[usize::from(b[g as usize]) & (S - 1)] += 1;
            }
        }
        for &c in pairs.remainder() {
            let row = self.by_secret(c);
            for (h, &g) in counts.iter_mut().zip(guesses) {
                h[usize::from(row[g as usize]) & (S - 1)] += 1;
            }
        }
        // Parts of up to `linear` codes have the bound 2m - 1 (one code
        // per guess, the rest one guess later): then only the number of
        // parts and the largest part matter, which vectorises.
        let linear = (1..bounds.len())
            .take_while(|&m| bounds[m] == 2 * m as u64 - 1)
            .last()
            .unwrap_or(0);
        let win = usize::from(win);
        for (h, &g) in counts.iter().zip(guesses) {
            let w = u64::from(h[win]);
            let (mut parts, mut largest) = (0u16, 0u16);
            for &m in h {
                parts += u16::from(m > 0);
                largest = largest.max(m);
            }
            let parts = u64::from(parts);
            // More than `max_shared` codes share a feedback with another.
            if max_shared.is_some_and(|m| n - parts > m) {
                continue;
            }
            let lower = if usize::from(largest) <= linear {
                // n + Σ (2m - 1) over the parts but the winning one.
                n + 2 * (n - w) - (parts - u64::from(w > 0))
            } else {
                let mut lower = n;
                for (s, &m) in h.iter().enumerate() {
                    if s != win {
                        lower = lower.saturating_add(bounds[usize::from(m)]);
                    }
                }
                lower
            };
            if lower < 1 << 30 {
                out.push(lower << 33 | u64::from(w == 0) << 32 | u64::from(g));
            }
        }
    }
}

/// The search's counters for docs/PERFORMANCE.md, on stderr when the
/// environment has `SOLVER_STATS`: the examples have no other way to reach a
/// solver that lives inside the strategy.
impl Drop for Solver {
    fn drop(&mut self) {
        if std::env::var_os("SOLVER_STATS").is_some() {
            eprintln!(
                "nodes {} memo {} pools {} rated {}",
                self.nodes.load(Ordering::Relaxed),
                self.memo.len(),
                lock(&self.canonical).len(),
                self.rated.load(Ordering::Relaxed)
            );
        }
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use mastermind_core::{Rule, Setup};
    use proptest::prelude::*;

    /// The search on several threads finds what it finds on one, at every
    /// node of a whole game, with and without a bound on the depth.
    #[test]
    fn parallel_search_equals_sequential() {
        for (pegs, colours, rule) in [
            (3, 5, Rule::Mastermind),
            (4, 3, Rule::ColourGame),
            (4, 4, Rule::Mastermind),
        ] {
            let setup = Setup::new(pegs, colours, 10, rule).expect("setup");
            let universe = Universe::new(&setup);
            let parallel = Solver::new(&universe);
            let mut sequential = Solver::new(&universe);
            sequential.parallel = false;
            for depth in [UNBOUNDED, 5, 4] {
                let all = universe.all();
                assert_eq!(
                    parallel.solve(&universe, &all, &[], depth),
                    sequential.solve(&universe, &all, &[], depth),
                    "{pegs} pegs {colours} colours {rule:?} depth {depth}"
                );
            }
            assert!(parallel.nodes.load(Ordering::Relaxed) > 0);
        }
    }

    /// A search that runs out of time says so, and leaves nothing false in
    /// the memory: searched again without a deadline it finds what a fresh
    /// search finds.
    #[test]
    fn a_late_search_leaves_a_sound_memory() {
        let setup = Setup::new(4, 4, 10, Rule::Mastermind).expect("setup");
        let universe = Universe::new(&setup);
        let all = universe.all();
        let fresh = Solver::new(&universe).solve(&universe, &all, &[], UNBOUNDED);
        for micros in [0, 200, 1000, 3000] {
            let solver = Solver::new(&universe);
            let deadline = Instant::now() + std::time::Duration::from_micros(micros);
            let timed = solver.solve_by(&universe, &all, &[], UNBOUNDED, deadline);
            if micros == 0 {
                assert_eq!(timed, Err(Late));
            }
            if let Ok(found) = timed {
                assert_eq!(found, fresh);
            }
            assert_eq!(solver.solve(&universe, &all, &[], UNBOUNDED), fresh);
        }
    }

    proptest! {
        /// The table's rating (histograms by guess, the linear shortcut)
        /// equals the kernel's (one guess at a time, two passes).
        #[test]
        fn table_rating_equals_kernel_rating(
            pegs in 1u8..=4,
            colours in 2u8..=5,
            colour_game in any::<bool>(),
            picks in proptest::collection::vec(any::<bool>(), 625),
            depth in prop_oneof![Just(2u8), Just(3), Just(UNBOUNDED)],
            max_shared in proptest::option::of(0u64..6),
        ) {
            let rule = if colour_game { Rule::ColourGame } else { Rule::Mastermind };
            let setup = Setup::new(pegs, colours, 10, rule).expect("setup");
            let universe = Universe::new(&setup);
            let solver = Solver::new(&universe);
            let candidates: Vec<u32> = universe
                .all()
                .into_iter()
                .filter(|&c| picks[c as usize % picks.len()])
                .collect();
            prop_assume!(!candidates.is_empty());
            let pool = universe.all();
            let tables = solver.table.clone().expect("a small setup has a table");
            let fast = solver.rate(&universe, &Scorer::Table(&tables), &candidates, &pool, depth, max_shared);
            let packed = Scorer::Packed(universe.packed().gather(&candidates));
            let slow = solver.rate(&universe, &packed, &candidates, &pool, depth, max_shared);
            prop_assert_eq!(fast, slow);
        }

        /// The first perfect split by blocks of rows and by chunks of
        /// guesses equals a plain scan, guess by guess.
        #[test]
        fn first_split_equals_a_plain_scan(
            pegs in 1u8..=4,
            colours in 2u8..=7,
            colour_game in any::<bool>(),
            seed in any::<u64>(),
            size in 1usize..=16,
            every in 1usize..=4,
        ) {
            let rule = if colour_game { Rule::ColourGame } else { Rule::Mastermind };
            let setup = Setup::new(pegs, colours, 10, rule).expect("setup");
            let universe = Universe::new(&setup);
            let tables = Tables::new(&universe).expect("a small setup has a table");
            let len = universe.len() as u64;
            let mut candidates: Vec<u32> = (0..size as u64)
                .map(|i| (seed.rotate_left(i as u32 * 7) ^ i.wrapping_mul(0x9e37_79b9)) % len)
                .map(|c| c as u32)
                .collect();
            candidates.sort_unstable();
            candidates.dedup();
            let guesses: Vec<u32> = (0..len as u32).step_by(every).collect();
            let plain = guesses.iter().copied().find(|&g| {
                distinct(candidates.iter().map(|&c| tables.by_guess(g)[c as usize]))
            });
            prop_assert_eq!(tables.first_split(&candidates, &guesses), plain);
            prop_assert_eq!(tables.first_split_dense(&candidates, &guesses), plain);
            prop_assert_eq!(tables.first_split_chunks(&candidates, &guesses), plain);
        }
    }
}

/// The canonical codes of a symmetry; `None` when every code is.
type Canonical = Option<Arc<Vec<u32>>>;

/// The search ran past its deadline.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Late;

/// What the search knows of candidate sets, shared by the threads of one
/// search: shards by the key's hash, each behind its own lock.
#[derive(Debug)]
struct Memo {
    shards: Box<[Mutex<MemoShard>]>,
}

type MemoShard = HashMap<Box<[u32]>, Known, BuildHasherDefault<FastHasher>>;

const MEMO_SHARDS: usize = 64;

thread_local! {
    /// The key being looked up: the candidates, then the depth allowance.
    static KEY: RefCell<Vec<u32>> = const { RefCell::new(Vec::new()) };
}

impl Memo {
    fn new() -> Self {
        Memo {
            shards: (0..MEMO_SHARDS).map(|_| Mutex::default()).collect(),
        }
    }

    fn with_shard<R>(
        &self,
        candidates: &[u32],
        depth: u8,
        f: impl FnOnce(&mut MemoShard, &[u32]) -> R,
    ) -> R {
        KEY.with_borrow_mut(|key| {
            key.clear();
            key.extend_from_slice(candidates);
            key.push(u32::from(depth));
            let mut hasher = FastHasher::default();
            key.as_slice().hash(&mut hasher);
            let shard = (hasher.finish() >> 32) as usize % MEMO_SHARDS;
            f(&mut lock(&self.shards[shard]), key)
        })
    }

    fn get(&self, candidates: &[u32], depth: u8) -> Option<Known> {
        self.with_shard(candidates, depth, |shard, key| shard.get(key).copied())
    }

    /// Keeps what says most: an optimum over any bound, the higher bound
    /// over a lower one.
    fn put(&self, candidates: &[u32], depth: u8, known: Known) {
        self.with_shard(candidates, depth, |shard, key| {
            match (shard.get_mut(key), known) {
                (Some(Known::Exact { .. }), _) => {}
                (Some(Known::Above(b)), Known::Above(a)) if *b >= a => {}
                (Some(old), new) => *old = new,
                (None, new) => {
                    shard.insert(key.into(), new);
                }
            }
        })
    }

    fn len(&self) -> usize {
        self.shards.iter().map(|s| lock(s).len()).sum()
    }
}

/// A lock whose holder never panics midway through a change worth
/// distrusting: a poisoned lock is taken as it is.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

/// A multiply-rotate hash (as in rustc's FxHash): the memory's keys are
/// ours, not an adversary's, and SipHash showed in the profile.
#[derive(Default)]
pub(crate) struct FastHasher(u64);

impl Hasher for FastHasher {
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let word = u64::from_le_bytes(c.try_into().expect("8 bytes"));
            self.add(word);
        }
        for &b in chunks.remainder() {
            self.add(u64::from(b));
        }
    }

    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

impl FastHasher {
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

/// Whether no two scores are the same.
fn distinct(mut scores: impl Iterator<Item = u8>) -> bool {
    let mut seen = 0u128;
    scores.all(|s| {
        let bit = 1u128 << s;
        let new = seen & bit == 0;
        seen |= bit;
        new
    })
}
