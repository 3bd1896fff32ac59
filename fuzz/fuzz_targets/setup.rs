//! A custom setup from its numbers and flags: either refused with a
//! message, or a setup whose codes parse and score within their pegs.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mastermind_core::{Palette, Rule, Setup};

fuzz_target!(|input: (u8, u8, u8, bool, bool, bool, &str)| {
    let (pegs, colours, turns, colour_game, blanks, repetition, guess) = input;
    let rule = if colour_game { Rule::ColourGame } else { Rule::Mastermind };
    let setup = Setup::with_palette(pegs, colours, turns, rule, Palette::first(colours))
        .and_then(|s| s.blanks(blanks).repetition(repetition));
    match setup {
        Err(error) => assert!(!error.to_string().is_empty()),
        Ok(setup) => {
            assert!(setup.code_count() > 0);
            if let Ok(code) = setup.parse_code(guess) {
                let feedback = setup.score(&code, &code);
                assert_eq!(feedback.black, setup.pegs());
            }
        }
    }
});
