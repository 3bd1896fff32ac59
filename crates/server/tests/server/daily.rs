//! The daily code through the API: the same secret for every player and
//! every server on one database, one try a day, no hints, the result to
//! share, the day's table, and no secret in any answer before the game
//! ends. On SQLite by default; on PostgreSQL in `./scripts/test`'s second
//! run.

use crate::{client, common};
use client::{Player, Server, serve, unique};
use mastermind_core::daily::{self, Day};
use mastermind_core::{Code, Preset};
use mastermind_server::daily::secret_with;
use mastermind_store::Database;
use mastermind_store::prelude::*;
use reqwest::StatusCode;
use serde_json::{Value, json};

const LEVEL1: &str = "/api/daily/mastermind-1";

/// Whether `value` holds a `secret` anywhere (a game's view shows one only
/// once the game is over).
fn has_secret(value: &Value) -> bool {
    match value {
        Value::Object(map) => map
            .iter()
            .any(|(k, v)| (k == "secret" && !v.is_null()) || has_secret(v)),
        Value::Array(items) => items.iter().any(has_secret),
        _ => false,
    }
}

/// The key the server keeps, read back from the database.
async fn key(store: &Database) -> Vec<u8> {
    let hex = store
        .server_key("daily", "unused", 0)
        .await
        .expect("the server made one");
    (0..hex.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&hex[i..i + 2], 16).expect("hex"))
        .collect()
}

/// Begins `player`'s daily game of level I; its view, checked for
/// secrets while the game is played.
async fn begin(server: &Server, player: &mut Player, expected: StatusCode) -> Value {
    let (status, view) = player.send(server, "POST", LEVEL1, Some(json!({}))).await;
    assert_eq!(status, expected, "{view}");
    if view["game"]["state"] == "playing" {
        assert!(!has_secret(&view), "no secret before the end: {view}");
        assert!(view["share"].is_null(), "nothing to share yet: {view}");
    }
    view
}

fn game_id(view: &Value) -> String {
    view["game"]["id"].as_str().expect("a game").to_string()
}

async fn guess(server: &Server, player: &mut Player, id: &str, code: &str) -> Value {
    player
        .post(
            server,
            &format!("/api/games/{id}/guesses"),
            json!({ "guess": code }),
        )
        .await
}

