//! A solver flood and its victim: `--attackers` clients, each from an
//! address of its own, ask `POST /api/codebreaker/demo` with the `optimal`
//! strategy as fast as they can (several requests in flight each), while one
//! player plays a game and asks a hint before each guess. Reports how the
//! attackers were answered (200, 429, 503) and the victim's hint latency.
//!
//! ```text
//! cargo build --release -p mastermind -p mastermind-server --example solver_flood
//! target/release/mastermind serve --rate-limit 0 --trusted-proxy 127.0.0.1 --data-dir /tmp/mm-flood &
//! target/release/examples/solver_flood --url http://127.0.0.1:8080 --attackers 16 --seconds 20
//! ```
//!
//! Each attacker's address travels in `X-Forwarded-For`, which the server
//! believes only from its `--trusted-proxy`: that is how one machine plays
//! many clients. Only loopback addresses are accepted.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

struct Options {
    url: String,
    attackers: usize,
    in_flight: usize,
    seconds: u64,
    preset: String,
}

fn options() -> Result<Options, String> {
    let mut options = Options {
        url: "http://127.0.0.1:8080".to_string(),
        attackers: 16,
        in_flight: 4,
        seconds: 20,
        preset: "board-blanks".to_string(),
    };
    let mut args = std::env::args();
    args.next();
    while let Some(flag) = args.next() {
        let value = args.next().ok_or(format!("{flag} needs a value"))?;
        let number = || value.parse::<u64>().map_err(|e| format!("{flag}: {e}"));
        match flag.as_str() {
            "--url" => options.url = value.trim_end_matches('/').to_string(),
            "--attackers" => options.attackers = number()? as usize,
            "--in-flight" => options.in_flight = number()?.max(1) as usize,
            "--seconds" => options.seconds = number()?.min(120),
            "--preset" => options.preset = value,
            other => return Err(format!("unknown option {other}")),
        }
    }
    let host = options
        .url
        .trim_start_matches("http://")
        .split(':')
        .next()
        .unwrap_or("");
    if !matches!(host, "127.0.0.1" | "localhost" | "[::1]") {
        return Err(format!(
            "only a server on loopback may be flooded, not {host}"
        ));
    }
    Ok(options)
}

/// One attacker's request loop: the demo, again and again, until `until`.
async fn attack(
    client: reqwest::Client,
    url: String,
    address: String,
    preset: String,
    until: Instant,
    answers: Arc<Mutex<BTreeMap<u16, u64>>>,
) {
    while Instant::now() < until {
        let sent = client
            .post(format!("{url}/api/codebreaker/demo"))
            .header("x-forwarded-for", &address)
            .json(&json!({ "preset": preset, "strategy": "optimal" }))
            .send()
            .await;
        let status = sent.map_or(0, |r| r.status().as_u16());
        *answers
            .lock()
            .expect("not poisoned")
            .entry(status)
            .or_default() += 1;
        if status == 429 || status == 503 {
            // Told to come back: a bot would at once; it gains nothing.
            tokio::task::yield_now().await;
        }
    }
}

/// The victim: games of level III, a hint before every guess (the hint's
/// suggestion is played), until `until`. Returns each hint's latency in ms.
async fn victim(client: reqwest::Client, url: String, until: Instant) -> Vec<f64> {
    let mut latencies = Vec::new();
    let headers = [("x-forwarded-for", "192.0.2.200")];
    'games: while Instant::now() < until {
        let mut request = client.post(format!("{url}/api/games"));
        for (name, value) in headers {
            request = request.header(name, value);
        }
        let Ok(game) = request
            .json(&json!({ "preset": "mastermind-3" }))
            .send()
            .await
        else {
            break;
        };
        let Ok(game) = game.json::<Value>().await else {
            break;
        };
        let Some(id) = game["id"].as_str().map(str::to_string) else {
            break;
        };
        loop {
            if Instant::now() >= until {
                break 'games;
            }
            let started = Instant::now();
            let mut request = client.post(format!("{url}/api/games/{id}/hint"));
            for (name, value) in headers {
                request = request.header(name, value);
            }
            let hint = request.json(&json!({})).send().await;
            let Ok(hint) = hint else { break 'games };
            let status = hint.status();
            let body: Value = hint.json().await.unwrap_or(Value::Null);
            latencies.push(started.elapsed().as_secs_f64() * 1000.0);
            let Some(guess) = body["suggestion"].as_str().filter(|_| status.is_success()) else {
                eprintln!("hint answered {status}: {body}");
                continue 'games;
            };
            let mut request = client.post(format!("{url}/api/games/{id}/guesses"));
            for (name, value) in headers {
                request = request.header(name, value);
            }
            let answer: Value = match request.json(&json!({ "guess": guess })).send().await {
                Ok(r) => r.json().await.unwrap_or(Value::Null),
                Err(_) => break 'games,
            };
            if answer["state"] != "playing" {
                continue 'games;
            }
        }
    }
    latencies
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let i = ((sorted.len() as f64 * p).ceil() as usize).clamp(1, sorted.len()) - 1;
    sorted[i]
}

#[tokio::main]
async fn main() {
    let options = match options() {
        Ok(options) => options,
        Err(message) => {
            eprintln!("solver_flood: {message}");
            std::process::exit(2);
        }
    };
    let until = Instant::now() + Duration::from_secs(options.seconds);
    let answers = Arc::new(Mutex::new(BTreeMap::new()));
    let mut tasks = Vec::new();
    for a in 0..options.attackers {
        for _ in 0..options.in_flight {
            tasks.push(tokio::spawn(attack(
                reqwest::Client::new(),
                options.url.clone(),
                format!("198.18.{}.{}", a / 250, a % 250 + 1),
                options.preset.clone(),
                until,
                Arc::clone(&answers),
            )));
        }
    }
    let jar = reqwest::Client::builder()
        .cookie_store(true)
        .build()
        .expect("a client");
    let mut latencies = victim(jar, options.url.clone(), until).await;
    for task in tasks {
        let _ = task.await;
    }
    latencies.sort_by(f64::total_cmp);
    let answers = answers.lock().expect("not poisoned");
    println!(
        "attackers: {} addresses x {} in flight, {} s, demo {} optimal",
        options.attackers, options.in_flight, options.seconds, options.preset
    );
    for (status, count) in answers.iter() {
        println!("  attack answers {status}: {count}");
    }
    println!(
        "victim hints: {}  p50 {:.1} ms  p99 {:.1} ms  max {:.1} ms",
        latencies.len(),
        percentile(&latencies, 0.50),
        percentile(&latencies, 0.99),
        latencies.last().copied().unwrap_or(f64::NAN)
    );
}
