//! A typed code, on every preset: what parses writes back as the same code,
//! and scores all black against itself.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mastermind_core::{Feedback, Preset};

fuzz_target!(|text: &str| {
    for preset in Preset::ALL {
        let setup = preset.setup();
        if let Ok(code) = setup.parse_code(text) {
            assert_eq!(code.len(), usize::from(setup.pegs()));
            let again = setup.parse_code(&code.to_string()).expect("a code reads back");
            assert_eq!(again, code);
            assert_eq!(
                setup.score(&code, &code),
                Feedback::new(setup.pegs(), 0)
            );
        }
    }
});
