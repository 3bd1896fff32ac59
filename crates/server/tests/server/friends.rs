//! Friends and who is online: following and unfollowing by name, the
//! refusals, a player seen by one server online to the other, a player who
//! hides it never shown online, and a player logged out or deleted gone
//! from their followers' lists. On SQLite by default; on PostgreSQL in
//! `./scripts/test`'s second run.

use crate::{client, common};
use client::{Player, Server, serve, two_servers, unique};
use mastermind_store::prelude::*;
use mastermind_store::{Account, new_id, now_millis};
use reqwest::StatusCode;
use serde_json::{Value, json};

async fn friends(server: &Server, player: &mut Player) -> Vec<(String, bool)> {
    let list = player.get(server, "/api/friends").await;
    list["friends"]
        .as_array()
        .expect("a list")
        .iter()
        .map(|f| {
            let name = f["name"].as_str().expect("a name").to_string();
            (name, f["online"].as_bool().expect("online or not"))
        })
        .collect()
}

async fn online(server: &Server, player: &mut Player) -> Vec<String> {
    let list = player.get(server, "/api/online").await;
    list["players"]
        .as_array()
        .expect("a list")
        .iter()
        .map(|p| p["name"].as_str().expect("a name").to_string())
        .collect()
}

async fn put(server: &Server, player: &mut Player, name: &str) -> (StatusCode, Value) {
    player
        .send(server, "PUT", &format!("/api/friends/{name}"), None)
        .await
}

async fn delete(server: &Server, player: &mut Player, name: &str) -> StatusCode {
    player
        .send(server, "DELETE", &format!("/api/friends/{name}"), None)
        .await
        .0
}

#[tokio::test]
async fn a_player_follows_and_unfollows_by_name() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = serve(common::database_in(dir.path()).await).await;
    let mut ann = Player::sign_up(&server, &unique("ann")).await;
    let bob = Player::sign_up(&server, &unique("bob")).await;
    let cat = Player::sign_up(&server, &unique("cat")).await;
    assert!(friends(&server, &mut ann).await.is_empty());

    let (status, entry) = put(&server, &mut ann, &bob.name).await;
    assert_eq!(status, StatusCode::OK, "{entry}");
    assert_eq!(entry["name"], bob.name.as_str());
    assert_eq!(entry["online"], true, "bob has just signed up");
    // Again, in another case: the same follow, once.
    let (status, _) = put(&server, &mut ann, &bob.name.to_uppercase()).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(put(&server, &mut ann, &cat.name).await.0, StatusCode::OK);
    assert_eq!(
        friends(&server, &mut ann).await,
        vec![(bob.name.clone(), true), (cat.name.clone(), true)]
    );

    assert_eq!(
        delete(&server, &mut ann, &bob.name).await,
        StatusCode::NO_CONTENT
    );
    assert_eq!(
        delete(&server, &mut ann, &bob.name).await,
        StatusCode::NO_CONTENT,
        "unfollowing again changes nothing"
    );
    assert_eq!(
        friends(&server, &mut ann).await,
        vec![(cat.name.clone(), true)]
    );
}

#[tokio::test]
async fn follows_of_oneself_of_nobody_and_past_the_cap_are_refused() {
    let dir = tempfile::tempdir().expect("a folder");
    let store = common::database_in(dir.path()).await;
    let server = serve(store.clone()).await;
    let mut ann = Player::sign_up(&server, &unique("ann")).await;

    let own = ann.name.clone();
    let (status, body) = put(&server, &mut ann, &own).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert_eq!(body["error"], "you cannot follow yourself");
    for name in ["nobody-here", "not a name!", "x"] {
        let (status, body) = put(&server, &mut ann, name).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{name}: {body}");
        assert!(body["error"].is_string(), "{body}");
    }
    let mut visitor = Player::anonymous("visitor");
    for (method, path) in [
        ("GET", "/api/friends"),
        ("GET", "/api/online"),
        ("PUT", "/api/friends/whoever"),
    ] {
        let (status, body) = visitor.send(&server, method, path, None).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{method} {path}");
        assert!(body["error"].is_string(), "{body}");
    }

    // 500 players followed (written straight to the store: signing up
    // through the API hashes a password each time) ...
    let me = store
        .account_named(&ann.name)
        .await
        .expect("reads")
        .expect("ann");
    for i in 0..500 {
        let account = Account {
            id: new_id(),
            name: format!("p{i:03}{}", &ann.name[3..]),
            password_hash: "not a hash".to_string(),
            created_at: now_millis(),
        };
        store.create_account(&account).await.expect("creates");
        store
            .follow(&me.id, &account.id, now_millis(), 500)
            .await
            .expect("follows");
    }
    // ... one more is refused, following one again is still fine.
    let last = Player::sign_up(&server, &unique("last")).await;
    let (status, body) = put(&server, &mut ann, &last.name).await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    assert!(
        body["error"].as_str().expect("a message").contains("500"),
        "{body}"
    );
    let first = format!("p000{}", &ann.name[3..]);
    let (status, _) = put(&server, &mut ann, &first).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(friends(&server, &mut ann).await.len(), 500);
}

