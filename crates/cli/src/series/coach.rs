//! `review N` in a series: the coach's word on the codebreaker's guesses in
//! finished game N (its place in the series' games, from 1), against the
//! answers the codemaker gave, up to an answer no code fits.

use std::time::Duration;

use mastermind_core::puzzle::{Verdict, accuracy};
use mastermind_core::series::Series;
use mastermind_core::{Code, Feedback};
use mastermind_i18n::tr;
use mastermind_solver::coach::{GuessReview, Judge};
use serde_json::json;

use super::view::View;

/// The coach's time for one game: the exact verdicts of 4·6 and the
/// estimates of the larger boards, as the site gives them.
const BUDGET: Duration = Duration::from_secs(2);

/// The review of game `which` (as typed), or why there is none.
pub fn review(series: &Series, which: &str) -> Result<(usize, Vec<GuessReview>), String> {
    let number: usize = which
        .trim()
        .parse()
        .map_err(|_| tr!("cmd-series-review-which"))?;
    let game = number
        .checked_sub(1)
        .and_then(|i| series.games().get(i))
        .filter(|g| g.outcome().is_some())
        .ok_or_else(|| tr!("cmd-series-review-none", game = number))?;
    let played: Vec<(Code, Feedback)> = game
        .rows()
        .iter()
        .map_while(|row| {
            row.guess.map(|guess| {
                (
                    guess,
                    Feedback {
                        black: row.black,
                        white: row.white,
                    },
                )
            })
        })
        .collect();
    let setup = series.setup();
    Ok((
        number,
        mastermind_solver::coach::review(&setup, &played, BUDGET),
    ))
}

fn verdict_word(verdict: Option<Verdict>) -> String {
    match verdict {
        Some(Verdict::Good) => tr!("term-review-verdict-good"),
        Some(Verdict::Inaccuracy) => tr!("term-review-verdict-inaccuracy"),
        Some(Verdict::Mistake) => tr!("term-review-verdict-mistake"),
        Some(Verdict::Blunder) => tr!("term-review-verdict-blunder"),
        None => "—".to_string(),
    }
}

fn judge_name(judge: Judge) -> &'static str {
    match judge {
        Judge::Exact => "exact",
        Judge::Estimate => "estimate",
        Judge::None => "none",
    }
}

/// Shows the review of game `number`: a line a guess, then the accuracy.
pub fn show(view: &View, number: usize, coached: &[GuessReview]) -> anyhow::Result<()> {
    let score =
        accuracy(coached.iter().filter_map(|c| c.verdict)).map(|a| (a * 10.0).round() / 10.0);
    if view.json {
        let turns: Vec<_> = coached
            .iter()
            .map(|c| {
                json!({
                    "turn": c.turn, "guess": c.guess.to_string(), "before": c.before,
                    "after": c.after, "best": c.best.to_string(),
                    "verdict": c.verdict, "judged_by": judge_name(c.judged_by),
                })
            })
            .collect();
        return view
            .emit(json!({"event": "review", "game": number, "turns": turns, "accuracy": score}));
    }
    view.say(&tr!("cmd-series-review-heading", game = number))?;
    for c in coached {
        view.say(&tr!(
            "cmd-series-review-row",
            turn = c.turn,
            guess = c.guess.to_string(),
            before = c.before,
            after = c.after,
            best = c.best.to_string(),
            verdict = verdict_word(c.verdict)
        ))?;
    }
    match score {
        Some(score) => view.say(&tr!("cmd-series-review-accuracy", accuracy = score)),
        None => Ok(()),
    }
}
