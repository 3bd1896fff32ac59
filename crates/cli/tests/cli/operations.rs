//! What an operator sees of `mastermind serve`: Prometheus metrics on a
//! listener of their own, and one JSON log line per request with the id the
//! response carries.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::common;
use common::Server;

/// `mastermind serve` with `args`; its URL, the metrics URL if it printed
/// one, and its standard error's lines as they come.
fn serve(
    args: &[&str],
    dir: &std::path::Path,
) -> (Server, String, Option<String>, mpsc::Receiver<String>) {
    let mut child = Command::new(assert_cmd::cargo::cargo_bin("mastermind"))
        .args(["serve", "--addr", "127.0.0.1:0"])
        .args(args)
        .env("MASTERMIND_DATA_DIR", dir)
        .env("RUST_LOG", "info")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut stdout = BufReader::new(child.stdout.take().expect("its output"));
    let stderr = child.stderr.take().expect("its log");
    let (lines, log) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            if lines.send(line).is_err() {
                return;
            }
        }
    });
    let mut line = String::new();
    stdout.read_line(&mut line).expect("a first line");
    let url = line
        .strip_prefix("Open ")
        .and_then(|rest| rest.strip_suffix("/ in your browser\n"))
        .unwrap_or_else(|| panic!("unexpected first line: {line:?}"))
        .to_string();
    let metrics = args.contains(&"--metrics-addr").then(|| {
        let mut line = String::new();
        stdout.read_line(&mut line).expect("a second line");
        line.strip_prefix("Metrics on ")
            .unwrap_or_else(|| panic!("unexpected second line: {line:?}"))
            .trim_end()
            .to_string()
    });
    (Server(child), url, metrics, log)
}

/// The sum of `name`'s samples whose labels include every one of `labels`.
fn sample(text: &str, name: &str, labels: &[&str]) -> f64 {
    text.lines()
        .filter(|line| {
            line.starts_with(&format!("{name}{{")) || line.starts_with(&format!("{name} "))
        })
        .filter(|line| labels.iter().all(|label| line.contains(label)))
        .filter_map(|line| line.rsplit(' ').next()?.parse::<f64>().ok())
        .sum()
}

