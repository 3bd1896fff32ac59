//! Online Logik (seed 003): challenges, the duel's moves, and its live
//! pages. Every rule is the core's `Duel`; a handler loads the duel, lets
//! the core judge the move, and saves it naming the version it read, so
//! two servers on one database never write over each other's moves.

mod accepting;
mod account_stream;
mod challenges;
mod clock;
mod computer;
mod declines;
mod export;
mod feed;
mod links;
pub(crate) mod live;
mod moves;
mod rematches;
mod review;
mod stream;
pub(crate) mod vacation;
mod views;

pub(crate) use accepting::accept_as;
pub use challenges::CreatedDuel;
pub(crate) use challenges::list_for;
pub use clock::Sweeper;
pub(crate) use computer::check_setup as computer_check_setup;
pub(crate) use moves::leave_all;

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use mastermind_core::duel::{Duel, DuelError, Event, Moment, Side, Sides, Terms};
use mastermind_store::prelude::*;
use mastermind_store::{
    Account, DuelQuery, DuelState, Link, NewChallenge, SavedDuel, StoreError, new_id, now_millis,
};
use serde::Deserialize;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::bus::Change;
use crate::error::{ApiError, ErrorBody, Json, Query};
use crate::guard::Client;
use crate::session::{MaybeMe, Me};
use crate::views::{GuessRequest, SetupRequest};
pub use mastermind_api::duels::Replay;
pub use views::{Caller, DuelSummary, summary};
use views::{DuelFull, can_accept, full, opponent_seen};

/// Duels a list shows at most.
const LIST_LIMIT: i64 = 50;
/// Duels in play read to find those waiting for the caller's move.
const MOVES_LIMIT: i64 = 1000;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(challenges::create, challenges::list))
        .routes(routes!(show, accepting::cancel))
        .routes(routes!(accepting::accept))
        .routes(routes!(links::take))
        .routes(routes!(links::decline))
        .routes(routes!(moves::set_code))
        .routes(routes!(moves::guess))
        .routes(routes!(moves::resign))
        .routes(routes!(moves::claim))
        .routes(routes!(rematches::rematch))
        .routes(routes!(replay))
        .routes(routes!(review::review))
        .routes(routes!(export::export))
        .routes(routes!(computer::create))
        .routes(routes!(live::duel_live))
        .routes(routes!(stream::duel_stream))
        .routes(routes!(account_stream::account_stream))
        .routes(routes!(live::lobby_live))
}

pub(crate) fn moment(now: i64) -> Moment {
    Moment::from_millis(u64::try_from(now).unwrap_or(0))
}

pub(crate) fn duel_error(error: DuelError) -> ApiError {
    ApiError::refused(&error, error.is_bad_input())
}

async fn load(state: &AppState, id: &str) -> Result<SavedDuel, ApiError> {
    state
        .store()
        .load_duel(id)
        .await?
        .ok_or_else(|| ApiError::NotFound(format!("no duel {}", shown_id(id))))
}

fn shown_id(id: &str) -> String {
    id.chars().take(40).collect()
}

async fn publish(state: &AppState, kind: &str, id: &str, version: i64) {
    state
        .bus()
        .publish(Change {
            kind: kind.to_string(),
            id: id.to_string(),
            version,
        })
        .await;
}

/// Word for the tournament that paired `saved`, once `duel` (its duel after
/// a move) is over: its standings move, and its players are free.
pub(crate) fn tournament_word(saved: &SavedDuel, duel: &Duel) -> Option<Change> {
    saved
        .tournament
        .as_ref()
        .filter(|_| duel.is_over())
        .map(|t| Change {
            kind: "tournament".to_string(),
            id: t.clone(),
            version: saved.version + 1,
        })
}

/// The terms of a preset or a setup of the players' own; Logik when
/// neither is given.
pub(crate) fn terms(preset: Option<&str>, setup: Option<&SetupRequest>) -> Result<Terms, ApiError> {
    Ok(match (preset, setup) {
        (None, None) => Terms::default(),
        (preset, setup) => match crate::catalogue::resolve(preset, setup)? {
            (_, Some(preset)) => Terms::preset(preset),
            (setup, None) => Terms::custom(setup),
        },
    })
}

/// One duel as the caller may see it (a spectator sees no code before the
/// end and no guess before its reveal).
#[utoipa::path(operation_id = "show_duel", get, path = "/api/duels/{id}", tag = "duels",
    params(("id" = String, Path, description = "The duel's id")),
    responses((status = 200, body = DuelFull), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "A single-use link taken by another player")))]
async fn show(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
) -> Result<Json<DuelFull>, ApiError> {
    let saved = load_for(&state, &id, &caller).await?;
    let now = now_millis();
    if let Some(side) = caller.side(&saved)
        && saved.state == DuelState::Playing
        && saved.computer.is_none()
    {
        state.store().mark_seen(&id, side, now).await?;
    }
    Ok(Json(full(&saved, &caller, now)))
}

/// The duel `id` if the caller may see it: a duel against the computer is
/// its player's alone, and for anyone else there is no such duel. A
/// single-use link taken by someone else is answered 409, as its page says:
/// the link holder knows it exists, but not its terms.
pub(crate) async fn load_for(
    state: &AppState,
    id: &str,
    caller: &Caller,
) -> Result<SavedDuel, ApiError> {
    let saved = load(state, id).await?;
    if caller.may_see(&saved) {
        Ok(saved)
    } else if saved.link.is_some() && saved.state == DuelState::Open {
        Err(links::taken_by_another())
    } else {
        Err(ApiError::NotFound(format!("no duel {}", shown_id(id))))
    }
}

/// Replays a finished duel.
#[utoipa::path(get, path = "/api/duels/{id}/replay", tag = "duels",
    params(("id" = String, Path, description = "The duel's id")),
    responses((status = 200, body = Replay), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "Not over yet")))]
async fn replay(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
) -> Result<Json<Replay>, ApiError> {
    let saved = load_for(&state, &id, &caller).await?;
    if saved.state != DuelState::Over {
        return Err(ApiError::conflict("a duel can be replayed once it is over"));
    }
    let events = state
        .store()
        .duel_events(&id, 0)
        .await?
        .iter()
        .map(|e| serde_json::to_value(e.after_the_end()))
        .collect::<Result<_, _>>()
        .map_err(|e| ApiError::Internal(format!("an event cannot be written: {e}")))?;
    Ok(Json(Replay {
        duel: full(&saved, &caller, now_millis()),
        events,
    }))
}
