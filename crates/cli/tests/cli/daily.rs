//! The terminal's statistics of its own games (`mastermind statistics`),
//! and `mastermind play --daily --server` against a real server: the same
//! code as everyone, one try a day for an account, the result to share.

use std::path::Path;

use assert_cmd::Command;
use serde_json::{Value, json};

use crate::common;

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

#[test]
fn the_terminal_keeps_its_games_for_its_statistics() {
    let dir = tempfile::tempdir().unwrap();
    let empty = mastermind(dir.path()).arg("statistics").assert().success();
    assert!(String::from_utf8_lossy(&empty.get_output().stdout).contains("No finished games yet"));

    play(dir.path(), &["--secret", "1234"], "1122\n1234\n");
    play(dir.path(), &["--secret", "1234"], "5555\nquit\n");
    play(dir.path(), &["--secret", "1234"], "1234\n");
    play(
        dir.path(),
        &["--preset", "colour-1", "--secret", "3213"],
        &"1114\n".repeat(6),
    );
    // A custom setup is left out.
    play(dir.path(), &["--pegs", "3", "--secret", "123"], "123\n");

    let out = mastermind(dir.path())
        .args(["statistics", "--json"])
        .assert()
        .success();
    let stats: Value = serde_json::from_slice(&out.get_output().stdout).expect("JSON");
    let presets = stats["presets"].as_array().expect("presets");
    assert_eq!(presets.len(), 2, "{stats}");
    let level1 = &presets[0];
    assert_eq!(level1["preset"], "mastermind-1");
    assert_eq!(
        (level1["played"].as_u64(), level1["wins"].as_u64()),
        (Some(3), Some(2))
    );
    assert_eq!(level1["distribution"], json!([1, 1, 0, 0, 0, 0, 0, 0]));
    assert_eq!(
        (
            level1["current_streak"].as_u64(),
            level1["best_streak"].as_u64()
        ),
        (Some(1), Some(1))
    );
    assert_eq!(level1["win_percent"], 66.67);
    let colour = &presets[1];
    assert_eq!(
        (
            colour["preset"].as_str(),
            colour["played"].as_u64(),
            colour["wins"].as_u64()
        ),
        (Some("colour-1"), Some(1), Some(0))
    );

    let text = mastermind(dir.path()).arg("statistics").assert().success();
    let text = String::from_utf8_lossy(&text.get_output().stdout).to_string();
    assert!(
        text.contains("Mastermind, level I (mastermind-1)"),
        "{text}"
    );
    assert!(
        text.contains("played 3, wins 2 (66.67 %), current streak 1, best streak 1"),
        "{text}"
    );
}

const PASSWORD: &str = "correct horse";

fn sign_up(url: &str, name: &str) {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(async {
        let response = crate::common::http()
            .post(format!("{url}/api/accounts"))
            .json(&json!({"name": name, "password": PASSWORD}))
            .send()
            .await
            .expect("the server answers");
        assert!(response.status().is_success(), "{}", response.status());
    });
}

fn names(events: &[Value]) -> Vec<&str> {
    events
        .iter()
        .map(|e| e["event"].as_str().unwrap_or("error"))
        .collect()
}

#[test]
fn the_daily_code_through_a_server() {
    let dir = tempfile::tempdir().unwrap();
    let (_server, url) = common::serve(&[], &[("MASTERMIND_DATA_DIR", dir.path().as_os_str())]);
    let home = tempfile::tempdir().unwrap();
    sign_up(&url, "daily_ann");
    let daily = ["--daily", "--server", &url, "--json"];
    let ann = [&daily[..], &["--name", "daily_ann", "--password-stdin"]].concat();

    let first = play(
        home.path(),
        &ann,
        &format!("{PASSWORD}\n1122\nnot a code\nhint\nquit\n"),
    );
    assert_eq!(
        names(&first),
        ["start", "feedback", "error", "error", "quit", "share"],
        "{first:?}"
    );
    assert!(
        first[..4].iter().all(|e| e.get("secret").is_none()),
        "no secret before the end"
    );
    assert_eq!(first[0]["preset"], "mastermind-1");
    assert_eq!(first[1]["guess"], "1122");
    assert_eq!(first[1]["turn"], 1);
    let secret = first[4]["secret"].as_str().expect("revealed").to_string();
    let share = first[5]["text"].as_str().expect("a share");
    let lines: Vec<&str> = share.lines().collect();
    assert!(
        lines[0].starts_with("Daily code · Mastermind, level I · "),
        "{share}"
    );
    assert!(lines[0].ends_with(" · X/8"), "{share}");
    assert_eq!(lines.len(), 2);
    assert!(lines[1].chars().all(|c| "●○·".contains(c)) && lines[1].chars().count() == 4);

    // One try a day: the account's game again, already over.
    let again = play(home.path(), &ann, &format!("{PASSWORD}\n1234\n"));
    assert_eq!(
        names(&again),
        ["start", "feedback", "quit", "share"],
        "{again:?}"
    );
    assert_eq!(again[2]["secret"], secret.as_str());
    assert_eq!(again[0]["game"], first[0]["game"]);

    // A guest breaks the same code, and sees it in the text for people.
    let guest = mastermind(home.path())
        .args(["play", "--daily", "--server", &url])
        .write_stdin(format!("{secret}\n"))
        .assert()
        .success();
    let text = String::from_utf8_lossy(&guest.get_output().stdout).to_string();
    assert!(text.contains("You broke the code in 1 turn"), "{text}");
    assert!(text.contains("· 1/8\n●●●●"), "{text}");

    // Bad command lines exit 2; a refused login 3.
    for args in [
        vec!["play", "--daily"],
        vec![
            "play",
            "--daily",
            "--server",
            &url,
            "--preset",
            "mastermind-9",
        ],
        vec!["play", "--daily", "--server", &url, "--pegs", "5"],
        vec!["play", "--daily", "--server", &url, "--seed", "3"],
    ] {
        mastermind(home.path())
            .args(&args)
            .write_stdin("")
            .assert()
            .code(2);
    }
    mastermind(home.path())
        .arg("play")
        .args(&ann)
        .write_stdin("wrong password\n")
        .assert()
        .code(3);
}
