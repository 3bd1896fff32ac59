//! The high-score tables through a real server: entering them once with a
//! fitting name, the player's own table and the all-time one, and what keeps
//! the all-time table for wins that play earned (no hints, no first-guess
//! luck, one entry per address).

use crate::web_client;
use mastermind_core::{Code, Preset};
use mastermind_server::{RateLimit, ServeOptions};
use mastermind_store::NewScore;
use mastermind_store::prelude::*;
use reqwest::StatusCode;
use serde_json::{Value, json};

use web_client::{Server, start, start_with};

/// A game of mastermind-1 won in two turns or more: a win by the first
/// guess (1 in 1,296) never enters the all-time table, so a test that wants
/// it there plays again.
async fn won_game(server: &Server) -> String {
    loop {
        let id = server.new_game("mastermind-1").await;
        if server.win(&id).await.len() > 1 {
            return id;
        }
    }
}

/// Records the win of game `id` as `name`, sent through a proxy that says
/// the client is `address`.
async fn record_from(server: &Server, id: &str, name: &str, address: &str) -> (StatusCode, Value) {
    server
        .send(
            server
                .client
                .post(format!("{}/api/games/{id}/score", server.base))
                .header("x-forwarded-for", format!("10.9.8.7, {address}"))
                .json(&json!({ "name": name })),
        )
        .await
}

