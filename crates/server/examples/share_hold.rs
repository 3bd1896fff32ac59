//! One client holds its whole share; another plays. A player from
//! 127.0.0.1 guesses in games one after another for `--seconds`, first
//! alone, then while a second address (127.0.0.2) holds every live page and
//! every connection its share allows: lobby sockets that are never read
//! (logged in, so each change of the lobby is sent to every one of them),
//! then idle connections until the server closes new ones at once, while a
//! third address (127.0.0.3) makes and withdraws open challenges without
//! pause, so that every lobby socket is sent something. Reports what the
//! holder got and the player's guess latency in both phases, and whether the
//! player's own lobby socket opened and heard the changes.
//!
//! ```text
//! cargo build --release -p mastermind
//! cargo build --release -p mastermind-server --example share_hold
//! RUST_LOG=warn target/release/mastermind serve --rate-limit 0 --data-dir /tmp/mm-hold &
//! target/release/examples/share_hold --url http://127.0.0.1:8080 --seconds 20
//! ```
//!
//! The server runs with its default shares (64 connections and 32 live
//! pages per address); Linux answers on every 127.0.0.0/8 address, so one
//! machine plays three clients.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use futures_util::StreamExt;
use serde_json::{Value, json};
use tokio::io::AsyncReadExt;
use tokio::net::{TcpSocket, TcpStream};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

const PLAYER: Ipv4Addr = Ipv4Addr::new(127, 0, 0, 1);
const HOLDER: Ipv4Addr = Ipv4Addr::new(127, 0, 0, 2);
const CHURNER: Ipv4Addr = Ipv4Addr::new(127, 0, 0, 3);

struct Options {
    url: String,
    seconds: u64,
}

fn options() -> Result<Options, String> {
    let mut options = Options {
        url: "http://127.0.0.1:8080".to_string(),
        seconds: 20,
    };
    let mut args = std::env::args();
    args.next();
    while let Some(flag) = args.next() {
        let value = args.next().ok_or(format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--url" => options.url = value.trim_end_matches('/').to_string(),
            "--seconds" => {
                options.seconds = value
                    .parse::<u64>()
                    .map_err(|e| format!("{flag}: {e}"))?
                    .clamp(1, 120)
            }
            other => return Err(format!("unknown option {other}")),
        }
    }
    if !options.url.starts_with("http://127.0.0.1:") {
        return Err(format!(
            "only a server on 127.0.0.1 may be used, not {}",
            options.url
        ));
    }
    Ok(options)
}

fn client(from: Ipv4Addr) -> reqwest::Client {
    reqwest::Client::builder()
        .cookie_store(true)
        .local_address(IpAddr::V4(from))
        .build()
        .expect("a client")
}

/// Signs up a fresh account from `from`; its session cookie's header value.
async fn account(
    url: &str,
    from: Ipv4Addr,
    name: &str,
) -> Result<(reqwest::Client, String), String> {
    let client = client(from);
    let answer = client
        .post(format!("{url}/api/accounts"))
        .json(&json!({ "name": name, "password": "a long password" }))
        .send()
        .await
        .map_err(|e| format!("sign-up: {e}"))?;
    if !answer.status().is_success() {
        return Err(format!("sign-up answered {}", answer.status()));
    }
    let cookies: Vec<String> = answer
        .headers()
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .filter_map(|v| v.split(';').next())
        .map(str::to_string)
        .collect();
    Ok((client, cookies.join("; ")))
}

/// A lobby socket from `from` with `cookie`, or the status it was refused with.
async fn lobby(
    url: &str,
    from: Ipv4Addr,
    cookie: &str,
) -> Result<tokio_tungstenite::WebSocketStream<TcpStream>, String> {
    let server: SocketAddr = url
        .trim_start_matches("http://")
        .parse()
        .map_err(|e| format!("{url}: {e}"))?;
    let socket = TcpSocket::new_v4().map_err(|e| e.to_string())?;
    socket
        .bind(SocketAddr::new(IpAddr::V4(from), 0))
        .map_err(|e| e.to_string())?;
    let stream = socket.connect(server).await.map_err(|e| e.to_string())?;
    let mut request = format!("ws://{server}/api/lobby/live")
        .into_client_request()
        .map_err(|e| e.to_string())?;
    request
        .headers_mut()
        .insert("cookie", cookie.parse().map_err(|_| "a cookie")?);
    match tokio_tungstenite::client_async(request, stream).await {
        Ok((socket, _)) => Ok(socket),
        Err(tokio_tungstenite::tungstenite::Error::Http(answer)) => {
            Err(format!("{}", answer.status()))
        }
        Err(e) => Err(e.to_string()),
    }
}

/// An idle connection from `from`, if the server keeps it open.
async fn idle(server: SocketAddr, from: Ipv4Addr) -> Option<TcpStream> {
    let socket = TcpSocket::new_v4().ok()?;
    socket.bind(SocketAddr::new(IpAddr::V4(from), 0)).ok()?;
    let mut stream = socket.connect(server).await.ok()?;
    // A connection beyond the share is closed at once.
    let mut byte = [0u8; 1];
    match tokio::time::timeout(Duration::from_millis(100), stream.read(&mut byte)).await {
        Err(_) => Some(stream),
        Ok(_) => None,
    }
}

