//! What a move led to, as the edges show it. Each event serializes to the
//! wire form of the JSON protocol (`mastermind series --json` and the HTTP
//! API write the same objects): `{"event": "feedback", "game": 1, ...}`.

use std::collections::BTreeMap;

use serde::{Serialize, Serializer};

use crate::code::Code;
use crate::feedback::Feedback;

/// The points of both players, by name on the wire.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scores {
    pub players: [String; 2],
    pub points: [u32; 2],
}

impl Serialize for Scores {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let map: BTreeMap<&str, u32> = self
            .players
            .iter()
            .map(String::as_str)
            .zip(self.points)
            .collect();
        map.serialize(serializer)
    }
}

/// What happened. `game` is the number of the game the move was made in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// A game begins (also a replay of a voided one).
    GameStarted {
        game: u8,
        codemaker: String,
        codebreaker: String,
        replay: bool,
    },
    /// The codemaker set the code.
    SecretSet { game: u8 },
    /// A guess waits for the codemaker's answer (manual feedback).
    Guess { game: u8, turn: usize, guess: Code },
    /// A row was answered (by the program or the codemaker).
    Feedback {
        game: u8,
        turn: usize,
        guess: Code,
        feedback: Feedback,
    },
    /// The turn clock is near its end.
    TimeWarning {
        game: u8,
        turn: usize,
        seconds_left: u64,
    },
    /// A turn ran out of time; it counts as a row.
    TimedOut { game: u8, turn: usize },
    /// A challenge found the answers consistent: play goes on.
    ChallengeFailed { game: u8 },
    /// Wrong information: the game is void and will be replayed.
    WrongInformation {
        game: u8,
        turns: Vec<usize>,
        scores: Scores,
    },
    /// The game ended and was scored.
    GameEnded {
        game: u8,
        broken: bool,
        rows: usize,
        secret: Code,
        scores: Scores,
    },
    /// The code must now be typed in (companion mode).
    RevealNeeded { game: u8 },
    /// Every game is played; `winner` is `None` for a tie.
    SeriesEnded {
        scores: Scores,
        winner: Option<String>,
    },
}

impl Event {
    /// The wire name of the event.
    pub fn name(&self) -> &'static str {
        match self {
            Event::GameStarted { .. } => "game-start",
            Event::SecretSet { .. } => "secret-set",
            Event::Guess { .. } => "guess",
            Event::Feedback { .. } => "feedback",
            Event::TimeWarning { .. } => "time-warning",
            Event::TimedOut { .. } => "timeout",
            Event::ChallengeFailed { .. } => "challenge",
            Event::WrongInformation { .. } => "wrong-information",
            Event::GameEnded { .. } => "game-end",
            Event::RevealNeeded { .. } => "reveal-needed",
            Event::SeriesEnded { .. } => "series-end",
        }
    }
}

/// The wire form; constant fields (`consistent`, `replay` of a void) are
/// written out because clients of the protocol read them.
#[derive(Serialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
enum Wire<'a> {
    #[serde(rename = "game-start")]
    GameStarted {
        game: u8,
        codemaker: &'a str,
        codebreaker: &'a str,
        replay: bool,
    },
    SecretSet {
        game: u8,
    },
    Guess {
        game: u8,
        turn: usize,
        guess: &'a Code,
    },
    Feedback {
        game: u8,
        turn: usize,
        guess: &'a Code,
        black: u8,
        white: u8,
    },
    TimeWarning {
        game: u8,
        turn: usize,
        seconds_left: u64,
    },
    #[serde(rename = "timeout")]
    TimedOut {
        game: u8,
        turn: usize,
    },
    #[serde(rename = "challenge")]
    ChallengeFailed {
        game: u8,
        consistent: bool,
    },
    WrongInformation {
        game: u8,
        turns: &'a [usize],
        replay: bool,
        scores: &'a Scores,
    },
    #[serde(rename = "game-end")]
    GameEnded {
        game: u8,
        broken: bool,
        rows: usize,
        secret: &'a Code,
        scores: &'a Scores,
    },
    RevealNeeded {
        game: u8,
    },
    #[serde(rename = "series-end")]
    SeriesEnded {
        scores: &'a Scores,
        winner: Option<&'a str>,
    },
}

impl Serialize for Event {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let wire = match self {
            Event::GameStarted {
                game,
                codemaker,
                codebreaker,
                replay,
            } => Wire::GameStarted {
                game: *game,
                codemaker,
                codebreaker,
                replay: *replay,
            },
            Event::SecretSet { game } => Wire::SecretSet { game: *game },
            Event::Guess { game, turn, guess } => Wire::Guess {
                game: *game,
                turn: *turn,
                guess,
            },
            Event::Feedback {
                game,
                turn,
                guess,
                feedback,
            } => Wire::Feedback {
                game: *game,
                turn: *turn,
                guess,
                black: feedback.black,
                white: feedback.white,
            },
            Event::TimeWarning {
                game,
                turn,
                seconds_left,
            } => Wire::TimeWarning {
                game: *game,
                turn: *turn,
                seconds_left: *seconds_left,
            },
            Event::TimedOut { game, turn } => Wire::TimedOut {
                game: *game,
                turn: *turn,
            },
            Event::ChallengeFailed { game } => Wire::ChallengeFailed {
                game: *game,
                consistent: true,
            },
            Event::WrongInformation {
                game,
                turns,
                scores,
            } => Wire::WrongInformation {
                game: *game,
                turns,
                replay: true,
                scores,
            },
            Event::GameEnded {
                game,
                broken,
                rows,
                secret,
                scores,
            } => Wire::GameEnded {
                game: *game,
                broken: *broken,
                rows: *rows,
                secret,
                scores,
            },
            Event::RevealNeeded { game } => Wire::RevealNeeded { game: *game },
            Event::SeriesEnded { scores, winner } => Wire::SeriesEnded {
                scores,
                winner: winner.as_deref(),
            },
        };
        wire.serialize(serializer)
    }
}
