//! Who a duel waits for. Both players move at once, so a phase names the
//! set of players still owing a move rather than one player to move.

use serde::Serialize;

use super::{Side, Sides};

/// What the duel waits for; `awaiting[side]` is true while that player
/// still owes the move. Whether a player has moved is public (the opponent
/// is told "guessed"); what they played is not.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "phase", rename_all = "kebab-case")]
pub enum Phase {
    /// Each player sets a code for the other to break.
    Codes { awaiting: Sides<bool> },
    /// Each player guesses at the other's code in turn `turn` (1-based).
    Guesses { turn: usize, awaiting: Sides<bool> },
    /// The duel has ended.
    Over,
}

impl Phase {
    /// The wire name: `codes`, `guesses` or `over`.
    pub fn name(self) -> &'static str {
        match self {
            Phase::Codes { .. } => "codes",
            Phase::Guesses { .. } => "guesses",
            Phase::Over => "over",
        }
    }

    /// Whether `side` owes a move.
    pub fn awaits(self, side: Side) -> bool {
        match self {
            Phase::Codes { awaiting } | Phase::Guesses { awaiting, .. } => awaiting[side],
            Phase::Over => false,
        }
    }

    pub fn is_over(self) -> bool {
        self == Phase::Over
    }
}
