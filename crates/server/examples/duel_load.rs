//! Load for online Logik: N duels at once over WebSockets, the two players
//! of every duel on different servers of one database. Reports moves per
//! second and, for every turn, how long after the later of its two guesses
//! was sent both players' sockets had delivered the turn's reveal.
//!
//! ```text
//! cargo build --release -p mastermind
//! cargo build --release -p mastermind-server --example duel_load
//! scripts/postgres start /tmp/loadpg            # prints postgres://postgres@127.0.0.1:PORT/mastermind_test
//! RUST_LOG=warn target/release/mastermind serve --database URL --rate-limit 0 --max-connections 5000 --addr 127.0.0.1:18091 &
//! RUST_LOG=warn target/release/mastermind serve --database URL --rate-limit 0 --max-connections 5000 --addr 127.0.0.1:18092 &
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

const USAGE: &str = "\
duel_load: N concurrent duels (online Logik) over WebSockets against servers on one database

usage: duel_load --url http://127.0.0.1:PORT1 --url http://127.0.0.1:PORT2 [options]

  --url URL                  a running server (`mastermind serve --rate-limit 0 ...`); give two:
                             the players of a duel play on different servers (loopback only)
  --duels N                  duels in flight at once (default 100)
  --seconds S                measured interval (default 30, at most 600)
  --turns T                  instead of --seconds: every pair plays T turns, then the run ends
  --think-ms MS              each player thinks a random 0..MS ms before each guess (default 100)
  --break-chance P           chance that a guess is the opponent's code (default 0.05)
  --preset NAME              the duels' preset (default logik: 5 pegs, 8 colours, 10 rows)
  --signup-concurrency C     sign-ups at once, before the clock (default 4)
  --setup-concurrency C      pairs setting up their first duel at once (default 64)
  --cpu-of NAME=PID[,PID..]  also report the CPU time these processes used in the measured
                             interval (e.g. server1=PID); may be repeated
  --help                     this text
";

/// How long a turn's reveal may take before it counts as lost.
const REVEAL_TIMEOUT: Duration = Duration::from_secs(30);
const PASSWORD: &str = "correct horse battery";

struct Options {
    urls: Vec<String>,
    duels: usize,
    seconds: u64,
    turns: Option<u64>,
    think_ms: u64,
    break_chance: f64,
    preset: String,
    signup_concurrency: usize,
    setup_concurrency: usize,
    cpu_of: Vec<(String, Vec<u32>)>,
}

