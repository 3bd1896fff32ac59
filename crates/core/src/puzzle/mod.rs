//! Rated puzzles: a position (guesses already played with their feedback), a
//! task on it, and a Glicko-2 rating of the puzzle itself.
//!
//! The rules here are pure. Whether a task is really as hard as it says (that
//! `n` guesses suffice and `n − 1` do not) is the solver's proof; the answers
//! an attempt gets come from an [`Adversary`], which the solver implements
//! so that no guess is lucky and no puzzle can be learnt by heart.

mod attempt;
mod rating;
mod wire;

use serde::{Deserialize, Serialize};

use crate::code::Code;
use crate::duel::rating::Rating;
use crate::game::Turn;
use crate::preset::Preset;
use crate::setup::Setup;

pub use attempt::{Adversary, Attempt, Ending, PuzzleError, Recorded};
pub use rating::{RatedAttempt, Verdict, accuracy, rate};

/// What a puzzle asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Task {
    /// Break the code in at most `guesses` more guesses, whatever the secret.
    BreakIn { guesses: u8 },
    /// Play a guess that leaves the fewest codes in the worst case; every
    /// guess as good as the best is accepted.
    BestGuess,
}

impl Task {
    /// Guesses an attempt may play.
    pub fn guesses(self) -> u8 {
        match self {
            Task::BreakIn { guesses } => guesses,
            Task::BestGuess => 1,
        }
    }
}

/// How an attempt counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// Rated: the player's and the puzzle's ratings move when it ends
    /// (only for an account; a guest's rated attempt counts as casual).
    Rated,
    /// Played for its own sake: no rating moves.
    Casual,
    /// Puzzles one after another, each a little harder, until the first
    /// miss; unrated.
    Streak,
    /// The day's puzzle, the same for everyone: unrated, as its solution
    /// may be passed round by the afternoon.
    Daily,
}

impl Mode {
    pub const ALL: [Mode; 4] = [Mode::Rated, Mode::Casual, Mode::Streak, Mode::Daily];

    /// The wire name.
    pub fn name(self) -> &'static str {
        match self {
            Mode::Rated => "rated",
            Mode::Casual => "casual",
            Mode::Streak => "streak",
            Mode::Daily => "daily",
        }
    }

    pub fn from_name(name: &str) -> Option<Mode> {
        Mode::ALL.into_iter().find(|m| m.name() == name)
    }

    /// Whether an attempt in this mode moves ratings, for an account
    /// (`account`) or a guest.
    pub fn is_rated(self, account: bool) -> bool {
        account && self == Mode::Rated
    }
}

/// The rating a streak's next puzzle is chosen near, after `solved`
/// puzzles of the streak: each one a little harder than the last.
pub fn streak_target(solved: u32) -> f64 {
    1100.0 + 75.0 * f64::from(solved)
}

/// The family of a puzzle, named after the presets it is played on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Theme {
    /// The Mastermind levels I to III.
    Mastermind,
    /// The colour game's levels I to III.
    Colour,
    /// The board game with blanks (Game No. 2).
    Blanks,
    /// Logik: 5 pegs of 8 colours.
    Logik,
    /// Every best guess is one that cannot be the code.
    ImpossibleGuess,
}

impl Theme {
    pub const ALL: [Theme; 5] = [
        Theme::Mastermind,
        Theme::Colour,
        Theme::Blanks,
        Theme::Logik,
        Theme::ImpossibleGuess,
    ];

    /// The wire name.
    pub fn name(self) -> &'static str {
        match self {
            Theme::Mastermind => "mastermind",
            Theme::Colour => "colour",
            Theme::Blanks => "blanks",
            Theme::Logik => "logik",
            Theme::ImpossibleGuess => "impossible_guess",
        }
    }

    pub fn from_name(name: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.name() == name)
    }

    /// The presets a puzzle of the theme is played on.
    pub fn presets(self) -> &'static [Preset] {
        match self {
            Theme::Mastermind => &[
                Preset::Mastermind1,
                Preset::Mastermind2,
                Preset::Mastermind3,
            ],
            Theme::Colour => &[Preset::Colour1, Preset::Colour2, Preset::Colour3],
            Theme::Blanks => &[Preset::BoardBlanks],
            Theme::Logik => &[Preset::Logik],
            // Where the exact worst-case search is quick.
            Theme::ImpossibleGuess => &[Preset::Mastermind1, Preset::Colour1, Preset::BoardBlanks],
        }
    }
}

/// A puzzle. Build with [`Puzzle::new`], which sets its id.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Puzzle {
    /// A short hash of the setup, the position and the task (see
    /// [`Puzzle::content_id`]): the same puzzle has the same id wherever it
    /// was made.
    pub id: String,
    #[serde(with = "wire::setup")]
    pub setup: Setup,
    /// The turns already played.
    pub position: Vec<Turn>,
    pub task: Task,
    pub theme: Theme,
    pub rating: Rating,
    /// For [`Task::BestGuess`], every guess accepted, in digit order; empty
    /// for [`Task::BreakIn`], whose answers come from the adversary.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub accepted: Vec<Code>,
}

impl Puzzle {
    /// A puzzle with a newcomer's rating and its id.
    pub fn new(
        setup: Setup,
        position: Vec<Turn>,
        task: Task,
        theme: Theme,
        mut accepted: Vec<Code>,
    ) -> Self {
        accepted.sort_unstable();
        accepted.dedup();
        let mut puzzle = Puzzle {
            id: String::new(),
            setup,
            position,
            task,
            theme,
            rating: Rating::default(),
            accepted,
        };
        puzzle.id = puzzle.content_id();
        puzzle
    }

    /// The id its content gives: 16 hex digits of FNV-1a over a canonical
    /// text of the setup, the position and the task. FNV rather than the
    /// standard hasher, whose output may change between Rust releases: ids
    /// are stored and shipped.
    pub fn content_id(&self) -> String {
        format!("{:016x}", wire::fnv1a(wire::canonical(self).as_bytes()))
    }

    /// The position as (guess, feedback) pairs, as the solver takes it.
    pub fn history(&self) -> Vec<(Code, crate::Feedback)> {
        self.position
            .iter()
            .map(|t| (t.guess, t.feedback()))
            .collect()
    }

    /// Starts an attempt.
    pub fn attempt(&self) -> Attempt {
        Attempt::new(self.clone())
    }
}
