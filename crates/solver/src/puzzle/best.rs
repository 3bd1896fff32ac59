//! The best guesses of a position: those that leave the fewest codes in the
//! worst case, over every code of the setup (every equally good guess is
//! accepted, so none is left out by symmetry).

use mastermind_core::{Code, Feedback};

use crate::kernel;

use super::Prover;

/// Every guess that leaves the fewest codes in the worst case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BestGuesses {
    /// In digit order.
    pub guesses: Vec<Code>,
    /// The most codes one of them leaves (the win leaves none).
    pub worst: u64,
    /// Whether every one of them cannot be the code.
    pub all_impossible: bool,
}

impl Prover {
    /// The best guesses after `history`; `None` when no code fits.
    pub fn best_guesses(&self, history: &[(Code, Feedback)]) -> Option<BestGuesses> {
        let universe = self.universe();
        let candidates = self.candidates(history);
        if candidates.is_empty() {
            return None;
        }
        let pegs = universe.pegs();
        let win = usize::from(kernel::win_index(pegs));
        let packed = universe.packed().gather(&candidates);
        let mut scores = Vec::new();
        let mut counts = vec![0u64; kernel::slots(pegs)];
        let mut best = BestGuesses {
            guesses: Vec::new(),
            worst: u64::MAX,
            all_impossible: true,
        };
        for (g, code) in universe.codes().iter().enumerate() {
            packed.scores(universe.rule(), code, &mut scores);
            counts.fill(0);
            for &s in &scores {
                counts[usize::from(s)] += 1;
            }
            let possible = counts[win] > 0;
            counts[win] = 0;
            let worst = counts.iter().copied().max().unwrap_or(0);
            if worst < best.worst {
                best.worst = worst;
                best.guesses.clear();
                best.all_impossible = true;
            }
            if worst == best.worst {
                best.guesses.push(universe.code(g as u32));
                best.all_impossible &= !possible;
            }
        }
        Some(best)
    }
}
