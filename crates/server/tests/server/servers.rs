//! Two servers on one database, as an operator runs them behind a load
//! balancer: a stale cache never overwrites a newer move (409, then a
//! reload plays on), a game won through one server cannot be quit through
//! the other, and word of every change reaches the other server's bus.
//! Each story runs on one SQLite file and on one PostgreSQL database.

use crate::two_servers;
use std::time::Duration;

use mastermind_server::bus::{BusEvent, Change};
use mastermind_store::Database;
use reqwest::StatusCode;
use serde_json::json;
use two_servers::{Browser, serve, two_on_postgres, two_on_sqlite};

async fn a_stale_series_copy_never_overwrites_a_newer_move(a: Database, b: Database) {
    let (a, b) = (serve(a).await, serve(b).await);
    let browser = Browser::new();
    let (status, view) = browser
        .post(
            &a,
            "/api/series",
            json!({"players": ["Ann", "Bob"], "games": 2}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED);
    let id = view["id"].as_str().expect("an id").to_string();
    // B reads the series (and keeps it in memory) ...
    assert_eq!(
        browser.get(&b, &format!("/api/series/{id}")).await.0,
        StatusCode::OK
    );
    // ... A moves ...
    let (status, _) = browser
        .post(
            &a,
            &format!("/api/series/{id}/secret"),
            json!({"code": "1234"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    // ... and B's move, made on its stale copy, is never written over A's.
    let (status, answer) = browser
        .post(
            &b,
            &format!("/api/series/{id}/secret"),
            json!({"code": "6543"}),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "{answer}");
    // B read the series again and tried its move there: the code is set.
    assert_eq!(answer["error"], "the code is already set");
    // B reads again and sees A's move: the codebreaker's turn.
    let (_, view) = browser.get(&b, &format!("/api/series/{id}")).await;
    assert_eq!(view["phase"], "guess");
    let (status, moved) = browser
        .post(
            &b,
            &format!("/api/series/{id}/guesses"),
            json!({"guess": "1234"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{moved}");
    assert_eq!(
        moved["events"][1]["secret"], "1234",
        "the code A set, not the one B tried to set"
    );
}

async fn a_game_won_through_one_server_cannot_be_quit_through_the_other(a: Database, b: Database) {
    let (a, b) = (serve(a).await, serve(b).await);
    let browser = Browser::new();
    // A game whose first guess does not win (one in 1,296 would).
    let (id, secret) = loop {
        let (_, game) = browser
            .post(&a, "/api/games", json!({"preset": "mastermind-1"}))
            .await;
        let id = game["id"].as_str().expect("an id").to_string();
        let (_, first) = browser
            .post(
                &a,
                &format!("/api/games/{id}/guesses"),
                json!({"guess": "1122"}),
            )
            .await;
        if first["state"] == "playing" {
            let secret = mastermind_store::testing::peek_secret(a.state.store(), &id).await;
            break (id, secret);
        }
    };
    // A holds the game in memory with one guess; B wins it.
    let (status, won) = browser
        .post(
            &b,
            &format!("/api/games/{id}/guesses"),
            json!({"guess": secret}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(won["state"], "won");
    let (status, answer) = browser
        .post(&a, &format!("/api/games/{id}/quit"), json!({}))
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "{answer}");
    assert_eq!(answer["error"], "the game is over (won)");
    // Both servers read it back won, now and after the refusal.
    for server in [&a, &b] {
        let (status, view) = browser.get(server, &format!("/api/games/{id}")).await;
        assert_eq!(status, StatusCode::OK, "{view}");
        assert_eq!(view["state"], "won");
    }
}

async fn word_of_a_move_reaches_the_other_servers_bus(a: Database, b: Database, across: bool) {
    let (a, b) = (serve(a).await, serve(b).await);
    let mut heard_on_b = b.state.bus().subscribe();
    let mut heard_on_a = a.state.bus().subscribe();
    let browser = Browser::new();
    let (_, view) = browser
        .post(
            &a,
            "/api/series",
            json!({"players": ["Ann", "Bob"], "games": 2}),
        )
        .await;
    let id = view["id"].as_str().expect("an id").to_string();
    browser
        .post(
            &a,
            &format!("/api/series/{id}/secret"),
            json!({"code": "1234"}),
        )
        .await;
    let wanted = BusEvent::Changed(Change {
        kind: "series".to_string(),
        id: id.clone(),
        version: 2,
    });
    let first = tokio::time::timeout(Duration::from_secs(5), heard_on_a.recv())
        .await
        .expect("in time")
        .expect("an event");
    assert_eq!(first, wanted, "the server that moved hears it too");
    if across {
        let other = tokio::time::timeout(Duration::from_secs(5), heard_on_b.recv())
            .await
            .expect("in time")
            .expect("an event");
        assert_eq!(other, wanted);
    }
}

on_both!(
    a_stale_series_copy_never_overwrites_a_newer_move,
    on_sqlite_a_stale_series_copy_is_refused,
    on_postgres_a_stale_series_copy_is_refused
);

on_both!(
    a_game_won_through_one_server_cannot_be_quit_through_the_other,
    on_sqlite_a_won_game_cannot_be_quit_elsewhere,
    on_postgres_a_won_game_cannot_be_quit_elsewhere
);

/// SQLite has no channel between processes: word stays in the process that
/// moved (two servers on one file each hear only their own moves).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_sqlite_word_stays_in_the_process() {
    let (_dir, a, b) = two_on_sqlite().await.expect("SQLite");
    word_of_a_move_reaches_the_other_servers_bus(a, b, false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_postgres_word_reaches_the_other_server() {
    let Some((_, a, b)) = two_on_postgres().await else {
        return;
    };
    word_of_a_move_reaches_the_other_servers_bus(a, b, true).await;
}

async fn moves_alternating_between_servers_all_land(a: Database, b: Database) {
    let (a, b) = (serve(a).await, serve(b).await);
    let browser = Browser::new();
    let (_, game) = browser
        .post(&a, "/api/games", json!({"preset": "mastermind-3"}))
        .await;
    let id = game["id"].as_str().expect("an id").to_string();
    // No sticky sessions: each guess goes to the other server, whose copy
    // of the game is one move behind; every guess is taken all the same.
    let guesses = ["111111", "222222", "333333", "444444", "555555", "666666"];
    for (i, guess) in guesses.iter().enumerate() {
        let server = if i % 2 == 0 { &a } else { &b };
        let (status, turn) = browser
            .post(
                server,
                &format!("/api/games/{id}/guesses"),
                json!({"guess": guess}),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{turn}");
        assert_eq!(turn["turn"], i + 1);
        if turn["state"] != "playing" {
            break;
        }
    }
}

on_both!(
    moves_alternating_between_servers_all_land,
    on_sqlite_moves_alternate_between_servers,
    on_postgres_moves_alternate_between_servers
);
