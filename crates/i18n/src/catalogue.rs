//! The catalogues, loaded once: one Fluent bundle per language from its
//! embedded `locales/<tag>/*.ftl`.

use std::borrow::Cow;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use rust_embed::Embed;

use crate::{LANGUAGES, Language, decimal};

#[derive(Embed)]
#[folder = "locales/"]
struct Locales;

/// The areas a language's words are kept in, one file each, and the
/// prefix of each area's message ids (so that two areas never name one
/// message): `shared` (the game's words and the refusals' messages, for
/// every edge: `colour-`, `error-`, the layout's `menu-`, …), `pages`
/// (the pages as the server writes them: `page-`), the page scripts'
/// `play` (`play-`), `series` (`series-`), `accounts` (`accounts-`) and
/// `online` (`online-`), the terminal's screens (`terminal`, `term-`) and
/// the command line's help and messages (`command`, `cmd-`), and the
/// site's mails (`mail`, `mail-`).
pub const AREAS: &[&str] = &[
    "shared", "pages", "play", "series", "accounts", "online", "terminal", "command", "mail",
];

/// The areas a page carries for its scripts (the templates' own words
/// are written into the page by the server, and not carried again).
pub const WEB_AREAS: &[&str] = &["shared", "play", "series", "accounts", "online"];

type Bundle = FluentBundle<FluentResource>;

fn bundles() -> &'static Vec<Bundle> {
    static BUNDLES: OnceLock<Vec<Bundle>> = OnceLock::new();
    BUNDLES.get_or_init(|| {
        LANGUAGES
            .iter()
            .enumerate()
            .map(|(index, &lang)| bundle(index, lang))
            .collect()
    })
}

fn bundle(index: usize, lang: Language) -> Bundle {
    let id = lang.tag.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Unicode isolation marks would reach the terminal's cells and the
    // tests' text; our variables are names and numbers.
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(formatter(index)));
    // NUMBER($n, minimumFractionDigits: 2), as in the browser.
    let _ = bundle.add_function("NUMBER", fluent_bundle::builtins::NUMBER);
    // POSSESSIVE($name): a name's genitive by the language's rule.
    let _ = bundle.add_function("POSSESSIVE", move |positional, _| {
        let name = match positional.first() {
            Some(FluentValue::String(name)) => name.to_string(),
            Some(FluentValue::Number(n)) => n.as_string().into_owned(),
            _ => return FluentValue::Error,
        };
        FluentValue::from(crate::possessive(lang, &name))
    });
    for area in AREAS {
        let source = area_source(lang, area);
        // A catalogue with a fault keeps its good messages; the tests
        // refuse any fault (check::faults).
        let resource = FluentResource::try_new(source).unwrap_or_else(|(resource, _)| resource);
        // A message defined twice is a fault the tests refuse too; the
        // first one stays.
        let _ = bundle.add_resource(resource);
    }
    bundle
}

/// Fluent's own numbers in the language at `index` of [`LANGUAGES`] (the
/// formatter is a plain `fn`, so each language gets an instance of its own).
fn formatter<M>(index: usize) -> fn(&FluentValue, &M) -> Option<String> {
    fn at<const I: usize, M>(value: &FluentValue, _: &M) -> Option<String> {
        LANGUAGES.get(I).and_then(|&lang| number(lang, value))
    }
    const MOST: usize = 8;
    let table: [fn(&FluentValue, &M) -> Option<String>; MOST] = [
        at::<0, M>, at::<1, M>, at::<2, M>, at::<3, M>, at::<4, M>, at::<5, M>, at::<6, M>,
        at::<7, M>,
    ];
    table[index.min(MOST - 1)]
}

fn number(lang: Language, value: &FluentValue) -> Option<String> {
    let FluentValue::Number(n) = value else {
        return None;
    };
    // As Intl.NumberFormat does in the browser: at most three decimals
    // unless told, trailing zeros dropped down to the minimum asked.
    let least = n.options.minimum_fraction_digits.unwrap_or(0);
    let most = n.options.maximum_fraction_digits.unwrap_or(3).max(least);
    let mut text = decimal(lang, n.value, most);
    if most > least {
        let keep = text.len() - (most - least);
        while text.len() > keep && text.ends_with('0') {
            text.pop();
        }
        if text.ends_with(lang.decimal) {
            text.pop();
        }
    }
    if !n.options.use_grouping {
        text.retain(|c| c != lang.group);
    }
    Some(text)
}

/// The text of `area`'s catalogue in `lang` (empty when there is none).
pub(crate) fn area_source(lang: Language, area: &str) -> String {
    Locales::get(&format!("{}/{area}.ftl", lang.tag))
        .map(|file| String::from_utf8_lossy(&file.data).into_owned())
        .unwrap_or_default()
}

