//! Codes: a row of pegs, written as digits (colour i as the digit i, the blank
//! as 0), colour letters or colour names.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The most pegs a code can have.
pub const MAX_PEGS: usize = 8;

/// A row of pegs. Each peg is a digit: 0 for the blank, 1..=15 for the
/// colours of the setup's palette. Whether it fits a setup is the setup's call
/// ([`crate::Setup::check`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Code {
    len: u8,
    pegs: [u8; MAX_PEGS],
}

impl Code {
    /// A code from peg digits; `None` if there are more than [`MAX_PEGS`]
    /// pegs or a digit is above 15.
    pub fn new(pegs: &[u8]) -> Option<Self> {
        if pegs.len() > MAX_PEGS || pegs.iter().any(|&p| p > 15) {
            return None;
        }
        let mut array = [0; MAX_PEGS];
        array[..pegs.len()].copy_from_slice(pegs);
        Some(Code {
            len: pegs.len() as u8,
            pegs: array,
        })
    }

    pub fn pegs(&self) -> &[u8] {
        &self.pegs[..usize::from(self.len)]
    }

    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Parses the digit form written by [`fmt::Display`] without a setup:
    /// `1223`, or numbers separated by spaces or commas (`10 2 3 1`).
    pub fn from_digits(text: &str) -> Option<Self> {
        let text = text.trim();
        let pegs: Option<Vec<u8>> = if text.contains(|c: char| c == ',' || c.is_whitespace()) {
            text.split(|c: char| c == ',' || c.is_whitespace())
                .filter(|t| !t.is_empty())
                .map(|t| t.parse().ok())
                .collect()
        } else {
            text.chars()
                .map(|c| c.to_digit(10).map(|d| d as u8))
                .collect()
        };
        pegs.filter(|p| !p.is_empty()).and_then(|p| Code::new(&p))
    }
}

/// Digits run together when every peg is a single digit; otherwise numbers
/// separated by spaces, so that the text always parses back.
impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let wide = self.pegs().iter().any(|&p| p > 9);
        for (i, peg) in self.pegs().iter().enumerate() {
            if wide && i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{peg}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Code({self})")
    }
}

impl Serialize for Code {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Code {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        Code::from_digits(&text)
            .ok_or_else(|| serde::de::Error::custom(format!("'{text}' is not a code in digits")))
    }
}

/// Why a text is not a code of a setup. Each message names the problem.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CodeError {
    #[error("no code given: type one colour per peg, e.g. '1234' or 'red,blue,yellow,green'")]
    Empty,
    #[error("this game has {pegs} pegs; '{text}' has {found}")]
    WrongLength {
        pegs: u8,
        found: usize,
        text: String,
    },
    #[error("'{token}' in '{text}' is not a colour of this game (use {allowed})")]
    UnknownColour {
        token: String,
        text: String,
        allowed: String,
    },
    #[error("this game has no blanks; '{text}' has a blank (0) at peg {position}")]
    BlankNotAllowed { text: String, position: usize },
    #[error("this game does not repeat colours; '{text}' has {colour} more than once")]
    Repeat { text: String, colour: String },
}
