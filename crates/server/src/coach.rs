//! The coach's marks in the review of a finished game, series game or duel:
//! each guess judged by the guesses it is expected to cost against the best
//! play (exact where the solver settles it within the budget, else the
//! `best` strategy's estimate, and the review says which), the game's
//! accuracy, and the marks kept for the player's accuracy over every
//! reviewed game.

use std::time::Duration;

use mastermind_core::puzzle::{Verdict, accuracy};
use mastermind_core::{Code, Feedback, Game};
use mastermind_solver::coach::{GuessReview, Judge};

use mastermind_store::CoachMarks;
use mastermind_store::prelude::*;

use crate::AppState;
use crate::error::ApiError;
use crate::views::{ReviewTurnView, ReviewView};

/// The coach's time for one game's review, in the solver gate's batch
/// lane: enough for the exact verdicts of 4·6 and the estimates of Logik.
pub const BUDGET: Duration = Duration::from_secs(2);

/// The game's guesses with their answers, as the coach reads them.
pub fn played(game: &Game) -> Vec<(Code, Feedback)> {
    turns_played(game.turns())
}

/// Turns with their answers, as the coach reads them.
pub fn turns_played(turns: &[mastermind_core::Turn]) -> Vec<(Code, Feedback)> {
    turns
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

/// Puts the coach's word on each row of the review (by turn).
pub fn mark(rows: &mut [ReviewTurnView], coached: &[GuessReview]) {
    for row in rows {
        let Some(c) = coached.iter().find(|c| c.turn == row.turn) else {
            row.judged_by = Judge::None.name().to_string();
            continue;
        };
        row.verdict = c.verdict.map(|v| v.name().to_string());
        row.judged_by = c.judged_by.name().to_string();
        row.lost = c.lost.map(|l| (l * 100.0).round() / 100.0);
        row.best = Some(c.best.to_string());
    }
}

/// The game's accuracy over its judged guesses, to one decimal.
pub fn game_accuracy(coached: &[GuessReview]) -> Option<f64> {
    accuracy(coached.iter().filter_map(|c| c.verdict)).map(|a| (a * 10.0).round() / 10.0)
}

/// The review of guesses whose secret the server keeps no copy of here (a
/// duel's or a series game's): the coach's rows alone, each with what the
/// best guess would have left (against the secret where the answers show
/// it, else in the worst case).
pub fn review_of(coached: &[GuessReview]) -> ReviewView {
    let mut turns: Vec<ReviewTurnView> = coached
        .iter()
        .map(|c| ReviewTurnView {
            turn: c.turn,
            guess: c.guess.to_string(),
            black: c.feedback.black,
            white: c.feedback.white,
            before: c.before,
            after: c.after,
            suggestion: c.best.to_string(),
            suggestion_after: c.best_left.unwrap_or(c.best_worst),
            verdict: None,
            judged_by: String::new(),
            lost: None,
            best: None,
        })
        .collect();
    mark(&mut turns, coached);
    ReviewView {
        accuracy: game_accuracy(coached),
        turns,
    }
}

/// Keeps the marks of one review (`kind` "game", "duel" or "series", and
/// its id) for `player`'s accuracy. A review without a judged guess keeps
/// nothing.
pub async fn keep(
    state: &AppState,
    kind: &str,
    id: &str,
    player: &str,
    coached: &[GuessReview],
) -> Result<(), ApiError> {
    let verdicts: Vec<Verdict> = coached.iter().filter_map(|c| c.verdict).collect();
    if verdicts.is_empty() {
        return Ok(());
    }
    let marks = CoachMarks {
        kind,
        id,
        player,
        judged: verdicts.len() as i64,
        weights: verdicts.iter().map(|v| v.weight()).sum(),
        at: crate::live::now_millis(),
    };
    Ok(state.store().keep_coached(&marks).await?)
}
