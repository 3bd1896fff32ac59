//! Feedback: the black and white key pegs a codemaker answers with, and the two
//! rules by which they are counted.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::code::Code;

/// Black: right colour in the right place. White: right colour, wrong place,
/// counted by the setup's [`Rule`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Feedback {
    pub black: u8,
    pub white: u8,
}

impl Feedback {
    pub const fn new(black: u8, white: u8) -> Self {
        Feedback { black, white }
    }

    /// True when every peg is black.
    pub fn is_win(self, pegs: u8) -> bool {
        self.black == pegs
    }
}

impl fmt::Display for Feedback {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} black, {} white", self.black, self.white)
    }
}

/// How white pegs are counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Rule {
    /// Seeds 001 and 002: one key peg per code peg, black before white. White
    /// counts, colour by colour, the matches left over after the blacks.
    #[default]
    Mastermind,
    /// Seed 000, section 3: a guess peg that is not black scores white when its
    /// colour appears anywhere in the secret, even at a secret peg that is
    /// already matched. Not symmetric in secret and guess.
    ColourGame,
}

impl Rule {
    pub const ALL: [Rule; 2] = [Rule::Mastermind, Rule::ColourGame];

    pub fn name(self) -> &'static str {
        match self {
            Rule::Mastermind => "mastermind",
            Rule::ColourGame => "colour-game",
        }
    }

    /// The feedback for `guess` against `secret`. Both must have the same
    /// number of pegs; pegs are digits 0 (blank) to 15.
    pub fn score(self, secret: &Code, guess: &Code) -> Feedback {
        score_pegs(self, secret.pegs(), guess.pegs())
    }
}

/// [`Rule::score`] on raw peg slices (digits 0..=15).
pub fn score_pegs(rule: Rule, secret: &[u8], guess: &[u8]) -> Feedback {
    debug_assert_eq!(secret.len(), guess.len());
    let mut black = 0u8;
    let mut secret_counts = [0u8; 16];
    let mut guess_counts = [0u8; 16];
    let mut secret_has: u16 = 0;
    for (&s, &g) in secret.iter().zip(guess) {
        secret_has |= 1 << s;
        if s == g {
            black += 1;
        } else {
            secret_counts[usize::from(s)] += 1;
            guess_counts[usize::from(g)] += 1;
        }
    }
    let white = match rule {
        Rule::Mastermind => secret_counts
            .iter()
            .zip(&guess_counts)
            .map(|(&s, &g)| s.min(g))
            .sum(),
        Rule::ColourGame => secret
            .iter()
            .zip(guess)
            .filter(|&(&s, &g)| s != g && secret_has & (1 << g) != 0)
            .count() as u8,
    };
    Feedback { black, white }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A rule name that is neither `mastermind` nor `colour-game`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown rule '{0}': the rules are 'mastermind' and 'colour-game'")]
pub struct UnknownRule(pub String);

impl FromStr for Rule {
    type Err = UnknownRule;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "mastermind" | "standard" => Ok(Rule::Mastermind),
            "colour-game" | "color-game" | "colour" | "color" => Ok(Rule::ColourGame),
            _ => Err(UnknownRule(s.to_string())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fb(rule: Rule, secret: &[u8], guess: &[u8]) -> (u8, u8) {
        let f = score_pegs(rule, secret, guess);
        (f.black, f.white)
    }

    #[test]
    fn colour_game_counts_white_against_matched_secret_pegs() {
        // Seed 000, 4.1, turn 1: key yellow red green yellow, turn red red red blue.
        let (r, b, y, g) = (1, 2, 3, 4);
        assert_eq!(fb(Rule::ColourGame, &[y, r, g, y], &[r, r, r, b]), (1, 2));
        assert_eq!(fb(Rule::Mastermind, &[y, r, g, y], &[r, r, r, b]), (1, 0));
    }

    #[test]
    fn colour_game_is_not_symmetric() {
        let a = [1, 1, 2, 3];
        let b = [1, 2, 2, 2];
        assert_ne!(fb(Rule::ColourGame, &a, &b), fb(Rule::ColourGame, &b, &a));
        assert_eq!(fb(Rule::Mastermind, &a, &b), fb(Rule::Mastermind, &b, &a));
    }

    #[test]
    fn rule_names_round_trip() {
        for rule in Rule::ALL {
            assert_eq!(rule.name().parse::<Rule>(), Ok(rule));
        }
        assert!("chess".parse::<Rule>().is_err());
    }
}
