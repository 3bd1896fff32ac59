//! Whether any strategy solves a candidate set within a number of guesses:
//! the worst case alone, which is far cheaper to settle than the optimal
//! average (no part needs its cost, only a yes or no), over the same pool of
//! guesses and symmetry reductions as the exact search.
//!
//! A "no" is a proof: every guess of the pool leaves some part that no
//! strategy solves in the guesses left (by counting, or searched in turn).

use std::sync::atomic::Ordering;

use rayon::prelude::*;

use mastermind_core::Code;

use std::time::Instant;

use super::{Known, Late, Scorer, Solver, parts_after};
use crate::universe::Universe;

/// Sets from this size try their guesses on several threads.
const PARALLEL_FITS: usize = 200;

impl Solver {
    /// A guess after which every code of `candidates` is solved within
    /// `depth` guesses in all (this one included), the first in the order of
    /// the exact search's bounds (so a good average too); `None` if no
    /// strategy keeps within `depth`.
    pub fn fits(
        &self,
        universe: &Universe,
        candidates: &[u32],
        history: &[Code],
        depth: u8,
    ) -> Option<u32> {
        let n = candidates.len() as u64;
        match n {
            0 => return Some(0),
            1 => return (depth >= 1).then_some(candidates[0]),
            _ => {}
        }
        if depth < 2 || self.bound(n, depth) == u64::MAX {
            return None;
        }
        if let Some(known) = self.fitting.get(candidates, depth) {
            return match known {
                Known::Exact { guess, .. } => Some(guess),
                Known::Above(_) => None,
            };
        }
        // Past the deadline a "no" is not a proof: nothing is remembered.
        if self.is_late() {
            return None;
        }
        self.nodes.fetch_add(1, Ordering::Relaxed);
        let found = self.fits_guesses(universe, candidates, history, depth);
        if self.is_late() {
            return None;
        }
        let known = match found {
            Some(guess) => Known::Exact { cost: 0, guess },
            None => Known::Above(u64::MAX),
        };
        self.fitting.put(candidates, depth, known);
        found
    }

    /// [`Solver::fits`] that gives up at `deadline`: `Err(Late)` then, and
    /// what it learnt before stays.
    pub fn fits_by(
        &self,
        universe: &Universe,
        candidates: &[u32],
        history: &[Code],
        depth: u8,
        deadline: Instant,
    ) -> Result<Option<u32>, Late> {
        self.with_deadline(deadline, || self.fits(universe, candidates, history, depth))
    }

    fn fits_guesses(
        &self,
        universe: &Universe,
        candidates: &[u32],
        history: &[Code],
        depth: u8,
    ) -> Option<u32> {
        let n = candidates.len() as u64;
        let scorer = self.scorer(universe, candidates);
        if depth == 2 {
            // Every code must be told apart by this guess: one of them
            // (winning at once) or, one fewer, any guess.
            if let Some(g) = scorer.first_split(universe, candidates, candidates) {
                return Some(g);
            }
            if n > self.branches {
                return None;
            }
            let pool = self.pool(universe, history, candidates);
            return scorer.first_split(universe, candidates, &pool);
        }
        let pool = self.pool(universe, history, candidates);
        // Rated against the guesses left: a guess with a part too large to
        // be solved in them by counting is left out here.
        let rated = self.rate(universe, &scorer, candidates, &pool, depth, None);
        let guesses = rated.iter().map(|&key| key as u32);
        let try_guess = |guess: u32| {
            self.parts_fit(universe, &scorer, candidates, history, guess, depth - 1)
                .then_some(guess)
        };
        if candidates.len() >= PARALLEL_FITS {
            let guesses: Vec<u32> = guesses.collect();
            guesses
                .par_iter()
                .with_max_len(1)
                .find_map_first(|&g| try_guess(g))
        } else {
            guesses.into_iter().find_map(try_guess)
        }
    }

    /// Whether every part `guess` leaves is solved within `depth` guesses;
    /// the largest are asked first, as they fail first.
    fn parts_fit(
        &self,
        universe: &Universe,
        scorer: &Scorer,
        candidates: &[u32],
        history: &[Code],
        guess: u32,
        depth: u8,
    ) -> bool {
        let mut parts = parts_after(universe, scorer, candidates, guess);
        if parts.len() == 1 && parts[0].len() == candidates.len() {
            return false;
        }
        parts.sort_by_key(|p| std::cmp::Reverse(p.len()));
        let mut next = history.to_vec();
        next.push(universe.code(guess));
        parts
            .iter()
            .all(|part| self.fits(universe, part, &next, depth).is_some())
    }
}
