//! Challenges by link: kept out of the lobby, readable by whoever holds the
//! link, a single-use link taken by exactly one player (however many open
//! it at once, on however many servers), an open one accepted once.
//! On SQLite by default; on PostgreSQL in `./scripts/test`'s second run.

use crate::{client, common};
use client::{Player, Server, serve, serve_state, two_servers, unique};
use mastermind_server::{AppState, RateLimit, ServeOptions};
use reqwest::StatusCode;
use serde_json::{Value, json};

/// `player` makes a challenge by link of `kind`; its id and its link.
async fn by_link(server: &Server, player: &mut Player, kind: &str) -> (String, String) {
    let (status, body) = player
        .send(
            server,
            "POST",
            "/api/duels",
            Some(json!({"preset": "logik", "link": kind})),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let id = body["id"].as_str().expect("an id").to_string();
    let link = body["link_url"].as_str().expect("a link").to_string();
    (id, link)
}

async fn open_ids(server: &Server, player: &mut Player) -> Vec<Value> {
    let list = player.get(server, "/api/duels?state=open").await;
    list["duels"]
        .as_array()
        .expect("a list")
        .iter()
        .map(|d| d["id"].clone())
        .collect()
}

async fn players(server: &Server, names: &[&str]) -> Vec<Player> {
    let mut players = Vec::new();
    for name in names {
        players.push(Player::sign_up(server, &unique(name)).await);
    }
    players
}

#[tokio::test]
async fn link_challenges_stay_out_of_the_lobby_and_in_their_makers_list() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = serve(common::database_in(dir.path()).await).await;
    let [mut ann, mut bob] = players(&server, &["ann", "bob"])
        .await
        .try_into()
        .ok()
        .expect("two");
    let (single, single_link) = by_link(&server, &mut ann, "single-use").await;
    let (open, open_link) = by_link(&server, &mut ann, "open").await;
    assert_eq!(single_link, format!("/challenge.html?id={single}"));
    assert_eq!(open_link, format!("/challenge.html?id={open}"));
    let lobby = ann
        .post(&server, "/api/duels", json!({"preset": "logik"}))
        .await;

    // A stranger's list holds the lobby's challenge, not the links.
    assert_eq!(open_ids(&server, &mut bob).await, vec![lobby["id"].clone()]);
    let mut lobby_live = bob.live(&server, "/api/lobby/live").await;
    let first = lobby_live.next().await;
    assert_eq!(first["duels"].as_array().map(Vec::len), Some(1), "{first}");

    // The maker's list holds both, with their kind and link.
    let mine = ann.get(&server, "/api/duels?state=open").await;
    for (id, kind, link) in [
        (&single, "single-use", &single_link),
        (&open, "open", &open_link),
    ] {
        let entry = mine["duels"]
            .as_array()
            .expect("a list")
            .iter()
            .find(|d| d["id"] == id.as_str())
            .unwrap_or_else(|| panic!("{kind} in the maker's list: {mine}"));
        assert_eq!(entry["link"], kind);
        assert_eq!(entry["link_url"], link.as_str());
    }

    // Whoever holds the link reads its terms and its challenger.
    let shown = bob.get(&server, &format!("/api/duels/{single}")).await;
    assert_eq!(shown["challenger"], ann.name.as_str());
    assert_eq!(shown["link"], "single-use");
    assert_eq!(shown["preset"], "logik");
}

