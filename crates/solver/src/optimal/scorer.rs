//! Where the optimal search reads feedback indices from: the full tables, or
//! the kernel on the candidates packed.

use crate::kernel::Packed;
use crate::universe::Universe;

use super::Tables;

/// Where feedback indices come from.
pub(super) enum Scorer<'t> {
    Table(&'t Tables),
    Packed(Packed),
}

impl Scorer<'_> {
    /// The first of `guesses` that gives every candidate a different
    /// feedback.
    pub(super) fn first_split(
        &self,
        universe: &Universe,
        candidates: &[u32],
        guesses: &[u32],
    ) -> Option<u32> {
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
    pub(super) fn splits(
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

    pub(super) fn scores(
        &self,
        universe: &Universe,
        candidates: &[u32],
        guess: u32,
        out: &mut Vec<u8>,
    ) {
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

/// Whether no two scores are the same.
pub(super) fn distinct(mut scores: impl Iterator<Item = u8>) -> bool {
    let mut seen = 0u128;
    scores.all(|s| {
        let bit = 1u128 << s;
        let new = seen & bit == 0;
        seen |= bit;
        new
    })
}
