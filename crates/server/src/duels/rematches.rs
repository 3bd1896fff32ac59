//! A rematch offered after a duel, through the one move path
//! ([`crate::moves`]): the finished duel read, the offer decided (the same
//! terms, colours swapped; against the computer a new duel at once), and
//! stored naming the duel it follows, so two offers at once make one.

use super::*;
use crate::moves::{self, Play, Step};
use mastermind_store::prelude::*;

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
    let offering = Offering {
        caller: &caller,
        me: me.as_ref(),
        id: &id,
        saved: None,
    };
    let conflict = "the rematch offer changed at the same moment; reload the duel";
    let (status, id) = moves::make(&state, offering, conflict).await?;
    let created = CreatedDuel { id, link_url: None };
    Ok((status, Json(created)).into_response())
}

struct Offering<'a> {
    caller: &'a Caller,
    me: Option<&'a Me>,
    id: &'a str,
    saved: Option<SavedDuel>,
}

/// What the offer is.
enum Offer {
    /// Against the computer: a new duel on these terms at this level.
    Computer(Terms, u8),
    /// Made already: this one.
    Made(String),
    /// To the opponent: a challenge on these terms, these seats (white,
    /// black accounts), by the first account named.
    Challenge(Terms, Sides<String>, String),
}

impl Play for Offering<'_> {
    type Decision = Offer;
    /// Made now (201) or already (200), and the new duel's id.
    type Answer = (StatusCode, String);

    async fn read(&mut self, state: &AppState, _again: bool) -> Result<(), ApiError> {
        self.saved = Some(load_for(state, self.id, self.caller).await?);
        Ok(())
    }

    async fn decide(&mut self, _: &AppState, _: i64) -> Result<Step<Offer>, ApiError> {
        let saved = self.saved.as_ref().expect("read before decided");
        let side = self
            .caller
            .side(saved)
            .ok_or_else(|| ApiError::Forbidden("you do not play in this duel".to_string()))?;
        let duel = match &saved.duel {
            Some(duel) if duel.is_over() => duel,
            _ => return Err(ApiError::conflict("a rematch follows the end of the duel")),
        };
        let terms = Terms::of(duel.rules());
        if let Some((_, level)) = saved.computer {
            return Ok(Step::Done(Offer::Computer(terms, level)));
        }
        let Some(me) = self.me else {
            return Err(ApiError::Unauthorized("log in first".to_string()));
        };
        if let Some(made) = &saved.rematch {
            return Ok(Step::Done(Offer::Made(made.clone())));
        }
        let Some(opponent) = &saved.seats[side.other()] else {
            return Err(ApiError::conflict(
                "your opponent's account no longer exists",
            ));
        };
        let (mine, theirs) = (me.account.id.clone(), opponent.account.clone());
        // Colours swapped: last duel's black plays white.
        let seats = match side {
            Side::White => Sides::new(theirs, mine.clone()),
            Side::Black => Sides::new(mine.clone(), theirs),
        };
        Ok(Step::Done(Offer::Challenge(terms, seats, mine)))
    }

    async fn save(
        &mut self,
        state: &AppState,
        offer: Offer,
    ) -> Result<Step<Self::Answer>, ApiError> {
        let saved = self.saved.as_ref().expect("read before saved");
        let (terms, seats, challenger) = match offer {
            Offer::Made(id) => return Ok(Step::Done((StatusCode::OK, id))),
            Offer::Computer(terms, level) => {
                let name = self.me.map(|m| m.account.name.clone());
                let new = computer::start(state, self.caller, name, terms, level).await?;
                return Ok(Step::Done((StatusCode::CREATED, new)));
            }
            Offer::Challenge(terms, seats, challenger) => (terms, seats, challenger),
        };
        let new = new_id();
        let made = state
            .store()
            .create_challenge(
                &NewChallenge {
                    id: &new,
                    challenger: &challenger,
                    seats: Sides::new(Some(seats.white.as_str()), Some(seats.black.as_str())),
                    terms: &terms,
                    rematch_of: Some(self.id),
                    link: None,
                },
                None,
            )
            .await;
        match made {
            // Offered at the same moment by another request: read again,
            // and that offer it is.
            Err(StoreError::Conflict(_)) => return Ok(Step::Stale),
            other => other?,
        };
        publish(state, "lobby", &new, 1).await;
        publish(state, "duel", self.id, saved.version).await;
        if let Some(me) = self.me {
            let to = if seats.white == challenger {
                &seats.black
            } else {
                &seats.white
            };
            let from = (challenger.as_str(), me.account.name.as_str());
            let push = state.pusher();
            crate::notifications::tell::challenged(state.store(), push, &new, from, to, true).await;
        }
        crate::bots::house::take_up(state, &new).await?;
        Ok(Step::Done((StatusCode::CREATED, new)))
    }
}
