//! Faults the servers recover from by themselves: time in which no server
//! could take a move is given back to the clocks in play; `/readyz` says
//! at once whether the database takes writes.
//! On SQLite by default; on PostgreSQL in `./scripts/test`'s second run.

#[path = "common/duel_client.rs"]
mod client;
mod common;

use std::time::Duration;

use client::{Player, begun, serve, two_databases, unique};
use reqwest::StatusCode;
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_that_ran_out_while_no_server_could_write_gets_the_time_back() {
    let (_dir, a, b) = two_databases().await;
    let store = a.clone();
    let (a, b) = (serve(a).await, serve(b).await);
    let mut ann = Player::sign_up(&a, &unique("ann")).await;
    let mut bob = Player::sign_up(&b, &unique("bob")).await;
    let terms = json!({
        "preset": "logik",
        "rated": false,
        "time_control": {"kind": "per-turn", "seconds": 20},
    });
    let id = begun(&a, &mut ann, &mut bob, terms, ("12345", "54321")).await;
    let mut socket = bob.live(&b, &format!("/api/duels/{id}/live")).await;

    // No server could write for 25 s, during which the turn's 20 s ran out
    // (the test moves the instants rather than waiting them out).
    mastermind_store::testing::outage_over(&store, &id, 25_000).await;

    let seen = tokio::time::timeout(
        Duration::from_secs(10),
        socket.until(|m| m["event"] == "clocks-stopped" || m["event"] == "ended"),
    )
    .await
    .expect("a server's next beat finds the outage");
    let event = seen.last().expect("an event");
    assert_eq!(event["event"], "clocks-stopped", "{seen:#?}");
    let millis = event["millis"].as_u64().expect("millis");
    assert!((25_000..30_000).contains(&millis), "{event}");

    let view = ann.get(&a, &format!("/api/duels/{id}")).await;
    assert_eq!(view["state"], "playing", "not lost on time: {view:#}");
    let clock = &view["duel"]["clock"];
    assert_eq!(clock["given_back_ms"].as_u64(), Some(millis), "{clock}");
    let deadline = clock["deadlines"]["white"].as_u64().expect("a deadline");
    let now = u64::try_from(mastermind_store::now_millis()).expect("after 1970");
    assert!(
        deadline > now + 10_000,
        "the turn has its time again: {deadline} against {now}"
    );
    let (status, body) = ann
        .attempt(&a, &id, "guesses", json!({"guess": "11111", "turn": 1}))
        .await;
    assert_eq!(status, StatusCode::OK, "a move after the outage: {body}");

    // Found once, by one server, and kept.
    let outages = store.outages(10).await.expect("reads");
    assert_eq!(outages.len(), 1, "{outages:?}");
    assert_eq!(outages[0].2, 1, "one duel given the time back");
}
