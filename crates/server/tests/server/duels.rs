//! Online Logik through the API and its WebSockets: a whole duel, what each
//! client may see, the clock, claims, two servers on one database, a
//! reconnect with a version, and a server restart mid-duel.
//! On SQLite by default; on PostgreSQL in `./scripts/test`'s second run.

use crate::{client, common};
use mastermind_store::prelude::*;
use std::time::Duration;

use client::{Player, Server, serve, two_servers, unique};
use reqwest::StatusCode;
use serde_json::{Value, json};

/// Ann challenges Bob directly; Bob accepts; both codes set.
async fn started(
    server: &Server,
    ann: &mut Player,
    bob: &mut Player,
    codes: (&str, &str),
) -> String {
    client::begun(server, ann, bob, json!({"preset": "logik"}), codes).await
}

#[tokio::test]
async fn a_whole_duel_through_the_api_shows_each_player_only_what_is_theirs() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = serve(common::database_in(dir.path()).await).await;
    let mut ann = Player::sign_up(&server, &unique("ann")).await;
    let mut bob = Player::sign_up(&server, &unique("bob")).await;
    let mut cid = Player::sign_up(&server, &unique("cid")).await;

    let created = ann
        .ok(&server, "POST", "/api/duels", Some(json!({"rated": true})))
        .await;
    let id = created["id"].as_str().expect("an id").to_string();
    let mut lobby = bob.live(&server, "/api/lobby/live").await;
    let first = lobby.next().await;
    assert_eq!(first["type"], "lobby");
    assert!(
        first["duels"]
            .as_array()
            .expect("a list")
            .iter()
            .any(|d| d["id"] == id.as_str())
    );

    let open = bob.get(&server, "/api/duels?state=open").await;
    let listed = open["duels"].as_array().expect("a list");
    let mine = listed
        .iter()
        .find(|d| d["id"] == id.as_str())
        .expect("listed");
    assert_eq!(mine["challenger"], ann.name.as_str());
    assert_eq!(mine["can_accept"], true);
    assert_eq!(mine["preset"], "logik");
    assert_eq!(mine["rated"], true);
    let (status, body) = ann
        .send(&server, "POST", &format!("/api/duels/{id}/accept"), None)
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");

    let accepted = bob
        .ok(&server, "POST", &format!("/api/duels/{id}/accept"), None)
        .await;
    assert_eq!(accepted["state"], "playing");
    assert_eq!(accepted["you"], "black");
    assert_eq!(accepted["duel"]["phase"]["phase"], "codes");
    let update = lobby
        .until(|m| {
            m["duels"]
                .as_array()
                .is_some_and(|d| !d.iter().any(|d| d["id"] == id.as_str()))
        })
        .await;
    assert!(!update.is_empty(), "the lobby lost the accepted challenge");
    lobby.close().await;
    let (status, body) = cid
        .send(&server, "POST", &format!("/api/duels/{id}/accept"), None)
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");

    let mut bob_live = bob.live(&server, &format!("/api/duels/{id}/live")).await;
    let state = bob_live.next().await;
    assert_eq!(state["type"], "state");
    let (status, body) = ann
        .attempt(&server, &id, "guesses", json!({"guess": "12345"}))
        .await;
    assert_eq!(
        status,
        StatusCode::CONFLICT,
        "a guess before the codes: {body}"
    );
    let (status, body) = ann
        .attempt(&server, &id, "code", json!({"code": "1234"}))
        .await;
    assert_eq!(
        status,
        StatusCode::BAD_REQUEST,
        "four pegs in Logik: {body}"
    );
    assert!(
        body["error"].as_str().is_some_and(|e| e.contains('5')),
        "{body}"
    );

    // Codes that appear nowhere else, so that a leak shows in the text.
    ann.code(&server, &id, "87654").await;
    bob.code(&server, &id, "13572").await;
    let (status, _) = cid
        .attempt(&server, &id, "guesses", json!({"guess": "12345"}))
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "not cid's duel");
    let spectator = cid.get(&server, &format!("/api/duels/{id}")).await;
    assert!(!spectator.to_string().contains("87654") && !spectator.to_string().contains("13572"));

    let after = ann.guess(&server, &id, "66666").await;
    assert_eq!(after["duel"]["your_guess"], "66666");
    let (status, _) = ann
        .attempt(&server, &id, "guesses", json!({"guess": "77777"}))
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "one guess a turn");
    let seen_by_bob = bob.get(&server, &format!("/api/duels/{id}")).await;
    assert_eq!(
        seen_by_bob["duel"]["phase"]["awaiting"],
        json!({"white": false, "black": true})
    );
    assert_eq!(seen_by_bob["duel"]["your_guess"], Value::Null);
    assert_eq!(
        seen_by_bob["duel"]["codes"],
        json!({"white": null, "black": "13572"})
    );
    assert!(
        !seen_by_bob.to_string().contains("66666") && !seen_by_bob.to_string().contains("87654")
    );

    // Turn 1 revealed, then Ann breaks the code in turn 2.
    bob.guess(&server, &id, "11111").await;
    ann.guess(&server, &id, "13572").await;
    let end = bob.guess(&server, &id, "22222").await;
    assert_eq!(end["state"], "over");
    assert_eq!(
        end["result"],
        json!({"winner": "white", "reason": "broken", "turns": 2})
    );
    assert_eq!(
        end["duel"]["codes"],
        json!({"white": "87654", "black": "13572"})
    );
    let turns = end["duel"]["turns"].as_array().expect("turns");
    assert_eq!(
        turns[0]["white"],
        json!({"guess": "66666", "black": 0, "white": 0})
    );
    assert_eq!(
        turns[0]["black"],
        json!({"guess": "11111", "black": 0, "white": 0})
    );
    assert_eq!(turns[1]["white"]["black"], 5);

    // Bob's socket: every event in order, no secret of Ann's before its time.
    let events = bob_live.until(|m| m["event"] == "ended").await;
    let versions: Vec<u64> = events
        .iter()
        .map(|m| m["v"].as_u64().expect("a version"))
        .collect();
    assert!(
        versions.windows(2).all(|w| w[1] == w[0] + 1),
        "{versions:?}"
    );
    let before_end: String = events[..events.len() - 1]
        .iter()
        .map(Value::to_string)
        .collect();
    assert!(
        !before_end.contains("87654"),
        "Ann's code before the end: {before_end}"
    );
    let first_reveal = events
        .iter()
        .position(|m| m["event"] == "turn-revealed")
        .expect("a reveal");
    let before_reveal: String = events[..first_reveal]
        .iter()
        .map(Value::to_string)
        .collect();
    assert!(
        !before_reveal.contains("66666"),
        "Ann's guess before the reveal: {before_reveal}"
    );
    assert!(
        events
            .iter()
            .any(|m| m["event"] == "guessed" && m["side"] == "white" && m.get("guess").is_none())
    );
    bob_live.close().await;

    let (status, _) = bob
        .send(&server, "POST", &format!("/api/duels/{id}/resign"), None)
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "over");
    let finished = ann.get(&server, "/api/duels?state=over").await;
    assert_eq!(finished["duels"][0]["id"], id.as_str());

    // The rematch: colours swapped, for Ann to accept.
    let offer = bob
        .ok(&server, "POST", &format!("/api/duels/{id}/rematch"), None)
        .await;
    let rematch = offer["id"].as_str().expect("an id");
    let again = ann
        .ok(&server, "POST", &format!("/api/duels/{id}/rematch"), None)
        .await;
    assert_eq!(again["id"], rematch, "one offer");
    let accepted = ann
        .ok(
            &server,
            "POST",
            &format!("/api/duels/{rematch}/accept"),
            None,
        )
        .await;
    assert_eq!(accepted["white"], bob.name.as_str());
    assert_eq!(accepted["black"], ann.name.as_str());
    assert_eq!(accepted["you"], "black");
}

