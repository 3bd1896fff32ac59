//! The JSON bodies of the web API as the server reads them: a body either
//! fails to parse or names a setup that the server resolves or refuses with a
//! message; guesses against it parse or are refused.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mastermind_server::resolve_setup;
use mastermind_server::views::{FeedbackRequest, GuessRequest, NewGameRequest, ScoreRequest};

fuzz_target!(|data: &[u8]| {
    if let Ok(request) = serde_json::from_slice::<NewGameRequest>(data) {
        if let Ok((setup, _)) = resolve_setup(request.preset.as_deref(), request.setup.as_ref()) {
            assert!(setup.code_count() > 0);
        }
    }
    if let Ok(request) = serde_json::from_slice::<FeedbackRequest>(data) {
        if let Ok((setup, _)) = resolve_setup(request.preset.as_deref(), request.setup.as_ref()) {
            if let Ok(secret) = setup.parse_code(&request.secret) {
                for guess in request.guesses.iter().take(64) {
                    if let Ok(guess) = setup.parse_code(guess) {
                        let feedback = setup.score(&secret, &guess);
                        assert!(feedback.black + feedback.white <= setup.pegs());
                    }
                }
            }
        }
    }
    if let Ok(request) = serde_json::from_slice::<GuessRequest>(data) {
        for preset in mastermind_core::Preset::ALL {
            let _ = preset.setup().parse_code(&request.guess);
        }
    }
    if let Ok(request) = serde_json::from_slice::<ScoreRequest>(data) {
        let _ = mastermind_core::PlayerName::parse(&request.name);
    }
});
