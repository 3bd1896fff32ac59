//! A typed answer (black and white pegs, or white and red): what parses
//! never counts more key pegs than the code has.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mastermind_core::{Notation, Rule, parse_answer};

fuzz_target!(|input: (u8, bool, bool, &str)| {
    let (pegs, colour_game, white_red, text) = input;
    let pegs = pegs % 10;
    let rule = if colour_game { Rule::ColourGame } else { Rule::Mastermind };
    let notation = if white_red { Notation::WhiteRed } else { Notation::BlackWhite };
    match parse_answer(text, pegs, rule, notation) {
        Ok(feedback) => assert!(feedback.black + feedback.white <= pegs),
        Err(error) => assert!(!error.to_string().is_empty()),
    }
});
