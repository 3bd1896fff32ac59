//! `/api/statistics`: the caller's own record on each preset (games played,
//! wins, the turns the wins took, streaks, the average time of a win), added
//! up by the core from the outcomes the finished games keep.

use axum::Extension;
use axum::extract::State;
use mastermind_core::statistics::{Outcome, Statistics};
use mastermind_core::{Code, Game, Preset};
use mastermind_store::FinishedGame;
use mastermind_store::prelude::*;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::error::{ApiError, Json};
use crate::guard::Player;
pub use mastermind_api::statistics::{PresetStatistics, StatisticsView};

/// Games without a kept outcome replayed per request: a player's games in
/// play, and those finished before outcomes were kept (each once).
const SETTLED_PER_REQUEST: i64 = 200;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(statistics))
}

/// The caller's own statistics on each preset played (the browser's, or
/// the account's when logged in), games in the order they were started.
/// Custom setups are left out: their levels differ from game to game.
#[utoipa::path(get, path = "/api/statistics", tag = "games",
    responses((status = 200, body = StatisticsView)))]
async fn statistics(
    State(state): State<AppState>,
    Extension(player): Extension<Player>,
) -> Result<Json<StatisticsView>, ApiError> {
    settle(state.store(), &player.0).await?;
    let games = state.store().finished_games(Some(&player.0)).await?;
    let coached = state.store().coached(&player.0).await?;
    Ok(Json(StatisticsView {
        presets: by_preset(&games),
        accuracy: coached.accuracy().map(|a| (a * 10.0).round() / 10.0),
        reviewed: coached.games,
    }))
}

/// The records of `games`, per preset in the presets' order, the presets
/// played only.
pub fn by_preset(games: &[FinishedGame]) -> Vec<PresetStatistics> {
    let outcomes: Vec<(Preset, Outcome)> = games
        .iter()
        .map(|g| {
            let outcome = Outcome {
                state: g.outcome,
                turns: g.turns,
                millis: g.millis(),
            };
            (g.preset, outcome)
        })
        .collect();
    Statistics::per_preset(&outcomes)
        .into_iter()
        .map(|(preset, stats)| PresetStatistics {
            preset: preset.name().to_string(),
            title: preset.title().to_string(),
            turns: preset.setup().turns(),
            played: stats.played,
            wins: stats.wins,
            win_percent: (stats.win_percent() * 100.0).round() / 100.0,
            current_streak: stats.current_streak,
            best_streak: stats.best_streak,
            average_win_seconds: stats.average_win_millis.map(|m| m as f64 / 1000.0),
            distribution: stats.distribution,
        })
        .collect()
}

/// Replays `player`'s games that keep no outcome and keeps the outcome of
/// those the rules say are over: games won or lost before outcomes were
/// kept. Games in play stay as they are.
pub async fn settle(store: &impl Backend, player: &str) -> Result<(), ApiError> {
    for id in store.open_games(player, SETTLED_PER_REQUEST).await? {
        let Some(stored) = store.load_game(&id).await? else {
            continue;
        };
        let guesses: Vec<Code> = stored.turns.iter().map(|t| t.guess).collect();
        let Ok(game) = Game::replay(stored.setup, stored.secret, &guesses, false) else {
            tracing::warn!("game {id} cannot be replayed; left out of the statistics");
            continue;
        };
        if let (true, Some(last)) = (game.state().is_over(), stored.turns.last()) {
            store
                .settle_game(&id, game.state(), last.turn, last.at)
                .await?;
        }
    }
    Ok(())
}
