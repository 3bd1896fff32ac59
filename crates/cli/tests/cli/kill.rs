//! Two `mastermind serve` processes on one database, as behind a load
//! balancer; one is killed with SIGKILL in the middle of a burst of guesses
//! sent to both. Every guess a server acknowledged must be in the database
//! afterwards, no request may fail with a 5xx, and a move made from a
//! stale view must be answered 409 (never written). Run on one SQLite file,
//! and on one PostgreSQL database when the test cluster is there.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use serde_json::{Value, json};

use crate::common;
use common::Server;

fn serve(database: &str) -> (Server, String) {
    common::serve(&["--database", database], &[])
}

#[derive(Default)]
struct Counts {
    acknowledged: AtomicUsize,
    stale: AtomicUsize,
    server_errors: AtomicUsize,
    refused_connections: AtomicUsize,
}

const GAMES: usize = 12;
const TURNS: usize = 12;

/// The guess of a turn: never the same twice in one game.
fn guess_of(turn: usize) -> String {
    let digit = char::from(b'1' + (turn % 8) as u8);
    let other = char::from(b'1' + ((turn / 8 + turn + 1) % 8) as u8);
    format!("{digit}{digit}{digit}{other}{other}{other}")
}

async fn burst(database: String) {
    let (a, url_a) = serve(&database);
    let (_b, url_b) = serve(&database);
    // One browser; its cookie goes to both servers (cookies ignore ports).
    let client = crate::common::http_builder()
        .cookie_store(true)
        .timeout(Duration::from_secs(20))
        .build()
        .expect("a client");
    let mut ids = Vec::new();
    for g in 0..GAMES {
        let url = if g % 2 == 0 { &url_a } else { &url_b };
        let game: Value = client
            .post(format!("{url}/api/games"))
            .json(&json!({"preset": "mastermind-3"}))
            .send()
            .await
            .expect("answers")
            .json()
            .await
            .expect("JSON");
        ids.push(game["id"].as_str().expect("an id").to_string());
    }
    // A series, its moves alternating between the servers.
    let series: Value = client
        .post(format!("{url_a}/api/series"))
        .json(&json!({"players": ["Ann", "Bob"], "games": 2}))
        .send()
        .await
        .expect("answers")
        .json()
        .await
        .expect("JSON");
    let series_id = series["id"].as_str().expect("an id").to_string();
    let moves = [
        ("secret", json!({"code": "1234"})),
        ("guesses", json!({"guess": "1111"})),
        ("guesses", json!({"guess": "2222"})),
        ("guesses", json!({"guess": "1243"})),
    ];
    for (i, (what, body)) in moves.iter().enumerate() {
        let url = if i % 2 == 0 { &url_a } else { &url_b };
        let response = client
            .post(format!("{url}/api/series/{series_id}/{what}"))
            .json(body)
            .send()
            .await
            .expect("answers");
        assert_eq!(
            response.status(),
            reqwest::StatusCode::OK,
            "{what} through {url}"
        );
    }
    let counts = Arc::new(Counts::default());
    let mut players = Vec::new();
    for (g, id) in ids.iter().cloned().enumerate() {
        let (client, counts) = (client.clone(), Arc::clone(&counts));
        let urls = [url_a.clone(), url_b.clone()];
        players.push(tokio::spawn(async move {
            let mut acknowledged: Vec<(u64, String)> = Vec::new();
            let mut a_gone = false;
            let mut turn = 0;
            while turn < TURNS {
                let guess = guess_of(turn);
                let url = if a_gone {
                    &urls[1]
                } else {
                    &urls[(g + turn) % 2]
                };
                let sent = client
                    .post(format!("{url}/api/games/{id}/guesses"))
                    .json(&json!({ "guess": guess }))
                    .send()
                    .await;
                let response = match sent {
                    Ok(response) => response,
                    Err(_) => {
                        // The killed server: whether it stored the guess is
                        // unknown, and it was not acknowledged.
                        counts.refused_connections.fetch_add(1, Ordering::Relaxed);
                        a_gone = true;
                        continue;
                    }
                };
                let status = response.status();
                let body: Value = response.json().await.unwrap_or(Value::Null);
                if status.is_server_error() {
                    counts.server_errors.fetch_add(1, Ordering::Relaxed);
                    panic!("{status}: {body}");
                }
                if status == reqwest::StatusCode::CONFLICT {
                    counts.stale.fetch_add(1, Ordering::Relaxed);
                    assert!(
                        body["error"].as_str().is_some_and(|e| !e.is_empty()),
                        "{body}"
                    );
                    // Read the game again and go on from what is stored.
                    let view: Value = client
                        .get(format!("{}/api/games/{id}", urls[1]))
                        .send()
                        .await
                        .expect("answers")
                        .json()
                        .await
                        .expect("JSON");
                    turn = view["turns"].as_array().map_or(0, Vec::len);
                    continue;
                }
                assert!(status.is_success(), "{status}: {body}");
                counts.acknowledged.fetch_add(1, Ordering::Relaxed);
                acknowledged.push((body["turn"].as_u64().expect("a turn"), guess));
                turn = usize::try_from(body["turn"].as_u64().unwrap_or(0)).unwrap_or(TURNS);
                if body["state"] != "playing" {
                    break;
                }
            }
            (id, acknowledged)
        }));
    }
    // Kill A while the guesses fly.
    tokio::time::sleep(Duration::from_millis(150)).await;
    let mut a = a;
    a.0.kill().expect("SIGKILL");
    a.0.wait().expect("reaped");
    let mut results = Vec::new();
    for player in players {
        results.push(player.await.expect("the player finished"));
    }
    // A fresh server on the same database holds every acknowledged guess.
    let (_a2, url_a2) = serve(&database);
    let series: Value = client
        .get(format!("{url_a2}/api/series/{series_id}"))
        .send()
        .await
        .expect("answers")
        .json()
        .await
        .expect("JSON");
    let rows: Vec<&str> = series["game"]["rows"]
        .as_array()
        .expect("rows")
        .iter()
        .map(|r| r["guess"].as_str().expect("a guess"))
        .collect();
    assert_eq!(
        rows,
        ["1111", "2222", "1243"],
        "every acknowledged move of the series"
    );
    let mut lost = 0;
    for (id, acknowledged) in &results {
        let view: Value = client
            .get(format!("{url_a2}/api/games/{id}"))
            .send()
            .await
            .expect("answers")
            .json()
            .await
            .expect("JSON");
        let stored = view["turns"].as_array().expect("turns");
        for (turn, guess) in acknowledged {
            let at = usize::try_from(*turn).expect("small") - 1;
            if stored.get(at).map(|t| t["guess"].as_str()) != Some(Some(guess.as_str())) {
                lost += 1;
            }
        }
    }
    let acknowledged = counts.acknowledged.load(Ordering::Relaxed);
    eprintln!(
        "{database}: {acknowledged} acknowledged, {lost} lost, {} stale (409), {} server errors, {} refused connections",
        counts.stale.load(Ordering::Relaxed),
        counts.server_errors.load(Ordering::Relaxed),
        counts.refused_connections.load(Ordering::Relaxed),
    );
    assert_eq!(lost, 0, "acknowledged guesses lost");
    assert_eq!(counts.server_errors.load(Ordering::Relaxed), 0);
    assert!(acknowledged >= GAMES, "the burst played: {acknowledged}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_one_sqlite_file_nothing_acknowledged_is_lost() {
    let dir = tempfile::tempdir().expect("a folder");
    burst(format!(
        "sqlite://{}",
        dir.path().join("mastermind.db").display()
    ))
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_one_postgres_database_nothing_acknowledged_is_lost() {
    let Some(url) = mastermind_store::testing::scratch_postgres().await else {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI runs this test on PostgreSQL too: MASTERMIND_TEST_POSTGRES_URL is not set"
        );
        eprintln!("not run on PostgreSQL: MASTERMIND_TEST_POSTGRES_URL is not set");
        return;
    };
    burst(url).await;
}