#[tokio::test]
async fn a_link_goes_to_no_named_opponent_and_is_of_a_known_kind() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = serve(common::database_in(dir.path()).await).await;
    let [mut ann, bob] = players(&server, &["ann", "bob"])
        .await
        .try_into()
        .ok()
        .expect("two");
    let both = json!({"preset": "logik", "opponent": bob.name, "link": "open"});
    let (status, body) = ann.send(&server, "POST", "/api/duels", Some(both)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(
        body["error"]
            .as_str()
            .is_some_and(|e| e.contains("not both"))
    );
    let unknown = json!({"preset": "logik", "link": "twice"});
    let (status, body) = ann.send(&server, "POST", "/api/duels", Some(unknown)).await;
    assert!(status.is_client_error(), "{status} {body}");
    assert!(body["error"].is_string(), "{body}");
    let (status, _) = Player::anonymous("guest")
        .send(
            &server,
            "POST",
            "/api/duels",
            Some(json!({"link": "single-use"})),
        )
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn a_single_use_link_is_taken_by_the_first_and_refused_to_the_next() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = serve(common::database_in(dir.path()).await).await;
    let [mut ann, mut bob, mut cid] = players(&server, &["ann", "bob", "cid"])
        .await
        .try_into()
        .ok()
        .expect("three");
    let (id, _) = by_link(&server, &mut ann, "single-use").await;
    let path = format!("/api/duels/{id}");
    let mut ann_live = ann.live(&server, &format!("{path}/live")).await;
    assert_eq!(ann_live.next().await["duel"]["state"], "open");

    let (status, body) = ann.attempt(&server, &id, "take", json!({})).await;
    assert_eq!(status, StatusCode::CONFLICT, "the maker's own: {body}");
    let taken = bob.post(&server, &format!("{path}/take"), json!({})).await;
    assert_eq!(taken["can_accept"], true);
    assert_eq!(taken["opponent"], bob.name.as_str());
    // Taken again by the same player: still theirs.
    bob.post(&server, &format!("{path}/take"), json!({})).await;

    // Anyone else is told it is taken, and reads nothing of it.
    for action in ["take", "accept"] {
        let (status, body) = cid.attempt(&server, &id, action, json!({})).await;
        assert_eq!(status, StatusCode::CONFLICT, "{action}: {body}");
        assert_eq!(body["error"], "this link has been taken by another player");
    }
    let (status, body) = cid.send(&server, "GET", &path, None).await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    assert!(body.get("preset").is_none() && body.get("challenger").is_none());
    let (status, _) = Player::anonymous("guest")
        .send(&server, "GET", &path, None)
        .await;
    assert_eq!(status, StatusCode::CONFLICT);
    // The taker's list holds it now, as a challenge addressed to them.
    assert_eq!(open_ids(&server, &mut bob).await, vec![json!(id)]);
    assert!(open_ids(&server, &mut cid).await.is_empty());

    // Declined, it is free for the next player who opens the link.
    let (status, _) = cid.attempt(&server, &id, "decline", json!({})).await;
    assert_eq!(status, StatusCode::CONFLICT);
    let (status, _) = bob.attempt(&server, &id, "decline", json!({})).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    cid.post(&server, &format!("{path}/take"), json!({})).await;
    let (status, _) = bob.attempt(&server, &id, "accept", json!({})).await;
    assert_eq!(status, StatusCode::CONFLICT, "bob let it go");
    let accepted = cid
        .post(&server, &format!("{path}/accept"), json!({}))
        .await;
    assert_eq!(accepted["state"], "playing");

    // The maker's page hears of it live.
    let heard = ann_live
        .until(|m| m["type"] == "state" && m["duel"]["state"] == "playing")
        .await;
    let last = heard.last().expect("a message");
    assert_eq!(last["duel"]["black"], cid.name.as_str());
    let (status, body) = cid.attempt(&server, &id, "take", json!({})).await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
}

#[tokio::test]
async fn a_single_use_link_accepted_without_taking_is_taken_by_the_accept() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = serve(common::database_in(dir.path()).await).await;
    let [mut ann, mut bob, mut cid] = players(&server, &["ann", "bob", "cid"])
        .await
        .try_into()
        .ok()
        .expect("three");
    let (id, _) = by_link(&server, &mut ann, "single-use").await;
    let accepted = bob
        .post(&server, &format!("/api/duels/{id}/accept"), json!({}))
        .await;
    assert_eq!(accepted["state"], "playing");
    let (status, body) = cid.attempt(&server, &id, "accept", json!({})).await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
}

#[tokio::test]
async fn an_open_link_is_accepted_once() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = serve(common::database_in(dir.path()).await).await;
    let [mut ann, mut bob, mut cid] = players(&server, &["ann", "bob", "cid"])
        .await
        .try_into()
        .ok()
        .expect("three");
    let (id, _) = by_link(&server, &mut ann, "open").await;
    let (status, body) = bob.attempt(&server, &id, "take", json!({})).await;
    assert_eq!(status, StatusCode::CONFLICT, "nothing to take: {body}");
    // Opened by two, it stays open to both until one accepts.
    for player in [&mut bob, &mut cid] {
        let shown = player.get(&server, &format!("/api/duels/{id}")).await;
        assert_eq!(shown["can_accept"], true);
    }
    let accepted = bob
        .post(&server, &format!("/api/duels/{id}/accept"), json!({}))
        .await;
    assert_eq!(accepted["state"], "playing");
    assert_eq!(accepted["link_url"], Value::Null, "no link once accepted");
    let (status, body) = cid.attempt(&server, &id, "accept", json!({})).await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    assert!(body["error"].is_string());
}

#[tokio::test]
async fn the_maker_withdraws_a_link_challenge() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = serve(common::database_in(dir.path()).await).await;
    let [mut ann, mut bob] = players(&server, &["ann", "bob"])
        .await
        .try_into()
        .ok()
        .expect("two");
    for kind in ["single-use", "open"] {
        let (id, _) = by_link(&server, &mut ann, kind).await;
        let path = format!("/api/duels/{id}");
        if kind == "single-use" {
            bob.post(&server, &format!("{path}/take"), json!({})).await;
        }
        let (status, _) = bob.send(&server, "DELETE", &path, None).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{kind}: only its maker");
        let (status, _) = ann.send(&server, "DELETE", &path, None).await;
        assert_eq!(status, StatusCode::NO_CONTENT, "{kind}");
        for action in ["take", "accept"] {
            let (status, body) = bob.attempt(&server, &id, action, json!({})).await;
            assert_eq!(status, StatusCode::CONFLICT, "{kind} {action}: {body}");
        }
    }
}

