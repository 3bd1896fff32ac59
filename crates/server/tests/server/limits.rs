//! Limits that are data: what one player may hold at once holds for a
//! burst sent all at once through two servers; one client is an IPv4
//! address or an IPv6 /64 for every budget; names others read follow the
//! one name rule; an account's id is never a guest's cookie.
//! On SQLite by default (two pools on one file, as two processes have); on
//! PostgreSQL in `./scripts/test`'s second run.

use crate::{client, common};
use client::{Player, Server, serve, unique};
use futures_util::future::join_all;
use mastermind_server::{AppState, RateLimit, ServeOptions};
use mastermind_store::prelude::*;
use mastermind_store::{Database, testing::scratch_postgres};
use reqwest::StatusCode;
use serde_json::{Value, json};

/// Two servers on one database, each with its own connections.
async fn two_servers() -> (tempfile::TempDir, Server, Server, Database) {
    let dir = tempfile::tempdir().expect("a folder");
    let (a, b) = if std::env::var(common::ENGINE_VAR).as_deref() == Ok("postgres") {
        let url = scratch_postgres()
            .await
            .expect("MASTERMIND_TEST_POSTGRES_URL names the test cluster");
        (
            Database::open(&url).await.expect("opens"),
            Database::open(&url).await.expect("opens"),
        )
    } else {
        (
            Database::open_in_dir(dir.path()).await.expect("opens"),
            Database::open_in_dir(dir.path()).await.expect("opens"),
        )
    };
    let store = a.clone();
    (dir, serve(a).await, serve(b).await, store)
}

/// Sends `count` requests at once, alternating between the servers, each
/// with `player`'s cookies; the statuses.
async fn burst(
    servers: [&Server; 2],
    player: &Player,
    count: usize,
    path: &str,
    body: impl Fn(usize) -> Value,
) -> Vec<StatusCode> {
    let sends = (0..count).map(|i| {
        let mut player = player.clone();
        let body = body(i);
        let server = servers[i % 2];
        async move { player.send(server, "POST", path, Some(body)).await }
    });
    let answers = join_all(sends).await;
    for (status, body) in &answers {
        assert!(
            *status == StatusCode::CREATED || *status == StatusCode::CONFLICT,
            "{status}: {body}"
        );
    }
    answers.into_iter().map(|(status, _)| status).collect()
}

