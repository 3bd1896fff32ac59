//! `GET /api/games/{id}/export`: a finished game's transcript, for its
//! player.

use axum::extract::State;
use axum::response::Response;
use mastermind_core::transcript::GameTranscript;

use crate::AppState;
use crate::cache::Owned;
use crate::error::{ApiError, ErrorBody, Query};
use crate::export::{ExportQuery, answer, tags};
use crate::live::Live;

/// The transcript of a finished game: `text` (default) or `json`. A game
/// in play has none (its secret is not yet to be read).
#[utoipa::path(get, path = "/api/games/{id}/export", tag = "games",
    params(("id" = String, Path, description = "The game's id"), ExportQuery),
    responses((status = 200, description = "The transcript (docs/developers/transcript.md)",
            content((String = "text/plain"), (Object = "application/json"))),
        (status = 400, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "The game is in play")))]
pub(super) async fn export(
    State(state): State<AppState>,
    live: Owned<Live>,
    Query(query): Query<ExportQuery>,
) -> Result<Response, ApiError> {
    let format = query.format()?;
    let ended = live.finished_at.unwrap_or(live.created_at);
    let mut tags = tags(&state, "Mastermind", ended);
    if let Some(preset) = live.preset {
        tags.set("Preset", preset.name());
    }
    let transcript = GameTranscript::of(&live.game, &tags).ok_or_else(|| {
        ApiError::conflict("the game is in play: its transcript comes once it is over")
    })?;
    Ok(answer(format, transcript.to_text(), &transcript))
}
