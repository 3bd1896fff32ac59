//! The browser client, embedded in the binary from `web/` (scripts, styles,
//! images) and `templates/` (the pages) at build time.

use axum::body::Bytes;
use axum::http::{HeaderMap, HeaderValue, StatusCode, Uri, header};
use axum::response::{Html, IntoResponse, Response};
use mastermind_i18n::{Language, tr_in};
use rust_embed::Embed;

use crate::pages;

/// The cookie the menu's language switch sets (and a login, from the
/// account's setting): a language tag, `en` or `da`.
pub const LANGUAGE_COOKIE: &str = "lang";

#[derive(Embed)]
#[folder = "web/"]
struct Web;

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
    for name in candidates {
        if let Some(page) = pages::find(lang.tag, &name) {
            let html = "text/html; charset=utf-8";
            let mut response = send(&headers, &page.etag, html, page.body.clone());
            // A cache keeps each language's page apart.
            response.headers_mut().insert(
                header::VARY,
                HeaderValue::from_static("Accept-Language, Cookie"),
            );
            return response;
        }
        if let Some(file) = Web::get(&name) {
            let etag = format!(
                "\"{}\"",
                file.metadata
                    .sha256_hash()
                    .iter()
                    .take(16)
                    .map(|b| format!("{b:02x}"))
                    .collect::<String>()
            );
            let mime = content_type(&name, file.metadata.mimetype());
            return send(&headers, &etag, &mime, Bytes::from(file.data.into_owned()));
        }
    }
    not_found(lang)
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
fn send(headers: &HeaderMap, etag: &str, mime: &str, body: Bytes) -> Response {
    let revalidate = HeaderValue::from_static("no-cache");
    if headers
        .get(header::IF_NONE_MATCH)
        .is_some_and(|v| v.as_bytes() == etag.as_bytes())
    {
        return (
            StatusCode::NOT_MODIFIED,
            [
                (header::ETAG, etag.to_string()),
                (header::CACHE_CONTROL, "no-cache".to_string()),
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
    h.insert(header::CACHE_CONTROL, revalidate);
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

fn not_found(lang: Language) -> Response {
    let page = format!(
        "<!doctype html><html lang=\"{}\"><meta charset=\"utf-8\"><title>{}</title>\
         <h1>{}</h1><p>{} <a href=\"/\">{}</a>.</p></html>",
        lang.tag,
        tr_in!(lang, "not-found-title"),
        tr_in!(lang, "not-found-title"),
        tr_in!(lang, "not-found-text"),
        tr_in!(lang, "not-found-back"),
    );
    (
        StatusCode::NOT_FOUND,
        [(header::VARY, "Accept-Language, Cookie")],
        Html(page),
    )
        .into_response()
}
