//! A duel as an NDJSON stream (`/api/duels/{id}/stream`), as programs read
//! it: the state, then every event with its version, resumed from a
//! version with nothing missed or doubled, an empty line while quiet, and
//! a last line when the token it was opened with is revoked.
//! On SQLite by default; on PostgreSQL in `./scripts/test`'s second run.

use crate::client;
use std::time::Duration;

use client::{Player, unique};
use mastermind_server::{AppState, RateLimit, ServeOptions};
use reqwest::StatusCode;
use serde_json::{Value, json};

/// A stream's lines as they come.
struct Lines {
    response: reqwest::Response,
    buffer: String,
    /// An account's stream, not a duel's.
    account: bool,
}

impl Lines {
    async fn open(server: &client::Server, path: &str, token: &str) -> Lines {
        let response = crate::common::http()
            .get(format!("{}{path}", server.base))
            .bearer_auth(token)
            .send()
            .await
            .expect("answers");
        assert_eq!(response.status(), StatusCode::OK);
        assert_eq!(response.headers()["content-type"], "application/x-ndjson");
        Lines {
            response,
            buffer: String::new(),
            account: path.starts_with("/api/account"),
        }
    }

    /// The next line (empty for a keep-alive), within 10 s; `None` at the end.
    async fn next(&mut self) -> Option<String> {
        loop {
            if let Some(end) = self.buffer.find('\n') {
                let line = self.buffer[..end].to_string();
                self.buffer.drain(..=end);
                return Some(line);
            }
            let chunk = tokio::time::timeout(Duration::from_secs(10), self.response.chunk())
                .await
                .expect("a line within 10 s")
                .expect("the stream reads");
            match chunk {
                Some(bytes) => self.buffer.push_str(&String::from_utf8_lossy(&bytes)),
                None => return None,
            }
        }
    }

    /// The next message, keep-alives skipped.
    async fn message(&mut self) -> Value {
        loop {
            let line = self.next().await.expect("the stream goes on");
            if !line.is_empty() {
                let value = serde_json::from_str(&line).expect("a JSON line");
                crate::wire::message(&value, self.account);
                return value;
            }
        }
    }
}

async fn serve(keep_alive: Duration) -> (tempfile::TempDir, client::Server) {
    let dir = tempfile::tempdir().expect("a folder");
    let options = ServeOptions {
        rate_limit: RateLimit::UNLIMITED,
        stream_keep_alive: keep_alive,
        ..ServeOptions::default()
    };
    let store = crate::common::database_in(dir.path()).await;
    let (state, _writer) = AppState::with_store(store, options);
    (dir, client::serve_state(state).await)
}

async fn token(player: &mut Player, server: &client::Server) -> (String, String) {
    let made = player
        .post(
            server,
            "/api/account/tokens",
            json!({"name": "stream", "scopes": ["bot"]}),
        )
        .await;
    (
        made["id"].as_str().expect("an id").to_string(),
        made["secret"].as_str().expect("a secret").to_string(),
    )
}

