//! Series (seed 001's games for two at one table, or online): requests and views. A view shows a code only once its game is over.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::setup::SetupView;

fn two() -> u8 {
    2
}

/// `POST /api/series`.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewSeriesRequest {
    /// The two players; the first makes the first code.
    pub players: Vec<String>,
    /// An even number from 2 to 20 (default 2).
    #[serde(default = "two")]
    pub games: u8,
    /// "board" (Game No. 1, the default) or "board-blanks" (Game No. 2:
    /// vacant holes allowed).
    #[serde(default)]
    pub variant: Option<String>,
    /// "computed" (the default: the program scores each row) or "manual"
    /// (the codemaker answers; the program referees).
    #[serde(default)]
    pub feedback: Option<String>,
    /// Companion to a physical board: guesses and answers are typed in from
    /// the board, the code only at the reveal. Implies manual feedback.
    #[serde(default)]
    pub companion: bool,
    /// Seconds per codebreaker's turn (seed 001 suggests 180 or 240); none
    /// by default.
    #[serde(default)]
    pub time_limit: Option<u32>,
}

#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CodeRequest {
    /// Digits, letters or colour names; 0 or "blank" for a vacant hole in
    /// Game No. 2.
    pub code: String,
    /// The game of the series (1 for the first) this code is for, as the
    /// client sees the series: a code for a game already begun is a retry,
    /// answered 409 with the series as it stands in `current`.
    #[serde(default)]
    #[schema(minimum = 1)]
    pub game: Option<usize>,
}

#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AnswerRequest {
    pub black: u8,
    pub white: u8,
}

/// One row of a board. A row whose time ran out has no guess.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct RowView {
    pub turn: usize,
    pub guess: Option<String>,
    pub black: u8,
    pub white: u8,
}

/// The game in play. Its code is never shown.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct CurrentGameView {
    /// 1-based; a replayed game keeps its number.
    pub number: u8,
    pub codemaker: String,
    pub codebreaker: String,
    pub rows: Vec<RowView>,
    /// A guess waiting for the codemaker's answer (manual feedback).
    pub pending_guess: Option<String>,
    /// Whether this game replays one voided for wrong information.
    pub replay: bool,
}

/// How a finished game ended and who scored what.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct OutcomeView {
    /// "broken", "unbroken" or "wrong-information".
    pub kind: String,
    /// Rows played (broken and unbroken games).
    pub rows: Option<usize>,
    /// The rows shown to be wrong (wrong information).
    pub turns: Option<Vec<usize>>,
    pub scorer: String,
    pub points: u32,
}

/// A finished or voided game, with its code.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct PlayedGameView {
    pub number: u8,
    pub codemaker: String,
    pub codebreaker: String,
    pub outcome: OutcomeView,
    pub rows: Vec<RowView>,
    /// The code (unknown for a game voided before its code was typed in,
    /// in companion mode).
    pub secret: Option<String>,
}

/// A series as the players may see it.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct SeriesView {
    pub id: String,
    pub players: Vec<String>,
    pub games: u8,
    /// "board" or "board-blanks".
    pub variant: String,
    /// Seed 001's name of the variant: "Game No. 1" or "Game No. 2".
    pub title: String,
    /// "computed" or "manual".
    pub feedback: String,
    pub companion: bool,
    /// Seconds per codebreaker's turn.
    pub time_limit: Option<u32>,
    pub setup: SetupView,
    /// Points by player name.
    pub scores: BTreeMap<String, u32>,
    /// Games scored so far (voided games do not count).
    pub games_scored: usize,
    /// "secret", "guess", "answer", "reveal" or "over".
    pub phase: String,
    /// The game in play; null once the series is over.
    pub game: Option<CurrentGameView>,
    /// Finished and voided games, in the order played.
    pub history: Vec<PlayedGameView>,
    /// The winner once the series is over; null while it is on or for a tie.
    pub winner: Option<String>,
    /// The player to move; null once the series is over.
    pub to_move: Option<String>,
    /// When the codebreaker's row in play started (RFC 3339, UTC); null
    /// when it is not the codebreaker's turn.
    pub turn_started: Option<String>,
    /// Seconds left for the row in play, with a time limit.
    pub seconds_left: Option<f64>,
    /// How many seconds before the end the codebreaker is warned, with a
    /// time limit.
    pub warning_seconds: Option<u64>,
}

/// What a move led to.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct MoveView {
    /// The events of `mastermind series --json`: secret-set, guess,
    /// feedback, timeout, challenge, wrong-information, game-end,
    /// reveal-needed, series-end.
    #[schema(value_type = Vec<Object>)]
    pub events: Vec<serde_json::Value>,
    pub series: SeriesView,
}

/// An unfinished series in a list.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct SeriesSummary {
    pub id: String,
    pub players: Vec<String>,
    pub games: u8,
    pub games_scored: usize,
    /// Seed 001's name of the variant.
    pub title: String,
    /// The number of the game in play.
    pub game: Option<u8>,
    /// Points by player name.
    pub scores: BTreeMap<String, u32>,
    /// The player to move.
    pub to_move: Option<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct DeletedSeries {
    pub deleted: bool,
}
