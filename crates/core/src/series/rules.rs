//! What two players agree on before the first game, checked once here for
//! every door (terminal, JSON lines, HTTP).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::SeriesError;
use crate::highscore::PlayerName;
use crate::preset::Preset;
use crate::setup::Setup;

/// The longest turn clock a series may set, in seconds (an hour a row).
pub const MAX_TIME_LIMIT: u32 = 3600;
/// The fewest and most games of a series.
pub const GAMES: std::ops::RangeInclusive<u8> = 2..=20;

/// Game No. 1 or Game No. 2.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Variant {
    Board,
    BoardBlanks,
}

impl Variant {
    pub fn preset(self) -> Preset {
        match self {
            Variant::Board => Preset::Board,
            Variant::BoardBlanks => Preset::BoardBlanks,
        }
    }

    pub fn setup(self) -> Setup {
        self.preset().setup()
    }

    /// The wire name: `board` or `board-blanks`.
    pub fn name(self) -> &'static str {
        match self {
            Variant::Board => "board",
            Variant::BoardBlanks => "board-blanks",
        }
    }

    /// Seed 001's own name for it.
    pub fn title(self) -> &'static str {
        match self {
            Variant::Board => "Game No. 1",
            Variant::BoardBlanks => "Game No. 2",
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Variant {
    type Err = SeriesError;

    /// `board` or `1` (Game No. 1), `board-blanks` or `2` (Game No. 2).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "board" | "1" => Ok(Variant::Board),
            "board-blanks" | "2" => Ok(Variant::BoardBlanks),
            _ => Err(SeriesError::UnknownVariant(shown(s))),
        }
    }
}

/// Who works out the key pegs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FeedbackMode {
    /// The program scores every guess against the code.
    Computed,
    /// The codemaker answers, as on the real board; the program referees.
    Manual,
}

impl FeedbackMode {
    /// The wire name: `computed` or `manual`.
    pub fn name(self) -> &'static str {
        match self {
            FeedbackMode::Computed => "computed",
            FeedbackMode::Manual => "manual",
        }
    }
}

impl fmt::Display for FeedbackMode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for FeedbackMode {
    type Err = SeriesError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "computed" => Ok(FeedbackMode::Computed),
            "manual" => Ok(FeedbackMode::Manual),
            _ => Err(SeriesError::UnknownFeedback(shown(s))),
        }
    }
}

/// Enough of a bad word to name it in a message, never a whole paste.
fn shown(text: &str) -> String {
    text.trim().chars().take(40).collect()
}

/// The agreed rules of a series, valid by construction: two different
/// names fit for a high-score table, an even number of games from 2 to 20,
/// a turn clock from 1 s to an hour. Start from [`SeriesRules::new`] and
/// add what differs from the defaults (Game No. 1, computed feedback, no
/// companion, no clock).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeriesRules {
    players: [String; 2],
    games: u8,
    variant: Variant,
    feedback: FeedbackMode,
    companion: bool,
    time_limit: Option<u32>,
}

impl SeriesRules {
    /// Two players (the first makes the first code) and the number of games.
    pub fn new<S: AsRef<str>>(players: &[S], games: u8) -> Result<Self, SeriesError> {
        let [first, second] = players else {
            return Err(SeriesError::Players(players.len()));
        };
        let name = |player: usize, text: &str| {
            PlayerName::parse(text)
                .map(|n| n.as_str().to_string())
                .map_err(|error| SeriesError::Name { player, error })
        };
        let players = [name(1, first.as_ref())?, name(2, second.as_ref())?];
        if players[0] == players[1] {
            return Err(SeriesError::SameNames);
        }
        if games % 2 == 1 {
            return Err(SeriesError::OddGames(games));
        }
        if !GAMES.contains(&games) {
            return Err(SeriesError::Games(games));
        }
        Ok(SeriesRules {
            players,
            games,
            variant: Variant::Board,
            feedback: FeedbackMode::Computed,
            companion: false,
            time_limit: None,
        })
    }

    pub fn with_variant(mut self, variant: Variant) -> Self {
        self.variant = variant;
        self
    }

    /// Who answers. A physical board's codemaker always answers on the
    /// board, so a companion series stays manual whatever is asked.
    pub fn with_feedback(mut self, feedback: FeedbackMode) -> Self {
        if !self.companion {
            self.feedback = feedback;
        }
        self
    }

    /// Companion to a physical board: guesses and answers are typed in from
    /// the board, the code only at the reveal. Implies manual feedback.
    pub fn with_companion(mut self, companion: bool) -> Self {
        self.companion = companion;
        if companion {
            self.feedback = FeedbackMode::Manual;
        }
        self
    }

    /// Seconds per codebreaker's turn (seed 001 suggests 180 or 240), or
    /// none.
    pub fn with_time_limit(mut self, seconds: Option<u32>) -> Result<Self, SeriesError> {
        if let Some(limit) = seconds
            && !(1..=MAX_TIME_LIMIT).contains(&limit)
        {
            return Err(SeriesError::TimeLimit(limit));
        }
        self.time_limit = seconds;
        Ok(self)
    }

    pub fn players(&self) -> &[String; 2] {
        &self.players
    }

    pub fn games(&self) -> u8 {
        self.games
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    pub fn feedback(&self) -> FeedbackMode {
        self.feedback
    }

    pub fn companion(&self) -> bool {
        self.companion
    }

    pub fn time_limit(&self) -> Option<u32> {
        self.time_limit
    }

    pub fn setup(&self) -> Setup {
        self.variant.setup()
    }

    /// Rules read back from storage: trusted as they were agreed then, so
    /// that a rule tightened later does not lock a saved series out.
    pub(super) fn restore(
        players: [String; 2],
        games: u8,
        variant: Variant,
        feedback: FeedbackMode,
        companion: bool,
        time_limit: Option<u32>,
    ) -> Self {
        SeriesRules {
            players,
            games,
            variant,
            // Companion series were always stored as manual; keep it so.
            feedback: if companion {
                FeedbackMode::Manual
            } else {
                feedback
            },
            companion,
            time_limit,
        }
    }
}
