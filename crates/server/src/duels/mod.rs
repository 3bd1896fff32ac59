//! Online Logik (seed 003): challenges, the duel's moves, and its live
//! pages. Every rule is the core's `Duel`; a handler loads the duel, lets
//! the core judge the move, and saves it naming the version it read, so
//! two servers on one database never write over each other's moves.

mod clock;
mod computer;
mod live;
mod views;

pub use clock::Sweeper;

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use mastermind_core::duel::{
    Claim, Duel, DuelError, Event, Moment, Side, Sides, Terms, TimeControl,
};
use mastermind_store::{
    Account, DuelQuery, DuelState, NewChallenge, SavedDuel, StoreError, new_id, now_millis,
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::bus::Change;
use crate::error::{ApiError, ErrorBody, Json, Query};
use crate::guard::Client;
use crate::session::{MaybeMe, Me};
use crate::views::{GuessRequest, SetupRequest};
pub use views::{Caller, DuelSummary, summary};
use views::{DuelFull, can_accept, full, opponent_seen};

/// Open challenges one player may have at once.
const OPEN_CHALLENGES: usize = 20;
/// Duels a list shows at most.
const LIST_LIMIT: i64 = 50;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(create, list))
        .routes(routes!(show, cancel))
        .routes(routes!(accept))
        .routes(routes!(set_code))
        .routes(routes!(guess))
        .routes(routes!(resign))
        .routes(routes!(claim))
        .routes(routes!(rematch))
        .routes(routes!(replay))
        .routes(routes!(computer::create))
        .routes(routes!(live::duel_live))
        .routes(routes!(live::lobby_live))
}

fn moment(now: i64) -> Moment {
    Moment::from_millis(u64::try_from(now).unwrap_or(0))
}

fn duel_error(error: DuelError) -> ApiError {
    if error.is_bad_input() {
        ApiError::bad(error)
    } else {
        ApiError::conflict(error)
    }
}

async fn load(state: &AppState, id: &str) -> Result<SavedDuel, ApiError> {
    state
        .store()
        .load_duel(id)
        .await?
        .ok_or_else(|| ApiError::NotFound(format!("no duel {}", shown_id(id))))
}

fn shown_id(id: &str) -> String {
    id.chars().take(40).collect()
}

async fn publish(state: &AppState, kind: &str, id: &str, version: i64) {
    state
        .bus()
        .publish(Change {
            kind: kind.to_string(),
            id: id.to_string(),
            version,
        })
        .await;
}

/// The terms of a preset or a setup of the players' own; Logik when
/// neither is given.
fn terms(preset: Option<&str>, setup: Option<&SetupRequest>) -> Result<Terms, ApiError> {
    Ok(match (preset, setup) {
        (None, None) => Terms::default(),
        (preset, setup) => match crate::catalogue::resolve(preset, setup)? {
            (_, Some(preset)) => Terms::preset(preset),
            (setup, None) => Terms::custom(setup),
        },
    })
}

/// A new challenge.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewDuelRequest {
    /// A preset's name; `logik` (seed 003's game) when neither this nor
    /// `setup` is given.
    pub preset: Option<String>,
    pub setup: Option<SetupRequest>,
    /// The player challenged; absent for a challenge open to anyone.
    pub opponent: Option<String>,
    /// `{"kind": "none"}` (default), `{"kind": "per-turn", "seconds": 60}`
    /// or `{"kind": "per-game", "seconds": 600}`.
    #[schema(value_type = Option<Object>)]
    pub time_control: Option<TimeControl>,
    #[serde(default)]
    pub rated: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CreatedDuel {
    pub id: String,
}

/// Makes a challenge: open to anyone, or to the player named.
#[utoipa::path(post, path = "/api/duels", tag = "duels", request_body = NewDuelRequest,
    responses((status = 201, body = CreatedDuel), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 404, body = ErrorBody, description = "No such opponent"),
        (status = 409, body = ErrorBody, description = "Too many open challenges")))]
