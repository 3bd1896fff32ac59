//! What guards every route, through a real server: body limits, the Origin
//! check (also behind a proxy), the rate limit, the player cookie and the
//! security headers, games that belong to their browser, and the methods
//! refused.

use crate::web_client;
use mastermind_server::{RateLimit, ServeOptions};
use reqwest::StatusCode;
use serde_json::{Value, json};

use web_client::{start, start_with};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bodies_are_limited() {
    let server = start().await;
    let big = json!({"preset": "x".repeat(20 * 1024)});
    let (status, body) = server.post("/api/games", big).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{body}");
    assert!(
        body["error"]
            .as_str()
            .expect("a message")
            .contains("too large")
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pages_of_other_sites_cannot_change_anything() {
    let server = start().await;
    let url = format!("{}/api/games", server.base);
    let body = json!({"preset": "mastermind-1"});
    let (status, error) = server
        .send(
            server
                .client
                .post(&url)
                .header("origin", "http://evil.example")
                .json(&body),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert!(
        error["error"]
            .as_str()
            .expect("a message")
            .contains("evil.example")
    );
    let (status, _) = server
        .send(
            server
                .client
                .post(&url)
                .header("origin", "null")
                .json(&body),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, _) = server
        .send(
            server
                .client
                .post(&url)
                .header("origin", server.base.clone())
                .json(&body),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED);
    // DNS rebinding: a page of evil.example resolved to this server sends
    // its own name as the Host; the Origin check does not trust it.
    let (status, _) = server
        .send(
            server
                .client
                .post(&url)
                .header("origin", "http://evil.example")
                .header("host", "evil.example")
                .json(&body),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let port = server.base.rsplit(':').next().expect("a port");
    let (status, _) = server
        .send(
            server
                .client
                .post(&url)
                .header("origin", format!("http://localhost:{port}"))
                .json(&body),
        )
        .await;
    assert_eq!(
        status,
        StatusCode::CREATED,
        "localhost is this loopback server"
    );
    // Reading is fine from anywhere: the browser keeps the answer from the page.
    let (status, _) = server
        .send(
            server
                .client
                .get(format!("{}/api/presets", server.base))
                .header("origin", "http://evil.example"),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn writes_are_rate_limited_per_address() {
    let server = start_with(ServeOptions {
        // One token per 100 s: none comes back during the test, however
        // slow the machine.
        rate_limit: RateLimit {
            per_second: 0.01,
            burst: 3.0,
        },
        ..ServeOptions::default()
    })
    .await;
    for _ in 0..3 {
        server.new_game("mastermind-1").await;
    }
    let (status, error) = server
        .post("/api/games", json!({"preset": "mastermind-1"}))
        .await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
    assert!(
        error["error"]
            .as_str()
            .expect("a message")
            .contains("too many requests")
    );
    let (status, _) = server.get("/api/presets").await;
    assert_eq!(status, StatusCode::OK, "reading is not limited");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn first_visit_sets_the_player_cookie_and_security_headers() {
    let server = start().await;
    let fresh = crate::common::http();
    let response = fresh
        .get(format!("{}/", server.base))
        .send()
        .await
        .expect("answers");
    assert_eq!(response.status(), StatusCode::OK);
    let headers = response.headers();
    let cookie = headers["set-cookie"].to_str().expect("text");
    assert!(cookie.starts_with("player="), "{cookie}");
    for part in ["HttpOnly", "SameSite=Lax", "Path=/"] {
        assert!(cookie.contains(part), "{cookie} lacks {part}");
    }
    assert!(
        headers["content-type"]
            .to_str()
            .expect("text")
            .starts_with("text/html")
    );
    assert!(
        headers["content-security-policy"]
            .to_str()
            .expect("text")
            .contains("default-src 'self'")
    );
    assert!(
        headers["content-security-policy"]
            .to_str()
            .expect("text")
            .contains("frame-ancestors 'none'")
    );
    assert_eq!(headers["x-content-type-options"], "nosniff");
    let known = server
        .client
        .get(format!("{}/", server.base))
        .send()
        .await
        .expect("answers");
    assert!(known.headers().get("set-cookie").is_none());
    let script = fresh
        .get(format!("{}/js/api.js", server.base))
        .send()
        .await
        .expect("answers");
    assert_eq!(script.status(), StatusCode::OK);
    assert!(
        script.headers()["content-type"]
            .to_str()
            .expect("text")
            .starts_with("text/javascript")
    );
    let missing = fresh
        .get(format!("{}/no/such/page", server.base))
        .send()
        .await
        .expect("answers");
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);
    assert!(
        missing.headers()["content-type"]
            .to_str()
            .expect("text")
            .starts_with("text/html")
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_belongs_to_the_browser_that_started_it() {
    let server = start().await;
    let id = server.new_game("mastermind-1").await;
    let stranger = server.as_player("fedcba9876543210fedcba9876543210");
    let paths = [
        ("get", format!("/api/games/{id}")),
        ("post", format!("/api/games/{id}/guesses")),
        ("post", format!("/api/games/{id}/quit")),
        ("post", format!("/api/games/{id}/hint")),
        ("get", format!("/api/games/{id}/review")),
    ];
    for (method, path) in &paths {
        let (status, answer) = if *method == "get" {
            stranger.get(path).await
        } else {
            stranger.post(path, json!({"guess": "1122"})).await
        };
        assert_eq!(status, StatusCode::NOT_FOUND, "{method} {path}: {answer}");
        assert_eq!(answer["error"], format!("no game '{id}'"));
    }
    // Its player wins it; a stranger cannot enter it in the tables.
    server.win(&id).await;
    let (status, _) = stranger
        .post(
            &format!("/api/games/{id}/score"),
            json!({"name": "Mallory"}),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, recorded) = server
        .post(&format!("/api/games/{id}/score"), json!({"name": "Ann"}))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{recorded}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn behind_a_proxy_only_the_public_origin_may_change_anything() {
    let server = start_with(ServeOptions {
        rate_limit: RateLimit::UNLIMITED,
        public_origin: Some("https://mastermind.example/".to_string()),
        ..ServeOptions::default()
    })
    .await;
    let url = format!("{}/api/games", server.base);
    let body = json!({"preset": "mastermind-1"});
    let (status, _) = server
        .send(
            server
                .client
                .post(&url)
                .header("origin", "https://mastermind.example")
                .json(&body),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED);
    let (status, _) = server
        .send(
            server
                .client
                .post(&url)
                .header("origin", server.base.clone())
                .json(&body),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "the proxy's origin only");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn connect_and_trace_are_refused_and_names_hide_nothing() {
    let server = start().await;
    for method in ["TRACE", "CONNECT"] {
        let response = server
            .client
            .request(
                reqwest::Method::from_bytes(method.as_bytes()).expect("a method"),
                format!("{}/", server.base),
            )
            .send()
            .await
            .expect("answers");
        assert_eq!(
            response.status(),
            StatusCode::METHOD_NOT_ALLOWED,
            "{method}"
        );
        let body: Value = response.json().await.expect("JSON");
        assert!(body["error"].as_str().is_some_and(|e| e.contains(method)));
    }
    // A direction override would make a name pass for another.
    let (status, error) = server
        .post(
            "/api/series",
            json!({"players": ["Ann", "Bob\u{202E}naN"], "games": 2}),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(
        error["error"]
            .as_str()
            .expect("a message")
            .contains("invisible")
    );
}

/// The `player=` cookie a server hands a browser without one.
async fn player_cookie_of(base: &str) -> String {
    let response = reqwest::get(format!("{base}/api/presets"))
        .await
        .expect("answers");
    response
        .headers()
        .get_all(reqwest::header::SET_COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find(|v| v.starts_with("player="))
        .expect("a player cookie")
        .to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_player_cookie_is_secure_under_https() {
    let https = start_with(ServeOptions {
        rate_limit: RateLimit::UNLIMITED,
        public_origin: Some("https://mastermind.example/".to_string()),
        ..ServeOptions::default()
    })
    .await;
    let cookie = player_cookie_of(&https.base).await;
    assert!(cookie.ends_with("; Secure"), "{cookie}");
    let plain = start().await;
    let cookie = player_cookie_of(&plain.base).await;
    assert!(!cookie.contains("Secure"), "{cookie}");
}
