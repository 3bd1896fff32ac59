//! `mastermind puzzle --server` end to end: a real server offering only the
//! shipped puzzles, an account signed up over HTTP, and the binary playing
//! its rated puzzles (the one the server handed out first, looked up in the
//! shipped set to know its answer), the day's puzzle with an access token,
//! and the command lines refused.

use std::time::Duration;

use mastermind_api::puzzles::{AttemptView, DailyPuzzleView, PuzzleRecordView};
use mastermind_core::puzzle::{Puzzle, Task};
use mastermind_solver::puzzle::shipped;
use serde_json::json;

use crate::common;
use common::Server;
use common::online::{PASSWORD, Player};

/// How long one run of the binary may take (the solver answers in the
/// server, unoptimised in the tests).
const PATIENCE: Duration = Duration::from_secs(120);

/// A server with only the shipped puzzles (none generated at its start).
fn serve() -> (Server, String, tempfile::TempDir) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let (server, url) = common::serve(
        &["--puzzle-supply", "0"],
        &[("MASTERMIND_DATA_DIR", dir.path().as_os_str())],
    );
    (server, url, dir)
}

/// `mastermind puzzle --server URL ARGS` in English with `input`: its exit
/// status and what it printed.
fn online(url: &str, args: &[&str], input: &str) -> (Option<i32>, String) {
    let out = assert_cmd::Command::cargo_bin("mastermind")
        .expect("the binary")
        .env("LC_ALL", "C")
        .args(["puzzle", "--server", url])
        .args(args)
        .write_stdin(input)
        .timeout(PATIENCE)
        .output()
        .expect("the binary runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.is_empty(), "nothing on standard error: {stderr}");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).to_string(),
    )
}

/// The shipped puzzle with `id`.
fn shipped_puzzle(id: &str) -> Puzzle {
    shipped()
        .into_iter()
        .find(|p| p.id == id)
        .unwrap_or_else(|| panic!("the server handed out {id}, which is not shipped"))
}

/// The rated attempt the server hands `player` next (of the theme that
/// asks for a best guess): the one the binary then resumes.
fn open_attempt(player: &Player) -> (AttemptView, Puzzle) {
    let value = player.call(
        "POST",
        "/api/puzzles/next",
        Some(json!({"mode": "rated", "theme": "impossible_guess"})),
    );
    let attempt: AttemptView = serde_json::from_value(value).expect("an attempt");
    assert!(attempt.rated, "an account's rated attempt");
    let puzzle = shipped_puzzle(&attempt.puzzle.id);
    assert_eq!(
        puzzle.task,
        Task::BestGuess,
        "impossible_guess asks a best guess"
    );
    (attempt, puzzle)
}

/// The rating line's before, after and change: "Puzzle rating: 1500 →
/// 1662 (+162)".
fn rating_change(said: &str) -> (i64, i64, i64) {
    let line = said
        .lines()
        .find_map(|l| l.strip_prefix("Puzzle rating: "))
        .unwrap_or_else(|| panic!("no rating change in:\n{said}"));
    let (before, rest) = line.split_once(" → ").expect("before → after");
    let (after, change) = rest.split_once(" (").expect("after (change)");
    let number = |text: &str| -> i64 {
        text.trim_start_matches('+')
            .parse()
            .unwrap_or_else(|_| panic!("a number, not {text:?}, in {line:?}"))
    };
    (
        number(before),
        number(after),
        number(change.strip_suffix(')').expect("(change)")),
    )
}

fn record_of(player: &Player) -> PuzzleRecordView {
    serde_json::from_value(player.call("GET", "/api/puzzles/record", None)).expect("a record")
}

#[test]
fn an_accepted_best_guess_solves_a_rated_puzzle_and_raises_the_rating() {
    let (_server, url, _dir) = serve();
    let ann = Player::sign_up(&url, "ann");
    let (attempt, puzzle) = open_attempt(&ann);
    let accepted = puzzle.accepted[0].to_string();

    let (code, said) = online(
        &url,
        &[
            "--name",
            "ann",
            "--password-stdin",
            "--theme",
            "impossible_guess",
        ],
        &format!("{PASSWORD}\n{accepted}\n"),
    );
    assert_eq!(code, Some(0), "{said}");
    assert!(
        said.starts_with("Your puzzles: not rated yet · solved 0 of 0 · streak 0, best 0\n"),
        "the record first: {said}"
    );
    // The open attempt is resumed, not another begun.
    assert!(
        said.contains(&format!(
            "Puzzle 1 [{}] · theme Impossible guess",
            attempt.puzzle.id
        )),
        "{said}"
    );
    assert!(
        said.contains("\nRated; the puzzle's rating is 1500.\n"),
        "{said}"
    );
    let row = format!("{}. {accepted} ", puzzle.position.len() + 1);
    assert!(said.contains(&row), "the guess's row {row}: {said}");
    assert!(said.contains("\nSolved.\n"), "{said}");
    assert!(!said.contains("Not the best"), "{said}");
    let (before, after, change) = rating_change(&said);
    assert_eq!(before, 1500, "{said}");
    assert!(after > 1500, "a solved puzzle raises the rating: {said}");
    assert_eq!(change, after - before, "{said}");
    // The input ended in the next puzzle, which stays open.
    assert!(said.contains("stays open on the server"), "{said}");
    assert!(said.contains("Solved 1 of 1 puzzle."), "{said}");

    let record = record_of(&ann);
    assert_eq!(record.rating, Some(after), "{record:?}");
    assert!(record.rating.is_some_and(|r| r > 1500), "{record:?}");
    assert_eq!((record.solved, record.attempts), (1, 1), "{record:?}");
}