async fn create(
    State(state): State<AppState>,
    me: Me,
    Json(request): Json<NewDuelRequest>,
) -> Result<Response, ApiError> {
    let terms = terms(request.preset.as_deref(), request.setup.as_ref())?;
    let terms = terms
        .with_time_control(request.time_control.unwrap_or_default())
        .map_err(duel_error)?
        .with_rated(request.rated);
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
    let mine = state
        .store()
        .list_duels(
            DuelQuery::Open {
                viewer: &me.account.id,
            },
            LIST_LIMIT,
        )
        .await?
        .iter()
        .filter(|d| {
            d.challenger
                .as_ref()
                .is_some_and(|c| c.account == me.account.id)
        })
        .count();
    if mine >= OPEN_CHALLENGES {
        return Err(ApiError::conflict(format!(
            "you have {OPEN_CHALLENGES} open challenges; withdraw one first"
        )));
    }
    let id = new_id();
    state
        .store()
        .create_challenge(&NewChallenge {
            id: &id,
            challenger: &me.account.id,
            seats: Sides::new(
                Some(me.account.id.as_str()),
                opponent.as_ref().map(|o| o.id.as_str()),
            ),
            terms: &terms,
            rematch_of: None,
        })
        .await?;
    publish(&state, "lobby", &id, 1).await;
    Ok((StatusCode::CREATED, Json(CreatedDuel { id })).into_response())
}

#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[serde(deny_unknown_fields)]
pub struct ListQuery {
    /// `open` (challenges you may see), `playing` (your duels in play),
    /// `over` (your finished duels, the most recent first), or `watch`
    /// (duels in play anywhere, to watch; no login needed) or `computer`
    /// (your duels against the computer).
    pub state: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DuelList {
    pub duels: Vec<DuelSummary>,
}

/// Lists challenges or your duels.
#[utoipa::path(get, path = "/api/duels", tag = "duels", params(ListQuery),
    responses((status = 200, body = DuelList), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody)))]
async fn list(
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
        ("open" | "playing" | "over", None) => {
            return Err(ApiError::Unauthorized("log in first".to_string()));
        }
        ("open", Some(viewer)) => DuelQuery::Open { viewer },
        ("playing", Some(account)) => DuelQuery::Playing { account },
        ("over", Some(account)) => DuelQuery::Over { account },
        (other, _) => {
            return Err(ApiError::bad(format!(
                "state is open, playing, over, watch or computer, not {}",
                shown_id(other)
            )));
        }
    };
    let duels = state.store().list_duels(query, LIST_LIMIT).await?;
    Ok(DuelList {
        duels: duels.iter().map(|d| summary(d, caller)).collect(),
    })
}

/// One duel as the caller may see it (a spectator sees no code before the
/// end and no guess before its reveal).
#[utoipa::path(get, path = "/api/duels/{id}", tag = "duels",
    params(("id" = String, Path, description = "The duel's id")),
    responses((status = 200, body = DuelFull), (status = 404, body = ErrorBody)))]
async fn show(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
) -> Result<Json<DuelFull>, ApiError> {
    let saved = load_for(&state, &id, &caller).await?;
    let now = now_millis();
    if let Some(side) = caller.side(&saved)
        && saved.state == DuelState::Playing
        && saved.computer.is_none()
    {
        state.store().mark_seen(&id, side, now).await?;
    }
    Ok(Json(full(&saved, &caller, now)))
}

/// The duel `id` if the caller may see it: a duel against the computer is
/// its player's alone, and for anyone else there is no such duel.
pub(crate) async fn load_for(
    state: &AppState,
    id: &str,
    caller: &Caller,
) -> Result<SavedDuel, ApiError> {
    let saved = load(state, id).await?;
    if caller.may_see(&saved) {
        Ok(saved)
    } else {
        Err(ApiError::NotFound(format!("no duel {}", shown_id(id))))
    }
}

/// Withdraws your open challenge.
#[utoipa::path(delete, path = "/api/duels/{id}", tag = "duels",
    params(("id" = String, Path, description = "The challenge's id")),
    responses((status = 204, description = "Withdrawn"), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody, description = "Already accepted")))]
