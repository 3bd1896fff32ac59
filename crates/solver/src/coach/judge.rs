//! The costs a turn is judged by: exact where the search settles them in
//! time, else the lookahead's estimate.

use std::time::Instant;

use mastermind_core::Code;

use super::{Coach, EXACT_WORK, Judge};
use crate::engine::GAME_SCAN_WORK;
use crate::kernel;
use crate::optimal::UNBOUNDED;
use crate::universe::Universe;

/// Candidates times codes up to which the estimate plays entropy out
/// whatever the deadline: logik's first turn (an entropy analysis of its
/// 32,768 codes takes about 0.3 s, and a review plays out two), not level
/// III's (13 s each).
const ESTIMATE_WORK: usize = 32_768 * 32_768;

/// The best guess, and the total guesses over every candidate after the
/// played guess and after the best (`None` when neither measure fitted).
pub(super) struct Judged {
    pub best: u32,
    pub costs: Option<(u64, u64)>,
    pub by: Judge,
}

impl Coach {
    pub(super) fn judge(
        &self,
        guesses: &[Code],
        candidates: &[u32],
        played: &Code,
        deadline: Instant,
    ) -> Judged {
        if candidates.len() * self.universe.len() <= EXACT_WORK
            && let Some(judged) = self.exact(guesses, candidates, played, deadline)
        {
            return judged;
        }
        self.estimate(guesses, candidates, played, deadline)
    }

    /// The optimum and the played guess's cost with the optimum after it.
    fn exact(
        &self,
        guesses: &[Code],
        candidates: &[u32],
        played: &Code,
        deadline: Instant,
    ) -> Option<Judged> {
        let universe = &self.universe;
        let solve = |set: &[u32], history: &[Code]| -> Option<(u64, u32)> {
            self.solver
                .solve_by(universe, set, history, UNBOUNDED, deadline)
                .ok()
                .flatten()
        };
        let (best_cost, best) = solve(candidates, guesses)?;
        let mut next = guesses.to_vec();
        next.push(*played);
        let mut played_cost = candidates.len() as u64;
        for part in parts(universe, candidates, played) {
            played_cost += solve(&part, &next)?.0;
        }
        Some(Judged {
            best,
            costs: Some((played_cost, best_cost)),
            by: Judge::Exact,
        })
    }

    /// The `best` strategy's guess and its estimate of both costs: entropy
    /// played out after each guess.
    fn estimate(
        &self,
        guesses: &[Code],
        candidates: &[u32],
        played: &Code,
        deadline: Instant,
    ) -> Judged {
        let universe = &self.universe;
        let pool = self.pools.pool(universe, guesses, candidates);
        let best = self
            .lookahead
            .choose(universe, guesses, candidates, &pool, Some(deadline));
        // The lookahead counts a large set as late at once under a deadline
        // (one rating of it cannot be stopped midway): such a set is
        // played out without one, if that stays within a few analyses.
        let work = candidates.len() * universe.len();
        let within = if work > GAME_SCAN_WORK / 4 {
            None
        } else {
            Some(deadline)
        };
        let affordable = work <= ESTIMATE_WORK && Instant::now() < deadline;
        let cost = |guess: u32| {
            if !affordable {
                return None;
            }
            self.lookahead
                .cost_of_guess(universe, guesses, candidates, guess, within)
                .ok()
        };
        let played_cost = universe.index_of(played).and_then(cost);
        match (played_cost, cost(best)) {
            (Some(p), Some(b)) => Judged {
                best,
                // The played guess may do better than the strategy's own
                // choice: then the strategy's was not the best.
                costs: Some((p, b.min(p))),
                by: Judge::Estimate,
            },
            _ => Judged {
                best,
                costs: None,
                by: Judge::None,
            },
        }
    }
}

/// The candidates by the answer `guess` gets, the win left out.
fn parts(universe: &Universe, candidates: &[u32], guess: &Code) -> Vec<Vec<u32>> {
    let pegs = universe.pegs();
    let win = kernel::win_index(pegs);
    let mut parts = vec![Vec::new(); kernel::slots(pegs)];
    for &c in candidates {
        let s = universe.score_index(c, guess);
        if s != win {
            parts[usize::from(s)].push(c);
        }
    }
    parts.retain(|p| !p.is_empty());
    parts
}

/// The most codes `guess` can leave of `candidates` (the win leaves none).
pub(super) fn worst_part(universe: &Universe, candidates: &[u32], guess: &Code) -> u64 {
    parts(universe, candidates, guess)
        .iter()
        .map(|p| p.len() as u64)
        .max()
        .unwrap_or(0)
}