fn options() -> Result<Options, String> {
    let mut options = Options {
        urls: Vec::new(),
        duels: 100,
        seconds: 30,
        turns: None,
        think_ms: 100,
        break_chance: 0.05,
        preset: "logik".to_string(),
        signup_concurrency: 4,
        setup_concurrency: 64,
        cpu_of: Vec::new(),
    };
    let mut args = std::env::args();
    args.next();
    while let Some(flag) = args.next() {
        if flag == "--help" || flag == "-h" {
            print!("{USAGE}");
            std::process::exit(0);
        }
        let value = args.next().ok_or(format!("{flag} needs a value"))?;
        let number = || value.parse::<u64>().map_err(|e| format!("{flag}: {e}"));
        match flag.as_str() {
            "--url" => options.urls.push(value.trim_end_matches('/').to_string()),
            "--duels" => options.duels = number()?.max(1) as usize,
            "--seconds" => options.seconds = number()?.clamp(1, 600),
            "--turns" => options.turns = Some(number()?.max(1)),
            "--think-ms" => options.think_ms = number()?,
            "--break-chance" => {
                options.break_chance = value
                    .parse::<f64>()
                    .ok()
                    .filter(|p| (0.0..=1.0).contains(p))
                    .ok_or(format!("{flag}: a probability from 0 to 1"))?;
            }
            "--preset" => options.preset = value,
            "--signup-concurrency" => options.signup_concurrency = number()?.max(1) as usize,
            "--setup-concurrency" => options.setup_concurrency = number()?.max(1) as usize,
            "--cpu-of" => {
                let (name, pids) = value
                    .split_once('=')
                    .ok_or(format!("{flag}: NAME=PID[,PID...]"))?;
                let pids = pids
                    .split(',')
                    .map(|p| p.trim().parse::<u32>().map_err(|e| format!("{flag}: {e}")))
                    .collect::<Result<Vec<_>, _>>()?;
                options.cpu_of.push((name.to_string(), pids));
            }
            other => return Err(format!("unknown option {other} (see --help)")),
        }
    }
    if options.urls.is_empty() {
        return Err("give the servers with --url (twice: see --help)".to_string());
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

/// Everything counted, by every task.
#[derive(Default)]
struct Tally {
    /// Guesses acknowledged within the measured interval.
    guesses: AtomicU64,
    /// Guesses acknowledged at any time (set-up and wind-down included).
    guesses_all: AtomicU64,
    duels_started: AtomicU64,
    duels_finished: AtomicU64,
    /// Text messages the sockets delivered (events and states).
    ws_messages: AtomicU64,
    /// Pings and other frames.
    ws_other: AtomicU64,
    socket_drops: AtomicU64,
    reveal_timeouts: AtomicU64,
    /// Everything else that went wrong, by kind ("POST guesses: 409", ...).
    errors: Mutex<BTreeMap<String, u64>>,
}

impl Tally {
    fn error(&self, what: impl Into<String>) {
        *self
            .errors
            .lock()
            .expect("the tally")
            .entry(what.into())
            .or_default() += 1;
    }

    fn errors(&self) -> u64 {
        self.errors.lock().expect("the tally").values().sum::<u64>()
            + self.socket_drops.load(Ordering::Relaxed)
            + self.reveal_timeouts.load(Ordering::Relaxed)
    }
}

/// The measured interval: its start (once every pair is set up) and end.
struct Clock {
    go: watch::Receiver<Option<Instant>>,
    stop: AtomicBool,
    end: Mutex<Option<Instant>>,
}

impl Clock {
    fn start(&self) -> Option<Instant> {
        *self.go.borrow()
    }

    /// Whether `at` is inside the measured interval.
    fn measures(&self, at: Instant) -> bool {
        let Some(start) = self.start() else {
            return false;
        };
        at >= start
            && self
                .end
                .lock()
                .expect("the clock")
                .is_none_or(|end| at <= end)
    }
}

/// One account and its cookies (`session=...; player=...`).
#[derive(Clone)]
struct Account {
    name: String,
    cookie: String,
    url: String,
}

/// What a player's socket delivered, and when.
#[derive(Debug)]
enum Seen {
    /// Turns up to this one are revealed.
    Revealed(u64, Instant),
    Ended,
    Closed,
}

struct Socket {
    seen: mpsc::UnboundedReceiver<Seen>,
    close: Option<oneshot::Sender<()>>,
    task: tokio::task::JoinHandle<()>,
}

impl Socket {
    async fn open(account: &Account, id: &str, tally: &Arc<Tally>) -> Result<Socket, String> {
        let url = format!(
            "{}/api/duels/{id}/live",
            account.url.replacen("http://", "ws://", 1)
        );
        let mut request = url.into_client_request().map_err(|e| e.to_string())?;
        request.headers_mut().insert(
            "cookie",
            account.cookie.parse().map_err(|_| "a bad cookie")?,
        );
        let (mut socket, _) = tokio_tungstenite::connect_async(request)
            .await
            .map_err(|e| format!("socket: {e}"))?;
        let (send, seen) = mpsc::unbounded_channel();
        let (close, mut closing) = oneshot::channel::<()>();
        let tally = Arc::clone(tally);
        let task = tokio::spawn(async move {
            loop {
                let message = tokio::select! {
                    message = socket.next() => message,
                    _ = &mut closing => {
                        let _ = socket.close(None).await;
                        // Read up to the server's close frame.
                        let _ = tokio::time::timeout(Duration::from_secs(5), async {
                            while let Some(Ok(_)) = socket.next().await {}
                        })
                        .await;
                        return;
                    }
                };
                let at = Instant::now();
                match message {
                    Some(Ok(Message::Text(text))) => {
                        tally.ws_messages.fetch_add(1, Ordering::Relaxed);
                        for seen in read(&text, at) {
                            let _ = send.send(seen);
                        }
                    }
                    Some(Ok(Message::Close(_))) | None | Some(Err(_)) => {
                        let _ = send.send(Seen::Closed);
                        return;
                    }
                    Some(Ok(_)) => {
                        tally.ws_other.fetch_add(1, Ordering::Relaxed);
                    }
                }
            }
        });
        Ok(Socket {
            seen,
            close: Some(close),
            task,
        })
    }

    /// Waits for turn `turn`'s reveal: when it was delivered, or why not.
    async fn revealed(&mut self, turn: u64) -> Result<Instant, &'static str> {
        let wait = async {
            loop {
                match self.seen.recv().await {
                    Some(Seen::Revealed(t, at)) if t >= turn => return Ok(at),
                    Some(Seen::Revealed(..) | Seen::Ended) => {}
                    Some(Seen::Closed) | None => return Err("closed"),
                }
            }
        };
        tokio::time::timeout(REVEAL_TIMEOUT, wait)
            .await
            .unwrap_or(Err("timeout"))
    }

    async fn close(mut self) {
        if let Some(close) = self.close.take() {
            let _ = close.send(());
        }
        let _ = self.task.await;
    }
}

/// What a socket's text message says about reveals and the end.
fn read(text: &str, at: Instant) -> Vec<Seen> {
    let Ok(message) = serde_json::from_str::<Value>(text) else {
        return Vec::new();
    };
    match message["type"].as_str() {
        Some("event") => match message["event"].as_str() {
            Some("turn-revealed") => message["turn"]
                .as_u64()
                .map(|t| vec![Seen::Revealed(t, at)])
                .unwrap_or_default(),
            Some("ended") => vec![Seen::Ended],
            _ => Vec::new(),
        },
        // The whole view (first, or after a missed stretch): its revealed
        // turns count as revealed now.
        Some("state") => {
            let mut seen = Vec::new();
            if let Some(turns) = message["duel"]["duel"]["turns"].as_array()
                && !turns.is_empty()
            {
                seen.push(Seen::Revealed(turns.len() as u64, at));
            }
            if message["duel"]["state"] == "over" {
                seen.push(Seen::Ended);
            }
            seen
        }
        _ => Vec::new(),
    }
}

struct Http {
    client: reqwest::Client,
    tally: Arc<Tally>,
}

impl Http {
    /// Posts `body` as `account`; the answer's JSON on a 2xx, else the
    /// failure counted under `what`.
    async fn post(&self, account: &Account, path: &str, body: Value, what: &str) -> Option<Value> {
        let answer = self
            .client
            .post(format!("{}{path}", account.url))
            .header("cookie", &account.cookie)
            .json(&body)
            .send()
            .await;
        match answer {
            Ok(r) if r.status().is_success() => match r.json().await {
                Ok(value) => Some(value),
                Err(e) => {
                    self.tally.error(format!("{what}: unreadable answer ({e})"));
                    None
                }
            },
            Ok(r) => {
                let status = r.status().as_u16();
                let text = r.text().await.unwrap_or_default();
                self.tally.error(format!("{what}: {status}"));
                if status >= 500 {
                    eprintln!("duel_load: {what}: {status} {}", text.trim());
                }
                None
            }
            Err(e) => {
                self.tally.error(format!("{what}: request failed"));
                eprintln!("duel_load: {what}: {e}");
                None
            }
        }
    }
}

fn random_code(pegs: u64, colours: u64) -> String {
    let mut rng = rand::rng();
    (0..pegs)
        .map(|_| char::from(b'0' + rng.random_range(1..=colours as u8)))
        .collect()
}

async fn sign_up(http: &Http, name: String, url: String) -> Option<Account> {
    let answer = http
        .client
        .post(format!("{url}/api/accounts"))
        .json(&json!({ "name": name, "password": PASSWORD }))
        .send()
        .await;
    match answer {
        Ok(r) if r.status().is_success() => {
            let cookie = r
                .headers()
                .get_all(reqwest::header::SET_COOKIE)
                .iter()
                .filter_map(|v| v.to_str().ok())
                .filter_map(|v| v.split(';').next())
                .collect::<Vec<_>>()
                .join("; ");
            if cookie.contains("session=") {
                Some(Account { name, cookie, url })
            } else {
                http.tally.error("sign-up: no session cookie");
                None
            }
        }
        Ok(r) => {
            http.tally
                .error(format!("sign-up: {}", r.status().as_u16()));
            None
        }
        Err(e) => {
            http.tally.error("sign-up: request failed");
            eprintln!("duel_load: sign-up: {e}");
            None
        }
    }
}

/// A duel in play, from both sides.
struct Duel {
    id: String,
    pegs: u64,
    colours: u64,
    /// The rows each player has.
    rows: u64,
    codes: [String; 2],
    sockets: [Socket; 2],
}

impl Duel {
    async fn close(self) {
        let [a, b] = self.sockets;
        tokio::join!(a.close(), b.close());
    }
}

/// White challenges black, black accepts, both open their socket and set
/// their code.
async fn set_up(http: &Http, players: &[Account; 2], preset: &str) -> Option<Duel> {
    let [white, black] = players;
    let created = http
        .post(
            white,
            "/api/duels",
            json!({"preset": preset, "opponent": black.name, "time_control": {"kind": "none"}, "rated": false}),
            "POST duels",
        )
        .await?;
    let id = created["id"].as_str()?.to_string();
    let accepted = http
        .post(
            black,
            &format!("/api/duels/{id}/accept"),
            json!({}),
            "POST accept",
        )
        .await?;
    let setup = &accepted["setup"];
    let (Some(pegs), Some(colours), Some(rows)) = (
        setup["pegs"].as_u64(),
        setup["colours"].as_u64(),
        setup["turns"].as_u64(),
    ) else {
        http.tally.error("accept: no setup in the answer");
        return None;
    };
    let (a, b) = tokio::join!(
        Socket::open(white, &id, &http.tally),
        Socket::open(black, &id, &http.tally)
    );
    let sockets = match (a, b) {
        (Ok(a), Ok(b)) => [a, b],
        (a, b) => {
            for socket in [a, b] {
                match socket {
                    Ok(socket) => socket.close().await,
                    Err(e) => http.tally.error(format!(
                        "opening a socket: {}",
                        e.split(':').next().unwrap_or("")
                    )),
                }
            }
            return None;
        }
    };
    let duel = Duel {
        codes: [random_code(pegs, colours), random_code(pegs, colours)],
        id,
        pegs,
        colours,
        rows,
        sockets,
    };
    let path = format!("/api/duels/{}/code", duel.id);
    let (a, b) = tokio::join!(
        http.post(white, &path, json!({"code": duel.codes[0]}), "POST code"),
        http.post(black, &path, json!({"code": duel.codes[1]}), "POST code"),
    );
    if a.is_none() || b.is_none() {
        duel.close().await;
        return None;
    }
    http.tally.duels_started.fetch_add(1, Ordering::Relaxed);
    Some(duel)
}

/// One player's guess of a turn: think, then post. Returns when it was
/// sent, and the duel's state in the answer.
async fn guess(
    http: &Http,
    clock: &Clock,
    player: &Account,
    duel: &Duel,
    opponent_code: &str,
    think_ms: u64,
    break_chance: f64,
) -> Option<(Instant, String)> {
    let (think, guess) = {
        let mut rng = rand::rng();
        let think = rng.random_range(0..=think_ms);
        let guess = if rng.random_bool(break_chance) {
            opponent_code.to_string()
        } else {
            random_code(duel.pegs, duel.colours)
        };
        (think, guess)
    };
    tokio::time::sleep(Duration::from_millis(think)).await;
    let sent = Instant::now();
    let answer = http
        .post(
            player,
            &format!("/api/duels/{}/guesses", duel.id),
            json!({ "guess": guess }),
            "POST guesses",
        )
        .await?;
    let acknowledged = Instant::now();
    http.tally.guesses_all.fetch_add(1, Ordering::Relaxed);
    if clock.measures(acknowledged) {
        http.tally.guesses.fetch_add(1, Ordering::Relaxed);
    }
    Some((sent, answer["state"].as_str().unwrap_or("").to_string()))
}

/// Pair `index`: duel after duel until the clock stops; returns the reveal
/// latencies (µs) of the turns measured.
async fn pair(
    players: [Account; 2],
    http: Arc<Http>,
    options: Arc<Options>,
    clock: Arc<Clock>,
    setup_gate: Arc<Semaphore>,
    ready: Arc<AtomicUsize>,
) -> Vec<u32> {
    let mut latencies = Vec::new();
    let mut turns_played = 0u64;
    let mut first = true;
    let mut go = clock.go.clone();
    'duels: loop {
        if clock.stop.load(Ordering::Relaxed) || options.turns.is_some_and(|t| turns_played >= t) {
            break;
        }
        let duel = if first {
            // Set up the first duel before the clock, a few pairs at a time.
            let _permit = setup_gate.acquire().await;
            set_up(&http, &players, &options.preset).await
        } else {
            set_up(&http, &players, &options.preset).await
        };
        let Some(mut duel) = duel else {
            if clock.stop.load(Ordering::Relaxed) {
                break;
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
            continue;
        };
        if first {
            first = false;
            ready.fetch_add(1, Ordering::Relaxed);
            if go.wait_for(Option::is_some).await.is_err() {
                duel.close().await;
                break;
            }
        }
        for turn in 1u64.. {
            if clock.stop.load(Ordering::Relaxed)
                || options.turns.is_some_and(|t| turns_played >= t)
            {
                duel.close().await;
                break 'duels;
            }
            let (w, b) = tokio::join!(
                guess(
                    &http,
                    &clock,
                    &players[0],
                    &duel,
                    &duel.codes[1],
                    options.think_ms,
                    options.break_chance
                ),
                guess(
                    &http,
                    &clock,
                    &players[1],
                    &duel,
                    &duel.codes[0],
                    options.think_ms,
                    options.break_chance
                ),
            );
            let (Some((sent_w, state_w)), Some((sent_b, state_b))) = (w, b) else {
                // Counted where it failed; this duel is given up.
                duel.close().await;
                continue 'duels;
            };
            let [socket_w, socket_b] = &mut duel.sockets;
            let (rw, rb) = tokio::join!(socket_w.revealed(turn), socket_b.revealed(turn));
            let mut lost = false;
            for r in [&rw, &rb] {
                match r {
                    Err("timeout") => {
                        http.tally.reveal_timeouts.fetch_add(1, Ordering::Relaxed);
                        lost = true;
                    }
                    Err(_) => {
                        http.tally.socket_drops.fetch_add(1, Ordering::Relaxed);
                        lost = true;
                    }
                    Ok(_) => {}
                }
            }
            let (Ok(rw), Ok(rb)) = (rw, rb) else {
                debug_assert!(lost);
                duel.close().await;
                continue 'duels;
            };
            turns_played += 1;
            let sent = sent_w.max(sent_b);
            if clock.measures(sent) {
                let latency = rw.max(rb).saturating_duration_since(sent);
                latencies.push(latency.as_micros().min(u128::from(u32::MAX)) as u32);
            }
            if state_w == "over" || state_b == "over" {
                http.tally.duels_finished.fetch_add(1, Ordering::Relaxed);
                duel.close().await;
                continue 'duels;
            }
            if turn >= duel.rows {
                http.tally
                    .error(format!("duel {} still in play after turn {turn}", duel.id));
                duel.close().await;
                continue 'duels;
            }
        }
    }
    latencies
}

/// What is read at the start and the end of the measured interval.
struct Snapshot {
    load: String,
    cpu: Option<f64>,
    others: Vec<f64>,
    messages: u64,
}

fn percentile(sorted: &[u32], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() as f64 * p).ceil() as usize).clamp(1, sorted.len()) - 1;
    f64::from(sorted[i]) / 1000.0
}

fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|l| l.split_whitespace().next().map(str::to_string))
        .unwrap_or_else(|| "?".to_string())
}

/// A process's CPU time (user + system), in seconds, where /proc has it
/// (`self` for this one).
fn cpu_seconds(pid: &str) -> Option<f64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let rest = stat.rsplit_once(')')?.1;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    // Fields 14 and 15 of stat(5), counted after the command's ')'.
    let user: f64 = fields.get(11)?.parse().ok()?;
    let system: f64 = fields.get(12)?.parse().ok()?;
    Some((user + system) / 100.0)
}

#[tokio::main]
async fn main() {
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
            tokio::spawn(async move {
                let _permit = gate.acquire().await;
                sign_up(&http, name, url).await
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
