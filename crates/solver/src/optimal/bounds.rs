//! Lower bounds on what a candidate set or a guess costs, which order and
//! prune the optimal search.

use std::sync::atomic::Ordering;

use rayon::prelude::*;

use mastermind_core::Code;

use super::{Known, Scorer, Solver, TABLE_CHUNK};
use crate::kernel;
use crate::universe::Universe;

/// Parts from this size get a lookahead bound before any search.
pub(super) const LOOKAHEAD: u64 = 80;

/// Sets from this size take the bounds of their first guesses two levels
/// deep (see [`Solver::deepen`]).
pub(super) const DEEPEN: u64 = 800;

/// How many of a set's guesses [`Solver::deepen`] takes deeper: the best by
/// the one-level bound, where the search starts.
const DEEPEN_GUESSES: usize = 32;

impl Solver {
    /// A lower bound on the cost of `part` from what the memory holds or,
    /// for a part small enough to be split into single codes, from whether
    /// one of its codes does so (2m - 1) or none does (at least 2m).
    pub(super) fn known_lower(
        &self,
        scorer: &Scorer,
        universe: &Universe,
        part: &[u32],
        history: &[Code],
        depth: u8,
    ) -> u64 {
        self.lower_of(scorer, universe, part, history, self.within(depth), true)
    }

    /// [`Solver::known_lower`] of a part within a set that no guess splits
    /// into more than `reach.branches` parts but the win; a very large
    /// part's lookahead goes one level deeper when `deep` is set.
    pub(super) fn lower_of(
        &self,
        scorer: &Scorer,
        universe: &Universe,
        part: &[u32],
        history: &[Code],
        reach: Within,
        deep: bool,
    ) -> u64 {
        let Within { depth, branches } = reach;
        let m = part.len() as u64;
        let size_bound = super::counting_bound(m, branches, depth);
        if m <= 2 || size_bound == u64::MAX {
            return size_bound;
        }
        if let Some(known) = self.memo.get(part, depth) {
            return match known {
                Known::Exact { cost, .. } => cost,
                Known::Above(above) => size_bound.max(above.saturating_add(1)),
            };
        }
        if m <= branches + 1 && matches!(scorer, Scorer::Table(..)) {
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
        if m >= self.lookahead_from && matches!(scorer, Scorer::Table(..)) && !self.is_late() {
            // Large parts: the size bound is far below the truth; one level
            // of lookahead (every guess's own bound) is worth its scoring,
            // and the memory keeps it for the part's own search.
            let pool = self.pool(universe, history, part);
            self.rated
                .fetch_add(pool.len() as u64 * m, Ordering::Relaxed);
            let mut rated = self.rate_within(universe, scorer, part, &pool, reach, None);
            if deep && m >= self.deepen_from {
                rated = self.deepen(universe, scorer, part, history, reach, rated, false);
            }
            let ahead = rated.first().map_or(u64::MAX, |&k| k >> 33);
            self.memo
                .put(part, depth, Known::Above(ahead.saturating_sub(1)));
            return size_bound.max(ahead);
        }
        size_bound
    }

    /// The rated guesses of a very large set, the first
    /// [`DEEPEN_GUESSES`] with their bounds taken one level deeper (the
    /// guess, then each part's own known bound, a lookahead for the large
    /// ones, themselves two levels deep when `deep` is set and they are
    /// very large), best first again. Every key stays a lower bound of its
    /// guess, and the first one of the set's cost (a guess not taken
    /// deeper keeps its one-level bound). It
    /// decides which guess is searched first, the one a game's first guess
    /// searches without any bound (at 5·6 the one-level bound put 11234,
    /// 36,905, before the optimum's 11223, 36,721, and solving it took most
    /// of the run), and it brings the bounds of large parts nearer their
    /// cost, which tightens the budget of the parts beside them. The
    /// lookaheads stay in the memory for the searches.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn deepen(
        &self,
        universe: &Universe,
        scorer: &Scorer,
        candidates: &[u32],
        history: &[Code],
        reach: Within,
        mut rated: Vec<u64>,
        deep: bool,
    ) -> Vec<u64> {
        let below = reach.below();
        let n = candidates.len() as u64;
        let head = rated.len().min(DEEPEN_GUESSES);
        let deeper: Vec<u64> = rated
            .drain(..head)
            .filter_map(|key| {
                let guess = key as u32;
                let parts = super::parts_after(universe, scorer, candidates, guess);
                if parts.iter().any(|p| p.len() as u64 == n) {
                    // Splits nothing: no deeper bound (and no recursion).
                    return Some(key);
                }
                let mut next = history.to_vec();
                next.push(universe.code(guess));
                let lower = parts.iter().fold(n, |sum, part| {
                    sum.saturating_add(self.lower_of(scorer, universe, part, &next, below, deep))
                });
                let lower = lower.max(key >> 33);
                (lower < 1 << 30).then_some(lower << 33 | key & ((1 << 33) - 1))
            })
            .collect();
        rated.extend(deeper);
        rated.sort_unstable();
        rated
    }

