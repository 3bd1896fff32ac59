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

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AnswerError {
    #[error(
        "'{0}' is not an answer: give black and white as '2 1', '2b1w', letters like 'BBW', or '-' for none"
    )]
    Unreadable(String),
    #[error("{black} black and {white} white make {total} key pegs; this game has {pegs} pegs")]
    TooMany {
        black: u8,
        white: u8,
        total: u8,
        pegs: u8,
    },
    #[error(
        "{black} black and 1 white cannot happen: when all pegs but one are right, the last one cannot be a right colour in another place"
    )]
    Impossible { black: u8 },
}

/// Parses an answer for a game of `pegs` pegs under `rule`.
pub fn parse_answer(
    text: &str,
    pegs: u8,
    rule: Rule,
    notation: Notation,
) -> Result<Feedback, AnswerError> {
    let unreadable = || AnswerError::Unreadable(text.trim().to_string());
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
    check_feedback(feedback, pegs, rule)?;
    Ok(feedback)
}

/// Whether a codemaker may give `feedback` in a game of `pegs` pegs under
/// `rule`: never more key pegs than pegs, and under the mastermind rule
/// never all pegs but one black with the last one white. (Under the
/// colour-game rule that answer happens: secret 1123, guess 1121.)
pub fn check_feedback(feedback: Feedback, pegs: u8, rule: Rule) -> Result<(), AnswerError> {
    let Feedback { black, white } = feedback;
    let total = black.saturating_add(white);
    if total > pegs {
        return Err(AnswerError::TooMany {
            black,
            white,
            total,
            pegs,
        });
    }
    if rule == Rule::Mastermind && pegs > 0 && black == pegs - 1 && white == 1 {
        return Err(AnswerError::Impossible { black });
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
                pegs: 4
            })
        );
        assert_eq!(bw("3 1"), Err(AnswerError::Impossible { black: 3 }));
        assert!(matches!(bw("two"), Err(AnswerError::Unreadable(_))));
        assert!(matches!(bw("1 2 3"), Err(AnswerError::Unreadable(_))));
        assert!(matches!(bw(""), Err(AnswerError::Unreadable(_))));
        assert!(matches!(bw("2b2b"), Err(AnswerError::Unreadable(_))));
        let colour_game = parse_answer("3 1", 4, Rule::ColourGame, Notation::BlackWhite);
        assert_eq!(
            colour_game,
            Ok(Feedback::new(3, 1)),
            "secret 1123, guess 1121"
        );
    }
}
