//! Every page rendered from the embedded templates: one menu with the page's
//! own entry marked, its title, its script, `<html lang="en">`; and a broken
//! template an error, never a panic.

use super::{PageError, Pages, templates};

/// Each page: its title, its script (under `js/`), and the address of the
/// menu's entry marked as current (none for the game's board).
#[rustfmt::skip]
const EXPECTED: &[(&str, &str, &str, Option<&str>)] = &[
    ("account.html", "Mastermind — your account", "account.js", Some("account.html")),
    ("challenge.html", "Mastermind — a challenge", "challenge.js", Some("duels.html")),
    ("codebreaker.html", "Mastermind — the computer as codebreaker", "codebreaker.js", Some("codebreaker.html")),
    ("daily.html", "Mastermind — the daily code", "daily-page.js", Some("./")),
    ("duel.html", "Mastermind — duel", "duel.js", Some("duels.html")),
    ("duels.html", "Mastermind — play online", "duels.js", Some("duels.html")),
    ("game.html", "Mastermind — the board", "game.js", None),
    ("index.html", "Mastermind — Introduction", "index.js", Some("./")),
    ("league.html", "Mastermind — the codebreaker league", "league.js", Some("stats.html")),
    ("notifications.html", "Mastermind — notifications", "notifications.js", None),
    ("player.html", "Mastermind — player", "player.js", Some("stats.html")),
    ("puzzles.html", "Mastermind — puzzles", "puzzles.js", Some("puzzles.html")),
    ("rules-colour.html", "The colour game — rules of the game", "rules.js", Some("rules-colour.html")),
    ("rules-mastermind.html", "Mastermind — rules of the game", "rules.js", Some("rules-mastermind.html")),
    ("scores.html", "Mastermind — high scores", "scores.js", Some("scores.html")),
    ("series.html", "Mastermind — two players: the board game", "series.js", Some("series.html")),
    ("statistics.html", "Mastermind — your statistics", "statistics.js", Some("statistics.html")),
    ("stats.html", "Mastermind — duel statistics", "stats.js", Some("stats.html")),
    ("tournament.html", "Mastermind — tournament", "tournament.js", Some("tournaments.html")),
    ("tournaments.html", "Mastermind — tournaments", "tournaments.js", Some("tournaments.html")),
];

/// The menu's entries, in order.
const MENU: &[&str] = &[
    "./",
    "rules-mastermind.html",
    "rules-colour.html",
    "scores.html",
    "statistics.html",
    "codebreaker.html",
    "puzzles.html",
    "series.html",
    "duels.html",
    "tournaments.html",
    "stats.html",
    "account.html",
];

fn count(haystack: &str, needle: &str) -> usize {
    haystack.matches(needle).count()
}

/// The text between `start` and the next `end`, after `start`'s one place.
fn between<'a>(html: &'a str, start: &str, end: &str) -> &'a str {
    let from = html.find(start).map_or(html.len(), |i| i + start.len());
    let rest = &html[from..];
    &rest[..rest.find(end).unwrap_or(rest.len())]
}

