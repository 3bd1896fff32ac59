//! `GET /api/series/{id}/review?game=N`: the coach's word on the
//! codebreaker's guesses in a finished game of a series, against the
//! answers the codemaker gave (stopping before an answer no code fits).

use mastermind_core::{Code, Feedback};
use serde::Deserialize;
use utoipa::IntoParams;

use super::LiveSeries;
use crate::AppState;
use crate::cache::Owned;
use crate::coach;
use crate::error::{ApiError, ErrorBody, Json, Query};
use crate::guard::Client;
use crate::solver_gate::Lane;
use crate::views::ReviewView;
use axum::extract::State;

#[derive(Debug, Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
pub(super) struct ReviewQuery {
    /// The game's place in the series' list of games, from 1 (a replayed
    /// game is a place of its own).
    game: usize,
}

/// The coach's review of one finished game of the series.
#[utoipa::path(get, path = "/api/series/{id}/review", tag = "series",
    params(("id" = String, Path, description = "The series' id"), ReviewQuery),
    responses((status = 200, body = ReviewView), (status = 400, body = ErrorBody),
        (status = 404, body = ErrorBody, description = "No such series, or no such game in it"),
        (status = 409, body = ErrorBody, description = "The game is not over"),
        (status = 429, body = ErrorBody, description = "Another solver request of this client is in flight"),
        (status = 503, body = ErrorBody, description = "The solver is busy")))]
pub(super) async fn review(
    State(state): State<AppState>,
    client: Client,
    live: Owned<LiveSeries>,
    Query(query): Query<ReviewQuery>,
) -> Result<Json<ReviewView>, ApiError> {
    let series = &live.series;
    let game = query
        .game
        .checked_sub(1)
        .and_then(|i| series.games().get(i))
        .ok_or_else(|| ApiError::NotFound(format!("the series has no game {}", query.game)))?;
    if game.outcome().is_none() {
        return Err(ApiError::conflict(
            "the coach reviews a game once it is over: the guesses would tell",
        ));
    }
    let setup = series.setup();
    crate::codebreaker::check_size(&setup)?;
    let played: Vec<(Code, Feedback)> = game
        .rows()
        .iter()
        .map_while(|row| {
            let feedback = Feedback {
                black: row.black,
                white: row.white,
            };
            row.guess.map(|guess| (guess, feedback))
        })
        .collect();
    let budget = state.coach_budget();
    let coached = state
        .solve(client, Lane::Batch, move || {
            mastermind_solver::coach::review(&setup, &played, budget)
        })
        .await?;
    Ok(Json(coach::review_of(&coached)))
}
