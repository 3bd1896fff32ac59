//! `GET /api/duels/{id}/review`: once a duel is over, the coach's word on
//! each player's guesses at the other's code (as a game's review gives
//! it), kept for each player's accuracy.

use axum::extract::{Path, State};
use mastermind_core::duel::Side;
use mastermind_store::DuelState;

use super::load_for;
use super::views::Caller;
use crate::AppState;
use crate::coach;
use crate::error::{ApiError, ErrorBody, Json};
use crate::guard::Client;
use crate::solver_gate::Lane;
pub use mastermind_api::duels::{DuelReview, SideReview};

/// The coach's review of a finished duel, each player's guesses judged
/// against the best play.
#[utoipa::path(get, path = "/api/duels/{id}/review", tag = "duels",
    params(("id" = String, Path, description = "The duel's id")),
    responses((status = 200, body = DuelReview), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "Not over yet"),
        (status = 429, body = ErrorBody, description = "Another solver request of this client is in flight"),
        (status = 503, body = ErrorBody, description = "The solver is busy")))]
pub(super) async fn review(
    State(state): State<AppState>,
    client: Client,
    caller: Caller,
    Path(id): Path<String>,
) -> Result<Json<DuelReview>, ApiError> {
    let saved = load_for(&state, &id, &caller).await?;
    let (DuelState::Over, Some(duel)) = (saved.state, saved.duel.as_ref()) else {
        return Err(ApiError::conflict(
            "the coach reviews a duel once it is over: the guesses would tell",
        ));
    };
    crate::codebreaker::check_size(duel.setup())?;
    let setup = duel.setup().clone();
    let played: Vec<_> = Side::BOTH
        .iter()
        .map(|&side| {
            let turns: Vec<_> = duel.turns().iter().map(|t| t[side]).collect();
            coach::turns_played(&turns)
        })
        .collect();
    let budget = state.coach_budget();
    let coached = state
        .solve(client, Lane::Batch, move || {
            let coach = mastermind_solver::coach::Coach::new(&setup);
            played
                .iter()
                .map(|p| coach.review(p, budget))
                .collect::<Vec<_>>()
        })
        .await?;
    let mut sides = Vec::new();
    for (side, coached) in Side::BOTH.into_iter().zip(&coached) {
        let seat = saved.seats[side].as_ref();
        if let Some(seat) = seat {
            coach::keep(&state, "duel", &saved.id, &seat.account, coached).await?;
        }
        sides.push(SideReview {
            side: side.name().to_string(),
            name: seat.map(|s| s.name.clone()),
            review: coach::review_of(coached),
        });
    }
    Ok(Json(DuelReview { sides }))
}
