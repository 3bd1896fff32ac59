//! `mastermind serve` as a person starts it: the real binary, killed without
//! warning in the middle of a game and started again on the same data.

use std::path::Path;
use std::process::Stdio;
use std::time::Duration;

use serde_json::{Value, json};

use crate::common;
use common::Server;

/// Starts the server on a free port with its data in `data_dir`.
fn serve(data_dir: &Path) -> (Server, String) {
    common::serve(&[], &[("MASTERMIND_DATA_DIR", data_dir.as_os_str())])
}

async fn post(client: &reqwest::Client, url: String, body: Value) -> Value {
    let response = client.post(url).json(&body).send().await.expect("answers");
    assert!(response.status().is_success(), "{}", response.status());
    response.json().await.expect("JSON")
}

#[tokio::test]
async fn a_game_survives_kill_9_and_resumes_after_a_restart() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    // A browser keeps its player cookie: the game belongs to it.
    let client = crate::common::http_builder()
        .cookie_store(true)
        .build()
        .expect("a client");
    let (mut server, url) = serve(dir.path());

    // A first guess of 1122 wins one game in 1,296: then take another.
    let (id, first) = loop {
        let game = post(
            &client,
            format!("{url}/api/games"),
            json!({"preset": "mastermind-1"}),
        )
        .await;
        let id = game["id"].as_str().expect("an id").to_string();
        let first = post(
            &client,
            format!("{url}/api/games/{id}/guesses"),
            json!({"guess": "1122"}),
        )
        .await;
        if first["state"] == "playing" {
            break (id, first);
        }
    };
    let second = post(
        &client,
        format!("{url}/api/games/{id}/guesses"),
        json!({"guess": "3344"}),
    )
    .await;
    assert_eq!(second["turn"], 2);

    // SIGKILL: no chance to flush or close anything.
    server.0.kill().expect("killed");
    server.0.wait().expect("reaped");

    let (_server, url) = serve(dir.path());
    let game: Value = client
        .get(format!("{url}/api/games/{id}"))
        .send()
        .await
        .expect("answers")
        .json()
        .await
        .expect("JSON");
    let turns = game["turns"].as_array().expect("turns");
    let row = |t: &Value| (t["guess"].clone(), t["black"].clone(), t["white"].clone());
    assert_eq!(
        turns.iter().map(row).collect::<Vec<_>>(),
        [
            (
                json!("1122"),
                first["black"].clone(),
                first["white"].clone()
            ),
            (
                json!("3344"),
                second["black"].clone(),
                second["white"].clone()
            ),
        ]
    );
    assert_eq!(game["state"], second["state"]);
    if second["state"] == "playing" {
        assert!(game.get("secret").is_none());
        let third = post(
            &client,
            format!("{url}/api/games/{id}/guesses"),
            json!({"guess": "5566"}),
        )
        .await;
        assert_eq!(third["turn"], 3);
    }
}

/// The server's log never stalls it: with standard error a pipe that
/// nobody reads (a process manager that stopped draining it), every request
/// is still answered; log lines that do not fit are dropped, not waited for.
// Far more request lines (about 60 bytes each) than a pipe's 64 KiB.
const REQUESTS: usize = 4000;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_standard_error_never_stops_the_server() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    // Standard error piped and never read: the pipe fills after a few
    // hundred lines.
    let (_server, url) = common::serve_logging(
        &[],
        &[("MASTERMIND_DATA_DIR", dir.path().as_os_str())],
        "info",
        Stdio::piped(),
    );
    let client = crate::common::http_builder()
        .timeout(Duration::from_secs(10))
        .build()
        .expect("a client");
    for i in 0..REQUESTS {
        let response = client
            .get(format!("{url}/api/presets"))
            .send()
            .await
            .unwrap_or_else(|e| panic!("request {i} of {REQUESTS} was not answered: {e}"));
        assert!(response.status().is_success(), "{}", response.status());
    }
}

