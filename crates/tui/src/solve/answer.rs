//! The answer a person types for one guess, key by key, in either notation:
//! `b`/`w` (or seed 004's `w`/`r`) add a key peg, digits type counts, `-` is
//! none. What is typed is read by [`parse_answer`], so the full screen takes
//! exactly the answers the line protocol takes and refuses the same ones.

use mastermind_core::{AnswerError, Feedback, Notation, Rule, Setup, parse_answer};
use mastermind_i18n::tr;

/// The longest answer a person can type: room for every form of 8 pegs.
const MAX_LEN: usize = 16;

/// How a notation types the two kinds of key peg.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Words {
    /// Right colour in the right place: `b`, or `w` in seed 004's notation.
    pub right_key: char,
    /// Right colour in another place: `w`, or `r`.
    pub wrong_key: char,
}

pub fn words(notation: Notation) -> Words {
    match notation {
        Notation::BlackWhite => Words {
            right_key: 'b',
            wrong_key: 'w',
        },
        Notation::WhiteRed => Words {
            right_key: 'w',
            wrong_key: 'r',
        },
    }
}

/// The notation as the catalogue's messages select their words by it.
pub fn tag(notation: Notation) -> &'static str {
    match notation {
        Notation::BlackWhite => "black-white",
        Notation::WhiteRed => "white-red",
    }
}

/// `2 black, 1 white` (or `2 white, 1 red`); `none` for no key peg at all.
pub fn spoken(feedback: Feedback, notation: Notation) -> String {
    if feedback.black == 0 && feedback.white == 0 {
        return tr!("term-answer-none");
    }
    tr!(
        "term-answer-spoken",
        notation = tag(notation),
        right = feedback.black,
        wrong = feedback.white
    )
}

/// Why an answer was refused, as a sentence in the notation's words.
pub fn refused(error: &AnswerError) -> String {
    match error {
        AnswerError::Unreadable { text, notation } => tr!(
            "term-answer-unreadable",
            notation = tag(*notation),
            text = text.as_str()
        ),
        AnswerError::TooMany {
            black,
            white,
            total,
            pegs,
            notation,
        } => tr!(
            "term-answer-too-many-pegs",
            notation = tag(*notation),
            right = *black,
            wrong = *white,
            total = *total,
            pegs = *pegs
        ),
        AnswerError::Impossible { black, notation } => tr!(
            "term-answer-impossible",
            notation = tag(*notation),
            right = *black
        ),
    }
}

/// The answer in key letters as a person would type it: `bbw` (or `wwr`), `-` for none.
pub fn letters(feedback: Feedback, notation: Notation) -> String {
    if feedback.black == 0 && feedback.white == 0 {
        return "-".to_string();
    }
    let words = words(notation);
    let mut text = String::new();
    text.extend(std::iter::repeat_n(
        words.right_key,
        usize::from(feedback.black),
    ));
    text.extend(std::iter::repeat_n(
        words.wrong_key,
        usize::from(feedback.white),
    ));
    text
}

/// The answer being typed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AnswerInput {
    text: String,
}

impl AnswerInput {
    pub fn text(&self) -> &str {
        &self.text
    }

    pub fn is_empty(&self) -> bool {
        self.text.is_empty()
    }

    pub fn clear(&mut self) {
        self.text.clear();
    }

    /// Whether `c` is part of an answer in `notation`.
    pub fn takes(c: char, notation: Notation) -> bool {
        let words = words(notation);
        let c = c.to_ascii_lowercase();
        c == words.right_key
            || c == words.wrong_key
            || c.is_ascii_digit()
            || matches!(c, '-' | ' ' | ',')
    }

    /// Types one character; `false` when it is no part of an answer (or the
    /// answer is already as long as any answer can be).
    pub fn push(&mut self, c: char, notation: Notation) -> bool {
        if !Self::takes(c, notation) {
            return false;
        }
        let c = c.to_ascii_lowercase();
        if c == '-' {
            // None replaces whatever was typed.
            self.text = "-".to_string();
            return true;
        }
        if self.text == "-" {
            self.text.clear();
        }
        if c == ' ' || c == ',' {
            if !self.text.is_empty() && !self.text.ends_with(' ') {
                self.text.push(' ');
            }
            return true;
        }
        if self.text.len() >= MAX_LEN {
            return false;
        }
        // Two digits in a row are two counts: `21` is 2 black and 1 white.
        if c.is_ascii_digit() && self.text.ends_with(|p: char| p.is_ascii_digit()) {
            self.text.push(' ');
        }
        self.text.push(c);
        true
    }

