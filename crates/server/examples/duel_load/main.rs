//! Load for online Logik: N duels at once over WebSockets, the two players
//! of every duel on different servers of one database. Reports moves per
//! second and, for every turn, how long after the later of its two guesses
//! was sent both players' sockets had delivered the turn's reveal.
//!
//! ```text
//! cargo build --release -p mastermind
//! cargo build --release -p mastermind-server --example duel_load
//! scripts/postgres start /tmp/loadpg            # prints postgres://postgres@127.0.0.1:PORT/mastermind_test
//! RUST_LOG=warn target/release/mastermind serve --database URL --rate-limit 0 --max-connections 5000 --connections-per-client 5000 --live-pages-per-client 5000 --addr 127.0.0.1:18091 &
//! RUST_LOG=warn target/release/mastermind serve --database URL --rate-limit 0 --max-connections 5000 --connections-per-client 5000 --live-pages-per-client 5000 --addr 127.0.0.1:18092 &
//! target/release/examples/duel_load --url http://127.0.0.1:18091 --url http://127.0.0.1:18092 --duels 100 --seconds 30
//! ```
//!
//! As `load.rs` does, it plays against servers already running (started
//! with `--rate-limit 0`: sign-ups and moves come from one address), given
//! by `--url`, loopback addresses only. A server takes at most
//! `--max-connections` connections (900 unless told), and every player
//! holds a socket and an HTTP connection to its server: N duels need about
//! 2N on each of two servers.
//!
//! What it does, in order:
//!
//! 1. Signs up 2N accounts (names unique to the run), at most
//!    `--signup-concurrency` at once, each on the server its player plays
//!    on, and says how long that took (argon2id hashing: not measured).
//! 2. Pair i: white (the challenger) plays on server i mod n, black on
//!    server i+1 mod n. White challenges black, black accepts, both open
//!    the duel's socket (`GET /api/duels/{id}/live`, the session cookie of
//!    the sign-up) and set a random code.
//! 3. Once every pair is set up the clock starts. Each turn both players
//!    think for a random time up to `--think-ms`, then post their guess
//!    (`POST /api/duels/{id}/guesses`), in whatever order their thinking
//!    gives. A guess is random, except that with `--break-chance` it is the
//!    opponent's code, so that duels also end before the tenth row. A duel
//!    that ends is followed by a new one between the same two players (a
//!    new challenge, accept, sockets, codes), so N duels stay in flight
//!    until `--seconds` have passed, or, with `--turns T`, until every pair
//!    has played T turns.
//!
//! Figures: moves/s is the guesses acknowledged (2xx) within the measured
//! interval, over its length. The reveal latency of a turn runs from the
//! moment the later of its two guesses was *sent* (the request started; the
//! reveal cannot come before it) to the moment the second of the two
//! players' sockets delivered the turn's `turn-revealed` event; turns whose
//! later guess was sent before the end count. Every non-2xx answer, failed
//! request, socket that closes or fails during a duel, and reveal that does
//! not come within 30 s is counted and printed; a pair whose duel failed
//! starts a new duel.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures_util::StreamExt;
use rand::RngExt;
use serde_json::{Value, json};
use tokio::sync::{Semaphore, mpsc, oneshot, watch};
use tokio_tungstenite::tungstenite::{Message, client::IntoClientRequest};

mod client;
mod duel;
mod options;
mod tally;

use client::*;
use duel::*;
use options::*;
use tally::*;

/// How long a turn's reveal may take before it counts as lost.
const REVEAL_TIMEOUT: Duration = Duration::from_secs(30);
const PASSWORD: &str = "correct horse battery";

