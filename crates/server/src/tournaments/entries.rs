//! A player joins or leaves a tournament, or its creator starts or cancels
//! it, through the one move path ([`crate::moves`]): the tournament read,
//! the core's entry rules asked ([`mastermind_core::tournament::entry`]),
//! the write made under the same conditions in the store; a tournament that
//! moved meanwhile (a burst of joins, the start) is read and asked again.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use mastermind_core::bot::{self, Player};
use mastermind_core::tournament::entry::{self, Entry, EntryError};
use mastermind_store::prelude::*;
use mastermind_store::{SavedTournament, StoreError, TournamentWrite};

use super::views::TournamentFull;
use super::{after_change, load};
use crate::AppState;
use crate::bus::Change;
use crate::error::{ApiError, ErrorBody, Json};
use crate::moves::{self, Play, Step};
use crate::session::Me;

/// Joins a tournament (again, after leaving an arena: the points stay).
#[utoipa::path(post, path = "/api/tournaments/{id}/join", tag = "tournaments",
    params(("id" = String, Path, description = "The tournament's id")),
    responses((status = 200, body = TournamentFull), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody, description = "No longer taking players")))]
pub(super) async fn join(
    State(state): State<AppState>,
    me: Me,
    Path(id): Path<String>,
) -> Result<Json<TournamentFull>, ApiError> {
    enter(&state, &me, &id, Entry::Join).await?;
    after_change(&state, &id, &me).await
}

/// Leaves a tournament: no more pairings; the points stay, and a duel in
/// play is played out.
#[utoipa::path(post, path = "/api/tournaments/{id}/leave", tag = "tournaments",
    params(("id" = String, Path, description = "The tournament's id")),
    responses((status = 200, body = TournamentFull), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody, description = "Not in it")))]
pub(super) async fn leave(
    State(state): State<AppState>,
    me: Me,
    Path(id): Path<String>,
) -> Result<Json<TournamentFull>, ApiError> {
    enter(&state, &me, &id, Entry::Leave).await?;
    after_change(&state, &id, &me).await
}

/// Starts a tournament of one's own now, with the players in.
#[utoipa::path(post, path = "/api/tournaments/{id}/start", tag = "tournaments",
    params(("id" = String, Path, description = "The tournament's id")),
    responses((status = 200, body = TournamentFull), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody, description = "Begun already, or fewer than two players")))]
pub(super) async fn start(
    State(state): State<AppState>,
    me: Me,
    Path(id): Path<String>,
) -> Result<Json<TournamentFull>, ApiError> {
    enter(&state, &me, &id, Entry::Start).await?;
    after_change(&state, &id, &me).await
}

/// Cancels a tournament of one's own before it starts.
#[utoipa::path(delete, path = "/api/tournaments/{id}", tag = "tournaments",
    params(("id" = String, Path, description = "The tournament's id")),
    responses((status = 204), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody, description = "Begun already")))]
pub(super) async fn cancel(
    State(state): State<AppState>,
    me: Me,
    Path(id): Path<String>,
) -> Result<StatusCode, ApiError> {
    enter(&state, &me, &id, Entry::Cancel).await?;
    Ok(StatusCode::NO_CONTENT)
}

async fn enter(state: &AppState, me: &Me, id: &str, entry: Entry) -> Result<(), ApiError> {
    let entering = Entering {
        me,
        id,
        entry,
        saved: None,
        player: None,
    };
    let conflict = "this tournament changed at the same moment; reload it";
    moves::make(state, entering, conflict).await
}

fn refused(error: EntryError) -> ApiError {
    if error.forbidden() {
        ApiError::Forbidden(error.to_string())
    } else {
        ApiError::conflict(error.to_string())
    }
}

struct Entering<'a> {
    me: &'a Me,
    id: &'a str,
    entry: Entry,
    saved: Option<SavedTournament>,
    /// The joining player, as the bot rules see them.
    player: Option<Player>,
}

impl Play for Entering<'_> {
    /// The moment it was allowed at (a start begins then).
    type Decision = i64;
    type Answer = ();

    async fn read(&mut self, state: &AppState, _again: bool) -> Result<(), ApiError> {
        self.saved = Some(load(state, self.id).await?);
        if self.entry == Entry::Join {
            self.player = Some(crate::bots::player(state, &self.me.account.id).await?);
        }
        Ok(())
    }

    async fn decide(&mut self, _: &AppState, now: i64) -> Result<Step<i64>, ApiError> {
        let t = self.saved.as_ref().expect("read before decided");
        let entrants = t.entrants();
        let standing = entry::Standing {
            format: t.format,
            stage: t.stage,
            creator: t.creator.as_ref().map(|(account, _)| account.as_str()),
            entrants: &entrants,
        };
        entry::check(&standing, &self.me.account.id, self.entry).map_err(refused)?;
        if let Some(player) = self.player {
            bot::may_enter(t.bots, player).map_err(|e| crate::bots::refused(&e))?;
        }
        Ok(Step::Done(now))
    }

    async fn save(&mut self, state: &AppState, now: i64) -> Result<Step<()>, ApiError> {
        let t = self.saved.as_ref().expect("read before saved");
        let (store, account) = (state.store(), self.me.account.id.as_str());
        // Each write holds the rule's conditions itself (the stage, the
        // player cap, the player still in): `false` when they no longer
        // hold, and the tournament is read and asked again.
        let done = match self.entry {
            Entry::Join => store.join_tournament(self.id, account).await?,
            Entry::Leave => store.leave_tournament(self.id, account).await?,
            Entry::Start => store.start_tournament_at(self.id, now).await?,
            Entry::Cancel => {
                let notices: Vec<String> = Change {
                    kind: "tournament".to_string(),
                    id: self.id.to_string(),
                    version: t.version + 1,
                }
                .payload()
                .into_iter()
                .collect();
                let write = TournamentWrite::Cancel;
                match store
                    .write_tournament(self.id, t.version, &t.terms, &write, &notices)
                    .await
                {
                    Ok(_) => true,
                    Err(StoreError::Conflict(_)) => false,
                    Err(e) => return Err(e.into()),
                }
            }
        };
        Ok(if done { Step::Done(()) } else { Step::Stale })
    }
}