    /// Takes back the last key (and the space a digit brought with it).
    pub fn backspace(&mut self) {
        self.text.pop();
        if self.text.ends_with(' ') {
            self.text.pop();
        }
    }

    /// The answer as typed so far, before the checks of the setup: what the
    /// row shows while the person types.
    pub fn preview(&self, notation: Notation) -> Option<Feedback> {
        // With room for any count and the rule that allows every split,
        // parse_answer only reads; the real checks come with Enter.
        parse_answer(&self.text, u8::MAX, Rule::ColourGame, notation).ok()
    }

    /// The answer, checked against the setup: no more key pegs than pegs,
    /// and no answer the rule cannot give.
    pub fn parse(&self, setup: &Setup, notation: Notation) -> Result<Feedback, AnswerError> {
        parse_answer(&self.text, setup.pegs(), setup.rule(), notation)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mastermind_core::Preset;

    fn typed(keys: &str, notation: Notation) -> AnswerInput {
        let mut input = AnswerInput::default();
        for c in keys.chars() {
            input.push(c, notation);
        }
        input
    }

    fn read(keys: &str, notation: Notation) -> Result<(u8, u8), AnswerError> {
        typed(keys, notation)
            .parse(&Preset::Mastermind1.setup(), notation)
            .map(|f| (f.black, f.white))
    }

    #[test]
    fn letters_digits_and_none_read_as_the_line_protocol_reads_them() {
        let bw = Notation::BlackWhite;
        assert_eq!(read("bbw", bw), Ok((2, 1)));
        assert_eq!(read("BBW", bw), Ok((2, 1)));
        assert_eq!(read("21", bw), Ok((2, 1)));
        assert_eq!(typed("21", bw).text(), "2 1");
        assert_eq!(read("2b1w", bw), Ok((2, 1)));
        assert_eq!(read("-", bw), Ok((0, 0)));
        assert_eq!(read("bb-", bw), Ok((0, 0)));
        assert_eq!(read("-b", bw), Ok((1, 0)));
        assert_eq!(
            read("bbbw", bw),
            Err(AnswerError::Impossible {
                black: 3,
                notation: bw
            })
        );
        assert!(matches!(
            read("bbwww", bw),
            Err(AnswerError::TooMany { .. })
        ));
        assert!(matches!(read("", bw), Err(AnswerError::Unreadable { .. })));
    }

    #[test]
    fn seed_004_notation_types_w_for_right_place_and_r_for_wrong_place() {
        let wr = Notation::WhiteRed;
        assert_eq!(read("wwr", wr), Ok((2, 1)));
        assert_eq!(read("2w1r", wr), Ok((2, 1)));
        assert!(!typed("", wr).clone().push('b', wr));
        assert_eq!(letters(Feedback::new(1, 2), wr), "wrr");
        assert_eq!(spoken(Feedback::new(1, 2), wr), "1 white, 2 red");
        assert_eq!(spoken(Feedback::new(0, 0), wr), "none");
    }

    #[test]
    fn backspace_takes_back_a_key_and_the_space_of_a_count() {
        let mut input = typed("21", Notation::BlackWhite);
        input.backspace();
        assert_eq!(input.text(), "2");
        input.backspace();
        assert!(input.is_empty());
        input.backspace();
        assert!(input.is_empty());
    }

    #[test]
    fn the_preview_reads_what_enter_would_refuse() {
        let input = typed("bbbbb", Notation::BlackWhite);
        assert_eq!(
            input.preview(Notation::BlackWhite),
            Some(Feedback::new(5, 0))
        );
        assert!(
            input
                .parse(&Preset::Mastermind1.setup(), Notation::BlackWhite)
                .is_err()
        );
        assert_eq!(
            typed("b2", Notation::BlackWhite).preview(Notation::BlackWhite),
            None
        );
    }
}
