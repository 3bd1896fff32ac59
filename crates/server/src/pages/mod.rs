//! The pages of the browser client, filled in by the server from
//! `templates/` (embedded like `web/`): `layout.html` holds what every page
//! shares (the head, the skip link, the site header with its menu and the
//! colour-blind switch) and each page of `templates/pages/` extends it with
//! its title, its script and its `<main>`. The server marks the page's own
//! entry of the menu as current.
//!
//! Every page is rendered once for each language it is written in and kept:
//! [`check`] does it at start-up, so that a broken template stops the server
//! before it listens and never reaches a reader; after that a page is bytes
//! in memory, served with an ETag of those bytes.

use std::collections::HashMap;
use std::sync::OnceLock;

use axum::body::Bytes;
use mastermind_i18n::{FluentArgs, FluentValue, LANGUAGES, Language, WEB_AREAS};
use minijinja::syntax::SyntaxConfig;
use minijinja::value::{Kwargs, Value};
use minijinja::{Environment, ErrorKind, State, UndefinedBehavior, context};
use rust_embed::Embed;
use sha2::{Digest, Sha256};

#[cfg(test)]
mod tests;
#[cfg(test)]
mod words_test;

#[derive(Embed)]
#[folder = "templates/"]
struct Templates;

/// Where the pages are among the templates; the rest are parts they share.
const PAGES_DIR: &str = "pages/";

/// The page for an address with no page (404): a template outside
/// `pages/`, so that it has no address of its own.
const NOT_FOUND: &str = "not-found.html";

/// Why the pages could not be rendered: a fault of the templates, found
/// at start-up (or by the tests), never by a reader.
#[derive(Debug, thiserror::Error)]
pub enum PageError {
    #[error("the template {name} is not UTF-8")]
    NotText { name: String },
    #[error("the template {name} does not compile: {error:#}")]
    Template {
        name: String,
        error: minijinja::Error,
    },
    #[error("the page {page} ({lang}) cannot be rendered: {error:#}")]
    Render {
        page: String,
        lang: &'static str,
        error: minijinja::Error,
    },
}

/// One page as it is served.
#[derive(Debug, Clone)]
pub struct Page {
    pub body: Bytes,
    /// A strong ETag of `body`, quoted.
    pub etag: String,
}

impl Page {
    fn new(html: String) -> Page {
        let hash = Sha256::digest(html.as_bytes());
        let hex: String = hash.iter().take(16).map(|b| format!("{b:02x}")).collect();
        Page {
            body: Bytes::from(html),
            etag: format!("\"{hex}\""),
        }
    }
}

/// Every page in every language, rendered.
#[derive(Debug)]
pub struct Pages {
    /// By language, then by file name (`game.html`).
    rendered: HashMap<&'static str, HashMap<String, Page>>,
    /// The page for no page, by language.
    not_found: HashMap<&'static str, Page>,
}

impl Pages {
    /// Renders every page of `templates/pages/` in every language.
    pub fn render() -> Result<Pages, PageError> {
        Pages::render_from(templates()?, false)
    }

    /// Renders the pages (`pages/*.html`) of `templates`, named as in
    /// `templates/`, in every language; `marked` wraps every message in
    /// `⟦…⟧` (for the test that finds words written past the catalogue).
    fn render_from(templates: Vec<(String, String)>, marked: bool) -> Result<Pages, PageError> {
        let names: Vec<String> = templates
            .iter()
            .filter_map(|(name, _)| name.strip_prefix(PAGES_DIR).map(str::to_string))
            .collect();
        let missing = !templates.iter().any(|(name, _)| name == NOT_FOUND);
        let env = environment(templates)?;
        let mut rendered = HashMap::new();
        let mut not_found = HashMap::new();
        for &lang in LANGUAGES {
            let words = carried_words(lang);
            let mut pages = HashMap::new();
            for name in &names {
                let html = render(&env, &format!("{PAGES_DIR}{name}"), lang, &words, marked)?;
                pages.insert(name.clone(), Page::new(html));
            }
            rendered.insert(lang.tag, pages);
            if !missing {
                let html = render(&env, NOT_FOUND, lang, &words, marked)?;
                not_found.insert(lang.tag, Page::new(html));
            }
        }
        Ok(Pages {
            rendered,
            not_found,
        })
    }

    /// The page `name` (`game.html`) in `lang`.
    pub fn get(&self, lang: &str, name: &str) -> Option<&Page> {
        self.rendered.get(lang)?.get(name)
    }
}

static RENDERED: OnceLock<Pages> = OnceLock::new();

/// Every page rendered, the first call rendering them: the server calls it
/// before it listens, so that a template that fails stops it there.
pub fn check() -> Result<&'static Pages, PageError> {
    if let Some(pages) = RENDERED.get() {
        return Ok(pages);
    }
    let pages = Pages::render()?;
    Ok(RENDERED.get_or_init(|| pages))
}

/// The page `name` (`game.html`) in `lang`, if there is one. A server
/// started by [`crate::serve_on`] has rendered its pages already; a broken
/// template (which the tests and the start-up refuse) is logged and the
/// page not found, never a panic.
pub fn find(lang: &str, name: &str) -> Option<&'static Page> {
    match check() {
        Ok(pages) => pages.get(lang, name),
        Err(error) => {
            tracing::error!("{error}");
            None
        }
    }
}

