//! The coach under load: `--clients` players, each from an address of its
//! own, play a game (`--guesses` random guesses, then quit), ask for its
//! review (the coach's verdicts within the server's budget), and start
//! again, for `--seconds`. Reports the reviews' answers (200, 429, 503),
//! their latency (p50, p99, max) and how the turns were judged (exact,
//! estimate, none).
//!
//! ```text
//! cargo build --release -p mastermind
//! cargo build --release -p mastermind-server --example coach_load
//! target/release/mastermind serve --rate-limit 0 --trusted-proxy 127.0.0.1 --data-dir /tmp/mm-coach &
//! target/release/examples/coach_load --url http://127.0.0.1:8080 --clients 16 --seconds 30 --preset mastermind-1
//! ```
//!
//! Each player's address travels in `X-Forwarded-For`, which the server
//! believes only from its `--trusted-proxy`. Only loopback servers.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

struct Options {
    url: String,
    clients: usize,
    seconds: u64,
    preset: String,
    guesses: usize,
}

fn options() -> Result<Options, String> {
    let mut options = Options {
        url: "http://127.0.0.1:8080".to_string(),
        clients: 16,
        seconds: 30,
        preset: "mastermind-1".to_string(),
        guesses: 4,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args.next().ok_or(format!("{flag} needs a value"))?;
        let number = || value.parse::<u64>().map_err(|e| format!("{flag}: {e}"));
        match flag.as_str() {
            "--url" => options.url = value.trim_end_matches('/').to_string(),
            "--clients" => options.clients = number()?.max(1) as usize,
            "--seconds" => options.seconds = number()?.min(600),
            "--preset" => options.preset = value,
            "--guesses" => options.guesses = number()?.clamp(1, 12) as usize,
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
        return Err(format!("only a server on loopback, not {host}"));
    }
    Ok(options)
}

#[derive(Default)]
struct Tally {
    answers: BTreeMap<u16, u64>,
    latencies: Vec<f64>,
    judged: BTreeMap<String, u64>,
}

/// A random code of `pegs` pegs of `colours` colours, as digits.
fn random_code(seed: &mut u64, pegs: usize, colours: u64) -> String {
    (0..pegs)
        .map(|_| {
            *seed ^= *seed << 13;
            *seed ^= *seed >> 7;
            *seed ^= *seed << 17;
            char::from(b'1' + (*seed % colours) as u8)
        })
        .collect()
}

async fn player(
    url: String,
    address: String,
    options: Arc<Options>,
    until: Instant,
    tally: Arc<Mutex<Tally>>,
) {
    let client = reqwest::Client::builder()
        .cookie_store(true)
        .build()
        .expect("a client");
    let mut seed = address.bytes().fold(0x9e37_79b9_7f4a_7c15_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    });
    while Instant::now() < until {
        let created = client
            .post(format!("{url}/api/games"))
            .header("x-forwarded-for", &address)
            .json(&json!({ "preset": options.preset }))
            .send()
            .await;
        let Ok(created) = created else { return };
        let game: Value = created.json().await.unwrap_or(Value::Null);
        let Some(id) = game["id"].as_str().map(str::to_string) else {
            tokio::time::sleep(Duration::from_millis(50)).await;
            continue;
        };
        let pegs = game["setup"]["pegs"].as_u64().unwrap_or(4) as usize;
        let colours = game["setup"]["colours"].as_u64().unwrap_or(6);
        for _ in 0..options.guesses {
            let guess = random_code(&mut seed, pegs, colours);
            let answer = client
                .post(format!("{url}/api/games/{id}/guesses"))
                .header("x-forwarded-for", &address)
                .json(&json!({ "guess": guess }))
                .send()
                .await;
            let Ok(answer) = answer else { return };
            let view: Value = answer.json().await.unwrap_or(Value::Null);
            if view["state"] != "playing" {
                break;
            }
        }
        let _ = client
            .post(format!("{url}/api/games/{id}/quit"))
            .header("x-forwarded-for", &address)
            .send()
            .await;
        let started = Instant::now();
        let review = client
            .get(format!("{url}/api/games/{id}/review"))
            .header("x-forwarded-for", &address)
            .send()
            .await;
        let Ok(review) = review else { return };
        let status = review.status().as_u16();
        let body: Value = review.json().await.unwrap_or(Value::Null);
        let took = started.elapsed().as_secs_f64() * 1000.0;
        let mut tally = tally.lock().expect("not poisoned");
        *tally.answers.entry(status).or_default() += 1;
        if status == 200 {
            tally.latencies.push(took);
            for turn in body["turns"].as_array().into_iter().flatten() {
                let by = turn["judged_by"].as_str().unwrap_or("?").to_string();
                *tally.judged.entry(by).or_default() += 1;
            }
        }
    }
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

#[tokio::main]
async fn main() {
    // reqwest has no TLS provider of its own: the program's, first.
    mastermind_server::tls::install_provider();
    let options = match options() {
        Ok(options) => Arc::new(options),
        Err(e) => {
            eprintln!("coach_load: {e}");
            std::process::exit(2);
        }
    };
    let until = Instant::now() + Duration::from_secs(options.seconds);
    let tally = Arc::new(Mutex::new(Tally::default()));
    let players: Vec<_> = (0..options.clients)
        .map(|i| {
            let address = format!("127.0.{}.{}", 1 + i / 250, 1 + i % 250);
            tokio::spawn(player(
                options.url.clone(),
                address,
                Arc::clone(&options),
                until,
                Arc::clone(&tally),
            ))
        })
        .collect();
    for p in players {
        let _ = p.await;
    }
    let mut tally = tally.lock().expect("not poisoned");
    tally.latencies.sort_by(f64::total_cmp);
    let l = &tally.latencies;
    println!(
        "{} clients, {} s, {}: reviews {:?}; latency p50 {:.0} ms, p99 {:.0} ms, max {:.0} ms; turns judged {:?}",
        options.clients,
        options.seconds,
        options.preset,
        tally.answers,
        percentile(l, 0.5),
        percentile(l, 0.99),
        l.last().copied().unwrap_or(f64::NAN),
        tally.judged
    );
}