#[tokio::test]
async fn draws_resignation_and_the_clock_end_duels_by_the_rules() {
    let dir = tempfile::tempdir().expect("a folder");
    let store = common::database_in(dir.path()).await;
    let server = serve(store.clone()).await;
    let mut ann = Player::sign_up(&server, &unique("ann")).await;
    let mut bob = Player::sign_up(&server, &unique("bob")).await;

    let id = started(&server, &mut ann, &mut bob, ("11223", "44556")).await;
    ann.guess(&server, &id, "44556").await;
    let end = bob.guess(&server, &id, "11223").await;
    assert_eq!(
        end["result"],
        json!({"winner": null, "reason": "both-broken", "turns": 1})
    );

    let id = started(&server, &mut ann, &mut bob, ("11223", "44556")).await;
    let end = ann
        .ok(&server, "POST", &format!("/api/duels/{id}/resign"), None)
        .await;
    assert_eq!(end["result"]["winner"], "black");
    assert_eq!(end["result"]["reason"], "resigned");

    // A clock of a minute a turn: Ann guesses in time, Bob does not (the
    // test moves the turn's start back rather than wait the minute out).
    let body = ann
        .ok(
            &server,
            "POST",
            "/api/duels",
            Some(
                json!({"opponent": bob.name, "time_control": {"kind": "per-turn", "seconds": 60}}),
            ),
        )
        .await;
    let id = body["id"].as_str().expect("an id").to_string();
    bob.ok(&server, "POST", &format!("/api/duels/{id}/accept"), None)
        .await;
    ann.code(&server, &id, "11111").await;
    let view = bob.code(&server, &id, "22222").await;
    assert!(
        view["duel"]["clock"]["deadlines"]["white"].is_u64(),
        "{view}"
    );
    ann.guess(&server, &id, "12121").await;
    let view = ann.get(&server, &format!("/api/duels/{id}")).await;
    assert!(view["result"].is_null(), "in time: {view}");
    mastermind_store::testing::duel_stage_ago(&store, &id, 61_000).await;
    let mut result = Value::Null;
    for _ in 0..100 {
        tokio::time::sleep(Duration::from_millis(200)).await;
        let view = ann.get(&server, &format!("/api/duels/{id}")).await;
        if !view["result"].is_null() {
            result = view["result"].clone();
            break;
        }
    }
    assert_eq!(
        result,
        json!({"winner": "white", "reason": "time-out", "turns": 0})
    );

    let (status, body) = ann
        .send(
            &server,
            "POST",
            "/api/duels",
            Some(json!({"time_control": {"kind": "per-turn", "seconds": 0}})),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    let (status, body) = ann
        .send(
            &server,
            "POST",
            "/api/duels",
            Some(json!({"opponent": "nobody-at-all"})),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    let (status, _) = ann
        .send(
            &server,
            "POST",
            "/api/duels",
            Some(json!({"opponent": ann.name.to_uppercase()})),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "no duel against oneself");
}

#[tokio::test]
async fn a_reconnect_with_a_version_gets_what_it_missed_and_a_restart_loses_nothing() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = serve(common::database_in(dir.path()).await).await;
    let mut ann = Player::sign_up(&server, &unique("ann")).await;
    let mut bob = Player::sign_up(&server, &unique("bob")).await;
    let id = started(&server, &mut ann, &mut bob, ("11223", "44556")).await;
    let (status, body) = ann
        .send(&server, "GET", &format!("/api/duels/{id}/live"), None)
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "a plain request: {body}");
    assert!(
        body["error"]
            .as_str()
            .is_some_and(|e| e.contains("WebSocket")),
        "{body}"
    );
    let mut socket = ann.live(&server, &format!("/api/duels/{id}/live")).await;
    let state = socket.next().await;
    let v = state["duel"]["duel"]["v"].as_u64().expect("a version");
    socket.close().await;
    ann.guess(&server, &id, "12345").await;
    bob.guess(&server, &id, "54321").await;

    let mut socket = ann
        .live(&server, &format!("/api/duels/{id}/live?since={v}"))
        .await;
    let mut missed = socket.until(|m| m["event"] == "turn-started").await;
    // Nothing else follows: what was missed came whole, and only that.
    missed.extend(socket.drain(Duration::from_millis(300)).await);
    let names: Vec<&str> = missed.iter().filter_map(|m| m["event"].as_str()).collect();
    assert_eq!(
        names,
        ["guessed", "guessed", "turn-revealed", "turn-started"],
        "{missed:?}"
    );
    assert_eq!(missed[0]["v"], v + 1);
    assert_eq!(
        missed[0]["guess"], "12345",
        "her own guess comes back to her"
    );
    assert!(
        missed[1].get("guess").is_none(),
        "Bob's guess travels only in the reveal"
    );
    socket.close().await;

    // The server goes; another starts on the same database.
    drop(server);
    let server = serve(common::database_in(dir.path()).await).await;
    let view = ann.get(&server, &format!("/api/duels/{id}")).await;
    assert_eq!(view["duel"]["turns"].as_array().map(Vec::len), Some(1));
    assert_eq!(
        view["duel"]["phase"],
        json!({"phase": "guesses", "turn": 2, "awaiting": {"white": true, "black": true}})
    );
    ann.guess(&server, &id, "44556").await;
    let end = bob.guess(&server, &id, "12345").await;
    assert_eq!(end["result"]["winner"], "white");
}

