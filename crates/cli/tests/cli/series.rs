//! `mastermind series --json`: the board game for two through the real binary.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

fn series(dir: &Path, args: &[&str], input: &str) -> (Vec<Value>, Option<i32>) {
    let out = assert_cmd::Command::cargo_bin("mastermind")
        .unwrap()
        .env("MASTERMIND_DATA_DIR", dir)
        .args(["series", "--json"])
        .args(args)
        .write_stdin(input)
        .output()
        .unwrap();
    let events = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    (events, out.status.code())
}

fn of<'a>(events: &'a [Value], name: &str) -> Vec<&'a Value> {
    events.iter().filter(|e| e["event"] == name).collect()
}

const AB: [&str; 2] = ["--players", "Ann,Bob"];

#[test]
fn a_whole_series_broken_on_row_3_then_unbroken() {
    let dir = tempfile::tempdir().unwrap();
    let input = format!(
        "secret 1234\n1111\n1243\n1234\nsecret 6543\n{}",
        "1111\n".repeat(10)
    );
    let (events, status) = series(dir.path(), &AB, &input);
    assert_eq!(status, Some(0));
    let starts = of(&events, "game-start");
    assert_eq!(
        starts[0],
        &json!({"event":"game-start","game":1,"codemaker":"Ann","codebreaker":"Bob","replay":false})
    );
    assert_eq!(starts[1]["codemaker"], "Bob");
    assert_eq!(
        of(&events, "feedback")[0],
        &json!({"event":"feedback","game":1,"turn":1,"guess":"1111","black":1,"white":0})
    );
    let ends = of(&events, "game-end");
    assert_eq!(
        ends[0],
        &json!({"event":"game-end","game":1,"broken":true,"rows":3,"secret":"1234","scores":{"Ann":3,"Bob":0}})
    );
    assert_eq!(
        ends[1],
        &json!({"event":"game-end","game":2,"broken":false,"rows":10,"secret":"6543","scores":{"Ann":3,"Bob":11}})
    );
    assert_eq!(
        events.last().unwrap(),
        &json!({"event":"series-end","scores":{"Ann":3,"Bob":11},"winner":"Bob"})
    );
}

#[test]
fn a_tie_has_no_winner() {
    let dir = tempfile::tempdir().unwrap();
    let (events, _) = series(dir.path(), &AB, "secret 1234\n1234\nsecret 4321\n4321\n");
    assert_eq!(
        events.last().unwrap(),
        &json!({"event":"series-end","scores":{"Ann":1,"Bob":1},"winner":null})
    );
}

#[test]
fn a_challenge_proves_wrong_information_and_the_game_is_replayed() {
    let dir = tempfile::tempdir().unwrap();
    let input = "secret 1234\n1122\nanswer 0 0\n1111\nanswer 1 0\nchallenge\nsecret 5555\n5555\nanswer 4 0\n";
    let (events, _) = series(
        dir.path(),
        &[&AB[..], &["--feedback", "manual"]].concat(),
        input,
    );
    assert_eq!(
        of(&events, "guess")[0],
        &json!({"event":"guess","game":1,"turn":1,"guess":"1122"})
    );
    assert_eq!(
        of(&events, "wrong-information")[0],
        &json!({"event":"wrong-information","game":1,"turns":[1,2],"replay":true,"scores":{"Ann":0,"Bob":3}})
    );
    let starts = of(&events, "game-start");
    assert_eq!(
        starts[1],
        &json!({"event":"game-start","game":1,"codemaker":"Ann","codebreaker":"Bob","replay":true})
    );
    assert_eq!(
        of(&events, "game-end")[0]["scores"],
        json!({"Ann":1,"Bob":3}),
        "the voided rows score nothing"
    );
}

