//! A rolling restart as players live it: a server that is told to stop
//! mid-duel says it is not ready at once, serves on for its grace, then
//! closes its live pages with 1012; the players reconnect to the other
//! server on the same database, miss nothing and see nothing twice, and
//! finish the duel there. On SQLite by default; on PostgreSQL in
//! `./scripts/test`'s second run.

use crate::client;
use std::time::Duration;

use client::{Player, Socket, serve, serve_stoppable, two_databases, unique};
use serde_json::{Value, json};

/// The versions of the events among `messages`.
fn versions(messages: &[Value]) -> Vec<u64> {
    messages
        .iter()
        .filter(|m| m["type"] == "event")
        .map(|m| m["v"].as_u64().expect("a version"))
        .collect()
}

/// What a socket saw until the server closed it, and the close code.
async fn until_closed(socket: &mut Socket) -> (Vec<Value>, u16) {
    let (seen, code) = socket.until_closed(Duration::from_secs(10)).await;
    (
        seen,
        code.expect("the server closed the socket within 10 s"),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_stopping_mid_duel_hands_its_players_to_the_other() {
    let (_dir, first, second) = two_databases().await;
    // A grace of 3 s: the two requests made to A once it is told to stop
    // reach it within it, however busy the machine.
    let (a, stop_a) = serve_stoppable(first, Duration::from_secs(3)).await;
    let b = serve(second).await;
    let mut ann = Player::sign_up(&b, &unique("ann")).await;
    let mut bob = Player::sign_up(&b, &unique("bob")).await;
    let id = client::begun(
        &b,
        &mut ann,
        &mut bob,
        json!({"preset": "logik"}),
        ("87654", "13572"),
    )
    .await;

    // Both players' pages are on A.
    let live = format!("/api/duels/{id}/live");
    let mut ann_live = ann.live(&a, &live).await;
    let mut bob_live = bob.live(&a, &live).await;
    let ann_state = ann_live.next().await;
    let bob_state = bob_live.next().await;
    let start = ann_state["duel"]["duel"]["v"].as_u64().expect("a version");
    assert_eq!(bob_state["duel"]["duel"]["v"].as_u64(), Some(start));
    ann.guess(&a, &id, "11111").await;
    bob.guess(&a, &id, "22222").await;

    // A is told to stop: not ready at once, yet it still plays a move.
    stop_a.send(()).expect("A is running");
    let ready = reqwest::get(format!("{}/readyz", a.base))
        .await
        .expect("A answers");
    assert_eq!(ready.status(), 503, "A says at once that it is stopping");
    let guess = ann.guess(&a, &id, "33333").await;
    assert_eq!(guess["state"], "playing", "A serves on through its grace");

    // Then both pages are closed with 1012, having seen what A acknowledged.
    let (ann_seen_a, ann_code) = until_closed(&mut ann_live).await;
    let (bob_seen_a, bob_code) = until_closed(&mut bob_live).await;
    assert_eq!((ann_code, bob_code), (1012, 1012));

    // They reconnect to B from the last version they saw.
    let ann_last = versions(&ann_seen_a).last().copied().unwrap_or(start);
    let bob_last = versions(&bob_seen_a).last().copied().unwrap_or(start);
    let mut ann_live = ann.live(&b, &format!("{live}?since={ann_last}")).await;
    let mut bob_live = bob.live(&b, &format!("{live}?since={bob_last}")).await;
    bob.guess(&b, &id, "44444").await;
    ann.guess(&b, &id, "13572").await;
    let end = bob.guess(&b, &id, "55555").await;
    assert_eq!(end["state"], "over");
    assert_eq!(end["result"]["winner"], "white", "{end}");
    let turns = end["duel"]["turns"].as_array().expect("turns");
    assert_eq!(turns.len(), 3, "no acknowledged move was lost: {end}");
    assert_eq!(
        turns[1]["white"]["guess"], "33333",
        "the move made in the grace"
    );

    let ann_seen_b = ann_live.until(|m| m["event"] == "ended").await;
    let bob_seen_b = bob_live.until(|m| m["event"] == "ended").await;
    for (seen_a, seen_b) in [(&ann_seen_a, &ann_seen_b), (&bob_seen_a, &bob_seen_b)] {
        let all: Vec<u64> = versions(seen_a)
            .into_iter()
            .chain(versions(seen_b))
            .collect();
        let expected: Vec<u64> = (start + 1..=*all.last().expect("events")).collect();
        assert_eq!(
            all, expected,
            "every event once and in order, across both servers"
        );
    }
    assert!(
        ann_seen_b.iter().all(|m| m["type"] == "event"),
        "B resumes from the version; no whole state again"
    );
}
