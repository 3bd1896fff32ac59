//! Personal access tokens: made, listed and revoked with a login session;
//! a program's requests with one reach exactly what its scopes allow, need
//! no Origin check, count against the token's own rate, and stop working on
//! every server the moment it is revoked or its account deleted, its open
//! live pages closed. On SQLite by default; on PostgreSQL in
//! `./scripts/test`'s second run.

use crate::client;
use std::time::Duration;

use client::{Player, Server, two_servers, unique};
use mastermind_server::tokens::scopes::{Needs, ROUTES, Scope};
use reqwest::StatusCode;
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

/// A program with a token.
struct Bot {
    http: reqwest::Client,
    secret: String,
}

impl Bot {
    fn new(secret: &str) -> Bot {
        Bot {
            http: crate::common::http(),
            secret: secret.to_string(),
        }
    }

    async fn send(
        &self,
        server: &Server,
        method: &str,
        path: &str,
        body: Option<Value>,
    ) -> (StatusCode, Value) {
        let url = format!("{}{path}", server.base);
        let mut request = self
            .http
            .request(method.parse().expect("a method"), url)
            .bearer_auth(&self.secret);
        if let Some(body) = body {
            request = request.json(&body);
        }
        let response = request.send().await.expect("answers");
        let status = response.status();
        if status.is_success()
            && response.headers().get("content-type")
                == Some(&reqwest::header::HeaderValue::from_static(
                    "application/x-ndjson",
                ))
        {
            // A stream goes on: its status says enough.
            return (status, Value::Null);
        }
        let text = response.text().await.expect("a body");
        (status, serde_json::from_str(&text).unwrap_or(Value::Null))
    }

    async fn live(&self, server: &Server, path: &str) -> client::Socket {
        let url = format!("{}{path}", server.base.replace("http://", "ws://"));
        let mut request = url.into_client_request().expect("a request");
        request.headers_mut().insert(
            "authorization",
            format!("Bearer {}", self.secret).parse().expect("a header"),
        );
        let (socket, _) = tokio_tungstenite::connect_async(request)
            .await
            .expect("the socket opens");
        client::Socket(socket)
    }
}

/// A token of `player` with `scopes`: its id and secret.
async fn token(player: &mut Player, server: &Server, scopes: &[&str]) -> (String, String) {
    let made = player
        .post(
            server,
            "/api/account/tokens",
            json!({"name": "my bot", "scopes": scopes}),
        )
        .await;
    let secret = made["secret"].as_str().expect("a secret").to_string();
    assert!(secret.starts_with("mmt_") && secret.len() == 68, "{secret}");
    (made["id"].as_str().expect("an id").to_string(), secret)
}

