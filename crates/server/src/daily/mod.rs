//! `/api/daily`: the daily code. One secret per preset and day (UTC) for
//! everyone, one try a day per player: starting again returns the game
//! already begun, never a fresh secret. The game itself plays through
//! `/api/games/{id}` like any other, without hints; once it is over its
//! result can be shared as key pegs only, and the day's table ranks the
//! wins.

pub mod key;

use axum::Extension;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use mastermind_core::daily::{Day, share};
use mastermind_core::{Game, PlayerName, Preset};
use mastermind_store::prelude::*;
use mastermind_store::{DailyStart, NewGame, new_id, now_millis};
use serde::Deserialize;
use utoipa::IntoParams;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::error::{ApiError, ErrorBody, Json, Query};
use crate::guard::{Client, Player};
use crate::live::Live;
use crate::session::MaybeMe;

pub use key::secret_with;
pub use mastermind_api::daily::{
    DailyEntry, DailyList, DailyRow, DailyTableView, DailyView, NameRequest, NamedView,
};

/// Wins the day's table lists.
const TABLE: i64 = 100;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(today))
        .routes(routes!(status, start))
        .routes(routes!(table))
        .routes(routes!(name))
}

/// The day it is now, UTC: the day of the codes handed out.
fn this_day() -> Day {
    Day::from_unix_millis(now_millis())
}

fn preset_of(name: &str) -> Result<Preset, ApiError> {
    name.parse::<Preset>().map_err(|e| ApiError::bad_input(&e))
}

/// Today's daily codes for the caller: every preset, begun or not.
#[utoipa::path(get, path = "/api/daily", tag = "daily",
    responses((status = 200, body = DailyList)))]
async fn today(
    State(state): State<AppState>,
    Extension(player): Extension<Player>,
) -> Result<Json<DailyList>, ApiError> {
    let day = this_day();
    let begun = state.store().daily_games_of(day, &player.0).await?;
    let presets = Preset::ALL
        .into_iter()
        .map(|preset| {
            let mine = begun.iter().find(|(p, ..)| *p == preset);
            DailyEntry {
                preset: preset.name().to_string(),
                title: preset.title().to_string(),
                game: mine.map(|(_, id, _)| id.clone()),
                state: mine
                    .map(|(_, _, outcome)| outcome.map_or("playing", |s| s.name()))
                    .map(str::to_string),
            }
        })
        .collect();
    Ok(Json(DailyList {
        day: day.to_string(),
        presets,
    }))
}

async fn daily_view(
    state: &AppState,
    client: &Client,
    day: Day,
    preset: Preset,
    game: Option<&Live>,
) -> Result<DailyView, ApiError> {
    let shown = match game {
        Some(live) => Some(crate::games::view(state, live, client).await?),
        None => None,
    };
    Ok(DailyView {
        day: day.to_string(),
        preset: preset.name().to_string(),
        title: preset.title().to_string(),
        share: game.and_then(|live| share(preset, day, &live.game)),
        game: shown,
    })
}

/// The caller's daily game `id`, locked, as the database holds it.
async fn mine(state: &AppState, id: &str) -> Result<tokio::sync::OwnedMutexGuard<Live>, ApiError> {
    state.games().fresh(state, id).await
}

/// Today's daily code of a preset for the caller: begun or not, and once
/// over the result to share.
#[utoipa::path(get, path = "/api/daily/{preset}", tag = "daily",
    params(("preset" = String, Path, description = "A preset, such as mastermind-1")),
    responses((status = 200, body = DailyView), (status = 400, body = ErrorBody)))]
async fn status(
    State(state): State<AppState>,
    client: Client,
    Extension(player): Extension<Player>,
    Path(preset): Path<String>,
) -> Result<Json<DailyView>, ApiError> {
    let preset = preset_of(&preset)?;
    let day = this_day();
    let shown = match state.store().daily_game(day, preset, &player.0).await? {
        Some(id) => {
            let live = mine(&state, &id).await?;
            daily_view(&state, &client, day, preset, Some(&live)).await?
        }
        None => daily_view(&state, &client, day, preset, None).await?,
    };
    Ok(Json(shown))
}

/// Begins today's daily code of a preset: 201 with a new game, or 200
/// with the game already begun today (one try a day).
#[utoipa::path(post, path = "/api/daily/{preset}", tag = "daily",
    params(("preset" = String, Path, description = "A preset, such as mastermind-1")),
    responses((status = 201, body = DailyView), (status = 200, body = DailyView),
        (status = 400, body = ErrorBody)))]
