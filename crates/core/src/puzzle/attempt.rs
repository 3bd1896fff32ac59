//! One attempt at a puzzle: a state machine like [`crate::Game`], whose
//! answers come from an [`Adversary`] instead of a fixed secret.

use serde::{Deserialize, Serialize};

use crate::code::{Code, CodeError};
use crate::feedback::Feedback;
use crate::game::Turn;
use crate::setup::Setup;

use super::{Puzzle, Task};

/// The codemaker of a puzzle. It holds no secret: each answer only has to
/// agree with the position and the answers before it, so the solver's
/// adversary picks the one that keeps the player's worst case largest.
/// Randomness, where an implementation wants it, lives in the
/// implementation.
pub trait Adversary {
    /// The feedback for `guess` after `history` (the puzzle's position, then
    /// the attempt's turns); `None` when it has none to give.
    fn answer(&mut self, setup: &Setup, history: &[Turn], guess: &Code) -> Option<Feedback>;
}

/// An adversary that gives back the answers of a record, in order: what
/// replays an attempt as it was played.
#[derive(Debug, Clone)]
pub struct Recorded {
    answers: Vec<Feedback>,
    next: usize,
}

impl Recorded {
    pub fn new(turns: &[Turn]) -> Self {
        Recorded {
            answers: turns.iter().map(Turn::feedback).collect(),
            next: 0,
        }
    }
}

impl Adversary for Recorded {
    fn answer(&mut self, _: &Setup, _: &[Turn], _: &Code) -> Option<Feedback> {
        let answer = self.answers.get(self.next).copied();
        self.next += 1;
        answer
    }
}

/// How an attempt ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ending {
    /// The code broken in time, or a best guess played.
    Solved,
    /// Every guess the task allows played without breaking the code.
    OutOfGuesses,
    /// A guess that is not among the best (for [`Task::BestGuess`]).
    NotBest,
    /// The player gave up and was shown the answer: a miss.
    GaveUp,
}

impl Ending {
    pub const ALL: [Ending; 4] = [
        Ending::Solved,
        Ending::OutOfGuesses,
        Ending::NotBest,
        Ending::GaveUp,
    ];

    pub fn is_solved(self) -> bool {
        self == Ending::Solved
    }

    /// The wire name.
    pub fn name(self) -> &'static str {
        match self {
            Ending::Solved => "solved",
            Ending::OutOfGuesses => "out_of_guesses",
            Ending::NotBest => "not_best",
            Ending::GaveUp => "gave_up",
        }
    }

    pub fn from_name(name: &str) -> Option<Ending> {
        Ending::ALL.into_iter().find(|e| e.name() == name)
    }
}

/// Why a guess was not taken. The attempt is unchanged.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PuzzleError {
    /// Wrong length, a colour out of the palette, a blank or a repeat the
    /// setup does not allow.
    #[error(transparent)]
    Code(#[from] CodeError),
    #[error("the puzzle is over ({ending:?})")]
    Over { ending: Ending },
    #[error("the codemaker gave no answer to {guess}")]
    NoAnswer { guess: Code },
    #[error("the codemaker's answer {feedback} to {guess} is not one this setup can give")]
    BadAnswer { guess: Code, feedback: Feedback },
}

/// An attempt at a puzzle.
/// It keeps its own copy of the puzzle, so that it can live apart from
/// wherever the puzzle came from.
#[derive(Debug, Clone, PartialEq)]
pub struct Attempt {
    puzzle: Puzzle,
    turns: Vec<Turn>,
    ending: Option<Ending>,
}

impl Attempt {
    pub fn new(puzzle: Puzzle) -> Self {
        Attempt {
            puzzle,
            turns: Vec::new(),
            ending: None,
        }
    }

    /// Plays `guess`, answered by `adversary`. On error nothing changes and
    /// no guess is spent.
    pub fn guess(
        &mut self,
        guess: Code,
        adversary: &mut dyn Adversary,
    ) -> Result<Turn, PuzzleError> {
        if let Some(ending) = self.ending {
            return Err(PuzzleError::Over { ending });
        }
        let setup = &self.puzzle.setup;
        setup.check(&guess)?;
        let history: Vec<Turn> = self
            .puzzle
            .position
            .iter()
            .chain(&self.turns)
            .copied()
            .collect();
        let feedback = adversary
            .answer(setup, &history, &guess)
            .ok_or(PuzzleError::NoAnswer { guess })?;
        if setup.check_feedback(feedback).is_err() {
            return Err(PuzzleError::BadAnswer { guess, feedback });
        }
        let turn = Turn {
            guess,
            black: feedback.black,
            white: feedback.white,
        };
        self.turns.push(turn);
        self.ending = match self.puzzle.task {
            // `contains`, not a binary search: a puzzle read from JSON may
            // list its guesses in any order.
            Task::BestGuess if self.puzzle.accepted.contains(&guess) => Some(Ending::Solved),
            Task::BestGuess => Some(Ending::NotBest),
            Task::BreakIn { .. } if feedback.is_win(setup.pegs()) => Some(Ending::Solved),
            Task::BreakIn { guesses } if self.turns.len() >= usize::from(guesses) => {
                Some(Ending::OutOfGuesses)
            }
            Task::BreakIn { .. } => None,
        };
        Ok(turn)
    }

    /// Ends the attempt as a miss: the player asked for the answer. Over
    /// already, nothing changes.
    pub fn give_up(&mut self) -> Result<(), PuzzleError> {
        if let Some(ending) = self.ending {
            return Err(PuzzleError::Over { ending });
        }
        self.ending = Some(Ending::GaveUp);
        Ok(())
    }

    /// Rebuilds an attempt from its record: the guesses played and the
    /// answers they got.
    pub fn replay(puzzle: Puzzle, turns: &[Turn]) -> Result<Self, PuzzleError> {
        let mut attempt = Attempt::new(puzzle);
        let mut record = Recorded::new(turns);
        for turn in turns {
            attempt.guess(turn.guess, &mut record)?;
        }
        Ok(attempt)
    }

    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The attempt's own turns, the position's not included.
    pub fn turns(&self) -> &[Turn] {
        &self.turns
    }

    /// `None` while the attempt goes on.
    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }

    /// Guesses still allowed.
    pub fn guesses_left(&self) -> u8 {
        self.puzzle
            .task
            .guesses()
            .saturating_sub(self.turns.len() as u8)
    }
}
