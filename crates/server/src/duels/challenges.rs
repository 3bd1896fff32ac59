//! Challenges: made, listed, withdrawn, accepted, and offered again as a
//! rematch.

use super::*;
pub use mastermind_api::duels::{CreatedDuel, DuelList, NewDuelRequest};

/// Makes a challenge: open to anyone in the lobby, to the player named, or
/// to whoever opens its link.
#[utoipa::path(post, path = "/api/duels", tag = "duels", request_body = NewDuelRequest,
    responses((status = 201, body = CreatedDuel), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 404, body = ErrorBody, description = "No such opponent"),
        (status = 409, body = ErrorBody, description = "Too many open challenges")))]
pub(super) async fn create(
    State(state): State<AppState>,
    me: Me,
    Json(request): Json<NewDuelRequest>,
) -> Result<Response, ApiError> {
    let terms = terms(request.preset.as_deref(), request.setup.as_ref())?;
    let terms = terms
        .with_time_control(request.time_control.unwrap_or_default())
        .map_err(duel_error)?
        .with_rated(request.rated);
    let named = request
        .opponent
        .as_deref()
        .is_some_and(|o| !o.trim().is_empty());
    if named && request.link.is_some() {
        return Err(ApiError::bad(
            "a challenge goes to a named opponent or by link, not both",
        ));
    }
    let opponent = match request.opponent.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(name) => {
            let opponent = state
                .store()
                .account_named(name)
                .await?
                .ok_or_else(|| ApiError::NotFound(format!("no player is called {name}")))?;
            if opponent.id == me.account.id {
                return Err(ApiError::bad("you cannot challenge yourself"));
            }
            Some(opponent)
        }
    };
    let id = new_id();
    state
        .store()
        .create_challenge(
            &NewChallenge {
                id: &id,
                challenger: &me.account.id,
                seats: Sides::new(
                    Some(me.account.id.as_str()),
                    opponent.as_ref().map(|o| o.id.as_str()),
                ),
                terms: &terms,
                rematch_of: None,
                link: request.link.map(super::links::link),
            },
            Some(crate::limits::OPEN_CHALLENGES),
        )
        .await?;
    publish(&state, "lobby", &id, 1).await;
    let link_url = request
        .link
        .map(|_| links::link_url(state.public_origin().as_deref(), &id));
    Ok((StatusCode::CREATED, Json(CreatedDuel { id, link_url })).into_response())
}

#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[serde(deny_unknown_fields)]
pub struct ListQuery {
    /// `open` (challenges you may see), `playing` (your duels in play,
    /// those that wait for your move first), `your-move` (only those, the
    /// nearest deadline first), `over` (your finished duels, the most
    /// recent first), or `watch` (duels in play anywhere, to watch; no
    /// login needed) or `computer` (your duels against the computer).
    pub state: String,
}

/// Lists challenges or your duels.
#[utoipa::path(operation_id = "list_duels", get, path = "/api/duels", tag = "duels", params(ListQuery),
    responses((status = 200, body = DuelList), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody)))]
pub(super) async fn list(
    State(state): State<AppState>,
    caller: Caller,
    Query(query): Query<ListQuery>,
) -> Result<Json<DuelList>, ApiError> {
    Ok(Json(list_for(&state, &caller, &query.state).await?))
}

pub(crate) async fn list_for(
    state: &AppState,
    caller: &Caller,
    which: &str,
) -> Result<DuelList, ApiError> {
    let id = caller.account.as_deref();
    let query = match (which, id) {
        ("watch", _) => DuelQuery::Watch,
        ("computer", _) => DuelQuery::Computer {
            owner: &caller.player,
        },
        ("open" | "playing" | "your-move" | "over", None) => {
            return Err(ApiError::Unauthorized("log in first".to_string()));
        }
        ("open", Some(viewer)) => DuelQuery::Open { viewer },
        ("playing" | "your-move", Some(account)) => DuelQuery::Playing { account },
        ("over", Some(account)) => DuelQuery::Over { account },
        (other, _) => {
            return Err(ApiError::bad(format!(
                "state is open, playing, your-move, over, watch or computer, not {}",
                shown_id(other)
            )));
        }
    };
    let duels = if which == "your-move" {
        // Correspondence players keep many duels going: all of them count.
        state.store().list_duels(query, MOVES_LIMIT).await?
    } else {
        state.store().list_duels(query, LIST_LIMIT).await?
    };
    let mut duels: Vec<DuelSummary> = duels.iter().map(|d| summary(d, caller)).collect();
    if matches!(which, "playing" | "your-move") {
        // Yours to move first, the nearest deadline first (no clock last);
        // the rest as they came, the most recently moved first.
        duels.sort_by_key(|d| (!d.your_move, d.deadline.is_none(), d.deadline));
    }
    if which == "your-move" {
        duels.retain(|d| d.your_move);
        duels.truncate(usize::try_from(LIST_LIMIT).unwrap_or(usize::MAX));
    }
    Ok(DuelList { duels })
}

