//! `mastermind db`: a database copied into another through the real
//! binary, and the copy played on with `--database`.

use std::path::Path;

use assert_cmd::Command;
use serde_json::Value;

fn mastermind() -> Command {
    Command::cargo_bin("mastermind").expect("the binary is built")
}

fn json_lines(output: &[u8]) -> Vec<Value> {
    String::from_utf8_lossy(output)
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect()
}

fn sqlite(dir: &Path) -> String {
    format!("sqlite://{}", dir.join("mastermind.db").display())
}

#[test]
fn a_database_is_copied_into_an_empty_one_and_plays_on_there() {
    let (a, b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    // A win for the table (and the game, kept for the statistics) and a
    // series left half-way, in the data directory.
    let out = mastermind()
        .env("MASTERMIND_DATA_DIR", a.path())
        .args(["play", "--json", "--secret", "1234", "--name", "Ann"])
        // Two rows: a first-guess win is luck and enters no table.
        .write_stdin("1111\n1234\n")
        .output()
        .unwrap();
    assert!(out.status.success());
    let out = mastermind()
        .env("MASTERMIND_DATA_DIR", a.path())
        .args(["series", "--json", "--players", "Ann,Bob"])
        .write_stdin("secret 1234\n1111\n")
        .output()
        .unwrap();
    let quit = json_lines(&out.stdout).pop().expect("a quit");
    let id = quit["id"].as_str().expect("an id").to_string();

    let out = mastermind()
        .args([
            "db",
            "copy",
            "--from",
            &sqlite(a.path()),
            "--to",
            &sqlite(b.path()),
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.starts_with(
            "Copied 1 scores, 1 games (2 guesses, 0 daily), 1 series, 0 accounts, 0 duels (0 events) and 0 tournaments"
        ),
        "{said}"
    );

    let out = mastermind()
        .args([
            "scores",
            "--json",
            "--preset",
            "mastermind-1",
            "--database",
            &sqlite(b.path()),
        ])
        .output()
        .unwrap();
    let table: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(table[0]["name"], "Ann");
    let out = mastermind()
        .args([
            "series",
            "--json",
            "--resume",
            &id,
            "--database",
            &sqlite(b.path()),
        ])
        .write_stdin("1234\n")
        .output()
        .unwrap();
    let events = json_lines(&out.stdout);
    assert_eq!(events[0]["id"], id.as_str());
    let end = events
        .iter()
        .find(|e| e["event"] == "game-end")
        .expect("game 1 ends");
    assert_eq!(end["rows"], 2, "the row played before the copy counts");

    // A second copy would mix two databases: refused, exit 2.
    let out = mastermind()
        .args([
            "db",
            "copy",
            "--from",
            &sqlite(a.path()),
            "--to",
            &sqlite(b.path()),
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("copy into an empty database"));
}

#[test]
fn an_address_that_names_no_database_exits_2() {
    for args in [
        vec!["db", "copy", "--from", "mysql://x/y", "--to", "sqlite://z"],
        vec!["db", "migrate", "--database", "nothing"],
        vec!["scores", "--database", "ftp://host/db"],
    ] {
        let out = mastermind().args(&args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let message = String::from_utf8_lossy(&out.stderr);
        assert!(message.contains("is not a database address"), "{message}");
    }
}

#[test]
fn migrate_brings_a_new_database_up_to_date() {
    let dir = tempfile::tempdir().unwrap();
    let out = mastermind()
        .args(["db", "migrate", "--database", &sqlite(dir.path())])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).ends_with("is up to date\n"));
    assert!(dir.path().join("mastermind.db").exists());
}

#[test]
fn a_backup_is_checked_and_restored_and_mistakes_exit_2() {
    let (site, restored) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let files = tempfile::tempdir().unwrap();
    let out = mastermind()
        .env("MASTERMIND_DATA_DIR", site.path())
        .args(["play", "--json", "--secret", "1234", "--name", "Ann"])
        .write_stdin("1111\n1234\n")
        .output()
        .unwrap();
    assert!(out.status.success());
    let file = files.path().join("site.db");
    let file_arg = file.to_str().expect("a path");
    let out = mastermind()
        .args(["db", "backup", "--to", file_arg, "--data-dir"])
        .arg(site.path())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.contains("1 games, 0 accounts, 0 duels; the backup checks out"),
        "{said}"
    );

    let out = mastermind()
        .args(["db", "verify", file_arg])
        .output()
        .unwrap();
    assert!(out.status.success());
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.contains("checks out: 1 scores, 1 games (2 guesses)"),
        "{said}"
    );

    let out = mastermind()
        .args(["db", "restore", "--from", file_arg, "--data-dir"])
        .arg(restored.path())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = mastermind()
        .args(["scores", "--json", "--preset", "mastermind-1", "--database"])
        .arg(sqlite(restored.path()))
        .output()
        .unwrap();
    let table: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(table[0]["name"], "Ann", "the restored table");

    // Over an existing file, from a file that is not there or not a
    // backup, or into a database that holds data: the person's to fix.
    let junk = files.path().join("junk.db");
    std::fs::write(&junk, "not a database").unwrap();
    for args in [
        vec![
            "db",
            "backup",
            "--to",
            file_arg,
            "--database",
            &sqlite(site.path()),
        ],
        vec!["db", "verify", "/nonexistent/backup.db"],
        vec![
            "db",
            "restore",
            "--from",
            file_arg,
            "--database",
            &sqlite(restored.path()),
        ],
    ] {
        let out = mastermind().args(&args).output().unwrap();
        assert_eq!(
            out.status.code(),
            Some(2),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let out = mastermind()
        .args(["db", "verify", junk.to_str().expect("a path")])
        .output()
        .unwrap();
    assert!(
        !out.status.success(),
        "a file that is no database fails its check"
    );
    assert!(!String::from_utf8_lossy(&out.stderr).is_empty());
}
