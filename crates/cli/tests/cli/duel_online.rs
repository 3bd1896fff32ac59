//! `mastermind duel --server` end to end: a real server, one player in the
//! binary's JSON line protocol, the other over HTTP.

use std::io::Write;
use std::process::Stdio;

use serde_json::{Value, json};

use crate::common;
use common::Server;
use common::online::{PASSWORD, Player, Playing, event, mastermind, shows_blacks_code};

fn serve() -> (Server, String, tempfile::TempDir) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let (server, url) = common::serve(&[], &[("MASTERMIND_DATA_DIR", dir.path().as_os_str())]);
    (server, url, dir)
}

#[test]
fn an_open_challenge_is_accepted_and_played_to_the_end_over_the_line_protocol() {
    let (_server, url, _dir) = serve();
    let bob = Player::sign_up(&url, "bob");
    let mut ann = Playing::start(&[
        "duel",
        "--server",
        &url,
        "--name",
        "ann",
        "--sign-up",
        "--password-stdin",
        "--open",
        "--json",
    ]);
    ann.type_line(PASSWORD);

    // Bob finds Ann's challenge in the lobby and accepts it.
    let id = bob.challenge_from("ann");
    let waiting = ann.until("the open challenge", |m| m["type"] == "state");
    assert_eq!(waiting["duel"]["id"], id.as_str());
    bob.call("POST", &format!("/api/duels/{id}/accept"), None);
    let playing = ann.until("the duel in play", |m| {
        m["type"] == "state" && m["duel"]["state"] == "playing"
    });
    assert_eq!(
        playing["duel"]["you"], "white",
        "the challenger plays white"
    );
    assert_eq!(playing["duel"]["black"], "bob");

    // The codes: Ann's through the binary, Bob's over HTTP.
    ann.type_line("11111");
    let mine = ann.until("ann's code-set", |m| {
        event("code-set")(m) && m["side"] == "white"
    });
    assert_eq!(mine["code"], "11111");
    bob.call(
        "POST",
        &format!("/api/duels/{id}/code"),
        Some(json!({"code": "22222"})),
    );
    ann.until("the first turn", event("turn-started"));

    // A guess the game cannot take is refused, and play goes on.
    ann.type_line("123");
    let refused = ann.until("a refusal", |m| m.get("error").is_some());
    assert!(refused["error"].is_string(), "{refused}");

    // Turn 1: Bob misses, Ann breaks Bob's code.
    bob.call(
        "POST",
        &format!("/api/duels/{id}/guesses"),
        Some(json!({"guess": "33333"})),
    );
    ann.until("bob's guess", |m| {
        event("guessed")(m) && m["side"] == "black"
    });
    ann.type_line("22222");
    let revealed = ann.until("the reveal", event("turn-revealed"));
    assert_eq!(revealed["turn"], 1);
    assert_eq!(revealed["white"]["guess"], "22222");
    assert_eq!(revealed["white"]["black"], 5);
    assert_eq!(revealed["black"]["guess"], "33333");
    assert_eq!(revealed["black"]["black"], 0);
    let ended = ann.until("the end", event("ended"));
    assert_eq!(ended["result"]["winner"], "white", "{ended}");
    assert_eq!(ended["codes"]["black"], "22222");
    assert_eq!(ended["codes"]["white"], "11111");
    assert_eq!(ann.exit_code(), Some(0), "the binary ends with the duel");

    // Bob's code reached Ann only in the end.
    let (before, _) = ann.seen.split_at(ann.seen.len() - 1);
    for message in before {
        assert!(!shows_blacks_code(message), "too early: {message}");
    }
    // Versions count up without gaps.
    let versions: Vec<u64> = ann.seen.iter().filter_map(|m| m["v"].as_u64()).collect();
    for pair in versions.windows(2) {
        assert_eq!(pair[1], pair[0] + 1, "{versions:?}");
    }
}

#[test]
fn a_wrong_password_exits_3_and_the_lobby_lists_as_json() {
    let (_server, url, _dir) = serve();
    let _ann = Player::sign_up(&url, "ann");
    let refused = mastermind()
        .args([
            "duel",
            "--server",
            &url,
            "--name",
            "ann",
            "--password-stdin",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            writeln!(child.stdin.take().expect("input"), "not the password")?;
            child.wait_with_output()
        })
        .expect("the binary runs");
    assert_eq!(refused.status.code(), Some(3));
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert!(stderr.contains("login refused"), "{stderr}");

    let listed = assert_cmd::Command::cargo_bin("mastermind")
        .expect("the binary")
        .args([
            "duel",
            "--server",
            &url,
            "--name",
            "ann",
            "--password-stdin",
        ])
        .write_stdin(format!("{PASSWORD}\n"))
        .assert()
        .success();
    let out: Value = serde_json::from_slice(&listed.get_output().stdout).expect("one JSON object");
    assert_eq!(out["open"], json!([]));
    assert_eq!(out["playing"], json!([]));
}

