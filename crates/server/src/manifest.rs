//! The web app manifest (`/manifest.webmanifest`): what a browser needs to
//! install the site as an app on a phone or a desktop (and what a phone
//! asks for before it takes push messages): the name and description in
//! the reader's language, the icons (`web/icons/`, made by
//! `scripts/icons`), the address it opens at, and the colours of its
//! window. The dark theme's colour is the pages' own `theme-color` meta
//! (templates/layout.html): a manifest has one colour.

use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::{IntoResponse, Response};
use mastermind_i18n::{Language, tr_in};
use serde_json::json;

use crate::assets::static_url;

/// The address the pages link it at.
pub const PATH: &str = "manifest.webmanifest";

/// The light theme's page and the board's wood: the colours of the app's
/// splash screen and title bar (`web/css/tokens.css`).
const BACKGROUND: &str = "#f5f1e8";
const THEME: &str = "#4a2c17";

/// The manifest in `lang`, cached for good when `lasting` (its address
/// names this release's version and the language).
pub fn manifest(lang: Language, lasting: bool) -> Response {
    let icon = |file: &str, size: u32, purpose: &str| {
        json!({
            "src": static_url(&format!("icons/{file}")),
            "sizes": format!("{size}x{size}"),
            "type": "image/png",
            "purpose": purpose,
        })
    };
    let body = json!({
        "id": "/",
        "name": tr_in!(lang, "site-title"),
        "short_name": tr_in!(lang, "site-title"),
        "description": tr_in!(lang, "page-index-description"),
        "lang": lang.tag,
        "dir": "ltr",
        "start_url": "/",
        "scope": "/",
        "display": "standalone",
        "background_color": BACKGROUND,
        "theme_color": THEME,
        "icons": [
            icon("icon-192.png", 192, "any"),
            icon("icon-512.png", 512, "any"),
            icon("icon-maskable-512.png", 512, "maskable"),
        ],
    });
    let mut response = body.to_string().into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/manifest+json; charset=utf-8"),
    );
    if lasting {
        // The pages link it as `?lang=…&v=<version>`: those bytes never
        // change, so a reload asks nothing.
        headers.insert(
            header::CACHE_CONTROL,
            HeaderValue::from_static("public, max-age=31536000, immutable"),
        );
    } else {
        // Each reader's language apart; checked again on each fetch.
        headers.insert(
            header::VARY,
            HeaderValue::from_static("Accept-Language, Cookie"),
        );
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    }
    response
}

/// The manifest asked for by `query` (`lang=da&v=<version>`, as the pages
/// link it), else in the language of the reader of `headers`.
pub fn for_request(query: Option<&str>, headers: &HeaderMap) -> Response {
    let mut lang = None;
    let mut version = None;
    for pair in query.unwrap_or("").split('&') {
        match pair.split_once('=') {
            Some(("lang", tag)) => lang = Language::named(tag),
            Some(("v", v)) => version = Some(v),
            _ => {}
        }
    }
    let lasting = lang.is_some() && version == Some(crate::assets::version());
    manifest(
        lang.unwrap_or_else(|| crate::assets::reader_language(headers)),
        lasting,
    )
}

/// Where a page in `lang` links the manifest.
pub fn address(lang: &str) -> String {
    format!("/{PATH}?lang={lang}&v={}", crate::assets::version())
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn read(lang: &str) -> serde_json::Value {
        let response = manifest(Language::named(lang).expect("a language"), true);
        assert_eq!(
            response.headers()[header::CONTENT_TYPE],
            "application/manifest+json; charset=utf-8"
        );
        let body = axum::body::to_bytes(response.into_body(), 1 << 16)
            .await
            .expect("a body");
        serde_json::from_slice(&body).expect("JSON")
    }

    #[tokio::test]
    async fn the_manifest_speaks_the_readers_language_and_names_icons_that_exist() {
        let en = read("en").await;
        let da = read("da").await;
        assert_eq!(en["lang"], "en");
        assert_eq!(da["lang"], "da");
        assert_ne!(en["description"], da["description"]);
        assert_eq!(en["display"], "standalone");
        let icons = en["icons"].as_array().expect("icons");
        assert!(icons.iter().any(|i| i["purpose"] == "maskable"));
        for size in ["192x192", "512x512"] {
            assert!(
                icons
                    .iter()
                    .any(|i| i["sizes"] == size && i["purpose"] == "any")
            );
        }
        for icon in icons {
            let src = icon["src"].as_str().expect("an address");
            let file = src
                .rsplit_once("/icons/")
                .map(|(_, name)| format!("icons/{name}"))
                .expect("under icons/");
            assert!(crate::assets::has(&file), "{src}");
        }
    }
}
