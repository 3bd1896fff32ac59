//! Single-player games, the computer codebreaker, the high-score tables: requests and views.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::setup::{SetupRequest, SetupView};

/// `{"preset": ...}` or `{"setup": {...}}`.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewGameRequest {
    pub preset: Option<String>,
    pub setup: Option<SetupRequest>,
}

/// One played row.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct TurnView {
    pub turn: usize,
    pub guess: String,
    pub black: u8,
    pub white: u8,
}

/// A game as its player may see it: the secret only once it is over.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct GameView {
    pub id: String,
    pub preset: Option<String>,
    pub setup: SetupView,
    pub turns: Vec<TurnView>,
    /// "playing", "won", "lost" or "quit".
    pub state: String,
    pub turns_left: u8,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub secret: Option<String>,
    /// Time from the start to the winning guess; only once won.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seconds: Option<f64>,
    /// The game's clock when this view was made: seconds from the start to
    /// now while playing, to the end once over (equal to `seconds` once won).
    pub seconds_elapsed: f64,
    pub score_recorded: bool,
    /// A hint was asked for: a win enters the player's own table, marked,
    /// and not the all-time one.
    pub hinted: bool,
    /// Once won: whether the result would enter the all-time table or the
    /// player's own (false for a custom setup, which has no table).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub qualifies: Option<bool>,
    /// Whether the solver can give hints (and a review) for this setup;
    /// false for custom setups with too many codes.
    pub hints: bool,
    /// For the daily code: its day and preset. No hints while it is played.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub daily: Option<DailyTagView>,
}

/// Which daily code a game is.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct DailyTagView {
    /// YYYY-MM-DD, UTC.
    pub day: String,
    pub preset: String,
    /// Once the game is over: the result to share, key pegs only.
    pub share: Option<String>,
}

#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct GuessRequest {
    /// Digits, letters or colour names, as the core reads a typed code.
    pub guess: String,
    /// The turn (1 for the first; in a series, the row of the game in
    /// play) this guess is for, as the client sees the game. A guess for a
    /// turn already played is a retry: 409 with the game as it stands in
    /// `current`, and nothing played. Without it, the guess plays whatever
    /// turn is next.
    #[serde(default)]
    #[schema(minimum = 1)]
    pub turn: Option<usize>,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct GuessView {
    pub turn: usize,
    pub black: u8,
    pub white: u8,
    pub state: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub secret: Option<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct HintView {
    /// Codes that fit every answer so far.
    pub remaining: u64,
    pub suggestion: String,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct ReviewTurnView {
    pub turn: usize,
    pub guess: String,
    pub black: u8,
    pub white: u8,
    /// Codes that fitted the answers before this turn.
    pub before: u64,
    /// Codes that fitted after this turn's answer.
    pub after: u64,
    /// What a hint would have suggested here.
    pub suggestion: String,
    /// Codes that would have fitted after the suggestion.
    pub suggestion_after: u64,
    /// The coach's word on the guess, by the guesses it is expected to cost
    /// against the best play: `good`, `inaccuracy` (0.1 guesses or more),
    /// `mistake` (0.3 or more) or `blunder` (0.6 or more); null where the
    /// coach could not judge it within its budget.
    #[serde(default)]
    pub verdict: Option<String>,
    /// What the verdict was measured against: `exact` (the exact optimum),
    /// `estimate` (the `best` strategy's lookahead) or `none`.
    #[serde(default)]
    pub judged_by: String,
    /// Expected guesses lost against the best play (two decimals).
    #[serde(default)]
    pub lost: Option<f64>,
    /// The coach's best guess here.
    #[serde(default)]
    pub best: Option<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct ReviewView {
    pub turns: Vec<ReviewTurnView>,
    /// The coach's accuracy over the judged guesses, in percent (a good
    /// guess counts 1, an inaccuracy 2/3, a mistake 1/3, a blunder 0); null
    /// when none was judged.
    #[serde(default)]
    pub accuracy: Option<f64>,
}

#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ScoreRequest {
    /// 1 to 44 characters after trimming.
    pub name: String,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct RecordedView {
    pub rank: u32,
    /// "all" when the win entered the all-time table, else "mine".
    pub scope: String,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct ScoreEntryView {
    pub rank: u32,
    pub name: String,
    pub turns: u8,
    pub seconds: f64,
    pub secret: String,
    /// RFC 3339, UTC.
    pub date: String,
    /// Won with the help of hints (only in a player's own table).
    pub hinted: bool,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct DeletedView {
    pub deleted: u64,
}

/// A turn the computer played, with the answer it got.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AnsweredTurn {
    pub guess: String,
    pub black: u8,
    pub white: u8,
}

#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NextRequest {
    pub preset: Option<String>,
    pub setup: Option<SetupRequest>,
    /// A strategy name of the solver; "entropy" by default.
    pub strategy: Option<String>,
    #[serde(default)]
    pub history: Vec<AnsweredTurn>,
    /// The chance (0 to 1) that a turn ignores part of what is known.
    #[serde(default)]
    pub blunder_rate: f64,
    /// The code the person chose on the page, if any: each answer is then
    /// checked against it and a wrong one named with what it should be.
    /// Used for this request only, never kept.
    #[serde(default)]
    pub secret: Option<String>,
}

/// `POST /api/feedback`: guesses to score against a code.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct FeedbackRequest {
    pub preset: Option<String>,
    pub setup: Option<SetupRequest>,
    /// Digits, letters or colour names.
    pub secret: String,
    /// Up to 64 guesses, each scored against `secret`.
    pub guesses: Vec<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct ScoredView {
    pub black: u8,
    pub white: u8,
}

/// The key pegs of each guess, in the order asked.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct FeedbackView {
    pub feedback: Vec<ScoredView>,
}

/// The computer's next guess, or `{"solved": true}`.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct NextView {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub guess: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub remaining: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub solved: Option<bool>,
    /// `true` when every turn of the setup is used and the code is not
    /// broken: the codemaker wins.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub out_of_turns: Option<bool>,
}

#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct DemoRequest {
    pub preset: Option<String>,
    pub setup: Option<SetupRequest>,
    pub strategy: Option<String>,
    /// The secret to break; a random one by default.
    pub secret: Option<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct DemoView {
    pub secret: String,
    pub strategy: String,
    pub turns: Vec<AnsweredTurn>,
    /// Whether the computer broke the code within the setup's turns.
    pub solved: bool,
}