async fn cancel(
    State(state): State<AppState>,
    me: Me,
    Path(id): Path<String>,
) -> Result<StatusCode, ApiError> {
    let saved = load(&state, &id).await?;
    if saved.challenger.as_ref().map(|c| c.account.as_str()) != Some(me.account.id.as_str()) {
        return Err(ApiError::Forbidden(
            "only the player who made a challenge can withdraw it".to_string(),
        ));
    }
    if saved.state != DuelState::Open {
        return Err(not_open(&saved));
    }
    let version = state.store().cancel_challenge(&id, saved.version).await?;
    publish(&state, "lobby", &id, version).await;
    publish(&state, "duel", &id, version).await;
    Ok(StatusCode::NO_CONTENT)
}

fn not_open(saved: &SavedDuel) -> ApiError {
    ApiError::conflict(match saved.state {
        DuelState::Cancelled => "this challenge was withdrawn",
        _ => "this challenge has been accepted already",
    })
}

/// Accepts a challenge: the duel begins, and both players set their codes.
#[utoipa::path(post, path = "/api/duels/{id}/accept", tag = "duels",
    params(("id" = String, Path, description = "The challenge's id")),
    responses((status = 200, body = DuelFull), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody, description = "Your own challenge, or addressed to someone else"),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody, description = "No longer open")))]
async fn accept(
    State(state): State<AppState>,
    me: Me,
    caller: Caller,
    Path(id): Path<String>,
) -> Result<Json<DuelFull>, ApiError> {
    let saved = load(&state, &id).await?;
    if saved.state != DuelState::Open {
        return Err(not_open(&saved));
    }
    if !can_accept(&saved, Some(&me.account.id)) {
        let own = saved.challenger.as_ref().map(|c| c.account.as_str()) == Some(&me.account.id);
        return Err(ApiError::Forbidden(
            if own {
                "you cannot accept your own challenge"
            } else {
                "this challenge is addressed to another player"
            }
            .to_string(),
        ));
    }
    let seat = |side: Side| {
        saved.seats[side]
            .as_ref()
            .map_or((me.account.id.as_str(), me.account.name.as_str()), |s| {
                (s.account.as_str(), s.name.as_str())
            })
    };
    let (white, black) = (seat(Side::White), seat(Side::Black));
    let rules = saved.terms.rules(white.1, black.1).map_err(duel_error)?;
    let duel = Duel::new(rules, moment(now_millis()));
    let version = state
        .store()
        .start_duel(&id, saved.version, Sides::new(white.0, black.0), &duel, &[])
        .await
        .map_err(|e| match e {
            StoreError::Conflict(_) => {
                ApiError::conflict("this challenge has been accepted or withdrawn meanwhile")
            }
            e => e.into(),
        })?;
    publish(&state, "lobby", &id, version).await;
    publish(&state, "duel", &id, version).await;
    let saved = load(&state, &id).await?;
    Ok(Json(full(&saved, &caller, now_millis())))
}

