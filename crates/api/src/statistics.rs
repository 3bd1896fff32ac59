//! A player's statistics of single-player games.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// One preset's record.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct PresetStatistics {
    pub preset: String,
    pub title: String,
    /// The preset's turns: the length of `distribution`.
    pub turns: u8,
    /// Games finished: won, lost or quit (a game in play is not counted).
    pub played: u32,
    pub wins: u32,
    /// Wins out of games played, in percent, to two decimals.
    pub win_percent: f64,
    /// `distribution[i]`: the wins that took `i + 1` turns.
    pub distribution: Vec<u32>,
    /// Wins in a row up to the last game; a loss or a quit ends a streak.
    pub current_streak: u32,
    pub best_streak: u32,
    /// The mean time of a win, from the start to the winning guess.
    pub average_win_seconds: Option<f64>,
}

/// The caller's records, one per preset played; custom setups are left out.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct StatisticsView {
    pub presets: Vec<PresetStatistics>,
    /// The coach's accuracy over every game, duel and series game the
    /// player had reviewed, in percent to one decimal (a good guess counts
    /// 1, an inaccuracy 2/3, a mistake 1/3, a blunder 0); null before the
    /// first review with a judged guess.
    #[serde(default)]
    pub accuracy: Option<f64>,
    /// The reviews it is over.
    #[serde(default)]
    pub reviewed: i64,
}
