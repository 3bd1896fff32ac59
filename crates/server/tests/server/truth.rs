//! One truth on every server: a player's requests alternate between two
//! servers on one database, as a load balancer without sticky sessions
//! sends them, and whatever one server acknowledged, the other shows and
//! builds on at once: reads (games, series, daily games, scores,
//! statistics) and rule checks (a score, a series move) made on server A
//! right after a write acknowledged by server B. A retried move (one that
//! names a turn already played) is answered with the game as it stands and
//! never played twice. Each story runs on one SQLite file shared by two
//! processes' stores and on one PostgreSQL database.

use crate::two_servers;
use mastermind_store::Database;
use reqwest::StatusCode;
use serde_json::json;
use two_servers::{Browser, Server, serve};

/// A level I game started on `server` whose first guess `1122` did not
/// win, with its secret.
async fn game_after_one_guess(browser: &Browser, server: &Server) -> (String, String) {
    loop {
        let (_, game) = browser
            .post(server, "/api/games", json!({"preset": "mastermind-1"}))
            .await;
        let id = game["id"].as_str().expect("an id").to_string();
        let (status, first) = browser
            .post(
                server,
                &format!("/api/games/{id}/guesses"),
                json!({"guess": "1122", "turn": 1}),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{first}");
        if first["state"] == "playing" {
            let secret = mastermind_store::testing::peek_secret(server.state.store(), &id).await;
            return (id, secret);
        }
    }
}

/// A guess that does not break `secret` (of a level I game).
fn wrong(secret: &str) -> &'static str {
    if secret == "3344" { "5566" } else { "3344" }
}

