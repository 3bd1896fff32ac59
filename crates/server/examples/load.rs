//! Load for `mastermind serve`: many players at once, each starting a
//! Mastermind level III game and guessing at random until it ends, then
//! starting another. Reports guesses per second and guess latency.
//!
//! ```text
//! cargo build --release -p mastermind
//! cargo build --release -p mastermind-server --example load
//! RUST_LOG=warn target/release/mastermind serve --rate-limit 0 --connections-per-client 1000 --data-dir /tmp/mm-load &
//! target/release/examples/load --url http://127.0.0.1:8080 --players 64 --seconds 20
//! ```
//!
//! `--url` may be given more than once (several servers on one database):
//! player i plays its games on server i mod n, as a load balancer that keeps
//! a client's connection would send them. Every player shares one cookie
//! jar, as one browser (the games belong to it). Only loopback addresses are
//! accepted, and the run stops after `--seconds` (at most 120) or
//! `--max-guesses`, whichever comes first.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use rand::RngExt;
use serde_json::{Value, json};

struct Options {
    urls: Vec<String>,
    players: usize,
    seconds: u64,
    max_guesses: u64,
    preset: String,
}

fn options() -> Result<Options, String> {
    let mut options = Options {
        urls: Vec::new(),
        players: 64,
        seconds: 20,
        max_guesses: 2_000_000,
        preset: "mastermind-3".to_string(),
    };
    // The first argument is the program's own name.
    let mut args = std::env::args();
    args.next();
    while let Some(flag) = args.next() {
        let value = args.next().ok_or(format!("{flag} needs a value"))?;
        let number = || value.parse::<u64>().map_err(|e| format!("{flag}: {e}"));
        match flag.as_str() {
            "--url" => options.urls.push(value.trim_end_matches('/').to_string()),
            "--players" => options.players = number()? as usize,
            "--seconds" => options.seconds = number()?.min(120),
            "--max-guesses" => options.max_guesses = number()?,
            "--preset" => options.preset = value,
            other => return Err(format!("unknown option {other}")),
        }
    }
    if options.urls.is_empty() {
        options.urls.push("http://127.0.0.1:8080".to_string());
    }
    for url in &options.urls {
        let authority = url
            .strip_prefix("http://")
            .and_then(|rest| rest.split('/').next())
            .unwrap_or("");
        let loopback = authority == "localhost"
            || authority.starts_with("localhost:")
            || authority
                .parse::<std::net::SocketAddr>()
                .is_ok_and(|addr| addr.ip().is_loopback());
        if !loopback {
            return Err(format!("{url} is not a loopback address"));
        }
    }
    Ok(options)
}

#[derive(Default)]
struct Tally {
    guesses: AtomicU64,
    games: AtomicU64,
    errors: AtomicU64,
}

async fn player(
    index: usize,
    client: reqwest::Client,
    options: Arc<Options>,
    tally: Arc<Tally>,
    stop: Arc<AtomicBool>,
) -> Vec<u32> {
    let mut latencies = Vec::new();
    let url = &options.urls[index % options.urls.len()];
    'games: while !stop.load(Ordering::Relaxed) {
        let created = client
            .post(format!("{url}/api/games"))
            .json(&json!({ "preset": options.preset }))
            .send()
            .await;
        let game: Value = match created {
            Ok(r) if r.status().is_success() => r.json().await.unwrap_or_default(),
            _ => {
                tally.errors.fetch_add(1, Ordering::Relaxed);
                tokio::time::sleep(Duration::from_millis(10)).await;
                continue;
            }
        };
        tally.games.fetch_add(1, Ordering::Relaxed);
        let (Some(id), Some(pegs), Some(colours)) = (
            game["id"].as_str(),
            game["setup"]["pegs"].as_u64(),
            game["setup"]["colours"].as_u64(),
        ) else {
            tally.errors.fetch_add(1, Ordering::Relaxed);
            continue;
        };
        let guesses = format!("{url}/api/games/{id}/guesses");
        loop {
            if stop.load(Ordering::Relaxed) {
                break 'games;
            }
            let guess: String = {
                let mut rng = rand::rng();
                (0..pegs)
                    .map(|_| char::from(b'0' + rng.random_range(1..=colours as u8)))
                    .collect()
            };
            let started = Instant::now();
            let answer = client
                .post(&guesses)
                .json(&json!({ "guess": guess }))
                .send()
                .await;
            let answer: Value = match answer {
                Ok(r) if r.status().is_success() => r.json().await.unwrap_or_default(),
                _ => {
                    tally.errors.fetch_add(1, Ordering::Relaxed);
                    continue 'games;
                }
            };
            latencies.push(started.elapsed().as_micros() as u32);
            let done = tally.guesses.fetch_add(1, Ordering::Relaxed) + 1;
            if done >= options.max_guesses {
                stop.store(true, Ordering::Relaxed);
            }
            if answer["state"] != "playing" {
                continue 'games;
            }
        }
    }
    latencies
}

fn percentile(sorted: &[u32], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() as f64 * p).ceil() as usize).clamp(1, sorted.len()) - 1;
    f64::from(sorted[i]) / 1000.0
}

#[tokio::main]
async fn main() {
    // reqwest has no TLS provider of its own: the program's, first.
    mastermind_server::tls::install_provider();
    let options = match options() {
        Ok(o) => Arc::new(o),
        Err(e) => {
            eprintln!("load: {e}");
            std::process::exit(2);
        }
    };
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(options.players)
        .cookie_store(true)
        .build()
        .expect("a client");
    // The cookie first, so that every game belongs to the one browser the
    // players share (cookies ignore ports: one cookie for every server).
    for url in &options.urls {
        if let Err(e) = client.get(format!("{url}/api/presets")).send().await {
            eprintln!("load: {url} does not answer: {e}");
            std::process::exit(2);
        }
    }
    let tally = Arc::new(Tally::default());
    let stop = Arc::new(AtomicBool::new(false));
    let started = Instant::now();
    let players: Vec<_> = (0..options.players)
        .map(|index| {
            tokio::spawn(player(
                index,
                client.clone(),
                Arc::clone(&options),
                Arc::clone(&tally),
                Arc::clone(&stop),
            ))
        })
        .collect();
    let deadline = Duration::from_secs(options.seconds);
    while started.elapsed() < deadline && !stop.load(Ordering::Relaxed) {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    stop.store(true, Ordering::Relaxed);
    let mut latencies = Vec::new();
    for p in players {
        latencies.extend(p.await.unwrap_or_default());
    }
    let elapsed = started.elapsed().as_secs_f64();
    latencies.sort_unstable();
    let guesses = tally.guesses.load(Ordering::Relaxed);
    println!(
        "{} players on {} server(s), {:.1} s: {guesses} guesses ({:.0}/s), {} games started, {} errors",
        options.players,
        options.urls.len(),
        elapsed,
        guesses as f64 / elapsed,
        tally.games.load(Ordering::Relaxed),
        tally.errors.load(Ordering::Relaxed),
    );
    println!(
        "guess latency ms: p50 {:.2}  p95 {:.2}  p99 {:.2}  max {:.2}",
        percentile(&latencies, 0.50),
        percentile(&latencies, 0.95),
        percentile(&latencies, 0.99),
        percentile(&latencies, 1.0),
    );
}
