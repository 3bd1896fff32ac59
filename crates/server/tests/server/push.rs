//! Web Push, against a push service of the test's own that decrypts what
//! it takes with the device's keys, as a browser would: a player who
//! allowed notifications on a device is pushed a challenge and "your move"
//! made through another server, once, in words naming the duel; nothing
//! while a page of theirs is open on any server; a device its push service
//! has forgotten (410) is dropped. The VAPID key is one for every server
//! and outlives them. On SQLite by default; on PostgreSQL in
//! `./scripts/test`'s second run.

use std::time::Duration;

use mastermind_api::push::PushMessage;
use mastermind_server::{AppState, PushEndpoints, RateLimit, ServeOptions};
use mastermind_store::Database;
use mastermind_store::prelude::*;
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::client::{Player, Server, serve, serve_state, two_databases, unique};
use crate::push_service::{Device, PushService, Pushed};

/// A server that sends to the test's push service (plain HTTP on
/// 127.0.0.1), as `--push-to-loopback-for-tests` starts one.
async fn serve_pushing(store: Database) -> Server {
    let options = ServeOptions {
        rate_limit: RateLimit::UNLIMITED,
        push_endpoints: PushEndpoints::Loopback,
        ..ServeOptions::default()
    };
    let (state, _writer) = AppState::with_store(store, options);
    serve_state(state).await
}

