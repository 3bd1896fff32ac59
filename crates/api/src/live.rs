//! What the live sockets and the NDJSON streams carry, one JSON object a
//! message, told apart by `type`: a duel's (`/api/duels/{id}/live`,
//! `/api/duels/{id}/stream`), an account's (`/api/account/stream`) and a
//! tournament's (`/api/tournaments/{id}/live`).

use mastermind_core::Code;
use mastermind_core::duel::{DuelResult, Moment, Side, Sides};
use mastermind_core::game::Turn;
use serde::{Deserialize, Serialize};

use crate::duels::{DuelFull, DuelSummary};
use crate::tournaments::TournamentFull;

/// A message of a duel's socket or stream: the whole view first, then
/// every event with its version; a stream's last line says why it closed.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum DuelMessage {
    State {
        duel: Box<DuelFull>,
    },
    Event(DuelEvent),
    /// The lobby's socket: the open challenges and duels in play.
    Lobby {
        duels: Vec<DuelSummary>,
    },
    Closed {
        code: u16,
        reason: String,
    },
}

/// An event as one viewer receives it, with the duel's version after it:
/// versions count up from 1 without gaps.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DuelEvent {
    pub v: u64,
    #[serde(flatten)]
    pub event: Shown,
}

/// What happened, with what the viewer may not see left out: the
/// opponent's code until the end, a guess until both are revealed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum Shown {
    CodeSet {
        side: Side,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        code: Option<Code>,
    },
    Guessed {
        side: Side,
        turn: usize,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        guess: Option<Code>,
    },
    /// Both guesses of `turn` with their feedback; `white` is white's guess
    /// at black's code.
    TurnRevealed {
        turn: usize,
        white: Turn,
        black: Turn,
    },
    TurnStarted {
        turn: usize,
        deadlines: Sides<Option<Moment>>,
    },
    /// The clocks stood still for `millis` while no move could be made.
    ClocksStopped {
        millis: u64,
        deadlines: Sides<Option<Moment>>,
    },
    Ended {
        result: DuelResult,
        codes: Sides<Option<Code>>,
    },
}

/// A message of an account's stream: its challenges and duels in play
/// first, then what changes.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum AccountMessage {
    State {
        challenges: Vec<DuelSummary>,
        playing: Vec<DuelSummary>,
    },
    /// A challenge addressed to the account.
    Challenge {
        duel: DuelSummary,
    },
    /// A challenge addressed to the account was withdrawn, taken or
    /// declined.
    ChallengeGone {
        id: String,
    },
    DuelStarted {
        duel: DuelSummary,
    },
    /// A duel in play ended; `duel` is null (and `id` names it) when it
    /// can no longer be read.
    DuelEnded {
        duel: Option<Box<DuelFull>>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        id: Option<String>,
    },
    Closed {
        code: u16,
        reason: String,
    },
}

/// A message of a tournament's socket: the tournament whole, the
/// caller's part (`you`, `can_start`) included.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum TournamentMessage {
    Tournament { tournament: Box<TournamentFull> },
}
