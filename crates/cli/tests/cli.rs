//! The binary end to end: arguments, exit codes, the line protocol and the
//! high-score tables on disk.

use std::path::Path;

use assert_cmd::Command;
use serde_json::Value;

fn mastermind(data_dir: &Path) -> Command {
    let mut cmd = Command::cargo_bin("mastermind").expect("the binary is built");
    cmd.env("MASTERMIND_DATA_DIR", data_dir);
    cmd
}

fn events(output: &[u8]) -> Vec<Value> {
    String::from_utf8_lossy(output)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON: {l}: {e}")))
        .collect()
}

fn play(data_dir: &Path, args: &[&str], input: &str) -> Vec<Value> {
    let out = mastermind(data_dir)
        .arg("play")
        .args(args)
        .write_stdin(input)
        .assert()
        .success();
    events(&out.get_output().stdout)
}

// Seed 001, examples A-D, written with the board's colour names.
#[test]
fn score_gives_the_board_game_examples() {
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        ("RD,WH,BU,GN", "WH,YW,BU,BK", (1, 1)),
        ("red,blue,green,black", "white,yellow,green,green", (1, 0)),
        ("yellow blue yellow black", "red yellow green white", (0, 1)),
        ("red,blue,red,yellow", "green,red,red,white", (1, 1)),
    ];
    for (secret, guess, (black, white)) in cases {
        // The board abbreviations are not letters of ours: spell them out.
        let expand = |s: &str| {
            s.replace("RD", "red")
                .replace("WH", "white")
                .replace("BU", "blue")
                .replace("GN", "green")
                .replace("YW", "yellow")
                .replace("BK", "black")
        };
        let out = mastermind(dir.path())
            .args(["score", &expand(secret), &expand(guess), "--json"])
            .assert()
            .success();
        let v: Value = serde_json::from_slice(&out.get_output().stdout).unwrap();
        assert_eq!(
            v,
            serde_json::json!({"black": black, "white": white}),
            "{secret} / {guess}"
        );
    }
}

#[test]
fn score_follows_the_colour_game_rule_when_asked() {
    let dir = tempfile::tempdir().unwrap();
    let text = |rule: &str| {
        let out = mastermind(dir.path())
            .args(["score", "--rules", rule, "3213", "1114"])
            .assert()
            .success();
        String::from_utf8(out.get_output().stdout.clone()).unwrap()
    };
    assert_eq!(text("mastermind").trim(), "1 black, 0 white");
    assert_eq!(text("colour-game").trim(), "1 black, 2 white");
}

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

#[test]
fn the_exact_search_under_a_small_memory_gives_the_same_total() {
    let dir = tempfile::tempdir().unwrap();
    let total = |extra: &[&str]| {
        let out = mastermind(dir.path())
            .args([
                "analyze",
                "--pegs",
                "4",
                "--colours",
                "4",
                "--strategy",
                "optimal",
                "--json",
            ])
            .args(extra)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let report: Value = serde_json::from_slice(&out.stdout).expect("JSON");
        report["total_guesses"].as_u64().expect("a total")
    };
    assert_eq!(total(&[]), 905);
    assert_eq!(
        total(&["--memory", "4K"]),
        905,
        "a memory too small to hold the sets"
    );
    let out = mastermind(dir.path())
        .args(["analyze", "--strategy", "optimal", "--memory", "banana"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a size"));
}
