//! Challenges by link: the link's page takes a single-use link for the
//! player who opens it, who may then accept or decline it. Who may take
//! it is the store's rule (one conditional write, so two players opening
//! it at once on any servers never both get it); this only answers.

use super::*;
pub use mastermind_api::duels::LinkKind;
use mastermind_store::prelude::*;

/// The store's word for a kind of link.
pub(super) fn link(kind: LinkKind) -> Link {
    match kind {
        LinkKind::SingleUse => Link::SingleUse,
        LinkKind::Open => Link::Open,
    }
}

/// The page a challenge by link is opened on: absolute under the server's
/// public origin, else a path.
pub fn link_url(origin: Option<&str>, id: &str) -> String {
    format!("{}/challenge.html?id={id}", origin.unwrap_or(""))
}

/// The answer for someone who is not one of the two players of a link
/// challenge that is taken: it exists (they hold its link), but its terms
/// are not theirs to read.
pub(super) fn taken_by_another() -> ApiError {
    ApiError::conflict("this link has been taken by another player")
}

/// Takes a single-use challenge link: it becomes yours alone to accept or
/// decline. Taken by you already, it stays yours.
#[utoipa::path(post, path = "/api/duels/{id}/take", tag = "duels",
    params(("id" = String, Path, description = "The challenge's id, from its link")),
    responses((status = 200, body = DuelFull), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody, description = "No such challenge by link"),
        (status = 409, body = ErrorBody,
            description = "Taken by another player, your own, an open link (accept it), or no longer open")))]
pub(super) async fn take(
    State(state): State<AppState>,
    me: Me,
    caller: Caller,
    Path(id): Path<String>,
) -> Result<Json<DuelFull>, ApiError> {
    let saved = load(&state, &id).await?;
    match saved.link {
        None => {
            return Err(ApiError::NotFound(format!(
                "no challenge link {}",
                shown_id(&id)
            )));
        }
        Some(Link::Open) => {
            return Err(ApiError::conflict(
                "this link is open to anyone until someone accepts: nothing to take",
            ));
        }
        Some(Link::SingleUse) => {}
    }
    let before = saved.version;
    let version = state.store().take_link(&id, &me.account.id).await?;
    if version != before {
        publish(&state, "lobby", &id, version).await;
        publish(&state, "duel", &id, version).await;
    }
    let saved = load(&state, &id).await?;
    Ok(Json(full(&saved, &caller, now_millis())))
}

/// Declines a challenge addressed to you (a rematch offered, a challenge
/// by name): it is over, unplayed, and its challenger is told. Or declines
/// a single-use challenge link you took: it is free again for whoever
/// opens the link next (the challenger may withdraw it).
#[utoipa::path(post, path = "/api/duels/{id}/decline", tag = "duels",
    params(("id" = String, Path, description = "The challenge's id")),
    responses((status = 204, description = "Declined: a challenge addressed to you is over, a link is free again"),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody, description = "Not addressed to you"),
        (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "Not taken by you, or no longer open")))]
pub(super) async fn decline(
    State(state): State<AppState>,
    me: Me,
    Path(id): Path<String>,
) -> Result<StatusCode, ApiError> {
    super::declines::decline(&state, &me.account, &id).await?;
    Ok(StatusCode::NO_CONTENT)
}
