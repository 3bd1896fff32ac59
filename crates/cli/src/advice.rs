//! The board's advisor, answered by the solver: hints and post-game reviews.

use mastermind_core::{Code, Feedback, Setup, Turn};
use mastermind_tui::{Advisor, Hint, ReviewRow};

/// The coach's time for one game's review: the exact verdicts of 4·6, the
/// estimates of Logik.
const COACH_BUDGET: std::time::Duration = std::time::Duration::from_secs(2);

#[derive(Debug, Clone, Copy)]
pub struct SolverAdvisor;

fn history(turns: &[Turn]) -> Vec<(Code, Feedback)> {
    turns.iter().map(|t| (t.guess, t.feedback())).collect()
}

impl Advisor for SolverAdvisor {
    fn hint(&self, setup: &Setup, turns: &[Turn]) -> Hint {
        match mastermind_solver::hint(setup, &history(turns)) {
            Ok(hint) => Hint {
                remaining: hint.remaining,
                suggestion: hint.suggestion,
            },
            // The program scores every turn of `play`, so its answers always
            // fit some code; should they not, no code is left to suggest.
            Err(_) => Hint {
                remaining: 0,
                suggestion: turns
                    .last()
                    .map_or_else(|| setup.random_code(&mut rand::rng()), |t| t.guess),
            },
        }
    }

    fn review(&self, setup: &Setup, secret: &Code, turns: &[Turn]) -> Vec<ReviewRow> {
        let guesses: Vec<Code> = turns.iter().map(|t| t.guess).collect();
        let played: Vec<(Code, Feedback)> = turns
            .iter()
            .map(|t| {
                let feedback = Feedback {
                    black: t.black,
                    white: t.white,
                };
                (t.guess, feedback)
            })
            .collect();
        let coached = mastermind_solver::coach::review(setup, &played, COACH_BUDGET);
        mastermind_solver::review(setup, secret, &guesses)
            .into_iter()
            .map(|row| ReviewRow {
                verdict: coached
                    .iter()
                    .find(|c| c.turn == row.turn)
                    .and_then(|c| c.verdict),
                turn: row.turn,
                guess: row.guess,
                before: row.before,
                left: row.after,
                best: row.suggestion,
                best_left: row.suggestion_after,
            })
            .collect()
    }
}
