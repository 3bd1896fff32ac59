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

use futures_util::StreamExt;
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

struct Options {
    url: String,
    players: usize,
    minutes: u64,
    think_ms: u64,
    break_chance: f64,
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

/// What every bot adds to.
#[derive(Default)]
struct Tally {
    /// When each finished duel's last move was answered, by duel.
    ended: Mutex<HashMap<String, Instant>>,
    /// Server milliseconds: each duel's end, by duel.
    finished_ms: Mutex<HashMap<String, i64>>,
    pairing_server_ms: Mutex<Vec<i64>>,
    pairing_seen_ms: Mutex<Vec<f64>>,
    standings_ms: Mutex<Vec<f64>>,
    /// Duels seen to end, with the server's end time.
    results: Mutex<Vec<i64>>,
    /// Requests that never got an answer, after their retries.
    errors: AtomicU64,
    retries: AtomicU64,
    /// Answers other than 200, 201 and 409, by status.
    statuses: Mutex<std::collections::BTreeMap<u16, u64>>,
    moves: AtomicU64,
    /// Every duel a bot was paired in.
    paired: Mutex<std::collections::HashSet<String>>,
}

fn push<T>(list: &Mutex<Vec<T>>, value: T) {
    list.lock().expect("not poisoned").push(value);
}

struct Bot {
    http: reqwest::Client,
    url: String,
    address: String,
    cookie: String,
    options: Arc<Options>,
    tally: Arc<Tally>,
    seed: u64,
}

fn xorshift(seed: &mut u64) -> u64 {
    *seed ^= *seed << 13;
    *seed ^= *seed >> 7;
    *seed ^= *seed << 17;
    *seed
}

/// A Logik code (5 pegs, 8 colours) worked out from `duel` and `side`.
fn code_of(duel: &str, side: &str) -> String {
    let mut seed = duel
        .bytes()
        .chain(side.bytes())
        .fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
        })
        | 1;
    (0..5)
        .map(|_| char::from(b'1' + (xorshift(&mut seed) % 8) as u8))
        .collect()
}

impl Bot {
    async fn request(
        &self,
        method: reqwest::Method,
        path: &str,
        body: Option<Value>,
    ) -> (u16, Value) {
        let mut request = self
            .http
            .request(method, format!("{}{path}", self.url))
            .header("x-forwarded-for", &self.address)
            .header("cookie", &self.cookie);
        if let Some(body) = body {
            request = request.json(&body);
        }
        // A connection the server closed as it was reused is tried again,
        // as a browser does: a move names its turn, so a retry is never
        // played twice.
        for _ in 0..3 {
            let Some(attempt) = request.try_clone() else {
                break;
            };
            match attempt.send().await {
                Ok(response) => {
                    let status = response.status().as_u16();
                    if status != 200 && status != 201 && status != 409 {
                        *self
                            .tally
                            .statuses
                            .lock()
                            .expect("not poisoned")
                            .entry(status)
                            .or_default() += 1;
                    }
                    return (status, response.json().await.unwrap_or(Value::Null));
                }
                Err(_) => {
                    self.tally.retries.fetch_add(1, Ordering::Relaxed);
                    tokio::time::sleep(Duration::from_millis(50)).await;
                }
            }
        }
        self.tally.errors.fetch_add(1, Ordering::Relaxed);
        (0, Value::Null)
    }

    /// Plays `duel` move by move until it is over.
    async fn play(&mut self, duel: &str) {
        self.tally
            .paired
            .lock()
            .expect("not poisoned")
            .insert(duel.to_string());
        let (_, view) = self
            .request(reqwest::Method::GET, &format!("/api/duels/{duel}"), None)
            .await;
        let side = view["you"].as_str().unwrap_or("white").to_string();
        let other = if side == "white" { "black" } else { "white" };
        let (mine, theirs) = (code_of(duel, &side), code_of(duel, other));
        let mut view = view;
        loop {
            if view.is_null() {
                // No answer: ask again rather than leave the duel.
                tokio::time::sleep(Duration::from_millis(250)).await;
                view = self
                    .request(reqwest::Method::GET, &format!("/api/duels/{duel}"), None)
                    .await
                    .1;
                continue;
            }
            if view["state"] != "playing" {
                return;
            }
            if view["your_move"] != true {
                tokio::time::sleep(Duration::from_millis(250)).await;
                view = self
                    .request(reqwest::Method::GET, &format!("/api/duels/{duel}"), None)
                    .await
                    .1;
                continue;
            }
            let think =
                self.options.think_ms / 2 + xorshift(&mut self.seed) % self.options.think_ms.max(1);
            tokio::time::sleep(Duration::from_millis(think)).await;
            let (path, body) = match view["turn"].as_u64() {
                None => (format!("/api/duels/{duel}/code"), json!({ "code": mine })),
                Some(turn) => {
                    let roll = (xorshift(&mut self.seed) % 1000) as f64 / 1000.0;
                    let guess = if roll < self.options.break_chance {
                        theirs.clone()
                    } else {
                        code_of(&format!("{duel}{turn}"), &side)
                    };
                    (
                        format!("/api/duels/{duel}/guesses"),
                        json!({ "guess": guess, "turn": turn }),
                    )
                }
            };
            let (status, answer) = self.request(reqwest::Method::POST, &path, Some(body)).await;
            self.tally.moves.fetch_add(1, Ordering::Relaxed);
            match status {
                200 => {
                    if answer["state"] == "over" {
                        let now = Instant::now();
                        self.tally
                            .ended
                            .lock()
                            .expect("not poisoned")
                            .insert(duel.to_string(), now);
                        let at = answer["updated_at"].as_i64().unwrap_or(0);
                        self.tally
                            .finished_ms
                            .lock()
                            .expect("not poisoned")
                            .insert(duel.to_string(), at);
                        push(&self.tally.results, at);
                    }
                    view = answer;
                }
                // Time ran out or the duel moved meanwhile: read it again.
                409 => {
                    view = self
                        .request(reqwest::Method::GET, &format!("/api/duels/{duel}"), None)
                        .await
                        .1
                }
                _ => {
                    self.tally.errors.fetch_add(1, Ordering::Relaxed);
                    view = self
                        .request(reqwest::Method::GET, &format!("/api/duels/{duel}"), None)
                        .await
                        .1;
                }
            }
        }
    }
}

