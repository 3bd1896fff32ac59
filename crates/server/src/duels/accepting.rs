//! A challenge answered: accepted (the duel begins) or withdrawn by the
//! player who made it, each through the one move path ([`crate::moves`]):
//! read at a version, decided, saved naming the version; a challenge that
//! changed meanwhile is read again and decided again, so the second of two
//! players accepting at once is told it was taken.

use super::challenges::not_open;
use super::*;
use crate::moves::{self, Play, Step};
use mastermind_store::prelude::*;

/// Withdraws your open challenge.
#[utoipa::path(delete, path = "/api/duels/{id}", tag = "duels",
    params(("id" = String, Path, description = "The challenge's id")),
    responses((status = 204, description = "Withdrawn"), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody, description = "Already accepted"), (status = 401, body = ErrorBody, description = "Not logged in")))]
pub(super) async fn cancel(
    State(state): State<AppState>,
    me: Me,
    Path(id): Path<String>,
) -> Result<StatusCode, ApiError> {
    withdraw(&state, &me.account, &id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Withdraws `account`'s open challenge `id`.
pub(super) async fn withdraw(
    state: &AppState,
    account: &Account,
    id: &str,
) -> Result<(), ApiError> {
    let withdraw = Withdraw {
        account,
        id,
        saved: None,
    };
    let conflict = "this challenge changed at the same moment; reload it";
    moves::make(state, withdraw, conflict).await
}

struct Withdraw<'a> {
    account: &'a Account,
    id: &'a str,
    saved: Option<SavedDuel>,
}

impl Play for Withdraw<'_> {
    type Decision = i64;
    type Answer = ();

    async fn read(&mut self, state: &AppState, _again: bool) -> Result<(), ApiError> {
        self.saved = Some(load(state, self.id).await?);
        Ok(())
    }

    async fn decide(&mut self, _: &AppState, _: i64) -> Result<Step<i64>, ApiError> {
        let saved = self.saved.as_ref().expect("read before decided");
        let mine =
            saved.challenger.as_ref().map(|c| c.account.as_str()) == Some(self.account.id.as_str());
        if !mine {
            return Err(ApiError::Forbidden(
                "only the player who made a challenge can withdraw it".to_string(),
            ));
        }
        if saved.state != DuelState::Open {
            return Err(not_open(saved));
        }
        Ok(Step::Done(saved.version))
    }

    async fn save(&mut self, state: &AppState, version: i64) -> Result<Step<()>, ApiError> {
        let version = match state.store().cancel_challenge(self.id, version).await {
            Ok(version) => version,
            Err(StoreError::Conflict(_)) => return Ok(Step::Stale),
            Err(e) => return Err(e.into()),
        };
        publish(state, "lobby", self.id, version).await;
        publish(state, "duel", self.id, version).await;
        Ok(Step::Done(()))
    }
}

/// Accepts a challenge: the duel begins, and both players set their codes.
#[utoipa::path(post, path = "/api/duels/{id}/accept", tag = "duels",
    params(("id" = String, Path, description = "The challenge's id")),
    responses((status = 200, body = DuelFull), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody, description = "Your own challenge, or addressed to someone else"),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody, description = "No longer open, or its single-use link taken by another player")))]
pub(super) async fn accept(
    State(state): State<AppState>,
    me: Me,
    caller: Caller,
    Path(id): Path<String>,
) -> Result<Json<DuelFull>, ApiError> {
    accept_as(&state, &me.account, &caller, &id).await
}

/// `account` accepts challenge `id` (a person or a program, or a house bot
/// taking up a challenge addressed to it); the duel as `caller` sees it.
pub(crate) async fn accept_as(
    state: &AppState,
    account: &Account,
    caller: &Caller,
    id: &str,
) -> Result<Json<DuelFull>, ApiError> {
    let accept = Accept {
        account,
        caller,
        id,
        saved: None,
    };
    let conflict = "this challenge has been accepted or withdrawn meanwhile";
    moves::make(state, accept, conflict).await
}

struct Accept<'a> {
    account: &'a Account,
    caller: &'a Caller,
    id: &'a str,
    saved: Option<SavedDuel>,
}

impl Play for Accept<'_> {
    /// The seats' accounts (white, black), the duel begun and its first
    /// events (a house bot's code).
    type Decision = (Sides<String>, Duel, Vec<Event>);
    type Answer = Json<DuelFull>;

    async fn read(&mut self, state: &AppState, _again: bool) -> Result<(), ApiError> {
        self.saved = Some(load(state, self.id).await?);
        Ok(())
    }

    async fn decide(
        &mut self,
        state: &AppState,
        now: i64,
    ) -> Result<Step<Self::Decision>, ApiError> {
        let saved = self.saved.as_ref().expect("read before decided");
        let me = self.account;
        if saved.state != DuelState::Open {
            return Err(not_open(saved));
        }
        if !can_accept(saved, Some(&me.id)) {
            let own = saved.challenger.as_ref().map(|c| c.account.as_str()) == Some(&me.id);
            if saved.link.is_some() && !own {
                return Err(links::taken_by_another());
            }
            return Err(ApiError::Forbidden(
                if own {
                    "you cannot accept your own challenge"
                } else {
                    "this challenge is addressed to another player"
                }
                .to_string(),
            ));
        }
        // Taking up a challenge offered to anyone: a bot never meets a
        // person who refuses bots. One addressed to the taker was the
        // challenger's own choice.
        if let (None, Some(challenger)) = (saved.side_of(&me.id), &saved.challenger) {
            let taker = crate::bots::player(state, &me.id).await?;
            let offerer = crate::bots::player(state, &challenger.account).await?;
            mastermind_core::bot::may_meet(taker, offerer).map_err(|e| crate::bots::refused(&e))?;
        }
        let seat = |side: Side| {
            saved.seats[side]
                .as_ref()
                .map_or((me.id.clone(), me.name.clone()), |s| {
                    (s.account.clone(), s.name.clone())
                })
        };
        let (white, black) = (seat(Side::White), seat(Side::Black));
        let rules = saved.terms.rules(&white.1, &black.1).map_err(duel_error)?;
        let mut duel = Duel::new(rules, moment(now));
        let seats = [white.0.as_str(), black.0.as_str()];
        super::vacation::begin_away(state.store(), seats, &mut duel, now).await?;
        let events = crate::bots::house::set_code(saved, &mut duel, moment(now))?;
        Ok(Step::Done((Sides::new(white.0, black.0), duel, events)))
    }

    async fn save(
        &mut self,
        state: &AppState,
        (seats, duel, events): Self::Decision,
    ) -> Result<Step<Json<DuelFull>>, ApiError> {
        let saved = self.saved.as_ref().expect("read before saved");
        let seats = Sides::new(seats.white.as_str(), seats.black.as_str());
        let version = match state
            .store()
            .start_duel(self.id, saved.version, seats, &duel, &events)
            .await
        {
            Ok(version) => version,
            Err(StoreError::Conflict(_)) => return Ok(Step::Stale),
            Err(e) => return Err(e.into()),
        };
        publish(state, "lobby", self.id, version).await;
        publish(state, "duel", self.id, version).await;
        let me = (self.account.id.as_str(), self.account.name.as_str());
        crate::notifications::tell::accepted(state.store(), saved, me).await;
        let saved = load(state, self.id).await?;
        Ok(Step::Done(Json(full(&saved, self.caller, now_millis()))))
    }
}
