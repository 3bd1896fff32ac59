//! A guess in an attempt, and giving one up: moves like any other, through
//! the one path ([`crate::moves`]): the attempt read at a version, the
//! core's [`Attempt`] deciding (answered by the solver's adversary, in the
//! solver gate), the turns and ending saved naming that version (with both
//! ratings, when a rated attempt ends), and only then answered.

use std::sync::Arc;

use mastermind_core::Turn;
use mastermind_core::puzzle::{Attempt, Ending, PuzzleError};
use mastermind_solver::puzzle::WorstCase;
use mastermind_store::SavedAttempt;
use mastermind_store::prelude::*;

use super::views::{AttemptView, attempt_view};
use crate::AppState;
use crate::error::{ApiError, Json};
use crate::guard::Client;
use crate::moves::{Play, Step};
use crate::solver_gate::Lane;

/// What a move in an attempt does.
pub(super) enum Move {
    Guess(String),
    GiveUp,
}

pub(super) struct AttemptMove {
    pub client: Client,
    pub player: String,
    pub saved: SavedAttempt,
    pub action: Move,
}

/// A refusal of the core's puzzle rules: 409 when over, 400 for a
/// malformed guess; a codemaker without an answer is the server's fault.
fn refused(error: PuzzleError) -> ApiError {
    match error {
        PuzzleError::Over { .. } => ApiError::refused(&error, false),
        PuzzleError::Code(_) => ApiError::bad_input(&error),
        PuzzleError::NoAnswer { .. } | PuzzleError::BadAnswer { .. } => {
            ApiError::Internal(error.to_string())
        }
    }
}

/// The attempt `id` of `player`: anyone else's is not found.
pub(super) async fn owned(
    state: &AppState,
    id: &str,
    player: &str,
) -> Result<SavedAttempt, ApiError> {
    match state.store().attempt(id).await? {
        Some(saved) if saved.player == player => Ok(saved),
        _ => Err(ApiError::NotFound(format!("no puzzle attempt {id}"))),
    }
}

impl Play for AttemptMove {
    type Decision = (Vec<Turn>, Option<Ending>, i64);
    type Answer = Json<AttemptView>;

    async fn read(&mut self, state: &AppState, again: bool) -> Result<(), ApiError> {
        if again {
            self.saved = owned(state, &self.saved.id, &self.player).await?;
        }
        Ok(())
    }

    async fn decide(
        &mut self,
        state: &AppState,
        now: i64,
    ) -> Result<Step<Self::Decision>, ApiError> {
        let mut attempt = Attempt::replay(self.saved.puzzle.clone(), &self.saved.turns)
            .map_err(|e| ApiError::Internal(format!("a kept attempt does not replay: {e}")))?;
        let guess = match &self.action {
            Move::GiveUp => {
                attempt.give_up().map_err(refused)?;
                return Ok(Step::Done((
                    attempt.turns().to_vec(),
                    attempt.ending(),
                    now,
                )));
            }
            Move::Guess(text) => attempt
                .puzzle()
                .setup
                .parse_code(text)
                .map_err(|e| ApiError::bad_input(&PuzzleError::Code(e)))?,
        };
        if let Some(ending) = attempt.ending() {
            return Err(refused(PuzzleError::Over { ending }));
        }
        let provers = Arc::clone(state.provers());
        let decided = state
            .solve(self.client, Lane::Play, move || {
                let prover = provers.of(&attempt.puzzle().setup);
                let mut codemaker = WorstCase::new(prover, rand::rng());
                attempt
                    .guess(guess, &mut codemaker)
                    .map(|_| (attempt.turns().to_vec(), attempt.ending(), now))
            })
            .await?
            .map_err(refused)?;
        Ok(Step::Done(decided))
    }

    async fn save(
        &mut self,
        state: &AppState,
        (turns, ending, now): Self::Decision,
    ) -> Result<Step<Self::Answer>, ApiError> {
        let saved = state
            .store()
            .save_attempt(&self.saved.id, self.saved.version, &turns, ending, now)
            .await?;
        match saved {
            None => Ok(Step::Stale),
            Some(saved) => Ok(Step::Done(Json(
                attempt_view(state, self.client, &saved).await?,
            ))),
        }
    }
}