/// The `href` of each `<a>` in `nav` that carries `aria-current="page"`.
fn current_entries(nav: &str) -> Vec<&str> {
    nav.split("<a ")
        .skip(1)
        .filter(|tag| between(tag, "", ">").contains(r#"aria-current="page""#))
        .map(|tag| between(tag, r#"href=""#, "\""))
        .collect()
}

#[test]
fn every_page_has_one_menu_marking_its_own_entry_its_title_and_its_script() {
    let pages = Pages::render().unwrap_or_else(|e| panic!("{e}"));
    let english = &pages.rendered["en"];
    let mut names: Vec<&str> = english.keys().map(String::as_str).collect();
    names.sort_unstable();
    let expected: Vec<&str> = EXPECTED.iter().map(|(name, ..)| *name).collect();
    assert_eq!(names, expected, "the pages, each with its expectation");
    let web = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("web/js");
    for &(name, title, script, current) in EXPECTED {
        let page = pages.get("en", name).unwrap_or_else(|| panic!("{name}"));
        let html = std::str::from_utf8(&page.body).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(
            html.starts_with(
                "<!doctype html>\n<html lang=\"en\" data-possessive=\"&#x27;s||&#x27;s\">\n<head>\n"
            ),
            "{name}"
        );
        assert!(html.ends_with("</body>\n</html>\n"), "{name}");
        assert_eq!(count(html, "<title>"), 1, "{name}");
        assert_eq!(between(html, "<title>", "</title>"), title, "{name}");
        assert_eq!(
            count(html, "<script"),
            2,
            "{name}: its module and its words"
        );
        assert_eq!(
            count(html, r#"<script type="application/json" id="words">"#),
            1,
            "{name}"
        );
        let version = crate::assets::version();
        let src = format!(r#"<script type="module" src="/static/{version}/js/{script}"></script>"#);
        assert!(html.contains(&src), "{name} loads js/{script}");
        assert!(web.join(script).is_file(), "{name}: web/js/{script} exists");
        // Every module it imports, preloaded; every sheet of style.css linked.
        let preloads = count(html, r#"<link rel="modulepreload" href="/static/"#);
        assert!(preloads >= 2, "{name}: its modules preloaded ({preloads})");
        assert!(
            html.contains(&format!(
                r#"<link rel="modulepreload" href="/static/{version}/js/words.js">"#
            )),
            "{name} preloads js/words.js"
        );
        assert!(
            html.contains(&format!(
                r#"<link rel="stylesheet" href="/static/{version}/css/tokens.css">"#
            )),
            "{name} links css/tokens.css"
        );
        for part in [
            r#"<nav class="site-nav" aria-label="Site">"#,
            "<header class=\"site-header\">",
            r##"<a class="visually-hidden" href="#main">Skip to the content</a>"##,
            r#"class="colour-blind-toggle""#,
            "<main id=\"main\"",
            "</main>",
        ] {
            assert_eq!(count(html, part), 1, "{name}: {part} once");
        }
        let nav = between(html, "<nav class=\"site-nav\"", "</nav>");
        let hrefs: Vec<&str> = nav
            .split("<a ")
            .skip(1)
            .map(|tag| between(tag, r#"href=""#, "\""))
            .collect();
        assert_eq!(hrefs, MENU, "{name}: the menu");
        assert_eq!(
            current_entries(nav),
            current.into_iter().collect::<Vec<_>>(),
            "{name}: the current entry"
        );
        // The notification centre's own entry is the bell beside the menu.
        let bell = between(html, r#"<a class="notification-bell""#, ">");
        let on_bell = bell.contains(r#"aria-current="page""#);
        assert_eq!(on_bell, name == "notifications.html", "{name}: the bell");
        assert_eq!(
            count(html, "aria-current"),
            current.map_or(0, |_| 1) + usize::from(on_bell),
            "{name}"
        );
        assert!(
            !html.contains("{{") && !html.contains("{%"),
            "{name}: all filled in"
        );
    }
}

#[test]
fn a_page_is_served_with_the_etag_of_its_bytes() {
    let pages = Pages::render().unwrap_or_else(|e| panic!("{e}"));
    let game = pages.get("en", "game.html").expect("the game");
    let index = pages.get("en", "index.html").expect("the introduction");
    assert_ne!(game.etag, index.etag);
    assert_eq!(
        game.etag,
        super::Page::new(String::from_utf8_lossy(&game.body).into()).etag
    );
    assert!(game.etag.starts_with('"') && game.etag.ends_with('"') && game.etag.len() == 34);
    assert!(
        pages.get("en", "layout.html").is_none(),
        "the layout is no page"
    );
    let danish = pages.get("da", "game.html").expect("the board in Danish");
    assert_ne!(danish.etag, game.etag, "each language its own bytes");
    let html = String::from_utf8_lossy(&danish.body);
    assert!(
        html.starts_with("<!doctype html>\n<html lang=\"da\" data-possessive=\"s|sxz|&#x27;\">")
    );
    assert!(html.contains("Spring til indholdet"), "the Danish words");
    assert!(pages.get("sv", "game.html").is_none(), "no Swedish");
}

/// The embedded templates with `name`'s source changed by `edit`.
fn edited(name: &str, edit: impl Fn(&str) -> String) -> Vec<(String, String)> {
    let mut templates = templates().unwrap_or_else(|e| panic!("{e}"));
    let source = templates
        .iter_mut()
        .find(|(n, _)| n == name)
        .unwrap_or_else(|| panic!("{name} is a template"));
    source.1 = edit(&source.1);
    templates
}

#[test]
fn a_broken_template_is_an_error_naming_it() {
    let unclosed = edited("layout.html", |s| {
        s.replace("{% endblock %}\n</main>", "\n</main>")
    });
    match Pages::render_from(unclosed, false) {
        Err(PageError::Template { name, .. }) => assert_eq!(name, "layout.html"),
        other => panic!("an unclosed block: {other:?}"),
    }
    let no_title = edited("pages/scores.html", |s| {
        s.replace("{% set title", "{% set titel")
    });
    match Pages::render_from(no_title, false) {
        Err(error @ PageError::Render { .. }) => {
            let text = error.to_string();
            assert!(
                text.contains("scores.html") && text.contains("title"),
                "{text}"
            );
        }
        other => panic!("a page without its title: {other:?}"),
    }
    let unknown = edited("pages/duel.html", |s| s.replace("layout.html", "base.html"));
    assert!(matches!(
        Pages::render_from(unknown, false),
        Err(PageError::Render { page, .. }) if page == "duel.html"
    ));
}

#[test]
fn a_module_graph_is_every_module_imported_directly_or_not() {
    let graph = crate::assets::module_graph("js/game.js");
    for module in [
        "js/api.js",
        "js/words.js",
        "js/game-keys.js",
        "vendor/fluent-bundle/index.js",
        "vendor/fluent-bundle/bundle.js",
    ] {
        assert!(graph.iter().any(|m| m == module), "{module} in {graph:?}");
    }
    assert!(!graph.iter().any(|m| m == "js/game.js"), "not itself");
    assert!(
        !graph.iter().any(|m| m == "js/duel.js"),
        "not another page's"
    );
    let parts = crate::assets::style_parts("style.css");
    assert_eq!(parts.first().map(String::as_str), Some("css/tokens.css"));
    assert_eq!(parts.len(), 7, "{parts:?}");
}
#[test]
fn the_page_for_no_page_has_the_site_header_in_each_language() {
    let pages = Pages::render().unwrap_or_else(|e| panic!("{e}"));
    for (lang, words) in [
        ("en", "There is no such page."),
        ("da", "Der er ingen sådan side."),
    ] {
        let page = pages
            .not_found
            .get(lang)
            .unwrap_or_else(|| panic!("{lang}"));
        let html = std::str::from_utf8(&page.body).unwrap_or_else(|e| panic!("{e}"));
        assert!(html.contains(words), "{lang}");
        assert!(html.contains("<header class=\"site-header\">"), "{lang}");
        assert!(html.contains(r#"<base href="/">"#), "{lang}");
    }
}
