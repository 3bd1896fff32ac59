//! No word on a page escapes the catalogue: every page, rendered in every
//! language with each message marked `⟦…⟧`, shows a reader no letter outside
//! the marks (the language switch's names, each in its own language on
//! purpose, aside). And the Danish pages are Danish.

use mastermind_i18n::LANGUAGES;

use super::{Pages, templates};

/// The page with every marked message taken out, markup inside it too (a
/// `-html` message carries its own `<kbd>` or link).
fn unmarked(page: &str, html: &str) -> String {
    let mut rest = html;
    let mut out = String::with_capacity(html.len());
    while let Some(open) = rest.find('⟦') {
        out.push_str(&rest[..open]);
        let after = &rest[open + '⟦'.len_utf8()..];
        let close = after
            .find('⟧')
            .unwrap_or_else(|| panic!("{page}: a message marked ⟦ and never closed"));
        assert!(
            !after[..close].contains('⟦'),
            "{page}: a message inside a message"
        );
        rest = &after[close + '⟧'.len_utf8()..];
    }
    out.push_str(rest);
    out
}

/// `text` without its character references (`&amp;`, `&#x27;`).
fn without_entities(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find('&') {
        out.push_str(&rest[..at]);
        let tail = &rest[at + 1..];
        let name_len = tail
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '#'))
            .unwrap_or(tail.len());
        if name_len > 0 && tail[name_len..].starts_with(';') {
            rest = &tail[name_len + 1..];
        } else {
            out.push('&');
            rest = tail;
        }
    }
    out.push_str(rest);
    out
}

/// One tag: its name (lower case, `/name` for a closing one) and its
/// attributes.
#[derive(Clone)]
struct Tag {
    name: String,
    attributes: Vec<(String, String)>,
}

