//! The codebreaker's turn clock in a series: saved with the move that
//! starts a row, so every server times the row alike, a restart does not
//! give the row its time again, and time in which no server could write is
//! given back. The tests move the saved start rather than wait.

use crate::common;
use crate::series_client::{event, kinds, start_in, start_on};
use std::time::Duration;

use mastermind_store::prelude::*;
use mastermind_store::testing::{series_outage_over, series_turn_ago};
use reqwest::StatusCode;
use serde_json::{Value, json};

fn left(view: &Value) -> f64 {
    view["seconds_left"].as_f64().expect("seconds left")
}

#[tokio::test]
async fn a_timeout_is_refused_early_and_accepted_once_the_time_is_up() {
    let dir = tempfile::tempdir().expect("a folder");
    let store = common::database_in(dir.path()).await;
    let server = start_on(store.clone()).await;
    let (id, view) = server.series(json!({"time_limit": 60})).await;
    assert_eq!(view["time_limit"], 60);
    // No clock while the codemaker sets the code.
    assert_eq!(view["turn_started"], Value::Null);
    assert_eq!(view["seconds_left"], Value::Null);
    let message = server
        .refused(id, "timeout", json!({}), StatusCode::CONFLICT)
        .await;
    assert_eq!(message, "the codemaker has not set the code yet");
    let view = server.secret(id, "1234").await;
    assert!((59.0..=60.0).contains(&left(&view)), "{view}");
    let started = view["turn_started"].as_str().expect("a start");
    assert!(
        started.len() == 24 && started.ends_with('Z') && started.as_bytes()[10] == b'T',
        "{started}"
    );
    // Ten seconds left, however slowly the request goes (the wording of
    // one second left is the core's to test).
    series_turn_ago(&store, id, 50_000).await;
    let message = server
        .refused(id, "timeout", json!({}), StatusCode::CONFLICT)
        .await;
    let seconds = message
        .strip_prefix("the time for row 1 is not up: ")
        .and_then(|m| m.strip_suffix(" seconds left"))
        .and_then(|n| n.parse::<u64>().ok());
    assert!(seconds.is_some_and(|n| (2..=10).contains(&n)), "{message}");
    series_turn_ago(&store, id, 10_100).await;
    assert_eq!(server.view(id).await["seconds_left"], 0.0);
    let (events, view) = server.play(id, "timeout", json!({})).await;
    assert_eq!(
        events,
        vec![json!({"event": "timeout", "game": 1, "turn": 1})]
    );
    assert_eq!(
        view["game"]["rows"],
        json!([{"turn": 1, "guess": null, "black": 0, "white": 0}])
    );
    // Row 2 has its own clock.
    assert!(left(&view) > 59.0, "{view}");
    server
        .refused(id, "timeout", json!({}), StatusCode::CONFLICT)
        .await;
    // A guess long after the time is up is refused; the clock calls time.
    series_turn_ago(&store, id, 63_000).await;
    let message = server
        .refused(
            id,
            "guesses",
            json!({"guess": "1234"}),
            StatusCode::CONFLICT,
        )
        .await;
    assert!(message.contains("time for row 2 is up"), "{message}");
    let (events, _) = server.play(id, "timeout", json!({})).await;
    assert_eq!(kinds(&events), ["timeout"]);
    let (events, _) = server.guess(id, "1234").await;
    assert_eq!(event(&events, "game-end")["rows"], 3);

    let (id, _) = server.series(json!({})).await;
    server.secret(id, "1234").await;
    let message = server
        .refused(id, "timeout", json!({}), StatusCode::CONFLICT)
        .await;
    assert_eq!(message, "this series has no time limit");
}

#[tokio::test]
async fn a_series_resumes_from_the_store_on_a_new_server_with_its_clock() {
    let dir = tempfile::tempdir().expect("a folder");
    let first = start_in(dir.path()).await;
    let (id, _) = first.series(json!({"games": 4, "time_limit": 240})).await;
    first.secret(id, "1234").await;
    first.guess(id, "1111").await;
    first.guess(id, "1243").await;
    let before = first.view(id).await;

    let second = first.same_browser_on(start_in(dir.path()).await);
    let after = second.view(id).await;
    assert_eq!(after["games"], 4);
    assert_eq!(after["time_limit"], 240);
    assert_eq!(after["phase"], "guess");
    assert_eq!(after["game"], before["game"]);
    assert_eq!(after["scores"], before["scores"]);
    // The row's clock runs on from its saved start, not from the restart.
    assert_eq!(after["turn_started"], before["turn_started"]);
    assert!(left(&after) <= left(&before), "{after} after {before}");
    let (events, view) = second.guess(id, "1234").await;
    assert_eq!(event(&events, "game-end")["rows"], 3);
    assert_eq!(view["scores"], json!({"Ann": 3, "Bob": 0}));
    assert_eq!(view["game"]["codemaker"], "Bob");
    let third = first.same_browser_on(start_in(dir.path()).await);
    assert_eq!(third.view(id).await["scores"], json!({"Ann": 3, "Bob": 0}));
}

#[tokio::test]
async fn a_row_begun_before_a_restart_is_not_given_its_time_again() {
    let dir = tempfile::tempdir().expect("a folder");
    let store = common::database_in(dir.path()).await;
    let first = start_on(store.clone()).await;
    let (id, _) = first.series(json!({"time_limit": 30})).await;
    first.secret(id, "1234").await;
    // 40 s pass with the row in play (servers beating all along), then the
    // server is replaced by another.
    series_turn_ago(&store, id, 40_000).await;
    let second = first.same_browser_on(start_in(dir.path()).await);
    assert_eq!(second.view(id).await["seconds_left"], 0.0);
    let message = second
        .refused(
            id,
            "guesses",
            json!({"guess": "1234"}),
            StatusCode::CONFLICT,
        )
        .await;
    assert!(message.contains("time for row 1 is up"), "{message}");
    let (events, _) = second.play(id, "timeout", json!({})).await;
    assert_eq!(kinds(&events), ["timeout"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_row_whose_time_ran_out_while_no_server_could_write_gets_it_back() {
    let dir = tempfile::tempdir().expect("a folder");
    let store = common::database_in(dir.path()).await;
    let server = start_on(store.clone()).await;
    let (id, _) = server.series(json!({"time_limit": 20})).await;
    server.secret(id, "1234").await;
    // No server could write for 25 s, during which the row's 20 s ran out.
    series_outage_over(&store, id, 25_000).await;

    // The server's next beat (each second) finds the outage.
    let view = tokio::time::timeout(Duration::from_secs(10), async {
        loop {
            let view = server.view(id).await;
            if left(&view) > 0.0 {
                return view;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    })
    .await
    .expect("the row gets its time back");
    assert!(left(&view) > 10.0, "the row's time is back: {view}");
    server
        .refused(id, "timeout", json!({}), StatusCode::CONFLICT)
        .await;
    let (events, _) = server.guess(id, "1234").await;
    assert_eq!(event(&events, "game-end")["rows"], 1);

    let outages = store.outages(10).await.expect("reads");
    assert_eq!(outages.len(), 1, "{outages:?}");
}
