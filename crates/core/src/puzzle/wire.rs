//! The JSON shape of a puzzle's setup, and the text its id is hashed from.

use std::fmt::Write;

use super::{Puzzle, Task};

/// FNV-1a, 64 bits.
pub(super) fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// Everything that makes a puzzle the puzzle it is, and nothing that
/// changes as it is played (its rating).
pub(super) fn canonical(puzzle: &Puzzle) -> String {
    let s = &puzzle.setup;
    let mut text = format!(
        "{}x{} turns {} rule {} blanks {} repetition {} palette",
        s.pegs(),
        s.colours(),
        s.turns(),
        s.rule(),
        s.has_blanks(),
        s.allows_repetition()
    );
    for colour in s.palette().colours() {
        let _ = write!(text, " {}", colour.name);
    }
    for turn in &puzzle.position {
        let _ = write!(text, "|{} {} {}", turn.guess, turn.black, turn.white);
    }
    match puzzle.task {
        Task::BreakIn { guesses } => {
            let _ = write!(text, "|break_in {guesses}");
        }
        Task::BestGuess => text.push_str("|best_guess"),
    }
    text
}

/// (De)serialises a [`Setup`](crate::Setup) as its JSON view: pegs, colours,
/// blanks, repetition, turns, rule and the palette's colour names.
pub(super) mod setup {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use crate::colour::Palette;
    use crate::feedback::Rule;
    use crate::setup::Setup;

    #[derive(Deserialize)]
    struct View {
        pegs: u8,
        colours: u8,
        blanks: bool,
        repetition: bool,
        turns: u8,
        rule: Rule,
        palette: Vec<String>,
    }

    pub fn serialize<S: Serializer>(setup: &Setup, serializer: S) -> Result<S::Ok, S::Error> {
        setup.serialize(serializer)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Setup, D::Error> {
        use serde::de::Error;
        let view = View::deserialize(deserializer)?;
        let names: Vec<&str> = view.palette.iter().map(String::as_str).collect();
        let palette = Palette::from_names(&names)
            .ok_or_else(|| D::Error::custom("the palette names a colour the game lacks"))?;
        Setup::with_palette(view.pegs, view.colours, view.turns, view.rule, palette)
            .map_err(D::Error::custom)?
            .blanks(view.blanks)
            .repetition(view.repetition)
            .map_err(D::Error::custom)
    }
}
