//! Faults the servers recover from by themselves: time in which no server
//! could take a move is given back to the clocks in play; `/readyz` says
//! at once whether the database takes writes.
//! On SQLite by default; on PostgreSQL in `./scripts/test`'s second run.

use crate::{client, common};
use mastermind_store::prelude::*;
use std::time::Duration;

use client::{Player, begun, serve, two_databases, unique};
use reqwest::StatusCode;
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_that_ran_out_while_no_server_could_write_gets_the_time_back() {
    let (_dir, a, b) = two_databases().await;
    let store = a.clone();
    let (a, b) = (serve(a).await, serve(b).await);
    let mut ann = Player::sign_up(&a, &unique("ann")).await;
    let mut bob = Player::sign_up(&b, &unique("bob")).await;
    let terms = json!({
        "preset": "logik",
        "rated": false,
        "time_control": {"kind": "per-turn", "seconds": 20},
    });
    let id = begun(&a, &mut ann, &mut bob, terms, ("12345", "54321")).await;
    let mut socket = bob.live(&b, &format!("/api/duels/{id}/live")).await;

    // No server could write for 25 s, during which the turn's 20 s ran out
    // (the test moves the instants rather than waiting them out).
    mastermind_store::testing::outage_over(&store, &id, 25_000).await;

    let seen = tokio::time::timeout(
        Duration::from_secs(10),
        socket.until(|m| m["event"] == "clocks-stopped" || m["event"] == "ended"),
    )
    .await
    .expect("a server's next beat finds the outage");
    let event = seen.last().expect("an event");
    assert_eq!(event["event"], "clocks-stopped", "{seen:#?}");
    let millis = event["millis"].as_u64().expect("millis");
    // About the 25 s: a beat that read its clock just before the outage was
    // made, and wrote just after, finds it shorter by the time between.
    assert!((20_000..30_000).contains(&millis), "{event}");

    let view = ann.get(&a, &format!("/api/duels/{id}")).await;
    assert_eq!(view["state"], "playing", "not lost on time: {view:#}");
    let clock = &view["duel"]["clock"];
    assert_eq!(clock["given_back_ms"].as_u64(), Some(millis), "{clock}");
    let deadline = clock["deadlines"]["white"].as_u64().expect("a deadline");
    let now = u64::try_from(mastermind_store::now_millis()).expect("after 1970");
    assert!(
        deadline > now + 10_000,
        "the turn has its time again: {deadline} against {now}"
    );
    let (status, body) = ann
        .attempt(&a, &id, "guesses", json!({"guess": "11111", "turn": 1}))
        .await;
    assert_eq!(status, StatusCode::OK, "a move after the outage: {body}");

    // Found once, by one server, and kept.
    let outages = store.outages(10).await.expect("reads");
    assert_eq!(outages.len(), 1, "{outages:?}");
    assert_eq!(outages[0].2, 1, "one duel given the time back");
}

