//! The coach's marks in a finished game's review: each guess judged by the
//! guesses it is expected to cost against the best play (exact where the
//! solver settles it within the budget, else the `best` strategy's
//! estimate, and the review says which), and the game's accuracy.

use std::time::Duration;

use mastermind_core::puzzle::{Verdict, accuracy};
use mastermind_core::{Code, Feedback, Game};
use mastermind_solver::coach::{GuessReview, Judge};

use super::ReviewTurnView;

/// The coach's time for one game's review, in the solver gate's batch
/// lane: enough for the exact verdicts of 4·6 and the estimates of Logik.
pub(super) const BUDGET: Duration = Duration::from_secs(2);

/// The game's guesses with their answers, as the coach reads them.
pub(super) fn played(game: &Game) -> Vec<(Code, Feedback)> {
    game.turns()
        .iter()
        .map(|t| {
            (
                t.guess,
                Feedback {
                    black: t.black,
                    white: t.white,
                },
            )
        })
        .collect()
}

fn verdict_name(verdict: Verdict) -> &'static str {
    match verdict {
        Verdict::Good => "good",
        Verdict::Inaccuracy => "inaccuracy",
        Verdict::Mistake => "mistake",
        Verdict::Blunder => "blunder",
    }
}

fn judge_name(judge: Judge) -> &'static str {
    match judge {
        Judge::Exact => "exact",
        Judge::Estimate => "estimate",
        Judge::None => "none",
    }
}

/// Puts the coach's word on each row of the review (by turn).
pub(super) fn mark(rows: &mut [ReviewTurnView], coached: &[GuessReview]) {
    for row in rows {
        let Some(c) = coached.iter().find(|c| c.turn == row.turn) else {
            row.judged_by = judge_name(Judge::None).to_string();
            continue;
        };
        row.verdict = c.verdict.map(verdict_name).map(str::to_string);
        row.judged_by = judge_name(c.judged_by).to_string();
        row.lost = c.lost.map(|l| (l * 100.0).round() / 100.0);
        row.best = Some(c.best.to_string());
    }
}

/// The game's accuracy over its judged guesses, to one decimal.
pub(super) fn game_accuracy(coached: &[GuessReview]) -> Option<f64> {
    accuracy(coached.iter().filter_map(|c| c.verdict)).map(|a| (a * 10.0).round() / 10.0)
}
