//! High-score and account names: an accepted name is trimmed, short enough
//! counted in characters, and hides nothing (no control or format
//! characters).
#![no_main]

use libfuzzer_sys::fuzz_target;
use mastermind_core::PlayerName;
use mastermind_core::account::AccountName;
use mastermind_core::highscore::MAX_NAME_CHARS;

fuzz_target!(|text: &str| {
    if let Ok(name) = PlayerName::parse(text) {
        let name = name.as_str();
        assert_eq!(name, name.trim());
        assert!(!name.is_empty());
        assert!(name.chars().count() <= MAX_NAME_CHARS);
        assert!(!name.chars().any(char::is_control));
        assert!(!name.contains('\u{202E}') && !name.contains('\u{200B}'));
    }
    if let Ok(account) = AccountName::parse(text) {
        let name = account.as_str();
        assert!((3..=20).contains(&name.len()));
        assert!(name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'));
    }
});
