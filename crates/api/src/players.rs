//! Players' pages, ratings and rankings.

use mastermind_core::duel::Side;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::duels::DuelSummary;

/// A count and its share of the whole, in percent (two decimals).
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct Share {
    pub count: i64,
    pub percent: f64,
}

/// How the finished duels ended.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct StatsView {
    pub finished: i64,
    pub white_wins: Share,
    pub black_wins: Share,
    pub draws: Share,
}

/// A rating as pages show it.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct RatingView {
    /// Rounded to a whole number.
    pub rating: i64,
    pub deviation: i64,
    /// While the deviation is above 110: shown with a "?".
    pub provisional: bool,
    pub duels: i64,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct RankedPlayer {
    pub rank: usize,
    pub name: String,
    #[serde(flatten)]
    pub rating: RatingView,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct Ranking {
    pub players: Vec<RankedPlayer>,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct HistoryPoint {
    pub duel: String,
    /// Unix ms.
    pub at: i64,
    pub rating: i64,
    pub deviation: i64,
}

/// One player's page.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct PlayerView {
    pub name: String,
    /// A bot account: rated and ranked in the codebreaker league.
    #[serde(default)]
    pub bot: bool,
    pub created_at: i64,
    /// Finished duels.
    pub duels: i64,
    pub wins: Share,
    pub losses: Share,
    pub draws: Share,
    /// Over the duels in which the player broke the opponent's code.
    pub average_turns_to_break: Option<f64>,
    /// `null` before the first rated duel.
    pub rating: Option<RatingView>,
    /// After each rated duel, oldest first.
    pub history: Vec<HistoryPoint>,
    /// The place in the ranking (the league's, for a bot), once rated.
    pub rank: Option<i64>,
    /// Duels in play, then the most recent finished ones.
    pub recent: Vec<RecentDuel>,
}

/// A duel on a player's page, with the side the player took.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct RecentDuel {
    /// "white" or "black".
    #[schema(value_type = String)]
    pub side: Option<Side>,
    /// What a rated duel did to the player's rating (rounded), once over.
    pub rating_change: Option<i64>,
    #[serde(flatten)]
    pub duel: DuelSummary,
}