fn created(statuses: &[StatusCode]) -> usize {
    statuses
        .iter()
        .filter(|s| **s == StatusCode::CREATED)
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn thirty_tournaments_sent_at_once_through_two_servers_make_ten() {
    let (_dir, a, b, store) = two_servers().await;
    let name = unique("maker");
    let ann = Player::sign_up(&a, &name).await;
    let starts_at = mastermind_store::now_millis() + 3_600_000;
    let statuses = burst([&a, &b], &ann, 30, "/api/tournaments", |i| {
        json!({
            "name": format!("Arena {i}"),
            "format": "arena",
            "preset": "logik",
            "time_control": {"kind": "per-turn", "seconds": 60},
            "rated": false,
            "minutes": 30,
            "starts_at": starts_at,
        })
    })
    .await;
    assert_eq!(created(&statuses), 10, "{statuses:?}");
    let account = store
        .account_named(&name)
        .await
        .expect("reads")
        .expect("the account");
    let waiting = store
        .list_tournaments(mastermind_core::tournament::Stage::Created, None, 1000)
        .await
        .expect("reads")
        .into_iter()
        .filter(|t| t.creator.as_deref() == Some(account.name.as_str()))
        .count();
    assert_eq!(waiting, 10, "what the database holds");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn forty_challenges_sent_at_once_through_two_servers_leave_twenty_open() {
    let (_dir, a, b, _store) = two_servers().await;
    let ann = Player::sign_up(&a, &unique("caller")).await;
    let statuses = burst(
        [&a, &b],
        &ann,
        40,
        "/api/duels",
        |_| json!({"preset": "logik", "rated": false}),
    )
    .await;
    assert_eq!(created(&statuses), 20, "{statuses:?}");
    // Withdrawn, one frees a place.
    let mut ann = ann;
    let open = ann.get(&a, "/api/duels?state=open").await;
    let mine: Vec<&Value> = open["duels"]
        .as_array()
        .expect("a list")
        .iter()
        .filter(|d| d["challenger"] == ann.name.as_str())
        .collect();
    assert_eq!(mine.len(), 20, "{open:#}");
    let id = mine[0]["id"].as_str().expect("an id").to_string();
    ann.ok(&b, "DELETE", &format!("/api/duels/{id}"), None)
        .await;
    let again = burst(
        [&a, &b],
        &ann,
        3,
        "/api/duels",
        |_| json!({"preset": "logik", "rated": false}),
    )
    .await;
    assert_eq!(created(&again), 1, "{again:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn games_started_at_once_through_two_servers_leave_a_hundred_in_play() {
    let (_dir, a, b, store) = two_servers().await;
    let name = unique("starter");
    let mut ann = Player::sign_up(&a, &name).await;
    let limit = usize::try_from(mastermind_store::GAMES_IN_PLAY.limit).expect("a count");
    let new_game = |_| json!({"preset": "mastermind-1"});
    let statuses = burst([&a, &b], &ann, limit + 20, "/api/games", new_game).await;
    assert_eq!(created(&statuses), limit, "{statuses:?}");
    let account = store
        .account_named(&name)
        .await
        .expect("reads")
        .expect("the account");
    let in_play = mastermind_store::testing::games_in_play(&store, &account.id).await;
    assert_eq!(in_play.len(), limit, "what the database holds");
    let (status, refused) = ann.send(&b, "POST", "/api/games", Some(new_game(0))).await;
    assert_eq!(status, StatusCode::CONFLICT, "{refused}");
    assert_eq!(
        refused["error"],
        format!("you have {limit} games in play; finish or give up one first")
    );
    // One given up frees a place.
    let id = &in_play[0];
    ann.ok(&a, "POST", &format!("/api/games/{id}/quit"), None)
        .await;
    let again = burst([&a, &b], &ann, 3, "/api/games", new_game).await;
    assert_eq!(created(&again), 1, "{again:?}");
}

/// A server behind a proxy on 127.0.0.1, which names each client in
/// `X-Forwarded-For`.
async fn behind_a_proxy(store: Database) -> Server {
    let options = ServeOptions {
        rate_limit: RateLimit::UNLIMITED,
        trusted_proxies: vec!["127.0.0.1".parse().expect("an address")],
        ..ServeOptions::default()
    };
    let (state, _writer) = AppState::with_store(store, options);
    client::serve_state(state).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn failed_logins_from_one_ipv6_slash_64_share_one_budget() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = behind_a_proxy(common::database_in(dir.path()).await).await;
    let http = crate::common::http();
    // 60 addresses of one /64, each trying another name (so that no
    // name's own budget is spent): the address budget is 50.
    let tries = (0..60).map(|i| {
        let http = http.clone();
        let url = format!("{}/api/session", server.base);
        async move {
            http.post(url)
                .header("x-forwarded-for", format!("2001:db8:7:7:{i:x}::1"))
                .json(&json!({"name": format!("nobody{i}"), "password": "wrong password"}))
                .send()
                .await
                .expect("answers")
                .status()
        }
    });
    let statuses = join_all(tries).await;
    let checked = statuses
        .iter()
        .filter(|s| **s == StatusCode::UNAUTHORIZED)
        .count();
    let refused = statuses
        .iter()
        .filter(|s| {
            [
                StatusCode::TOO_MANY_REQUESTS,
                StatusCode::SERVICE_UNAVAILABLE,
            ]
            .contains(s)
        })
        .count();
    // At most the budget's passwords are checked; the rest are refused
    // for the budget, or asked to come back when hashing is busy (as on a
    // busy machine).
    assert!(checked <= 50 && refused >= 10, "{statuses:?}");
    assert!(
        statuses
            .iter()
            .all(|s| [401, 429, 503].contains(&s.as_u16())),
        "{statuses:?}"
    );
    // Another /64 has a budget of its own.
    let other = http
        .post(format!("{}/api/session", server.base))
        .header("x-forwarded-for", "2001:db8:7:8::1")
        .json(&json!({"name": "nobody", "password": "wrong password"}))
        .send()
        .await
        .expect("answers");
    assert_eq!(other.status(), StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn tournament_names_with_invisible_characters_are_refused() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = serve(common::database_in(dir.path()).await).await;
    let mut ann = Player::sign_up(&server, &unique("namer")).await;
    for name in ["Friday\u{202E}yadirF", "Fri\u{200B}day", "\u{FEFF}Friday"] {
        let (status, body) = ann
            .send(
                &server,
                "POST",
                "/api/tournaments",
                Some(json!({
                    "name": name,
                    "format": "swiss",
                    "preset": "logik",
                    "time_control": {"kind": "per-turn", "seconds": 60},
                    "rated": false,
                    "rounds": 3,
                })),
            )
            .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{name:?}: {body}");
        assert_eq!(body["code"], "tournament_name", "{body}");
    }
}

#[tokio::test]
async fn an_accounts_id_as_a_player_cookie_reads_nothing_of_its() {
    let dir = tempfile::tempdir().expect("a folder");
    let store = common::database_in(dir.path()).await;
    let server = serve(store.clone()).await;
    let name = unique("owner");
    let mut owner = Player::sign_up(&server, &name).await;
    let game = owner
        .post(&server, "/api/games", json!({"preset": "mastermind-1"}))
        .await;
    let game = game["id"].as_str().expect("an id").to_string();
    owner.get(&server, &format!("/api/games/{game}")).await;
    let account = store
        .account_named(&name)
        .await
        .expect("reads")
        .expect("the account");
    let mut thief = Player::anonymous("thief");
    thief.browser = Some(format!("player={}", account.id));
    let (status, body) = thief
        .send(&server, "GET", &format!("/api/games/{game}"), None)
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    assert_ne!(
        thief.browser.as_deref(),
        Some(format!("player={}", account.id).as_str()),
        "the browser is given a cookie of its own"
    );
}
