//! The pages speak the reader's language: the one they chose (the `lang`
//! cookie, which the menu's switch sets and a login sets from the
//! account), else the best of `Accept-Language`, else English. The choice
//! kept by the account on one server is found by a login on the other.

use crate::client;
use client::{Player, two_servers, unique};
use reqwest::StatusCode;
use reqwest::header::{ACCEPT_LANGUAGE, COOKIE, SET_COOKIE, VARY};
use serde_json::json;

async fn page(base: &str, headers: &[(reqwest::header::HeaderName, &str)]) -> (String, String) {
    let mut request = crate::common::http().get(format!("{base}/game.html"));
    for (name, value) in headers {
        request = request.header(name, *value);
    }
    let response = request.send().await.expect("answers");
    assert_eq!(response.status(), StatusCode::OK);
    let vary = response
        .headers()
        .get(VARY)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_string();
    (response.text().await.expect("a page"), vary)
}

fn lang_of(html: &str) -> &str {
    html.split("<html lang=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .unwrap_or("")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_page_speaks_the_readers_language() {
    let (_dir, one, _two) = two_servers().await;
    let (html, vary) = page(&one.base, &[]).await;
    assert_eq!(lang_of(&html), "en");
    assert!(
        vary.contains("Accept-Language") && vary.contains("Cookie"),
        "{vary}"
    );
    let (html, _) = page(&one.base, &[(ACCEPT_LANGUAGE, "da-DK, en;q=0.8")]).await;
    assert_eq!(lang_of(&html), "da");
    assert!(html.contains("Spil online"), "the menu in Danish");
    let (html, _) = page(&one.base, &[(ACCEPT_LANGUAGE, "fr, de")]).await;
    assert_eq!(lang_of(&html), "en", "none of theirs: English");
    let (html, _) = page(&one.base, &[(ACCEPT_LANGUAGE, "da"), (COOKIE, "lang=en")]).await;
    assert_eq!(lang_of(&html), "en", "the reader's choice first");
    let (html, _) = page(&one.base, &[(COOKIE, "lang=da")]).await;
    assert_eq!(lang_of(&html), "da");
    let (html, _) = page(&one.base, &[(COOKIE, "lang=xx"), (ACCEPT_LANGUAGE, "da")]).await;
    assert_eq!(lang_of(&html), "da", "an unknown choice is no choice");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_account_keeps_the_language_for_a_login_on_another_server() {
    let (_dir, one, two) = two_servers().await;
    let name = unique("dane");
    let mut player = Player::sign_up(&one, &name).await;
    let (status, body) = player.send(&one, "GET", "/api/account", None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["language"], serde_json::Value::Null, "none chosen yet");
    let (status, body) = player
        .send(
            &one,
            "PATCH",
            "/api/account",
            Some(json!({"language": "sv"})),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(
        body["error"].as_str().unwrap_or("").contains("'sv'"),
        "{body}"
    );
    let (status, body) = player
        .send(
            &one,
            "PATCH",
            "/api/account",
            Some(json!({"language": "da"})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["language"], "da");

    // Another browser logs in on the other server: its pages speak Danish.
    let response = crate::common::http()
        .post(format!("{}/api/session", two.base))
        .json(&json!({"name": name, "password": "correct horse"}))
        .send()
        .await
        .expect("answers");
    assert_eq!(response.status(), StatusCode::OK);
    let cookies: Vec<String> = response
        .headers()
        .get_all(SET_COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok().map(str::to_string))
        .collect();
    let lang = cookies
        .iter()
        .find(|c| c.starts_with("lang="))
        .unwrap_or_else(|| panic!("a lang cookie among {cookies:?}"));
    assert!(lang.starts_with("lang=da;"), "{lang}");
    let (html, _) = page(&two.base, &[(COOKIE, "lang=da")]).await;
    assert_eq!(lang_of(&html), "da");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_language_chosen_before_signing_up_is_the_accounts() {
    let (_dir, one, _two) = two_servers().await;
    let name = unique("ny");
    let response = crate::common::http()
        .post(format!("{}/api/accounts", one.base))
        .header(COOKIE, "lang=da")
        .json(&json!({"name": name, "password": "correct horse"}))
        .send()
        .await
        .expect("answers");
    assert_eq!(response.status(), StatusCode::CREATED);
    let body: serde_json::Value = response.json().await.expect("an account");
    assert_eq!(body["language"], "da");
    let mut player = Player::log_in(&one, &name).await;
    let (_, body) = player.send(&one, "GET", "/api/account", None).await;
    assert_eq!(body["language"], "da", "kept");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_address_that_names_no_page_answers_in_the_readers_language() {
    let (_dir, one, _two) = two_servers().await;
    let response = crate::common::http()
        .get(format!("{}/no-such-page.html", one.base))
        .header(ACCEPT_LANGUAGE, "da")
        .send()
        .await
        .expect("answers");
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
    let html = response.text().await.expect("a page");
    assert_eq!(lang_of(&html), "da");
    assert!(html.contains("Ikke fundet"), "{html}");
}
