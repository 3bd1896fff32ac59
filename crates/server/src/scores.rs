//! `/api/scores`: the high-score tables, all-time and the player's own.

use axum::Extension;
use axum::extract::State;
use mastermind_core::Preset;
use mastermind_store::Scope;
use mastermind_store::prelude::*;
use serde::Deserialize;
use utoipa::IntoParams;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::error::{ApiError, ErrorBody, Json, Query};
use crate::guard::Player;
use crate::views::{DeletedView, ScoreEntryView};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(table, reset))
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct TableQuery {
    /// The preset whose table to show, such as "mastermind-1".
    preset: Option<String>,
    /// "all" (default) or "mine".
    scope: Option<String>,
}

fn parse(query: &TableQuery, player: &Player) -> Result<(Preset, Scope), ApiError> {
    let preset = query
        .preset
        .as_deref()
        .ok_or_else(|| ApiError::bad("say which table: ?preset=mastermind-1"))?
        .parse::<Preset>()
        .map_err(|e| ApiError::bad_input(&e))?;
    let scope = match query.scope.as_deref() {
        None | Some("all") => Scope::All,
        Some("mine") => Scope::Player(player.0.clone()),
        Some(other) => {
            return Err(ApiError::bad(format!(
                "unknown scope '{}': use 'all' or 'mine'",
                other.chars().take(40).collect::<String>()
            )));
        }
    };
    Ok((preset, scope))
}

/// A table, best first: fewer turns, then less time, then earlier.
#[utoipa::path(operation_id = "score_table", get, path = "/api/scores", tag = "scores", params(TableQuery),
    responses((status = 200, body = [ScoreEntryView]), (status = 400, body = ErrorBody)))]
async fn table(
    State(state): State<AppState>,
    Extension(player): Extension<Player>,
    Query(query): Query<TableQuery>,
) -> Result<Json<Vec<ScoreEntryView>>, ApiError> {
    let (preset, scope) = parse(&query, &player)?;
    let entries = state.store().top_scores(preset, &scope).await?;
    Ok(Json(
        entries
            .iter()
            .map(|e| ScoreEntryView {
                rank: e.rank,
                name: e.name.clone(),
                turns: e.turns,
                seconds: e.seconds(),
                secret: e.secret.clone(),
                date: e.rfc3339(),
                hinted: e.hinted,
            })
            .collect(),
    ))
}

/// Empties the player's own table of a preset. The all-time table is reset
/// only on the server's machine (`mastermind scores --reset`).
#[utoipa::path(delete, path = "/api/scores", tag = "scores", params(TableQuery),
    responses((status = 200, body = DeletedView), (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody)))]
async fn reset(
    State(state): State<AppState>,
    Extension(player): Extension<Player>,
    Query(query): Query<TableQuery>,
) -> Result<Json<DeletedView>, ApiError> {
    let (preset, scope) = parse(&query, &player)?;
    if scope == Scope::All {
        return Err(ApiError::Forbidden(
            "only your own table can be reset here (scope=mine); the all-time table is reset on the server's machine with 'mastermind scores --reset'".to_string(),
        ));
    }
    let deleted = state.store().reset_scores(Some(preset), &scope).await?;
    Ok(Json(DeletedView { deleted }))
}