/// The page for an address with no page, in `lang`.
pub fn not_found(lang: &str) -> Option<&'static Page> {
    check().ok()?.not_found.get(lang)
}

/// The embedded templates, by name (`layout.html`, `pages/game.html`).
fn templates() -> Result<Vec<(String, String)>, PageError> {
    Templates::iter()
        .filter_map(|name| Templates::get(&name).map(|file| (name, file)))
        .map(|(name, file)| {
            String::from_utf8(file.data.into_owned())
                .map(|source| (name.to_string(), source))
                .map_err(|_| PageError::NotText {
                    name: name.to_string(),
                })
        })
        .collect()
}

fn environment(templates: Vec<(String, String)>) -> Result<Environment<'static>, PageError> {
    let mut env = Environment::new();
    env.add_function("t", message);
    // The addresses of `web/`'s files, versioned (`assets.rs`); ours, so
    // written as they are (not `&#x2f;` for each slash).
    let url = |path: &str| Value::from_safe_string(crate::assets::static_url(path));
    env.add_function("asset", move |path: String| url(&path));
    // The manifest's address for a page in `lang`, its `&` written as HTML.
    env.add_function("manifest", |lang: String| {
        Value::from_safe_string(crate::manifest::address(&lang).replace('&', "&amp;"))
    });
    env.add_function("modules", move |script: String| -> Vec<Value> {
        crate::assets::module_graph(&script)
            .iter()
            .map(|path| url(path))
            .collect()
    });
    env.add_function("styles", move |sheet: String| -> Vec<Value> {
        crate::assets::style_parts(&sheet)
            .iter()
            .map(|path| url(path))
            .collect()
    });
    // A line holding only a tag leaves nothing behind, so the pages come
    // out as they would be written by hand.
    let syntax = SyntaxConfig::builder()
        .trim_blocks(true)
        .lstrip_blocks(true)
        .keep_trailing_newline(true)
        .build()
        .map_err(|error| PageError::Template {
            name: "(syntax)".to_string(),
            error,
        })?;
    env.set_syntax(syntax);
    // A value a page forgot to set is an error, not an empty string.
    env.set_undefined_behavior(UndefinedBehavior::SemiStrict);
    for (name, source) in templates {
        env.add_template_owned(name.clone(), source)
            .map_err(|error| PageError::Template { name, error })?;
    }
    Ok(env)
}

/// One page (`pages/game.html`): `lang` for `<html lang>` and its words,
/// and the page's own name, which marks its entry of the menu.
fn render(
    env: &Environment<'_>,
    template: &str,
    lang: Language,
    words: &str,
    marked: bool,
) -> Result<String, PageError> {
    let name = template.strip_prefix(PAGES_DIR).unwrap_or(template);
    let page = name.strip_suffix(".html").unwrap_or(name);
    let languages: Vec<Value> = LANGUAGES
        .iter()
        .map(|l| Value::from(vec![Value::from(l.tag), Value::from(l.name)]))
        .collect();
    env.get_template(template)
        .and_then(|template| {
            template.render(context! {
                lang => lang.tag,
                possessive => format!(
                    "{}|{}|{}",
                    lang.possessive.ending,
                    lang.possessive.after,
                    lang.possessive.ending_after
                ),
                page,
                languages,
                marked,
                words => Value::from_safe_string(words.to_string()),
            })
        })
        .map_err(|error| PageError::Render {
            page: name.to_string(),
            lang: lang.tag,
            error,
        })
}

/// The catalogues a page carries for its scripts (`js/words.js`), as a
/// JSON string safe inside `<script>`: `<` written as `\u003c`.
fn carried_words(lang: Language) -> String {
    let source = mastermind_i18n::source(lang, WEB_AREAS);
    let json = serde_json::to_string(&source).unwrap_or_else(|_| "\"\"".to_string());
    json.replace('<', "\\u003c")
}

/// `t("id", name=value, …)` in a template: the message in the page's
/// language.
fn message(state: &State, id: String, kwargs: Kwargs) -> Result<String, minijinja::Error> {
    let tag = state
        .lookup("lang")
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default();
    let lang = Language::named(&tag).unwrap_or_else(Language::default_language);
    let mut args = FluentArgs::new();
    for key in kwargs.args() {
        let value: Value = kwargs.get(key)?;
        let value = match value.as_i64() {
            Some(n) => FluentValue::from(n),
            None => FluentValue::from(value.to_string()),
        };
        args.set(key.to_string(), value);
    }
    if !mastermind_i18n::has(lang, &id) {
        return Err(minijinja::Error::new(
            ErrorKind::InvalidOperation,
            format!("no message {id} in {}", lang.tag),
        ));
    }
    let text = mastermind_i18n::format(lang, &id, &args);
    let marked = state.lookup("marked").is_some_and(|v| v.is_true());
    Ok(if marked {
        format!("⟦{text}⟧")
    } else {
        text
    })
}
