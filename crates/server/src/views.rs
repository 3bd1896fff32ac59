//! The JSON shapes of the API, with their OpenAPI schemas. Codes travel as
//! digit strings ("1122"; "1 10 3 2" once a digit passes 9), as the core's
//! `Code` writes them; a code sent by a client may also use letters or names.

use mastermind_core::colour::BLANK;
use mastermind_core::{COLOURS, Colour, Preset, Setup};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A setup as the API shows it.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct SetupView {
    pub pegs: u8,
    pub colours: u8,
    pub blanks: bool,
    pub repetition: bool,
    pub turns: u8,
    /// "mastermind" or "colour-game".
    pub rule: &'static str,
    /// Colour names in digit order: digit 1 is the first.
    pub palette: Vec<&'static str>,
}

impl From<&Setup> for SetupView {
    fn from(setup: &Setup) -> Self {
        SetupView {
            pegs: setup.pegs(),
            colours: setup.colours(),
            blanks: setup.has_blanks(),
            repetition: setup.allows_repetition(),
            turns: setup.turns(),
            rule: setup.rule().name(),
            palette: setup.palette().colours().map(|c| c.name).collect(),
        }
    }
}

/// A custom setup asked for by a client. Missing options take the values of
/// Mastermind level I's rules: repetition, no blanks, the Mastermind rule.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SetupRequest {
    pub pegs: u8,
    pub colours: u8,
    pub turns: u8,
    #[serde(default)]
    pub blanks: bool,
    #[serde(default = "yes")]
    pub repetition: bool,
    /// "mastermind" (default) or "colour-game".
    #[serde(default)]
    pub rule: Option<String>,
    /// Colour names in digit order; the first `colours` colours by default.
    #[serde(default)]
    pub palette: Option<Vec<String>>,
}

fn yes() -> bool {
    true
}

/// One named setup.
#[derive(Debug, Serialize, ToSchema)]
pub struct PresetView {
    pub name: &'static str,
    pub title: &'static str,
    /// "mastermind", "colour-game", "board" or "logik".
    pub game: &'static str,
    /// 1 to 3 for the web games' levels.
    pub level: Option<u8>,
    pub setup: SetupView,
}

impl From<Preset> for PresetView {
    fn from(preset: Preset) -> Self {
        let (game, level) = match preset {
            Preset::Mastermind1 => ("mastermind", Some(1)),
            Preset::Mastermind2 => ("mastermind", Some(2)),
            Preset::Mastermind3 => ("mastermind", Some(3)),
            Preset::Colour1 => ("colour-game", Some(1)),
            Preset::Colour2 => ("colour-game", Some(2)),
            Preset::Colour3 => ("colour-game", Some(3)),
            Preset::Board | Preset::BoardBlanks => ("board", None),
            Preset::Logik => ("logik", None),
        };
        PresetView {
            name: preset.name(),
            title: preset.title(),
            game,
            level,
            setup: SetupView::from(&preset.setup()),
        }
    }
}

/// One colour of the global palette (or the blank).
#[derive(Debug, Serialize, ToSchema)]
pub struct ColourView {
    pub name: &'static str,
    pub letter: char,
    /// A shape that differs for every colour, for colour-blind play.
    pub symbol: char,
    /// "#rrggbb", or "transparent" for the blank.
    pub rgb: &'static str,
}

impl From<&Colour> for ColourView {
    fn from(c: &Colour) -> Self {
        ColourView {
            name: c.name,
            letter: c.letter,
            symbol: c.symbol,
            rgb: c.rgb,
        }
    }
}

pub fn colours() -> Vec<ColourView> {
    COLOURS
        .iter()
        .chain(std::iter::once(&BLANK))
        .map(ColourView::from)
        .collect()
}

/// `{"preset": ...}` or `{"setup": {...}}`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewGameRequest {
    pub preset: Option<String>,
    pub setup: Option<SetupRequest>,
}

/// One played row.
#[derive(Debug, Serialize, ToSchema)]
pub struct TurnView {
    pub turn: usize,
    pub guess: String,
    pub black: u8,
    pub white: u8,
}

/// A game as its player may see it: the secret only once it is over.
#[derive(Debug, Serialize, ToSchema)]
pub struct GameView {
    pub id: String,
    pub preset: Option<&'static str>,
    pub setup: SetupView,
    pub turns: Vec<TurnView>,
    /// "playing", "won", "lost" or "quit".
    pub state: &'static str,
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
#[derive(Debug, Serialize, ToSchema)]
pub struct DailyTagView {
    /// YYYY-MM-DD, UTC.
    pub day: String,
    pub preset: &'static str,
    /// Once the game is over: the result to share, key pegs only.
    pub share: Option<String>,
}

#[derive(Debug, Deserialize, ToSchema)]
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

#[derive(Debug, Serialize, ToSchema)]
pub struct GuessView {
    pub turn: usize,
    pub black: u8,
    pub white: u8,
    pub state: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub secret: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct HintView {
    /// Codes that fit every answer so far.
    pub remaining: u64,
    pub suggestion: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
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
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ReviewView {
    pub turns: Vec<ReviewTurnView>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ScoreRequest {
    /// 1 to 44 characters after trimming.
    pub name: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct RecordedView {
    pub rank: u32,
    /// "all" when the win entered the all-time table, else "mine".
    pub scope: &'static str,
}

#[derive(Debug, Serialize, ToSchema)]
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

#[derive(Debug, Serialize, ToSchema)]
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

#[derive(Debug, Deserialize, ToSchema)]
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
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct FeedbackRequest {
    pub preset: Option<String>,
    pub setup: Option<SetupRequest>,
    /// Digits, letters or colour names.
    pub secret: String,
    /// Up to 64 guesses, each scored against `secret`.
    pub guesses: Vec<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ScoredView {
    pub black: u8,
    pub white: u8,
}

/// The key pegs of each guess, in the order asked.
#[derive(Debug, Serialize, ToSchema)]
pub struct FeedbackView {
    pub feedback: Vec<ScoredView>,
}

/// The computer's next guess, or `{"solved": true}`.
#[derive(Debug, Serialize, ToSchema)]
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

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct DemoRequest {
    pub preset: Option<String>,
    pub setup: Option<SetupRequest>,
    pub strategy: Option<String>,
    /// The secret to break; a random one by default.
    pub secret: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DemoView {
    pub secret: String,
    pub strategy: String,
    pub turns: Vec<AnsweredTurn>,
    /// Whether the computer broke the code within the setup's turns.
    pub solved: bool,
}
