//! The browser client, embedded in the binary from `web/` (scripts, styles,
//! images) and `templates/` (the pages) at build time.
//!
//! The pages name every file of `web/` under `/static/<version>/`, the
//! version a hash of all of them: an address that never changes its bytes,
//! so it is cached for a year and never asked again (`immutable`), and a new
//! release is a new address. A module's relative imports and a style's
//! relative `url()`s stay under the same version by themselves. The files
//! are still served at their plain addresses too, revalidated each time.

use axum::body::Bytes;
use axum::http::{HeaderMap, HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use mastermind_i18n::{Language, tr_in};
use rust_embed::Embed;
use sha2::{Digest, Sha256};
use std::collections::BTreeSet;
use std::sync::OnceLock;

use crate::pages;

/// The cookie the menu's language switch sets (and a login, from the
/// account's setting): a language tag, `en` or `da`.
pub const LANGUAGE_COOKIE: &str = "lang";

#[derive(Embed)]
#[folder = "web/"]
struct Web;

/// Where the versioned addresses of `web/` begin.
const STATIC: &str = "static/";

/// How a versioned file is cached: for a year, never revalidated.
const IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// How a page or an unversioned file is cached: kept, checked each time.
const REVALIDATE: &str = "no-cache";

/// The version of `web/` as a whole: 16 hex digits of a hash over every
/// file's name and hash.
pub fn version() -> &'static str {
    static VERSION: OnceLock<String> = OnceLock::new();
    VERSION.get_or_init(|| {
        let mut names: Vec<String> = Web::iter().map(|n| n.to_string()).collect();
        names.sort();
        let mut hash = Sha256::new();
        for name in names {
            if let Some(file) = Web::get(&name) {
                hash.update(name.as_bytes());
                hash.update(file.metadata.sha256_hash());
            }
        }
        hash.finalize()
            .iter()
            .take(8)
            .map(|b| format!("{b:02x}"))
            .collect()
    })
}

/// Whether `path` is a file of `web/`.
#[cfg(test)]
pub fn has(path: &str) -> bool {
    Web::get(path).is_some()
}

/// The versioned address of `path`, a file of `web/` (`js/game.js`).
pub fn static_url(path: &str) -> String {
    format!("/{STATIC}{}/{path}", version())
}

/// Every module that `script` (a file of `web/`, `js/game.js`) imports,
/// directly or through others, each once, in a stable order, itself left
/// out: what a page preloads so that its modules come at once instead of
/// one import after another.
pub fn module_graph(script: &str) -> Vec<String> {
    let mut seen = BTreeSet::new();
    let mut todo = vec![script.to_string()];
    while let Some(path) = todo.pop() {
        let Some(file) = Web::get(&path) else {
            continue;
        };
        let source = String::from_utf8_lossy(&file.data).into_owned();
        for spec in imports(&source) {
            if let Some(found) = resolve(&path, spec)
                && found != script
                && seen.insert(found.clone())
            {
                todo.push(found);
            }
        }
    }
    seen.into_iter().collect()
}

/// The relative specifiers of a module's static imports and re-exports
/// (`import { a } from './a.js';`, `} from './a.js';`, `import './a.js';`),
/// read a line at a time: how the modules of `web/js` are written. Imports
/// in comments (`@typedef {import('./a.js')…}`) are types, not modules.
fn imports(source: &str) -> impl Iterator<Item = &str> {
    source.lines().filter_map(|line| {
        let line = line.trim();
        let statement = line.starts_with("import ")
            || line.starts_with("export ")
            || line.starts_with("} from ");
        if !statement {
            return None;
        }
        let spec = match line.rsplit_once(" from ") {
            Some((_, spec)) => spec,
            None => line.strip_prefix("import ")?,
        };
        let spec = spec.trim().trim_end_matches(';').trim();
        let quote = spec.chars().next()?;
        if !(quote == '\'' || quote == '"') || !spec.ends_with(quote) || spec.len() < 2 {
            return None;
        }
        let spec = &spec[1..spec.len() - 1];
        spec.starts_with('.').then_some(spec)
    })
}

/// `spec` (`./a.js`, `../vendor/b.js`) as a path of `web/`, seen from the
/// module at `from`.
fn resolve(from: &str, spec: &str) -> Option<String> {
    let mut parts: Vec<&str> = from.split('/').collect();
    parts.pop();
    for part in spec.split('/') {
        match part {
            "." | "" => {}
            ".." => {
                parts.pop()?;
            }
            name => parts.push(name),
        }
    }
    Some(parts.join("/"))
}

/// The style sheets that `sheet` (`style.css`) brings in with `@import`, in
/// their order: a page links them itself, all at once.
pub fn style_parts(sheet: &str) -> Vec<String> {
    let Some(file) = Web::get(sheet) else {
        return Vec::new();
    };
    let source = String::from_utf8_lossy(&file.data).into_owned();
    source
        .lines()
        .filter_map(|line| {
            let rest = line.trim().strip_prefix("@import url(")?;
            let inner = rest
                .split_once(')')?
                .0
                .trim_matches(|c| c == '"' || c == '\'');
            resolve(sheet, inner)
        })
        .collect()
}

