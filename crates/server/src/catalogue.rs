//! What a client needs before it plays: the presets, the colours, and turning
//! a preset name or a custom setup into the core's `Setup`.

use mastermind_core::{Palette, Preset, Rule, Setup};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::error::{ApiError, Json};
use crate::views::{ColourView, PresetView, SetupRequest, colours};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(presets))
        .routes(routes!(list_colours))
}

/// The named setups: the web games' three levels of Mastermind and of the
/// colour game, the board game with and without blanks, and Logik.
#[utoipa::path(get, path = "/api/presets", tag = "catalogue",
    responses((status = 200, body = [PresetView])))]
async fn presets() -> Json<Vec<PresetView>> {
    Json(Preset::ALL.into_iter().map(PresetView::from).collect())
}

/// The fifteen colours of the global palette, then the blank.
#[utoipa::path(get, path = "/api/colours", tag = "catalogue",
    responses((status = 200, body = [ColourView])))]
async fn list_colours() -> Json<Vec<ColourView>> {
    Json(colours())
}

/// The setup a request names: a preset or a custom setup, exactly one.
pub fn resolve(
    preset: Option<&str>,
    setup: Option<&SetupRequest>,
) -> Result<(Setup, Option<Preset>), ApiError> {
    match (preset, setup) {
        (Some(name), None) => {
            let preset: Preset = name.parse().map_err(ApiError::bad)?;
            Ok((preset.setup(), Some(preset)))
        }
        (None, Some(custom)) => Ok((custom_setup(custom)?, None)),
        (None, None) => Err(ApiError::bad(
            "give a \"preset\" (such as \"mastermind-1\") or a \"setup\"",
        )),
        (Some(_), Some(_)) => Err(ApiError::bad(
            "give either a \"preset\" or a \"setup\", not both",
        )),
    }
}

fn custom_setup(request: &SetupRequest) -> Result<Setup, ApiError> {
    let rule: Rule = match &request.rule {
        Some(name) => name.parse().map_err(ApiError::bad)?,
        None => Rule::Mastermind,
    };
    let palette = match &request.palette {
        Some(names) => {
            let names: Vec<&str> = names.iter().map(String::as_str).collect();
            Palette::from_names(&names).ok_or_else(|| {
                ApiError::bad(format!(
                    "the palette {names:?} names an unknown colour or one colour twice (see /api/colours)"
                ))
            })?
        }
        None => Palette::first(request.colours),
    };
    Setup::with_palette(request.pegs, request.colours, request.turns, rule, palette)
        .and_then(|s| s.blanks(request.blanks).repetition(request.repetition))
        .map_err(ApiError::bad)
}