#[test]
fn a_guess_not_the_best_lowers_the_rating_and_the_next_puzzle_waits_for_the_next_run() {
    let (_server, url, _dir) = serve();
    let bob = Player::sign_up(&url, "bob");
    let (_, puzzle) = open_attempt(&bob);
    let wrong = puzzle
        .setup
        .codes()
        .find(|c| !puzzle.accepted.contains(c))
        .expect("a guess that is not best");
    let args = [
        "--name",
        "bob",
        "--password-stdin",
        "--theme",
        "impossible_guess",
    ];

    let (code, said) = online(&url, &args, &format!("{PASSWORD}\n{wrong}\n"));
    assert_eq!(code, Some(0), "{said}");
    assert!(
        said.contains(&format!("\nNot the best: {wrong} ")),
        "{said}"
    );
    let best: Vec<String> = puzzle
        .accepted
        .iter()
        .take(6)
        .map(ToString::to_string)
        .collect();
    assert!(said.contains(&best.join(" ")), "the best guesses: {said}");
    assert!(!said.contains("Solved."), "{said}");
    let (before, after, change) = rating_change(&said);
    assert_eq!(before, 1500, "{said}");
    assert!(after < before, "a miss lowers the rating: {said}");
    assert_eq!(change, after - before, "{said}");
    let record = record_of(&bob);
    assert_eq!(record.rating, Some(after), "{record:?}");
    assert_eq!((record.solved, record.attempts), (0, 1), "{record:?}");

    // The second puzzle was left open when the input ended: the next run
    // (q at once) shows the record and takes up that same puzzle.
    let left = said
        .lines()
        .filter_map(|l| l.strip_prefix("Puzzle 2 ["))
        .find_map(|l| l.split_once(']'))
        .map(|(id, _)| id.to_string())
        .unwrap_or_else(|| panic!("a second puzzle: {said}"));
    assert!(
        said.contains(&format!("puzzle [{left}] stays open")),
        "{said}"
    );
    let (code, again) = online(&url, &args, &format!("{PASSWORD}\nq\n"));
    assert_eq!(code, Some(0), "{again}");
    assert!(
        again.starts_with(&format!(
            "Your puzzles: rating {after} (provisional) · solved 0 of 1 ·"
        )),
        "{again}"
    );
    assert!(
        again.contains(&format!("Puzzle 1 [{left}]")),
        "the open puzzle again: {again}"
    );
    assert!(again.contains("Solved 0 of 0 puzzles."), "{again}");
    assert_eq!(record_of(&bob).attempts, 1, "q ends nothing");
}

#[test]
fn the_days_puzzle_with_a_token_shows_its_ending_and_the_days_tally() {
    let (_server, url, dir) = serve();
    let cyd = Player::sign_up(&url, "cyd");
    let (file, _) = cyd.token_file(dir.path(), "token", &["play"]);
    // Begun and given up on the site: the terminal shows how it ended.
    let day: DailyPuzzleView =
        serde_json::from_value(cyd.call("POST", "/api/puzzles/daily", None)).expect("a day");
    let id = day.attempt.id.clone();
    let over: AttemptView = serde_json::from_value(cyd.call(
        "POST",
        &format!("/api/puzzles/attempts/{id}/give-up"),
        None,
    ))
    .expect("an attempt");
    let answer = over.answer.first().expect("an answer").clone();

    let (code, said) = online(&url, &["--token-file", &file, "--daily"], "");
    assert_eq!(code, Some(0), "{said}");
    assert!(said.contains("solved 0 of 1"), "the record: {said}");
    let day_line = format!(
        "The puzzle of {}: the same for everyone, unrated.",
        over.day.as_deref().expect("a day")
    );
    assert!(said.contains(&day_line), "{said}");
    assert!(said.contains(&format!("[{}]", over.puzzle.id)), "{said}");
    assert!(
        said.contains("\nGiven up: the code is not broken.\n"),
        "{said}"
    );
    assert!(said.contains(&answer), "the answer {answer}: {said}");
    assert!(!said.contains("Puzzle rating:"), "unrated: {said}");
    assert!(
        said.trim_end()
            .ends_with("Today one player has finished the day's puzzle; 0 solved it."),
        "{said}"
    );
}

#[test]
fn offline_options_beside_a_server_and_online_ones_without_exit_2() {
    let refused = |args: &[&str]| {
        let out = assert_cmd::Command::cargo_bin("mastermind")
            .expect("the binary")
            .env("LC_ALL", "C")
            .arg("puzzle")
            .args(args)
            .write_stdin("")
            .output()
            .expect("the binary runs");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        String::from_utf8_lossy(&out.stderr).to_string()
    };
    // No server is reached: the command line is refused first.
    let server = "http://127.0.0.1:9";
    for (option, value) in [
        ("--count", "3"),
        ("--seed", "7"),
        ("--puzzle", "304220b3f0ecb98d"),
    ] {
        let said = refused(&["--server", server, "--name", "ann", option, value]);
        assert!(
            said.contains("'--server <URL>' cannot be used with")
                && said.contains(&format!("'{option} ")),
            "{option}: {said}"
        );
    }
    let daily = refused(&["--server", server, "--daily", "--theme", "logik"]);
    assert!(daily.contains("'--daily' cannot be used with"), "{daily}");
    let rated = refused(&["--mode", "rated"]);
    assert!(
        rated.contains("--mode rated needs --server URL: rated puzzles and the day's puzzle"),
        "{rated}"
    );
    let day = refused(&["--daily"]);
    assert!(day.contains("--daily needs --server URL"), "{day}");
    let unknown = refused(&["--server", server, "--name", "ann", "--mode", "daily"]);
    assert!(unknown.contains("--mode: no mode 'daily'"), "{unknown}");
    let nobody = refused(&["--server", server]);
    assert!(nobody.contains("--server needs --name"), "{nobody}");
}
