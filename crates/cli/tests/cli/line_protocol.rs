//! `mastermind play` over its line protocol: a game to its end, quitting,
//! seeds, custom setups, hints and reviews.

use serde_json::Value;

use crate::common::binary::{mastermind, play};

#[test]
fn the_line_protocol_plays_a_game_to_a_win() {
    let dir = tempfile::tempdir().unwrap();
    let events = play(
        dir.path(),
        &["--secret", "1234"],
        "1122\n12x4\n\n1243\nred blue yellow green\n",
    );
    let names: Vec<&str> = events
        .iter()
        .map(|e| e["event"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "start", "feedback", "invalid", "feedback", "feedback", "won"
        ]
    );
    assert_eq!(
        events[1],
        serde_json::json!({"event":"feedback","turn":1,"guess":"1122","black":1,"white":1})
    );
    assert_eq!(events[2]["input"], "12x4");
    assert!(events[2]["reason"].as_str().unwrap().contains("'x'"));
    assert_eq!(events[3]["turn"], 2, "an invalid guess costs no turn");
    assert_eq!(events[5]["turns"], 3);
    assert_eq!(events[5]["secret"], "1234");
    assert_eq!(events[0]["preset"], "mastermind-1");
    assert_eq!(events[0]["setup"]["pegs"], 4);
}

#[test]
fn the_line_protocol_loses_after_the_last_turn_and_reveals_the_key() {
    let dir = tempfile::tempdir().unwrap();
    let events = play(
        dir.path(),
        &["--preset", "colour-1", "--secret", "3213"],
        &"1114\n".repeat(6),
    );
    let last = events.last().unwrap();
    assert_eq!(last["event"], "lost");
    assert_eq!(last["secret"], "3213");
    assert_eq!(events[1]["white"], 2, "colour-game rule");
    assert_eq!(
        events.iter().filter(|e| e["event"] == "feedback").count(),
        6
    );
}

#[test]
fn quit_and_end_of_input_reveal_the_key() {
    let dir = tempfile::tempdir().unwrap();
    for input in ["1111\nquit\n", "1111\n"] {
        let events = play(dir.path(), &["--seed", "7"], input);
        let last = events.last().unwrap();
        assert_eq!(last["event"], "quit");
        assert_eq!(last["secret"].as_str().unwrap().len(), 4);
    }
}

#[test]
fn a_seed_makes_the_secret_reproducible() {
    let dir = tempfile::tempdir().unwrap();
    let secret = |seed: &str| {
        play(dir.path(), &["--preset", "logik", "--seed", seed], "quit\n")
            .last()
            .unwrap()["secret"]
            .clone()
    };
    assert_eq!(secret("42"), secret("42"));
    let distinct: std::collections::HashSet<String> = (0..8)
        .map(|s| secret(&s.to_string()).as_str().unwrap().to_string())
        .collect();
    assert!(distinct.len() > 1);
}

#[test]
fn custom_setups_take_blanks_and_forbid_repeats() {
    let dir = tempfile::tempdir().unwrap();
    let events = play(
        dir.path(),
        &[
            "--pegs",
            "3",
            "--colours",
            "4",
            "--blanks",
            "--no-repeat",
            "--secret",
            "102",
        ],
        "112\n201\n102\n",
    );
    assert_eq!(events[1]["event"], "invalid");
    assert!(
        events[1]["reason"]
            .as_str()
            .unwrap()
            .contains("does not repeat")
    );
    assert_eq!(
        events[2],
        serde_json::json!({"event":"feedback","turn":1,"guess":"201","black":1,"white":2})
    );
    assert_eq!(events[4]["event"], "won");
    assert_eq!(events[4]["turns"], 2);
    assert_eq!(events[0]["preset"], Value::Null);
}

#[test]
fn hint_and_review_answer_in_the_line_protocol() {
    let dir = tempfile::tempdir().unwrap();
    let events = play(
        dir.path(),
        &["--secret", "1234"],
        "hint\n1122\nhint\nreview\n1234\nreview\n",
    );
    let names: Vec<&str> = events
        .iter()
        .map(|e| e["event"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "start", "hint", "feedback", "hint", "invalid", "feedback", "won", "review"
        ]
    );
    assert_eq!(events[1]["remaining"], 1296);
    let after = events[3]["remaining"].as_u64().unwrap();
    let setup = mastermind_core::Preset::Mastermind1.setup();
    let guess = setup.parse_code("1122").unwrap();
    let fits = setup
        .codes()
        .filter(|c| setup.score(c, &guess) == mastermind_core::Feedback::new(1, 1))
        .count();
    assert_eq!(
        after, fits as u64,
        "the hint counts the codes that fit the answer"
    );
    let suggestion = setup
        .parse_code(events[3]["suggestion"].as_str().unwrap())
        .unwrap();
    assert_eq!(setup.check(&suggestion), Ok(()));
    assert!(
        events[4]["reason"]
            .as_str()
            .unwrap()
            .contains("once the game is over"),
        "no review while the secret is hidden"
    );
    let review = events[7]["turns"].as_array().unwrap();
    assert_eq!(review.len(), 2);
    assert_eq!(review[0]["before"], 1296);
    assert_eq!(review[0]["left"], after);
    assert_eq!(review[1]["left"], 1);
    assert!(review[0]["best_left"].as_u64().unwrap() >= 1);
}

#[test]
fn setups_too_large_for_the_solver_play_without_hints_and_are_refused_by_solve() {
    let dir = tempfile::tempdir().unwrap();
    let big = ["--pegs", "8", "--colours", "15"];
    let events = play(dir.path(), &big, "hint\nquit\n");
    assert_eq!(events[1]["event"], "invalid");
    assert!(
        events[1]["reason"]
            .as_str()
            .unwrap()
            .contains("not available")
    );
    for command in ["solve", "analyze"] {
        mastermind(dir.path())
            .arg(command)
            .args(big)
            .write_stdin("")
            .assert()
            .code(2)
            .stderr(predicates::str::contains("2562890625 codes"));
    }
}