#[tokio::test]
async fn a_token_is_shown_once_listed_without_its_secret_and_acts_for_its_account() {
    let (_dir, one, _two) = two_servers().await;
    let mut ann = Player::sign_up(&one, &unique("ann")).await;
    let (id, secret) = token(&mut ann, &one, &["play", "read"]).await;
    let listed = ann.get(&one, "/api/account/tokens").await;
    assert_eq!(listed.as_array().map(Vec::len), Some(1), "{listed}");
    assert_eq!(listed[0]["id"], id.as_str());
    assert_eq!(listed[0]["scopes"], json!(["read", "play"]));
    assert!(!listed.to_string().contains(&secret[4..]), "{listed}");

    let bot = Bot::new(&secret);
    let (status, game) = bot
        .send(
            &one,
            "POST",
            "/api/games",
            Some(json!({"preset": "mastermind-1"})),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{game}");
    // The game is the account's: its session sees it too.
    let path = format!("/api/games/{}", game["id"].as_str().expect("an id"));
    ann.get(&one, &path).await;
    let listed = ann.get(&one, "/api/account/tokens").await;
    assert!(listed[0]["used_at"].as_i64().is_some(), "{listed}");
}

#[tokio::test]
async fn every_route_refuses_a_token_without_its_scope_with_a_code() {
    let (_dir, one, _two) = two_servers().await;
    let mut ann = Player::sign_up(&one, &unique("ann")).await;
    let mut bots = Vec::new();
    for scope in Scope::ALL {
        let (_, secret) = token(&mut ann, &one, &[scope.name()]).await;
        bots.push((scope, Bot::new(&secret)));
    }
    for (method, template, needs) in ROUTES {
        let path = template
            .replace("{preset}", "logik")
            .replace(['{', '}'], "");
        for (scope, bot) in &bots {
            let allowed = matches!(needs, Needs::Any(any) if any.contains(scope));
            let (status, body) = bot.send(&one, method, &path, None).await;
            let refused = status == StatusCode::FORBIDDEN && body["code"] == "token_scope";
            assert_eq!(
                refused,
                !allowed,
                "{method} {template} with '{}': {status} {body}",
                scope.name()
            );
            if refused {
                assert!(
                    body["error"].as_str().is_some_and(|e| e.contains("token")),
                    "{body}"
                );
            }
        }
    }
}

#[tokio::test]
async fn a_bearer_request_needs_no_origin_check_and_a_cookie_request_still_does() {
    let (_dir, one, _two) = two_servers().await;
    let mut ann = Player::sign_up(&one, &unique("ann")).await;
    let (_, secret) = token(&mut ann, &one, &["play"]).await;
    let http = crate::common::http();
    let foreign = "https://evil.example";
    let with_token = http
        .post(format!("{}/api/games", one.base))
        .bearer_auth(&secret)
        .header("origin", foreign)
        .json(&json!({"preset": "mastermind-1"}))
        .send()
        .await
        .expect("answers");
    assert_eq!(with_token.status(), StatusCode::CREATED);
    let with_cookie = http
        .post(format!("{}/api/games", one.base))
        .header("cookie", ann.cookies().expect("a session"))
        .header("origin", foreign)
        .json(&json!({"preset": "mastermind-1"}))
        .send()
        .await
        .expect("answers");
    assert_eq!(with_cookie.status(), StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn a_revoked_token_is_refused_by_every_server_and_its_live_page_closes() {
    let (_dir, one, two) = two_servers().await;
    let mut ann = Player::sign_up(&one, &unique("ann")).await;
    let mut bob = Player::sign_up(&two, &unique("bob")).await;
    let (id, secret) = token(&mut ann, &one, &["bot"]).await;
    let bot = Bot::new(&secret);
    let duel = client::begun(
        &one,
        &mut ann,
        &mut bob,
        json!({"preset": "logik"}),
        ("11223", "44556"),
    )
    .await;
    let path = format!("/api/duels/{duel}");
    let (status, _) = bot.send(&two, "GET", &path, None).await;
    assert_eq!(status, StatusCode::OK);
    let mut socket = bot.live(&two, &format!("{path}/live")).await;
    socket.next().await; // the duel as it stands

    let revoked = ann
        .send(&one, "DELETE", &format!("/api/account/tokens/{id}"), None)
        .await;
    assert_eq!(revoked.0, StatusCode::NO_CONTENT, "{}", revoked.1);
    // At once, on the other server: the token is read on every request.
    let (status, body) = bot.send(&two, "GET", &path, None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{body}");
    assert_eq!(body["code"], "token_unknown");
    let (_, closed) = socket.until_closed(Duration::from_secs(5)).await;
    assert_eq!(closed, Some(4001), "the page opened with it closes");
    let again = ann
        .send(&one, "DELETE", &format!("/api/account/tokens/{id}"), None)
        .await;
    assert_eq!(again.0, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_deleted_accounts_tokens_are_refused() {
    let (_dir, one, two) = two_servers().await;
    let mut ann = Player::sign_up(&one, &unique("ann")).await;
    let (_, secret) = token(&mut ann, &one, &["read"]).await;
    let bot = Bot::new(&secret);
    assert_eq!(
        bot.send(&two, "GET", "/api/duels?state=playing", None)
            .await
            .0,
        StatusCode::OK
    );
    ann.ok(
        &one,
        "DELETE",
        "/api/account",
        Some(json!({"password": "correct horse"})),
    )
    .await;
    let (status, body) = bot
        .send(&two, "GET", "/api/duels?state=playing", None)
        .await;
    assert_eq!(
        (status, &body["code"]),
        (StatusCode::UNAUTHORIZED, &json!("token_unknown"))
    );
}

#[tokio::test]
async fn bad_tokens_and_bad_requests_for_tokens_are_refused_with_messages() {
    let (_dir, one, _two) = two_servers().await;
    let mut ann = Player::sign_up(&one, &unique("ann")).await;
    for header in ["Bearer nonsense", "Basic abc", "Bearer mmt_12"] {
        let response = crate::common::http()
            .get(format!("{}/api/duels", one.base))
            .header("authorization", header)
            .send()
            .await
            .expect("answers");
        assert_eq!(response.status(), StatusCode::UNAUTHORIZED, "{header}");
        let body: Value = response.json().await.expect("JSON");
        assert_eq!(body["code"], "token_malformed", "{header}");
    }
    let unknown = Bot::new(&format!("mmt_{}", "0".repeat(64)));
    let (status, body) = unknown
        .send(&one, "GET", "/api/duels?state=playing", None)
        .await;
    assert_eq!(
        (status, &body["code"]),
        (StatusCode::UNAUTHORIZED, &json!("token_unknown"))
    );

    for (body, wanted) in [
        (json!({"name": "x", "scopes": []}), "at least one scope"),
        (
            json!({"name": "x", "scopes": ["admin"]}),
            "no scope 'admin'",
        ),
        (
            json!({"name": "a\u{202E}b", "scopes": ["read"]}),
            "invisible",
        ),
        (json!({"name": "  ", "scopes": ["read"]}), "name"),
    ] {
        let (status, answer) = ann
            .send(&one, "POST", "/api/account/tokens", Some(body.clone()))
            .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}: {answer}");
        assert!(
            answer["error"].as_str().is_some_and(|e| e.contains(wanted)),
            "{body}: {answer}"
        );
    }
    // A token cannot make tokens, nor manage its account.
    let (_, secret) = token(&mut ann, &one, &["bot"]).await;
    let bot = Bot::new(&secret);
    let (status, body) = bot
        .send(
            &one,
            "POST",
            "/api/account/tokens",
            Some(json!({"name": "more", "scopes": ["bot"]})),
        )
        .await;
    assert_eq!(
        (status, &body["code"]),
        (StatusCode::FORBIDDEN, &json!("token_scope"))
    );
}

#[tokio::test]
async fn an_account_holds_at_most_twenty_tokens_even_made_at_once_through_two_servers() {
    let (_dir, one, two) = two_servers().await;
    let ann = Player::sign_up(&one, &unique("ann")).await;
    let tries = (0..30).map(|i| {
        let mut ann = ann.clone();
        let server = if i % 2 == 0 { &one } else { &two };
        async move {
            ann.send(
                server,
                "POST",
                "/api/account/tokens",
                Some(json!({"name": format!("bot {i}"), "scopes": ["read"]})),
            )
            .await
        }
    });
    let answers = futures_util::future::join_all(tries).await;
    let made = answers
        .iter()
        .filter(|(s, _)| *s == StatusCode::CREATED)
        .count();
    assert_eq!(made, 20, "{answers:?}");
    let refused = answers
        .iter()
        .find(|(s, _)| *s == StatusCode::CONFLICT)
        .expect("a refusal");
    assert!(
        refused.1["error"]
            .as_str()
            .is_some_and(|e| e.contains("20 access tokens")),
        "{refused:?}"
    );
}

#[tokio::test]
async fn a_tokens_requests_count_against_the_token_not_the_address() {
    let dir = tempfile::tempdir().expect("a folder");
    let options = mastermind_server::ServeOptions {
        rate_limit: mastermind_server::RateLimit::per_second(3),
        ..mastermind_server::ServeOptions::default()
    };
    let store = crate::common::database_in(dir.path()).await;
    let (state, _writer) = mastermind_server::AppState::with_store(store, options);
    let server = client::serve_state(state).await;
    let mut ann = Player::sign_up(&server, &unique("ann")).await;
    let (_, first) = token(&mut ann, &server, &["play"]).await;
    let (_, second) = token(&mut ann, &server, &["play"]).await;
    let game = Some(json!({"preset": "mastermind-1"}));
    let first = Bot::new(&first);
    // A burst of 6, refilled at 3 a second: 30 at once run it dry.
    let mut statuses = Vec::new();
    for _ in 0..30 {
        let status = first
            .send(&server, "POST", "/api/games", game.clone())
            .await
            .0;
        statuses.push(status);
        if status == StatusCode::TOO_MANY_REQUESTS {
            break;
        }
    }
    assert_eq!(
        statuses.last(),
        Some(&StatusCode::TOO_MANY_REQUESTS),
        "{statuses:?}"
    );
    // The same address without the token, and the account's other token,
    // each have their own budget.
    let (status, _) = Player::anonymous("guest")
        .send(&server, "POST", "/api/games", game.clone())
        .await;
    assert_eq!(status, StatusCode::CREATED);
    let (status, _) = Bot::new(&second)
        .send(&server, "POST", "/api/games", game.clone())
        .await;
    assert_eq!(status, StatusCode::CREATED);
}