#[tokio::test]
async fn a_player_seen_by_one_server_is_online_on_the_other() {
    let (_dir, a, b) = two_servers().await;
    let mut ann = Player::sign_up(&a, &unique("ann")).await;
    let mut bob = Player::sign_up(&b, &unique("bob")).await;

    // Each was seen by one server only; each is online on both, and never
    // in their own list.
    for server in [&a, &b] {
        assert_eq!(online(server, &mut ann).await, vec![bob.name.clone()]);
        assert_eq!(online(server, &mut bob).await, vec![ann.name.clone()]);
    }
    assert_eq!(put(&a, &mut ann, &bob.name).await.0, StatusCode::OK);
    assert_eq!(friends(&b, &mut ann).await, vec![(bob.name.clone(), true)]);
}

#[tokio::test]
async fn a_player_who_hides_is_online_to_nobody_on_any_server() {
    let (_dir, a, b) = two_servers().await;
    let mut ann = Player::sign_up(&a, &unique("ann")).await;
    let mut bob = Player::sign_up(&b, &unique("bob")).await;
    assert_eq!(put(&a, &mut ann, &bob.name).await.0, StatusCode::OK);

    let account = bob.get(&b, "/api/account").await;
    assert_eq!(account["hide_online"], false);
    let (status, account) = bob
        .send(
            &b,
            "PATCH",
            "/api/account",
            Some(json!({"hide_online": true})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{account}");
    assert_eq!(account["hide_online"], true);
    // Bob goes on playing, through both servers ...
    assert_eq!(bob.get(&a, "/api/account").await["hide_online"], true);
    bob.get(&b, "/api/duels?state=open").await;
    // ... and is online to nobody.
    for server in [&a, &b] {
        assert!(online(server, &mut ann).await.is_empty());
        assert_eq!(
            friends(server, &mut ann).await,
            vec![(bob.name.clone(), false)]
        );
    }
    // Bob still sees Ann, who does not hide.
    assert_eq!(online(&a, &mut bob).await, vec![ann.name.clone()]);

    let (status, body) = bob
        .send(&b, "PATCH", "/api/account", Some(json!({"hidden": true})))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(body["error"].is_string());

    bob.send(
        &a,
        "PATCH",
        "/api/account",
        Some(json!({"hide_online": false})),
    )
    .await;
    assert_eq!(online(&b, &mut ann).await, vec![bob.name.clone()]);
}

#[tokio::test]
async fn a_player_logged_out_or_deleted_leaves_the_lists() {
    let (_dir, a, b) = two_servers().await;
    let mut ann = Player::sign_up(&a, &unique("ann")).await;
    let mut bob = Player::sign_up(&b, &unique("bob")).await;
    let mut cat = Player::sign_up(&b, &unique("cat")).await;
    for name in [&bob.name, &cat.name] {
        assert_eq!(put(&a, &mut ann, name).await.0, StatusCode::OK);
    }

    // Bob on a second device: logging out of one leaves him online.
    let mut bob_phone = Player::log_in(&a, &bob.name).await;
    bob_phone.ok(&a, "DELETE", "/api/session", None).await;
    assert!(online(&a, &mut ann).await.contains(&bob.name));
    // Logged out of the last, he is gone at once.
    bob.ok(&b, "DELETE", "/api/session", None).await;
    assert_eq!(online(&a, &mut ann).await, vec![cat.name.clone()]);
    assert_eq!(
        friends(&a, &mut ann).await,
        vec![(cat.name.clone(), true), (bob.name.clone(), false)]
    );

    // Cat deletes her account: the follow goes with it.
    cat.ok(
        &b,
        "DELETE",
        "/api/account",
        Some(json!({"password": "correct horse"})),
    )
    .await;
    assert!(online(&a, &mut ann).await.is_empty());
    assert_eq!(friends(&a, &mut ann).await, vec![(bob.name.clone(), false)]);
    // And Bob back: online again.
    let mut bob = Player::log_in(&b, &bob.name).await;
    assert_eq!(friends(&a, &mut ann).await, vec![(bob.name.clone(), true)]);
    assert_eq!(online(&b, &mut bob).await, vec![ann.name.clone()]);
}
