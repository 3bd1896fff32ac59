//! The terminal's language, chosen once before anything is printed (clap's
//! help included): `--lang` if given, else the locale's variables.

use std::ffi::OsString;

use mastermind_i18n::{LANGUAGES, Language, tr};

/// The value of `--lang` (`--lang da` or `--lang=da`) among `args`, read
/// ahead of clap, which needs the language for its help.
fn requested(args: impl IntoIterator<Item = OsString>) -> Option<String> {
    let mut args = args.into_iter().skip(1);
    // The last one given wins, as it would for clap.
    let mut found = None;
    while let Some(arg) = args.next() {
        let arg = arg.to_string_lossy().into_owned();
        if arg == "--" {
            break;
        }
        if arg == "--lang" {
            found = Some(
                args.next()
                    .map_or_else(String::new, |v| v.to_string_lossy().into_owned()),
            );
        } else if let Some(value) = arg.strip_prefix("--lang=") {
            found = Some(value.to_string());
        }
    }
    found
}

/// Sets the language of the command's words from `args` and the locale;
/// an unknown `--lang` is refused with a message (in the locale's language).
pub fn choose(
    args: impl IntoIterator<Item = OsString>,
    locale: impl Fn(&str) -> Option<String>,
) -> Result<Language, String> {
    let lang = Language::from_locale(locale);
    mastermind_i18n::set_language(lang);
    let Some(name) = requested(args) else {
        return Ok(lang);
    };
    match Language::named(&name) {
        Some(chosen) => {
            mastermind_i18n::set_language(chosen);
            Ok(chosen)
        }
        None => {
            let languages: Vec<&str> = LANGUAGES.iter().map(|l| l.tag).collect();
            Err(tr!(
                "cmd-lang-unknown",
                lang = name,
                languages = languages.join(", ")
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<OsString> {
        std::iter::once("mastermind")
            .chain(list.iter().copied())
            .map(OsString::from)
            .collect()
    }

    #[test]
    fn lang_is_found_in_either_spelling_and_not_after_the_end_of_options() {
        assert_eq!(
            requested(args(&["play", "--lang", "da"])),
            Some("da".into())
        );
        assert_eq!(requested(args(&["--lang=en", "play"])), Some("en".into()));
        assert_eq!(requested(args(&["play", "--", "--lang", "da"])), None);
        assert_eq!(requested(args(&["play", "--lang"])), Some(String::new()));
        assert_eq!(requested(args(&["play"])), None);
        assert_eq!(
            requested(args(&["--lang", "en", "play", "--lang", "da"])),
            Some("da".into())
        );
    }
}
