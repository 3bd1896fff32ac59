//! Rated puzzles: attempts, their guesses, the day's puzzle and a player's
//! record.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::games::TurnView;
use crate::setup::SetupView;

/// A puzzle as an attempt shows it: what is asked, never its answer.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct PuzzleView {
    pub id: String,
    /// "mastermind", "colour", "blanks", "logik" or "impossible_guess".
    pub theme: String,
    /// "break_in" (break the code in at most `guesses` more guesses,
    /// whatever the secret) or "best_guess" (play a guess that leaves the
    /// fewest codes in the worst case).
    pub task: String,
    /// Guesses the task allows.
    pub guesses: u8,
    pub setup: SetupView,
    /// The turns already played.
    pub position: Vec<TurnView>,
    /// The codes that fit the position.
    pub codes_left: usize,
    /// The puzzle's own rating, rounded.
    pub rating: i64,
}

/// One attempt at a puzzle.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct AttemptView {
    pub id: String,
    pub puzzle: PuzzleView,
    /// "rated", "casual", "streak" or "daily".
    pub mode: String,
    /// Whether its end moves the player's rating (an account's rated
    /// attempt; a guest's never does).
    pub rated: bool,
    /// The attempt's own turns, the codemaker's answers included.
    pub turns: Vec<TurnView>,
    pub guesses_left: u8,
    /// The codes that still fit after the attempt's turns.
    pub codes_left: usize,
    /// Null while it goes on; "solved", "out_of_guesses" or "not_best".
    pub ending: Option<String>,
    /// The player's puzzle rating before and after, once a rated attempt
    /// ended (rounded).
    pub rating_before: Option<i64>,
    pub rating_after: Option<i64>,
    /// Once it ended: for a best-guess puzzle, every guess that was
    /// accepted (at most 100); for break-it-in-N, a guess that keeps the
    /// task within reach from the position, the first of the solver's
    /// proven line.
    pub answer: Vec<String>,
    /// In streak mode: puzzles solved in this streak so far.
    pub streak: Option<i64>,
    /// For the day's puzzle: its day (YYYY-MM-DD).
    pub day: Option<String>,
}

/// A request for the next puzzle.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NextPuzzleRequest {
    /// "rated" (the default; casual for a guest), "casual" or "streak".
    #[serde(default)]
    pub mode: Option<String>,
    /// Only puzzles of this theme; any theme when absent.
    #[serde(default)]
    pub theme: Option<String>,
}

/// A guess in an attempt.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PuzzleGuessRequest {
    /// The guess in digits ("1234") or colour names.
    pub guess: String,
}

/// A player's record at puzzles.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct PuzzleRecordView {
    /// Null for a guest and before the first rated attempt.
    pub rating: Option<i64>,
    /// While the rating's deviation is above 110.
    pub provisional: bool,
    pub attempts: i64,
    pub solved: i64,
    pub streak: i64,
    pub best_streak: i64,
    /// How many puzzles the site offers, by theme.
    pub themes: Vec<ThemeCount>,
}

/// How many puzzles of a theme there are.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct ThemeCount {
    pub theme: String,
    pub puzzles: i64,
}

/// The day's puzzle and how it went for everyone.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct DailyPuzzleView {
    pub attempt: AttemptView,
    /// Attempts at it ended today, and of them solved.
    pub attempts: i64,
    pub solved: i64,
}