async fn scrape(client: &reqwest::Client, metrics: &str) -> String {
    let response = client
        .get(metrics)
        .send()
        .await
        .expect("the metrics answer");
    assert_eq!(response.status(), 200);
    response.text().await.expect("text")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_move_with_a_played_game_and_a_refused_request() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let (_server, url, metrics, _log) = serve(
        &[
            "--metrics-addr",
            "127.0.0.1:0",
            "--rate-limit",
            "1",
            "--trusted-proxy",
            "127.0.0.1",
        ],
        dir.path(),
    );
    let metrics = metrics.expect("the metrics address");
    let client = crate::common::http_builder()
        .cookie_store(true)
        .build()
        .expect("a client");
    let before = scrape(&client, &metrics).await;
    let guesses = r#"route="/api/games/{id}/guesses""#;

    // A whole game, each request from an address of its own (through the
    // trusted proxy), so the rate limit of 1 a second does not stop it.
    let mut address = 0;
    let mut from = || {
        address += 1;
        format!("198.51.100.{address}")
    };
    let game: Value = client
        .post(format!("{url}/api/games"))
        .header("x-forwarded-for", from())
        .json(&json!({"preset": "mastermind-1"}))
        .send()
        .await
        .expect("a game")
        .json()
        .await
        .expect("JSON");
    let id = game["id"].as_str().expect("an id");
    let mut played = 0;
    for guess in [
        "1234", "5612", "3456", "2143", "6521", "4365", "1111", "2222", "3333", "4444",
    ] {
        let answer: Value = client
            .post(format!("{url}/api/games/{id}/guesses"))
            .header("x-forwarded-for", from())
            .json(&json!({ "guess": guess }))
            .send()
            .await
            .expect("an answer")
            .json()
            .await
            .expect("JSON");
        played += 1;
        if answer["state"] != "playing" {
            break;
        }
    }
    // Three new games at once from one address: its burst is two. (Sent
    // one after another, a slow machine could take the second a token
    // needs to come back between the first and the third.)
    let statuses = futures_util::future::join_all((0..3).map(|_| async {
        client
            .post(format!("{url}/api/games"))
            .header("x-forwarded-for", "203.0.113.9")
            .json(&json!({"preset": "mastermind-1"}))
            .send()
            .await
            .expect("an answer")
            .status()
    }))
    .await;
    let refused = u32::try_from(statuses.iter().filter(|s| **s == 429).count()).expect("few");
    assert!(refused >= 1, "the rate limit refused none: {statuses:?}");

    let after = scrape(&client, &metrics).await;
    let counted =
        |text: &str, labels: &[&str]| sample(text, "mastermind_http_requests_total", labels);
    assert_eq!(
        counted(&after, &[guesses, r#"status="200""#])
            - counted(&before, &[guesses, r#"status="200""#]),
        f64::from(played),
        "every guess counted under its route:\n{after}"
    );
    assert!(
        counted(&after, &[r#"route="/api/games""#, r#"status="429""#]) >= f64::from(refused),
        "the refused requests are counted by status"
    );
    assert_eq!(
        sample(&after, "mastermind_refused_total", &[r#"limit="rate""#])
            - sample(&before, "mastermind_refused_total", &[r#"limit="rate""#]),
        f64::from(refused),
        "and by the limit that refused them"
    );
    assert!(
        sample(
            &after,
            "mastermind_http_request_duration_seconds_count",
            &[guesses]
        ) >= f64::from(played),
        "each guess's latency is in the histogram"
    );
    assert!(
        after.contains("mastermind_db_connections_max"),
        "the pool is sampled"
    );
    let moved =
        |name: &str, labels: &[&str]| sample(&after, name, labels) - sample(&before, name, labels);
    assert!(
        moved("mastermind_db_statement_duration_seconds_count", &[]) >= f64::from(played),
        "every guess's statements are timed:\n{after}"
    );
    assert!(
        moved(
            "mastermind_db_statement_duration_seconds_count",
            &[r#"statement="insert""#]
        ) >= 1.0,
        "statements are labelled by kind:\n{after}"
    );
    assert!(
        moved("mastermind_db_acquire_wait_seconds_count", &[]) >= f64::from(played),
        "so is every wait for a connection:\n{after}"
    );
    // Each guess's word goes out on the bus and comes back to this server.
    assert!(
        moved(
            "mastermind_bus_notifications_total",
            &[r#"direction="published""#]
        ) >= f64::from(played),
        "every guess's word is counted as published:\n{after}"
    );
    assert!(
        moved("mastermind_bus_delay_seconds_count", &[]) >= f64::from(played),
        "and its delay measured when heard:\n{after}"
    );
    assert!(
        after.contains("mastermind_duels_in_play"),
        "so are the duels in play"
    );

    // The public listener does not serve them.
    let public = client
        .get(format!("{url}/metrics"))
        .send()
        .await
        .expect("an answer");
    assert_eq!(public.status(), 404);
    let body = public.text().await.expect("text");
    assert!(!body.contains("mastermind_http_requests_total"));
}

/// Waits for `count` lines of the log that `keep` accepts.
fn lines_of(
    log: &mpsc::Receiver<String>,
    count: usize,
    keep: impl Fn(&Value) -> bool,
) -> Vec<Value> {
    let deadline = Instant::now() + Duration::from_secs(10);
    let mut kept = Vec::new();
    while kept.len() < count {
        let left = deadline.saturating_duration_since(Instant::now());
        let Ok(line) = log.recv_timeout(left) else {
            panic!("{} of {count} log lines came: {kept:?}", kept.len());
        };
        let value: Value = serde_json::from_str(&line)
            .unwrap_or_else(|e| panic!("a log line that is not JSON ({e}): {line}"));
        if keep(&value) {
            kept.push(value);
        }
    }
    kept
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn json_logs_give_each_request_one_line_with_the_id_the_response_carries() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let (_server, url, _, log) = serve(&["--log-format", "json"], dir.path());
    let client = crate::common::http();
    let mut ids = Vec::new();
    for path in ["/api/presets", "/api/no-such-route", "/api/presets"] {
        let response = client
            .get(format!("{url}{path}"))
            // Not from a trusted proxy: the server makes its own id.
            .header("x-request-id", "made-up-by-the-client")
            .send()
            .await
            .expect("an answer");
        let id = response
            .headers()
            .get("x-request-id")
            .and_then(|v| v.to_str().ok())
            .expect("the response names its request")
            .to_string();
        assert_ne!(id, "made-up-by-the-client");
        ids.push((id, response.status().as_u16()));
    }
    let requests = lines_of(&log, 3, |line| line["fields"]["message"] == "request");
    for (line, (id, status)) in requests.iter().zip(&ids) {
        assert_eq!(line["span"]["id"], json!(id), "{line}");
        assert_eq!(line["fields"]["status"], json!(status), "{line}");
        assert_eq!(line["fields"]["method"], "GET");
        assert_eq!(line["fields"]["client"], "127.0.0.1");
        assert!(line["fields"]["micros"].is_u64());
    }
    assert_eq!(requests[0]["fields"]["route"], "/api/presets");
    assert_eq!(requests[1]["fields"]["route"], "unmatched");
    let unique: std::collections::HashSet<_> = ids.iter().map(|(id, _)| id).collect();
    assert_eq!(unique.len(), 3, "each request has an id of its own");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_trusted_proxys_request_id_is_kept() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let (_server, url, _, log) = serve(
        &["--log-format", "json", "--trusted-proxy", "127.0.0.1"],
        dir.path(),
    );
    let response = crate::common::http()
        .get(format!("{url}/api/presets"))
        .header("x-request-id", "lb-4f2a-77")
        .header("x-forwarded-for", "192.0.2.44")
        .send()
        .await
        .expect("an answer");
    assert_eq!(
        response
            .headers()
            .get("x-request-id")
            .and_then(|v| v.to_str().ok()),
        Some("lb-4f2a-77")
    );
    let line = &lines_of(&log, 1, |line| line["fields"]["message"] == "request")[0];
    assert_eq!(line["span"]["id"], "lb-4f2a-77");
    assert_eq!(line["fields"]["client"], "192.0.2.44");
}
