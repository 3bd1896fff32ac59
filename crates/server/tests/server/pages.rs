//! The pages through a real server: rendered from the templates at every
//! address they had as files, with an ETag of their bytes, `no-cache`, and
//! 304 for a browser that has them; the templates themselves not served.

use crate::web_client;
use reqwest::StatusCode;
use reqwest::header::{CACHE_CONTROL, CONTENT_TYPE, ETAG, IF_NONE_MATCH};

use web_client::start;

async fn get(server: &web_client::Server, path: &str) -> reqwest::Response {
    server
        .client
        .get(format!("{}{path}", server.base))
        .send()
        .await
        .expect("answers")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_page_is_the_same_at_each_of_its_addresses_and_revalidated_by_its_etag() {
    let server = start().await;
    let mut seen = Vec::new();
    for path in ["/game", "/game.html", "/", "/index.html", "/duel"] {
        let response = get(&server, path).await;
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        let headers = response.headers().clone();
        assert_eq!(headers[CONTENT_TYPE], "text/html; charset=utf-8", "{path}");
        assert_eq!(headers[CACHE_CONTROL], "no-cache", "{path}");
        let etag = headers[ETAG].to_str().expect("text").to_string();
        let body = response.text().await.expect("a body");
        assert!(
            body.starts_with("<!doctype html>\n<html lang=\"en\" "),
            "{path}"
        );
        seen.push((etag, body));
    }
    assert_eq!(seen[0], seen[1], "/game is game.html");
    assert_eq!(seen[2], seen[3], "/ is index.html");
    assert_ne!(seen[0].0, seen[2].0, "each page has its own ETag");
    assert!(
        seen[4]
            .1
            .contains(r#"<a href="duels.html" aria-current="page">"#)
    );

    let (etag, _) = &seen[0];
    let again = server
        .client
        .get(format!("{}/game", server.base))
        .header(IF_NONE_MATCH, etag)
        .send()
        .await
        .expect("answers");
    assert_eq!(again.status(), StatusCode::NOT_MODIFIED);
    assert_eq!(again.headers()[ETAG], etag.as_str());
    assert_eq!(again.headers()[CACHE_CONTROL], "no-cache");
    let stale = server
        .client
        .get(format!("{}/game", server.base))
        .header(IF_NONE_MATCH, "\"0123\"")
        .send()
        .await
        .expect("answers");
    assert_eq!(stale.status(), StatusCode::OK);

    let script = get(&server, "/js/layout.js").await;
    assert_eq!(script.status(), StatusCode::OK);
    assert!(script.headers().contains_key(ETAG));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_templates_are_not_pages() {
    let server = start().await;
    for path in [
        "/layout.html",
        "/layout",
        "/pages/game.html",
        "/templates/layout.html",
        "/no/such/page",
        "/game/",
    ] {
        let response = get(&server, path).await;
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{path}");
        let body = response.text().await.expect("a body");
        assert!(body.contains("There is no such page."), "{path}: {body}");
    }
}