/// Plays one move of `me` in duel `id`: the core judges it on the duel as
/// stored; the save names the version read, and a move that lost the race
/// to another server's is judged again on the newer duel, once. A move
/// made after the mover's time ran out ends the duel on time instead.
async fn play<F>(
    state: &AppState,
    caller: &Caller,
    client: Client,
    id: &str,
    act: F,
) -> Result<Json<DuelFull>, ApiError>
where
    F: Fn(&mut Duel, Side, Moment, &SavedDuel) -> Result<Vec<Event>, DuelError>,
{
    for attempt in 0..2 {
        let saved = load_for(state, id, caller).await?;
        let side = caller
            .side(&saved)
            .ok_or_else(|| ApiError::Forbidden("you do not play in this duel".to_string()))?;
        let Some(mut duel) = saved.duel.clone() else {
            return Err(ApiError::conflict(match saved.state {
                DuelState::Cancelled => "this challenge was withdrawn",
                _ => "the challenge has not been accepted yet",
            }));
        };
        let now = now_millis();
        let (events, refused) = match act(&mut duel, side, moment(now), &saved) {
            Ok(mut events) => {
                let client = Client(client.0);
                events
                    .extend(computer::moves(state, client, &saved, &mut duel, moment(now)).await?);
                (events, None)
            }
            Err(DuelError::TimeUp) => {
                duel = saved.duel.clone().unwrap_or(duel);
                let events = duel.time_out(moment(now)).map_err(duel_error)?;
                (events, Some(DuelError::TimeUp))
            }
            Err(e) => return Err(duel_error(e)),
        };
        match state
            .store()
            .save_duel(id, saved.version, &duel, &events)
            .await
        {
            Ok(version) => {
                publish(state, "duel", id, version).await;
                if saved.computer.is_none() {
                    state.store().mark_seen(id, side, now).await?;
                }
                if let Some(refused) = refused {
                    return Err(duel_error(refused));
                }
                let saved = load(state, id).await?;
                return Ok(Json(full(&saved, caller, now)));
            }
            Err(StoreError::Conflict(_)) if attempt == 0 => continue,
            Err(e) => return Err(e.into()),
        }
    }
    Err(ApiError::conflict(
        "the duel changed while your move was made; reload it",
    ))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CodeRequest {
    /// Digits, letters or colour names.
    pub code: String,
}

/// Sets your code, once, before the first turn.
#[utoipa::path(post, path = "/api/duels/{id}/code", tag = "duels", request_body = CodeRequest,
    params(("id" = String, Path, description = "The duel's id")),
    responses((status = 200, body = DuelFull), (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 409, body = ErrorBody, description = "Out of turn")))]
async fn set_code(
    State(state): State<AppState>,
    caller: Caller,
    client: Client,
    Path(id): Path<String>,
    Json(request): Json<CodeRequest>,
) -> Result<Json<DuelFull>, ApiError> {
    play(&state, &caller, client, &id, |duel, side, now, _| {
        duel.set_code_text(side, &request.code, now)
    })
    .await
}

/// Guesses at the opponent's code in the turn in play; both guesses are
/// revealed once both are in.
#[utoipa::path(post, path = "/api/duels/{id}/guesses", tag = "duels", request_body = GuessRequest,
    params(("id" = String, Path, description = "The duel's id")),
    responses((status = 200, body = DuelFull), (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 409, body = ErrorBody, description = "Out of turn")))]
async fn guess(
    State(state): State<AppState>,
    caller: Caller,
    client: Client,
    Path(id): Path<String>,
    Json(request): Json<GuessRequest>,
) -> Result<Json<DuelFull>, ApiError> {
    play(&state, &caller, client, &id, |duel, side, now, _| {
        duel.guess_text(side, &request.guess, now)
    })
    .await
}

