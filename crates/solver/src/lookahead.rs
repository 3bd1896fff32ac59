//! The strategy `best` where the exact search is out of reach: entropy,
//! improved by one step of lookahead.
//!
//! At each turn the few guesses entropy rates highest are each played out:
//! the guess, then entropy on every part it leaves, to the end. The guess
//! whose whole game costs fewest guesses is played (ties: a possible secret
//! first, then the lowest code). Entropy's own choice is among those played
//! out, so at no turn does this do worse than entropy from there on, and
//! over a whole game it does better (policy improvement).
//!
//! What entropy costs on a candidate set depends on the set alone (its
//! guess is the same as from a scan of every code, see [`crate::symmetry`]),
//! so the costs are kept and shared by every turn of an analysis.

use std::collections::HashMap;
use std::hash::BuildHasherDefault;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use rayon::prelude::*;

use mastermind_core::Code;

use crate::choose::{self, Metric};
use crate::engine::GAME_SCAN_WORK;
use crate::kernel;
use crate::optimal::{self, FastHasher, UNBOUNDED};
use crate::symmetry::{Pool, Pools};
use crate::universe::Universe;

/// How many of entropy's best guesses are played out at each turn...
const WIDTH: usize = 8;
/// ...and for sets of `LARGE_SET` codes or more, where a turn decides more
/// (logik: 8 everywhere 178,799 guesses in 118 s; 24 from 100 codes 178,613
/// in 169 s; 12, and 48 from 100 codes, 178,604 in 316 s; 24 from 20 codes
/// 178,553 in 180 s, before the rows made everything faster).
const WIDTH_LARGE: usize = 24;
const LARGE_SET: usize = 20;

/// Setups of more codes than this look ahead less: a play-out costs an
/// entropy analysis of every part, and level III's sets are eight times
/// logik's. There sets of `NARROW_FROM` codes or more play out only
/// `NARROW_WIDTH` guesses, and those of `WIDE_SETUP_ROOT` or more (the
/// first guess) none: each play-out from there is a whole analysis.
/// (logik with the same limits and 2 guesses: 178,902 guesses, 4: 178,810,
/// against 178,553 without; level III with 2: 1,553,652, with 4:
/// 1,551,920, timed in docs/PERFORMANCE.md.)
const WIDE_SETUP: usize = 1 << 16;
const NARROW_FROM: usize = 300;
const NARROW_WIDTH: usize = 4;
const WIDE_SETUP_ROOT: usize = 100_000;

/// Sets from this size split their parts over threads.
const PARALLEL_SET: usize = 256;

type Costs = HashMap<Vec<u32>, u64, BuildHasherDefault<FastHasher>>;

/// The costs of entropy on candidate sets, kept across turns.
#[derive(Debug, Default)]
pub struct Lookahead {
    costs: Mutex<Costs>,
    pools: Pools,
    /// Whether the setup is past [`WIDE_SETUP`] codes.
    narrow: bool,
}

/// The search ran past its deadline.
pub(crate) struct Late;

impl Lookahead {
    /// For a setup of `codes` codes.
    pub fn new(codes: usize) -> Self {
        Lookahead {
            narrow: codes > WIDE_SETUP,
            ..Lookahead::default()
        }
    }

    /// How many of entropy's best guesses a set of `n` codes plays out.
    fn width(&self, n: usize) -> usize {
        match n {
            _ if self.narrow && n >= WIDE_SETUP_ROOT => 1,
            _ if self.narrow && n >= NARROW_FROM => NARROW_WIDTH,
            _ if n >= LARGE_SET => WIDTH_LARGE,
            _ => WIDTH,
        }
    }

    /// The guess among `pool` for `candidates` (sorted, non-empty) after
    /// `history`; entropy's own choice if `deadline` passes first.
    pub fn choose(
        &self,
        universe: &Universe,
        history: &[Code],
        candidates: &[u32],
        pool: &Pool,
        deadline: Option<Instant>,
    ) -> u32 {
        let n = candidates.len();
        if n <= 2 {
            return candidates[0];
        }
        let width = self.width(n);
        if width == 1 {
            return choose::best_in(universe, candidates, pool, Metric::Entropy).guess;
        }
        let top = self.top(universe, candidates, pool);
        let first = top[0];
        if splits_perfectly(&first, n) {
            return first.guess;
        }
        // Entropy's own choice first: its cost bounds the others', whose
        // play-outs stop once what their parts cost at least passes it (the
        // same guess is chosen, without playing most of the losers out).
        let best = AtomicU64::new(u64::MAX);
        let play = |r: &choose::Rated| {
            let cost = self.cost_within(universe, history, candidates, r.guess, &best, deadline)?;
            Ok(cost.map(|cost| (cost, r.impossible, r.guess)))
        };
        let played = play(&first).and_then(|own| {
            let rest = top[1..]
                .par_iter()
                .map(play)
                .collect::<Result<Vec<_>, Late>>()?;
            Ok(rest.into_iter().chain([own]).flatten().min())
        });
        match played {
            Ok(Some((_, _, guess))) => guess,
            Ok(None) | Err(Late) => first.guess,
        }
    }

    /// Entropy's best guesses for `candidates`, as many as their number
    /// asks for, best first.
    fn top(&self, universe: &Universe, candidates: &[u32], pool: &Pool) -> Vec<choose::Rated> {
        choose::top_guesses(
            universe,
            candidates,
            &pool.codes,
            pool.packed.as_deref(),
            Metric::Entropy,
            self.width(candidates.len()),
        )
    }

