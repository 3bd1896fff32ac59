//! The coach's word on a player's guesses in the terminal (a series'
//! game, a duel against the computer): the solver's review within the
//! time the site gives it, and its words.

use std::time::Duration;

use mastermind_core::puzzle::{Verdict, accuracy};
use mastermind_core::{Code, Feedback, Setup};
use mastermind_i18n::tr;
use mastermind_solver::coach::GuessReview;
use serde_json::{Value, json};

/// The coach's time for one review: the exact verdicts of 4·6 and the
/// estimates of the larger boards, as the site gives them.
const BUDGET: Duration = Duration::from_secs(2);

/// The coach's review of `played` on `setup`.
pub fn review(setup: &Setup, played: &[(Code, Feedback)]) -> Vec<GuessReview> {
    mastermind_solver::coach::review(setup, played, BUDGET)
}

/// The accuracy over the judged guesses, to one decimal.
pub fn accuracy_of(coached: &[GuessReview]) -> Option<f64> {
    accuracy(coached.iter().filter_map(|c| c.verdict)).map(|a| (a * 10.0).round() / 10.0)
}

/// Each guess's review as a JSON line gives it.
pub fn turns_json(coached: &[GuessReview]) -> Vec<Value> {
    coached
        .iter()
        .map(|c| {
            json!({
                "turn": c.turn, "guess": c.guess.to_string(), "before": c.before,
                "after": c.after, "best": c.best.to_string(),
                "verdict": c.verdict, "judged_by": c.judged_by.name(),
            })
        })
        .collect()
}

pub fn verdict_word(verdict: Option<Verdict>) -> String {
    match verdict {
        Some(Verdict::Good) => tr!("term-review-verdict-good"),
        Some(Verdict::Inaccuracy) => tr!("term-review-verdict-inaccuracy"),
        Some(Verdict::Mistake) => tr!("term-review-verdict-mistake"),
        Some(Verdict::Blunder) => tr!("term-review-verdict-blunder"),
        None => "—".to_string(),
    }
}