#[tokio::main]
async fn main() {
    // reqwest has no TLS provider of its own: the program's, first.
    mastermind_server::tls::install_provider();
    let options = match options() {
        Ok(o) => Arc::new(o),
        Err(e) => {
            eprintln!("duel_load: {e}");
            std::process::exit(2);
        }
    };
    if options.urls.len() < 2 {
        eprintln!("duel_load: one server only: both players of every duel play on it");
    }
    let n = options.duels;
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(4 * n)
        // Below the servers' 10 s for an idle kept-alive connection.
        .pool_idle_timeout(Duration::from_secs(5))
        .timeout(Duration::from_secs(60))
        .build()
        .expect("a client");
    let tally = Arc::new(Tally::default());
    let http = Arc::new(Http {
        client,
        tally: Arc::clone(&tally),
    });
    for url in &options.urls {
        match http.client.get(format!("{url}/readyz")).send().await {
            Ok(r) if r.status().is_success() => {}
            Ok(r) => {
                eprintln!("duel_load: {url}/readyz answers {}", r.status());
                std::process::exit(2);
            }
            Err(e) => {
                eprintln!("duel_load: {url} does not answer: {e}");
                std::process::exit(2);
            }
        }
    }

    // 1. Accounts, before the clock.
    let run = format!("{:06x}", rand::random::<u32>() & 0xff_ffff);
    let load_before = load_average();
    let started = Instant::now();
    let gate = Arc::new(Semaphore::new(options.signup_concurrency));
    let sign_ups: Vec<_> = (0..2 * n)
        .map(|i| {
            let (pair, side) = (i / 2, i % 2);
            let url = options.urls[(pair + side) % options.urls.len()].clone();
            let name = format!("d{run}{}{pair:05}", ["w", "b"][side]);
            let http = Arc::clone(&http);
            let gate = Arc::clone(&gate);
            let bots = options.bots;
            tokio::spawn(async move {
                let _permit = gate.acquire().await;
                let account = sign_up(&http, name, url).await?;
                if bots {
                    make_bot(&http, account).await
                } else {
                    Some(account)
                }
            })
        })
        .collect();
    let mut accounts = Vec::with_capacity(2 * n);
    for s in sign_ups {
        accounts.push(s.await.ok().flatten());
    }
    let signed_up = accounts.iter().filter(|a| a.is_some()).count();
    let sign_up_seconds = started.elapsed().as_secs_f64();
    eprintln!(
        "sign-ups: {signed_up} of {} accounts in {sign_up_seconds:.1} s ({:.1} ms each, {} at once; load average {load_before} before)",
        2 * n,
        sign_up_seconds * 1000.0 / (2 * n) as f64,
        options.signup_concurrency,
    );

    // 2. The pairs set up their first duels.
    let (go_send, go) = watch::channel(None);
    let clock = Arc::new(Clock {
        go,
        stop: AtomicBool::new(false),
        end: Mutex::new(None),
    });
    let setup_gate = Arc::new(Semaphore::new(options.setup_concurrency));
    let ready = Arc::new(AtomicUsize::new(0));
    let mut pairs = Vec::new();
    let mut accounts = accounts.into_iter();
    for _ in 0..n {
        let (Some(white), Some(black)) = (accounts.next().flatten(), accounts.next().flatten())
        else {
            continue;
        };
        pairs.push(tokio::spawn(pair(
            [white, black],
            Arc::clone(&http),
            Arc::clone(&options),
            Arc::clone(&clock),
            Arc::clone(&setup_gate),
            Arc::clone(&ready),
        )));
    }
    let playing = pairs.len();
    let setting_up = Instant::now();
    while ready.load(Ordering::Relaxed) < playing {
        if setting_up.elapsed() > Duration::from_secs(300) {
            eprintln!(
                "duel_load: only {} of {playing} pairs set up after 300 s; starting anyway",
                ready.load(Ordering::Relaxed)
            );
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    eprintln!(
        "set-up: {} duels with both sockets open and both codes set in {:.1} s",
        ready.load(Ordering::Relaxed),
        setting_up.elapsed().as_secs_f64()
    );

    // 3. The clock runs.
    let snapshot = || Snapshot {
        load: load_average(),
        cpu: cpu_seconds("self"),
        others: options
            .cpu_of
            .iter()
            .map(|(_, pids)| {
                pids.iter()
                    .filter_map(|p| cpu_seconds(&p.to_string()))
                    .sum()
            })
            .collect(),
        messages: tally.ws_messages.load(Ordering::Relaxed),
    };
    let first = snapshot();
    let start = Instant::now();
    let _ = go_send.send(Some(start));
    let mut last = None;
    if options.turns.is_none() {
        tokio::time::sleep(Duration::from_secs(options.seconds)).await;
        *clock.end.lock().expect("the clock") = Some(Instant::now());
        clock.stop.store(true, Ordering::Relaxed);
        last = Some(snapshot());
    }
    let mut latencies = Vec::new();
    for p in pairs {
        match p.await {
            Ok(l) => latencies.extend(l),
            Err(e) => tally.error(format!("a pair's task failed: {e}")),
        }
    }
    let end = {
        let mut end = clock.end.lock().expect("the clock");
        *end.get_or_insert_with(Instant::now)
    };
    let last = last.unwrap_or_else(snapshot);
    let elapsed = end.duration_since(start).as_secs_f64();
    let (load_start, load_end) = (&first.load, &last.load);
    let mut cpu = first
        .cpu
        .zip(last.cpu)
        .map(|(a, b)| format!("load generator {:.1} s", b - a))
        .unwrap_or_else(|| "load generator ?".to_string());
    for ((name, _), (a, b)) in options
        .cpu_of
        .iter()
        .zip(first.others.iter().zip(&last.others))
    {
        cpu.push_str(&format!(", {name} {:.1} s", b - a));
    }
    let messages = last.messages - first.messages;
    latencies.sort_unstable();
    let guesses = tally.guesses.load(Ordering::Relaxed);
    let errors = tally.errors();

    println!(
        "{playing} duels on {} server(s), {elapsed:.1} s measured (think 0-{} ms, break chance {}): \
         {guesses} guesses acknowledged ({:.0}/s), {} turns measured, {} duels started and {} finished in all",
        options.urls.len(),
        options.think_ms,
        options.break_chance,
        guesses as f64 / elapsed,
        latencies.len(),
        tally.duels_started.load(Ordering::Relaxed),
        tally.duels_finished.load(Ordering::Relaxed),
    );
    println!(
        "reveal latency ms (later guess sent -> both sockets delivered turn-revealed): p50 {:.1}  p90 {:.1}  p99 {:.1}  max {:.1}",
        percentile(&latencies, 0.50),
        percentile(&latencies, 0.90),
        percentile(&latencies, 0.99),
        percentile(&latencies, 1.0),
    );
    println!(
        "websocket messages received: {messages} in the interval ({:.0}/s), {} in all, {} pings and other frames",
        messages as f64 / elapsed,
        tally.ws_messages.load(Ordering::Relaxed),
        tally.ws_other.load(Ordering::Relaxed),
    );
    println!(
        "errors: {errors} (socket drops {}, reveals not within {} s {}{})",
        tally.socket_drops.load(Ordering::Relaxed),
        REVEAL_TIMEOUT.as_secs(),
        tally.reveal_timeouts.load(Ordering::Relaxed),
        tally
            .errors
            .lock()
            .expect("the tally")
            .iter()
            .map(|(what, count)| format!(", {what}: {count}"))
            .collect::<String>(),
    );
    let mut move_ms = tally.move_us.lock().expect("the tally").clone();
    move_ms.sort_unstable();
    println!(
        "move latency ms (guess sent -> acknowledged): p50 {:.1}  p90 {:.1}  p99 {:.1}  max {:.1}",
        percentile(&move_ms, 0.50),
        percentile(&move_ms, 0.90),
        percentile(&move_ms, 0.99),
        percentile(&move_ms, 1.0),
    );
    let (acknowledged, stored) = stored_guesses(&http, &tally).await;
    println!(
        "guesses acknowledged {acknowledged}, stored {stored}{}",
        if acknowledged == stored {
            ": nothing lost"
        } else {
            ": MISMATCH"
        }
    );
    println!(
        "CPU time in the interval ({elapsed:.1} s): {cpu}; load average {load_start} at the start, {load_end} at the end; sign-ups {sign_up_seconds:.1} s"
    );
    println!(
        "| {playing} | {} | {:.0} | {} | {:.0} | {:.1} | {:.1} | {:.1} | {:.1} | {} | {messages} | {errors} | {load_start} → {load_end} |",
        options.urls.len(),
        elapsed,
        options.think_ms,
        guesses as f64 / elapsed,
        percentile(&latencies, 0.50),
        percentile(&latencies, 0.90),
        percentile(&latencies, 0.99),
        percentile(&latencies, 1.0),
        latencies.len(),
    );
}

/// Every guess acknowledged in the run, and every guess the duels it was
/// made in keep, read back from the servers: each revealed turn holds two,
/// and each player's pending guess one more.
async fn stored_guesses(http: &Http, tally: &Tally) -> (u64, u64) {
    let played = tally.played.lock().expect("the tally").clone();
    let mut stored = 0;
    for (id, [white, black]) in &played {
        let (w, b) = tokio::join!(http.view(white, id), http.view(black, id));
        let (Some(w), Some(b)) = (w, b) else {
            tally.error("reading a duel back");
            continue;
        };
        let turns = w["duel"]["turns"].as_array().map_or(0, Vec::len) as u64;
        let pending = |v: &Value| u64::from(!v["duel"]["your_guess"].is_null());
        stored += 2 * turns + pending(&w) + pending(&b);
    }
    (tally.guesses_all.load(Ordering::Relaxed), stored)
}