async fn start(
    State(state): State<AppState>,
    client: Client,
    Extension(player): Extension<Player>,
    Path(preset): Path<String>,
) -> Result<(StatusCode, Json<DailyView>), ApiError> {
    let preset = preset_of(&preset)?;
    let day = this_day();
    if let Some(id) = state.store().daily_game(day, preset, &player.0).await? {
        let live = mine(&state, &id).await?;
        return Ok((
            StatusCode::OK,
            Json(daily_view(&state, &client, day, preset, Some(&live)).await?),
        ));
    }
    let secret = key::secret(&state, day, preset).await?;
    let setup = preset.setup();
    let game = Game::new(setup.clone(), secret).map_err(|e| ApiError::Internal(e.to_string()))?;
    let new = NewGame {
        id: new_id(),
        preset: Some(preset),
        setup,
        secret,
        player: Some(player.0.clone()),
        created_at: now_millis(),
    };
    let address = client.key().to_string();
    match state
        .store()
        .start_daily_from(day, &new, Some(&address))
        .await?
    {
        DailyStart::Started => {
            let live = Live {
                id: new.id.clone(),
                game,
                preset: Some(preset),
                player: new.player.clone(),
                created_at: new.created_at,
                finished_at: None,
                score_recorded: false,
                hinted: false,
                review: None,
                daily: Some((day, preset)),
            };
            let shown = daily_view(&state, &client, day, preset, Some(&live)).await?;
            state.games().insert(live.id.clone(), live);
            Ok((StatusCode::CREATED, Json(shown)))
        }
        // Begun at the same moment by another request of the same player.
        DailyStart::Existing(id) => {
            let live = mine(&state, &id).await?;
            Ok((
                StatusCode::OK,
                Json(daily_view(&state, &client, day, preset, Some(&live)).await?),
            ))
        }
    }
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct TableQuery {
    /// YYYY-MM-DD (UTC); today by default.
    day: Option<String>,
}

/// The day's results of a preset's daily code.
#[utoipa::path(operation_id = "daily_table", get, path = "/api/daily/{preset}/table", tag = "daily",
    params(("preset" = String, Path, description = "A preset, such as mastermind-1"), TableQuery),
    responses((status = 200, body = DailyTableView), (status = 400, body = ErrorBody)))]
async fn table(
    State(state): State<AppState>,
    Path(preset): Path<String>,
    Query(query): Query<TableQuery>,
) -> Result<Json<DailyTableView>, ApiError> {
    let preset = preset_of(&preset)?;
    let day = match query.day.as_deref() {
        Some(text) => text.parse::<Day>().map_err(|e| ApiError::bad_input(&e))?,
        None => this_day(),
    };
    let kept = state.store().daily_table(day, preset, TABLE).await?;
    let now = now_millis();
    Ok(Json(DailyTableView {
        now,
        next_code_at: Day::from_unix_millis(now).next().start_millis(),
        day: day.to_string(),
        preset: preset.name().to_string(),
        title: preset.title().to_string(),
        finished: kept.finished,
        won: kept.won,
        wins: kept
            .wins
            .into_iter()
            .enumerate()
            .map(|(i, r)| DailyRow {
                rank: i + 1,
                name: r.name,
                turns: r.turns,
                seconds: r.millis as f64 / 1000.0,
            })
            .collect(),
    }))
}

/// The name under which a player without an account appears in today's
/// table of a preset (an account appears under its own).
#[utoipa::path(post, path = "/api/daily/{preset}/name", tag = "daily",
    params(("preset" = String, Path, description = "A preset, such as mastermind-1")),
    request_body = NameRequest,
    responses((status = 200, body = NamedView), (status = 400, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn name(
    State(state): State<AppState>,
    Extension(player): Extension<Player>,
    me: MaybeMe,
    Path(preset): Path<String>,
    Json(request): Json<NameRequest>,
) -> Result<Json<NamedView>, ApiError> {
    let preset = preset_of(&preset)?;
    if me.0.is_some() {
        return Err(ApiError::conflict(
            "you are logged in: the table shows your account's name",
        ));
    }
    let name = PlayerName::parse(&request.name).map_err(|e| ApiError::bad_input(&e))?;
    let day = this_day();
    if !state
        .store()
        .name_daily(day, preset, &player.0, name.as_str())
        .await?
    {
        return Err(ApiError::NotFound(format!(
            "you have not played today's daily code of {preset}"
        )));
    }
    Ok(Json(NamedView {
        name: name.as_str().to_string(),
    }))
}
