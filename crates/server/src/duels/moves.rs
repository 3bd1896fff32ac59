//! The moves of a duel: codes, guesses, resignation and claims, each judged
//! by the core on the duel as stored and saved naming the version read.

use super::*;
use crate::moves::{self, Play, Step};
pub use mastermind_api::duels::{ClaimRequest, CodeRequest};
use mastermind_store::prelude::*;

/// Plays one move of `me` in duel `id` through the one move path
/// ([`crate::moves`]): the core judges it on the duel as stored; the save
/// names the version read, and a move that lost the race to another
/// server's is judged again on the newer duel, once. A move made after the
/// mover's time ran out ends the duel on time instead.
pub(super) async fn play<F>(
    state: &AppState,
    caller: &Caller,
    client: Client,
    id: &str,
    act: F,
) -> Result<Json<DuelFull>, ApiError>
where
    F: Fn(&mut Duel, Side, Moment, &SavedDuel) -> Result<Vec<Event>, DuelError> + Send + Sync,
{
    let play = DuelMove {
        caller,
        client,
        id,
        act,
        saved: None,
    };
    let conflict = "the duel changed while your move was made; reload it";
    moves::make(state, play, conflict).await?
}

struct DuelMove<'a, F> {
    caller: &'a Caller,
    client: Client,
    id: &'a str,
    act: F,
    /// The duel as last read.
    saved: Option<SavedDuel>,
}

/// What the core decided on a duel.
struct Decided {
    saved: SavedDuel,
    side: Side,
    duel: Duel,
    events: Vec<Event>,
    /// The move itself, refused after the duel was ended on time.
    refused: Option<DuelError>,
}

impl<F> Play for DuelMove<'_, F>
where
    F: Fn(&mut Duel, Side, Moment, &SavedDuel) -> Result<Vec<Event>, DuelError> + Send + Sync,
{
    type Decision = Decided;
    type Answer = Result<Json<DuelFull>, ApiError>;

    async fn read(&mut self, state: &AppState, _again: bool) -> Result<(), ApiError> {
        // Always from the database: duels are not kept in memory.
        self.saved = Some(load_for(state, self.id, self.caller).await?);
        Ok(())
    }

    async fn decide(&mut self, state: &AppState, now: i64) -> Result<Step<Decided>, ApiError> {
        let saved = self.saved.take().expect("read before decided");
        let side = self
            .caller
            .side(&saved)
            .ok_or_else(|| ApiError::Forbidden("you do not play in this duel".to_string()))?;
        let Some(mut duel) = saved.duel.clone() else {
            return Err(ApiError::conflict(match saved.state {
                DuelState::Cancelled => "this challenge was withdrawn",
                _ => "the challenge has not been accepted yet",
            }));
        };
        let (events, refused) = match (self.act)(&mut duel, side, moment(now), &saved) {
            Ok(mut events) => {
                let client = Client(self.client.0);
                events
                    .extend(computer::moves(state, client, &saved, &mut duel, moment(now)).await?);
                (events, None)
            }
            Err(DuelError::TimeUp) => {
                duel = saved.duel.clone().unwrap_or(duel);
                let events = duel.time_out(moment(now)).map_err(duel_error)?;
                (events, Some(DuelError::TimeUp))
            }
            Err(DuelError::Turn(error)) => {
                return Err(ApiError::turn(error, &full(&saved, self.caller, now)));
            }
            Err(e) => return Err(duel_error(e)),
        };
        Ok(Step::Done(Decided {
            saved,
            side,
            duel,
            events,
            refused,
        }))
    }

    async fn save(
        &mut self,
        state: &AppState,
        decided: Decided,
    ) -> Result<Step<Self::Answer>, ApiError> {
        let Decided {
            mut saved,
            side,
            duel,
            events,
            refused,
        } = decided;
        // Word of the move goes out in the move's own commit.
        let notice = Change {
            kind: "duel".to_string(),
            id: self.id.to_string(),
            version: saved.version + 1,
        };
        let notices: Vec<String> = std::iter::once(notice)
            .chain(tournament_word(&saved, &duel))
            .filter_map(|c| c.payload())
            .collect();
        let version = match state
            .store()
            .save_move(
                self.id,
                saved.version,
                &duel,
                &events,
                Some(side).filter(|_| saved.computer.is_none()),
                &notices,
            )
            .await
        {
            Ok(version) => version,
            Err(StoreError::Conflict(_)) => return Ok(Step::Stale),
            Err(e) => return Err(e.into()),
        };
        crate::metrics::bus_published(notices.len());
        // The opponent is told, and what the mover was told of this duel
        // is read; a move refused for time left the clock to end the duel.
        let mover = Some(side).filter(|_| refused.is_none());
        let push = state.pusher();
        crate::notifications::tell::after_duel_move(state.store(), push, &saved, &duel, mover)
            .await;
        if let Some(refused) = refused {
            return Ok(Step::Done(Err(duel_error(refused))));
        }
        // The answer comes from the duel just saved, not a reload.
        let now = now_millis();
        saved.state = if duel.is_over() {
            DuelState::Over
        } else {
            DuelState::Playing
        };
        saved.duel = Some(duel);
        saved.version = version;
        saved.updated_at = now;
        if saved.computer.is_none() {
            saved.seen[side] = Some(now);
        }
        // The clock read again: the computer may have thought a while.
        Ok(Step::Done(Ok(Json(full(&saved, self.caller, now)))))
    }
}

