//! An arena of N bot players for M minutes on one server. Each bot signs
//! up, joins, keeps the tournament's page open (its live socket) and plays
//! every duel it is paired in, thinking one to three seconds a move, until
//! the arena ends. Reports:
//!
//! - pairing latency: from the end of a player's duel (the server's
//!   `updated_at` of the finished duel) to the start of their next (the new
//!   duel's `created_at`), server clock; and as the player sees it, from
//!   the moment the finishing move was answered to the moment their page
//!   named the new duel;
//! - standings update: from the finishing move's answer to the moment each
//!   of the two players' pages showed the duel no longer in play;
//! - results: duels the bots saw end before the arena's end against the
//!   duels the final standings count (none may be missing).
//!
//! ```text
//! cargo build --release -p mastermind
//! cargo build --release -p mastermind-server --example tournament_load
//! RUST_LOG=warn target/release/mastermind serve --data-dir /tmp/mm-arena --rate-limit 0 \
//!     --trusted-proxy 127.0.0.1 --max-connections 2000 --addr 127.0.0.1:18093 &
//! target/release/examples/tournament_load --url http://127.0.0.1:18093 --players 500 --minutes 10
//! ```
//!
//! Every bot's requests carry an address of its own in `X-Forwarded-For`
//! (the server trusts 127.0.0.1 as a proxy), so each holds one live page
//! of its own share. A bot's code is worked out from the duel's id and its
//! side, so its opponent can break it on purpose: with `--break-chance`
//! (0.2) a guess is the opponent's code, else a random one.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

mod bot;
mod report;

use bot::{Bot, Tally, run_bot, sign_up};
use report::report;

use futures_util::StreamExt;
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

pub(crate) struct Options {
    pub(crate) url: String,
    pub(crate) players: usize,
    pub(crate) minutes: u64,
    pub(crate) think_ms: u64,
    pub(crate) break_chance: f64,
}

