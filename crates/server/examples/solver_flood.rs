//! A solver flood and its victim: `--attackers` clients, each from an
//! address of its own, ask `POST /api/codebreaker/demo` with the `optimal`
//! strategy as fast as they can (several requests in flight each), while one
//! player plays a game and asks a hint before each guess. Reports how the
//! attackers were answered (200, 429, 503) and the victim's hint latency.
//!
//! With `--mode computer` the attackers play duels against the computer at
//! level 5 on a large setup (6 pegs of 9 colours) instead, a guess as soon
//! as the last is answered, so that every one of their moves asks the
//! computer for one of its own; the victim plays its own such duel besides
//! its hints, and its moves are timed and counted too.
//!
//! ```text
//! cargo build --release -p mastermind
//! cargo build --release -p mastermind-server --example solver_flood
//! target/release/mastermind serve --rate-limit 0 --trusted-proxy 127.0.0.1 --data-dir /tmp/mm-flood &
//! target/release/examples/solver_flood --url http://127.0.0.1:8080 --attackers 16 --seconds 20
//! target/release/examples/solver_flood --url http://127.0.0.1:8080 --attackers 40 --in-flight 1 --mode computer
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
    computer: bool,
}

fn options() -> Result<Options, String> {
    let mut options = Options {
        url: "http://127.0.0.1:8080".to_string(),
        attackers: 16,
        in_flight: 4,
        seconds: 20,
        preset: "board-blanks".to_string(),
        computer: false,
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
            "--mode" => {
                options.computer = match value.as_str() {
                    "demo" => false,
                    "computer" => true,
                    other => return Err(format!("--mode is demo or computer, not {other}")),
                }
            }
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

/// The setup of the computer duels: half a million codes, past the size where
/// the computer plays its level's own search.
fn large_setup() -> Value {
    json!({ "pegs": 6, "colours": 9, "turns": 12 })
}

/// A random code of the large setup, as digits.
fn random_code(seed: &mut u64) -> String {
    (0..6)
        .map(|_| {
            // xorshift: the attack needs no better randomness.
            *seed ^= *seed << 13;
            *seed ^= *seed >> 7;
            *seed ^= *seed << 17;
            char::from(b'1' + (*seed % 9) as u8)
        })
        .collect()
}

/// Duels against the computer from one address, one after another, each
/// move sent as soon as the last is answered, until `until`. Every answer's
/// status lands in `answers`; with `latencies`, each move's time in ms
/// (the victim's own duel).
async fn computer_duels(
    url: String,
    address: String,
    until: Instant,
    answers: Arc<Mutex<BTreeMap<u16, u64>>>,
    mut latencies: Option<&mut Vec<f64>>,
) {
    let client = reqwest::Client::builder()
        .cookie_store(true)
        .build()
        .expect("a client");
    let mut seed = address.bytes().fold(0x9e37_79b9_7f4a_7c15_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    });
    let count = |status: u16| {
        *answers
            .lock()
            .expect("not poisoned")
            .entry(status)
            .or_default() += 1;
    };
    while Instant::now() < until {
        let created = client
            .post(format!("{url}/api/duels/computer"))
            .header("x-forwarded-for", &address)
            .json(&json!({ "setup": large_setup(), "level": 5 }))
            .send()
            .await;
        let Ok(created) = created else { return };
        count(created.status().as_u16());
        let Some(id) = created
            .json::<Value>()
            .await
            .ok()
            .and_then(|v| v["id"].as_str().map(str::to_string))
        else {
            tokio::task::yield_now().await;
            continue;
        };
        let mut route = "code";
        while Instant::now() < until {
            let code = random_code(&mut seed);
            let body = if route == "code" {
                json!({ "code": code })
            } else {
                json!({ "guess": code })
            };
            let started = Instant::now();
            let answer = client
                .post(format!("{url}/api/duels/{id}/{route}"))
                .header("x-forwarded-for", &address)
                .json(&body)
                .send()
                .await;
            let Ok(answer) = answer else { return };
            let status = answer.status().as_u16();
            count(status);
            let view: Value = answer.json().await.unwrap_or(Value::Null);
            if let Some(latencies) = latencies.as_deref_mut() {
                latencies.push(started.elapsed().as_secs_f64() * 1000.0);
            }
            if status == 200 {
                route = "guesses";
                if view["state"] != "playing" {
                    break;
                }
            } else {
                tokio::task::yield_now().await;
            }
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
    // reqwest has no TLS provider of its own: the program's, first.
    mastermind_server::tls::install_provider();
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
        let address = format!("198.18.{}.{}", a / 250, a % 250 + 1);
        for _ in 0..options.in_flight {
            if options.computer {
                tasks.push(tokio::spawn(computer_duels(
                    options.url.clone(),
                    address.clone(),
                    until,
                    Arc::clone(&answers),
                    None,
                )));
            } else {
                tasks.push(tokio::spawn(attack(
                    reqwest::Client::new(),
                    options.url.clone(),
                    address.clone(),
                    options.preset.clone(),
                    until,
                    Arc::clone(&answers),
                )));
            }
        }
    }
    let jar = reqwest::Client::builder()
        .cookie_store(true)
        .build()
        .expect("a client");
    let own_answers = Arc::new(Mutex::new(BTreeMap::new()));
    let mut moves = Vec::new();
    let mut latencies = if options.computer {
        // The victim's own duel comes from a second address of its own, as
        // a second device of the household would: one address has one
        // solver job in flight, and its hints are in flight too.
        let (latencies, ()) = tokio::join!(
            victim(jar, options.url.clone(), until),
            computer_duels(
                options.url.clone(),
                "192.0.2.201".to_string(),
                until,
                Arc::clone(&own_answers),
                Some(&mut moves),
            )
        );
        latencies
    } else {
        victim(jar, options.url.clone(), until).await
    };
    for task in tasks {
        let _ = task.await;
    }
    latencies.sort_by(f64::total_cmp);
    moves.sort_by(f64::total_cmp);
    let answers = answers.lock().expect("not poisoned");
    if options.computer {
        println!(
            "attackers: {} addresses x {} in flight, {} s, computer duels at level 5 on 6 pegs of 9 colours",
            options.attackers, options.in_flight, options.seconds
        );
    } else {
        println!(
            "attackers: {} addresses x {} in flight, {} s, demo {} optimal",
            options.attackers, options.in_flight, options.seconds, options.preset
        );
    }
    for (status, count) in answers.iter() {
        println!("  attack answers {status}: {count}");
    }
    if options.computer {
        for (status, count) in own_answers.lock().expect("not poisoned").iter() {
            println!("  victim's own duel answers {status}: {count}");
        }
        println!(
            "victim's duel moves: {}  p50 {:.1} ms  p99 {:.1} ms  max {:.1} ms",
            moves.len(),
            percentile(&moves, 0.50),
            percentile(&moves, 0.99),
            moves.last().copied().unwrap_or(f64::NAN)
        );
    }
    println!(
        "victim hints: {}  p50 {:.1} ms  p99 {:.1} ms  max {:.1} ms",
        latencies.len(),
        percentile(&latencies, 0.50),
        percentile(&latencies, 0.99),
        latencies.last().copied().unwrap_or(f64::NAN)
    );
}
