//! Young brothers wait: the guesses of a node after its first best, tried
//! on every thread under the best as the others lower it.

use std::sync::atomic::{AtomicUsize, Ordering};

use rayon::prelude::*;

use mastermind_core::Code;

use super::bounds::Within;
use super::budget::{Budget, Shared, Watch, tie};
use super::search::unpack;
use super::{Scorer, Solver};
use crate::universe::Universe;

/// Where sibling guesses are tried: the node's set and its budget.
pub(super) struct Siblings<'a> {
    pub(super) universe: &'a Universe,
    pub(super) scorer: &'a Scorer<'a>,
    pub(super) candidates: &'a [u32],
    pub(super) history: &'a [Code],
    pub(super) reach: Within,
    pub(super) budget: Budget<'a>,
}

impl Solver {
    /// The guesses `rest` (in the search's order) tried on every thread, in
    /// that order, each under the best of `shared` as it stands and falls;
    /// those that beat it leave their total there.
    pub(super) fn refute_siblings(&self, at: &Siblings, rest: &[u64], shared: &Shared) {
        let next = AtomicUsize::new(0);
        // One worker a thread, each taking the next guess in the search's
        // order: a thread starts the guesses most likely to lower the bound
        // first, as one thread would (rayon's halving would start another
        // thread halfway down the list).
        let workers = rayon::current_num_threads().min(rest.len());
        (0..workers).into_par_iter().with_max_len(1).for_each(|_| {
            while let Some(&key) = rest.get(next.fetch_add(1, Ordering::Relaxed)) {
                let (guess_lower, impossible, guess) = unpack(key);
                // Guesses come by their lower bounds: past the best's
                // total, none is worth a look.
                if guess_lower > shared.best().0 {
                    break;
                }
                let watch = Watch::new(shared, tie(impossible, guess), at.budget);
                let budget = Budget::watching(&watch);
                if guess_lower > budget.limit() {
                    continue;
                }
                let found = self.try_guess(
                    at.universe,
                    at.scorer,
                    at.candidates,
                    at.history,
                    at.reach,
                    guess,
                    budget,
                );
                if let Some(total) = found {
                    shared.offer(total, tie(impossible, guess));
                }
            }
        });
    }
}
