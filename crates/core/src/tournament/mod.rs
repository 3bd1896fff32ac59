//! Tournaments of Logik duels: the arena (players paired as soon as they
//! are free, for a fixed time) and the Swiss (a fixed number of rounds,
//! everyone paired at each). Pure: the edge hands in who joined and every
//! pairing with its duel's result; the tournament says the standings, who
//! is paired next, and what the tournament does now ([`plan`]).
//!
//! Nothing here is kept apart from the duels: a result is read from the
//! duel itself, so a tournament cannot lose one.

mod arena;
pub mod entry;
mod matching;
mod plan;
mod standings;
mod swiss;

pub use plan::{Stage, State, Step, plan};
pub use standings::{Mark, SheetEntry, Standing, standings};
pub use swiss::Round;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::duel::{Reason, Side, TimeControl};

/// The longest arena, in minutes (a day).
pub const MAX_MINUTES: u32 = 24 * 60;
/// The most rounds a Swiss may have.
pub const MAX_ROUNDS: u32 = 20;
/// The most players one tournament takes.
pub const MAX_PLAYERS: usize = 1000;

/// How a tournament pairs its players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "format", rename_all = "kebab-case")]
pub enum Format {
    /// Players are paired as soon as they are free, for `minutes`.
    Arena { minutes: u32 },
    /// Everyone is paired at each of `rounds` rounds.
    Swiss { rounds: u32 },
}

impl Format {
    /// The wire name: `arena` or `swiss`.
    pub fn name(self) -> &'static str {
        match self {
            Format::Arena { .. } => "arena",
            Format::Swiss { .. } => "swiss",
        }
    }

    /// The format with its length checked, and the clock its duels are
    /// played with: every tournament duel has one (an untimed duel could
    /// hold a tournament for ever), and an arena's is a live one.
    pub fn check(self, time_control: TimeControl) -> Result<Self, TournamentError> {
        match self {
            Format::Arena { minutes } if minutes == 0 || minutes > MAX_MINUTES => {
                return Err(TournamentError::Minutes(minutes));
            }
            Format::Swiss { rounds } if rounds == 0 || rounds > MAX_ROUNDS => {
                return Err(TournamentError::Rounds(rounds));
            }
            _ => {}
        }
        if time_control == TimeControl::None {
            return Err(TournamentError::NoClock);
        }
        if matches!(self, Format::Arena { .. }) && time_control.is_correspondence() {
            return Err(TournamentError::CorrespondenceArena);
        }
        Ok(self)
    }
}

/// Why a tournament or a move in it is refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TournamentError {
    #[error("an arena lasts from 1 to {MAX_MINUTES} minutes, not {0}")]
    Minutes(u32),
    #[error("a Swiss has from 1 to {MAX_ROUNDS} rounds, not {0}")]
    Rounds(u32),
    #[error("a tournament's duels need a clock: per turn or per game")]
    NoClock,
    #[error("an arena is played live: at most an hour a turn or a day a game")]
    CorrespondenceArena,
    #[error(
        "a tournament's name has 1 to 60 characters, none of them a control or invisible character (a direction override, a zero-width space)"
    )]
    Name,
}

/// A player in the tournament, as the edge read them.
#[derive(Debug, Clone, PartialEq)]
pub struct Entrant {
    pub account: String,
    /// Their rating now; `None` before their first rated duel.
    pub rating: Option<f64>,
    /// Still in: false once they left (an arena keeps their points).
    pub active: bool,
    /// When they joined last (Unix ms).
    pub joined_at: i64,
}

/// How a pairing's duel ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Finish {
    /// `None` for a draw.
    pub winner: Option<Side>,
    pub reason: Reason,
    /// When (Unix ms).
    pub at: i64,
}

/// Two players paired in a round (an arena's pairings are all round 0),
/// or one player's bye.
#[derive(Debug, Clone, PartialEq)]
pub struct Pairing {
    pub round: u32,
    /// The players' accounts; `None` for a seat whose account is gone, and
    /// `black` for a bye.
    pub white: Option<String>,
    pub black: Option<String>,
    /// The duel played; `None` for a bye.
    pub duel: Option<String>,
    /// When it was made (Unix ms).
    pub at: i64,
    /// `None` while the duel is played.
    pub finish: Option<Finish>,
}

impl Pairing {
    pub fn is_bye(&self) -> bool {
        self.duel.is_none()
    }

    /// The side `account` plays in it, if any.
    pub fn side_of(&self, account: &str) -> Option<Side> {
        if self.white.as_deref() == Some(account) {
            Some(Side::White)
        } else if self.black.as_deref() == Some(account) {
            Some(Side::Black)
        } else {
            None
        }
    }

    /// The other player of `side`.
    pub fn seat(&self, side: Side) -> Option<&str> {
        match side {
            Side::White => self.white.as_deref(),
            Side::Black => self.black.as_deref(),
        }
    }

    /// Whether its duel is still being played.
    pub fn in_play(&self) -> bool {
        self.duel.is_some() && self.finish.is_none()
    }
}

/// A tournament's name as given, trimmed: 1 to 60 characters, under the
/// one rule of every name a player shows others (no control characters, no
/// invisible ones: see [`crate::highscore::PlayerName`]).
pub fn check_name(name: &str) -> Result<String, TournamentError> {
    let name = name.trim();
    let count = name.chars().count();
    if count == 0
        || count > 60
        || name
            .chars()
            .any(|c| c.is_control() || crate::highscore::is_invisible(c))
    {
        return Err(TournamentError::Name);
    }
    Ok(name.to_string())
}

#[cfg(test)]
mod tests;