/// Two servers on one database: the stores are the same one on SQLite
/// (its bus is within one process) and two connections on PostgreSQL.
#[tokio::test]
async fn players_on_two_servers_play_live() {
    let (_dir, one, two) = two_servers().await;
    let mut ann = Player::sign_up(&one, &unique("ann")).await;
    let mut bob = Player::sign_up(&two, &unique("bob")).await;
    let body = ann
        .ok(
            &one,
            "POST",
            "/api/duels",
            Some(json!({"opponent": bob.name})),
        )
        .await;
    let id = body["id"].as_str().expect("an id").to_string();
    let mut ann_live = ann.live(&one, &format!("/api/duels/{id}/live")).await;
    assert_eq!(ann_live.next().await["duel"]["state"], "open");
    let mut bob_live = bob.live(&two, &format!("/api/duels/{id}/live")).await;
    bob_live.next().await;

    bob.ok(&two, "POST", &format!("/api/duels/{id}/accept"), None)
        .await;
    let accepted = ann_live.until(|m| m["type"] == "state").await;
    assert_eq!(
        accepted.last().expect("a state")["duel"]["state"],
        "playing"
    );
    ann.code(&one, &id, "11223").await;
    bob.code(&two, &id, "44556").await;
    ann.guess(&one, &id, "44556").await;
    bob.guess(&two, &id, "12345").await;
    for live in [&mut ann_live, &mut bob_live] {
        let events = live.until(|m| m["event"] == "ended").await;
        let ended = events.last().expect("the end");
        assert_eq!(ended["result"]["winner"], "white");
        assert_eq!(ended["codes"], json!({"white": "11223", "black": "44556"}));
        assert!(events.iter().any(|m| m["event"] == "turn-revealed"));
    }
}

