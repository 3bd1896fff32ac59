//! A proven lower bound on the optimal total of a setup whose exact optimum
//! is out of reach (5 pegs of 8 colours), from the search's own bounds
//! looking a few guesses ahead.
//!
//! The bound of a set looking `levels` guesses ahead is the least, over
//! every guess worth trying (the pool, as in the exact search), of what
//! that guess costs at least: the set's size plus the bound of each part
//! looking one guess less ahead. At no levels left a part's bound is the
//! counting bound (one code solved per guess, at most `branches^(d-1)`
//! guesses at depth d), or 2m - 1 / 2m for a small part by whether one of
//! its codes splits it into single codes.
//!
//! Guesses are first rated one level ahead and refined (their parts looked
//! at one level more deeply) lowest first; the bound of the set is the
//! lowest rating once that looks as far as asked, or once the refinement
//! budget is spent: every rating is a lower bound of its guess, so the least of them
//! bounds the optimum whether refined or not.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use rayon::prelude::*;

use mastermind_core::Code;

use super::{Scorer, Solver, UNBOUNDED, parts_after};
use crate::universe::Universe;

/// How deep and how wide the bound looks.
#[derive(Debug, Clone, Copy)]
pub struct Reach {
    /// Guesses looked ahead from each set (1: one guess, rated by its
    /// parts' counting bounds).
    pub levels: u8,
    /// At most this many guesses of a set are refined (looked at one level
    /// more deeply) before the set's bound is taken as it stands.
    pub refinements: usize,
}

impl Solver {
    /// A lower bound on the optimal total of every code of the universe.
    pub fn floor(&self, universe: &Universe, reach: Reach) -> u64 {
        self.floor_of(
            universe,
            &universe.all(),
            &[],
            reach.levels,
            reach.refinements,
        )
    }

    fn floor_of(
        &self,
        universe: &Universe,
        candidates: &[u32],
        history: &[Code],
        levels: u8,
        refinements: usize,
    ) -> u64 {
        let n = candidates.len() as u64;
        if n <= 2 {
            return (2 * n).saturating_sub(1);
        }
        let scorer = self.scorer(universe, candidates);
        if levels == 0 {
            let counting = self.bound(n, UNBOUNDED);
            if n > self.branches + 1 {
                return counting;
            }
            // A code that splits the others into single codes reaches
            // 2n - 1; without one every guess leaves a part of two or
            // more, or cannot be the secret: 2n at least.
            return match scorer.first_split(universe, candidates, candidates) {
                Some(_) => 2 * n - 1,
                None => counting.max(2 * n),
            };
        }
        let pool = self.pool(universe, history, candidates);
        let rated = self.rate(universe, &scorer, candidates, &pool, UNBOUNDED, None);
        let Some(&first) = rated.first() else {
            return u64::MAX;
        };
        if levels == 1 {
            return first >> 33;
        }
        // Each guess with the levels its rating looks ahead: the lowest is
        // looked at one level more deeply until the lowest looks as far as
        // asked, or the budget is spent.
        let mut heap: BinaryHeap<Reverse<(u64, u8, u32)>> = rated
            .iter()
            .map(|&key| Reverse((key >> 33, 1, key as u32)))
            .collect();
        let mut refined = 0;
        while let Some(Reverse((lower, reached, guess))) = heap.pop() {
            if reached == levels || refined == refinements {
                return lower;
            }
            refined += 1;
            let deeper = self.guess_floor(
                universe,
                &scorer,
                candidates,
                history,
                guess,
                reached,
                refinements,
            );
            heap.push(Reverse((deeper.max(lower), reached + 1, guess)));
        }
        u64::MAX
    }

    /// What `guess` costs at least: the set, and each part's bound looking
    /// `levels` guesses ahead.
    #[allow(clippy::too_many_arguments)]
    fn guess_floor(
        &self,
        universe: &Universe,
        scorer: &Scorer,
        candidates: &[u32],
        history: &[Code],
        guess: u32,
        levels: u8,
        refinements: usize,
    ) -> u64 {
        let code = universe.code(guess);
        let parts = parts_after(universe, scorer, candidates, guess);
        let mut next = history.to_vec();
        next.push(code);
        let rest: u64 = parts
            .par_iter()
            .map(|part| self.floor_of(universe, part, &next, levels, refinements))
            .reduce(|| 0, u64::saturating_add);
        (candidates.len() as u64).saturating_add(rest)
    }
}
