//! The first guess's choice cut into pieces that other processes can
//! search: every first guess worth trying, with its parts and their lower
//! bounds, and the search of one part within a limit.

use std::collections::BTreeMap;

use rayon::prelude::*;

use super::budget::Budget;
use super::search::{split_pool, unpack};
use super::{Known, Solver, UNBOUNDED};
use crate::kernel;
use crate::universe::Universe;
use mastermind_core::Code;

/// A first guess worth trying, as the search would try it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct FirstGuess {
    pub(crate) guess: u32,
    /// Its place in the tie-break order (see [`super::budget::tie`]).
    pub(crate) tie: u64,
    /// Its parts by feedback index (the win left out), each sorted.
    pub(crate) parts: BTreeMap<u8, Vec<u32>>,
    /// A lower bound on each part's cost, by feedback index.
    pub(crate) lowers: BTreeMap<u8, u64>,
}

impl Solver {
    /// Every first guess the search would rate, in its order (the lowest
    /// bound first, then the tie-break order; the first guesses of a large
    /// setup bounded two levels deep, as the search bounds them), each with
    /// its parts and their bounds: the counting bound, or for a large part
    /// its lookahead, as the search starts from. The bounds depend on the
    /// setup alone (the memory holds nothing but the plan's own bounds
    /// when a plan is made), so every process makes the same plan.
    pub(crate) fn first_guesses(&self, universe: &Universe) -> Vec<FirstGuess> {
        self.guesses_of(universe, &universe.all(), &[])
    }

    /// Every guess the search would rate for `set` after the guesses of
    /// `history`, in its order, each with its parts of `set` and their
    /// bounds, as [`Self::first_guesses`] gives them for the whole setup:
    /// a large part of the first guess cut into jobs of its own.
    pub(crate) fn guesses_of(
        &self,
        universe: &Universe,
        set: &[u32],
        history: &[Code],
    ) -> Vec<FirstGuess> {
        let scorer = self.scorer(universe, set);
        let pool = self.pool(universe, history, set);
        let (possible, impossible) = split_pool(&pool, set);
        let mut rated = self.rate(universe, &scorer, set, &possible, UNBOUNDED, None);
        rated.extend(self.rate(universe, &scorer, set, &impossible, UNBOUNDED, None));
        rated.sort_unstable();
        if set.len() as u64 >= self.deepen_from {
            let reach = self.within(UNBOUNDED);
            rated = self.deepen(universe, &scorer, set, history, reach, rated, true);
        }
        // The guesses' parts bounded on every thread (each bound, a
        // lookahead for a large part, depends on the part alone: the plan is
        // the same in every order). A part's own plan rates some 1,500
        // guesses at 5·7, each with large parts.
        rated
            .into_par_iter()
            .filter_map(|key| {
                let (_, impossible, guess) = unpack(key);
                let code = universe.code(guess);
                let parts = parts_of(universe, set, &code);
                // A guess that splits nothing leaves the set as it was, one
                // guess dearer: it never wins (the whole setup has none).
                if parts.values().any(|part| part.len() == set.len()) {
                    return None;
                }
                let mut history = history.to_vec();
                history.push(code);
                let lowers = parts
                    .iter()
                    .map(|(&index, part)| {
                        let lower =
                            self.known_lower(&scorer, universe, part, &history, UNBOUNDED - 1);
                        (index, lower)
                    })
                    .collect();
                Some(FirstGuess {
                    guess,
                    tie: super::budget::tie(impossible, guess),
                    parts,
                    lowers,
                })
            })
            .collect()
    }

    /// Parts from this size are probed when two or more share a finite
    /// room.
    pub(crate) fn probe_from(&self) -> usize {
        self.probe_from
    }

    /// The optimal cost of `part` after the guesses `guesses` if it is at
    /// most `limit` (`Ok`), else a bound it is known to be above (`Err`).
    pub(crate) fn solve_part(
        &self,
        universe: &Universe,
        guesses: &[u32],
        part: &[u32],
        limit: u64,
    ) -> Result<u64, u64> {
        let history: Vec<Code> = guesses.iter().map(|&g| universe.code(g)).collect();
        let budget = Budget::fixed(limit.min(u64::MAX - 1));
        match self.search(universe, part, &history, UNBOUNDED - 1, budget) {
            Known::Exact { cost, .. } => Ok(cost),
            Known::Above(above) => Err(above),
        }
    }
}

/// The parts `guess` leaves of `set` by feedback index, the win left out,
/// each in `set`'s order.
pub(crate) fn parts_of(universe: &Universe, set: &[u32], guess: &Code) -> BTreeMap<u8, Vec<u32>> {
    let win = kernel::win_index(universe.pegs());
    let mut parts: BTreeMap<u8, Vec<u32>> = BTreeMap::new();
    for &c in set {
        let index = universe.score_index(c, guess);
        if index != win {
            parts.entry(index).or_default().push(c);
        }
    }
    parts
}
