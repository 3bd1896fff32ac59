//! Tournaments of Logik: arenas and Swiss tournaments, made by a player,
//! joined and left, run by every server's director (the core decides each
//! pairing; the store lets one server's decision land), and followed live.

mod director;
mod entries;
mod live;
mod opening;
mod shared;
mod views;

pub use director::{Director, REMIND_BEFORE_MS, direct, look_at_all, remind_starting};
pub use shared::Views;
pub use views::{TournamentFull, TournamentView};

use axum::extract::{Path, State};
use mastermind_core::tournament::{Stage, TournamentError};
use mastermind_store::prelude::*;
use mastermind_store::{SavedTournament, now_millis};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::bus::Change;
use crate::error::{ApiError, ErrorBody, Json};
use crate::session::{MaybeMe, Me};
pub use mastermind_api::tournaments::{CreatedTournament, NewTournamentRequest, TournamentLists};

/// Tournaments a list shows.
const LIST_LIMIT: i64 = 50;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(opening::create, list))
        .routes(routes!(show, entries::cancel))
        .routes(routes!(entries::join))
        .routes(routes!(entries::leave))
        .routes(routes!(entries::start))
        .routes(routes!(live::tournament_live))
}

fn refused(error: TournamentError) -> ApiError {
    ApiError::bad_input(&error)
}

async fn load(state: &AppState, id: &str) -> Result<SavedTournament, ApiError> {
    state
        .store()
        .load_tournament(id)
        .await?
        .ok_or_else(|| ApiError::NotFound(format!("no tournament {}", shown_id(id))))
}

fn shown_id(id: &str) -> String {
    id.chars().take(40).collect()
}

async fn publish(state: &AppState, id: &str, version: i64) {
    state
        .bus()
        .publish(Change {
            kind: "tournament".to_string(),
            id: id.to_string(),
            version,
        })
        .await;
}

/// Lists tournaments.
#[utoipa::path(get, path = "/api/tournaments", tag = "tournaments",
    responses((status = 200, body = TournamentLists)))]
async fn list(
    State(state): State<AppState>,
    MaybeMe(me): MaybeMe,
) -> Result<Json<TournamentLists>, ApiError> {
    let viewer = me.as_ref().map(|m| m.account.id.as_str());
    let store = state.store();
    let upcoming = store
        .list_tournaments(Stage::Created, viewer, LIST_LIMIT)
        .await?;
    let running = store
        .list_tournaments(Stage::Running, viewer, LIST_LIMIT)
        .await?;
    let mut finished = store.list_tournaments(Stage::Over, viewer, 20).await?;
    for t in &mut finished {
        // The winner, from the standings as the tournament's page shows them.
        if let Some(saved) = store.load_tournament(&t.id).await? {
            t.winner = views::full(&saved, None, 0).summary.winner;
        }
    }
    Ok(Json(TournamentLists {
        upcoming: upcoming.iter().map(views::summary).collect(),
        running: running.iter().map(views::summary).collect(),
        finished: finished.iter().map(views::summary).collect(),
    }))
}

/// One tournament with its standings and pairings.
#[utoipa::path(get, path = "/api/tournaments/{id}", tag = "tournaments",
    params(("id" = String, Path, description = "The tournament's id")),
    responses((status = 200, body = TournamentFull), (status = 404, body = ErrorBody)))]
async fn show(
    State(state): State<AppState>,
    MaybeMe(me): MaybeMe,
    Path(id): Path<String>,
) -> Result<Json<TournamentFull>, ApiError> {
    let t = load(&state, &id).await?;
    let account = me.as_ref().map(|m| m.account.id.as_str());
    Ok(Json(views::full(&t, account, now_millis())))
}

/// The tournament after a change by `me`: its director looks at once, so
/// that a start or a join is paired before the answer.
async fn after_change(
    state: &AppState,
    id: &str,
    me: &Me,
) -> Result<Json<TournamentFull>, ApiError> {
    direct(state.store(), state.pusher(), id).await?;
    let t = load(state, id).await?;
    publish(state, id, t.version).await;
    Ok(Json(views::full(&t, Some(&me.account.id), now_millis())))
}