pub(super) fn not_open(saved: &SavedDuel) -> ApiError {
    ApiError::conflict(match saved.state {
        DuelState::Cancelled => "this challenge was withdrawn",
        DuelState::Declined => "this challenge was declined",
        _ => "this challenge has been accepted already",
    })
}

/// Offers the opponent a return duel on the same terms, colours swapped.
/// Asked again, it gives the offer already made.
#[utoipa::path(post, path = "/api/duels/{id}/rematch", tag = "duels",
    params(("id" = String, Path, description = "The finished duel's id")),
    responses((status = 201, body = CreatedDuel), (status = 200, body = CreatedDuel, description = "Already offered"),
        (status = 403, body = ErrorBody), (status = 409, body = ErrorBody, description = "Not over, or the opponent's account is gone"), (status = 401, body = ErrorBody, description = "Not logged in"), (status = 404, body = ErrorBody, description = "No such duel")))]
pub(super) async fn rematch(
    State(state): State<AppState>,
    caller: Caller,
    MaybeMe(me): MaybeMe,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let saved = load_for(&state, &id, &caller).await?;
    let side = caller
        .side(&saved)
        .ok_or_else(|| ApiError::Forbidden("you do not play in this duel".to_string()))?;
    let duel = match &saved.duel {
        Some(duel) if duel.is_over() => duel,
        _ => return Err(ApiError::conflict("a rematch follows the end of the duel")),
    };
    if let Some((_, level)) = saved.computer {
        // Against the computer: a new duel at once, on the same terms.
        let terms = Terms::of(duel.rules());
        let name = me.map(|m| m.account.name);
        let new = computer::start(&state, &caller, name, terms, level).await?;
        let created = CreatedDuel {
            id: new,
            link_url: None,
        };
        return Ok((StatusCode::CREATED, Json(created)).into_response());
    }
    let Some(me) = me else {
        return Err(ApiError::Unauthorized("log in first".to_string()));
    };
    if let Some(existing) = &saved.rematch {
        return Ok(Json(CreatedDuel {
            id: existing.clone(),
            link_url: None,
        })
        .into_response());
    }
    let Some(opponent) = &saved.seats[side.other()] else {
        return Err(ApiError::conflict(
            "your opponent's account no longer exists",
        ));
    };
    let terms = Terms::of(duel.rules());
    // Colours swapped: last duel's black plays white.
    let seats = match side {
        Side::White => Sides::new(
            Some(opponent.account.as_str()),
            Some(me.account.id.as_str()),
        ),
        Side::Black => Sides::new(
            Some(me.account.id.as_str()),
            Some(opponent.account.as_str()),
        ),
    };
    let new = new_id();
    let made = state
        .store()
        .create_challenge(
            &NewChallenge {
                id: &new,
                challenger: &me.account.id,
                seats,
                terms: &terms,
                rematch_of: Some(&id),
                link: None,
            },
            None,
        )
        .await;
    if let Err(StoreError::Conflict(_)) = made {
        // Offered at the same moment by another request: that offer it is.
        let offered = load(&state, &id).await?.rematch.ok_or_else(|| {
            ApiError::conflict("the rematch offer changed at the same moment; reload the duel")
        })?;
        let created = CreatedDuel {
            id: offered,
            link_url: None,
        };
        return Ok(Json(created).into_response());
    }
    made?;
    publish(&state, "lobby", &new, 1).await;
    publish(&state, "duel", &id, saved.version).await;
    let created = CreatedDuel {
        id: new,
        link_url: None,
    };
    Ok((StatusCode::CREATED, Json(created)).into_response())
}
