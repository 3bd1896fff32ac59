//! Transcripts of finished games and duels (`/export`): none while the
//! secret is kept, the rules' own text once over (read back by the core),
//! JSON on asking, and only for those who may see the game or duel.
//! On SQLite by default; on PostgreSQL in `./scripts/test`'s second run.

use crate::{client, two_servers};
use mastermind_core::transcript::{read_duel, read_game};
use reqwest::StatusCode;
use serde_json::json;

#[tokio::test]
async fn a_won_games_transcript_reads_back_and_a_game_in_play_has_none() {
    let dir = tempfile::tempdir().expect("a folder");
    let store = crate::common::database_in(dir.path()).await;
    let server = two_servers::serve(store).await;
    let browser = two_servers::Browser::new();
    let (_, game) = browser
        .post(&server, "/api/games", json!({"preset": "mastermind-1"}))
        .await;
    let id = game["id"].as_str().expect("an id").to_string();
    let path = format!("/api/games/{id}/export");
    let (status, body) = browser.get(&server, &path).await;
    assert_eq!(
        status,
        StatusCode::CONFLICT,
        "no secret while in play: {body}"
    );

    let secret = mastermind_store::testing::peek_secret(server.state.store(), &id).await;
    let (status, _) = browser
        .post(
            &server,
            &format!("/api/games/{id}/guesses"),
            json!({"guess": secret}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let response = browser
        .0
        .get(format!("{}{path}", server.base))
        .send()
        .await
        .expect("answers");
    assert_eq!(response.status(), StatusCode::OK);
    assert!(
        response.headers()["content-type"]
            .to_str()
            .expect("text")
            .starts_with("text/plain")
    );
    let text = response.text().await.expect("a body");
    let read = read_game(&text).unwrap_or_else(|e| panic!("{e}: {text}"));
    assert_eq!(read.game.secret().to_string(), secret);
    assert_eq!(read.tags.get("Preset"), Some("mastermind-1"));
    assert!(
        read.tags.get("Date").is_some_and(|d| d.len() == 10),
        "{text}"
    );

    let (status, json) = browser.get(&server, &format!("{path}?format=json")).await;
    assert_eq!(status, StatusCode::OK, "{json}");
    assert_eq!(json["result"], "won");
    assert_eq!(json["secret"], secret.as_str());
    assert_eq!(json["tags"]["Event"], "Mastermind");
    let (status, body) = browser.get(&server, &format!("{path}?format=xml")).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    let other = crate::common::http()
        .get(format!("{}{path}", server.base))
        .header("cookie", "player=fedcba9876543210fedcba9876543210")
        .send()
        .await
        .expect("answers");
    assert_eq!(
        other.status(),
        StatusCode::NOT_FOUND,
        "another browser's game"
    );
}

#[tokio::test]
async fn a_finished_duels_transcript_is_anyones_who_may_see_it_with_its_codes() {
    let (_dir, one, two) = client::two_servers().await;
    let mut ann = client::Player::sign_up(&one, &client::unique("ann")).await;
    let mut bob = client::Player::sign_up(&two, &client::unique("bob")).await;
    let id = client::begun(
        &one,
        &mut ann,
        &mut bob,
        json!({"preset": "logik"}),
        ("11223", "44556"),
    )
    .await;
    let path = format!("/api/duels/{id}/export");
    let (status, body) = ann.send(&two, "GET", &path, None).await;
    assert_eq!(status, StatusCode::CONFLICT, "codes secret in play: {body}");
    assert!(!body.to_string().contains("44556"), "{body}");
    ann.guess(&one, &id, "12345").await;
    bob.guess(&two, &id, "11223").await; // bob breaks ann's code
    let mut carl = client::Player::anonymous("carl");
    let (status, json) = carl
        .send(&one, "GET", &format!("{path}?format=json"), None)
        .await;
    assert_eq!(status, StatusCode::OK, "a spectator reads it: {json}");
    assert_eq!(json["codes"], json!({"white": "11223", "black": "44556"}));
    assert_eq!(json["result"]["winner"], "black");
    assert_eq!(json["tags"]["White"], ann.name.as_str());

    let response = crate::common::http()
        .get(format!("{}{path}", two.base))
        .send()
        .await
        .expect("answers");
    let text = response.text().await.expect("a body");
    let read = read_duel(&text).unwrap_or_else(|e| panic!("{e}: {text}"));
    assert_eq!(read.turns.len(), 1);
    assert_eq!(read.tags.get("Black"), Some(bob.name.as_str()));
}

/// Wins a level I game of `player` on `server` (on `store`); its id.
async fn won_game(
    player: &mut client::Player,
    server: &client::Server,
    store: &mastermind_store::Database,
) -> String {
    let game = player
        .post(server, "/api/games", json!({"preset": "mastermind-1"}))
        .await;
    let id = game["id"].as_str().expect("an id").to_string();
    let secret = mastermind_store::testing::peek_secret(store, &id).await;
    player
        .post(
            server,
            &format!("/api/games/{id}/guesses"),
            json!({"guess": secret}),
        )
        .await;
    id
}

/// `path` of `server` as `player`'s browser reads it: the content type and
/// the body.
async fn read(player: &client::Player, server: &client::Server, path: &str) -> (String, String) {
    let response = crate::common::http()
        .get(format!("{}{path}", server.base))
        .header("cookie", player.cookies().expect("a session"))
        .send()
        .await
        .expect("answers");
    assert_eq!(response.status(), StatusCode::OK, "{path}");
    let kind = response.headers()["content-type"]
        .to_str()
        .expect("a type")
        .to_string();
    (kind, response.text().await.expect("a body"))
}

#[tokio::test]
async fn an_account_exports_its_finished_games_and_duels_and_nothing_else() {
    let (_dir, a, b) = client::two_databases().await;
    let store = a.clone();
    let (one, two) = (client::serve(a).await, client::serve(b).await);
    let mut ann = client::Player::sign_up(&one, &client::unique("ann")).await;
    let mut bob = client::Player::sign_up(&two, &client::unique("bob")).await;
    won_game(&mut ann, &one, &store).await;
    won_game(&mut ann, &two, &store).await;
    won_game(&mut bob, &two, &store).await;
    ann.post(&one, "/api/games", json!({"preset": "mastermind-1"}))
        .await; // in play
    let duel = client::begun(
        &one,
        &mut ann,
        &mut bob,
        json!({"preset": "logik"}),
        ("11223", "44556"),
    )
    .await;
    ann.post(&one, &format!("/api/duels/{duel}/resign"), json!({}))
        .await;

    let (kind, text) = read(&ann, &two, "/api/account/export?format=ndjson").await;
    assert_eq!(kind, "application/x-ndjson");
    let lines: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect();
    let kinds: Vec<&str> = lines
        .iter()
        .map(|l| l["kind"].as_str().expect("a kind"))
        .collect();
    assert_eq!(
        kinds,
        ["duel", "game", "game"],
        "the latest first, bob's game and the game in play left out: {text}"
    );
    assert_eq!(lines[0]["result"]["reason"], "resigned");
    assert_eq!(lines[1]["tags"]["Codebreaker"], ann.name.as_str());

    // Text: transcripts the core reads back, one after another.
    let (kind, text) = read(&ann, &one, "/api/account/export").await;
    assert!(kind.starts_with("text/plain"), "{kind}");
    let parts: Vec<String> = text
        .split("\n\n[")
        .enumerate()
        .map(|(i, p)| {
            if i == 0 {
                p.to_string()
            } else {
                format!("[{p}")
            }
        })
        .collect();
    assert_eq!(parts.len(), 3, "{text}");
    read_duel(&parts[0]).unwrap_or_else(|e| panic!("{e}: {}", parts[0]));
    for game in &parts[1..] {
        read_game(game).unwrap_or_else(|e| panic!("{e}: {game}"));
    }

    // A page at a time.
    let (_, first) = read(&ann, &one, "/api/account/export?format=ndjson&limit=1").await;
    assert_eq!(first.lines().count(), 1);
    assert_eq!(first.lines().next(), text_line(&lines[0]).as_deref());
    let (status, body) = ann
        .send(&one, "GET", "/api/account/export?limit=0", None)
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    let (status, _) = client::Player::anonymous("x")
        .send(&one, "GET", "/api/account/export", None)
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}

fn text_line(value: &serde_json::Value) -> Option<String> {
    Some(value.to_string())
}
