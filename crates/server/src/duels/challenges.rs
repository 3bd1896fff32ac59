//! Challenges: made, listed, withdrawn, accepted, and offered again as a
//! rematch.

use super::*;
use crate::moves::{self, Play, Step};
pub use mastermind_api::duels::{CreatedDuel, DuelList, NewDuelRequest};
use mastermind_core::bot::Player;
use mastermind_store::prelude::*;
use mastermind_store::{Account, BotFlags};

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
    let challenging = Challenging {
        me: &me,
        request: &request,
        opponent: None,
        bots: None,
    };
    // A new challenge has no version to go stale: its save never is.
    let id = moves::make(&state, challenging, "the challenge was not made; try again").await?;
    let link_url = request
        .link
        .map(|_| links::link_url(state.public_origin().as_deref(), &id));
    Ok((StatusCode::CREATED, Json(CreatedDuel { id, link_url })).into_response())
}

/// A challenge made, through the one move path ([`crate::moves`]): the
/// opponent named is read, the terms checked by the core, and the
/// challenge stored within the challenger's quota of open challenges.
struct Challenging<'a> {
    me: &'a Me,
    request: &'a NewDuelRequest,
    /// The player named, as read, with their bot marks.
    opponent: Option<Account>,
    bots: Option<(Player, BotFlags)>,
}

impl Play for Challenging<'_> {
    type Decision = Terms;
    /// The challenge's id.
    type Answer = String;

    async fn read(&mut self, state: &AppState, _again: bool) -> Result<(), ApiError> {
        self.opponent = match self.request.opponent.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(name) => Some(
                state
                    .store()
                    .account_named(name)
                    .await?
                    .ok_or_else(|| ApiError::NotFound(format!("no player is called {name}")))?,
            ),
        };
        self.bots = match &self.opponent {
            Some(opponent) => Some((
                crate::bots::player(state, &self.me.account.id).await?,
                crate::bots::flags(state, &opponent.id).await?,
            )),
            None => None,
        };
        Ok(())
    }

    async fn decide(&mut self, _: &AppState, _: i64) -> Result<Step<Terms>, ApiError> {
        let request = self.request;
        let terms = terms(request.preset.as_deref(), request.setup.as_ref())?
            .with_time_control(request.time_control.unwrap_or_default())
            .map_err(duel_error)?
            .with_rated(request.rated);
        if self.opponent.is_some() && request.link.is_some() {
            return Err(ApiError::bad(
                "a challenge goes to a named opponent or by link, not both",
            ));
        }
        if self
            .opponent
            .as_ref()
            .is_some_and(|o| o.id == self.me.account.id)
        {
            return Err(ApiError::bad("you cannot challenge yourself"));
        }
        if let Some((me, opponent)) = self.bots {
            mastermind_core::bot::may_meet(me, opponent.player())
                .map_err(|e| crate::bots::refused(&e))?;
            if opponent.house.is_some() {
                crate::bots::house::check_setup(terms.setup())?;
            }
        }
        Ok(Step::Done(terms))
    }

    async fn save(&mut self, state: &AppState, terms: Terms) -> Result<Step<String>, ApiError> {
        let id = new_id();
        let challenger = self.me.account.id.as_str();
        let opponent = self.opponent.as_ref().map(|o| o.id.as_str());
        // The quota is counted in the insert's own transaction.
        state
            .store()
            .create_challenge(
                &NewChallenge {
                    id: &id,
                    challenger,
                    seats: Sides::new(Some(challenger), opponent),
                    terms: &terms,
                    rematch_of: None,
                    link: self.request.link.map(super::links::link),
                },
                Some(crate::limits::OPEN_CHALLENGES),
            )
            .await?;
        publish(state, "lobby", &id, 1).await;
        // A house bot is told nothing: it takes the challenge up at once.
        let house = self.bots.is_some_and(|(_, flags)| flags.house.is_some());
        if let Some(to) = opponent.filter(|_| !house) {
            let me = (challenger, self.me.account.name.as_str());
            let push = state.pusher();
            crate::notifications::tell::challenged(state.store(), push, &id, me, to, false).await;
        }
        crate::bots::house::take_up(state, &id).await?;
        Ok(Step::Done(id))
    }
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
