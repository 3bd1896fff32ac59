//! One game of a series: its rows, how it ended and who scored.

use serde::{Deserialize, Serialize};

use super::{UNBROKEN_POINTS, WRONG_INFORMATION_POINTS};
use crate::code::Code;
use crate::feedback::Feedback;

/// A row of the board: a guess and its answer. A turn that ran out of time
/// has no guess but still counts as a row played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Row {
    pub guess: Option<Code>,
    pub black: u8,
    pub white: u8,
}

/// How a game ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Outcome {
    /// Broken on the last row: the codemaker scores the rows played.
    Broken { rows: usize },
    /// Not broken in every row: the codemaker scores 11.
    Unbroken,
    /// The codemaker gave wrong information: the game is void and replayed,
    /// the codebreaker scores 3. `turns` are the rows shown to be wrong.
    WrongInformation { turns: Vec<usize> },
}

impl Outcome {
    /// The wire name: `broken`, `unbroken` or `wrong-information`.
    pub fn name(&self) -> &'static str {
        match self {
            Outcome::Broken { .. } => "broken",
            Outcome::Unbroken => "unbroken",
            Outcome::WrongInformation { .. } => "wrong-information",
        }
    }

    /// The points it scores (for the codemaker, or for the codebreaker after
    /// wrong information).
    pub fn points(&self) -> u32 {
        match self {
            Outcome::Broken { rows } => u32::try_from(*rows).unwrap_or(u32::MAX),
            Outcome::Unbroken => UNBROKEN_POINTS,
            Outcome::WrongInformation { .. } => WRONG_INFORMATION_POINTS,
        }
    }

    /// Whether the codemaker scores it (else the codebreaker does).
    pub fn codemaker_scores(&self) -> bool {
        !matches!(self, Outcome::WrongInformation { .. })
    }

    /// Whether the game counts toward the series (a voided one does not).
    pub fn is_scored(&self) -> bool {
        self.codemaker_scores()
    }
}

/// One game of the series, finished or in play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeriesGame {
    pub(super) number: u8,
    pub(super) codemaker: usize,
    pub(super) rows: Vec<Row>,
    pub(super) secret: Option<Code>,
    pub(super) pending: Option<Code>,
    pub(super) outcome: Option<Outcome>,
    pub(super) revealing: bool,
}

impl SeriesGame {
    /// 1-based; a replayed game keeps its number.
    pub fn number(&self) -> u8 {
        self.number
    }

    /// Index into the players of the codemaker.
    pub fn codemaker(&self) -> usize {
        self.codemaker
    }

    pub fn codebreaker(&self) -> usize {
        1 - self.codemaker
    }

    /// The rows played, time-outs included.
    pub fn rows(&self) -> &[Row] {
        &self.rows
    }

    /// A guess waiting for the codemaker's answer (manual feedback).
    pub fn pending(&self) -> Option<Code> {
        self.pending
    }

    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// Who scored this game and how much, once it is over.
    pub fn scored(&self) -> Option<(usize, u32)> {
        let outcome = self.outcome.as_ref()?;
        let scorer = if outcome.codemaker_scores() {
            self.codemaker
        } else {
            self.codebreaker()
        };
        Some((scorer, outcome.points()))
    }

    /// The code, once the game is over (never before).
    pub fn revealed_secret(&self) -> Option<Code> {
        self.outcome.as_ref().and(self.secret)
    }

    /// The answered rows as (guess, feedback), for a referee.
    pub fn history(&self) -> Vec<(Code, Feedback)> {
        self.rows
            .iter()
            .filter_map(|r| r.guess.map(|g| (g, Feedback::new(r.black, r.white))))
            .collect()
    }

    /// Turn numbers of the rows that have a guess, in order (time-outs leave gaps).
    pub(super) fn guessed_turns(&self) -> Vec<usize> {
        self.rows
            .iter()
            .enumerate()
            .filter(|(_, r)| r.guess.is_some())
            .map(|(i, _)| i + 1)
            .collect()
    }
}