/// The terminal's `series` and a server on one SQLite file: each writes its
/// own series between the other's moves, and neither loses or hides a
/// move of the other's; the terminal's series is no browser's.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_terminal_and_a_server_share_one_file() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let (_server, url) = serve(dir.path());
    let browser = crate::common::http_builder()
        .cookie_store(true)
        .build()
        .expect("a client");
    let created = post(
        &browser,
        format!("{url}/api/series"),
        json!({"players": ["Ann", "Bob"], "games": 2}),
    )
    .await;
    let id = created["id"].as_str().expect("an id").to_string();
    post(
        &browser,
        format!("{url}/api/series/{id}/secret"),
        json!({"code": "1234", "game": 1}),
    )
    .await;
    // The terminal plays a row of a series of its own on the same file.
    let terminal = |args: &[&str], input: &str| {
        let out = assert_cmd::Command::cargo_bin("mastermind")
            .expect("the binary")
            .env("MASTERMIND_DATA_DIR", dir.path())
            .args(["series", "--json"])
            .args(args)
            .write_stdin(input.to_string())
            .output()
            .expect("runs");
        assert!(out.status.success(), "{out:?}");
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    terminal(&["--players", "Cy,Di"], "secret 5566\n1111\n");
    // The server moves on where it stood.
    let moved = post(
        &browser,
        format!("{url}/api/series/{id}/guesses"),
        json!({"guess": "1122", "turn": 1}),
    )
    .await;
    assert_eq!(moved["series"]["game"]["rows"][0]["guess"], "1122");
    // The terminal's row is there when it resumes, and the browser sees
    // its own series only.
    let resumed = terminal(&["--resume"], "board\n");
    assert!(resumed.contains("\"guess\":\"1111\""), "{resumed}");
    let listed: Value = browser
        .get(format!("{url}/api/series"))
        .send()
        .await
        .expect("answers")
        .json()
        .await
        .expect("JSON");
    let ids: Vec<&str> = listed
        .as_array()
        .expect("a list")
        .iter()
        .filter_map(|s| s["id"].as_str())
        .collect();
    assert_eq!(ids, [id.as_str()]);
}

/// The server's largest resident memory so far, from the kernel.
fn peak_rss_bytes(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).expect("its status");
    let kib: u64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .expect("VmHWM");
    kib * 1024
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_storm_of_sign_ups_keeps_the_servers_memory_bounded() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let (server, url) = common::serve(
        &["--connections-per-client", "1000"],
        &[("MASTERMIND_DATA_DIR", dir.path().as_os_str())],
    );
    let pid = server.0.id();
    let client = crate::common::http();
    let before = peak_rss_bytes(pid);
    // 120 sign-ups at once: each password hash holds 19 MiB while it runs,
    // so hashing them all at once took the server past 1.1 GB.
    let sends = (0..120).map(|i| {
        let request = client
            .post(format!("{url}/api/accounts"))
            .json(&json!({"name": format!("storm{i}"), "password": "correct horse battery"}));
        async move { request.send().await.expect("answers").status().as_u16() }
    });
    let statuses = futures_util::future::join_all(sends).await;
    let peak = peak_rss_bytes(pid);
    eprintln!(
        "120 sign-ups at once: {} made, peak resident memory {} MiB ({} MiB before)",
        statuses.iter().filter(|s| **s == 201).count(),
        peak >> 20,
        before >> 20
    );
    assert!(
        statuses.iter().all(|s| *s == 201 || *s == 503),
        "each made, or asked to come back: {statuses:?}"
    );
    assert!(
        statuses.iter().filter(|s| **s == 201).count() >= 60,
        "most are made: {statuses:?}"
    );
    assert!(
        peak < 300 << 20,
        "peak resident memory {} MiB (from {} MiB before the storm)",
        peak >> 20,
        before >> 20
    );
    drop(server);
}
