//! The catalogue's words that come from the game's data (colours, presets,
//! rules, strategies), and the help's paragraphs laid out line by line.

use mastermind_core::{Preset, Rule};
use mastermind_i18n::{FluentArgs, language, tr};
use mastermind_solver::Strategy;

/// The message `id` with no variables, for an id the data names.
fn named(id: &str) -> String {
    mastermind_i18n::format(language(), id, &FluentArgs::new())
}

/// A colour's name (`red`), by its name in the core's palette.
pub fn colour(name: &str) -> String {
    named(&format!("colour-{name}"))
}

/// A preset's title (`Mastermind, level I`).
pub fn preset_title(preset: Preset) -> String {
    named(&format!("preset-{}", preset.name()))
}

/// A rule as the chooser's table names it (`standard`).
pub fn rule_name(rule: Rule) -> String {
    match rule {
        Rule::Mastermind => tr!("term-rule-standard"),
        Rule::ColourGame => tr!("term-rule-colour-game"),
    }
}

/// What a strategy does, in one line.
pub fn strategy_description(strategy: Strategy) -> String {
    named(&format!("term-strategy-{}", strategy.name()))
}

/// A message of several lines, a line of the screen each. A marked message
/// (see `mastermind_i18n::set_marked`) stays marked on every line, so that
/// each line still reads as the catalogue's.
pub fn lines_of(text: &str) -> Vec<String> {
    let marked = text
        .strip_prefix('⟦')
        .and_then(|inner| inner.strip_suffix('⟧'));
    match marked {
        Some(inner) => inner.lines().map(|line| format!("⟦{line}⟧")).collect(),
        None => text.lines().map(str::to_string).collect(),
    }
}

/// `1, 3 and 4`.
pub fn and_list(items: &[String]) -> String {
    match items.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => tr!(
            "term-list-and",
            first = rest.join(", "),
            last = last.as_str()
        ),
        None => String::new(),
    }
}

/// `1, 3 or 4`.
pub fn or_list(items: &[String]) -> String {
    match items.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => tr!(
            "term-list-or",
            first = rest.join(", "),
            last = last.as_str()
        ),
        None => String::new(),
    }
}

/// A refusal of the rules as the screen says it (see
/// [`mastermind_i18n::refused`]), as a sentence.
pub fn refusal(e: &impl mastermind_core::refusal::Refusal) -> String {
    let english = sentence(&e.to_string());
    mastermind_i18n::refused(language(), Some(e.code()), &english)
}

/// A message as a sentence: its first letter capital, a full stop after.
pub fn sentence(message: &str) -> String {
    let mut chars = message.chars();
    match chars.next() {
        Some(first) => format!("{}{}.", first.to_uppercase(), chars.as_str()),
        None => String::new(),
    }
}
