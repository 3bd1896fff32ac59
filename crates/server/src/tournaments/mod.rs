//! Tournaments of Logik: arenas and Swiss tournaments, made by a player,
//! joined and left, run by every server's director (the core decides each
//! pairing; the store lets one server's decision land), and followed live.

mod director;
mod live;
mod shared;
mod views;

pub use director::{Director, direct, look_at_all};
pub use shared::Views;
pub use views::{TournamentFull, TournamentView};

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use mastermind_core::tournament::{Format, Stage, TournamentError, check_name};
use mastermind_store::{NewTournament, SavedTournament, new_id, now_millis};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::bus::Change;
use crate::error::{ApiError, ErrorBody, Json};
use crate::session::{MaybeMe, Me};
pub use mastermind_api::tournaments::{CreatedTournament, NewTournamentRequest, TournamentLists};

/// How far ahead a tournament may be set to start (30 days).
const MAX_AHEAD_MS: i64 = 30 * 86_400_000;
/// How long before now a start time may lie (a clock a little behind).
const SLACK_MS: i64 = 60_000;
/// The default start: a minute from now, for players to join.
const DEFAULT_DELAY_MS: i64 = 60_000;
/// Tournaments a list shows.
const LIST_LIMIT: i64 = 50;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(create, list))
        .routes(routes!(show, cancel))
        .routes(routes!(join))
        .routes(routes!(leave))
        .routes(routes!(start))
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

/// Opens a tournament for players to join until it starts.
#[utoipa::path(post, path = "/api/tournaments", tag = "tournaments", request_body = NewTournamentRequest,
    responses((status = 201, body = CreatedTournament), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 409, body = ErrorBody, description = "Too many tournaments of yours waiting to start")))]
async fn create(
    State(state): State<AppState>,
    me: Me,
    Json(request): Json<NewTournamentRequest>,
) -> Result<Response, ApiError> {
    let name = check_name(&request.name).map_err(refused)?;
    let format = match (request.format.as_str(), request.minutes, request.rounds) {
        ("arena", Some(minutes), None) => Format::Arena { minutes },
        ("arena", _, _) => return Err(ApiError::bad("an arena takes minutes (and no rounds)")),
        ("swiss", None, Some(rounds)) => Format::Swiss { rounds },
        ("swiss", _, _) => return Err(ApiError::bad("a Swiss takes rounds (and no minutes)")),
        (other, _, _) => {
            return Err(ApiError::bad(format!(
                "format is arena or swiss, not {}",
                shown_id(other)
            )));
        }
    };
    let format = format.check(request.time_control).map_err(refused)?;
    let terms = crate::duels::terms(request.preset.as_deref(), request.setup.as_ref())?
        .with_time_control(request.time_control)
        .map_err(|e| ApiError::bad_input(&e))?
        .with_rated(request.rated);
    let now = now_millis();
    let starts_at = request.starts_at.unwrap_or(now + DEFAULT_DELAY_MS);
    if starts_at < now - SLACK_MS || starts_at > now + MAX_AHEAD_MS {
        return Err(ApiError::bad(
            "starts_at is a time from now to 30 days ahead (unix milliseconds)",
        ));
    }
    let id = new_id();
    state
        .store()
        .create_tournament(
            &NewTournament {
                id: &id,
                name: &name,
                format,
                creator: &me.account.id,
                terms: &terms,
                starts_at: starts_at.max(now),
            },
            Some(crate::limits::WAITING_TOURNAMENTS),
        )
        .await?;
    publish(&state, &id, 1).await;
    Ok((StatusCode::CREATED, Json(CreatedTournament { id })).into_response())
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
    direct(state.store(), id).await?;
    let t = load(state, id).await?;
    publish(state, id, t.version).await;
    Ok(Json(views::full(&t, Some(&me.account.id), now_millis())))
}

/// Joins a tournament (again, after leaving an arena: the points stay).
#[utoipa::path(post, path = "/api/tournaments/{id}/join", tag = "tournaments",
    params(("id" = String, Path, description = "The tournament's id")),
    responses((status = 200, body = TournamentFull), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody, description = "No longer taking players")))]
