//! The daily code: the day's puzzles, results and tables.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::games::GameView;

/// One preset's daily code for the caller.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct DailyView {
    /// YYYY-MM-DD, UTC.
    pub day: String,
    pub preset: String,
    pub title: String,
    /// The caller's daily game, once begun (its secret only once over).
    pub game: Option<GameView>,
    /// Once the game is over: the result to share, key pegs only.
    pub share: Option<String>,
}

/// Where the caller stands on one preset's daily code today.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct DailyEntry {
    pub preset: String,
    pub title: String,
    /// The daily game's id, once begun.
    pub game: Option<String>,
    /// "playing", "won", "lost" or "quit"; `null` before it is begun.
    pub state: Option<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct DailyList {
    /// YYYY-MM-DD, UTC.
    pub day: String,
    pub presets: Vec<DailyEntry>,
}

/// A win in the day's table.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct DailyRow {
    pub rank: usize,
    /// The account's name, or the name given by a player without one;
    /// `null` when none was given.
    pub name: Option<String>,
    pub turns: u8,
    pub seconds: f64,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct DailyTableView {
    pub day: String,
    pub preset: String,
    pub title: String,
    /// Daily games finished that day: won, lost or quit.
    pub finished: i64,
    pub won: i64,
    /// The first wins: fewest turns, then the quickest, then the earliest.
    pub wins: Vec<DailyRow>,
    /// The server's clock (unix ms), to count down to `next_code_at` by.
    pub now: i64,
    /// When the next day's codes are handed out (unix ms, midnight UTC).
    pub next_code_at: i64,
}

#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NameRequest {
    /// 1 to 44 characters after trimming.
    pub name: String,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct NamedView {
    pub name: String,
}
