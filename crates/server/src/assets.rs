//! The browser client, embedded in the binary from `web/` at build time.

use axum::http::{HeaderMap, HeaderValue, StatusCode, Uri, header};
use axum::response::{Html, IntoResponse, Response};
use rust_embed::Embed;

#[derive(Embed)]
#[folder = "web/"]
struct Web;

/// `/` is `index.html`; `/game` finds `game.html`; anything else is looked up
/// as it is. Unknown pages get a small page of their own.
pub async fn asset(uri: Uri, headers: HeaderMap) -> Response {
    let path = uri.path().trim_start_matches('/');
    let candidates = if path.is_empty() || path.ends_with('/') {
        vec![format!("{path}index.html")]
    } else {
        vec![path.to_string(), format!("{path}.html")]
    };
    let Some((name, file)) = candidates
        .into_iter()
        .find_map(|name| Web::get(&name).map(|file| (name, file)))
    else {
        return not_found();
    };
    let etag = format!(
        "\"{}\"",
        file.metadata
            .sha256_hash()
            .iter()
            .take(16)
            .map(|b| format!("{b:02x}"))
            .collect::<String>()
    );
    let revalidate = HeaderValue::from_static("no-cache");
    if headers
        .get(header::IF_NONE_MATCH)
        .is_some_and(|v| v.as_bytes() == etag.as_bytes())
    {
        return (
            StatusCode::NOT_MODIFIED,
            [
                (header::ETAG, etag),
                (header::CACHE_CONTROL, "no-cache".to_string()),
            ],
        )
            .into_response();
    }
    let mime = content_type(&name, file.metadata.mimetype());
    let mut response = (StatusCode::OK, file.data.into_owned()).into_response();
    let h = response.headers_mut();
    if let Ok(v) = HeaderValue::from_str(&mime) {
        h.insert(header::CONTENT_TYPE, v);
    }
    if let Ok(v) = HeaderValue::from_str(&etag) {
        h.insert(header::ETAG, v);
    }
    // Pages change with each release of the binary; the ETag makes checking
    // cheap.
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

fn not_found() -> Response {
    (
        StatusCode::NOT_FOUND,
        Html(
            "<!doctype html><html lang=\"en\"><meta charset=\"utf-8\"><title>Not found</title>\
             <h1>Not found</h1><p>There is no such page. <a href=\"/\">Back to the games</a>.</p></html>",
        ),
    )
        .into_response()
}
