//! The site's statistics of finished duels (as seed 003's page opens with
//! them), the ranking of rated players, and a page per player.

use axum::extract::{Path, State};
use mastermind_store::prelude::*;
use mastermind_store::{DuelQuery, KeptRating, PlayerRecord, RatingPoint};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::duels::{Caller, summary};
use crate::error::{ApiError, ErrorBody, Json};
pub use mastermind_api::players::{
    HistoryPoint, PlayerView, RankedPlayer, Ranking, RatingView, RecentDuel, Share, StatsView,
};

/// Players the ranking shows.
const RANKING: i64 = 100;
/// Duels a player's page lists.
const RECENT: i64 = 20;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(stats))
        .routes(routes!(ranking))
        .routes(routes!(player))
}

fn share(count: i64, of: i64) -> Share {
    let percent = if of == 0 {
        0.0
    } else {
        (count as f64 * 10_000.0 / of as f64).round() / 100.0
    };
    Share { count, percent }
}

/// The statistics of won games, as seed 003's page shows them.
#[utoipa::path(get, path = "/api/stats", tag = "players",
    responses((status = 200, body = StatsView)))]
async fn stats(State(state): State<AppState>) -> Result<Json<StatsView>, ApiError> {
    let s = state.store().duel_stats().await?;
    Ok(Json(StatsView {
        finished: s.finished,
        white_wins: share(s.white_wins, s.finished),
        black_wins: share(s.black_wins, s.finished),
        draws: share(s.draws, s.finished),
    }))
}

/// A kept rating as pages show it.
/// Turns per code broken, over the duels in which the player broke the
/// opponent's code (two decimals); `None` before the first.
pub fn average_turns(record: &PlayerRecord) -> Option<f64> {
    (record.broken > 0)
        .then(|| (record.broken_turns as f64 * 100.0 / record.broken as f64).round() / 100.0)
}

pub fn rating_view(kept: &KeptRating) -> RatingView {
    RatingView {
        rating: kept.rating.rating.round() as i64,
        deviation: kept.rating.deviation.round() as i64,
        provisional: kept.rating.is_provisional(),
        duels: kept.duels,
    }
}

/// Rated players, the highest rating first.
#[utoipa::path(get, path = "/api/players", tag = "players",
    responses((status = 200, body = Ranking)))]
async fn ranking(State(state): State<AppState>) -> Result<Json<Ranking>, ApiError> {
    let rows = state.store().ranking(RANKING).await?;
    Ok(Json(Ranking {
        players: rows
            .iter()
            .enumerate()
            .map(|(i, (name, kept))| RankedPlayer {
                rank: i + 1,
                name: name.clone(),
                rating: rating_view(kept),
            })
            .collect(),
    }))
}

fn history_point(p: &RatingPoint) -> HistoryPoint {
    HistoryPoint {
        duel: p.duel.clone(),
        at: p.at,
        rating: p.rating.round() as i64,
        deviation: p.deviation.round() as i64,
    }
}

/// A player's record, rating and recent duels.
#[utoipa::path(get, path = "/api/players/{name}", tag = "players",
    params(("name" = String, Path, description = "The player's name, in any case")),
    responses((status = 200, body = PlayerView), (status = 404, body = ErrorBody)))]
async fn player(
    State(state): State<AppState>,
    caller: Caller,
    Path(name): Path<String>,
) -> Result<Json<PlayerView>, ApiError> {
    let store = state.store();
    let shown: String = name.chars().take(40).collect();
    let account = store
        .account_named(&name)
        .await?
        .ok_or_else(|| ApiError::NotFound(format!("no player is called {shown}")))?;
    let record = store.player_record(&account.id).await?;
    let bot = store.bot_flags(&account.id).await?.bot;
    let rating = store.rating(&account.id).await?;
    let history = store.rating_history(&account.id).await?;
    let mut recent = store
        .list_duels(
            DuelQuery::Playing {
                account: &account.id,
            },
            RECENT,
        )
        .await?;
    recent.extend(
        store
            .list_duels(
                DuelQuery::Over {
                    account: &account.id,
                },
                RECENT,
            )
            .await?,
    );
    Ok(Json(PlayerView {
        bot,
        name: account.name,
        created_at: account.created_at,
        duels: record.duels,
        wins: share(record.wins, record.duels),
        losses: share(record.losses, record.duels),
        draws: share(record.draws, record.duels),
        average_turns_to_break: average_turns(&record),
        rank: match &rating {
            Some(kept) => Some(store.rank_of(kept.rating.rating, bot).await?),
            None => None,
        },
        rating: rating.as_ref().map(rating_view),
        history: history.iter().map(history_point).collect(),
        recent: recent
            .iter()
            .map(|d| RecentDuel {
                side: d.side_of(&account.id),
                rating_change: rating_change(&history, &d.id),
                duel: summary(d, &caller),
            })
            .collect(),
    }))
}

/// The change duel `id` made to a rating, from the history: its point
/// against the one before (a newcomer's 1500 before the first).
fn rating_change(history: &[RatingPoint], id: &str) -> Option<i64> {
    let at = history.iter().position(|p| p.duel == id)?;
    let before = match at {
        0 => mastermind_core::duel::rating::Rating::default().rating,
        _ => history[at - 1].rating,
    };
    Some((history[at].rating - before).round() as i64)
}
