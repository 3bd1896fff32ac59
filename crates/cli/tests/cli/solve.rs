//! `solve` and `analyze` through the real binary: the computer breaks a
//! person's code, catches answers that cannot all be true, and analyses.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

use mastermind_core::{Code, Feedback, Preset, Setup};
use serde_json::Value;

fn bin() -> std::path::PathBuf {
    assert_cmd::cargo::cargo_bin("mastermind")
}

/// Plays codemaker against `solve --json`, answering each guess with
/// `answer(turn, guess)`; returns every event and the exit status.
fn codemaker(
    args: &[&str],
    mut answer: impl FnMut(usize, &str) -> String,
) -> (Vec<Value>, Option<i32>) {
    let dir = tempfile::tempdir().unwrap();
    let mut child = Command::new(bin())
        .arg("solve")
        .args(args)
        .env("MASTERMIND_DATA_DIR", dir.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let stdout = BufReader::new(child.stdout.take().unwrap());
    let mut events = Vec::new();
    for line in stdout.lines() {
        let event: Value = serde_json::from_str(&line.unwrap()).unwrap();
        if event["event"] == "guess" {
            let turn = event["turn"].as_u64().unwrap() as usize;
            let reply = answer(turn, event["guess"].as_str().unwrap());
            // The program may already have stopped (e.g. after a contradiction).
            let _ = writeln!(stdin, "{reply}");
        }
        events.push(event);
    }
    drop(stdin);
    (events, child.wait().unwrap().code())
}

fn honest(setup: Setup, secret: &str) -> impl FnMut(usize, &str) -> String {
    let secret = setup.parse_code(secret).unwrap();
    move |_, guess| {
        let f = setup.score(&secret, &setup.parse_code(guess).unwrap());
        format!("{} {}", f.black, f.white)
    }
}

#[test]
fn solve_breaks_a_persons_code_within_the_turns() {
    for (preset, strategy, secret) in [
        ("mastermind-1", "knuth", "6651"),
        ("mastermind-1", "simple", "1566"),
        ("colour-1", "entropy", "3143"),
        ("board-blanks", "expected-size", "1020"),
        ("mastermind-2", "entropy", "71235"),
    ] {
        let setup: Setup = preset.parse::<Preset>().unwrap().setup();
        let (events, status) = codemaker(
            &["--json", "--preset", preset, "--strategy", strategy],
            honest(setup.clone(), secret),
        );
        assert_eq!(status, Some(0), "{preset} {strategy}: {events:?}");
        let last = events.last().unwrap();
        assert_eq!(last["event"], "solved", "{preset} {strategy}: {events:?}");
        assert_eq!(
            last["secret"],
            setup.parse_code(secret).unwrap().to_string()
        );
        assert!(last["turns"].as_u64().unwrap() <= u64::from(setup.turns()));
    }
}

#[test]
fn seed_004_notation_and_its_example_game() {
    // The seed's simple program opens with 0123 and 2345 (our 1234, 3456).
    let setup = Preset::Mastermind1.setup();
    let secret = setup.parse_code("2566").unwrap();
    let (events, status) = codemaker(
        &["--json", "--strategy", "simple", "--notation", "white-red"],
        |_, guess| {
            let f = setup.score(&secret, &setup.parse_code(guess).unwrap());
            format!(
                "{}{}",
                "W".repeat(usize::from(f.black)),
                "R".repeat(usize::from(f.white))
            )
            .chars()
            .chain(if f == Feedback::new(0, 0) {
                Some('-')
            } else {
                None
            })
            .collect()
        },
    );
    assert_eq!(status, Some(0));
    let guesses: Vec<&str> = events
        .iter()
        .filter(|e| e["event"] == "guess")
        .map(|e| e["guess"].as_str().unwrap())
        .collect();
    assert_eq!(&guesses[..2], ["1234", "3456"]);
    assert_eq!(events.last().unwrap()["event"], "solved");
}

#[test]
fn unreadable_answers_are_refused_without_spending_a_turn() {
    let setup = Preset::Mastermind1.setup();
    let mut honest = honest(setup, "1234");
    let mut asked = 0;
    let (events, _) = codemaker(&["--json", "--strategy", "knuth"], |turn, guess| {
        asked += 1;
        if asked == 1 {
            "lots\n3 1\n9 9".to_string() + "\n" + &honest(turn, guess)
        } else {
            honest(turn, guess)
        }
    });
    let invalid: Vec<&Value> = events.iter().filter(|e| e["event"] == "invalid").collect();
    assert_eq!(invalid.len(), 3, "{events:?}");
    assert!(
        invalid[1]["reason"]
            .as_str()
            .unwrap()
            .contains("cannot happen")
    );
    assert!(invalid[2]["reason"].as_str().unwrap().contains("4 pegs"));
    let turns: Vec<u64> = events
        .iter()
        .filter(|e| e["event"] == "guess")
        .map(|e| e["turn"].as_u64().unwrap())
        .collect();
    assert_eq!(turns, (1..=turns.len() as u64).collect::<Vec<_>>());
    assert_eq!(events.last().unwrap()["event"], "solved");
}

#[test]
fn a_lying_codemaker_is_caught_with_a_smallest_set_of_turns() {
    let setup = Preset::Mastermind1.setup();
    let mut history: Vec<(Code, Feedback)> = Vec::new();
    // "Nothing" to every guess cannot stay true for long.
    let (events, status) = codemaker(&["--json", "--strategy", "knuth"], |_, guess| {
        history.push((setup.parse_code(guess).unwrap(), Feedback::new(0, 0)));
        "-".to_string()
    });
    assert_eq!(status, Some(3), "{events:?}");
    let last = events.last().unwrap();
    assert_eq!(last["event"], "inconsistent");
    let turns: Vec<usize> = last["turns"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t.as_u64().unwrap() as usize)
        .collect();
    assert!(!turns.is_empty());
    let fits = |turns: &[usize]| {
        setup.codes().any(|c| {
            turns
                .iter()
                .all(|&t| setup.score(&c, &history[t - 1].0) == history[t - 1].1)
        })
    };
    assert!(!fits(&turns), "the named turns contradict each other");
    for skip in 0..turns.len() {
        let fewer: Vec<usize> = turns
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != skip)
            .map(|(_, &t)| t)
            .collect();
        assert!(fits(&fewer), "no named turn is superfluous: {turns:?}");
    }
}