async fn join(
    State(state): State<AppState>,
    me: Me,
    Path(id): Path<String>,
) -> Result<Json<TournamentFull>, ApiError> {
    let t = load(&state, &id).await?;
    if !state.store().join_tournament(&id, &me.account.id).await? {
        return Err(ApiError::conflict(match (t.stage, t.format) {
            (Stage::Running, Format::Swiss { .. }) => "a Swiss takes players before it starts",
            (Stage::Cancelled, _) => "this tournament was cancelled",
            _ => "this tournament is over",
        }));
    }
    after_change(&state, &id, &me).await
}

/// Leaves a tournament: no more pairings; the points stay, and a duel in
/// play is played out.
#[utoipa::path(post, path = "/api/tournaments/{id}/leave", tag = "tournaments",
    params(("id" = String, Path, description = "The tournament's id")),
    responses((status = 200, body = TournamentFull), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody, description = "Not in it")))]
async fn leave(
    State(state): State<AppState>,
    me: Me,
    Path(id): Path<String>,
) -> Result<Json<TournamentFull>, ApiError> {
    load(&state, &id).await?;
    if !state.store().leave_tournament(&id, &me.account.id).await? {
        return Err(ApiError::conflict("you are not in this tournament"));
    }
    after_change(&state, &id, &me).await
}

/// The creator, before the start: in a tournament of one's own.
fn creators_own(t: &SavedTournament, me: &Me) -> Result<(), ApiError> {
    if t.creator.as_ref().map(|(a, _)| a.as_str()) != Some(me.account.id.as_str()) {
        return Err(ApiError::Forbidden(
            "only the player who made a tournament can start or cancel it".to_string(),
        ));
    }
    if t.stage != Stage::Created {
        return Err(ApiError::conflict("this tournament has begun already"));
    }
    Ok(())
}

/// Starts a tournament of one's own now, with the players in.
#[utoipa::path(post, path = "/api/tournaments/{id}/start", tag = "tournaments",
    params(("id" = String, Path, description = "The tournament's id")),
    responses((status = 200, body = TournamentFull), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody, description = "Begun already, or fewer than two players")))]
async fn start(
    State(state): State<AppState>,
    me: Me,
    Path(id): Path<String>,
) -> Result<Json<TournamentFull>, ApiError> {
    let t = load(&state, &id).await?;
    creators_own(&t, &me)?;
    if t.players.iter().filter(|p| p.entrant.active).count() < 2 {
        return Err(ApiError::conflict(
            "a tournament starts with two players or more",
        ));
    }
    if !state.store().start_tournament_at(&id, now_millis()).await? {
        return Err(ApiError::conflict("this tournament has begun already"));
    }
    after_change(&state, &id, &me).await
}

/// Cancels a tournament of one's own before it starts.
#[utoipa::path(delete, path = "/api/tournaments/{id}", tag = "tournaments",
    params(("id" = String, Path, description = "The tournament's id")),
    responses((status = 204), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody, description = "Begun already")))]
async fn cancel(
    State(state): State<AppState>,
    me: Me,
    Path(id): Path<String>,
) -> Result<StatusCode, ApiError> {
    let t = load(&state, &id).await?;
    creators_own(&t, &me)?;
    let write = mastermind_store::TournamentWrite::Cancel;
    let notices: Vec<String> = Change {
        kind: "tournament".to_string(),
        id: id.clone(),
        version: t.version + 1,
    }
    .payload()
    .into_iter()
    .collect();
    state
        .store()
        .write_tournament(&id, t.version, &t.terms, &write, &notices)
        .await
        .map_err(|e| match e {
            mastermind_store::StoreError::Conflict(_) => {
                ApiError::conflict("this tournament changed meanwhile; reload it")
            }
            e => e.into(),
        })?;
    Ok(StatusCode::NO_CONTENT)
}