    /// [`Lookahead::cost_of_guess`] if it can be at most `best`, else
    /// `None`; lowers `best` to it. Large parts first, as their costs lie
    /// furthest above their bounds, side by side in a large set. (A cost
    /// equal to `best` is still played out: the tie-break may prefer it.)
    fn cost_within(
        &self,
        universe: &Universe,
        history: &[Code],
        candidates: &[u32],
        guess: u32,
        best: &AtomicU64,
        deadline: Option<Instant>,
    ) -> Result<Option<u64>, Late> {
        let code = universe.code(guess);
        let mut parts = parts_after(universe, candidates, &code);
        parts.sort_by_key(|p| std::cmp::Reverse(p.len()));
        let mut history = history.to_vec();
        history.push(code);
        let branches = optimal::branches(universe);
        let lowers: Vec<u64> = parts
            .iter()
            .map(|p| {
                self.known(p)
                    .unwrap_or_else(|| optimal::counting_bound(p.len() as u64, branches, UNBOUNDED))
            })
            .collect();
        // What the guess costs at least: each part played out replaces its
        // bound by its cost. Costs never fall below their bounds and `best`
        // never rises, so once past `best` the guess stays past it.
        let total = AtomicU64::new(candidates.len() as u64 + lowers.iter().sum::<u64>());
        let play = |(part, lower): (&Vec<u32>, &u64)| {
            if total.load(Ordering::Relaxed) > best.load(Ordering::Relaxed) {
                return Ok(());
            }
            let cost = self.entropy_cost(universe, &history, part, deadline)?;
            total.fetch_add(cost - lower, Ordering::Relaxed);
            Ok(())
        };
        if candidates.len() >= PARALLEL_SET {
            parts.par_iter().zip(&lowers).try_for_each(play)?;
        } else {
            parts.iter().zip(&lowers).try_for_each(play)?;
        }
        let total = total.into_inner();
        if total > best.load(Ordering::Relaxed) {
            return Ok(None);
        }
        best.fetch_min(total, Ordering::Relaxed);
        Ok(Some(total))
    }

    /// What entropy costs on `candidates`, if known already.
    fn known(&self, candidates: &[u32]) -> Option<u64> {
        let n = candidates.len() as u64;
        if n <= 2 {
            return Some(2 * n - n.min(1));
        }
        lock(&self.costs).get(candidates).copied()
    }

    /// Guesses over every code of `candidates` when `guess` is played and
    /// entropy after it.
    pub(crate) fn cost_of_guess(
        &self,
        universe: &Universe,
        history: &[Code],
        candidates: &[u32],
        guess: u32,
        deadline: Option<Instant>,
    ) -> Result<u64, Late> {
        let code = universe.code(guess);
        let parts = parts_after(universe, candidates, &code);
        let mut history = history.to_vec();
        history.push(code);
        let n = candidates.len() as u64;
        let rest: Result<Vec<u64>, Late> = if candidates.len() >= PARALLEL_SET {
            parts
                .par_iter()
                .map(|p| self.entropy_cost(universe, &history, p, deadline))
                .collect()
        } else {
            parts
                .iter()
                .map(|p| self.entropy_cost(universe, &history, p, deadline))
                .collect()
        };
        Ok(n + rest?.into_iter().sum::<u64>())
    }

    /// Guesses over every code of `candidates` when entropy plays them.
    fn entropy_cost(
        &self,
        universe: &Universe,
        history: &[Code],
        candidates: &[u32],
        deadline: Option<Instant>,
    ) -> Result<u64, Late> {
        let n = candidates.len() as u64;
        if n <= 2 {
            // One guess, or two: one of them first.
            return Ok(2 * n - n.min(1));
        }
        if let Some(&cost) = lock(&self.costs).get(candidates) {
            return Ok(cost);
        }
        // Under a deadline, a set too large to rate in a few milliseconds
        // (one rating may not be stopped midway) counts as late already.
        if deadline.is_some_and(|d| {
            Instant::now() > d || candidates.len() * universe.len() > GAME_SCAN_WORK / 4
        }) {
            return Err(Late);
        }
        let pool = self.pools.pool(universe, history, candidates);
        let guess = choose::best_in(universe, candidates, &pool, Metric::Entropy).guess;
        let cost = self.cost_of_guess(universe, history, candidates, guess, deadline)?;
        lock(&self.costs).insert(candidates.to_vec(), cost);
        Ok(cost)
    }
}

/// Whether `rated` is a possible secret that splits the other `n - 1`
/// codes into single codes: it costs 2n - 1, the least any guess can.
fn splits_perfectly(rated: &choose::Rated, n: usize) -> bool {
    !rated.impossible && rated.key <= Metric::Entropy.key(&vec![1; n]) + 1e-9
}

/// The codes of `candidates` by the feedback `guess` gets from each, the
/// secret itself left out, no part empty.
fn parts_after(universe: &Universe, candidates: &[u32], guess: &Code) -> Vec<Vec<u32>> {
    let win = kernel::win_index(universe.pegs());
    let mut parts: Vec<Vec<u32>> = vec![Vec::new(); kernel::slots(universe.pegs())];
    for &c in candidates {
        let s = universe.score_index(c, guess);
        if s != win {
            parts[usize::from(s)].push(c);
        }
    }
    parts.retain(|p| !p.is_empty());
    parts
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

#[cfg(test)]
mod tests;
