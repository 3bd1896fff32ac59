//! The high-score tables on disk: a named win enters them, `scores` lists
//! them, `scores --reset` clears them.

use std::path::Path;

use serde_json::Value;

use crate::common::binary::{events, mastermind, play};

fn win(dir: &Path, name: &str) -> Vec<Value> {
    play(
        dir,
        &[
            "--preset",
            "mastermind-2",
            "--secret",
            "12345",
            "--name",
            name,
        ],
        "11111\n12345\n",
    )
}

#[test]
fn a_named_win_enters_the_table_and_scores_lists_it() {
    let dir = tempfile::tempdir().unwrap();
    let events = win(dir.path(), "  Ann <b>&</b>  ");
    let last = events.last().unwrap();
    assert_eq!(last["event"], "high-score");
    assert_eq!(last["rank"], 1);
    let out = mastermind(dir.path())
        .args(["scores", "--preset", "mastermind-2", "--json"])
        .assert()
        .success();
    let table: Value = serde_json::from_slice(&out.get_output().stdout).unwrap();
    let entry = &table[0];
    assert_eq!(entry["name"], "Ann <b>&</b>");
    assert_eq!(entry["turns"], 2);
    assert_eq!(entry["secret"], "12345");
    assert_eq!(entry["rank"], 1);
    assert!(entry["seconds"].as_f64().unwrap() >= 0.0);
    assert!(entry["date"].as_str().unwrap().starts_with("20"));
    let text = mastermind(dir.path()).arg("scores").assert().success();
    let text = String::from_utf8(text.get_output().stdout.clone()).unwrap();
    assert!(text.contains("Ann <b>&</b>"), "{text}");
    assert!(text.contains("Mastermind, level II"), "{text}");
}

#[test]
fn custom_setups_have_no_table() {
    let dir = tempfile::tempdir().unwrap();
    let events = play(
        dir.path(),
        &["--pegs", "2", "--secret", "12", "--name", "Ann"],
        "12\n",
    );
    assert_eq!(events.last().unwrap()["event"], "won");
    let out = mastermind(dir.path())
        .args(["scores", "--json"])
        .assert()
        .success();
    assert_eq!(
        serde_json::from_slice::<Value>(&out.get_output().stdout).unwrap(),
        serde_json::json!([])
    );
}

#[test]
fn two_games_finishing_at_once_both_land() {
    let dir = tempfile::tempdir().unwrap();
    let bin = assert_cmd::cargo::cargo_bin("mastermind");
    let children: Vec<_> = (0..6)
        .map(|i| {
            let mut child = std::process::Command::new(&bin)
                .args([
                    "play",
                    "--preset",
                    "mastermind-2",
                    "--secret",
                    "12345",
                    "--name",
                    &format!("player {i}"),
                ])
                .env("MASTERMIND_DATA_DIR", dir.path())
                .stdin(std::process::Stdio::piped())
                .stdout(std::process::Stdio::piped())
                .spawn()
                .unwrap();
            use std::io::Write;
            // Two turns: a win by the first guess is luck, not a high score.
            child
                .stdin
                .take()
                .unwrap()
                .write_all(b"11111\n12345\n")
                .unwrap();
            child
        })
        .collect();
    for child in children {
        let out = child.wait_with_output().unwrap();
        assert!(out.status.success());
        assert_eq!(events(&out.stdout).last().unwrap()["event"], "high-score");
    }
    let out = mastermind(dir.path())
        .args(["scores", "--preset", "mastermind-2", "--json"])
        .assert()
        .success();
    let table: Vec<Value> = serde_json::from_slice(&out.get_output().stdout).unwrap();
    let mut names: Vec<&str> = table.iter().map(|e| e["name"].as_str().unwrap()).collect();
    names.sort();
    assert_eq!(
        names,
        (0..6).map(|i| format!("player {i}")).collect::<Vec<_>>()
    );
}

#[test]
fn reset_asks_unless_yes() {
    let dir = tempfile::tempdir().unwrap();
    win(dir.path(), "Ann");
    mastermind(dir.path())
        .args(["scores", "--reset", "--preset", "mastermind-2"])
        .write_stdin("")
        .assert()
        .code(2)
        .stderr(predicates::str::contains("--yes"));
    mastermind(dir.path())
        .args(["scores", "--reset", "--preset", "mastermind-2", "--yes"])
        .assert()
        .success();
    let out = mastermind(dir.path())
        .args(["scores", "--preset", "mastermind-2", "--json"])
        .assert()
        .success();
    assert_eq!(
        serde_json::from_slice::<Value>(&out.get_output().stdout).unwrap(),
        serde_json::json!([])
    );
}

#[test]
fn a_win_by_the_first_guess_is_not_a_high_score() {
    let dir = tempfile::tempdir().unwrap();
    let out = mastermind(dir.path())
        .args([
            "play",
            "--preset",
            "mastermind-1",
            "--secret",
            "1234",
            "--name",
            "Lucky",
        ])
        .write_stdin("1234\n")
        .assert()
        .success();
    let events = events(&out.get_output().stdout);
    assert_eq!(events.last().unwrap()["event"], "won");
    let out = mastermind(dir.path())
        .args(["scores", "--preset", "mastermind-1", "--json"])
        .assert()
        .success();
    let table: Value = serde_json::from_slice(&out.get_output().stdout).unwrap();
    assert_eq!(table, serde_json::json!([]));
}
