//! Why a move of the series is refused.

use super::MAX_TIME_LIMIT;
use crate::code::CodeError;
use crate::highscore::NameError;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SeriesError {
    #[error("a series is for two players: name two, not {0}")]
    Players(usize),
    #[error("player {player}'s name: {error}")]
    Name { player: usize, error: NameError },
    #[error(
        "a series has an even number of games (both players make codes equally often), not {0}"
    )]
    OddGames(u8),
    #[error("a series has 2 to 20 games, not {0}")]
    Games(u8),
    #[error("the two players need different names")]
    SameNames,
    #[error("the time limit is a number of seconds from 1 to {MAX_TIME_LIMIT}, or none; not {0}")]
    TimeLimit(u32),
    #[error("unknown variant '{0}': use 'board' (Game No. 1) or 'board-blanks' (Game No. 2)")]
    UnknownVariant(String),
    #[error("unknown feedback '{0}': use 'computed' or 'manual'")]
    UnknownFeedback(String),
    #[error("the series is over")]
    Over,
    #[error("the codemaker has not set the code yet")]
    NoSecret,
    #[error("the code is already set")]
    SecretSet,
    #[error("the guess of row {0} waits for the codemaker's answer")]
    AwaitingAnswer(usize),
    #[error("there is no guess to answer")]
    NoGuess,
    #[error("the program computes the answers in this series")]
    AnswersComputed,
    #[error("the code is typed in at the reveal in companion mode")]
    Companion,
    #[error("the code is not revealed yet: the game is still on")]
    NotRevealing,
    #[error("the game is over: the codemaker types the code in first")]
    Revealing,
    #[error("this series has no time limit")]
    NoTimeLimit,
    #[error("the time for row {turn} is not up: {seconds} {} left", if *seconds == 1 { "second" } else { "seconds" })]
    TimeLeft { turn: usize, seconds: u64 },
    #[error("the time for row {0} is up: it counts as played once the clock calls time")]
    TimeUp(usize),
    #[error("{0}")]
    Answer(String),
    #[error(transparent)]
    Code(#[from] CodeError),
}

impl SeriesError {
    /// Whether the move itself is malformed (rather than made at the wrong
    /// moment): edges answer it as bad input, the rest as a conflict.
    pub fn is_bad_input(&self) -> bool {
        matches!(
            self,
            SeriesError::Players(_)
                | SeriesError::Name { .. }
                | SeriesError::OddGames(_)
                | SeriesError::Games(_)
                | SeriesError::SameNames
                | SeriesError::TimeLimit(_)
                | SeriesError::UnknownVariant(_)
                | SeriesError::UnknownFeedback(_)
                | SeriesError::Answer(_)
                | SeriesError::Code(_)
        )
    }
}