impl Tag {
    fn get(&self, name: &str) -> Option<&str> {
        self.attributes
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Reads the inside of `<…>`.
    fn parse(inside: &str) -> Tag {
        let inside = inside.trim_end_matches('/');
        let name_end = inside
            .find(|c: char| c.is_whitespace())
            .unwrap_or(inside.len());
        let name = inside[..name_end].to_ascii_lowercase();
        let mut attributes = Vec::new();
        let mut rest = inside[name_end..].trim_start();
        while !rest.is_empty() {
            let key_end = rest
                .find(|c: char| c.is_whitespace() || c == '=')
                .unwrap_or(rest.len());
            let key = rest[..key_end].to_ascii_lowercase();
            rest = rest[key_end..].trim_start();
            let mut value = String::new();
            if let Some(after) = rest.strip_prefix('=') {
                let after = after.trim_start();
                if let Some(quote) = after.chars().next().filter(|c| *c == '"' || *c == '\'') {
                    let body = &after[1..];
                    let end = body.find(quote).unwrap_or(body.len());
                    value = body[..end].to_string();
                    rest = body.get(end + 1..).unwrap_or("").trim_start();
                } else {
                    let end = after
                        .find(|c: char| c.is_whitespace())
                        .unwrap_or(after.len());
                    value = after[..end].to_string();
                    rest = after[end..].trim_start();
                }
            }
            if !key.is_empty() {
                attributes.push((key, value));
            }
        }
        Tag { name, attributes }
    }

    /// What of this tag's attributes a reader sees or hears.
    fn read_aloud(&self) -> Vec<(&str, &str)> {
        let mut shown: Vec<(&str, &str)> = self
            .attributes
            .iter()
            .filter(|(n, _)| matches!(n.as_str(), "aria-label" | "title" | "placeholder" | "alt"))
            .map(|(n, v)| (n.as_str(), v.as_str()))
            .collect();
        // A <button>'s value is sent, never shown; an input button's is its label.
        let input_button =
            self.name == "input" && matches!(self.get("type"), Some("submit" | "button" | "reset"));
        if input_button && let Some(value) = self.get("value") {
            shown.push(("value", value));
        }
        if self.name == "meta"
            && self.get("name") == Some("description")
            && let Some(content) = self.get("content")
        {
            shown.push(("content", content));
        }
        shown
    }
}

/// Each piece of `html` a reader meets (text outside `<script>` and
/// `<style>`, and the attributes read out), with where it was: the tag
/// just before the text (`/kbd` after a `</kbd>`), or the tag and attribute.
fn read_by_a_reader(html: &str) -> Vec<(Tag, String)> {
    let mut found = Vec::new();
    let mut rest = html;
    let mut last = Tag::parse("");
    loop {
        let at = rest.find('<').unwrap_or(rest.len());
        let text = &rest[..at];
        if !text.trim().is_empty() {
            found.push((last.clone(), text.to_string()));
        }
        if at == rest.len() {
            break;
        }
        rest = &rest[at..];
        if let Some(comment) = rest.strip_prefix("<!--") {
            rest = comment.find("-->").map_or("", |end| &comment[end + 3..]);
            continue;
        }
        // The end of the tag, past any quoted value.
        let mut quote = None;
        let mut end = rest.len();
        for (i, c) in rest.char_indices().skip(1) {
            match (quote, c) {
                (Some(q), c) if c == q => quote = None,
                (Some(_), _) => {}
                (None, '"' | '\'') => quote = Some(c),
                (None, '>') => {
                    end = i;
                    break;
                }
                _ => {}
            }
        }
        let tag = Tag::parse(&rest[1..end]);
        rest = rest.get(end + 1..).unwrap_or("");
        for (name, value) in tag.read_aloud() {
            let place = Tag {
                name: format!("{} {name}", tag.name),
                attributes: Vec::new(),
            };
            found.push((place, value.to_string()));
        }
        if tag.name == "script" || tag.name == "style" {
            let close = format!("</{}", tag.name);
            rest = rest.find(&close).map_or("", |i| &rest[i..]);
        }
        if !tag.name.starts_with('!') {
            last = tag;
        }
    }
    found
}

/// What a reader meets on `html` that no message wrote: each piece with a
/// letter left once the marked messages are out.
fn loose_words(page: &str, html: &str) -> Vec<String> {
    read_by_a_reader(&unmarked(page, html))
        .into_iter()
        .filter(|(tag, text)| {
            // The language switch names each language in that language.
            let own_name = tag.name == "button"
                && LANGUAGES
                    .iter()
                    .any(|l| tag.get("data-lang") == Some(l.tag) && text.trim() == l.name);
            !own_name && without_entities(text).chars().any(char::is_alphabetic)
        })
        .map(|(tag, text)| format!("<{}> {:?}", tag.name, text.trim()))
        .collect()
}

#[test]
fn every_word_a_reader_meets_comes_from_the_catalogue() {
    let pages = Pages::render_from(templates().unwrap_or_else(|e| panic!("{e}")), true)
        .unwrap_or_else(|e| panic!("{e}"));
    let mut loose = Vec::new();
    for lang in LANGUAGES {
        let mut names: Vec<&String> = pages.rendered[lang.tag].keys().collect();
        names.sort();
        for name in names {
            let html = String::from_utf8_lossy(&pages.rendered[lang.tag][name].body);
            for word in loose_words(name, &html) {
                loose.push(format!("{} {name}: {word}", lang.tag));
            }
        }
    }
    assert!(
        loose.is_empty(),
        "{} pieces written past the catalogue:\n{}",
        loose.len(),
        loose.join("\n")
    );
}

#[test]
fn the_finder_sees_text_attributes_and_input_buttons_but_not_scripts() {
    let html = concat!(
        "<html lang=\"en\"><title>⟦Mastermind⟧</title>",
        "<script>const word = 'script';</script><style>p::after { content: 'x'; }</style>",
        "<!-- a comment --><p>⟦<kbd>Enter</kbd> submits⟧ &amp; 1 / 2 &#x27;</p>",
        "<button data-lang=\"da\">Dansk</button><button data-lang=\"en\">Dansk</button>",
        "<nav aria-label=\"Site\"></nav><img alt='⟦A peg⟧'><input type=\"submit\" value=\"Go\">",
        "<button value=\"save\">⟦Save⟧</button><p>left</p>",
    );
    assert_eq!(
        loose_words("a page", html),
        [
            "<button> \"Dansk\"",
            "<nav aria-label> \"Site\"",
            "<input value> \"Go\"",
            "<p> \"left\"",
        ]
    );
}

/// Each page's title in Danish, and a phrase of its own in Danish (those of
/// account.html, rules-colour.html and tournaments.html come from the
/// macros of parts.html, which must find the page's language too).
#[rustfmt::skip]
const DANISH: &[(&str, &str, &str)] = &[
    ("account.html", "Mastermind — din konto", "Vis kodeordene, mens jeg skriver dem"),
    ("challenge.html", "Mastermind — en udfordring", "Tag imod udfordringen"),
    ("codebreaker.html", "Mastermind — computeren som kodeknækker", "Computeren knækker din kode"),
    ("daily.html", "Mastermind — dagens kode", "Dagens koder"),
    ("duel.html", "Mastermind — duel", "Tilbage til lobbyen"),
    ("duels.html", "Mastermind — spil online", "Spil mod computeren"),
    ("game.html", "Mastermind — brættet", "Giv op"),
    ("index.html", "Mastermind — Introduktion", "Mastermind og farvespillet"),
    ("league.html", "Mastermind — kodeknækkerligaen", "Rangliste for botterne"),
    ("notifications.html", "Mastermind — notifikationer", "markeres som læst"),
    ("player.html", "Mastermind — spiller", "Seneste dueller"),
    ("puzzles.html", "Mastermind — opgaver", "Dagens opgave"),
    ("rules-colour.html", "Farvespillet — spillets regler", "2.1. Spillebrættet"),
    ("rules-mastermind.html", "Mastermind — spillets regler", "Mastermind: spillets regler"),
    ("scores.html", "Mastermind — rekorder", "Nulstil rekorder"),
    ("series.html", "Mastermind — to spillere: brætspillet", "4 minutter"),
    ("statistics.html", "Mastermind — din statistik", "Din statistik"),
    ("stats.html", "Mastermind — duelstatistik", "Statistik over vundne spil"),
    ("tournament.html", "Mastermind — turnering", "Meld dig til turneringen"),
    ("tournaments.html", "Mastermind — turneringer", "Betænkningstid"),
];

#[test]
fn the_danish_pages_speak_danish_and_say_so() {
    let pages = Pages::render().unwrap_or_else(|e| panic!("{e}"));
    let mut names: Vec<&str> = pages.rendered["da"].keys().map(String::as_str).collect();
    names.sort_unstable();
    let expected: Vec<&str> = DANISH.iter().map(|(name, ..)| *name).collect();
    assert_eq!(names, expected, "the pages, each with its Danish");
    for &(name, title, phrase) in DANISH {
        for lang in LANGUAGES {
            let page = pages
                .get(lang.tag, name)
                .unwrap_or_else(|| panic!("{name}"));
            let html = String::from_utf8_lossy(&page.body);
            let head = format!("<!doctype html>\n<html lang=\"{}\" ", lang.tag);
            assert!(html.starts_with(&head), "{name} in {}", lang.tag);
        }
        let body = |lang: &str| {
            String::from_utf8_lossy(&pages.get(lang, name).expect(name).body).into_owned()
        };
        let (english, danish) = (body("en"), body("da"));
        assert!(
            danish.contains(&format!("<title>{title}</title>")),
            "{name}: its Danish title"
        );
        assert!(danish.contains(phrase), "{name}: {phrase:?} in Danish");
        assert!(
            !english.contains(phrase),
            "{name}: {phrase:?} only in Danish"
        );
        assert!(
            danish.contains(r#"<a href="duels.html">Spil online</a>"#)
                || danish.contains(r#"<a href="duels.html" aria-current="page">Spil online</a>"#),
            "{name}: the menu in Danish"
        );
    }
}

#[test]
fn a_word_written_into_a_template_is_found() {
    let mut templates = templates().unwrap_or_else(|e| panic!("{e}"));
    let (_, scores) = templates
        .iter_mut()
        .find(|(name, _)| name == "pages/scores.html")
        .expect("the high scores");
    *scores = scores.replace(r#"{{ t("page-scores-reset") }}"#, "Reset high scores");
    let pages = Pages::render_from(templates, true).unwrap_or_else(|e| panic!("{e}"));
    for lang in LANGUAGES {
        let html = String::from_utf8_lossy(&pages.rendered[lang.tag]["scores.html"].body);
        assert_eq!(
            loose_words("scores.html", &html),
            [r#"<button> "Reset high scores""#],
            "{}",
            lang.tag
        );
    }
}
