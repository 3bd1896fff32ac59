//! An attempt as its player sees it: the task and position, the answers
//! so far, and the puzzle's answer only once the attempt has ended.

use std::sync::Arc;

use mastermind_core::puzzle::Task;
use mastermind_core::{Code, Feedback, Turn};
use mastermind_solver::puzzle::Prover;
use mastermind_store::SavedAttempt;
use mastermind_store::prelude::*;

use crate::AppState;
use crate::error::ApiError;
use crate::guard::Client;
use crate::solver_gate::Lane;
use mastermind_api::games::TurnView;
pub use mastermind_api::puzzles::{AttemptView, PuzzleView};
use mastermind_api::setup::SetupView;

/// The turns numbered from `first`.
fn turn_views(turns: &[Turn], first: usize) -> Vec<TurnView> {
    turns
        .iter()
        .enumerate()
        .map(|(i, t)| TurnView {
            turn: first + i,
            guess: t.guess.to_string(),
            black: t.black,
            white: t.white,
        })
        .collect()
}

fn history(turns: &[Turn]) -> Vec<(Code, Feedback)> {
    turns.iter().map(|t| (t.guess, t.feedback())).collect()
}

/// The task's wire name.
pub fn task_name(task: Task) -> &'static str {
    match task {
        Task::BreakIn { .. } => "break_in",
        Task::BestGuess => "best_guess",
    }
}

/// The attempt `saved` as its player sees it. Once it has ended, the
/// answer: the accepted guesses, or the first guess of the solver's proven
/// line (solver work, done in the gate for `client`).
pub async fn attempt_view(
    state: &AppState,
    client: Client,
    saved: &SavedAttempt,
) -> Result<AttemptView, ApiError> {
    let puzzle = &saved.puzzle;
    let prover: Arc<Prover> = {
        let provers = Arc::clone(state.provers());
        let setup = puzzle.setup.clone();
        tokio::task::spawn_blocking(move || provers.of(&setup))
            .await
            .map_err(|e| ApiError::Internal(format!("the puzzle's prover failed: {e}")))?
    };
    let position = puzzle.history();
    let mut after = position.clone();
    after.extend(history(&saved.turns));
    let answer = match (saved.ending, puzzle.task) {
        (None, _) => Vec::new(),
        (Some(_), Task::BestGuess) => puzzle.accepted.iter().map(Code::to_string).collect(),
        (Some(_), Task::BreakIn { guesses }) => {
            let prover = Arc::clone(&prover);
            let position = position.clone();
            state
                .solve(client, Lane::Play, move || prover.line(&position, guesses))
                .await?
                .map(|c| vec![c.to_string()])
                .unwrap_or_default()
        }
    };
    let guesses_left = puzzle
        .task
        .guesses()
        .saturating_sub(saved.turns.len() as u8);
    Ok(AttemptView {
        id: saved.id.clone(),
        puzzle: PuzzleView {
            id: puzzle.id.clone(),
            theme: puzzle.theme.name().to_string(),
            task: task_name(puzzle.task).to_string(),
            guesses: puzzle.task.guesses(),
            setup: SetupView::from(&puzzle.setup),
            position: turn_views(&puzzle.position, 1),
            codes_left: prover.codes_left(&position).len(),
            rating: puzzle.rating.rating.round() as i64,
        },
        mode: saved.mode.name().to_string(),
        rated: saved.rated,
        turns: turn_views(&saved.turns, puzzle.position.len() + 1),
        guesses_left: if saved.ending.is_some() {
            0
        } else {
            guesses_left
        },
        codes_left: prover.codes_left(&after).len(),
        ending: saved.ending.map(|e| e.name().to_string()),
        rating_before: saved.rating_before.map(|r| r.round() as i64),
        rating_after: saved.rating_after.map(|r| r.round() as i64),
        answer,
        streak: match &saved.streak {
            Some(streak) => Some(state.store().streak_length(&saved.player, streak).await?),
            None => None,
        },
        day: saved.day.map(|d| d.to_string()),
    })
}
