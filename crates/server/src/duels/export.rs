//! `GET /api/duels/{id}/export`: a finished duel's transcript, for anyone
//! who may see the duel, with the names its pages show (a deleted account
//! as "deleted player").

use mastermind_core::transcript::DuelTranscript;

use super::views::seat_name;
use super::*;
use crate::export::{ExportQuery, answer, tags};

/// The transcript of a finished duel: `text` (default) or `json`. A duel
/// in play has none (its codes are secret until it ends).
#[utoipa::path(get, path = "/api/duels/{id}/export", tag = "duels",
    params(("id" = String, Path, description = "The duel's id"), ExportQuery),
    responses((status = 200, description = "The transcript (docs/developers/transcript.md)",
            content((String = "text/plain"), (Object = "application/json"))),
        (status = 400, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "The duel is not over")))]
pub(super) async fn export(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
    Query(query): Query<ExportQuery>,
) -> Result<Response, ApiError> {
    let format = query.format()?;
    let saved = load_for(&state, &id, &caller).await?;
    let in_play = || ApiError::conflict("the duel is not over: its transcript comes once it is");
    if saved.state != DuelState::Over {
        return Err(in_play());
    }
    let duel = saved.duel.as_ref().ok_or_else(in_play)?;
    let mut tags = tags(&state, "Logik duel", saved.updated_at);
    if let Some(tournament) = &saved.tournament {
        tags.set("Tournament", tournament.as_str());
    }
    let mut transcript = DuelTranscript::of(duel, &tags).ok_or_else(in_play)?;
    for side in Side::BOTH {
        if let Some(name) = seat_name(&saved, side) {
            let tag = if side == Side::White {
                "White"
            } else {
                "Black"
            };
            transcript.tags.set(tag, name);
        }
    }
    Ok(answer(format, transcript.to_text(), &transcript))
}