#[test]
fn a_challenge_of_true_answers_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let input = "secret 1234\n1122\nanswer 1 1\nchallenge\n";
    let (events, _) = series(
        dir.path(),
        &[&AB[..], &["--feedback", "manual"]].concat(),
        input,
    );
    assert_eq!(
        of(&events, "challenge")[0],
        &json!({"event":"challenge","game":1,"consistent":true})
    );
    assert!(of(&events, "wrong-information").is_empty());
}

#[test]
fn a_wrong_answer_found_at_the_reveal() {
    let dir = tempfile::tempdir().unwrap();
    let input = "secret 1234\n1562\nanswer 0 2\n1234\nanswer 4 0\n";
    let (events, _) = series(
        dir.path(),
        &[&AB[..], &["--feedback", "manual"]].concat(),
        input,
    );
    assert_eq!(
        of(&events, "wrong-information")[0],
        &json!({"event":"wrong-information","game":1,"turns":[1],"replay":true,"scores":{"Ann":0,"Bob":3}})
    );
}

#[test]
fn game_no_2_with_blanks() {
    let dir = tempfile::tempdir().unwrap();
    let (events, _) = series(
        dir.path(),
        &[&AB[..], &["--variant", "board-blanks"]].concat(),
        "secret 1020\n0012\n",
    );
    assert_eq!(
        of(&events, "feedback")[0],
        &json!({"event":"feedback","game":1,"turn":1,"guess":"0012","black":1,"white":3})
    );
    let (events, _) = series(dir.path(), &AB, "secret 1020\n");
    assert!(
        of(&events, "invalid")[0]["reason"]
            .as_str()
            .unwrap()
            .contains("no blanks")
    );
}

#[test]
fn companion_mode_takes_the_code_at_the_reveal() {
    let dir = tempfile::tempdir().unwrap();
    let input = "1122\nanswer 1 1\n1234\nanswer 4 0\nreveal 1234\n";
    let (events, _) = series(dir.path(), &[&AB[..], &["--companion"]].concat(), input);
    assert_eq!(of(&events, "reveal-needed").len(), 1);
    assert_eq!(of(&events, "game-end")[0]["rows"], 2);
    assert_eq!(
        of(&events, "game-end")[0]["scores"],
        json!({"Ann":2,"Bob":0})
    );
}

#[test]
fn lines_out_of_turn_are_refused_with_a_reason() {
    let dir = tempfile::tempdir().unwrap();
    let (events, _) = series(
        dir.path(),
        &AB,
        "1111\nsecret 12\nanswer 1 0\nsecret 1234\n12x4\n",
    );
    let invalid = of(&events, "invalid");
    assert_eq!(invalid.len(), 4, "{events:?}");
    assert!(
        invalid[0]["reason"]
            .as_str()
            .unwrap()
            .contains("not set the code")
    );
    assert!(invalid[1]["reason"].as_str().unwrap().contains("4 pegs"));
    assert!(
        invalid[2]["reason"]
            .as_str()
            .unwrap()
            .contains("computes the answers")
    );
    assert!(invalid[3]["input"] == "12x4");
}

#[test]
fn a_saved_series_resumes_where_it_stopped() {
    let dir = tempfile::tempdir().unwrap();
    let (events, status) = series(dir.path(), &AB, "secret 1234\n1111\n");
    assert_eq!(status, Some(0));
    let quit = events.last().unwrap();
    assert_eq!(quit["event"], "quit");
    let id = quit["id"].as_str().unwrap().to_string();
    assert_eq!(id.len(), 32, "as hard to guess as a game's id: {id}");
    let (events, _) = series(dir.path(), &["--resume"], "help\nboard\n1234\n");
    assert_eq!(events[0]["id"], id);
    // A resumed series shows where it stands, and 'help' and 'board' are
    // words, not guesses.
    assert_eq!(events[1]["event"], "board");
    assert_eq!(events[1]["rows"][0]["guess"], "1111");
    assert!(of(&events, "help").len() == 1);
    assert_eq!(of(&events, "board").len(), 2);
    assert!(of(&events, "invalid").is_empty(), "{events:?}");
    assert_eq!(
        of(&events, "game-end")[0]["rows"],
        2,
        "the row played before the stop counts"
    );
    let (events, _) = series(dir.path(), &["--resume", &id], "secret 4444\n4444\n");
    assert_eq!(events.last().unwrap()["event"], "series-end");
    let (_, status) = series(dir.path(), &["--resume"], "");
    assert_eq!(status, Some(2), "nothing left to resume");
}