/// What a bot reads of its page: its own part (`you`, the message's end)
/// and whether the tournament is over (its first `state`), without reading
/// the standings, as a page of 500 players is large.
fn glance(text: &str) -> Option<(Value, bool)> {
    let start = text.rfind("\"you\":")? + 6;
    let end = text.rfind(",\"can_start\"")?;
    let you = serde_json::from_str(text.get(start..end)?).ok()?;
    let over = text
        .find("\"state\":")
        .and_then(|i| text.get(i + 8..i + 14))
        == Some("\"over\"");
    Some((you, over))
}

/// One bot: its tournament page, and the duels it names.
async fn run_bot(mut bot: Bot, tournament: String) {
    let url = format!(
        "{}/api/tournaments/{tournament}/live",
        bot.url.replacen("http://", "ws://", 1)
    );
    let mut request = url.into_client_request().expect("a request");
    request
        .headers_mut()
        .insert("cookie", bot.cookie.parse().expect("a cookie"));
    request
        .headers_mut()
        .insert("x-forwarded-for", bot.address.parse().expect("an address"));
    let Ok((socket, _)) = tokio_tungstenite::connect_async(request).await else {
        bot.tally.errors.fetch_add(1, Ordering::Relaxed);
        return;
    };
    let (_write, mut read) = socket.split();
    let (names, mut named) = tokio::sync::watch::channel::<(Option<String>, bool)>((None, false));
    let tally = Arc::clone(&bot.tally);
    // The page: what it names, as soon as it says it.
    tokio::spawn(async move {
        let mut last: Option<String> = None;
        let mut waiting: Vec<String> = Vec::new();
        while let Some(Ok(message)) = read.next().await {
            let Message::Text(text) = message else {
                continue;
            };
            let Some((you, over)) = glance(&text) else {
                continue;
            };
            let duel = you["duel"].as_str().map(str::to_string);
            let now = Instant::now();
            let ended = tally.ended.lock().expect("not poisoned");
            // A duel that ended is shown as ended once the page names
            // another or none.
            waiting.retain(|d| {
                if duel.as_deref() != Some(d.as_str()) {
                    if let Some(end) = ended.get(d) {
                        push(
                            &tally.standings_ms,
                            now.duration_since(*end).as_secs_f64() * 1000.0,
                        );
                    }
                    false
                } else {
                    true
                }
            });
            if duel != last {
                if let (Some(new), Some(previous)) = (&duel, &last)
                    && new != previous
                    && let Some(end) = ended.get(previous)
                {
                    push(
                        &tally.pairing_seen_ms,
                        now.duration_since(*end).as_secs_f64() * 1000.0,
                    );
                }
                if let Some(new) = &duel {
                    waiting.push(new.clone());
                }
                if duel.is_some() {
                    last.clone_from(&duel);
                }
            }
            drop(ended);
            let _ = names.send((duel, over));
            if over {
                return;
            }
        }
        let _ = names.send((None, true));
    });
    let mut previous: Option<String> = None;
    loop {
        if named.changed().await.is_err() {
            return;
        }
        let (duel, over) = named.borrow_and_update().clone();
        if over {
            return;
        }
        let Some(duel) = duel else { continue };
        if previous.as_deref() == Some(duel.as_str()) {
            continue;
        }
        if let Some(previous) = &previous {
            let finished = bot
                .tally
                .finished_ms
                .lock()
                .expect("not poisoned")
                .get(previous)
                .copied();
            let (_, view) = bot
                .request(reqwest::Method::GET, &format!("/api/duels/{duel}"), None)
                .await;
            if let (Some(finished), Some(created)) = (finished, view["created_at"].as_i64()) {
                push(&bot.tally.pairing_server_ms, created - finished);
            }
        }
        previous = Some(duel.clone());
        bot.play(&duel).await;
    }
}

fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(0))
}

fn percentile(values: &mut [f64], p: f64) -> f64 {
    if values.is_empty() {
        return f64::NAN;
    }
    values.sort_by(f64::total_cmp);
    let i = ((values.len() as f64 - 1.0) * p).round() as usize;
    values[i]
}

fn report(name: &str, values: &mut [f64]) {
    println!(
        "{name}: {} samples, p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        values.len(),
        percentile(values, 0.5),
        percentile(values, 0.99),
        percentile(values, 1.0)
    );
}

async fn sign_up(
    http: &reqwest::Client,
    url: &str,
    name: &str,
    address: &str,
) -> Result<String, String> {
    let response = http
        .post(format!("{url}/api/accounts"))
        .header("x-forwarded-for", address)
        .json(&json!({ "name": name, "password": "correct horse battery" }))
        .send()
        .await
        .map_err(|e| e.to_string())?;
    if response.status() != 201 {
        return Err(format!("sign-up of {name}: {}", response.status()));
    }
    let cookies: Vec<String> = response
        .headers()
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .filter_map(|v| v.split(';').next().map(str::to_string))
        .collect();
    Ok(cookies.join("; "))
}

#[tokio::main]
async fn main() {
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
