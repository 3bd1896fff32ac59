//! Reading a codemaker's answer as a person types it: `2 1`, `2b1w`, `BBW`,
//! `-` or `0 0` for nothing; or in seed 004's notation, where W is a peg of
//! the right colour in the right place and R one in the wrong place.

use std::str::FromStr;

use crate::feedback::{Feedback, Rule};

/// How key-peg letters are read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Notation {
    /// B for black (right place), W for white (wrong place).
    #[default]
    BlackWhite,
    /// Seed 004: W for right place, R for wrong place.
    WhiteRed,
}

impl FromStr for Notation {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "black-white" | "bw" | "standard" => Ok(Notation::BlackWhite),
            "white-red" | "wr" => Ok(Notation::WhiteRed),
            _ => Err(format!(
                "unknown notation '{s}': use 'black-white' or 'white-red'"
            )),
        }
    }
}

impl Notation {
    /// The words for a key peg of the right colour in the right place and
    /// one in the wrong place.
    pub fn words(self) -> (&'static str, &'static str) {
        match self {
            Notation::BlackWhite => ("black", "white"),
            Notation::WhiteRed => ("white", "red"),
        }
    }

    /// The letters for the same two pegs.
    pub fn letters(self) -> (char, char) {
        match self {
            Notation::BlackWhite => ('B', 'W'),
            Notation::WhiteRed => ('W', 'R'),
        }
    }
}

/// Why an answer is refused, told in the words of the notation in use.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AnswerError {
    Unreadable {
        text: String,
        notation: Notation,
    },
    TooMany {
        black: u8,
        white: u8,
        total: u8,
        pegs: u8,
        notation: Notation,
    },
    Impossible {
        black: u8,
        notation: Notation,
    },
}

impl std::fmt::Display for AnswerError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            AnswerError::Unreadable { ref text, notation } => {
                let (right, wrong) = notation.words();
                let (r, w) = notation.letters();
                let (rl, wl) = (r.to_ascii_lowercase(), w.to_ascii_lowercase());
                write!(
                    f,
                    "'{text}' is not an answer: give {right} and {wrong} as '2 1', '2{rl}1{wl}', \
                     letters like '{r}{r}{w}', or '-' for none"
                )
            }
            AnswerError::TooMany {
                black,
                white,
                total,
                pegs,
                notation,
            } => {
                let (right, wrong) = notation.words();
                write!(
                    f,
                    "{black} {right} and {white} {wrong} make {total} key pegs; this game has {pegs} pegs"
                )
            }
            AnswerError::Impossible { black, notation } => {
                let (right, wrong) = notation.words();
                write!(
                    f,
                    "{black} {right} and 1 {wrong} cannot happen: when all pegs but one are right, \
                     the last one cannot be a right colour in another place"
                )
            }
        }
    }
}

impl std::error::Error for AnswerError {}

/// Parses an answer for a game of `pegs` pegs under `rule`.
pub fn parse_answer(
    text: &str,
    pegs: u8,
    rule: Rule,
    notation: Notation,
) -> Result<Feedback, AnswerError> {
    let unreadable = || AnswerError::Unreadable {
        text: text.trim().to_string(),
        notation,
    };
    let t = text.trim().to_ascii_lowercase();
    let (right, wrong) = match notation {
        Notation::BlackWhite => ('b', 'w'),
        Notation::WhiteRed => ('w', 'r'),
    };
    let (black, white) = if t.is_empty() {
        return Err(unreadable());
    } else if t == "-" || t == "none" || t == "nothing" {
        (0, 0)
    } else if t
        .chars()
        .all(|c| c.is_ascii_digit() || c.is_whitespace() || c == ',' || c == '/')
    {
        let numbers: Vec<u8> = t
            .split(|c: char| c.is_whitespace() || c == ',' || c == '/')
            .filter(|s| !s.is_empty())
            .map(|s| s.parse().map_err(|_| unreadable()))
            .collect::<Result<_, _>>()?;
        match numbers[..] {
            [b, w] => (b, w),
            _ => return Err(unreadable()),
        }
    } else if let Some(counts) = counted(&t, right, wrong) {
        counts
    } else if t
        .chars()
        .all(|c| c == right || c == wrong || c == '-' || c == '.' || c.is_whitespace())
    {
        let black = t.chars().filter(|&c| c == right).count();
        let white = t.chars().filter(|&c| c == wrong).count();
        (
            u8::try_from(black).map_err(|_| unreadable())?,
            u8::try_from(white).map_err(|_| unreadable())?,
        )
    } else {
        return Err(unreadable());
    };
    let feedback = Feedback::new(black, white);
    check_feedback_in(feedback, pegs, rule, notation)?;
    Ok(feedback)
}

/// Whether a codemaker may give `feedback` in a game of `pegs` pegs under
/// `rule`: never more key pegs than pegs, and under the mastermind rule
/// never all pegs but one black with the last one white. (Under the
/// colour-game rule that answer happens: secret 1123, guess 1121.)
pub fn check_feedback(feedback: Feedback, pegs: u8, rule: Rule) -> Result<(), AnswerError> {
    check_feedback_in(feedback, pegs, rule, Notation::BlackWhite)
}