fn options() -> Result<Options, String> {
    let mut options = Options {
        url: "http://127.0.0.1:8080".to_string(),
        players: 500,
        minutes: 10,
        think_ms: 2000,
        break_chance: 0.2,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args.next().ok_or(format!("{flag} needs a value"))?;
        let number = |v: &str| v.parse::<u64>().map_err(|e| format!("{flag}: {e}"));
        match flag.as_str() {
            "--url" => options.url = value.trim_end_matches('/').to_string(),
            "--players" => {
                options.players = usize::try_from(number(&value)?.clamp(2, 1000)).unwrap_or(2)
            }
            "--minutes" => options.minutes = number(&value)?.clamp(1, 60),
            "--think-ms" => options.think_ms = number(&value)?.clamp(10, 60_000),
            "--break-chance" => {
                options.break_chance = value.parse::<f64>().map_err(|e| format!("{flag}: {e}"))?
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
    if !matches!(host, "127.0.0.1" | "localhost") {
        return Err(format!("only a server on loopback, not {host}"));
    }
    Ok(options)
}

pub(crate) fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(0))
}

#[tokio::main]
async fn main() {
    // reqwest has no TLS provider of its own: the program's, first.
    mastermind_server::tls::install_provider();
    let options = match options() {
        Ok(options) => Arc::new(options),
        Err(e) => {
            eprintln!("tournament_load: {e}");
            std::process::exit(2);
        }
    };
    let http = reqwest::Client::builder()
        .pool_max_idle_per_host(256)
        .build()
        .expect("a client");
    let tally = Arc::new(Tally::default());
    let run = std::process::id();
    let began = Instant::now();
    let mut bots = Vec::new();
    for chunk in (0..options.players).collect::<Vec<_>>().chunks(16) {
        let signed = futures_util::future::join_all(chunk.iter().map(|&i| {
            let address = format!("10.{}.{}.{}", (i >> 16) & 255, (i >> 8) & 255, i & 255);
            let name = format!("bot{run}x{i}");
            let http = http.clone();
            let url = options.url.clone();
            async move {
                sign_up(&http, &url, &name, &address)
                    .await
                    .map(|cookie| (address, cookie))
            }
        }))
        .await;
        for (i, signed) in chunk.iter().zip(signed) {
            let (address, cookie) = signed.unwrap_or_else(|e| {
                eprintln!("tournament_load: {e}");
                std::process::exit(1)
            });
            bots.push(Bot {
                http: http.clone(),
                url: options.url.clone(),
                address,
                cookie,
                options: Arc::clone(&options),
                tally: Arc::clone(&tally),
                seed: 0x9e37_79b9_7f4a_7c15 ^ (*i as u64 + 1),
            });
        }
    }
    println!(
        "{} players signed up in {:.1} s",
        bots.len(),
        began.elapsed().as_secs_f64()
    );
    let (status, created) = bots[0]
        .request(
            reqwest::Method::POST,
            "/api/tournaments",
            Some(json!({
                "name": "Load arena",
                "format": "arena",
                "time_control": {"kind": "per-turn", "seconds": 60},
                "minutes": options.minutes,
                // Started by its creator once every page is open.
                "starts_at": now_ms() + 3_600_000,
            })),
        )
        .await;
    let id = created["id"].as_str().unwrap_or_else(|| {
        eprintln!("tournament_load: the arena was not made: {status} {created}");
        std::process::exit(1)
    });
    let id = id.to_string();
    for bot in &bots {
        let (status, answer) = bot
            .request(
                reqwest::Method::POST,
                &format!("/api/tournaments/{id}/join"),
                None,
            )
            .await;
        if status != 200 {
            eprintln!("tournament_load: a join failed: {status} {answer}");
            std::process::exit(1);
        }
    }
    let creator = Bot {
        http: http.clone(),
        url: options.url.clone(),
        address: bots[0].address.clone(),
        cookie: bots[0].cookie.clone(),
        options: Arc::clone(&options),
        tally: Arc::clone(&tally),
        seed: 1,
    };
    let tasks: Vec<_> = bots
        .into_iter()
        .map(|bot| tokio::spawn(run_bot(bot, id.clone())))
        .collect();
    // Every page open before the start.
    tokio::time::sleep(Duration::from_secs(3)).await;
    let (status, started) = creator
        .request(
            reqwest::Method::POST,
            &format!("/api/tournaments/{id}/start"),
            None,
        )
        .await;
    if status != 200 {
        eprintln!("tournament_load: the start failed: {status} {started}");
        std::process::exit(1);
    }
    let ends_at = started["ends_at"].as_i64().unwrap_or(0);
    println!(
        "arena {id} started with {} players for {} minutes",
        options.players, options.minutes
    );
    for task in tasks {
        let _ = task.await;
    }
    let (_, last) = creator
        .request(
            reqwest::Method::GET,
            &format!("/api/tournaments/{id}"),
            None,
        )
        .await;
    let counted: u64 = last["standings"]
        .as_array()
        .map(|s| {
            s.iter()
                .map(|l| l["duels"].as_u64().unwrap_or(0))
                .sum::<u64>()
                / 2
        })
        .unwrap_or(0);
    // Every duel a bot was paired in, as the server keeps it: those over
    // by the end must all be counted.
    let paired: Vec<String> = tally
        .paired
        .lock()
        .expect("not poisoned")
        .iter()
        .cloned()
        .collect();
    let mut by_end = 0;
    let mut reasons: std::collections::BTreeMap<String, u64> = Default::default();
    for chunk in paired.chunks(32) {
        let views = futures_util::future::join_all(chunk.iter().map(|d| {
            let creator = &creator;
            async move {
                let path = format!("/api/duels/{d}");
                creator.request(reqwest::Method::GET, &path, None).await
            }
        }))
        .await;
        for (_, view) in views {
            if view["state"] == "over"
                && view["updated_at"].as_i64().is_some_and(|at| at <= ends_at)
            {
                by_end += 1;
                let reason = view["duel"]["result"]["reason"]
                    .as_str()
                    .unwrap_or("?")
                    .to_string();
                *reasons.entry(reason).or_default() += 1;
            }
        }
    }
    let results = tally.results.lock().expect("not poisoned").len();
    println!(
        "state {}: {} moves, {} duels paired, {by_end} over by the end {reasons:?}; the standings count {counted} ({}); the bots' own moves ended {results}",
        last["state"],
        tally.moves.load(Ordering::Relaxed),
        paired.len(),
        if counted == by_end {
            "none lost"
        } else {
            "MISMATCH"
        },
    );
    println!(
        "requests unanswered after 3 tries: {}; tried again: {}; other answers: {:?}",
        tally.errors.load(Ordering::Relaxed),
        tally.retries.load(Ordering::Relaxed),
        tally.statuses.lock().expect("not poisoned")
    );
    let mut server: Vec<f64> = tally
        .pairing_server_ms
        .lock()
        .expect("not poisoned")
        .iter()
        .map(|&m| m as f64)
        .collect();
    report(
        "pairing latency (server clock, end to next duel)",
        &mut server,
    );
    report(
        "pairing latency (as the player's page shows it)",
        &mut tally.pairing_seen_ms.lock().expect("not poisoned"),
    );
    report(
        "standings update (answer to the page showing it)",
        &mut tally.standings_ms.lock().expect("not poisoned"),
    );
}