struct Player {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Player {
    fn next(&mut self) -> Value {
        let mut line = String::new();
        self.stdout.read_line(&mut line).unwrap();
        serde_json::from_str(&line).unwrap_or_else(|e| panic!("{line}: {e}"))
    }

    fn until(&mut self, name: &str) -> Value {
        loop {
            let event = self.next();
            if event["event"] == name {
                return event;
            }
        }
    }
}

#[test]
fn a_turn_that_runs_out_of_time_counts_as_a_row() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = Command::new(assert_cmd::cargo::cargo_bin("mastermind"))
        .env("MASTERMIND_DATA_DIR", dir.path())
        .args([
            "series",
            "--json",
            "--players",
            "Ann,Bob",
            "--time-limit",
            // Row 2's time, started at row 1's time-out, holds while the
            // test reads that and types a guess, however busy the machine.
            "3",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut player = Player {
        stdin: child.stdin.take().unwrap(),
        stdout: BufReader::new(child.stdout.take().unwrap()),
        child,
    };
    writeln!(player.stdin, "secret 1234").unwrap();
    let started = Instant::now();
    let warning = player.until("time-warning");
    assert_eq!(
        (warning["game"].clone(), warning["turn"].clone()),
        (json!(1), json!(1))
    );
    let timeout = player.until("timeout");
    assert_eq!(timeout, json!({"event":"timeout","game":1,"turn":1}));
    assert!(started.elapsed() >= Duration::from_millis(2900));
    writeln!(player.stdin, "1234").unwrap();
    let end = player.until("game-end");
    assert_eq!(end["rows"], 2);
    assert_eq!(end["scores"], json!({"Ann":2,"Bob":0}));
    drop(player.stdin);
    assert!(player.child.wait().unwrap().success());
}

#[test]
fn bad_series_options_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    for args in [
        &["--players", "Ann,Bob", "--games", "3"][..],
        &["--games", "2"],
        &["--players", "Ann"],
        &["--players", "Ann,Ann"],
        &["--players", "Ann,Bob", "--variant", "chess"],
        &["--players", "Ann,Bob", "--feedback", "psychic"],
    ] {
        let (_, status) = series(dir.path(), args, "");
        assert_eq!(status, Some(2), "{args:?}");
    }
}

#[test]
fn the_coach_reviews_a_finished_game_when_asked() {
    let dir = tempfile::tempdir().unwrap();
    let input = "secret 1234\n1111\n1243\n1234\nreview 1\nreview 2\nreview x\n";
    let (events, _) = series(dir.path(), &AB, input);
    let reviews = of(&events, "review");
    assert_eq!(reviews.len(), 1, "{events:?}");
    let review = reviews[0];
    assert_eq!(review["game"], 1);
    let turns = review["turns"].as_array().unwrap();
    let guesses: Vec<_> = turns.iter().map(|t| t["guess"].clone()).collect();
    assert_eq!(guesses, [json!("1111"), json!("1243"), json!("1234")]);
    // 1111 against 1234 scores one black: the codes with exactly one 1.
    assert_eq!(turns[0]["before"], 1296);
    assert_eq!(turns[0]["after"], 500);
    assert_eq!(turns[1]["before"], 500);
    assert_eq!(turns[2]["after"], 1);
    // The game in play and a word that is no number are refused, named.
    let refused = of(&events, "invalid");
    assert_eq!(refused.len(), 2, "{events:?}");
    assert!(
        refused[0]["reason"]
            .as_str()
            .unwrap()
            .contains("game 2 is not a finished game"),
        "{}",
        refused[0]
    );
}
