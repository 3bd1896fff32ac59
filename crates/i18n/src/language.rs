//! The languages, and choosing one: from a browser's `Accept-Language`, a
//! terminal's locale variables, or a name given (`--lang`, the menu's
//! switch, an account's setting).

use fluent_langneg::LanguageIdentifier;
use fluent_langneg::{NegotiationStrategy, accepted_languages, negotiate_languages};

/// One language the platform speaks: its tag (the directory of its
/// catalogues, `<html lang>`, the `lang` cookie) and how it writes numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Language {
    /// BCP 47 (`en`, `da`).
    pub tag: &'static str,
    /// Its own name for itself, as the language switch shows it.
    pub name: &'static str,
    /// Between the whole and the fraction: `38.80` / `38,80`.
    pub decimal: char,
    /// Between groups of three digits: `20,471` / `20.471`.
    pub group: char,
    /// Between a number and `%`: `38.80%` / `38,80 %`.
    pub percent_gap: &'static str,
    /// A name's genitive (Fluent's `POSSESSIVE($name)`): what follows
    /// every name, and what follows a name ending in one of `after`.
    pub possessive: Possessive,
}

/// How a language makes a name's genitive: `Bob's`; `Bobs`, `Klaus'`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Possessive {
    pub ending: &'static str,
    pub after: &'static str,
    pub ending_after: &'static str,
}

/// `name`'s genitive in `lang`: `Bob's`, `Bobs`, `Klaus'`.
pub fn possessive(lang: Language, name: &str) -> String {
    let rule = lang.possessive;
    let last = name
        .chars()
        .next_back()
        .map(|c| c.to_lowercase().to_string());
    let ending = match last {
        Some(last) if rule.after.contains(last.as_str()) => rule.ending_after,
        _ => rule.ending,
    };
    format!("{name}{ending}")
}

/// English first: the language of a reader none of whose languages is here.
pub const LANGUAGES: &[Language] = &[
    Language {
        tag: "en",
        name: "English",
        decimal: '.',
        group: ',',
        percent_gap: "",
        possessive: Possessive {
            ending: "'s",
            after: "",
            ending_after: "'s",
        },
    },
    Language {
        tag: "da",
        name: "Dansk",
        decimal: ',',
        group: '.',
        percent_gap: "\u{a0}",
        possessive: Possessive {
            ending: "s",
            after: "sxz",
            ending_after: "'",
        },
    },
];

impl Language {
    /// English.
    pub fn default_language() -> Language {
        LANGUAGES[0]
    }

    /// The language named `name`: its tag, or a locale or language tag
    /// that starts with it (`da`, `da-DK`, `da_DK.UTF-8`, `EN`).
    pub fn named(name: &str) -> Option<Language> {
        let primary = name
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        LANGUAGES.iter().copied().find(|l| l.tag == primary)
    }

    /// The reader's best language by `Accept-Language` (`da, en;q=0.8`),
    /// English when none of theirs is here.
    pub fn negotiate(accept_language: &str) -> Language {
        let requested = accepted_languages::parse(accept_language);
        let available: Vec<LanguageIdentifier> = LANGUAGES
            .iter()
            .filter_map(|l| l.tag.parse().ok())
            .collect();
        let chosen = negotiate_languages(&requested, &available, None, NegotiationStrategy::Lookup);
        chosen
            .first()
            .and_then(|id| Language::named(&id.to_string()))
            .unwrap_or_else(Language::default_language)
    }

    /// The terminal's language by POSIX's order: `LC_ALL`, then
    /// `LC_MESSAGES`, then `LANG` (the first set and not empty decides;
    /// `C` and `POSIX` are English), given the variables' values.
    pub fn from_locale(lookup: impl Fn(&str) -> Option<String>) -> Language {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|name| lookup(name))
            .find(|value| !value.is_empty())
            .and_then(|value| Language::named(&value))
            .unwrap_or_else(Language::default_language)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tag(l: Language) -> &'static str {
        l.tag
    }

    #[test]
    fn accept_language_chooses_by_preference() {
        assert_eq!(tag(Language::negotiate("da, en;q=0.8")), "da");
        assert_eq!(tag(Language::negotiate("en-GB, da;q=0.9")), "en");
        assert_eq!(tag(Language::negotiate("da-DK")), "da");
        assert_eq!(tag(Language::negotiate("de-DE, da;q=0.5")), "da");
        assert_eq!(tag(Language::negotiate("fr, de")), "en");
        assert_eq!(tag(Language::negotiate("")), "en");
        assert_eq!(tag(Language::negotiate("*")), "en");
    }

    #[test]
    fn the_locale_follows_posix_order() {
        let env = |vars: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                vars.iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert_eq!(
            tag(Language::from_locale(env(&[("LANG", "da_DK.UTF-8")]))),
            "da"
        );
        assert_eq!(
            tag(Language::from_locale(env(&[
                ("LANG", "da_DK.UTF-8"),
                ("LC_ALL", "C")
            ]))),
            "en"
        );
        assert_eq!(
            tag(Language::from_locale(env(&[
                ("LC_MESSAGES", "da_DK"),
                ("LANG", "en_US")
            ]))),
            "da"
        );
        assert_eq!(
            tag(Language::from_locale(env(&[
                ("LC_ALL", ""),
                ("LANG", "da")
            ]))),
            "da"
        );
        assert_eq!(tag(Language::from_locale(env(&[]))), "en");
    }

    #[test]
    fn a_genitive_by_the_languages_rule() {
        let da = Language::named("da").unwrap();
        let en = Language::named("en").unwrap();
        assert_eq!(possessive(da, "Bob"), "Bobs");
        assert_eq!(possessive(da, "Klaus"), "Klaus'");
        assert_eq!(possessive(da, "MAX"), "MAX'");
        assert_eq!(possessive(en, "Klaus"), "Klaus's");
    }

    #[test]
    fn named_takes_tags_and_locales() {
        assert_eq!(Language::named("DA").map(tag), Some("da"));
        assert_eq!(Language::named("da_DK.UTF-8").map(tag), Some("da"));
        assert_eq!(Language::named("en-US").map(tag), Some("en"));
        assert_eq!(Language::named("sv"), None);
        assert_eq!(Language::named(""), None);
    }
}
