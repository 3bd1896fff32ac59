//! The coach: a review of every guess of a game, with the best guess at each
//! turn and a verdict by the guesses a move is expected to cost.
//!
//! A guess is judged by the expected number of guesses still needed to
//! break the code (every code that fits equally likely as the secret) when
//! the guess is played and the best play follows, against that number for
//! the best guess. Where the exact search settles both within the budget
//! (4·6 and smaller setups, later turns of larger ones), "best" is the exact
//! optimum; elsewhere it is the `best` strategy's lookahead estimate, and
//! the review says which.

mod judge;
#[cfg(test)]
mod tests;

use std::sync::Arc;
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

use mastermind_core::puzzle::Verdict;
use mastermind_core::{Code, Feedback, Setup};

use crate::lookahead::Lookahead;
use crate::optimal::Solver;
use crate::symmetry::Pools;
use crate::universe::{self, Universe};

/// Expected guesses lost from which a guess is an inaccuracy: a tenth of a
/// guess is about what separates the good published strategies at 4·6
/// over a whole game (Knuth 4.476, the optimum 4.340), so less is noise a
/// person need not hear about.
pub const INACCURACY: f64 = 0.1;
/// From here a mistake: nearly a third of a guess, one secret in three
/// needing a guess more.
pub const MISTAKE: f64 = 0.3;
/// From here a blunder: more than half a guess, as when a guess that cannot
/// be the code is played with two codes left and tells nothing (a whole
/// guess), or one in two secrets needs one more guess.
pub const BLUNDER: f64 = 0.6;

/// Candidates times codes of the setup up to which the exact search judges
/// a turn: 4·6 from its first guess (1296²), as a game's own exact play
/// allows; larger setups once few enough codes are left.
const EXACT_WORK: usize = 1296 * 1296;

/// What a verdict was measured against.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Judge {
    /// The exact optimum.
    Exact,
    /// The `best` strategy's estimate (entropy with lookahead).
    Estimate,
    /// Neither fitted in the budget: no verdict.
    None,
}

impl Judge {
    /// The wire name.
    pub fn name(self) -> &'static str {
        match self {
            Judge::Exact => "exact",
            Judge::Estimate => "estimate",
            Judge::None => "none",
        }
    }
}

/// One reviewed guess.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GuessReview {
    /// 1-based.
    pub turn: usize,
    pub guess: Code,
    pub feedback: Feedback,
    /// Codes that fitted before the guess, and after its answer.
    pub before: u64,
    pub after: u64,
    /// The best guess here, and the most codes it could have left.
    pub best: Code,
    pub best_worst: u64,
    /// The codes the best guess would have left against the secret, where
    /// the game shows the secret (it was broken, or one code was left).
    pub best_left: Option<u64>,
    /// Expected guesses to break the code from this turn on, this one
    /// included, after the guess played and after the best.
    pub expected: Option<f64>,
    pub best_expected: Option<f64>,
    /// The difference, never below 0.
    pub lost: Option<f64>,
    pub verdict: Option<Verdict>,
    pub judged_by: Judge,
}

/// The verdict for a guess that loses `lost` expected guesses.
pub fn verdict_of(lost: f64) -> Verdict {
    // A tolerance for the sums of the estimate; the exact costs are whole.
    const EPSILON: f64 = 1e-9;
    match lost + EPSILON {
        l if l >= BLUNDER => Verdict::Blunder,
        l if l >= MISTAKE => Verdict::Mistake,
        l if l >= INACCURACY => Verdict::Inaccuracy,
        _ => Verdict::Good,
    }
}

/// Reviews of one setup, sharing what the searches learnt: one coach for
/// many games is much faster than one per game. One review at a time: the
/// exact search's deadline is the coach's while a review runs, so a coach
/// shared between threads belongs behind a lock.
#[derive(Debug)]
pub struct Coach {
    universe: Arc<Universe>,
    solver: Solver,
    lookahead: Lookahead,
    pools: Pools,
}

/// Memory the exact search of a coach may keep: a 4·6 optimum needs a few
/// MiB, and a server keeps a coach a setup.
const COACH_MEMORY: u64 = 512 << 20;

impl Coach {
    /// # Panics
    /// If the setup has more than [`crate::MAX_CODES`] codes.
    pub fn new(setup: &Setup) -> Self {
        let universe = universe::shared(setup);
        Coach {
            solver: Solver::new(&universe).with_memory(COACH_MEMORY),
            lookahead: Lookahead::new(universe.len()),
            pools: Pools::default(),
            universe,
        }
    }

    /// Reviews `played` within about `budget` of time. Stops before a turn
    /// that no code fits (a wrong answer) and after the winning guess.
    pub fn review(&self, played: &[(Code, Feedback)], budget: Duration) -> Vec<GuessReview> {
        let deadline = Instant::now() + budget;
        let universe = &self.universe;
        let pegs = universe.setup().pegs();
        let secret = secret_of(universe, played);
        let mut rows = Vec::new();
        for (i, &(guess, feedback)) in played.iter().enumerate() {
            if guess.len() != universe.pegs() {
                break;
            }
            let history = &played[..i];
            let candidates = universe.consistent(history);
            let after = universe.filter(&candidates, &guess, feedback);
            if candidates.is_empty() || after.is_empty() && !feedback.is_win(pegs) {
                break;
            }
            let guesses: Vec<Code> = history.iter().map(|(g, _)| *g).collect();
            let judged = self.judge(&guesses, &candidates, &guess, deadline);
            let best = universe.code(judged.best);
            let best_left = secret.map(|s| {
                let f = universe.setup().score(&s, &best);
                if f.is_win(pegs) {
                    0
                } else {
                    universe.filter(&candidates, &best, f).len() as u64
                }
            });
            let n = candidates.len() as f64;
            let expected = judged.costs.map(|(played, _)| played as f64 / n);
            let best_expected = judged.costs.map(|(_, best)| best as f64 / n);
            let lost = judged
                .costs
                .map(|(played, best)| played.saturating_sub(best) as f64 / n);
            rows.push(GuessReview {
                turn: i + 1,
                guess,
                feedback,
                before: candidates.len() as u64,
                after: after.len() as u64,
                best,
                best_worst: judge::worst_part(universe, &candidates, &best),
                best_left,
                expected,
                best_expected,
                lost,
                verdict: lost.map(verdict_of),
                judged_by: judged.by,
            });
            if feedback.is_win(pegs) {
                break;
            }
        }
        rows
    }
}

/// Reviews one game on `setup` within about `budget` (see
/// [`Coach::review`]); a [`Coach`] kept for many games is faster.
pub fn review(setup: &Setup, played: &[(Code, Feedback)], budget: Duration) -> Vec<GuessReview> {
    Coach::new(setup).review(played, budget)
}

/// The secret, where the game shows it: the winning guess, or the one code
/// that fits every answer.
fn secret_of(universe: &Universe, played: &[(Code, Feedback)]) -> Option<Code> {
    let pegs = universe.setup().pegs();
    if let Some((g, _)) = played.iter().find(|(_, f)| f.is_win(pegs)) {
        return Some(*g);
    }
    match universe.consistent(played).as_slice() {
        [only] => Some(universe.code(*only)),
        _ => None,
    }
}
