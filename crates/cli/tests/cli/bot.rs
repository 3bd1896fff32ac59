//! `mastermind bot` against the Python example bot (`examples/bot.py`),
//! each with its own token, each on its own server of one database: the
//! Python bot challenges, the reference bot accepts the rated challenge,
//! and both play the duel to its end through the API. Several servers
//! share live word through PostgreSQL (SQLite serves one process), so the
//! test runs on the test cluster; CI fails it when none is given.

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;

use crate::common;
use common::online::{PATIENCE, Player, mastermind};

/// Waits for `child` to exit, within `patience`; its status and output.
fn finish(mut child: std::process::Child, what: &str, patience: Duration) -> (i32, String) {
    let deadline = Instant::now() + patience;
    loop {
        if let Some(status) = child.try_wait().expect("waits") {
            let output = child.wait_with_output().expect("its output");
            let text = String::from_utf8_lossy(&output.stdout).into_owned();
            let errors = String::from_utf8_lossy(&output.stderr);
            assert!(status.success(), "{what}: {status}\n{text}\n{errors}");
            return (status.code().unwrap_or(-1), text);
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let output = child.wait_with_output().expect("its output");
            panic!(
                "{what} did not finish: {}\n{}",
                String::from_utf8_lossy(&output.stdout),
                String::from_utf8_lossy(&output.stderr)
            );
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[test]
fn the_reference_bot_and_the_python_bot_play_a_rated_duel_through_two_servers() {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    let Some(database) = runtime.block_on(mastermind_store::testing::scratch_postgres()) else {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI runs this test on PostgreSQL: MASTERMIND_TEST_POSTGRES_URL is not set"
        );
        eprintln!("not run: MASTERMIND_TEST_POSTGRES_URL is not set");
        return;
    };
    let dir = tempfile::tempdir().expect("a temporary folder");
    let (_one, one) = common::serve(&["--database", &database], &[]);
    let (_two, two) = common::serve(&["--database", &database], &[]);
    let reference = Player::sign_up(&one, "refbot");
    let python = Player::sign_up(&two, "pybot");
    let (reference_token, _) = reference.token_file(dir.path(), "refbot-token", &["bot"]);
    let (python_token, _) = python.token_file(dir.path(), "pybot-token", &["bot"]);

    let bot = mastermind()
        .args(["bot", "--server", &one, "--token-file", &reference_token])
        .args(["--accept", "rated", "--duels", "1", "--strategy", "entropy"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the bot starts");
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/bot.py");
    let example = Command::new("python3")
        .args([script, "--server", &two, "--token-file", &python_token])
        .args([
            "--challenge",
            "refbot",
            "--rated",
            "--preset",
            "mastermind-1",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("python3 runs the example bot");

    let (_, said) = finish(example, "the Python bot", PATIENCE * 6);
    let last: Value = serde_json::from_str(said.lines().last().expect("a line")).expect("JSON");
    assert_eq!(last["state"], "over", "{said}");
    let duel = last["duel"].as_str().expect("the duel's id");
    let (_, log) = finish(bot, "the reference bot", PATIENCE);
    assert!(log.contains("playing as refbot"), "{log}");
    assert!(
        log.contains(&format!("accepted pybot's challenge {duel}")),
        "{log}"
    );

    // The duel as the store keeps it, read through the other server.
    let view = python.call("GET", &format!("/api/duels/{duel}"), None);
    assert_eq!(view["rated"], true);
    assert_eq!(view["challenger"], "pybot");
    let winner = view["result"]["winner"].as_str();
    let reference_side = if view["white"] == "refbot" {
        "white"
    } else {
        "black"
    };
    // Entropy breaks 4 pegs of 6 colours in at most 6 turns; random guesses
    // rarely do: the reference bot wins or, at worst, draws.
    assert!(winner == Some(reference_side) || winner.is_none(), "{view}");
    assert!(log.contains(&format!("duel {duel}: ")), "{log}");
    let rated = python.call("GET", "/api/players/refbot", None);
    assert_eq!(rated["duels"], 1, "{rated}");
    assert!(rated["rating"].is_object(), "a rated duel rates: {rated}");
}

#[test]
fn a_bad_accept_or_a_missing_token_file_is_a_bad_command_line() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let token = dir.path().join("token");
    std::fs::write(&token, format!("mmt_{}\n", "0".repeat(64))).expect("writes");
    let token = token.display().to_string();
    for (args, said) in [
        (
            vec!["--token-file", token.as_str(), "--accept", "sometimes"],
            "--accept takes rated, casual",
        ),
        (
            vec!["--token-file", "/nonexistent/token"],
            "/nonexistent/token",
        ),
    ] {
        let output = mastermind()
            .args(["bot", "--server", "http://127.0.0.1:9"])
            .args(&args)
            .output()
            .expect("runs");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(said), "{args:?}: {stderr}");
    }
}
