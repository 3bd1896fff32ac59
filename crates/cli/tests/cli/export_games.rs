//! `mastermind db export-games`: every finished game of a database as
//! transcripts the core reads back (text or NDJSON), and mistakes exit 2.

use assert_cmd::Command;
use mastermind_core::transcript::read_game;
use serde_json::Value;

fn mastermind() -> Command {
    Command::cargo_bin("mastermind").expect("the binary is built")
}

#[test]
fn finished_games_are_exported_as_transcripts_and_mistakes_exit_2() {
    let site = tempfile::tempdir().unwrap();
    for moves in ["1111\n1234\n", "2222\n1234\n"] {
        let out = mastermind()
            .env("MASTERMIND_DATA_DIR", site.path())
            .args(["play", "--json", "--secret", "1234"])
            .write_stdin(moves)
            .output()
            .unwrap();
        assert!(out.status.success());
    }
    // One given up (the input ends in play).
    mastermind()
        .env("MASTERMIND_DATA_DIR", site.path())
        .args(["play", "--json", "--secret", "1234"])
        .write_stdin("1111\n")
        .output()
        .unwrap();

    let out = mastermind()
        .env("MASTERMIND_DATA_DIR", site.path())
        .args(["db", "export-games"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("exported 3 games and 0 duels"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    let games: Vec<String> = text
        .split("\n\n[")
        .enumerate()
        .map(|(i, p)| {
            if i == 0 {
                p.to_string()
            } else {
                format!("[{p}")
            }
        })
        .collect();
    assert_eq!(games.len(), 3, "{text}");
    for game in &games {
        let read = read_game(game).unwrap_or_else(|e| panic!("{e}: {game}"));
        assert_eq!(read.game.secret().to_string(), "1234");
        assert_eq!(read.tags.get("Codebreaker"), None, "no names in a dump");
    }

    let file = site.path().join("games.ndjson");
    let out = mastermind()
        .env("MASTERMIND_DATA_DIR", site.path())
        .args(["db", "export-games", "--format", "ndjson", "--to"])
        .arg(&file)
        .output()
        .unwrap();
    assert!(out.status.success());
    let lines: Vec<Value> = std::fs::read_to_string(&file)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect();
    let mut results: Vec<&str> = lines
        .iter()
        .map(|l| l["result"].as_str().expect("a result"))
        .collect();
    results.sort_unstable();
    assert_eq!(results, ["quit", "won", "won"]);
    assert!(lines.iter().all(|l| l["kind"] == "game"));

    // The file is there now: never overwritten.
    let out = mastermind()
        .env("MASTERMIND_DATA_DIR", site.path())
        .args(["db", "export-games", "--to"])
        .arg(&file)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let out = mastermind()
        .env("MASTERMIND_DATA_DIR", site.path())
        .args(["db", "export-games", "--format", "xml"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}