async fn subscribe(player: &mut Player, server: &Server, device: &Device) {
    let (status, body) = player
        .send(
            server,
            "POST",
            "/api/push/subscriptions",
            Some(device.subscription()),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
}

async fn devices(player: &mut Player, server: &Server) -> Vec<String> {
    let list = player.get(server, "/api/push/subscriptions").await;
    list.as_array()
        .expect("a list")
        .iter()
        .map(|d| d["endpoint"].as_str().expect("an endpoint").to_string())
        .collect()
}

/// The one push in `pushed` past `seen`, read by `device`, its headers
/// checked: signed with `key`, kept a while, not urgent beyond normal.
fn one_more(device: &Device, pushed: &[Pushed], seen: usize, key: &str) -> PushMessage {
    assert_eq!(pushed.len(), seen + 1, "one push, no more");
    let push = &pushed[seen];
    let authorization = push.headers["authorization"].to_str().expect("text");
    assert!(
        authorization.starts_with("vapid t=") && authorization.ends_with(&format!(", k={key}")),
        "signed with the server's key: {authorization}"
    );
    let ttl: u64 = push.headers["ttl"]
        .to_str()
        .expect("text")
        .parse()
        .expect("seconds");
    assert!((60..=86_400).contains(&ttl), "TTL {ttl}");
    assert!(push.headers.contains_key("urgency"));
    device.read(push)
}

/// Nothing more reaches `device` for a while.
async fn nothing_more(service: &PushService, device: &Device, seen: usize, why: &str) {
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(service.pushed_to(device).len(), seen, "{why}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_with_no_page_open_is_pushed_their_move_once_and_a_gone_device_is_dropped() {
    let service = PushService::start().await;
    let (_dir, first, second) = two_databases().await;
    let store = first.clone();
    let (a, b) = (serve_pushing(first).await, serve_pushing(second).await);
    let mut ann = Player::sign_up(&a, &unique("ann")).await;
    let mut bob = Player::sign_up(&b, &unique("bob")).await;
    let phone = service.device("ann-phone");
    subscribe(&mut ann, &a, &phone).await;
    assert_eq!(
        devices(&mut ann, &a).await,
        std::slice::from_ref(&phone.endpoint)
    );
    let key = ann.get(&a, "/api/push/key").await["key"]
        .as_str()
        .expect("a key")
        .to_string();

    // Bob challenges Ann through the other server: pushed to her phone.
    let terms = json!({ "preset": "logik", "opponent": ann.name,
        "time_control": { "kind": "per-turn", "seconds": 86400 } });
    let made = bob.post(&b, "/api/duels", terms).await;
    let challenge = made["id"].as_str().expect("an id").to_string();
    let pushed = service.until(&phone, 1).await;
    let message = one_more(&phone, &pushed, 0, &key);
    assert_eq!(
        (message.kind.as_str(), message.subject.as_str()),
        ("challenge", challenge.as_str())
    );
    assert!(message.body.contains(&bob.name), "{message:?}");
    ann.ok(&a, "POST", &format!("/api/duels/{challenge}/decline"), None)
        .await;

    // A correspondence duel of Ann's: Bob's code, set through server B,
    // leaves her owing her first guess. Her phone is told so, once.
    let terms = json!({ "preset": "logik", "opponent": bob.name,
        "time_control": { "kind": "per-turn", "seconds": 86400 } });
    let made = ann.post(&a, "/api/duels", terms).await;
    let id = made["id"].as_str().expect("an id").to_string();
    bob.ok(&b, "POST", &format!("/api/duels/{id}/accept"), None)
        .await;
    ann.code(&a, &id, "12345").await;
    bob.code(&b, &id, "67812").await;
    let pushed = service.until(&phone, 2).await;
    let message = one_more(&phone, &pushed, 1, &key);
    assert_eq!(message.kind, "your-move");
    assert_eq!(message.subject, id);
    assert_eq!(message.tag, format!("your-move:{id}"));
    assert_eq!(message.url, format!("/duel.html?id={id}"));
    assert!(message.body.contains(&bob.name), "{message:?}");
    assert_eq!(message.lang, "en");
    nothing_more(&service, &phone, 2, "one push for one move").await;

    // With the duel's page open (on server A), Bob's move (through B)
    // is seen there: nothing is pushed.
    let mut page = ann.live(&a, &format!("/api/duels/{id}/live")).await;
    page.next().await;
    ann.guess(&a, &id, "11111").await;
    bob.guess(&b, &id, "66666").await;
    nothing_more(&service, &phone, 2, "no push while a page is open").await;

    // The page closed (and so noted in the database, which every server
    // reads), the next move is pushed again.
    page.close().await;
    let account = store
        .account_named(&ann.name)
        .await
        .expect("reads")
        .expect("Ann");
    for _ in 0..100 {
        if !store.has_live_page(&account.id, 0).await.expect("reads") {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    ann.guess(&a, &id, "22222").await;
    bob.guess(&b, &id, "77777").await;
    let pushed = service.until(&phone, 3).await;
    assert_eq!(one_more(&phone, &pushed, 2, &key).kind, "your-move");

    // Her phone's push service has forgotten it: 410, and it is dropped.
    service.forget(&phone);
    ann.guess(&a, &id, "33333").await;
    bob.guess(&b, &id, "88888").await;
    service.until(&phone, 4).await;
    for _ in 0..100 {
        if devices(&mut ann, &a).await.is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(
        devices(&mut ann, &b).await.is_empty(),
        "a device gone is dropped"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_push_key_is_made_once_and_kept_for_every_server() {
    let (_dir, first, second) = two_databases().await;
    let again = first.clone();
    let (a, b) = (serve_pushing(first).await, serve_pushing(second).await);
    let mut guest = Player::anonymous("guest");
    let (mut one, mut two) = (guest.clone(), guest.clone());
    let (from_a, from_b) = tokio::join!(one.get(&a, "/api/push/key"), two.get(&b, "/api/push/key"));
    assert_eq!(from_a, from_b, "two servers starting at once keep one key");
    let key = from_a["key"].as_str().expect("a key").to_string();
    assert_eq!(key.len(), 87, "a P-256 point, base64url: {key}");
    // A server started again later (a state of its own) reads it back.
    drop(a);
    let restarted = serve_pushing(again).await;
    assert_eq!(guest.get(&restarted, "/api/push/key").await["key"], key);
}

#[tokio::test]
async fn a_subscription_names_a_push_service_and_keys_and_is_the_accounts_own() {
    let service = PushService::start().await;
    let (_dir, first, second) = two_databases().await;
    let (a, public) = (serve_pushing(first).await, serve(second).await);
    let mut ann = Player::sign_up(&a, &unique("ann")).await;
    let device = service.device("ann-laptop");
    let good = device.subscription();

    let mut guest = Player::anonymous("guest");
    let (status, _) = guest
        .send(&a, "POST", "/api/push/subscriptions", Some(good.clone()))
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);

    let refused = |mut body: Value, path: &[&str], value: Value| {
        let mut at = &mut body;
        for part in &path[..path.len() - 1] {
            at = &mut at[*part];
        }
        at[path[path.len() - 1]] = value;
        body
    };
    for (body, words) in [
        (
            refused(good.clone(), &["endpoint"], json!("http://push.example/x")),
            "https://",
        ),
        (
            refused(good.clone(), &["endpoint"], json!("https://10.0.0.1/x")),
            "private",
        ),
        (
            refused(good.clone(), &["keys", "p256dh"], json!("BAAA")),
            "p256dh",
        ),
        (
            refused(good.clone(), &["keys", "auth"], json!("AAAA")),
            "auth",
        ),
        (json!({ "endpoint": "https://push.example/x" }), "keys"),
    ] {
        let (status, answer) = ann
            .send(&a, "POST", "/api/push/subscriptions", Some(body))
            .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{answer}");
        assert!(
            answer["error"].as_str().is_some_and(|e| e.contains(words)),
            "{answer}"
        );
    }
    // A server on a network sends to no address of this machine.
    let (status, answer) = ann
        .send(
            &public,
            "POST",
            "/api/push/subscriptions",
            Some(good.clone()),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{answer}");

    // The same device again is kept once.
    subscribe(&mut ann, &a, &device).await;
    let (status, _) = ann
        .send(&a, "POST", "/api/push/subscriptions", Some(good.clone()))
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(devices(&mut ann, &a).await.len(), 1);

    // At most 20 devices an account.
    for i in 1..20 {
        let other = refused(
            good.clone(),
            &["endpoint"],
            json!(format!("https://push.example/{i}")),
        );
        ann.ok(&a, "POST", "/api/push/subscriptions", Some(other))
            .await;
    }
    let more = refused(
        good.clone(),
        &["endpoint"],
        json!("https://push.example/20"),
    );
    let (status, answer) = ann
        .send(&a, "POST", "/api/push/subscriptions", Some(more))
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "{answer}");

    // Only its own account turns a device off.
    let mut bob = Player::sign_up(&a, &unique("bob")).await;
    let endpoint = json!({ "endpoint": device.endpoint });
    let (status, _) = bob
        .send(
            &a,
            "DELETE",
            "/api/push/subscriptions",
            Some(endpoint.clone()),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = ann
        .send(&a, "DELETE", "/api/push/subscriptions", Some(endpoint))
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    assert_eq!(devices(&mut ann, &a).await.len(), 19);
}
