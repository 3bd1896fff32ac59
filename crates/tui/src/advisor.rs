//! Help from the codebreaker inside `play`: a hint during the game and a review
//! after it. A seam so the board does not depend on how the advice is computed.

use mastermind_core::puzzle::Verdict;
use mastermind_core::{Code, Setup, Turn};

/// A suggestion for the next guess.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Hint {
    /// Codes still consistent with every answer.
    pub remaining: u64,
    pub suggestion: Code,
}

/// One turn of a post-game review.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct ReviewRow {
    pub turn: usize,
    pub guess: Code,
    /// Codes possible before the guess.
    pub before: u64,
    /// Codes the guess left.
    pub left: u64,
    /// The guess the hint would have made.
    pub best: Code,
    /// Codes the hint's guess would have left.
    pub best_left: u64,
    /// The coach's word on the guess (by the guesses it is expected to
    /// cost against the best play), where it could judge it.
    pub verdict: Option<Verdict>,
}

pub trait Advisor {
    fn hint(&self, setup: &Setup, turns: &[Turn]) -> Hint;
    fn review(&self, setup: &Setup, secret: &Code, turns: &[Turn]) -> Vec<ReviewRow>;
}