async fn all_time(server: &Server) -> Vec<String> {
    let (status, table) = server.get("/api/scores?preset=mastermind-1").await;
    assert_eq!(status, StatusCode::OK);
    table
        .as_array()
        .expect("a table")
        .iter()
        .map(|e| e["name"].as_str().expect("a name").to_string())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_address_keeps_one_all_time_entry_behind_a_trusted_proxy_and_cannot_pose_as_another() {
    let server = start_with(ServeOptions {
        rate_limit: RateLimit::UNLIMITED,
        trusted_proxies: vec!["127.0.0.1".parse().expect("an address")],
        ..ServeOptions::default()
    })
    .await;
    let bot = "203.0.113.5";
    let mut names = Vec::new();
    for n in 0..3 {
        let player = server.as_player(&format!("{n:032x}"));
        let id = won_game(&player).await;
        let name = format!("Bot {n}");
        let (status, recorded) = record_from(&player, &id, &name, bot).await;
        assert_eq!(status, StatusCode::CREATED, "{recorded}");
        names.push(name);
    }
    let table = all_time(&server).await;
    assert_eq!(table.len(), 1, "one entry for the address: {table:?}");
    assert!(names.contains(&table[0]));
    // Another address has an entry of its own.
    let ann = server.as_player(&format!("{:032x}", 99));
    let id = won_game(&ann).await;
    let (status, _) = record_from(&ann, &id, "Ann", "198.51.100.9").await;
    assert_eq!(status, StatusCode::CREATED);
    let table = all_time(&server).await;
    assert_eq!(table.len(), 2, "{table:?}");
    assert!(table.contains(&"Ann".to_string()));

    // A server that trusts no proxy takes no client's word for its address:
    // two "addresses" from one peer are one address.
    let plain = start().await;
    for (n, address) in ["192.0.2.1", "192.0.2.2"].into_iter().enumerate() {
        let player = plain.as_player(&format!("{:032x}", n + 1));
        let id = won_game(&player).await;
        let (status, _) = record_from(&player, &id, &format!("Spoof {n}"), address).await;
        assert_eq!(status, StatusCode::CREATED);
    }
    assert_eq!(all_time(&plain).await.len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn scores_enter_the_tables_once_with_a_fitting_name() {
    let server = start().await;
    let fresh = server.new_game("mastermind-1").await;
    let (status, _) = server
        .post(&format!("/api/games/{fresh}/score"), json!({"name": "Ann"}))
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "not won yet");
    let id = won_game(&server).await;
    let score = format!("/api/games/{id}/score");
    let (status, error) = server.post(&score, json!({"name": "x".repeat(45)})).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(
        error["error"]
            .as_str()
            .expect("a message")
            .contains("45 characters")
    );
    let (status, _) = server.post(&score, json!({"name": "  "})).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let name = "é".repeat(44);
    let (status, recorded) = server.post(&score, json!({"name": name})).await;
    assert_eq!(status, StatusCode::CREATED, "{recorded}");
    assert_eq!(recorded, json!({"rank": 1, "scope": "all"}));
    let (status, _) = server.post(&score, json!({"name": "Ann"})).await;
    assert_eq!(status, StatusCode::CONFLICT, "already recorded");
    let (_, view) = server.get(&format!("/api/games/{id}")).await;
    assert_eq!(view["score_recorded"], true);
    assert_eq!(view["qualifies"], false);

    let (status, all) = server.get("/api/scores?preset=mastermind-1").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(all[0]["name"], name);
    assert_eq!(all[0]["rank"], 1);
    assert_eq!(
        all[0]["turns"],
        view["turns"].as_array().expect("turns").len()
    );
    assert_eq!(all[0]["secret"], view["secret"]);
    assert!(all[0]["date"].as_str().expect("a date").ends_with('Z'));
    let (_, mine) = server
        .get("/api/scores?preset=mastermind-1&scope=mine")
        .await;
    assert_eq!(mine, all);
    let other = server.as_player("fedcba9876543210fedcba9876543210");
    let (_, theirs) = other
        .get("/api/scores?preset=mastermind-1&scope=mine")
        .await;
    assert_eq!(theirs, json!([]));
    let (_, level2) = server.get("/api/scores?preset=mastermind-2").await;
    assert_eq!(level2, json!([]));

    // An all-time table full of better results: a win still enters the
    // player's own table, until that one is full too.
    let store = server.store.clone();
    let best = |player: Option<&str>| NewScore {
        preset: Preset::Mastermind1,
        player: player.map(str::to_string),
        name: mastermind_core::PlayerName::parse("Best").expect("a name"),
        turns: 2,
        millis: 1,
        secret: Code::from_digits("1111").expect("a code"),
        at: 1_795_000_000_000,
        hinted: false,
        address: None,
    };
    for _ in 0..10 {
        store.record_score(&best(None)).await.expect("records");
    }
    let id = other.new_game("mastermind-1").await;
    other.win(&id).await;
    let (_, view) = other.get(&format!("/api/games/{id}")).await;
    assert_eq!(view["qualifies"], true);
    let (status, recorded) = other
        .post(&format!("/api/games/{id}/score"), json!({"name": "Bob"}))
        .await;
    assert_eq!(status, StatusCode::CREATED);
    assert_eq!(recorded, json!({"rank": 1, "scope": "mine"}));
    for _ in 0..10 {
        store
            .record_score(&best(Some(&server.player)))
            .await
            .expect("records");
    }
    let id = server.new_game("mastermind-1").await;
    server.win(&id).await;
    let (_, view) = server.get(&format!("/api/games/{id}")).await;
    assert_eq!(view["qualifies"], false);
    let (status, error) = server
        .post(&format!("/api/games/{id}/score"), json!({"name": "Ann"}))
        .await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert!(
        error["error"]
            .as_str()
            .expect("a message")
            .contains("does not enter")
    );

    // Resetting one's own table leaves the others'.
    let (status, deleted) = server
        .delete("/api/scores?preset=mastermind-1&scope=mine")
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(deleted, json!({"deleted": 11}));
    let (_, mine) = server
        .get("/api/scores?preset=mastermind-1&scope=mine")
        .await;
    assert_eq!(mine, json!([]));
    let (_, theirs) = other
        .get("/api/scores?preset=mastermind-1&scope=mine")
        .await;
    assert_eq!(theirs.as_array().expect("a list").len(), 1);
    let (_, all) = server.get("/api/scores?preset=mastermind-1").await;
    assert_eq!(all.as_array().expect("a list").len(), 10);
}

/// What a won game's view offers is what recording it does: with the
/// address's all-time entry better and the player's own table full of
/// better wins, the all-time table (one entry, far from full) takes no
/// second entry of the address, so the view offers nothing and recording is
/// refused alike.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_win_is_offered_a_place_only_where_recording_it_would_give_one() {
    let server = start().await;
    let best = NewScore {
        preset: Preset::Mastermind1,
        player: Some(server.player.clone()),
        name: mastermind_core::PlayerName::parse("Best").expect("a name"),
        turns: 2,
        millis: 1,
        secret: Code::from_digits("1111").expect("a code"),
        at: 1_795_000_000_000,
        hinted: false,
        // The address the test's requests come from.
        address: Some("127.0.0.1".to_string()),
    };
    for _ in 0..10 {
        server.store.record_score(&best).await.expect("records");
    }
    assert_eq!(all_time(&server).await.len(), 1, "one entry an address");

    let id = won_game(&server).await;
    let (_, view) = server.get(&format!("/api/games/{id}")).await;
    let (status, answer) = server
        .post(&format!("/api/games/{id}/score"), json!({"name": "Ann"}))
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "{answer}");
    assert_eq!(view["qualifies"], false, "offered what is refused: {view}");

    // Another player on the same address: their own table, empty, takes
    // the win, and the view offers it.
    let other = server.as_player(&format!("{:032x}", 7));
    let id = won_game(&other).await;
    let (_, view) = other.get(&format!("/api/games/{id}")).await;
    assert_eq!(view["qualifies"], true, "{view}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn custom_setups_have_no_score_table() {
    let server = start().await;
    let (_, game) = server
        .post(
            "/api/games",
            json!({"setup": {"pegs": 1, "colours": 2, "turns": 2}}),
        )
        .await;
    let id = game["id"].as_str().expect("an id");
    let guesses = format!("/api/games/{id}/guesses");
    let (_, first) = server.post(&guesses, json!({"guess": "1"})).await;
    if first["state"] == "playing" {
        let (_, second) = server.post(&guesses, json!({"guess": "2"})).await;
        assert_eq!(second["state"], "won");
    }
    let (_, view) = server.get(&format!("/api/games/{id}")).await;
    assert_eq!(view["qualifies"], false);
    let (status, error) = server
        .post(&format!("/api/games/{id}/score"), json!({"name": "Ann"}))
        .await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert!(
        error["error"]
            .as_str()
            .expect("a message")
            .contains("custom setup")
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_win_with_hints_enters_only_the_players_own_table_marked() {
    let server = start().await;
    let id = server.new_game("mastermind-1").await;
    let (status, _) = server
        .post(&format!("/api/games/{id}/hint"), json!({}))
        .await;
    assert_eq!(status, StatusCode::OK);
    server.win(&id).await;
    let (_, view) = server.get(&format!("/api/games/{id}")).await;
    assert_eq!(view["hinted"], true);
    assert_eq!(view["qualifies"], true, "the player's own table takes it");
    let (status, recorded) = server
        .post(&format!("/api/games/{id}/score"), json!({"name": "Helped"}))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{recorded}");
    assert_eq!(recorded["scope"], "mine");
    let (_, all) = server.get("/api/scores?preset=mastermind-1").await;
    assert_eq!(all, json!([]), "not in the all-time table");
    let (_, mine) = server
        .get("/api/scores?preset=mastermind-1&scope=mine")
        .await;
    assert_eq!(mine[0]["name"], "Helped");
    assert_eq!(mine[0]["hinted"], true);
}
