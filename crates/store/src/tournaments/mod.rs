//! Tournaments of Logik duels, on either engine (one SQL text serves both).
//!
//! A tournament row carries a version that every change raises (a join, a
//! leave, a pairing, the start, the end). Every server reads the
//! tournament, asks the core what to do, and writes it naming the version
//! it read: of two servers pairing the same players at once, one write
//! lands and the other is refused. A pairing's duel is written in the same
//! transaction as the pairing, and its result is the duel's own.

use mastermind_core::duel::Terms;
use mastermind_core::duel::rating::Rating;
use mastermind_core::tournament::{Entrant, Format, Pairing, Stage};

mod read;
mod write;

pub use write::{NewPairing, TournamentWrite};

use crate::StoreError;

/// A tournament to create.
#[derive(Debug, Clone)]
pub struct NewTournament<'a> {
    pub id: &'a str,
    pub name: &'a str,
    pub format: Format,
    pub creator: &'a str,
    pub terms: &'a Terms,
    pub starts_at: i64,
}

/// A player of a tournament as kept: the core's entrant and their name.
#[derive(Debug, Clone, PartialEq)]
pub struct TournamentPlayer {
    pub entrant: Entrant,
    pub name: String,
    pub rating: Option<Rating>,
}

/// A tournament as kept, with its players and pairings.
#[derive(Debug, Clone, PartialEq)]
pub struct SavedTournament {
    pub id: String,
    pub name: String,
    pub format: Format,
    /// The creator's account and name; `None` once the account is gone.
    pub creator: Option<(String, String)>,
    pub terms: Terms,
    pub starts_at: i64,
    pub stage: Stage,
    pub round: u32,
    pub version: i64,
    pub created_at: i64,
    pub ended_at: Option<i64>,
    pub players: Vec<TournamentPlayer>,
    /// In the order they were made.
    pub pairings: Vec<Pairing>,
}

impl SavedTournament {
    /// The core's entrants.
    pub fn entrants(&self) -> Vec<Entrant> {
        self.players.iter().map(|p| p.entrant.clone()).collect()
    }

    /// The name of `account`, if they played here.
    pub fn name_of(&self, account: &str) -> Option<&str> {
        self.players
            .iter()
            .find(|p| p.entrant.account == account)
            .map(|p| p.name.as_str())
    }
}

/// A tournament in a list: no players or pairings, their count instead.
#[derive(Debug, Clone, PartialEq)]
pub struct TournamentSummary {
    pub id: String,
    pub name: String,
    pub format: Format,
    pub creator: Option<String>,
    pub terms: Terms,
    pub starts_at: i64,
    pub stage: Stage,
    pub round: u32,
    pub players: i64,
    /// Whether the account asked about is in.
    pub joined: bool,
    /// The leader's name, once it is over.
    pub winner: Option<String>,
}

fn format_of(
    format: &str,
    minutes: Option<i32>,
    rounds: Option<i32>,
) -> Result<Format, StoreError> {
    let whole = |n: Option<i32>| n.and_then(|n| u32::try_from(n).ok());
    match (format, whole(minutes), whole(rounds)) {
        ("arena", Some(minutes), _) => Ok(Format::Arena { minutes }),
        ("swiss", _, Some(rounds)) => Ok(Format::Swiss { rounds }),
        (other, ..) => Err(StoreError::Corrupt(format!(
            "a tournament's format cannot be read: {other}"
        ))),
    }
}

fn stage_of(text: &str) -> Result<Stage, StoreError> {
    Stage::parse(text)
        .ok_or_else(|| StoreError::Corrupt(format!("unknown tournament stage {text}")))
}

fn terms_of(text: &str) -> Result<Terms, StoreError> {
    serde_json::from_str(text)
        .map_err(|e| StoreError::Corrupt(format!("a tournament's terms cannot be read: {e}")))
}
