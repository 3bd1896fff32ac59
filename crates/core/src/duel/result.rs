//! How a duel ended, in the shape ratings and statistics are computed from.

use serde::{Deserialize, Serialize};

use super::Side;

/// Why a duel ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Reason {
    /// One code was broken in the last turn: its breaker wins.
    Broken,
    /// Both codes were broken in the same turn: a draw.
    BothBroken,
    /// Every row was used and neither code broken: a draw.
    RowsUsed,
    /// A player resigned and lost.
    Resigned,
    /// A player ran out of time and lost (a draw when both ran out at once).
    TimeOut,
    /// A player stayed away past the grace period; the opponent claimed
    /// the win or a draw.
    Abandoned,
}

impl Reason {
    /// The wire name.
    pub fn name(self) -> &'static str {
        match self {
            Reason::Broken => "broken",
            Reason::BothBroken => "both-broken",
            Reason::RowsUsed => "rows-used",
            Reason::Resigned => "resigned",
            Reason::TimeOut => "time-out",
            Reason::Abandoned => "abandoned",
        }
    }
}

/// The result: who won (`None` for a draw), why, and after how many
/// revealed turns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DuelResult {
    pub winner: Option<Side>,
    pub reason: Reason,
    pub turns: usize,
}

impl DuelResult {
    pub fn is_draw(&self) -> bool {
        self.winner.is_none()
    }

    /// What the result is worth to `side` for a rating: 1 for a win, ½ for
    /// a draw, 0 for a loss.
    pub fn score(&self, side: Side) -> f64 {
        match self.winner {
            None => 0.5,
            Some(w) if w == side => 1.0,
            Some(_) => 0.0,
        }
    }
}