/// Sets your code, once, before the first turn.
#[utoipa::path(post, path = "/api/duels/{id}/code", tag = "duels", request_body = CodeRequest,
    params(("id" = String, Path, description = "The duel's id")),
    responses((status = 200, body = DuelFull), (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 409, body = ErrorBody, description = "Out of turn"), (status = 401, body = ErrorBody, description = "Not logged in"), (status = 404, body = ErrorBody, description = "No such duel")))]
pub(super) async fn set_code(
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
        (status = 403, body = ErrorBody), (status = 409, body = ErrorBody, description = "Out of turn, or the guess names a turn already played (a retry: `current` holds the duel) or not yet"), (status = 401, body = ErrorBody, description = "Not logged in"), (status = 404, body = ErrorBody, description = "No such duel")))]
pub(super) async fn guess(
    State(state): State<AppState>,
    caller: Caller,
    client: Client,
    Path(id): Path<String>,
    Json(request): Json<GuessRequest>,
) -> Result<Json<DuelFull>, ApiError> {
    play(&state, &caller, client, &id, |duel, side, now, _| {
        if let Some(turn) = request.turn {
            duel.check_turn(side, turn)?;
        }
        duel.guess_text(side, &request.guess, now)
    })
    .await
}

/// Resigns: the opponent wins.
#[utoipa::path(post, path = "/api/duels/{id}/resign", tag = "duels",
    params(("id" = String, Path, description = "The duel's id")),
    responses((status = 200, body = DuelFull), (status = 403, body = ErrorBody), (status = 409, body = ErrorBody), (status = 401, body = ErrorBody, description = "Not logged in"), (status = 404, body = ErrorBody, description = "No such duel")))]
pub(super) async fn resign(
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

/// Claims the win or a draw when the opponent has been away for the grace
/// period with their move to make.
#[utoipa::path(post, path = "/api/duels/{id}/claim", tag = "duels", request_body = ClaimRequest,
    params(("id" = String, Path, description = "The duel's id")),
    responses((status = 200, body = DuelFull), (status = 403, body = ErrorBody), (status = 409, body = ErrorBody), (status = 401, body = ErrorBody, description = "Not logged in"), (status = 404, body = ErrorBody, description = "No such duel")))]
pub(super) async fn claim(
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

/// Before an account is deleted: its duels in play are resigned and its
/// challenges (made or received) withdrawn, so that no one waits on a
/// player who is gone.
pub async fn leave_all(state: &AppState, account: &Account) -> Result<(), ApiError> {
    let caller = Caller {
        account: Some(account.id.clone()),
        player: account.id.clone(),
        session: None,
        origin: None,
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
        let mine = saved
            .challenger
            .as_ref()
            .is_some_and(|c| c.account == account.id);
        // One's own is withdrawn; one received is declined (a single-use
        // link the player took is let go: it still works for whoever
        // opens it next).
        let done = if mine {
            super::accepting::withdraw(state, account, &saved.id).await
        } else {
            super::declines::decline(state, account, &saved.id).await
        };
        match done {
            // Answered or gone meanwhile: nothing waits on this player.
            Ok(())
            | Err(ApiError::Conflict(_) | ApiError::Refused { .. } | ApiError::Forbidden(_)) => {}
            Err(e) => return Err(e),
        }
    }
    Ok(())
}