/// [`check_feedback`], any refusal told in `notation`'s words.
pub fn check_feedback_in(
    feedback: Feedback,
    pegs: u8,
    rule: Rule,
    notation: Notation,
) -> Result<(), AnswerError> {
    let Feedback { black, white } = feedback;
    let total = black.saturating_add(white);
    if total > pegs {
        return Err(AnswerError::TooMany {
            black,
            white,
            total,
            pegs,
            notation,
        });
    }
    if rule == Rule::Mastermind && pegs > 0 && black == pegs - 1 && white == 1 {
        return Err(AnswerError::Impossible { black, notation });
    }
    Ok(())
}

/// `2b1w`, `2b`, `1w`, `2b 1w` (or `2w1r` in the white-red notation).
fn counted(t: &str, right: char, wrong: char) -> Option<(u8, u8)> {
    let compact: String = t.chars().filter(|c| !c.is_whitespace()).collect();
    let mut black = None;
    let mut white = None;
    let mut number = String::new();
    for c in compact.chars() {
        if c.is_ascii_digit() {
            number.push(c);
        } else if (c == right || c == wrong) && !number.is_empty() {
            let n: u8 = number.parse().ok()?;
            let slot = if c == right { &mut black } else { &mut white };
            if slot.replace(n).is_some() {
                return None;
            }
            number.clear();
        } else {
            return None;
        }
    }
    (number.is_empty() && (black.is_some() || white.is_some()))
        .then(|| (black.unwrap_or(0), white.unwrap_or(0)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bw(text: &str) -> Result<(u8, u8), AnswerError> {
        parse_answer(text, 4, Rule::Mastermind, Notation::BlackWhite).map(|f| (f.black, f.white))
    }

    #[test]
    fn every_written_form_reads() {
        assert_eq!(bw("2 1"), Ok((2, 1)));
        assert_eq!(bw("2,1"), Ok((2, 1)));
        assert_eq!(bw("2b1w"), Ok((2, 1)));
        assert_eq!(bw("2B 1W"), Ok((2, 1)));
        assert_eq!(bw("1w"), Ok((0, 1)));
        assert_eq!(bw("BBW"), Ok((2, 1)));
        assert_eq!(bw("b w"), Ok((1, 1)));
        assert_eq!(bw("-"), Ok((0, 0)));
        assert_eq!(bw("0 0"), Ok((0, 0)));
        assert_eq!(bw("4 0"), Ok((4, 0)));
    }

    #[test]
    fn seed_004_notation_reads_w_as_black_and_r_as_white() {
        let wr = |t| {
            parse_answer(t, 4, Rule::Mastermind, Notation::WhiteRed).map(|f| (f.black, f.white))
        };
        assert_eq!(wr("W"), Ok((1, 0)));
        assert_eq!(wr("RW"), Ok((1, 1)));
        assert_eq!(wr("WWW"), Ok((3, 0)));
        assert_eq!(wr("2w1r"), Ok((2, 1)));
        assert!(wr("BBW").is_err());
    }

    #[test]
    fn answers_that_cannot_be_are_refused() {
        assert_eq!(
            bw("3 2"),
            Err(AnswerError::TooMany {
                black: 3,
                white: 2,
                total: 5,
                pegs: 4,
                notation: Notation::BlackWhite,
            })
        );
        assert_eq!(
            bw("3 1"),
            Err(AnswerError::Impossible {
                black: 3,
                notation: Notation::BlackWhite
            })
        );
        assert!(matches!(bw("two"), Err(AnswerError::Unreadable { .. })));
        assert!(matches!(bw("1 2 3"), Err(AnswerError::Unreadable { .. })));
        assert!(matches!(bw(""), Err(AnswerError::Unreadable { .. })));
        assert!(matches!(bw("2b2b"), Err(AnswerError::Unreadable { .. })));
        let colour_game = parse_answer("3 1", 4, Rule::ColourGame, Notation::BlackWhite);
        assert_eq!(
            colour_game,
            Ok(Feedback::new(3, 1)),
            "secret 1123, guess 1121"
        );
    }

    #[test]
    fn refusals_speak_the_notation_in_use() {
        let wr = |t| parse_answer(t, 4, Rule::Mastermind, Notation::WhiteRed);
        let bw = |t| parse_answer(t, 4, Rule::Mastermind, Notation::BlackWhite);
        let said = |r: Result<Feedback, AnswerError>| r.expect_err("refused").to_string();
        assert_eq!(
            said(wr("3 1")),
            "3 white and 1 red cannot happen: when all pegs but one are right, the last one cannot be a right colour in another place"
        );
        assert!(said(wr("bbbb")).contains("white and red as '2 1', '2w1r', letters like 'WWR'"));
        assert!(said(wr("3 2")).starts_with("3 white and 2 red make 5 key pegs"));
        assert!(said(bw("3 1")).starts_with("3 black and 1 white cannot happen"));
        assert!(said(bw("xx")).contains("letters like 'BBW'"));
    }
}