#[test]
fn a_bad_time_control_exits_2_and_no_server_exits_1() {
    let bad = assert_cmd::Command::cargo_bin("mastermind")
        .expect("the binary")
        .args([
            "duel",
            "--server",
            "http://127.0.0.1:9",
            "--name",
            "ann",
            "--password-stdin",
            "--open",
            "--time-control",
            "per-week:5",
        ])
        .write_stdin(format!("{PASSWORD}\n"))
        .assert()
        .code(2);
    let stderr = String::from_utf8_lossy(&bad.get_output().stderr);
    assert!(stderr.contains("--time-control"), "{stderr}");

    // Port 9 (discard) is closed on the test machine.
    assert_cmd::Command::cargo_bin("mastermind")
        .expect("the binary")
        .args([
            "duel",
            "--server",
            "http://127.0.0.1:9",
            "--name",
            "ann",
            "--password-stdin",
        ])
        .write_stdin(format!("{PASSWORD}\n"))
        .assert()
        .code(1);
}

#[test]
fn a_tournament_is_joined_and_its_pairing_played_to_its_end_over_the_line_protocol() {
    let (_server, url, _dir) = serve();
    let bob = Player::sign_up(&url, "bob");
    let made = bob.call(
        "POST",
        "/api/tournaments",
        Some(json!({"name": "Club night", "format": "swiss", "rounds": 1,
            "time_control": {"kind": "per-turn", "seconds": 120}})),
    );
    let id = made["id"].as_str().expect("an id").to_string();
    let mut ann = Playing::start(&[
        "duel",
        "--server",
        &url,
        "--name",
        "ann",
        "--sign-up",
        "--password-stdin",
        "--tournament",
        &id,
    ]);
    ann.type_line(PASSWORD);
    let joined = ann.until("ann in", |m| {
        m["type"] == "tournament" && m["tournament"]["you"]["joined"] == true
    });
    assert_eq!(joined["tournament"]["state"], "created");
    // A move before any pairing is refused, and the wait goes on.
    ann.type_line("11111");
    let refused = ann.until("a refusal", |m| m.get("error").is_some());
    assert!(
        refused["error"]
            .as_str()
            .is_some_and(|e| e.contains("pairing")),
        "{refused}"
    );
    bob.call("POST", &format!("/api/tournaments/{id}/join"), None);
    bob.call("POST", &format!("/api/tournaments/{id}/start"), None);
    let paired = ann.until("the pairing", |m| {
        m["tournament"]["you"]["duel"].is_string()
    });
    let duel = paired["tournament"]["you"]["duel"]
        .as_str()
        .expect("a duel")
        .to_string();
    let state = ann.until("the duel", |m| {
        m["type"] == "state" && m["duel"]["id"] == duel.as_str()
    });
    assert_eq!(state["duel"]["tournament"], id.as_str());
    ann.type_line("11111");
    bob.call(
        "POST",
        &format!("/api/duels/{duel}/code"),
        Some(json!({"code": "22222"})),
    );
    ann.until("the first turn", event("turn-started"));
    bob.call(
        "POST",
        &format!("/api/duels/{duel}/guesses"),
        Some(json!({"guess": "33333"})),
    );
    ann.type_line("22222");
    let ended = ann.until("the end of the duel", event("ended"));
    let side = state["duel"]["you"].as_str().expect("a side");
    assert_eq!(ended["result"]["winner"], side, "{ended}");
    // The one round played, the tournament ends, and so does the binary.
    let over = ann.until("the end of the tournament", |m| {
        m["type"] == "tournament" && m["tournament"]["state"] == "over"
    });
    assert_eq!(over["tournament"]["winner"], "ann");
    assert_eq!(over["tournament"]["you"]["points"], 1.0);
    assert_eq!(ann.exit_code(), Some(0));
}

#[test]
fn with_review_the_coach_judges_both_players_once_the_duel_is_over() {
    let (_server, url, _dir) = serve();
    let bob = Player::sign_up(&url, "bob");
    let mut ann = Playing::start(&[
        "duel",
        "--server",
        &url,
        "--name",
        "ann",
        "--sign-up",
        "--password-stdin",
        "--open",
        "--preset",
        "mastermind-1",
        "--review",
        "--json",
    ]);
    ann.type_line(PASSWORD);
    let id = bob.challenge_from("ann");
    bob.call("POST", &format!("/api/duels/{id}/accept"), None);
    ann.until("the duel in play", |m| {
        m["type"] == "state" && m["duel"]["state"] == "playing"
    });
    ann.type_line("1111");
    bob.call(
        "POST",
        &format!("/api/duels/{id}/code"),
        Some(json!({"code": "2222"})),
    );
    ann.until("the first turn", event("turn-started"));
    bob.call(
        "POST",
        &format!("/api/duels/{id}/guesses"),
        Some(json!({"guess": "3456"})),
    );
    ann.type_line("2222");
    ann.until("the end", event("ended"));

    let review = ann.until("the review", |m| m["type"] == "review");
    let sides = review["sides"].as_array().expect("both sides");
    let side = |name: &str| {
        sides
            .iter()
            .find(|s| s["name"] == name)
            .unwrap_or_else(|| panic!("{name}'s side: {review}"))
    };
    let anns = &side("ann")["review"]["turns"];
    assert_eq!(anns[0]["guess"], "2222");
    assert_eq!(
        (anns[0]["before"].clone(), anns[0]["after"].clone()),
        (json!(1296), json!(1))
    );
    let bobs = &side("bob")["review"]["turns"];
    assert_eq!(bobs[0]["guess"], "3456");
    // 3456 against 1111 scores nothing: the codes of 1s and 2s are left.
    assert_eq!(bobs[0]["after"], 16);
    assert_eq!(ann.exit_code(), Some(0));
}