/// A code of level I that is not `secret`.
fn other_than(secret: &Code) -> Code {
    let setup = Preset::Mastermind1.setup();
    setup.codes().find(|c| c != secret).expect("another code")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn everyone_breaks_the_same_code_once_a_day() {
    let dir = tempfile::tempdir().expect("a folder");
    let store = common::database_in(dir.path()).await;
    let server = serve(store.clone()).await;
    let (mut ann, mut bob, mut dan) = (
        Player::anonymous("ann"),
        Player::anonymous("bob"),
        Player::anonymous("dan"),
    );
    let mut cid = Player::sign_up(&server, &unique("cid")).await;

    let list = ann.get(&server, "/api/daily").await;
    assert_eq!(list["presets"].as_array().map(Vec::len), Some(9));
    assert!(list["presets"][0]["game"].is_null());

    let view = begin(&server, &mut ann, StatusCode::CREATED).await;
    let id = game_id(&view);
    let day: Day = view["day"].as_str().expect("a day").parse().expect("a day");
    assert_eq!(view["game"]["daily"]["preset"], "mastermind-1");
    assert_eq!(view["game"]["state"], "playing");
    let secret = secret_with(&key(&store).await, day, Preset::Mastermind1);
    // A household behind one address: everyone begins before anyone has
    // seen the secret (a game begun from the address after that stays out
    // of the day's table).
    for player in [&mut bob, &mut cid, &mut dan] {
        begin(&server, player, StatusCode::CREATED).await;
    }
    assert_eq!(
        store
            .load_game(&id)
            .await
            .expect("reads")
            .expect("kept")
            .secret,
        secret,
        "the secret is the day's"
    );

    // One try a day: the same game again, and the list says so.
    let again = begin(&server, &mut ann, StatusCode::OK).await;
    assert_eq!(game_id(&again), id);
    let list = ann.get(&server, "/api/daily").await;
    assert_eq!(list["presets"][0]["game"], id.as_str());
    assert_eq!(list["presets"][0]["state"], "playing");
    let shown = ann.get(&server, LEVEL1).await;
    assert_eq!(game_id(&shown), id);
    assert!(!has_secret(&shown));

    // No hints while it is played.
    let (status, refused) = ann
        .send(&server, "POST", &format!("/api/games/{id}/hint"), None)
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "{refused}");
    assert!(refused["error"].as_str().unwrap_or("").contains("daily"));

    let wrong = other_than(&secret);
    let answer = guess(&server, &mut ann, &id, &wrong.to_string()).await;
    assert!(!has_secret(&answer), "{answer}");
    assert!(!has_secret(
        &ann.get(&server, &format!("/api/games/{id}")).await
    ));
    assert!(!has_secret(&ann.get(&server, LEVEL1).await));
    let table = ann.get(&server, &format!("{LEVEL1}/table")).await;
    assert!(!has_secret(&table));
    let won = guess(&server, &mut ann, &id, &secret.to_string()).await;
    assert_eq!(won["state"], "won");
    assert_eq!(won["secret"], secret.to_string());

    // The result to share: key pegs only.
    let mine = ann.get(&server, LEVEL1).await;
    let share = mine["share"].as_str().expect("a result to share");
    let setup = Preset::Mastermind1.setup();
    let first = setup.score(&secret, &wrong);
    let row: String = std::iter::repeat_n(daily::BLACK, usize::from(first.black))
        .chain(std::iter::repeat_n(daily::WHITE, usize::from(first.white)))
        .chain(std::iter::repeat_n(
            daily::NONE,
            4 - usize::from(first.black + first.white),
        ))
        .collect();
    assert_eq!(
        share,
        format!("Daily code · Mastermind, level I · {day} · 2/8\n{row}\n●●●●")
    );

    let view = ann.get(&server, &format!("/api/games/{id}")).await;
    assert_eq!(
        view["daily"]["share"], share,
        "the game's view carries it too"
    );
    assert_eq!(view["daily"]["day"], day.to_string());

    // Another player, the same code: revealed by quitting.
    let bobs = game_id(&begin(&server, &mut bob, StatusCode::OK).await);
    assert_ne!(bobs, id);
    let quit = bob
        .post(&server, &format!("/api/games/{bobs}/quit"), json!({}))
        .await;
    assert_eq!(quit["secret"], secret.to_string());
    let again = begin(&server, &mut bob, StatusCode::OK).await;
    assert_eq!(game_id(&again), bobs, "a quit try is the day's try");
    assert!(
        again["share"].as_str().is_some_and(|s| s.ends_with("X/8")),
        "{again}"
    );

    // An account wins in one turn, another guest in three.
    let cids = game_id(&begin(&server, &mut cid, StatusCode::OK).await);
    guess(&server, &mut cid, &cids, &secret.to_string()).await;
    let dans = game_id(&begin(&server, &mut dan, StatusCode::OK).await);
    guess(&server, &mut dan, &dans, &wrong.to_string()).await;
    guess(&server, &mut dan, &dans, &wrong.to_string()).await;
    guess(&server, &mut dan, &dans, &secret.to_string()).await;

    let named = ann
        .post(
            &server,
            &format!("{LEVEL1}/name"),
            json!({"name": "  Ann  "}),
        )
        .await;
    assert_eq!(named["name"], "Ann");
    let (status, _) = cid
        .send(
            &server,
            "POST",
            &format!("{LEVEL1}/name"),
            Some(json!({"name": "Someone"})),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "an account keeps its name");
    let table = dan.get(&server, &format!("{LEVEL1}/table")).await;
    assert_eq!(
        (table["finished"].as_i64(), table["won"].as_i64()),
        (Some(4), Some(3))
    );
    let rows: Vec<(Value, Value, Value)> = table["wins"]
        .as_array()
        .expect("wins")
        .iter()
        .map(|r| (r["rank"].clone(), r["name"].clone(), r["turns"].clone()))
        .collect();
    assert_eq!(
        rows,
        [
            (json!(1), json!(cid.name), json!(1)),
            (json!(2), json!("Ann"), json!(2)),
            (json!(3), Value::Null, json!(3)),
        ]
    );

    // A fresh cookie from the same address, after the secret was seen
    // there: its win in one turn stays out of the table.
    let mut eve = Player::anonymous("eve");
    let eves = game_id(&begin(&server, &mut eve, StatusCode::CREATED).await);
    let won = guess(&server, &mut eve, &eves, &secret.to_string()).await;
    assert_eq!(won["state"], "won");
    let after = eve.get(&server, &format!("{LEVEL1}/table")).await;
    assert_eq!(after["wins"], table["wins"], "{after}");
    assert_eq!(after["finished"], table["finished"]);

    // Another preset is another code and another try.
    let (status, colour) = ann
        .send(&server, "POST", "/api/daily/colour-1", Some(json!({})))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{colour}");
    assert_ne!(game_id(&colour), id);
    let stats = ann.get(&server, "/api/statistics").await;
    assert_eq!(stats["presets"][0]["preset"], "mastermind-1");
    assert_eq!(stats["presets"][0]["wins"], 1, "a daily game counts");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn servers_on_one_database_hand_out_the_same_code() {
    let dir = tempfile::tempdir().expect("a folder");
    let store = common::database_in(dir.path()).await;
    let (one, two) = (serve(store.clone()).await, serve(store.clone()).await);
    let mut secrets = Vec::new();
    for (server, name) in [(&one, "eve"), (&two, "fay"), (&one, "gus")] {
        let mut player = Player::anonymous(name);
        let id = game_id(&begin(server, &mut player, StatusCode::CREATED).await);
        let quit = player
            .post(server, &format!("/api/games/{id}/quit"), json!({}))
            .await;
        secrets.push(quit["secret"].as_str().expect("revealed").to_string());
    }
    assert!(secrets.windows(2).all(|w| w[0] == w[1]), "{secrets:?}");
}

#[test]
fn codes_differ_from_day_to_day_and_preset_to_preset() {
    let key = [7u8; 32];
    let days: Vec<Day> = (20_000..20_030).map(Day::from_days).collect();
    let level1: Vec<Code> = days
        .iter()
        .map(|&d| secret_with(&key, d, Preset::Mastermind1))
        .collect();
    let distinct: std::collections::HashSet<_> = level1.iter().collect();
    assert!(distinct.len() >= 25, "{level1:?}");
    // The board game has the same 1296 codes, under another name.
    let board_differs = days
        .iter()
        .zip(&level1)
        .filter(|(d, c)| secret_with(&key, **d, Preset::Board) != **c)
        .count();
    assert!(board_differs >= 25, "{board_differs} of 30");
    let other_key_differs = days
        .iter()
        .zip(&level1)
        .filter(|(d, c)| secret_with(&[8u8; 32], **d, Preset::Mastermind1) != **c)
        .count();
    assert!(other_key_differs >= 25, "{other_key_differs} of 30");
    // The same key, day and preset: always the same code.
    assert_eq!(secret_with(&key, days[0], Preset::Mastermind1), level1[0]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_requests_are_told_what_is_wrong() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = serve(common::database_in(dir.path()).await).await;
    let mut ann = Player::anonymous("ann");
    for (method, path, body, expected) in [
        (
            "POST",
            "/api/daily/mastermind-9",
            Some(json!({})),
            StatusCode::BAD_REQUEST,
        ),
        ("GET", "/api/daily/nothing", None, StatusCode::BAD_REQUEST),
        (
            "GET",
            "/api/daily/mastermind-1/table?day=2025-02-30",
            None,
            StatusCode::BAD_REQUEST,
        ),
        (
            "POST",
            "/api/daily/mastermind-1/name",
            Some(json!({"name": "Ann"})),
            StatusCode::NOT_FOUND,
        ),
        (
            "POST",
            "/api/daily/mastermind-1/name",
            Some(json!({"name": "x".repeat(45)})),
            StatusCode::BAD_REQUEST,
        ),
    ] {
        let (status, answer) = ann.send(&server, method, path, body).await;
        assert_eq!(status, expected, "{method} {path}: {answer}");
        assert!(
            answer["error"].as_str().is_some_and(|e| !e.is_empty()),
            "{answer}"
        );
    }
    let past = ann
        .get(&server, "/api/daily/colour-2/table?day=2020-01-01")
        .await;
    assert_eq!(
        (past["day"].as_str(), past["finished"].as_i64()),
        (Some("2020-01-01"), Some(0))
    );
}