async fn reads_on_one_server_see_moves_made_on_the_other(a: Database, b: Database) {
    let (a, b) = (serve(a).await, serve(b).await);
    let browser = Browser::new();
    let (id, secret) = game_after_one_guess(&browser, &a).await;
    // A holds the game with one turn; B plays the second.
    let (status, _) = browser
        .post(
            &b,
            &format!("/api/games/{id}/guesses"),
            json!({"guess": wrong(&secret)}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let (_, on_a) = browser.get(&a, &format!("/api/games/{id}")).await;
    assert_eq!(on_a["turns"].as_array().map(Vec::len), Some(2), "{on_a}");
    assert_eq!(on_a["turns_left"], 6);
    // B wins it: A shows the win, the secret, and takes its score.
    let (_, won) = browser
        .post(
            &b,
            &format!("/api/games/{id}/guesses"),
            json!({"guess": secret}),
        )
        .await;
    assert_eq!(won["state"], "won");
    let (_, on_a) = browser.get(&a, &format!("/api/games/{id}")).await;
    assert_eq!(on_a["state"], "won", "{on_a}");
    assert_eq!(on_a["secret"], secret.as_str());
    let (status, recorded) = browser
        .post(
            &a,
            &format!("/api/games/{id}/score"),
            json!({"name": "Ann"}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{recorded}");
    // B held the game unscored: it refuses a second entry on what is stored.
    let (status, again) = browser
        .post(
            &b,
            &format!("/api/games/{id}/score"),
            json!({"name": "Ann"}),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "{again}");
    assert_eq!(again["error"], "this game's score is already recorded");
    for server in [&a, &b] {
        let (_, table) = browser
            .get(server, "/api/scores?preset=mastermind-1&scope=mine")
            .await;
        assert_eq!(table.as_array().map(Vec::len), Some(1), "{table}");
        assert_eq!(table[0]["turns"], 3);
        let (_, statistics) = browser.get(server, "/api/statistics").await;
        assert_eq!(statistics["presets"][0]["wins"], 1, "{statistics}");
        assert_eq!(statistics["presets"][0]["distribution"][2], 1);
    }
}

on_both!(
    reads_on_one_server_see_moves_made_on_the_other,
    on_sqlite_reads_see_moves_made_elsewhere,
    on_postgres_reads_see_moves_made_elsewhere
);

async fn a_game_quit_on_one_server_is_quit_on_the_other(a: Database, b: Database) {
    let (a, b) = (serve(a).await, serve(b).await);
    let browser = Browser::new();
    let (id, secret) = game_after_one_guess(&browser, &a).await;
    let (status, _) = browser
        .post(&b, &format!("/api/games/{id}/quit"), json!({}))
        .await;
    assert_eq!(status, StatusCode::OK);
    let (_, on_a) = browser.get(&a, &format!("/api/games/{id}")).await;
    assert_eq!(on_a["state"], "quit", "{on_a}");
    assert_eq!(on_a["secret"], secret.as_str());
    // A hint is refused on what is stored: the game is over.
    let (status, hint) = browser
        .post(&a, &format!("/api/games/{id}/hint"), json!({}))
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "{hint}");
    assert_eq!(hint["error"], "the game is over (quit)");
}

on_both!(
    a_game_quit_on_one_server_is_quit_on_the_other,
    on_sqlite_a_quit_shows_elsewhere,
    on_postgres_a_quit_shows_elsewhere
);

async fn a_series_moves_on_whichever_server_gets_the_move(a: Database, b: Database) {
    let (a, b) = (serve(a).await, serve(b).await);
    let browser = Browser::new();
    let (_, view) = browser
        .post(
            &a,
            "/api/series",
            json!({"players": ["Ann", "Bob"], "games": 2}),
        )
        .await;
    let id = view["id"].as_str().expect("an id").to_string();
    let (status, _) = browser
        .post(
            &b,
            &format!("/api/series/{id}/secret"),
            json!({"code": "1234", "game": 1}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    // A created the series and holds it waiting for the code: it reads
    // the stored series and takes the guess.
    let (_, on_a) = browser.get(&a, &format!("/api/series/{id}")).await;
    assert_eq!(on_a["phase"], "guess", "{on_a}");
    let (status, moved) = browser
        .post(
            &a,
            &format!("/api/series/{id}/guesses"),
            json!({"guess": "1111", "turn": 1}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{moved}");
    // The same guess again (a retry, through B): nothing is played.
    let (status, retried) = browser
        .post(
            &b,
            &format!("/api/series/{id}/guesses"),
            json!({"guess": "1111", "turn": 1}),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "{retried}");
    assert_eq!(
        retried["error"],
        "turn 1 was played already; the next turn is 2"
    );
    assert_eq!(retried["current"]["id"], id.as_str());
    // A retried code for game 1 is not taken as another game's either.
    let (status, code_again) = browser
        .post(
            &a,
            &format!("/api/series/{id}/secret"),
            json!({"code": "1234", "game": 1}),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "{code_again}");
    let (status, next) = browser
        .post(
            &b,
            &format!("/api/series/{id}/guesses"),
            json!({"guess": "2222", "turn": 2}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{next}");
    let (_, on_a) = browser.get(&a, &format!("/api/series/{id}")).await;
    let rows = on_a["game"]["rows"].as_array().map(Vec::len);
    assert_eq!(rows, Some(2), "one row per guess, none twice: {on_a}");
}

on_both!(
    a_series_moves_on_whichever_server_gets_the_move,
    on_sqlite_a_series_moves_anywhere,
    on_postgres_a_series_moves_anywhere
);

async fn a_retried_guess_is_played_once(a: Database, b: Database) {
    let (a, b) = (serve(a).await, serve(b).await);
    let browser = Browser::new();
    let (id, secret) = game_after_one_guess(&browser, &a).await;
    let guess = wrong(&secret);
    let (status, second) = browser
        .post(
            &a,
            &format!("/api/games/{id}/guesses"),
            json!({"guess": guess, "turn": 2}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{second}");
    // The answer was lost; the client sends the same move again, and the
    // load balancer sends it to B, then to A.
    for server in [&b, &a] {
        let (status, retried) = browser
            .post(
                server,
                &format!("/api/games/{id}/guesses"),
                json!({"guess": guess, "turn": 2}),
            )
            .await;
        assert_eq!(status, StatusCode::CONFLICT, "{retried}");
        assert_eq!(
            retried["error"],
            "turn 2 was played already; the next turn is 3"
        );
        assert_eq!(
            retried["current"]["turns"].as_array().map(Vec::len),
            Some(2)
        );
    }
    // A turn not reached yet is refused too.
    let (status, ahead) = browser
        .post(
            &b,
            &format!("/api/games/{id}/guesses"),
            json!({"guess": guess, "turn": 5}),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "{ahead}");
    let (_, game) = browser.get(&b, &format!("/api/games/{id}")).await;
    assert_eq!(game["turns"].as_array().map(Vec::len), Some(2), "{game}");
}

on_both!(
    a_retried_guess_is_played_once,
    on_sqlite_a_retried_guess_is_played_once,
    on_postgres_a_retried_guess_is_played_once
);

async fn the_daily_game_shows_its_moves_everywhere(a: Database, b: Database) {
    let (a, b) = (serve(a).await, serve(b).await);
    let browser = Browser::new();
    let (status, day) = browser.post(&a, "/api/daily/mastermind-1", json!({})).await;
    assert_eq!(status, StatusCode::CREATED, "{day}");
    let id = day["game"]["id"].as_str().expect("an id").to_string();
    // Begun (and held) on A; played on B.
    let secret = mastermind_store::testing::peek_secret(b.state.store(), &id).await;
    let (status, _) = browser
        .post(
            &b,
            &format!("/api/games/{id}/guesses"),
            json!({"guess": wrong(&secret), "turn": 1}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let (_, status_on_a) = browser.get(&a, "/api/daily/mastermind-1").await;
    let turns = &status_on_a["game"]["turns"];
    assert_eq!(turns.as_array().map(Vec::len), Some(1), "{status_on_a}");
    // Begun again on A: the same game, as it stands.
    let (status, again) = browser.post(&a, "/api/daily/mastermind-1", json!({})).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(again["game"]["turns"].as_array().map(Vec::len), Some(1));
}

on_both!(
    the_daily_game_shows_its_moves_everywhere,
    on_sqlite_the_daily_game_is_one_everywhere,
    on_postgres_the_daily_game_is_one_everywhere
);
