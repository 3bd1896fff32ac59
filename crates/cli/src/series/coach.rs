//! `review N` in a series: the coach's word on the codebreaker's guesses in
//! finished game N (its place in the series' games, from 1), against the
//! answers the codemaker gave, up to an answer no code fits.

use mastermind_core::series::Series;
use mastermind_core::{Code, Feedback};
use mastermind_i18n::tr;
use mastermind_solver::coach::GuessReview;
use serde_json::json;

use super::view::View;

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
    Ok((number, crate::coach::review(&setup, &played)))
}

/// Shows the review of game `number`: a line a guess, then the accuracy.
pub fn show(view: &View, number: usize, coached: &[GuessReview]) -> anyhow::Result<()> {
    let score = crate::coach::accuracy_of(coached);
    if view.json {
        let turns = crate::coach::turns_json(coached);
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
            verdict = crate::coach::verdict_word(c.verdict)
        ))?;
    }
    match score {
        Some(score) => view.say(&tr!("cmd-series-review-accuracy", accuracy = score)),
        None => Ok(()),
    }
}
