//! Duels and challenges: requests, lists, one duel as its viewer may see it.

use mastermind_core::duel::{Claim, DuelResult, Side, TimeControl};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::board::Board;
use crate::setup::{SetupRequest, SetupView};

#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CodeRequest {
    /// Digits, letters or colour names.
    pub code: String,
}

#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ClaimRequest {
    /// "win" or "draw".
    #[schema(value_type = String)]
    pub claim: Claim,
}

/// A new challenge.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewDuelRequest {
    /// A preset's name; `logik` (seed 003's game) when neither this nor
    /// `setup` is given.
    pub preset: Option<String>,
    pub setup: Option<SetupRequest>,
    /// The player challenged; absent for a challenge open to anyone.
    pub opponent: Option<String>,
    /// A challenge by link instead, kept out of the lobby: `single-use`
    /// (the first player to open the link takes it) or `open` (anyone
    /// holding the link may accept). Not with `opponent`.
    pub link: Option<LinkKind>,
    /// `{"kind": "none"}` (default), `{"kind": "per-turn", "seconds": 60}`
    /// or `{"kind": "per-game", "seconds": 600}`.
    #[schema(value_type = Option<Object>)]
    pub time_control: Option<TimeControl>,
    #[serde(default)]
    pub rated: bool,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct CreatedDuel {
    pub id: String,
    /// For a challenge by link, the link to hand out: absolute when the
    /// server knows its public origin, else a path.
    pub link_url: Option<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct DuelList {
    pub duels: Vec<DuelSummary>,
}

/// A finished duel, move by move, for anyone: every event with its
/// version, both codes and every guess (nothing is secret once it is over).
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct Replay {
    #[schema(value_type = Object)]
    pub duel: DuelFull,
    /// `{"v": 1, "event": "code-set", "side": "white", "code": "12345"}`,
    /// `guessed`, `turn-revealed`, `turn-started`, `ended`, in order, in the
    /// live socket's form with nothing held back.
    #[schema(value_type = Vec<Object>)]
    pub events: Vec<serde_json::Value>,
}

/// How a challenge by link may be accepted.
#[derive(Debug, Clone, Copy, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "kebab-case")]
pub enum LinkKind {
    /// The first player who opens the link takes it: only they may accept.
    SingleUse,
    /// Anyone holding the link may accept, until someone does.
    Open,
}

/// A duel or challenge as lists show it.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct DuelSummary {
    pub id: String,
    /// "open" (a challenge), "playing", "over", "cancelled" (withdrawn) or
    /// "declined" (by the player it was addressed to).
    pub state: String,
    pub challenger: Option<String>,
    /// The players' names; a seat is null while a challenge is open to
    /// anyone.
    pub white: Option<String>,
    pub black: Option<String>,
    /// The player a challenge is addressed to (who declined it, once
    /// declined).
    pub opponent: Option<String>,
    /// The caller's side, if they play.
    #[schema(value_type = Option<String>)]
    pub you: Option<Side>,
    pub preset: Option<String>,
    pub setup: SetupView,
    /// `{"kind": "none"}`, `{"kind": "per-turn", "seconds": 60}` or
    /// `{"kind": "per-game", "seconds": 600}`.
    #[schema(value_type = Object)]
    pub time_control: TimeControl,
    pub rated: bool,
    pub created_at: i64,
    pub updated_at: i64,
    /// Whether the caller may accept the challenge.
    pub can_accept: bool,
    /// A challenge by link: `single-use` (the first player to open it
    /// takes it) or `open` (anyone holding it may accept).
    pub link: Option<String>,
    /// The link to hand out, while the challenge by link is open: absolute
    /// when the server knows its public origin, else a path.
    pub link_url: Option<String>,
    /// The computer's level (1 to 5) in a duel against the computer.
    pub computer: Option<u8>,
    /// The tournament that paired it.
    pub tournament: Option<String>,
    /// The turn in play, while the duel is.
    pub turn: Option<usize>,
    /// Whether the caller owes a move now: their code, or their guess of
    /// the turn in play.
    pub your_move: bool,
    /// When the caller's time for that move runs out (milliseconds since
    /// the Unix epoch), in a duel with a clock.
    pub deadline: Option<i64>,
    /// `{"winner": "white"|"black"|null, "reason": "...", "turns": N}`.
    #[schema(value_type = Option<Object>)]
    pub result: Option<DuelResult>,
    /// Each player's rating now (null before their first rated duel, and
    /// for the computer), as the lobby shows it beside the name.
    pub challenger_rating: Option<SeatRating>,
    pub white_rating: Option<SeatRating>,
    pub black_rating: Option<SeatRating>,
    /// The names among the challenger and the players that are bot
    /// accounts (marked BOT beside the name).
    #[serde(default)]
    pub bots: Vec<String>,
}

/// A player's rating beside their name: "ann (1662?)".
#[derive(Debug, Clone, Copy, Serialize, Deserialize, ToSchema)]
pub struct SeatRating {
    /// Rounded to a whole number.
    pub rating: i64,
    /// Shown with a "?" while the deviation is high.
    pub provisional: bool,
}

/// One duel as the caller may see it.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct DuelFull {
    #[serde(flatten)]
    pub summary: DuelSummary,
    /// The server's clock (unix ms), to count the clocks down against.
    pub now: i64,
    /// Whether the caller may claim the win or a draw (the opponent has
    /// been away too long with their clock running).
    pub can_claim: bool,
    /// The challenge offered as a rematch of this duel.
    pub rematch: Option<String>,
    /// The board, once accepted: `v`, `you`, `rules`, `phase`, `codes`
    /// (the caller's own; both after the end), `turns` (revealed),
    /// `your_guess`, `clock`, `result`.
    #[schema(value_type = Option<Object>)]
    pub duel: Option<Board>,
}

/// A duel against the computer.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ComputerDuelRequest {
    /// A preset's name; `logik` when neither this nor `setup` is given.
    pub preset: Option<String>,
    pub setup: Option<SetupRequest>,
    /// 1 (forgets much of what it learns) to 5 (the strongest play); 3 by
    /// default.
    pub level: Option<u8>,
    #[schema(value_type = Option<Object>)]
    pub time_control: Option<TimeControl>,
}

/// The coach's review of one player's guesses in a finished duel.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct SideReview {
    /// "white" or "black".
    pub side: String,
    /// The player's name; null for the computer or a deleted account.
    pub name: Option<String>,
    pub review: crate::games::ReviewView,
}

/// The coach's review of a finished duel: each player's guesses at the
/// other's code, judged against the best play.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct DuelReview {
    pub sides: Vec<SideReview>,
}
