//! What a client needs before it plays: the presets, the colours, the key
//! pegs of a guess against a code by a setup's rule (so that no page computes
//! a rule of its own), and turning a preset name or a custom setup into the
//! core's `Setup`.

use mastermind_core::{Palette, Preset, Rule, Setup};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::error::{ApiError, ErrorBody, Json};
use crate::views::{
    ColourView, FeedbackRequest, FeedbackView, PresetView, ScoredView, SetupRequest, colours,
};

/// The most guesses one request scores.
const MAX_SCORED: usize = 64;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(presets))
        .routes(routes!(list_colours))
        .routes(routes!(feedback))
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

/// The key pegs each guess scores against `secret` by the setup's rule.
#[utoipa::path(post, path = "/api/feedback", tag = "catalogue", request_body = FeedbackRequest,
    responses((status = 200, body = FeedbackView), (status = 400, body = ErrorBody)))]
async fn feedback(Json(request): Json<FeedbackRequest>) -> Result<Json<FeedbackView>, ApiError> {
    let (setup, _) = resolve(request.preset.as_deref(), request.setup.as_ref())?;
    if request.guesses.len() > MAX_SCORED {
        return Err(ApiError::bad(format!(
            "at most {MAX_SCORED} guesses a request, not {}",
            request.guesses.len()
        )));
    }
    let secret = setup
        .parse_code(&request.secret)
        .map_err(|e| ApiError::bad(format!("secret: {e}")))?;
    let scored = request
        .guesses
        .iter()
        .enumerate()
        .map(|(i, text)| {
            let guess = setup
                .parse_code(text)
                .map_err(|e| ApiError::bad(format!("guess {}: {e}", i + 1)))?;
            let f = setup.score(&secret, &guess);
            Ok(ScoredView {
                black: f.black,
                white: f.white,
            })
        })
        .collect::<Result<_, ApiError>>()?;
    Ok(Json(FeedbackView { feedback: scored }))
}

/// The setup a request names: a preset or a custom setup, exactly one.
pub fn resolve(
    preset: Option<&str>,
    setup: Option<&SetupRequest>,
) -> Result<(Setup, Option<Preset>), ApiError> {
    match (preset, setup) {
        (Some(name), None) => {
            let preset: Preset = name.parse().map_err(|e| ApiError::bad_input(&e))?;
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
        Some(name) => name.parse().map_err(|e| ApiError::bad_input(&e))?,
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
        .map_err(|e| ApiError::bad_input(&e))
}
