//! Why a move was refused, in words a player can act on.

use super::{ABANDON_GRACE, MAX_CLOCK_SECONDS, Side};
use crate::code::CodeError;
use crate::highscore::NameError;

/// Why a move was refused. The duel is unchanged, and no message says
/// anything of the opponent's code or unrevealed guess.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DuelError {
    #[error("{side}'s name: {error}")]
    Name { side: Side, error: NameError },
    #[error("the two players need different names")]
    SameNames,
    #[error("a clock is 1 to {MAX_CLOCK_SECONDS} seconds (30 days), not {0}")]
    Clock(u32),
    #[error("the duel is over")]
    Over,
    #[error("your code is already set and cannot be changed")]
    CodeSet,
    #[error("set your code first: the turns begin once both codes are set")]
    CodeFirst,
    #[error("your opponent has not set a code yet: the first turn begins once both codes are set")]
    WaitingForCode,
    #[error(
        "you have already guessed in turn {0}: it is revealed once your opponent has guessed too"
    )]
    AlreadyGuessed(usize),
    #[error("your time is up: the move came after your clock ran out")]
    TimeUp,
    #[error("nobody's time is up: {seconds} {} left", if *seconds == 1 { "second" } else { "seconds" })]
    TimeLeft { seconds: u64 },
    #[error("this duel has no clock")]
    NoClock,
    #[error("your opponent has made their move: it is yours to make")]
    OpponentMoved,
    #[error("your opponent may be back: a claim is possible after {} seconds away, {seconds} more", ABANDON_GRACE.as_secs())]
    NotAway { seconds: u64 },
    #[error("a correspondence duel cannot be claimed: the clock settles it")]
    Correspondence,
    #[error(transparent)]
    Code(#[from] CodeError),
    /// A guess that names a turn other than the side's next: a retry of a
    /// guess already played, or a client that missed a turn.
    #[error(transparent)]
    Turn(#[from] crate::TurnError),
}

impl DuelError {
    /// Whether the input itself is malformed (rather than sent at the wrong
    /// moment): edges answer it as bad input, the rest as a conflict.
    pub fn is_bad_input(&self) -> bool {
        matches!(
            self,
            DuelError::Name { .. }
                | DuelError::SameNames
                | DuelError::Clock(_)
                | DuelError::Code(_)
        )
    }
}