/// `/` is `index.html`; `/game` finds `game.html`; anything else is looked up
/// as it is: a page (rendered from `templates/`, see [`pages`]) or a file of
/// `web/`. Unknown pages get a small page of their own.
pub async fn asset(uri: Uri, headers: HeaderMap) -> Response {
    let path = uri.path().trim_start_matches('/');
    let candidates = if path.is_empty() || path.ends_with('/') {
        vec![format!("{path}index.html")]
    } else {
        vec![path.to_string(), format!("{path}.html")]
    };
    let lang = reader_language(&headers);
    if let Some(rest) = path.strip_prefix(STATIC) {
        // `/static/<version>/<file>`: for the version of this release, the
        // file's bytes never change; for another (a page of an older
        // release), this release's file, checked each time.
        if let Some((asked, name)) = rest.split_once('/')
            && let Some(response) = file(&headers, name, asked == version())
        {
            return response;
        }
        return not_found(lang);
    }
    if path == crate::manifest::PATH {
        return crate::manifest::for_request(uri.query(), &headers);
    }
    for name in candidates {
        if let Some(page) = pages::find(lang.tag, &name) {
            let html = "text/html; charset=utf-8";
            let mut response = send(&headers, &page.etag, html, page.body.clone(), REVALIDATE);
            // A cache keeps each language's page apart.
            response.headers_mut().insert(
                header::VARY,
                HeaderValue::from_static("Accept-Language, Cookie"),
            );
            return response;
        }
        if let Some(response) = file(&headers, &name, false) {
            return response;
        }
    }
    not_found(lang)
}

/// The file `name` of `web/`, cached for good when its address is versioned.
fn file(headers: &HeaderMap, name: &str, versioned: bool) -> Option<Response> {
    let file = Web::get(name)?;
    let etag = format!(
        "\"{}\"",
        file.metadata
            .sha256_hash()
            .iter()
            .take(16)
            .map(|b| format!("{b:02x}"))
            .collect::<String>()
    );
    let mime = content_type(name, file.metadata.mimetype());
    let cache = if versioned { IMMUTABLE } else { REVALIDATE };
    Some(send(
        headers,
        &etag,
        &mime,
        Bytes::from(file.data.into_owned()),
        cache,
    ))
}

/// The reader's language: the one they chose (the `lang` cookie), else
/// the best of their browser's (`Accept-Language`), else English.
pub fn reader_language(headers: &HeaderMap) -> Language {
    crate::guard::cookie(headers, LANGUAGE_COOKIE, |v| Language::named(v).is_some())
        .and_then(|tag| Language::named(&tag))
        .unwrap_or_else(|| {
            let accepted = headers
                .get(header::ACCEPT_LANGUAGE)
                .and_then(|v| v.to_str().ok())
                .unwrap_or("");
            Language::negotiate(accepted)
        })
}

/// `body` with its ETag, or 304 when the client has it already. Pages
/// change with each release of the binary; the ETag makes checking cheap.
fn send(headers: &HeaderMap, etag: &str, mime: &str, body: Bytes, cache: &'static str) -> Response {
    if headers
        .get(header::IF_NONE_MATCH)
        .is_some_and(|v| v.as_bytes() == etag.as_bytes())
    {
        return (
            StatusCode::NOT_MODIFIED,
            [
                (header::ETAG, etag.to_string()),
                (header::CACHE_CONTROL, cache.to_string()),
            ],
        )
            .into_response();
    }
    let mut response = (StatusCode::OK, body).into_response();
    let h = response.headers_mut();
    if let Ok(v) = HeaderValue::from_str(mime) {
        h.insert(header::CONTENT_TYPE, v);
    }
    if let Ok(v) = HeaderValue::from_str(etag) {
        h.insert(header::ETAG, v);
    }
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    response
}

fn content_type(name: &str, guessed: &str) -> String {
    let base = if name.ends_with(".js") || name.ends_with(".mjs") {
        // Browsers refuse ES modules served as anything but JavaScript.
        "text/javascript"
    } else {
        guessed
    };
    if base.starts_with("text/") || base == "application/json" || base == "image/svg+xml" {
        format!("{base}; charset=utf-8")
    } else {
        base.to_string()
    }
}

/// The page that says there is no such page, in the reader's language,
/// 404: the site's own page when the templates have one, else a bare one.
fn not_found(lang: Language) -> Response {
    let body = pages::not_found(lang.tag).map_or_else(
        || {
            Bytes::from(format!(
                "<!doctype html><html lang=\"{}\"><meta charset=\"utf-8\"><title>{}</title>\
                 <h1>{}</h1><p>{} <a href=\"/\">{}</a>.</p></html>",
                lang.tag,
                tr_in!(lang, "not-found-title"),
                tr_in!(lang, "not-found-title"),
                tr_in!(lang, "not-found-text"),
                tr_in!(lang, "not-found-back"),
            ))
        },
        |page| page.body.clone(),
    );
    (
        StatusCode::NOT_FOUND,
        [
            (header::VARY, "Accept-Language, Cookie"),
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, REVALIDATE),
        ],
        body,
    )
        .into_response()
}
