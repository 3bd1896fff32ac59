//! Vacation: while a player is away, the clocks of their correspondence
//! duels stand still for them and for nobody else, on every server; a duel
//! begun meanwhile begins so; a return runs them again from then; the
//! year's allowance runs down by the days begun. On SQLite by default; on
//! PostgreSQL in `./scripts/test`'s second run.

use crate::client::{Player, Server, two_servers, unique};
use serde_json::{Value, json};

const DAY_MS: i64 = 24 * 3600 * 1000;

/// A duel `maker` challenged `taker` to, accepted, with `seconds` a turn.
async fn duel(server: &Server, maker: &mut Player, taker: &mut Player, seconds: u32) -> String {
    let terms = json!({ "preset": "logik", "opponent": taker.name,
        "time_control": { "kind": "per-turn", "seconds": seconds } });
    let made = maker.post(server, "/api/duels", terms).await;
    let id = made["id"].as_str().expect("an id").to_string();
    taker
        .ok(server, "POST", &format!("/api/duels/{id}/accept"), None)
        .await;
    id
}

/// (side of `player`, the clock) of duel `id` as `player` sees it.
async fn clock(server: &Server, player: &mut Player, id: &str) -> (String, Value) {
    let view = player.get(server, &format!("/api/duels/{id}")).await;
    let side = view["you"].as_str().expect("a player").to_string();
    (side, view["duel"]["clock"].clone())
}

fn deadline(clock: &Value, side: &str) -> i64 {
    clock["deadlines"][side].as_i64().expect("a deadline")
}

fn other(side: &str) -> &'static str {
    if side == "white" { "black" } else { "white" }
}

#[tokio::test]
async fn a_vacation_stops_only_the_vacationers_correspondence_clocks() {
    let (_dir, a, b) = two_servers().await;
    let mut ann = Player::sign_up(&a, &unique("ann")).await;
    let mut bob = Player::sign_up(&a, &unique("bob")).await;
    let mut cid = Player::sign_up(&a, &unique("cid")).await;
    let letters = duel(&a, &mut bob, &mut ann, 86_400).await;
    let live = duel(&a, &mut ann, &mut cid, 600).await;
    let others = duel(&a, &mut bob, &mut cid, 86_400).await;
    let (ann_side, before) = clock(&a, &mut ann, &letters).await;
    let (_, live_before) = clock(&a, &mut ann, &live).await;
    let (_, others_before) = clock(&a, &mut bob, &others).await;

    let fresh = ann.get(&b, "/api/account/vacation").await;
    assert_eq!(
        (fresh["allowance"].as_u64(), fresh["left"].as_u64()),
        (Some(30), Some(30))
    );
    assert!(fresh["away_until"].is_null());

    // Three days, started through the other server.
    let on = ann
        .post(&b, "/api/account/vacation", json!({ "days": 3 }))
        .await;
    assert_eq!(
        (on["used"].as_u64(), on["left"].as_u64()),
        (Some(3), Some(27))
    );
    let until = on["away_until"].as_i64().expect("away");
    let from = on["away_from"].as_i64().expect("away");
    assert_eq!(until - from, 3 * DAY_MS);

    // Her opponent sees it, and her deadline moved by the vacation.
    let (bob_side, during) = clock(&a, &mut bob, &letters).await;
    assert_eq!(bob_side, other(&ann_side));
    assert_eq!(during["away_until"][&ann_side].as_i64(), Some(until));
    let moved = deadline(&during, &ann_side) - deadline(&before, &ann_side);
    assert!(
        (3 * DAY_MS - 60_000..=3 * DAY_MS).contains(&moved),
        "her deadline moved by the time from now to the vacation's end: {moved} ms"
    );
    assert_eq!(
        deadline(&during, &bob_side),
        deadline(&before, &bob_side),
        "his clock runs as before"
    );
    // A live duel of hers and a duel of others: untouched.
    let (_, live_during) = clock(&a, &mut ann, &live).await;
    assert_eq!(live_during["deadlines"], live_before["deadlines"]);
    assert!(
        live_during["away_until"]["white"].is_null()
            && live_during["away_until"]["black"].is_null()
    );
    let (_, others_during) = clock(&a, &mut bob, &others).await;
    assert_eq!(others_during["deadlines"], others_before["deadlines"]);

    // Refusals name the problem.
    let (status, body) = ann
        .send(
            &a,
            "POST",
            "/api/account/vacation",
            Some(json!({ "days": 2 })),
        )
        .await;
    assert_eq!(
        (status.as_u16(), body["code"].as_str()),
        (409, Some("vacation_already"))
    );
    let (status, body) = cid
        .send(
            &a,
            "POST",
            "/api/account/vacation",
            Some(json!({ "days": 31 })),
        )
        .await;
    assert_eq!(
        (status.as_u16(), body["code"].as_str()),
        (400, Some("vacation_days"))
    );
    let (status, body) = cid.send(&a, "DELETE", "/api/account/vacation", None).await;
    assert_eq!(
        (status.as_u16(), body["code"].as_str()),
        (409, Some("vacation_none"))
    );

    // A correspondence duel begun during the vacation begins with her away.
    let begun = duel(&b, &mut cid, &mut ann, 86_400).await;
    let (side, begun_clock) = clock(&a, &mut ann, &begun).await;
    assert_eq!(begun_clock["away_until"][&side].as_i64(), Some(until));
    assert!(begun_clock["away_until"][other(&side)].is_null());

    // Back the same day: one day spent, her clock runs again from now.
    let back = ann.ok(&a, "DELETE", "/api/account/vacation", None).await;
    assert_eq!(
        (back["used"].as_u64(), back["left"].as_u64()),
        (Some(1), Some(29))
    );
    assert!(back["away_until"].is_null());
    let (_, after) = clock(&b, &mut bob, &letters).await;
    assert!(after["away_until"][&ann_side].is_null());
    let kept = deadline(&after, &ann_side) - deadline(&before, &ann_side);
    assert!(
        (0..60_000).contains(&kept),
        "only the time she was away: {kept} ms"
    );
    assert_eq!(deadline(&after, &bob_side), deadline(&before, &bob_side));
}
