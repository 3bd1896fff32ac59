//! The words the command line takes from elsewhere, in the terminal's
//! language: the core's refusals and the server's (by their stable code),
//! the presets' titles and the colours' names.

use mastermind_core::refusal::Refusal;
use mastermind_core::{Code, Preset, Setup};
use mastermind_i18n::{FluentArgs, tr};

/// The message `id` when the catalogue has it; `None` otherwise.
fn catalogued(id: &str) -> Option<String> {
    let lang = mastermind_i18n::language();
    mastermind_i18n::has(lang, id).then(|| mastermind_i18n::format(lang, id, &FluentArgs::new()))
}

/// A refusal with a stable code (`code_length`): in English the core's own
/// message, which names the details; in another language the catalogue's
/// message for the code (`error-code-length`), or the English one where it
/// has none.
pub fn refusal(error: &impl Refusal) -> String {
    coded(Some(error.code()), &error.to_string())
}

/// A refusal whose code (from the server's `code`, say) may be missing.
pub fn coded(code: Option<&str>, english_message: &str) -> String {
    mastermind_i18n::refused(mastermind_i18n::language(), code, english_message)
}

/// A number as Rust writes it (`2.5`, `6.0`, no separators between
/// thousands) with the language's decimal separator: `2,5`.
pub fn figure(text: impl ToString) -> String {
    let decimal = mastermind_i18n::language().decimal;
    text.to_string()
        .replace('.', decimal.encode_utf8(&mut [0; 4]))
}

/// `value` with `digits` decimals as Rust writes it, with the language's
/// decimal separator: `4.4761`, `4,4761`.
pub fn fixed(value: f64, digits: usize) -> String {
    figure(format!("{value:.digits$}"))
}

/// A preset's title: "Mastermind, level I".
pub fn preset_title(preset: Preset) -> String {
    match preset {
        Preset::Mastermind1 => tr!("cmd-preset-mastermind-1"),
        Preset::Mastermind2 => tr!("cmd-preset-mastermind-2"),
        Preset::Mastermind3 => tr!("cmd-preset-mastermind-3"),
        Preset::Colour1 => tr!("cmd-preset-colour-1"),
        Preset::Colour2 => tr!("cmd-preset-colour-2"),
        Preset::Colour3 => tr!("cmd-preset-colour-3"),
        Preset::Board => tr!("cmd-preset-board"),
        Preset::BoardBlanks => tr!("cmd-preset-board-blanks"),
        Preset::Logik => tr!("cmd-preset-logik"),
    }
}

/// A colour's name (`red`), from the palette's English name.
pub fn colour(name: &str) -> String {
    catalogued(&format!("colour-{name}")).unwrap_or_else(|| name.to_string())
}

/// A code in colour names: "red blue yellow green".
pub fn describe(setup: &Setup, code: &Code) -> String {
    code.pegs()
        .iter()
        .map(|&p| colour(setup.colour_name(p)))
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_words_are_the_cores() {
        let setup = Preset::Mastermind1.setup();
        let code = setup.parse_code("1234").unwrap();
        assert_eq!(describe(&setup, &code), setup.describe(&code));
        for preset in Preset::ALL {
            assert_eq!(preset_title(preset), preset.title());
        }
    }
}