    /// Every guess of the pool with the lower bound on its cost, best first,
    /// packed as `bound << 33 | impossible << 32 | guess` so that one integer
    /// sort puts them in the search order.
    pub(super) fn rate(
        &self,
        universe: &Universe,
        scorer: &Scorer,
        candidates: &[u32],
        pool: &[u32],
        depth: u8,
        max_shared: Option<u64>,
    ) -> Vec<u64> {
        let within = self.within(depth);
        self.rate_within(universe, scorer, candidates, pool, within, max_shared)
    }

    /// [`Solver::rate`] where no guess splits `candidates`, or any set
    /// within them, into more than `within.branches` parts but the win.
    pub(super) fn rate_within(
        &self,
        universe: &Universe,
        scorer: &Scorer,
        candidates: &[u32],
        pool: &[u32],
        within: Within,
        max_shared: Option<u64>,
    ) -> Vec<u64> {
        let depth = within.depth;
        let win = kernel::win_index(universe.pegs());
        let n = candidates.len() as u64;
        let max_part = candidates.len();
        let bounds: Vec<u64> = (0..=max_part as u64)
            .map(|m| super::counting_bound(m, within.branches, depth - 1))
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

/// What a set's guesses are rated within: the guesses left, and the most
/// parts but the win that any guess splits the set, or a set within it,
/// into.
#[derive(Debug, Clone, Copy)]
pub(super) struct Within {
    pub(super) depth: u8,
    pub(super) branches: u64,
}

impl Within {
    /// The same count with a guess less: a part's, after a guess.
    pub(super) fn below(self) -> Within {
        Within {
            depth: self.depth - 1,
            ..self
        }
    }
}

impl Solver {
    /// `depth` guesses within the setup's count of feedbacks.
    pub(super) fn within(&self, depth: u8) -> Within {
        Within {
            depth,
            branches: self.branches,
        }
    }

    /// The most parts but the win that any guess splits `candidates` into,
    /// read from every guess of its `pool` (a guess outside it splits them
    /// as one inside does), or `within` (the setup's count of feedbacks, or
    /// the count of a set the candidates lie within) where that is no
    /// fewer. A set within `candidates` is split into no more parts by any
    /// guess, so that every counting bound below the set may take it for
    /// the setup's: in the colour game most sets of 4 to 32 codes
    /// share their colours, and a guess then splits them by its blacks
    /// alone, into 5 parts at most of the 20 its feedbacks allow.
    pub(super) fn branches_of(
        &self,
        universe: &Universe,
        scorer: &Scorer,
        candidates: &[u32],
        pool: &[u32],
        within: u64,
    ) -> u64 {
        // From n - 1 parts on, a part of the set and the set itself have
        // the bound 2m - 1 whatever the count.
        let cap = within.min(candidates.len() as u64 - 1);
        match scorer {
            Scorer::Table(tables) => tables
                .most_parts(candidates, pool, kernel::win_index(universe.pegs()), cap)
                .unwrap_or(within),
            Scorer::Packed(_) => within,
        }
    }
}

/// Whether more than `max_shared` codes get a feedback an earlier code got,
/// that is, fewer than n - `max_shared` parts; stops as soon as it knows.
pub(super) fn too_few_parts(scores: impl Iterator<Item = u8>, max_shared: u64) -> bool {
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
