//! Email with a real SMTP server (aiosmtpd, `scripts/smtp-sink`) and two
//! servers on one database: a new address gets only its confirmation
//! until its link is followed; then one digest lists the duels waiting for
//! the player's move, sent once however many servers look; a reminder per
//! duel when its clock has less than the chosen hours left; the unsubscribe
//! link every mail carries stops the next, without logging in. On SQLite
//! by default; on PostgreSQL in `./scripts/test`'s second run.

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use mastermind_server::{AppState, MailOptions, RateLimit, ServeOptions};
use mastermind_store::prelude::*;
use mastermind_store::{Database, now_millis};
use serde_json::{Value, json};

use crate::client::{Player, Server, serve_state, two_databases, unique};

const ORIGIN: &str = "http://mastermind.test";

/// The SMTP server, stopped when dropped.
struct Sink {
    child: Child,
    mails: PathBuf,
    port: u16,
    _dir: tempfile::TempDir,
}

impl Drop for Sink {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Sink {
    /// Starts it, with the Python that has aiosmtpd (`scripts/test` sets
    /// MASTERMIND_TEST_SMTP_PYTHON); `None` outside CI without one.
    fn start() -> Option<Sink> {
        let python =
            std::env::var("MASTERMIND_TEST_SMTP_PYTHON").unwrap_or_else(|_| "python3".into());
        let found = Command::new(&python)
            .args(["-c", "import aiosmtpd"])
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        if !found {
            assert!(
                std::env::var_os("CI").is_none(),
                "CI runs the mail tests: {python} has no aiosmtpd (see scripts/test)"
            );
            eprintln!("not run: {python} has no aiosmtpd");
            return None;
        }
        let dir = tempfile::tempdir().expect("a folder");
        let mails = dir.path().join("mails.jsonl");
        let script = concat!(env!("CARGO_MANIFEST_DIR"), "/../../scripts/smtp-sink");
        let mut child = Command::new(&python)
            .arg(script)
            .arg(&mails)
            .stdout(Stdio::piped())
            .spawn()
            .expect("the SMTP server starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().expect("its output"))
            .read_line(&mut line)
            .expect("its port");
        let port = line.trim().parse().expect("a port");
        Some(Sink {
            child,
            mails,
            port,
            _dir: dir,
        })
    }

    fn mails(&self) -> Vec<Value> {
        std::fs::read_to_string(&self.mails)
            .unwrap_or_default()
            .lines()
            .map(|l| serde_json::from_str(l).expect("a mail"))
            .collect()
    }

    /// The mails once `count` of them satisfy `which` (within 20 s).
    async fn until(&self, count: usize, which: impl Fn(&Value) -> bool) -> Vec<Value> {
        for _ in 0..400 {
            let found: Vec<Value> = self.mails().into_iter().filter(&which).collect();
            if found.len() >= count {
                return found;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("no {count} such mails came: {:?}", self.mails());
    }
}

async fn serve_mailing(store: Database, port: u16) -> Server {
    let options = ServeOptions {
        rate_limit: RateLimit::UNLIMITED,
        public_origin: Some(ORIGIN.to_string()),
        mail: Some(MailOptions {
            smtp_url: format!("smtp://127.0.0.1:{port}"),
            from: "Mastermind <noreply@mastermind.test>".into(),
            every: Duration::from_millis(100),
            digest_hour: 0,
        }),
        ..ServeOptions::default()
    };
    let (state, _writer) = AppState::with_store(store, options);
    serve_state(state).await
}

/// The path (and query) of the first link in `body` that starts with
/// `prefix` on the site.
fn link(body: &str, prefix: &str) -> String {
    let start = body
        .find(&format!("{ORIGIN}{prefix}"))
        .unwrap_or_else(|| panic!("a link {prefix} in {body}"))
        + ORIGIN.len();
    body[start..]
        .split_whitespace()
        .next()
        .expect("a link")
        .to_string()
}

/// Follows a link from a mail, as a mail program does: no session, no
/// redirect followed; where it sends the browser.
async fn follow(server: &Server, method: reqwest::Method, path: &str) -> (u16, String) {
    let http = crate::common::http_builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("a client");
    let answer = http
        .request(method, format!("{}{path}", server.base))
        .send()
        .await
        .expect("answers");
    let location = answer
        .headers()
        .get("location")
        .map(|l| l.to_str().expect("text").to_string())
        .unwrap_or_default();
    (answer.status().as_u16(), location)
}

fn to(mail: &Value, address: &str) -> bool {
    mail["to"][0] == address
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_daily_digest_goes_once_to_a_confirmed_address_until_it_unsubscribes() {
    let Some(sink) = Sink::start() else { return };
    let (_dir, da, db) = two_databases().await;
    let store = da.clone();
    let a = serve_mailing(da, sink.port).await;
    let b = serve_mailing(db, sink.port).await;
    let mut ann = Player::sign_up(&a, &unique("ann")).await;
    let address = format!("{}@example.org", ann.name);

    let before = ann.get(&a, "/api/account/email").await;
    assert_eq!(
        (before["mail"].as_bool(), before["address"].is_null()),
        (Some(true), true)
    );
    let (status, body) = ann
        .send(
            &a,
            "PUT",
            "/api/account/email",
            Some(json!({ "address": "not an address" })),
        )
        .await;
    assert_eq!(status.as_u16(), 400, "{body}");
    let set = ann
        .ok(
            &a,
            "PUT",
            "/api/account/email",
            Some(json!({ "address": address })),
        )
        .await;
    assert_eq!(
        (set["verified"].as_bool(), set["digest"].as_bool()),
        (Some(false), Some(true))
    );
    let (status, _) = ann
        .send(&b, "POST", "/api/account/email/verification", None)
        .await;
    assert_eq!(
        status.as_u16(),
        429,
        "a minute between two mails, on any server"
    );

    // Three correspondence duels wait for Ann's code.
    let mut opponents = Vec::new();
    for who in ["bob", "cid", "dan"] {
        let mut other = Player::sign_up(&b, &unique(who)).await;
        let terms = json!({ "preset": "logik", "opponent": ann.name,
            "time_control": { "kind": "per-turn", "seconds": 86_400 } });
        let made = other.post(&b, "/api/duels", terms).await;
        let id = made["id"].as_str().expect("an id").to_string();
        ann.ok(&a, "POST", &format!("/api/duels/{id}/accept"), None)
            .await;
        opponents.push(other.name.clone());
    }

    let confirm = sink.until(1, |m| to(m, &address)).await;
    assert_eq!(
        confirm.len(),
        1,
        "only the confirmation before it is confirmed"
    );
    assert_eq!(confirm[0]["subject"], "Confirm your address for Mastermind");
    let verify = link(
        confirm[0]["body"].as_str().expect("a body"),
        "/api/email/verify",
    );
    assert_eq!(
        follow(&b, reqwest::Method::GET, &verify).await,
        (303, "/account.html?email=verified".to_string())
    );
    assert_eq!(
        follow(&b, reqwest::Method::GET, &verify).await.1,
        "/account.html?email=unknown-link",
        "a link confirms once"
    );

    let is_digest = |m: &Value| to(m, &address) && m["subject"] == "3 duels wait for your move";
    let digest = sink.until(1, is_digest).await;
    let body = digest[0]["body"].as_str().expect("a body");
    for name in &opponents {
        assert!(
            body.contains(&format!(
                "against {name}, 24 h left: {ORIGIN}/duel.html?id="
            )),
            "{body}"
        );
    }
    let unsubscribe = link(body, "/api/email/unsubscribe");
    assert_eq!(
        digest[0]["list_unsubscribe"],
        format!("<{ORIGIN}{unsubscribe}>")
    );
    assert_eq!(
        digest[0]["list_unsubscribe_post"],
        "List-Unsubscribe=One-Click"
    );
    // Both servers look ten times a second: still one.
    tokio::time::sleep(Duration::from_millis(800)).await;
    assert_eq!(sink.mails().iter().filter(|m| is_digest(m)).count(), 1);

    // The next day (the day's claim given back, as a new day would find
    // it): one more digest.
    let day = now_millis().div_euclid(86_400_000);
    let ann_id = store
        .account_named(&ann.name)
        .await
        .expect("reads")
        .expect("an account")
        .id;
    store.release_digest(&ann_id, day).await.expect("writes");
    sink.until(2, is_digest).await;

    // Reminders within 24 hours: one per duel, once.
    ann.ok(
        &a,
        "PATCH",
        "/api/account/email",
        Some(json!({ "remind_hours": 24 })),
    )
    .await;
    let is_reminder = |m: &Value| {
        to(m, &address)
            && m["subject"]
                .as_str()
                .is_some_and(|s| s.starts_with("24 h left in your duel against "))
    };
    let reminders = sink.until(3, is_reminder).await;
    tokio::time::sleep(Duration::from_millis(800)).await;
    assert_eq!(
        sink.mails().iter().filter(|m| is_reminder(m)).count(),
        3,
        "{reminders:?}"
    );

    // The link, without a session: no more mail, the next day's digest
    // included.
    assert_eq!(
        follow(&a, reqwest::Method::GET, &unsubscribe).await,
        (303, "/account.html?email=unsubscribed".to_string())
    );
    assert_eq!(
        follow(&a, reqwest::Method::POST, &unsubscribe).await.0,
        204,
        "RFC 8058"
    );
    assert_eq!(
        follow(
            &a,
            reqwest::Method::POST,
            "/api/email/unsubscribe?key=nothing"
        )
        .await
        .0,
        404
    );
    let now = ann.get(&b, "/api/account/email").await;
    assert_eq!(
        (now["digest"].as_bool(), now["remind_hours"].as_i64()),
        (Some(false), Some(0))
    );
    let sent = sink.mails().len();
    store.release_digest(&ann_id, day).await.expect("writes");
    tokio::time::sleep(Duration::from_millis(800)).await;
    assert_eq!(sink.mails().len(), sent, "nothing after the link");
}
