//! The lists of a player's duels: those waiting for their move first, with
//! when their time runs out.
//! On SQLite by default; on PostgreSQL in `./scripts/test`'s second run.

use crate::{client, common};
use client::{Player, Server, serve, unique};
use reqwest::StatusCode;
use serde_json::{Value, json};

/// The duels waiting for a player's move come first in their list, each
/// with when its time runs out; `state=your-move` lists only those, the
/// nearest deadline first and a duel without a clock last.
#[tokio::test]
async fn the_duels_waiting_for_your_move_come_first_with_their_deadlines() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = serve(common::database_in(dir.path()).await).await;
    let mut ann = Player::sign_up(&server, &unique("ann")).await;
    let mut bob = Player::sign_up(&server, &unique("bob")).await;
    let no_clock = accepted(&server, &mut ann, &mut bob, json!({"kind": "none"})).await;
    let a_day = accepted(
        &server,
        &mut ann,
        &mut bob,
        json!({"kind": "per-turn", "seconds": 86_400}),
    )
    .await;
    let before = mastermind_store::now_millis();
    let an_hour = accepted(
        &server,
        &mut ann,
        &mut bob,
        json!({"kind": "per-turn", "seconds": 3_600}),
    )
    .await;
    let after = mastermind_store::now_millis();
    // Ann's code is in for the day-long duel: that one waits for Bob.
    ann.code(&server, &a_day, "12345").await;

    let ids = |list: &Value| -> Vec<String> {
        list["duels"]
            .as_array()
            .expect("a list")
            .iter()
            .map(|d| d["id"].as_str().expect("an id").to_string())
            .collect()
    };
    let yours = ann.get(&server, "/api/duels?state=your-move").await;
    assert_eq!(ids(&yours), [an_hour.clone(), no_clock.clone()]);
    let hour = &yours["duels"][0];
    assert_eq!(hour["your_move"], true);
    let deadline = hour["deadline"].as_i64().expect("a deadline");
    assert!(
        (before + 3_600_000..=after + 3_600_000).contains(&deadline),
        "{deadline} is an hour after the duel began"
    );
    assert_eq!(
        yours["duels"][1]["deadline"],
        Value::Null,
        "no clock, no deadline"
    );

    let playing = ann.get(&server, "/api/duels?state=playing").await;
    assert_eq!(
        ids(&playing),
        [an_hour.clone(), no_clock.clone(), a_day.clone()]
    );
    assert_eq!(playing["duels"][2]["your_move"], false);
    assert_eq!(playing["duels"][2]["deadline"], Value::Null);

    // Bob owes all three codes: the hour, then the day, then no clock.
    let bobs = bob.get(&server, "/api/duels?state=your-move").await;
    assert_eq!(ids(&bobs), [an_hour, a_day, no_clock]);

    let (status, _) = Player::anonymous("guest")
        .send(&server, "GET", "/api/duels?state=your-move", None)
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}

/// A Logik challenge from `ann` to `bob` with `time_control`, accepted.
async fn accepted(
    server: &Server,
    ann: &mut Player,
    bob: &mut Player,
    time_control: Value,
) -> String {
    let terms = json!({"preset": "logik", "opponent": bob.name, "time_control": time_control});
    let id = ann.post(server, "/api/duels", terms).await["id"]
        .as_str()
        .expect("an id")
        .to_string();
    bob.ok(server, "POST", &format!("/api/duels/{id}/accept"), None)
        .await;
    id
}
