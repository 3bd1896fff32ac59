//! Input no person types: a line that is not UTF-8, or longer than any
//! command, is reported and skipped; the lines around it still count.

use assert_cmd::Command;
use serde_json::Value;

fn events(output: &[u8]) -> Vec<Value> {
    String::from_utf8_lossy(output)
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect()
}

fn bad_input(before: &str, after: &str) -> Vec<u8> {
    let mut input = before.as_bytes().to_vec();
    input.extend_from_slice(&[0xff, 0xfe, 0xfd, b'\n']);
    input.extend(std::iter::repeat_n(b'7', 10_000_000));
    input.push(b'\n');
    input.extend_from_slice(after.as_bytes());
    input
}

#[test]
fn play_reports_bad_lines_plays_on_and_exits_2() {
    let dir = tempfile::tempdir().unwrap();
    let out = Command::cargo_bin("mastermind")
        .unwrap()
        .env("MASTERMIND_DATA_DIR", dir.path())
        .args(["play", "--json", "--secret", "1234"])
        .write_stdin(bad_input("1122\n", "1234\n"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let events = events(&out.stdout);
    let kinds: Vec<&str> = events
        .iter()
        .map(|e| e["event"].as_str().unwrap())
        .collect();
    assert_eq!(
        kinds,
        ["start", "feedback", "invalid", "invalid", "feedback", "won"]
    );
    assert!(events[2]["reason"].as_str().unwrap().contains("not UTF-8"));
    assert!(
        events[3]["reason"]
            .as_str()
            .unwrap()
            .contains("longer than 4096 bytes")
    );
    assert!(
        out.stdout.len() < 10_000,
        "the long line is not echoed back"
    );
    assert!(String::from_utf8_lossy(&out.stderr).contains("2 input lines were not read"));
}

#[test]
fn solve_asks_again_after_a_bad_line() {
    let out = Command::cargo_bin("mastermind")
        .unwrap()
        .args(["solve", "--json", "--strategy", "knuth"])
        .write_stdin(bad_input("", "4 0\n"))
        .output()
        .unwrap();
    let events = events(&out.stdout);
    let kinds: Vec<&str> = events
        .iter()
        .map(|e| e["event"].as_str().unwrap())
        .collect();
    assert_eq!(
        kinds[..],
        ["start", "guess", "invalid", "invalid", "solved"][..kinds.len().min(5)]
    );
    assert_eq!(kinds.last(), Some(&"solved"));
}

#[test]
fn a_series_goes_on_after_a_bad_line() {
    let dir = tempfile::tempdir().unwrap();
    let out = Command::cargo_bin("mastermind")
        .unwrap()
        .env("MASTERMIND_DATA_DIR", dir.path())
        .args(["series", "--json", "--players", "Ann,Bob"])
        .write_stdin(bad_input("secret 1234\n", "1234\n"))
        .output()
        .unwrap();
    let events = events(&out.stdout);
    let invalid = events.iter().filter(|e| e["event"] == "invalid").count();
    assert_eq!(invalid, 2, "{events:?}");
    let ended = events
        .iter()
        .find(|e| e["event"] == "game-end")
        .expect("the guess after still counts");
    assert_eq!(ended["rows"], 1);
}