/// Games of level III from 127.0.0.1, random guesses, for `seconds`; each
/// guess's latency in ms and the number of failed requests.
async fn play(url: &str, seconds: u64) -> (Vec<f64>, u64) {
    let client = client(PLAYER);
    let until = Instant::now() + Duration::from_secs(seconds);
    let mut latencies = Vec::new();
    let mut failed = 0;
    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    'games: while Instant::now() < until {
        let game: Value = match client
            .post(format!("{url}/api/games"))
            .json(&json!({ "preset": "mastermind-3" }))
            .send()
            .await
        {
            Ok(r) if r.status().is_success() => r.json().await.unwrap_or_default(),
            _ => {
                failed += 1;
                tokio::time::sleep(Duration::from_millis(10)).await;
                continue;
            }
        };
        let (Some(id), Some(pegs), Some(colours)) = (
            game["id"].as_str(),
            game["setup"]["pegs"].as_u64(),
            game["setup"]["colours"].as_u64(),
        ) else {
            failed += 1;
            continue;
        };
        while Instant::now() < until {
            let guess: String = (0..pegs)
                .map(|_| {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    char::from(b'1' + (seed % colours) as u8)
                })
                .collect();
            let started = Instant::now();
            let answer = client
                .post(format!("{url}/api/games/{id}/guesses"))
                .json(&json!({ "guess": guess }))
                .send()
                .await;
            let answer: Value = match answer {
                Ok(r) if r.status().is_success() => r.json().await.unwrap_or_default(),
                _ => {
                    failed += 1;
                    continue 'games;
                }
            };
            latencies.push(started.elapsed().as_secs_f64() * 1000.0);
            if answer["state"] != "playing" {
                continue 'games;
            }
        }
    }
    latencies.sort_by(f64::total_cmp);
    (latencies, failed)
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let i = ((sorted.len() as f64 * p).ceil() as usize).clamp(1, sorted.len()) - 1;
    sorted[i]
}

fn report(phase: &str, (latencies, failed): &(Vec<f64>, u64)) {
    println!(
        "{phase}: {} guesses, {failed} failed  p50 {:.2} ms  p99 {:.2} ms  max {:.2} ms",
        latencies.len(),
        percentile(latencies, 0.50),
        percentile(latencies, 0.99),
        latencies.last().copied().unwrap_or(f64::NAN)
    );
}

async fn run(options: Options) -> Result<(), String> {
    let url = options.url.as_str();
    let server: SocketAddr = url
        .trim_start_matches("http://")
        .parse()
        .map_err(|e| format!("{url}: {e}"))?;
    report("alone", &play(url, options.seconds).await);

    let run = std::process::id();
    let (_, holder_cookie) = account(url, HOLDER, &format!("holder{run}")).await?;
    let mut sockets = Vec::new();
    let refused = loop {
        match lobby(url, HOLDER, &holder_cookie).await {
            Ok(socket) => sockets.push(socket),
            Err(status) => break status,
        }
        if sockets.len() > 10_000 {
            return Err("no share of live pages held".to_string());
        }
    };
    let mut connections = Vec::new();
    while let Some(stream) = idle(server, HOLDER).await {
        connections.push(stream);
        if connections.len() > 10_000 {
            return Err("no share of connections held".to_string());
        }
    }
    println!(
        "holder 127.0.0.2: {} lobby sockets never read (the next refused: {refused}), {} idle connections more (the next closed at once)",
        sockets.len(),
        connections.len()
    );

    let (churn, churner_cookie) = account(url, CHURNER, &format!("churner{run}")).await?;
    let _ = churner_cookie;
    let (_, player_cookie) = account(url, PLAYER, &format!("player{run}")).await?;
    let heard = Arc::new(AtomicU64::new(0));
    let own = match lobby(url, PLAYER, &player_cookie).await {
        Ok(socket) => {
            let heard = Arc::clone(&heard);
            Some(tokio::spawn(async move {
                let mut socket = socket;
                while let Some(Ok(_)) = socket.next().await {
                    heard.fetch_add(1, Ordering::Relaxed);
                }
            }))
        }
        Err(status) => {
            println!("the player's own lobby socket was refused: {status}");
            None
        }
    };
    let changes = Arc::new(AtomicU64::new(0));
    let churning = {
        let url = url.to_string();
        let changes = Arc::clone(&changes);
        let until = Instant::now() + Duration::from_secs(options.seconds);
        tokio::spawn(async move {
            while Instant::now() < until {
                let made: Value = match churn
                    .post(format!("{url}/api/duels"))
                    .json(&json!({}))
                    .send()
                    .await
                {
                    Ok(r) if r.status().is_success() => r.json().await.unwrap_or_default(),
                    _ => continue,
                };
                if let Some(id) = made["id"].as_str() {
                    let _ = churn.delete(format!("{url}/api/duels/{id}")).send().await;
                    changes.fetch_add(2, Ordering::Relaxed);
                }
            }
        })
    };
    let held = play(url, options.seconds).await;
    let _ = churning.await;
    report("while 127.0.0.2 holds its share", &held);
    println!(
        "lobby changes made by 127.0.0.3: {}; messages the player's own lobby socket heard: {}",
        changes.load(Ordering::Relaxed),
        heard.load(Ordering::Relaxed)
    );
    if let Some(own) = own {
        own.abort();
    }
    drop(sockets);
    drop(connections);
    Ok(())
}

#[tokio::main]
async fn main() {
    // reqwest has no TLS provider of its own: the program's, first.
    mastermind_server::tls::install_provider();
    let options = match options() {
        Ok(options) => options,
        Err(message) => {
            eprintln!("share_hold: {message}");
            std::process::exit(2);
        }
    };
    if let Err(message) = run(options).await {
        eprintln!("share_hold: {message}");
        std::process::exit(1);
    }
}
