//! The terminal through a rolling restart: two `mastermind serve` on one
//! SQLite file behind a small balancer that sends each new connection to
//! the server in rotation and takes a server out once its /readyz answers
//! 503. `mastermind duel --server` plays through the balancer on server A;
//! A gets SIGTERM mid-duel, closes the duel's socket with 1012 after its
//! grace, and the terminal reconnects (through the balancer, to B) and
//! plays on to the end, every event once and in order.

use std::net::SocketAddr;
use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::{AtomicU16, Ordering};
use std::time::{Duration, Instant};

use serde_json::json;

use crate::common;
use common::online::{PASSWORD, PATIENCE, Player, Playing, event};

/// A balancer on a free port of 127.0.0.1: each new connection goes to the
/// port in `rotation`. Runs on a thread of its own.
fn balancer(rotation: Arc<AtomicU16>) -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("binds");
    let port = listener.local_addr().expect("an address").port();
    listener.set_nonblocking(true).expect("non-blocking");
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("a runtime");
        runtime.block_on(async move {
            let listener = tokio::net::TcpListener::from_std(listener).expect("a listener");
            loop {
                let Ok((mut client, _)) = listener.accept().await else {
                    continue;
                };
                let upstream = SocketAddr::from(([127, 0, 0, 1], rotation.load(Ordering::SeqCst)));
                tokio::spawn(async move {
                    if let Ok(mut server) = tokio::net::TcpStream::connect(upstream).await {
                        let _ = tokio::io::copy_bidirectional(&mut client, &mut server).await;
                    }
                });
            }
        });
    });
    port
}

fn port_of(url: &str) -> u16 {
    url.rsplit(':')
        .next()
        .and_then(|p| p.parse().ok())
        .expect("a port")
}

/// The status of `GET url`, 0 when nothing answers.
fn status(url: &str) -> u16 {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(async {
        reqwest::get(url)
            .await
            .map_or(0, |response| response.status().as_u16())
    })
}

#[test]
fn the_terminal_plays_on_through_a_rolling_restart() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let env = [("MASTERMIND_DATA_DIR", dir.path().as_os_str())];
    let (mut a, a_url) = common::serve(&["--shutdown-grace", "3"], &env);
    let (_b, b_url) = common::serve(&[], &env);
    let rotation = Arc::new(AtomicU16::new(port_of(&a_url)));
    let front = format!("http://127.0.0.1:{}", balancer(Arc::clone(&rotation)));

    // Both players through the balancer, as a load balancer's clients: on
    // SQLite the word of a move reaches the live pages of its own server.
    let bob = Player::sign_up(&front, "bob");
    let mut ann = Playing::start(&[
        "duel",
        "--server",
        &front,
        "--name",
        "ann",
        "--sign-up",
        "--password-stdin",
        "--challenge",
        "bob",
        "--json",
    ]);
    ann.type_line(PASSWORD);
    let id = bob.challenge_from("ann");
    bob.call("POST", &format!("/api/duels/{id}/accept"), None);
    ann.until("the duel in play", |m| {
        m["type"] == "state" && m["duel"]["state"] == "playing"
    });
    ann.type_line("11111");
    bob.call(
        "POST",
        &format!("/api/duels/{id}/code"),
        Some(json!({"code": "22222"})),
    );
    ann.until("the first turn", event("turn-started"));
    ann.type_line("33333");
    bob.call(
        "POST",
        &format!("/api/duels/{id}/guesses"),
        Some(json!({"guess": "44444"})),
    );
    ann.until("the first reveal", event("turn-revealed"));

    // A is told to stop; the balancer takes it out on its first 503.
    let killed = Command::new("kill")
        .args(["-TERM", &a.0.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(killed.success());
    let deadline = Instant::now() + PATIENCE;
    loop {
        let ready = status(&format!("{a_url}/readyz"));
        if ready == 503 {
            break;
        }
        assert_ne!(
            ready, 0,
            "A stopped accepting before /readyz said it was stopping"
        );
        assert!(Instant::now() < deadline, "/readyz never said 503");
        std::thread::sleep(Duration::from_millis(50));
    }
    rotation.store(port_of(&b_url), Ordering::SeqCst);
    let stopped = a.0.wait().expect("A exits");
    assert!(stopped.success(), "A stopped cleanly: {stopped}");

    // Bob's move of turn 2 reaches the terminal from B; Ann breaks the code.
    bob.call(
        "POST",
        &format!("/api/duels/{id}/guesses"),
        Some(json!({"guess": "55555"})),
    );
    ann.until("bob's guess, heard from B", |m| {
        event("guessed")(m) && m["side"] == "black" && m["turn"] == 2
    });
    ann.type_line("22222");
    let ended = ann.until("the end", event("ended"));
    assert_eq!(ended["result"]["winner"], "white", "{ended}");
    assert_eq!(ann.exit_code(), Some(0), "the binary ends with the duel");
    let versions: Vec<u64> = ann.seen.iter().filter_map(|m| m["v"].as_u64()).collect();
    for pair in versions.windows(2) {
        assert_eq!(
            pair[1],
            pair[0] + 1,
            "every event once and in order: {versions:?}"
        );
    }
}
