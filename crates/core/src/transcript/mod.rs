//! Transcripts: a finished game or duel written as plain text that a person
//! reads and a program parses back, as chess has PGN. A tag section
//! (`[Name "value"]`, one per line: who played, when, the setup, the codes,
//! the result), a blank line, then one line per turn: the guess and its
//! answer, `3. 1234 B1W2`; a duel's line holds both players' guesses, white's
//! first, `3. 11223 B1W2 | 44556 B0W0`. docs/developers/transcript.md
//! describes it for other programs.
//!
//! Reading replays every guess by the rules and refuses a transcript whose
//! answers, end or result the rules would not give, so a transcript read is
//! a game that was played.

mod duel;
mod game;
mod tags;

use crate::code::Code;
use crate::colour::Palette;
use crate::feedback::{Feedback, Rule};
use crate::setup::Setup;

pub use duel::{DuelTranscript, read_duel, write_duel};
pub use game::{GameTranscript, read_game, write_game};
pub use tags::Tags;

/// Why a text is not a transcript the rules allow.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TranscriptError {
    #[error("line {line}: not a tag ([Name \"value\"]): {text}")]
    Tag { line: usize, text: String },
    #[error("the tag {0} is missing")]
    Missing(&'static str),
    #[error("the tag {tag} says '{value}': {why}")]
    BadTag {
        tag: &'static str,
        value: String,
        why: String,
    },
    #[error("line {line}: {why}")]
    Turn { line: usize, why: String },
    #[error("turn {turn}: the answer written is {written}, the rules give {given}")]
    Answer {
        turn: usize,
        written: String,
        given: String,
    },
    #[error("the result written is '{written}', the turns give '{given}'")]
    Result { written: String, given: String },
}

/// The Date tag of a moment (Unix ms): its day in UTC, `YYYY.MM.DD`.
pub fn day(millis: i64) -> Option<String> {
    let when =
        time::OffsetDateTime::from_unix_timestamp_nanos(i128::from(millis) * 1_000_000).ok()?;
    Some(format!(
        "{:04}.{:02}.{:02}",
        when.year(),
        u8::from(when.month()),
        when.day()
    ))
}

/// The setup's tag: `4 pegs, 6 colours, 10 turns, mastermind`, then
/// `blanks` and `no repetition` when they hold.
fn setup_tag(setup: &Setup) -> String {
    let mut text = format!(
        "{} pegs, {} colours, {} turns, {}",
        setup.pegs(),
        setup.colours(),
        setup.turns(),
        setup.rule().name()
    );
    if setup.has_blanks() {
        text.push_str(", blanks");
    }
    if !setup.allows_repetition() {
        text.push_str(", no repetition");
    }
    text
}

/// The palette's tag, when it is not the first colours in their order.
fn palette_tag(setup: &Setup) -> Option<String> {
    let names: Vec<&str> = setup.palette().colours().map(|c| c.name).collect();
    let first: Vec<&str> = Palette::first(setup.colours())
        .colours()
        .map(|c| c.name)
        .collect();
    (names != first).then(|| names.join(", "))
}

/// Reads the Setup and Palette tags back.
fn read_setup(tags: &Tags) -> Result<Setup, TranscriptError> {
    let text = tags.get("Setup").ok_or(TranscriptError::Missing("Setup"))?;
    let bad = |why: String| TranscriptError::BadTag {
        tag: "Setup",
        value: text.to_string(),
        why,
    };
    let parts: Vec<&str> = text.split(',').map(str::trim).collect();
    let number = |index: usize, unit: &str| -> Result<u8, TranscriptError> {
        parts
            .get(index)
            .and_then(|p| p.strip_suffix(unit))
            .and_then(|n| n.trim().parse().ok())
            .ok_or_else(|| bad(format!("part {} should be a number of {unit}", index + 1)))
    };
    let (pegs, colours, turns) = (
        number(0, "pegs")?,
        number(1, "colours")?,
        number(2, "turns")?,
    );
    let rule: Rule = parts
        .get(3)
        .ok_or_else(|| bad("the feedback rule is missing".to_string()))?
        .parse()
        .map_err(|e: crate::feedback::UnknownRule| bad(e.to_string()))?;
    let mut blanks = false;
    let mut repetition = true;
    for extra in &parts[4..] {
        match *extra {
            "blanks" => blanks = true,
            "no repetition" => repetition = false,
            other => return Err(bad(format!("'{other}' is not blanks or no repetition"))),
        }
    }
    let palette = match tags.get("Palette") {
        None => Palette::first(colours),
        Some(names) => {
            let names: Vec<&str> = names.split(',').map(str::trim).collect();
            Palette::from_names(&names).ok_or_else(|| TranscriptError::BadTag {
                tag: "Palette",
                value: names.join(", "),
                why: "not colours of the game".to_string(),
            })?
        }
    };
    Setup::with_palette(pegs, colours, turns, rule, palette)
        .map(|s| s.blanks(blanks))
        .and_then(|s| s.repetition(repetition))
        .map_err(|e| bad(e.to_string()))
}

/// A code as a transcript writes it: digits, or numbers between commas
/// when a colour's number has two digits.
fn code_text(code: &Code) -> String {
    if code.pegs().iter().any(|&p| p > 9) {
        let numbers: Vec<String> = code.pegs().iter().map(u8::to_string).collect();
        numbers.join(",")
    } else {
        code.to_string()
    }
}

/// An answer as a transcript writes it: `B1W2`.
fn answer_text(feedback: Feedback) -> String {
    format!("B{}W{}", feedback.black, feedback.white)
}

/// Reads `B1W2`.
fn read_answer(text: &str) -> Option<Feedback> {
    let (black, white) = text.strip_prefix('B')?.split_once('W')?;
    Some(Feedback::new(black.parse().ok()?, white.parse().ok()?))
}

/// A code tag read in `setup`.
fn read_code(setup: &Setup, tag: &'static str, text: &str) -> Result<Code, TranscriptError> {
    setup.parse_code(text).map_err(|e| TranscriptError::BadTag {
        tag,
        value: text.to_string(),
        why: e.to_string(),
    })
}

/// The turn lines after the tags: (line number, the text after `N. `),
/// numbered from 1 without gaps.
fn turn_lines(body: &[(usize, &str)]) -> Result<Vec<(usize, String)>, TranscriptError> {
    let mut turns = Vec::new();
    for (line, text) in body {
        let text = text.trim();
        if text.is_empty() {
            continue;
        }
        let want = format!("{}. ", turns.len() + 1);
        let Some(rest) = text.strip_prefix(&want) else {
            return Err(TranscriptError::Turn {
                line: *line,
                why: format!("expected turn {}, written as '{want}…'", turns.len() + 1),
            });
        };
        turns.push((*line, rest.trim().to_string()));
    }
    Ok(turns)
}

/// One player's guess and answer on a turn line: `1234 B1W2`.
fn read_move(setup: &Setup, line: usize, text: &str) -> Result<(Code, Feedback), TranscriptError> {
    let bad = |why: String| TranscriptError::Turn { line, why };
    let (guess, answer) = text
        .trim()
        .rsplit_once(' ')
        .ok_or_else(|| bad(format!("'{text}' is not a guess and its answer")))?;
    let code = setup
        .parse_code(guess)
        .map_err(|e| bad(format!("the guess '{guess}': {e}")))?;
    let feedback =
        read_answer(answer).ok_or_else(|| bad(format!("'{answer}' is not an answer like B1W2")))?;
    Ok((code, feedback))
}