#[tokio::test]
async fn the_win_can_be_claimed_once_the_opponent_has_been_away_long_enough() {
    let dir = tempfile::tempdir().expect("a folder");
    let store = common::database_in(dir.path()).await;
    let server = serve(store.clone()).await;
    let mut ann = Player::sign_up(&server, &unique("ann")).await;
    let mut bob = Player::sign_up(&server, &unique("bob")).await;
    let body = ann
        .ok(
            &server,
            "POST",
            "/api/duels",
            Some(
                json!({"opponent": bob.name, "time_control": {"kind": "per-game", "seconds": 600}}),
            ),
        )
        .await;
    let id = body["id"].as_str().expect("an id").to_string();
    bob.ok(&server, "POST", &format!("/api/duels/{id}/accept"), None)
        .await;
    let view = ann.code(&server, &id, "11111").await;
    assert_eq!(view["can_claim"], false, "Bob was here a moment ago");
    let (status, body) = ann
        .attempt(&server, &id, "claim", json!({"claim": "win"}))
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    let two_minutes_ago = mastermind_store::now_millis() - 120_000;
    store
        .mark_seen(&id, mastermind_core::duel::Side::Black, two_minutes_ago)
        .await
        .expect("marked");
    let view = ann.get(&server, &format!("/api/duels/{id}")).await;
    assert_eq!(view["can_claim"], true);
    let (status, _) = ann
        .attempt(&server, &id, "claim", json!({"claim": "forfeit"}))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "win or draw");
    let end = ann
        .ok(
            &server,
            "POST",
            &format!("/api/duels/{id}/claim"),
            Some(json!({"claim": "win"})),
        )
        .await;
    assert_eq!(
        end["result"],
        json!({"winner": "white", "reason": "abandoned", "turns": 0})
    );
}
