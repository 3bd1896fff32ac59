//! Duels of online Logik, from the challenge to the result, on either
//! engine (one SQL text serves both).
//!
//! A duel row is rewritten after every move, naming the version it was made
//! from, so that a move made on a stale copy (another server moved first)
//! is refused rather than written over the newer one. Its events are kept
//! beside it in the same transaction, secrets included: the edges filter
//! them for each viewer.

use mastermind_core::duel::rating::Rating;
use mastermind_core::duel::{Duel, Side, Sides, Terms};

mod declines;
mod links;
mod queries;
mod row;

pub use links::Link;

use crate::{Database, StoreError};
use queries::{exists, insert_event};

/// Where a duel stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DuelState {
    /// A challenge nobody has accepted yet.
    Open,
    Playing,
    Over,
    /// A challenge withdrawn before anyone accepted it.
    Cancelled,
    /// A challenge declined by the player it was addressed to.
    Declined,
}

impl DuelState {
    pub fn name(self) -> &'static str {
        match self {
            DuelState::Open => "open",
            DuelState::Playing => "playing",
            DuelState::Over => "over",
            DuelState::Cancelled => "cancelled",
            DuelState::Declined => "declined",
        }
    }

    fn parse(text: &str) -> Result<Self, StoreError> {
        Ok(match text {
            "open" => DuelState::Open,
            "playing" => DuelState::Playing,
            "over" => DuelState::Over,
            "cancelled" => DuelState::Cancelled,
            "declined" => DuelState::Declined,
            other => return Err(StoreError::Corrupt(format!("unknown duel state {other}"))),
        })
    }
}

/// A player's seat: their account, its name now, and its rating now (none
/// before its first rated duel).
#[derive(Debug, Clone, PartialEq)]
pub struct Seat {
    pub account: String,
    pub name: String,
    pub rating: Option<Rating>,
    /// A bot account's seat (marked BOT wherever it is shown).
    pub bot: bool,
    /// The computer's level, when the seat is a house bot's.
    pub house: Option<u8>,
}

/// A duel as kept, with its players' accounts.
#[derive(Debug, Clone, PartialEq)]
pub struct SavedDuel {
    pub id: String,
    pub state: DuelState,
    /// `None` once the account is deleted.
    pub challenger: Option<Seat>,
    /// The seats: empty while a challenge is open to anyone, and once the
    /// account that held it is deleted.
    pub seats: Sides<Option<Seat>>,
    pub terms: Terms,
    /// The duel once accepted.
    pub duel: Option<Duel>,
    /// 1 when created, one more with every change.
    pub version: i64,
    /// When each player's page last showed it was there (unix ms).
    pub seen: Sides<Option<i64>>,
    pub rematch_of: Option<String>,
    /// The latest challenge made as a rematch of this duel.
    pub rematch: Option<String>,
    /// Against the computer: the person's player id (an account's, or a
    /// browser's) and the computer's level.
    pub computer: Option<(String, u8)>,
    /// How a challenge made by link may be accepted; `None` for one the
    /// lobby shows or one addressed by name.
    pub link: Option<Link>,
    /// The tournament that paired it.
    pub tournament: Option<String>,
    pub created_at: i64,
    pub updated_at: i64,
}

impl SavedDuel {
    /// The side `account` plays, if any.
    pub fn side_of(&self, account: &str) -> Option<Side> {
        Side::BOTH.into_iter().find(|&s| {
            self.seats[s]
                .as_ref()
                .is_some_and(|seat| seat.account == account)
        })
    }
}

/// A challenge to create.
#[derive(Debug, Clone)]
pub struct NewChallenge<'a> {
    pub id: &'a str,
    pub challenger: &'a str,
    /// The seats taken from the start: the challenger's, and the named
    /// opponent's (for a rematch, the other way round).
    pub seats: Sides<Option<&'a str>>,
    pub terms: &'a Terms,
    pub rematch_of: Option<&'a str>,
    /// A challenge by link: kept out of the lobby, accepted by whoever
    /// holds its id.
    pub link: Option<Link>,
}

/// Which duels to list.
#[derive(Debug, Clone, Copy)]
pub enum DuelQuery<'a> {
    /// Open challenges `viewer` may see: open to anyone (but not by link),
    /// addressed to them (a single-use link they took counts), or made by
    /// them; the newest first.
    Open { viewer: &'a str },
    /// The duels `account` plays now, the most recently moved first.
    Playing { account: &'a str },
    /// The duels `account` finished, the most recent first.
    Over { account: &'a str },
    /// Duels in play anywhere, to watch, the most recently moved first
    /// (not those against the computer).
    Watch,
    /// The duels of `owner` against the computer, the most recently moved
    /// first.
    Computer { owner: &'a str },
}

fn json<T: serde::Serialize>(value: &T) -> Result<String, StoreError> {
    serde_json::to_string(value).map_err(|e| StoreError::Corrupt(e.to_string()))
}

/// The columns a move rewrites, worked out from the duel.
struct Columns {
    state: &'static str,
    record: String,
    winner: Option<&'static str>,
    reason: Option<&'static str>,
    turns: Option<i64>,
    finished_at: Option<i64>,
    deadline: Option<i64>,
}

impl Columns {
    fn of(duel: &Duel, now: i64) -> Result<Self, StoreError> {
        let result = duel.result();
        Ok(Columns {
            state: if result.is_some() {
                DuelState::Over.name()
            } else {
                DuelState::Playing.name()
            },
            record: json(duel)?,
            winner: result.map(|r| r.winner.map_or("draw", Side::name)),
            reason: result.map(|r| r.reason.name()),
            turns: result.map(|r| i64::try_from(r.turns).unwrap_or(i64::MAX)),
            finished_at: result.map(|_| now),
            deadline: duel
                .next_deadline()
                .map(|m| i64::try_from(m.millis()).unwrap_or(i64::MAX)),
        })
    }
}

/// Why a write did not take: the row moved on, or is not there at all.
fn stale(id: &str, exists: bool) -> StoreError {
    if exists {
        StoreError::Conflict(format!(
            "duel {id} was changed elsewhere since it was read; reload it"
        ))
    } else {
        StoreError::NotFound(format!("no duel {id}"))
    }
}

mod moves;
mod outage;
mod store;

pub use outage::Outage;
pub use store::DuelStore;

impl Database {
    async fn exists(&self, id: &str) -> Result<bool, StoreError> {
        dispatch!(self, pool => exists(pool, id))
    }
}