#[test]
fn self_play_and_giving_up_at_the_turn_limit() {
    let dir = tempfile::tempdir().unwrap();
    let out = assert_cmd::Command::cargo_bin("mastermind")
        .unwrap()
        .env("MASTERMIND_DATA_DIR", dir.path())
        .args([
            "solve",
            "--json",
            "--preset",
            "logik",
            "--secret",
            "87654",
            "--strategy",
            "entropy",
        ])
        .assert()
        .success();
    let events: Vec<Value> = String::from_utf8_lossy(&out.get_output().stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(events.last().unwrap()["event"], "solved");
    assert_eq!(events.last().unwrap()["secret"], "87654");
    assert!(events.iter().any(|e| e["event"] == "answer"));

    let out = assert_cmd::Command::cargo_bin("mastermind")
        .unwrap()
        .env("MASTERMIND_DATA_DIR", dir.path())
        .args([
            "solve",
            "--json",
            "--turns",
            "2",
            "--secret",
            "6543",
            "--strategy",
            "simple",
        ])
        .assert()
        .success();
    let last: Value = serde_json::from_str(
        String::from_utf8_lossy(&out.get_output().stdout)
            .lines()
            .last()
            .unwrap(),
    )
    .unwrap();
    assert_eq!(last["event"], "gave-up");
    assert_eq!(last["turns"], 2);
    assert!(last["remaining"].as_u64().unwrap() >= 1);
}

#[test]
fn analyze_gives_knuths_total_and_writes_the_tree_and_the_plot() {
    let dir = tempfile::tempdir().unwrap();
    let tree = dir.path().join("tree.json");
    let plot = dir.path().join("plot.svg");
    let out = assert_cmd::Command::cargo_bin("mastermind")
        .unwrap()
        .env("MASTERMIND_DATA_DIR", dir.path())
        .args([
            "analyze",
            "--preset",
            "mastermind-1",
            "--strategy",
            "knuth",
            "--json",
            "--tree",
        ])
        .arg(&tree)
        .arg("--plot")
        .arg(&plot)
        .assert()
        .success();
    let report: Value = serde_json::from_slice(&out.get_output().stdout).unwrap();
    assert_eq!(report["secrets"], 1296);
    assert_eq!(report["total_guesses"], 5801);
    assert_eq!(report["max"], 5);
    assert_eq!(report["first_guess"], "1122");
    let distribution: u64 = report["distribution"]
        .as_object()
        .unwrap()
        .values()
        .map(|v| v.as_u64().unwrap())
        .sum();
    assert_eq!(distribution, 1296);
    assert!((report["average"].as_f64().unwrap() - 5801.0 / 1296.0).abs() < 1e-9);
    let tree: Value = serde_json::from_str(&std::fs::read_to_string(tree).unwrap()).unwrap();
    assert_eq!(tree["guess"], "1122");
    let svg = std::fs::read_to_string(plot).unwrap();
    assert_eq!(svg.matches(r#"class="bar""#).count(), 5);
}

#[test]
fn solve_and_analyze_refuse_bad_options_with_status_2() {
    for args in [
        &["solve", "--strategy", "psychic"][..],
        &["solve", "--blunder-rate", "1.5"],
        &["solve", "--notation", "morse"],
        &["solve", "--strategy", "knuth", "--worst-case", "5"],
        &["analyze", "--preset", "nope"],
        &["analyze", "--lower-bound", "0"],
        &["analyze", "--lower-bound", "2", "--tree", "t.json"],
        &["analyze", "--refinements", "9"],
    ] {
        assert_cmd::Command::cargo_bin("mastermind")
            .unwrap()
            .args(args)
            .write_stdin("")
            .assert()
            .code(2);
    }
}

#[test]
fn a_claimed_win_that_contradicts_earlier_answers_is_caught() {
    // simple opens with 1234 and 3456: "none of 1-4" then "3456 is the code" cannot both hold.
    let mut answers = ["-", "4 0"].into_iter();
    let (events, status) = codemaker(&["--json", "--strategy", "simple"], |_, _| {
        answers.next().unwrap().to_string()
    });
    assert_eq!(status, Some(3), "{events:?}");
    assert_eq!(
        events.last().unwrap(),
        &serde_json::json!({"event":"inconsistent","turns":[1,2]})
    );
}

#[test]
fn the_white_red_notation_refuses_in_its_own_words() {
    let dir = tempfile::tempdir().unwrap();
    let out = assert_cmd::Command::cargo_bin("mastermind")
        .unwrap()
        .env("MASTERMIND_DATA_DIR", dir.path())
        .args([
            "solve",
            "--json",
            "--strategy",
            "simple",
            "--notation",
            "white-red",
        ])
        .write_stdin("bbbb\nwwwr\n")
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(said.contains("letters like 'WWR'"), "{said}");
    assert!(said.contains("3 white and 1 red cannot happen"), "{said}");
    assert!(!said.contains("black"), "{said}");
}

/// A cap no strategy can keep is reported as a proof, not played; one that
/// can is kept.
#[test]
fn analyze_says_when_no_strategy_keeps_within_a_worst_case() {
    let run = |n: &str| -> Value {
        let out = assert_cmd::Command::cargo_bin("mastermind")
            .unwrap()
            .args([
                "analyze",
                "--preset",
                "mastermind-1",
                "--strategy",
                "optimal",
            ])
            .args(["--worst-case", n, "--json"])
            .assert()
            .success();
        serde_json::from_slice(&out.get_output().stdout).unwrap()
    };
    let four = run("4");
    assert_eq!(four["possible"], false);
    assert_eq!(four["worst_case"], 4);
    let five = run("5");
    assert_eq!(five["total_guesses"], 5626);
    assert_eq!(five["max"], 5);
}

/// The lower bound stays under the optimum (5625 at 4·6) and rises with
/// the levels it looks ahead.
#[test]
fn analyze_proves_a_lower_bound() {
    let bound = |levels: &str| -> u64 {
        let out = assert_cmd::Command::cargo_bin("mastermind")
            .unwrap()
            .args(["analyze", "--preset", "mastermind-1", "--json"])
            .args(["--lower-bound", levels])
            .assert()
            .success();
        let report: Value = serde_json::from_slice(&out.get_output().stdout).unwrap();
        assert_eq!(report["secrets"], 1296);
        report["lower_bound"].as_u64().unwrap()
    };
    let (one, three) = (bound("1"), bound("3"));
    assert!(one > 1296 * 4, "{one}");
    assert!(one < three && three <= 5625, "{one} {three}");
}

/// A tree written by --tree replays to its analysis's figures; a tree with
/// a branch cut off fails (status 1) and names the secret.
#[test]
fn analyze_checks_a_written_tree_apart_from_the_search() {
    let dir = tempfile::tempdir().unwrap();
    let tree = dir.path().join("tree.json");
    let analyze = |args: &[&str]| {
        assert_cmd::Command::cargo_bin("mastermind")
            .unwrap()
            .args(["analyze", "--preset", "mastermind-1", "--json"])
            .args(args)
            .assert()
    };
    let path = tree.to_str().unwrap();
    analyze(&["--strategy", "optimal", "--tree", path]).success();
    let out = analyze(&["--check-tree", path]).success();
    let report: Value = serde_json::from_slice(&out.get_output().stdout).unwrap();
    assert_eq!(report["total_guesses"], 5625);
    assert_eq!(report["max"], 6);
    let mut cut: Value = serde_json::from_str(&std::fs::read_to_string(&tree).unwrap()).unwrap();
    let branches = cut["children"]["0,0"]["children"].as_object_mut().unwrap();
    assert!(branches.remove("0,2").is_some());
    std::fs::write(&tree, cut.to_string()).unwrap();
    let out = analyze(&["--check-tree", path]).code(1);
    let said = String::from_utf8_lossy(&out.get_output().stderr).to_string();
    assert!(said.contains("fails the secret"), "{said}");
    analyze(&["--check-tree", "/no/such/tree.json"]).code(2);
}
