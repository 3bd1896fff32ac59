//! Whose move a series waits for.

use serde::Serialize;

use crate::code::Code;

/// What the series waits for, and from whom.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "phase", rename_all = "kebab-case")]
pub enum Phase {
    /// The codemaker sets the code.
    Secret,
    /// The codebreaker plays row `turn` (the turn clock runs).
    Guess { turn: usize },
    /// The codemaker answers `guess`, played on row `turn` (manual feedback).
    Answer { turn: usize, guess: Code },
    /// The codemaker types the code in (companion mode).
    Reveal,
    /// Every game is played.
    Over,
}

impl Phase {
    /// The wire name: `secret`, `guess`, `answer`, `reveal` or `over`.
    pub fn name(self) -> &'static str {
        match self {
            Phase::Secret => "secret",
            Phase::Guess { .. } => "guess",
            Phase::Answer { .. } => "answer",
            Phase::Reveal => "reveal",
            Phase::Over => "over",
        }
    }

    /// Whether the codemaker (rather than the codebreaker) is to move.
    pub fn codemaker_moves(self) -> bool {
        matches!(self, Phase::Secret | Phase::Answer { .. } | Phase::Reveal)
    }
}
