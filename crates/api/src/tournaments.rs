//! Tournaments (arena and Swiss): requests, lists and the live view.

use mastermind_core::duel::TimeControl;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::setup::{SetupRequest, SetupView};

/// A new tournament.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewTournamentRequest {
    /// 1 to 60 characters.
    pub name: String,
    /// `arena` (players paired as soon as they are free, for `minutes`) or
    /// `swiss` (everyone paired at each of `rounds` rounds).
    pub format: String,
    /// A preset's name; `logik` when neither this nor `setup` is given.
    pub preset: Option<String>,
    pub setup: Option<SetupRequest>,
    /// `{"kind": "per-turn", "seconds": 60}` or `{"kind": "per-game",
    /// "seconds": 300}`: a tournament's duels have a clock, an arena's a
    /// live one.
    #[schema(value_type = Object)]
    pub time_control: TimeControl,
    #[serde(default)]
    pub rated: bool,
    /// Whether bot accounts may join (people who refuse bots may not).
    #[serde(default)]
    pub bots: bool,
    /// Unix milliseconds; a minute from now when absent.
    pub starts_at: Option<i64>,
    /// An arena's length, 1 to 1440.
    pub minutes: Option<u32>,
    /// A Swiss's rounds, 1 to 20.
    pub rounds: Option<u32>,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct CreatedTournament {
    pub id: String,
}

/// The tournaments to come, running and finished.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct TournamentLists {
    /// By start time.
    pub upcoming: Vec<TournamentView>,
    pub running: Vec<TournamentView>,
    /// The latest first.
    pub finished: Vec<TournamentView>,
}

/// A tournament in a list.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct TournamentView {
    pub id: String,
    pub name: String,
    /// `arena` or `swiss`.
    pub format: String,
    /// `created` (players join), `running`, `over` or `cancelled`.
    pub state: String,
    pub creator: Option<String>,
    pub preset: Option<String>,
    pub setup: SetupView,
    /// `{"kind": "per-turn", "seconds": 60}` or `{"kind": "per-game", "seconds": 300}`.
    #[schema(value_type = Object)]
    pub time_control: TimeControl,
    pub rated: bool,
    /// Unix milliseconds.
    pub starts_at: i64,
    /// An arena's end (unix ms); null for a Swiss.
    pub ends_at: Option<i64>,
    /// An arena's length.
    pub minutes: Option<u32>,
    /// A Swiss's rounds.
    pub rounds: Option<u32>,
    /// The Swiss round in play; 0 before the first.
    pub round: u32,
    /// Players in.
    pub players: i64,
    /// Whether the caller is in.
    pub joined: bool,
    /// The winner, once it is over.
    pub winner: Option<String>,
    /// Whether bot accounts may join.
    #[serde(default)]
    pub bots: bool,
}

/// One result on a player's sheet.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct SheetView {
    /// `win`, `draw`, `loss`, `bye` or `playing`.
    pub result: String,
    pub points: f64,
    pub duel: Option<String>,
    /// Scored on a streak (doubled).
    pub fire: bool,
}

/// One line of the standings.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct StandingView {
    pub rank: usize,
    pub name: String,
    /// A bot account.
    #[serde(default)]
    pub bot: bool,
    pub points: f64,
    pub duels: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    /// On a winning streak: the next result counts double (arena).
    pub fire: bool,
    pub sheet: Vec<SheetView>,
    /// Average opponent rating, 500 up for a win and down for a loss.
    pub performance: Option<f64>,
    /// Swiss: Buchholz (the opponents' points).
    pub tiebreak: Option<f64>,
    pub rating: Option<f64>,
    /// Still in.
    pub active: bool,
    /// Left out of pairings after a loss on time or by absence, until they
    /// join again (arena).
    pub paused: bool,
    /// The caller's own line.
    pub you: bool,
}

/// A pairing, the latest first.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct PairingView {
    pub round: u32,
    /// Null for a bye.
    pub duel: Option<String>,
    pub white: Option<String>,
    /// Null for a bye.
    pub black: Option<String>,
    /// `playing`, `over` or `bye`.
    pub state: String,
    /// `white`, `black` or `draw`, once over.
    pub winner: Option<String>,
}

/// Where the caller stands in the tournament.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct YouView {
    pub joined: bool,
    pub active: bool,
    pub paused: bool,
    /// Their duel in play here, to go to.
    pub duel: Option<String>,
    /// Their place and points, once in.
    pub rank: Option<usize>,
    pub points: Option<f64>,
}

/// A tournament whole.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct TournamentFull {
    #[serde(flatten)]
    pub summary: TournamentView,
    /// Best first.
    pub standings: Vec<StandingView>,
    /// The latest first, at most [`PAIRINGS_SHOWN`].
    pub pairings: Vec<PairingView>,
    /// Null for a visitor without an account.
    pub you: Option<YouView>,
    /// The caller made it and it has not begun: they may start it now or
    /// cancel it.
    pub can_start: bool,
    /// The server's clock (unix ms), to count down against.
    pub now: i64,
    pub version: i64,
}
