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
}

impl Solver {
    /// Every first guess the search would rate, in its order (the lowest
    /// bound first, then the tie-break order), each with its parts.
    pub(crate) fn first_guesses(&self, universe: &Universe) -> Vec<FirstGuess> {
        let all = universe.all();
        let scorer = self.scorer(universe, &all);
        let pool = self.pool(universe, &[], &all);
        let (possible, impossible) = split_pool(&pool, &all);
        let mut rated = self.rate(universe, &scorer, &all, &possible, UNBOUNDED, None);
        rated.extend(self.rate(universe, &scorer, &all, &impossible, UNBOUNDED, None));
        rated.sort_unstable();
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
                FirstGuess {
                    guess,
                    tie: super::budget::tie(impossible, guess),
                    parts,
                }
            })
            .collect()
    }

    /// The lower bound on a part of `m` codes after the first guess that
    /// the first guesses' bounds are made of.
    pub(crate) fn part_lower(&self, m: u64) -> u64 {
        self.bound(m, UNBOUNDED - 1)
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