/// Resigns: the opponent wins.
#[utoipa::path(post, path = "/api/duels/{id}/resign", tag = "duels",
    params(("id" = String, Path, description = "The duel's id")),
    responses((status = 200, body = DuelFull), (status = 403, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn resign(
    State(state): State<AppState>,
    caller: Caller,
    client: Client,
    Path(id): Path<String>,
) -> Result<Json<DuelFull>, ApiError> {
    play(&state, &caller, client, &id, |duel, side, _, _| {
        duel.resign(side)
    })
    .await
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ClaimRequest {
    /// "win" or "draw".
    #[schema(value_type = String)]
    pub claim: Claim,
}

/// Claims the win or a draw when the opponent has been away for the grace
/// period with their move to make.
#[utoipa::path(post, path = "/api/duels/{id}/claim", tag = "duels", request_body = ClaimRequest,
    params(("id" = String, Path, description = "The duel's id")),
    responses((status = 200, body = DuelFull), (status = 403, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn claim(
    State(state): State<AppState>,
    caller: Caller,
    client: Client,
    Path(id): Path<String>,
    Json(request): Json<ClaimRequest>,
) -> Result<Json<DuelFull>, ApiError> {
    play(&state, &caller, client, &id, |duel, side, now, saved| {
        if saved.computer.is_some() {
            return Err(DuelError::OpponentMoved);
        }
        duel.claim(side, request.claim, now, opponent_seen(saved, side))
    })
    .await
}

/// Offers the opponent a return duel on the same terms, colours swapped.
/// Asked again, it gives the offer already made.
#[utoipa::path(post, path = "/api/duels/{id}/rematch", tag = "duels",
    params(("id" = String, Path, description = "The finished duel's id")),
    responses((status = 201, body = CreatedDuel), (status = 200, body = CreatedDuel, description = "Already offered"),
        (status = 403, body = ErrorBody), (status = 409, body = ErrorBody, description = "Not over, or the opponent's account is gone")))]
async fn rematch(
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
        return Ok((StatusCode::CREATED, Json(CreatedDuel { id: new })).into_response());
    }
    let Some(me) = me else {
        return Err(ApiError::Unauthorized("log in first".to_string()));
    };
    if let Some(existing) = &saved.rematch {
        return Ok(Json(CreatedDuel {
            id: existing.clone(),
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
    state
        .store()
        .create_challenge(&NewChallenge {
            id: &new,
            challenger: &me.account.id,
            seats,
            terms: &terms,
            rematch_of: Some(&id),
        })
        .await?;
    publish(&state, "lobby", &new, 1).await;
    publish(&state, "duel", &id, saved.version).await;
    Ok((StatusCode::CREATED, Json(CreatedDuel { id: new })).into_response())
}

/// A finished duel, move by move, for anyone: every event with its
/// version, both codes and every guess (nothing is secret once it is over).
#[derive(Debug, Serialize, ToSchema)]
pub struct Replay {
    #[schema(value_type = Object)]
    pub duel: DuelFull,
    /// `{"v": 1, "event": "code-set", "side": "white", "code": "12345"}`,
    /// `guessed`, `turn-revealed`, `turn-started`, `ended`, in order, in the
    /// live socket's form with nothing held back.
    #[schema(value_type = Vec<Object>)]
    pub events: Vec<serde_json::Value>,
}

/// Replays a finished duel.
#[utoipa::path(get, path = "/api/duels/{id}/replay", tag = "duels",
    params(("id" = String, Path, description = "The duel's id")),
    responses((status = 200, body = Replay), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "Not over yet")))]
async fn replay(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
) -> Result<Json<Replay>, ApiError> {
    let saved = load_for(&state, &id, &caller).await?;
    if saved.state != DuelState::Over {
        return Err(ApiError::conflict("a duel can be replayed once it is over"));
    }
    let events = state
        .store()
        .duel_events(&id, 0)
        .await?
        .iter()
        .map(|e| serde_json::to_value(e.after_the_end()))
        .collect::<Result<_, _>>()
        .map_err(|e| ApiError::Internal(format!("an event cannot be written: {e}")))?;
    Ok(Json(Replay {
        duel: full(&saved, &caller, now_millis()),
        events,
    }))
}

/// Before an account is deleted: its duels in play are resigned and its
/// challenges (made or received) withdrawn, so that no one waits on a
/// player who is gone.
pub async fn leave_all(state: &AppState, account: &Account) -> Result<(), ApiError> {
    let caller = Caller {
        account: Some(account.id.clone()),
        player: account.id.clone(),
    };
    let nobody = std::net::IpAddr::V4(std::net::Ipv4Addr::UNSPECIFIED);
    let playing = state
        .store()
        .list_duels(
            DuelQuery::Playing {
                account: &account.id,
            },
            i64::MAX,
        )
        .await?;
    for saved in playing {
        let resign = |duel: &mut Duel, side, _, _: &SavedDuel| duel.resign(side);
        match play(state, &caller, Client(nobody), &saved.id, resign).await {
            Ok(_) | Err(ApiError::Conflict(_)) => {}
            Err(e) => return Err(e),
        }
    }
    let open = state
        .store()
        .list_duels(
            DuelQuery::Open {
                viewer: &account.id,
            },
            i64::MAX,
        )
        .await?;
    for saved in open.iter().filter(|d| {
        d.side_of(&account.id).is_some()
            || d.challenger
                .as_ref()
                .is_some_and(|c| c.account == account.id)
    }) {
        match state
            .store()
            .cancel_challenge(&saved.id, saved.version)
            .await
        {
            Ok(version) => publish(state, "lobby", &saved.id, version).await,
            Err(StoreError::Conflict(_)) => {}
            Err(e) => return Err(e.into()),
        }
    }
    Ok(())
}
