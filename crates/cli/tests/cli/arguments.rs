//! The command line: a mistake exits 2 naming it; `--help` speaks of
//! the games.

use crate::common::binary::mastermind;

#[test]
fn bad_input_exits_2_naming_the_problem() {
    let dir = tempfile::tempdir().unwrap();
    let cases: [(&[&str], &str); 6] = [
        (
            &["score", "1234", "12345"],
            "this game has 4 pegs; '12345' has 5",
        ),
        (&["score", "12x4", "1234"], "'x'"),
        (
            &["score", "--rules", "chess", "1234", "1234"],
            "unknown rule 'chess'",
        ),
        (
            &["play", "--preset", "mastermind-9"],
            "unknown preset 'mastermind-9'",
        ),
        (&["play", "--pegs", "9"], "1 to 8 pegs"),
        (
            &["play", "--no-repeat", "--pegs", "7", "--colours", "6"],
            "at least 7 colours",
        ),
    ];
    for (args, message) in cases {
        mastermind(dir.path())
            .args(args)
            .write_stdin("")
            .assert()
            .code(2)
            .stderr(predicates::str::contains(message));
    }
}

#[test]
fn a_name_that_breaks_the_rule_is_refused_before_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let long = "x".repeat(45);
    mastermind(dir.path())
        .args(["play", "--json", "--name", &long])
        .write_stdin("1234\n")
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicates::str::contains("45 characters"));
}

/// `--help` names the games by their names: "seed 004" would read like the
/// `--seed` option.
#[test]
fn help_names_the_games_not_the_documents() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    for command in [
        &["--help"][..],
        &["play", "--help"],
        &["solve", "--help"],
        &["series", "--help"],
        &["duel", "--help"],
    ] {
        let out = mastermind(dir.path()).args(command).assert().success();
        let text = String::from_utf8_lossy(&out.get_output().stdout).to_lowercase();
        for word in ["seed 0", "seeds 0", "seed's", "seed 1"] {
            assert!(!text.contains(word), "{command:?} says {word:?}:\n{text}");
        }
    }
}

#[test]
fn mail_that_cannot_be_sent_as_configured_is_refused_before_the_server_starts() {
    let dir = tempfile::tempdir().unwrap();
    let cases: [(&[&str], &str); 4] = [
        (
            &["serve", "--smtp-url", "smtp://127.0.0.1:2525"],
            "--smtp-url needs --public-origin",
        ),
        (
            &[
                "serve",
                "--smtp-url",
                "ftp://x",
                "--public-origin",
                "https://m.example",
            ],
            "--smtp-url",
        ),
        (
            &[
                "serve",
                "--smtp-url",
                "smtp://127.0.0.1:2525",
                "--public-origin",
                "https://m.example",
                "--mail-from",
                "not an address",
            ],
            "is not an address",
        ),
        (
            &[
                "serve",
                "--smtp-url",
                "smtp://127.0.0.1:2525",
                "--public-origin",
                "https://m.example",
                "--digest-hour",
                "24",
            ],
            "0 to 23",
        ),
    ];
    for (args, message) in cases {
        mastermind(dir.path())
            .args(args)
            .assert()
            .code(2)
            .stderr(predicates::str::contains(message));
    }
}