/// A small tmpfs of its own, unmounted when dropped. Mounting needs root,
/// as CI has; elsewhere `None`, and the test says it did not run.
struct Tmpfs(std::path::PathBuf, #[allow(dead_code)] tempfile::TempDir);

impl Tmpfs {
    fn mount(megabytes: u32) -> Option<Tmpfs> {
        let dir = tempfile::tempdir().expect("a folder");
        let mounted = std::process::Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={megabytes}m"), "tmpfs"])
            .arg(dir.path())
            .status()
            .is_ok_and(|s| s.success());
        if !mounted {
            // CI runs as root: there the test must run, never pass unrun.
            assert!(
                std::env::var_os("CI").is_none(),
                "CI must be able to mount a tmpfs for the full-disk test"
            );
            eprintln!("not run: mounting a tmpfs needs root");
            return None;
        }
        Some(Tmpfs(dir.path().to_path_buf(), dir))
    }
}

impl Drop for Tmpfs {
    fn drop(&mut self) {
        let _ = std::process::Command::new("umount")
            .arg("-l")
            .arg(&self.0)
            .status();
    }
}

/// Fills `dir` until the disk has no room left; the file that took it.
fn fill(dir: &std::path::Path) -> std::path::PathBuf {
    use std::io::Write;
    let path = dir.join("filler");
    let mut file = std::fs::File::create(&path).expect("creates");
    let block = vec![7u8; 64 * 1024];
    while file.write_all(&block).is_ok() {}
    let _ = file.sync_all();
    path
}

async fn ready(http: &reqwest::Client, base: &str) -> StatusCode {
    http.get(format!("{base}/readyz"))
        .send()
        .await
        .expect("answers")
        .status()
}

/// Polls `check` every 50 ms until it holds, for at most `within`; how
/// long it took.
async fn within<F, Fut>(within: Duration, mut check: F) -> Option<Duration>
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let start = tokio::time::Instant::now();
    while start.elapsed() < within {
        if check().await {
            return Some(start.elapsed());
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    None
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_on_a_full_disk_is_not_ready_and_serves_again_once_space_returns() {
    if std::env::var(common::ENGINE_VAR).as_deref() == Ok("postgres") {
        return; // A disk of SQLite's own; PostgreSQL's outage is below.
    }
    let Some(disk) = Tmpfs::mount(8) else {
        return;
    };
    let store = mastermind_store::Database::open_in_dir(&disk.0)
        .await
        .expect("opens");
    let server = serve(store).await;
    let http = crate::common::http();
    let name = unique("full");
    let mut ann = Player::sign_up(&server, &name).await;
    ann.post(&server, "/api/games", json!({"preset": "mastermind-1"}))
        .await;

    let filler = fill(&disk.0);
    let refused = within(Duration::from_secs(5), || async {
        ready(&http, &server.base).await == StatusCode::SERVICE_UNAVAILABLE
    })
    .await;
    assert!(refused.is_some(), "/readyz says 503 while the disk is full");
    let mut answers = Vec::new();
    for _ in 0..3 {
        let (status, body) = ann
            .send(
                &server,
                "POST",
                "/api/games",
                Some(json!({"preset": "mastermind-1"})),
            )
            .await;
        answers.push((status, body));
    }
    assert!(
        answers
            .iter()
            .all(|(s, _)| *s == StatusCode::SERVICE_UNAVAILABLE),
        "a full disk is the server's trouble, said as 503: {answers:?}"
    );

    std::fs::remove_file(filler).expect("frees the space");
    let served = within(Duration::from_secs(2), || {
        let mut ann = ann.clone();
        let server = &server;
        async move {
            let (status, _) = ann
                .send(
                    server,
                    "POST",
                    "/api/games",
                    Some(json!({"preset": "mastermind-1"})),
                )
                .await;
            status == StatusCode::CREATED
        }
    })
    .await;
    assert!(served.is_some(), "new games within 2 s of space returning");
    let (status, body) = Player::anonymous(&name)
        .send(
            &server,
            "POST",
            "/api/session",
            Some(json!({"name": name, "password": "correct horse"})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "a login: {body}");
    let ready_again = within(Duration::from_secs(3), || async {
        ready(&http, &server.base).await == StatusCode::OK
    })
    .await;
    assert!(ready_again.is_some(), "/readyz is 200 again");
    drop(server);
}

/// A TCP link to the database that the test can cut and mend, as a
/// stopped PostgreSQL or a lost network is to the servers.
struct Link {
    port: u16,
    up: std::sync::Arc<std::sync::atomic::AtomicBool>,
    open: std::sync::Arc<std::sync::Mutex<Vec<tokio::task::AbortHandle>>>,
}

impl Link {
    async fn to(target: std::net::SocketAddr) -> Link {
        use std::sync::atomic::Ordering;
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("binds");
        let port = listener.local_addr().expect("an address").port();
        let up = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(true));
        let open = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let (up2, open2) = (up.clone(), open.clone());
        tokio::spawn(async move {
            while let Ok((mut inbound, _)) = listener.accept().await {
                if !up2.load(Ordering::SeqCst) {
                    continue; // dropped at once: refused
                }
                let task = tokio::spawn(async move {
                    if let Ok(mut outbound) = tokio::net::TcpStream::connect(target).await {
                        let _ = tokio::io::copy_bidirectional(&mut inbound, &mut outbound).await;
                    }
                });
                open2.lock().expect("a lock").push(task.abort_handle());
            }
        });
        Link { port, up, open }
    }

    fn cut(&self) {
        self.up.store(false, std::sync::atomic::Ordering::SeqCst);
        for task in self.open.lock().expect("a lock").drain(..) {
            task.abort();
        }
    }

    fn mend(&self) {
        self.up.store(true, std::sync::atomic::Ordering::SeqCst);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn while_postgresql_is_gone_answers_come_within_a_second_and_clocks_stop() {
    if std::env::var(common::ENGINE_VAR).as_deref() != Ok("postgres") {
        return; // SQLite's counterpart is the full disk above.
    }
    let url = mastermind_store::testing::scratch_postgres()
        .await
        .expect("MASTERMIND_TEST_POSTGRES_URL names the test cluster");
    let (head, rest) = url.split_once("@").expect("a user");
    let (host, path) = rest.split_once('/').expect("a database");
    let target: std::net::SocketAddr = host.parse().expect("host:port");
    let link = Link::to(target).await;
    let linked = format!("{head}@127.0.0.1:{}/{path}", link.port);
    let store = mastermind_store::Database::open(&linked)
        .await
        .expect("opens");
    let options = mastermind_server::ServeOptions {
        rate_limit: mastermind_server::RateLimit::UNLIMITED,
        outage_after: Duration::from_secs(1),
        ..mastermind_server::ServeOptions::default()
    };
    let (state, _writer) = mastermind_server::AppState::with_store(store, options);
    let server = client::serve_state(state).await;
    let http = crate::common::http();
    let mut ann = Player::sign_up(&server, &unique("ann")).await;
    let mut bob = Player::sign_up(&server, &unique("bob")).await;
    let terms = json!({
        "preset": "logik",
        "rated": false,
        "time_control": {"kind": "per-turn", "seconds": 60},
    });
    let id = begun(&server, &mut ann, &mut bob, terms, ("12345", "54321")).await;

    link.cut();
    let cut_at = tokio::time::Instant::now();
    let not_ready = within(Duration::from_secs(4), || async {
        let asked = tokio::time::Instant::now();
        let status = ready(&http, &server.base).await;
        // Its wait for the database is bounded (under a second), not the
        // pool's thirty: three leave room for a busy machine.
        assert!(
            asked.elapsed() < Duration::from_secs(3),
            "/readyz took {:?}",
            asked.elapsed()
        );
        status == StatusCode::SERVICE_UNAVAILABLE
    })
    .await;
    assert!(
        not_ready.is_some(),
        "/readyz says 503 while the database is gone"
    );
    let asked = tokio::time::Instant::now();
    let (status, body) = Player::anonymous("someone")
        .send(
            &server,
            "POST",
            "/api/session",
            Some(json!({"name": ann.name, "password": "correct horse"})),
        )
        .await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{body}");
    assert!(
        asked.elapsed() < Duration::from_secs(3),
        "503 in {:?}",
        asked.elapsed()
    );

    // Gone for about 2.5 s, then back.
    tokio::time::sleep(Duration::from_millis(2500).saturating_sub(cut_at.elapsed())).await;
    link.mend();
    let back = within(Duration::from_secs(5), || async {
        ready(&http, &server.base).await == StatusCode::OK
    })
    .await;
    assert!(
        back.is_some(),
        "/readyz is 200 again once the database is back"
    );
    let given = within(Duration::from_secs(5), || {
        let mut ann = ann.clone();
        let (server, id) = (&server, &id);
        async move {
            let (_, view) = ann
                .send(server, "GET", &format!("/api/duels/{id}"), None)
                .await;
            view["duel"]["clock"]["given_back_ms"].as_u64().unwrap_or(0) >= 2000
        }
    })
    .await;
    assert!(
        given.is_some(),
        "the duel's clocks were given the outage back"
    );
}
