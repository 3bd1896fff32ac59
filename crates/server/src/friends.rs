//! Friends and who is online. A player's friends are the players they
//! follow: one-way, as following is, so nobody's consent is needed and
//! nothing is revealed but what anyone online sees anyway. Both lists read
//! the database, so they are the same through every server.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use mastermind_core::account::AccountName;
use mastermind_store::prelude::*;
use mastermind_store::{FollowError, Present, now_millis};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::error::{ApiError, ErrorBody, Json};
use crate::presence::online_since;
use crate::session::Me;
pub use mastermind_api::friends::{Friends, Online, PlayerPresence};

/// Players one account may follow.
pub const MOST_FOLLOWED: i64 = 500;
/// Players the list of those online shows at most.
const ONLINE_LIMIT: i64 = 100;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(friends))
        .routes(routes!(follow, unfollow))
        .routes(routes!(online))
}

fn presence(present: &Present) -> PlayerPresence {
    PlayerPresence {
        name: present.name.clone(),
        online: present.online,
        rating: present.rating.as_ref().map(crate::players::rating_view),
        bot: present.bot,
    }
}

/// The players you follow, each with whether they are online now.
#[utoipa::path(get, path = "/api/friends", tag = "friends",
    responses((status = 200, body = Friends), (status = 401, body = ErrorBody, description = "Not logged in")))]
async fn friends(State(state): State<AppState>, me: Me) -> Result<Json<Friends>, ApiError> {
    let list = state
        .store()
        .friends(&me.account.id, online_since())
        .await?;
    Ok(Json(Friends {
        friends: list.iter().map(presence).collect(),
    }))
}

/// The account called `name`, not the caller's own.
async fn other(
    state: &AppState,
    me: &Me,
    name: &str,
) -> Result<mastermind_store::Account, ApiError> {
    let shown: String = name.chars().take(40).collect();
    let unknown = || ApiError::NotFound(format!("no player is called {shown}"));
    // A name no account could have is not looked up.
    AccountName::parse(name).map_err(|_| unknown())?;
    let account = state
        .store()
        .account_named(name)
        .await?
        .ok_or_else(unknown)?;
    if account.id == me.account.id {
        return Err(ApiError::bad("you cannot follow yourself"));
    }
    Ok(account)
}

/// Follows the player called `name` (following again changes nothing).
#[utoipa::path(put, path = "/api/friends/{name}", tag = "friends",
    params(("name" = String, Path, description = "The player's name, in any case")),
    responses((status = 200, body = PlayerPresence, description = "Followed"),
        (status = 400, body = ErrorBody, description = "Your own name"),
        (status = 401, body = ErrorBody, description = "Not logged in"),
        (status = 404, body = ErrorBody, description = "No player has that name"),
        (status = 409, body = ErrorBody, description = "You follow 500 players already")))]
async fn follow(
    State(state): State<AppState>,
    me: Me,
    Path(name): Path<String>,
) -> Result<Json<PlayerPresence>, ApiError> {
    let account = other(&state, &me, &name).await?;
    match state
        .store()
        .follow(&me.account.id, &account.id, now_millis(), MOST_FOLLOWED)
        .await
    {
        Ok(_) => {}
        Err(e @ FollowError::TooMany(_)) => return Err(ApiError::conflict(e)),
        Err(FollowError::Store(e)) => return Err(e.into()),
    }
    // The entry as the list shows it.
    let list = state
        .store()
        .friends(&me.account.id, online_since())
        .await?;
    let entry = list
        .iter()
        .find(|p| p.name == account.name)
        .map(presence)
        .unwrap_or(PlayerPresence {
            name: account.name,
            online: false,
            rating: None,
            bot: false,
        });
    Ok(Json(entry))
}

/// Stops following the player called `name` (also when you did not).
#[utoipa::path(delete, path = "/api/friends/{name}", tag = "friends",
    params(("name" = String, Path, description = "The player's name, in any case")),
    responses((status = 204, description = "Not followed any more"),
        (status = 400, body = ErrorBody, description = "Your own name"),
        (status = 401, body = ErrorBody, description = "Not logged in"),
        (status = 404, body = ErrorBody, description = "No player has that name")))]
async fn unfollow(
    State(state): State<AppState>,
    me: Me,
    Path(name): Path<String>,
) -> Result<StatusCode, ApiError> {
    let account = other(&state, &me, &name).await?;
    state.store().unfollow(&me.account.id, &account.id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Players online now, on any server, but you and those who hide it.
#[utoipa::path(get, path = "/api/online", tag = "friends",
    responses((status = 200, body = Online), (status = 401, body = ErrorBody, description = "Not logged in")))]
async fn online(State(state): State<AppState>, me: Me) -> Result<Json<Online>, ApiError> {
    let list = state
        .store()
        .online(online_since(), Some(&me.account.id), ONLINE_LIMIT)
        .await?;
    Ok(Json(Online {
        players: list.iter().map(presence).collect(),
    }))
}