/// Takes the single-use link `id` as every player at once, the players
/// spread over `servers`; the statuses.
async fn burst(servers: &[&Server], takers: &[Player], id: &str) -> Vec<StatusCode> {
    let tries = takers.iter().enumerate().map(|(i, taker)| {
        let mut taker = taker.clone();
        let server = servers[i % servers.len()];
        async move {
            let (status, body) = taker
                .send(server, "POST", &format!("/api/duels/{id}/take"), None)
                .await;
            assert!(
                status == StatusCode::OK || status == StatusCode::CONFLICT,
                "{status} {body}"
            );
            status
        }
    });
    futures_util::future::join_all(tries).await
}

#[tokio::test]
async fn of_a_burst_of_takes_one_wins() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = serve(common::database_in(dir.path()).await).await;
    let mut ann = Player::sign_up(&server, &unique("ann")).await;
    let names: Vec<String> = (0..10).map(|i| format!("t{i}_")).collect();
    let takers = players(
        &server,
        &names.iter().map(String::as_str).collect::<Vec<_>>(),
    )
    .await;
    let (id, _) = by_link(&server, &mut ann, "single-use").await;
    let statuses = burst(&[&server], &takers, &id).await;
    let won = statuses.iter().filter(|s| **s == StatusCode::OK).count();
    assert_eq!(won, 1, "{statuses:?}");
}

#[tokio::test]
async fn of_takes_on_two_servers_at_once_one_wins() {
    let (_dir, one, two) = two_servers().await;
    let mut ann = Player::sign_up(&one, &unique("ann")).await;
    let names: Vec<String> = (0..10).map(|i| format!("u{i}_")).collect();
    let takers = players(&one, &names.iter().map(String::as_str).collect::<Vec<_>>()).await;
    for round in 0..3 {
        let (id, _) = by_link(&one, &mut ann, "single-use").await;
        let statuses = burst(&[&one, &two], &takers, &id).await;
        let won = statuses.iter().filter(|s| **s == StatusCode::OK).count();
        assert_eq!(won, 1, "round {round}: {statuses:?}");
    }
}

#[tokio::test]
async fn the_link_is_absolute_under_the_public_origin() {
    let dir = tempfile::tempdir().expect("a folder");
    let options = ServeOptions {
        rate_limit: RateLimit::UNLIMITED,
        public_origin: Some("https://mastermind.example/".to_string()),
        ..ServeOptions::default()
    };
    let (state, _writer) = AppState::with_store(common::database_in(dir.path()).await, options);
    let server = serve_state(state).await;
    let mut ann = Player::sign_up(&server, &unique("ann")).await;
    let (id, link) = by_link(&server, &mut ann, "open").await;
    assert_eq!(
        link,
        format!("https://mastermind.example/challenge.html?id={id}")
    );
    let shown = ann.get(&server, &format!("/api/duels/{id}")).await;
    assert_eq!(shown["link_url"], link.as_str());
}

#[tokio::test]
async fn a_link_taken_by_an_account_deleted_is_free_again() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = serve(common::database_in(dir.path()).await).await;
    let [mut ann, mut bob, mut cid] = players(&server, &["ann", "bob", "cid"])
        .await
        .try_into()
        .ok()
        .expect("three");
    let (id, _) = by_link(&server, &mut ann, "single-use").await;
    bob.post(&server, &format!("/api/duels/{id}/take"), json!({}))
        .await;
    let gone = json!({"password": "correct horse"});
    let (status, body) = bob
        .send(&server, "DELETE", "/api/account", Some(gone))
        .await;
    assert!(status.is_success(), "{status} {body}");
    let taken = cid
        .post(&server, &format!("/api/duels/{id}/take"), json!({}))
        .await;
    assert_eq!(taken["state"], "open", "not withdrawn: {taken}");
    assert_eq!(taken["opponent"], cid.name.as_str());
}

#[tokio::test]
async fn a_live_page_of_a_link_taken_by_another_closes() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = serve(common::database_in(dir.path()).await).await;
    let [mut ann, mut bob, cid] = players(&server, &["ann", "bob", "cid"])
        .await
        .try_into()
        .ok()
        .expect("three");
    let (id, _) = by_link(&server, &mut ann, "single-use").await;
    let mut watching = cid.live(&server, &format!("/api/duels/{id}/live")).await;
    assert_eq!(watching.next().await["duel"]["state"], "open");
    bob.post(&server, &format!("/api/duels/{id}/take"), json!({}))
        .await;
    let (seen, code) = watching
        .until_closed(std::time::Duration::from_secs(10))
        .await;
    assert_eq!(code, Some(4009), "{seen:?}");
    assert!(
        !seen.iter().any(|m| m.to_string().contains(&bob.name)),
        "nothing of the taker: {seen:?}"
    );
}