/// The catalogues of `areas` in `lang`, one text, for a page to carry.
pub fn source(lang: Language, areas: &[&str]) -> String {
    areas
        .iter()
        .map(|area| area_source(lang, area))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Whether `lang` has the message `id` (or `id.attribute`).
pub fn has(lang: Language, id: &str) -> bool {
    pattern_of(lang, id, |_| ()).is_some()
}

fn pattern_of<T>(
    lang: Language,
    id: &str,
    then: impl FnOnce(&fluent_bundle::FluentMessage<'_>) -> T,
) -> Option<T> {
    let index = LANGUAGES.iter().position(|l| *l == lang).unwrap_or(0);
    let (name, attribute) = match id.split_once('.') {
        Some((name, attribute)) => (name, Some(attribute)),
        None => (id, None),
    };
    let message = bundles()[index].get_message(name)?;
    match attribute {
        Some(attribute) => message.get_attribute(attribute).map(|_| ())?,
        None => message.value().map(|_| ())?,
    }
    Some(then(&message))
}

/// The message `id` in `lang` with `args`. A message missing (which the
/// tests refuse) shows its id rather than nothing.
pub fn format(lang: Language, id: &str, args: &FluentArgs) -> String {
    let index = LANGUAGES.iter().position(|l| *l == lang).unwrap_or(0);
    let bundle = &bundles()[index];
    let (name, attribute) = match id.split_once('.') {
        Some((name, attribute)) => (name, Some(attribute)),
        None => (id, None),
    };
    let pattern = bundle
        .get_message(name)
        .and_then(|message| match attribute {
            Some(attribute) => message.get_attribute(attribute).map(|a| a.value()),
            None => message.value(),
        });
    let Some(pattern) = pattern else {
        return mark(Cow::Borrowed(id));
    };
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(args), &mut errors);
    mark(text)
}

/// A refusal in `lang`: in English its own message (`english`, which names
/// the very problem: the colour, the turn), in another language the
/// catalogue's message for its code (`error-<code>`, `_` as `-`), or the
/// English where the catalogue has none.
pub fn refused(lang: Language, code: Option<&str>, english: &str) -> String {
    let id = code.map(|code| format!("error-{}", code.replace('_', "-")));
    match id {
        Some(id) if lang != LANGUAGES[0] && has(lang, &id) => format(lang, &id, &FluentArgs::new()),
        _ => english.to_string(),
    }
}

static MARKED: AtomicBool = AtomicBool::new(false);

/// Wraps every message from now on in `⟦…⟧`, for the tests that look for
/// words on a screen that did not come from a catalogue.
pub fn set_marked(marked: bool) {
    MARKED.store(marked, Ordering::Relaxed);
}

fn mark(text: Cow<'_, str>) -> String {
    if MARKED.load(Ordering::Relaxed) {
        format!("⟦{text}⟧")
    } else {
        text.into_owned()
    }
}

static CURRENT: AtomicUsize = AtomicUsize::new(0);

/// Sets the language of [`crate::tr!`]: the terminal's, chosen once.
pub fn set_language(lang: Language) {
    let index = LANGUAGES.iter().position(|l| *l == lang).unwrap_or(0);
    CURRENT.store(index, Ordering::Relaxed);
}

/// The language [`crate::tr!`] speaks.
pub fn language() -> Language {
    LANGUAGES[CURRENT.load(Ordering::Relaxed)]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tr_in;

    fn lang(tag: &str) -> Language {
        Language::named(tag).unwrap_or_else(|| panic!("{tag}"))
    }

    #[test]
    fn numbers_are_written_the_readers_way() {
        let value = |v: f64| FluentValue::from(v);
        assert_eq!(
            number(lang("da"), &value(20471.0)).as_deref(),
            Some("20.471")
        );
        assert_eq!(
            number(lang("en"), &value(20471.0)).as_deref(),
            Some("20,471")
        );
        assert_eq!(number(lang("en"), &value(4.5)).as_deref(), Some("4.5"));
        assert_eq!(
            number(lang("da"), &value(2.0 / 3.0)).as_deref(),
            Some("0,667")
        );
        let mut args = FluentArgs::new();
        args.set("minimumFractionDigits", 2);
        let FluentValue::Number(mut two) = value(38.8) else {
            unreachable!()
        };
        two.options.merge(&args);
        assert_eq!(
            number(lang("da"), &FluentValue::Number(two)).as_deref(),
            Some("38,80")
        );
    }

    #[test]
    fn a_name_takes_the_genitive_of_its_language() {
        let da = tr_in!(
            lang("da"),
            "term-duel-scored-online",
            turn = 2,
            yours = "1 sort",
            opponent = "Klaus",
            theirs = "0"
        );
        assert!(da.contains("Klaus' 0"), "{da}");
        let da = tr_in!(
            lang("da"),
            "term-duel-scored-online",
            turn = 2,
            yours = "1 sort",
            opponent = "Bo",
            theirs = "0"
        );
        assert!(da.contains("Bos 0"), "{da}");
    }

    #[test]
    fn a_refusal_in_english_names_its_problem_and_elsewhere_its_code() {
        let english = "this game has 4 pegs; '12345' has 5";
        assert_eq!(refused(lang("en"), Some("code_length"), english), english);
        assert_eq!(
            refused(lang("da"), Some("code_length"), english),
            "Koden har det forkerte antal pinde."
        );
        assert_eq!(refused(lang("da"), Some("no_such_code"), english), english);
        assert_eq!(refused(lang("da"), None, english), english);
    }

    #[test]
    fn a_message_formats_its_variables_in_its_language() {
        assert_eq!(
            tr_in!(lang("da"), "error-status", status = 404),
            "Serveren svarede 404; prøv igen."
        );
        assert_eq!(
            tr_in!(lang("en"), "duration-minutes", minutes = 3, seconds = "05"),
            "3 min 05 s"
        );
        // A message missing (which the tests refuse) shows its id.
        let missing = format(lang("da"), "no-such-message", &FluentArgs::new());
        assert_eq!(missing, "no-such-message");
    }
}
