//! The first guess's choice cut into pieces that other processes can
//! search: every first guess worth trying, with its parts and their lower
//! bounds, and the search of one part within a limit.

use std::collections::BTreeMap;

use super::budget::Budget;
use super::search::{split_pool, unpack};
use super::{Known, Solver, UNBOUNDED};
use crate::kernel;
use crate::universe::Universe;

/// A first guess worth trying, as the search would try it.
#[derive(Debug, Clone)]
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
    /// setup alone (the memory is empty when a plan is made), so every
    /// process makes the same plan.
    pub(crate) fn first_guesses(&self, universe: &Universe) -> Vec<FirstGuess> {
        let all = universe.all();
        let scorer = self.scorer(universe, &all);
        let pool = self.pool(universe, &[], &all);
        let (possible, impossible) = split_pool(&pool, &all);
        let mut rated = self.rate(universe, &scorer, &all, &possible, UNBOUNDED, None);
        rated.extend(self.rate(universe, &scorer, &all, &impossible, UNBOUNDED, None));
        rated.sort_unstable();
        if all.len() as u64 >= self.deepen_from {
            let reach = self.within(UNBOUNDED);
            rated = self.deepen(universe, &scorer, &all, &[], reach, rated, true);
        }
        let win = kernel::win_index(universe.pegs());
        rated
            .into_iter()
            .map(|key| {
                let (_, impossible, guess) = unpack(key);
                let code = universe.code(guess);
                let mut parts: BTreeMap<u8, Vec<u32>> = BTreeMap::new();
                for &c in &all {
                    let index = universe.score_index(c, &code);
                    if index != win {
                        parts.entry(index).or_default().push(c);
                    }
                }
                let history = [code];
                let lowers = parts
                    .iter()
                    .map(|(&index, part)| {
                        let lower =
                            self.known_lower(&scorer, universe, part, &history, UNBOUNDED - 1);
                        (index, lower)
                    })
                    .collect();
                FirstGuess {
                    guess,
                    tie: super::budget::tie(impossible, guess),
                    parts,
                    lowers,
                }
            })
            .collect()
    }

    /// Parts from this size are probed when two or more share a finite
    /// room.
    pub(crate) fn probe_from(&self) -> usize {
        self.probe_from
    }

    /// The optimal cost of `part` after the first guess `guess` if it is at
    /// most `limit` (`Ok`), else a bound it is known to be above (`Err`).
    pub(crate) fn solve_part(
        &self,
        universe: &Universe,
        guess: u32,
        part: &[u32],
        limit: u64,
    ) -> Result<u64, u64> {
        let history = [universe.code(guess)];
        let budget = Budget::fixed(limit.min(u64::MAX - 1));
        match self.search(universe, part, &history, UNBOUNDED - 1, budget) {
            Known::Exact { cost, .. } => Ok(cost),
            Known::Above(above) => Err(above),
        }
    }
}
