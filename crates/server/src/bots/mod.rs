//! Bot accounts: an account turned into a bot (for good, under the core's
//! rule), the codebreaker league that ranks the bots, and the site's own
//! computer opponents playing there as house bots ([`house`]).

pub mod house;

use axum::extract::State;
use mastermind_core::bot::{BotError, Player};
use mastermind_store::prelude::*;
use mastermind_store::{BotFlags, LeagueEntry};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::error::{ApiError, ErrorBody, Json};
use crate::players::rating_view;
use crate::session::Me;
pub use mastermind_api::accounts::AccountView;
pub use mastermind_api::bots::{LeagueEntryView, LeagueView};

/// The most bots the league lists.
const LEAGUE_SIZE: i64 = 200;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(become_bot))
        .routes(routes!(league))
}

/// A refusal of the bot rules, with its code: 409 for what the account's
/// past or choice forbids.
pub fn refused(error: &BotError) -> ApiError {
    ApiError::refused(error, false)
}

/// How the core's bot rules see `account`.
pub async fn player(state: &AppState, account: &str) -> Result<Player, ApiError> {
    Ok(flags(state, account).await?.player())
}

pub async fn flags(state: &AppState, account: &str) -> Result<BotFlags, ApiError> {
    Ok(state.store().bot_flags(account).await?)
}

/// Turns the account into a bot account, for good: it plays through the
/// API, is marked BOT everywhere, and is rated in the codebreaker league.
/// Only an account that has played no rated duel may.
#[utoipa::path(operation_id = "become_bot", post, path = "/api/account/bot", tag = "accounts",
    responses((status = 200, body = AccountView, description = "A bot account now"),
        (status = 401, body = ErrorBody, description = "Not logged in"),
        (status = 409, body = ErrorBody,
            description = "Rated duels played (bot_rated_duels), or a bot already (bot_already)")))]
async fn become_bot(State(state): State<AppState>, me: Me) -> Result<Json<AccountView>, ApiError> {
    state
        .store()
        .make_bot(&me.account.id)
        .await?
        .map_err(|e| refused(&e))?;
    Ok(Json(crate::accounts::read_view(&state, &me.account).await?))
}

fn entry_view(rank: Option<usize>, e: &LeagueEntry) -> LeagueEntryView {
    LeagueEntryView {
        rank,
        name: e.name.clone(),
        house: e.house,
        rating: e.rating.as_ref().map(rating_view),
        duels: e.record.duels,
        wins: e.record.wins,
        losses: e.record.losses,
        draws: e.record.draws,
        average_guesses: crate::players::average_turns(&e.record),
    }
}

/// The codebreaker league: every bot, the best rated first, with its
/// duels and its guesses per code broken.
#[utoipa::path(get, path = "/api/league", tag = "players",
    responses((status = 200, body = LeagueView)))]
async fn league(State(state): State<AppState>) -> Result<Json<LeagueView>, ApiError> {
    let entries = state.store().league(LEAGUE_SIZE).await?;
    let mut rank = 0;
    let bots = entries
        .iter()
        .map(|e| {
            let place = e.rating.is_some().then(|| {
                rank += 1;
                rank
            });
            entry_view(place, e)
        })
        .collect();
    Ok(Json(LeagueView { bots }))
}