#[tokio::test]
async fn a_duel_streams_its_state_then_its_events_and_resumes_from_a_version() {
    let (_dir, server) = serve(Duration::from_secs(10)).await;
    let mut ann = Player::sign_up(&server, &unique("ann")).await;
    let mut bob = Player::sign_up(&server, &unique("bob")).await;
    let id = client::begun(
        &server,
        &mut ann,
        &mut bob,
        json!({"preset": "logik"}),
        ("11223", "44556"),
    )
    .await;
    let (_, secret) = token(&mut ann, &server).await;
    let path = format!("/api/duels/{id}/stream");
    let mut lines = Lines::open(&server, &path, &secret).await;
    let state = lines.message().await;
    assert_eq!(state["type"], "state");
    assert_eq!(state["duel"]["duel"]["you"], "white");
    let since = state["duel"]["duel"]["v"].as_u64().expect("a version");

    bob.guess(&server, &id, "12345").await;
    let guessed = lines.message().await;
    assert_eq!(guessed["type"], "event");
    assert_eq!(guessed["event"], "guessed");
    assert_eq!(guessed["side"], "black");
    assert_eq!(
        guessed["guess"],
        Value::Null,
        "black's guess is not white's to see"
    );
    assert_eq!(guessed["v"], since + 1);
    ann.guess(&server, &id, "55555").await;
    let mut seen = vec![guessed["v"].as_u64().expect("v")];
    loop {
        let event = lines.message().await;
        seen.push(event["v"].as_u64().expect("v"));
        if event["event"] == "turn-started" {
            break;
        }
    }
    // Resumed from the first version seen: the rest, once each.
    let mut again = Lines::open(&server, &format!("{path}?since={}", seen[0]), &secret).await;
    for v in &seen[1..] {
        let event = again.message().await;
        assert_eq!(event["v"], *v, "{event}");
    }
    // A stream of a duel that is not there.
    let response = crate::common::http()
        .get(format!("{}/api/duels/nosuchduel/stream", server.base))
        .bearer_auth(&secret)
        .send()
        .await
        .expect("answers");
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_quiet_stream_keeps_alive_and_a_revoked_token_ends_it() {
    let (_dir, server) = serve(Duration::from_millis(100)).await;
    let mut ann = Player::sign_up(&server, &unique("ann")).await;
    let mut bob = Player::sign_up(&server, &unique("bob")).await;
    let id = client::begun(
        &server,
        &mut ann,
        &mut bob,
        json!({"preset": "logik"}),
        ("11223", "44556"),
    )
    .await;
    let (token_id, secret) = token(&mut ann, &server).await;
    let mut lines = Lines::open(&server, &format!("/api/duels/{id}/stream"), &secret).await;
    lines.message().await;
    assert_eq!(lines.next().await.as_deref(), Some(""), "a keep-alive");

    let revoked = ann
        .send(
            &server,
            "DELETE",
            &format!("/api/account/tokens/{token_id}"),
            None,
        )
        .await;
    assert_eq!(revoked.0, StatusCode::NO_CONTENT);
    let last = lines.message().await;
    assert_eq!(
        last,
        json!({"type": "closed", "code": 4001, "reason": "your session ended: log in again"})
    );
    assert_eq!(lines.next().await, None, "the stream ends");
}

#[tokio::test]
async fn an_accounts_stream_says_challenges_received_and_duels_started_and_ended() {
    let (_dir, a, b) = client::two_databases().await;
    let (one, two) = (client::serve(a).await, client::serve(b).await);
    let mut ann = Player::sign_up(&one, &unique("ann")).await;
    let mut bob = Player::sign_up(&two, &unique("bob")).await;
    let (_, secret) = token(&mut ann, &one).await;
    let mut lines = Lines::open(&one, "/api/account/stream", &secret).await;
    let state = lines.message().await;
    assert_eq!(
        state,
        json!({"type": "state", "challenges": [], "playing": []})
    );

    // Bob, on the other server, challenges Ann by name.
    let made = bob
        .post(
            &two,
            "/api/duels",
            json!({"preset": "logik", "opponent": ann.name}),
        )
        .await;
    let id = made["id"].as_str().expect("an id").to_string();
    let received = lines.message().await;
    assert_eq!(received["type"], "challenge", "{received}");
    assert_eq!(received["duel"]["id"], id.as_str());
    assert_eq!(received["duel"]["challenger"], bob.name.as_str());

    ann.post(&one, &format!("/api/duels/{id}/accept"), json!({}))
        .await;
    let mut said = [lines.message().await, lines.message().await];
    said.sort_by_key(|m| m["type"].as_str().unwrap_or_default().to_string());
    assert_eq!(said[0], json!({"type": "challenge-gone", "id": id}));
    assert_eq!(said[1]["type"], "duel-started");
    assert_eq!(said[1]["duel"]["id"], id.as_str());

    bob.post(&two, &format!("/api/duels/{id}/resign"), json!({}))
        .await;
    let ended = lines.message().await;
    assert_eq!(ended["type"], "duel-ended", "{ended}");
    assert_eq!(ended["duel"]["duel"]["result"]["reason"], "resigned");
    assert_eq!(
        ended["duel"]["duel"]["result"]["winner"], "black",
        "ann played black"
    );
}

#[tokio::test]
async fn a_tournaments_pairing_reaches_the_paired_players_stream() {
    let (_dir, a, b) = client::two_databases().await;
    let (one, two) = (client::serve(a).await, client::serve(b).await);
    let mut ann = Player::sign_up(&one, &unique("ann")).await;
    let mut bob = Player::sign_up(&two, &unique("bob")).await;
    let arena = json!({"name": "Stream arena", "format": "arena", "preset": "logik",
        "time_control": {"kind": "per-turn", "seconds": 60}, "minutes": 30,
        "starts_at": mastermind_store::now_millis() + 600_000});
    let made = ann.post(&one, "/api/tournaments", arena).await;
    let tournament = made["id"].as_str().expect("an id").to_string();
    let join = format!("/api/tournaments/{tournament}/join");
    ann.post(&one, &join, json!({})).await;
    bob.post(&two, &join, json!({})).await;
    let (_, secret) = token(&mut bob, &two).await;
    let mut lines = Lines::open(&two, "/api/account/stream", &secret).await;
    assert_eq!(lines.message().await["type"], "state");

    // Ann starts it on her server; Bob's stream, on the other, is told.
    ann.post(
        &one,
        &format!("/api/tournaments/{tournament}/start"),
        json!({}),
    )
    .await;
    let paired = lines.message().await;
    assert_eq!(paired["type"], "duel-started", "{paired}");
    assert_eq!(
        paired["duel"]["tournament"],
        tournament.as_str(),
        "{paired}"
    );
    assert_eq!(paired["duel"]["state"], "playing");
    let players = [&paired["duel"]["white"], &paired["duel"]["black"]];
    assert!(players.contains(&&json!(ann.name)) && players.contains(&&json!(bob.name)));
}
