//! Accounts through the API: sign-up, login and its limits, sessions,
//! deletion, and a logged-in player's games. On SQLite by default; on
//! PostgreSQL in `./scripts/test`'s second run.

use crate::{client, common};
use client::{Player, serve, unique};
use reqwest::StatusCode;
use serde_json::json;

#[tokio::test]
async fn accounts_sessions_and_login_limits() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = serve(common::database_in(dir.path()).await).await;
    let name = unique("Dora");
    let mut dora = Player::sign_up(&server, &name).await;
    let mut other = Player::anonymous(&name);

    for (body, status) in [
        (
            json!({"name": "ab", "password": "long enough"}),
            StatusCode::BAD_REQUEST,
        ),
        (
            json!({"name": "has space", "password": "long enough"}),
            StatusCode::BAD_REQUEST,
        ),
        (
            json!({"name": "fine_name", "password": "short"}),
            StatusCode::BAD_REQUEST,
        ),
        (
            json!({"name": name.to_lowercase(), "password": "long enough"}),
            StatusCode::CONFLICT,
        ),
    ] {
        let (got, answer) = other
            .send(&server, "POST", "/api/accounts", Some(body.clone()))
            .await;
        assert_eq!(got, status, "{body}: {answer}");
        assert!(answer["error"].is_string());
    }
    let (status, _) = other.send(&server, "GET", "/api/account", None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let me = dora.get(&server, "/api/account").await;
    assert_eq!(me["name"], name.as_str());

    // A wrong password and an unknown name read the same.
    let (s1, wrong) = other
        .send(
            &server,
            "POST",
            "/api/session",
            Some(json!({"name": name, "password": "not the password"})),
        )
        .await;
    let (s2, unknown) = other
        .send(
            &server,
            "POST",
            "/api/session",
            Some(json!({"name": "nobody_here", "password": "not the password"})),
        )
        .await;
    assert_eq!(
        (s1, s2),
        (StatusCode::UNAUTHORIZED, StatusCode::UNAUTHORIZED)
    );
    assert_eq!(wrong, unknown);

    // A session planted before login is not the one after it.
    let planted = format!("session={}", "ab".repeat(32));
    other.cookie = Some(planted.clone());
    other
        .ok(
            &server,
            "POST",
            "/api/session",
            Some(json!({"name": name.to_uppercase(), "password": "correct horse"})),
        )
        .await;
    assert_ne!(other.cookie.as_deref(), Some(planted.as_str()));
    other.get(&server, "/api/account").await;

    // A new password ends the other sessions, not the one that set it.
    dora.ok(
        &server,
        "POST",
        "/api/account/password",
        Some(json!({"current": "correct horse", "password": "battery staple"})),
    )
    .await;
    dora.get(&server, "/api/account").await;
    let (status, _) = other.send(&server, "GET", "/api/account", None).await;
    assert_eq!(
        status,
        StatusCode::UNAUTHORIZED,
        "ended by the new password"
    );
    let (status, _) = dora
        .send(
            &server,
            "POST",
            "/api/account/password",
            Some(json!({"current": "wrong one", "password": "whatever long"})),
        )
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);

    // Log out: the cookie's session is gone on the server too.
    let kept = dora.cookie.clone();
    let (status, _) = dora.send(&server, "DELETE", "/api/session", None).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let mut replay = Player::anonymous(&name);
    replay.cookie = kept;
    let (status, _) = replay.send(&server, "GET", "/api/account", None).await;
    assert_eq!(
        status,
        StatusCode::UNAUTHORIZED,
        "a logged-out session stays out"
    );

    // Ten failures lock the name, even for the right password (two came
    // above: a wrong login and a wrong current password).
    let mut guesser = Player::anonymous("guesser");
    for _ in 0..8 {
        let (status, _) = guesser
            .send(
                &server,
                "POST",
                "/api/session",
                Some(json!({"name": name, "password": "guess guess"})),
            )
            .await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
    }
    let (status, body) = guesser
        .send(
            &server,
            "POST",
            "/api/session",
            Some(json!({"name": name, "password": "battery staple"})),
        )
        .await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{body}");
}

#[tokio::test]
async fn a_deleted_account_resigns_and_its_finished_duels_stay() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = serve(common::database_in(dir.path()).await).await;
    let mut ann = Player::sign_up(&server, &unique("ann")).await;
    let mut bob = Player::sign_up(&server, &unique("bob")).await;
    let id = client::begun(
        &server,
        &mut ann,
        &mut bob,
        json!({"preset": "logik"}),
        ("11223", "44556"),
    )
    .await;
    let (status, _) = bob
        .send(
            &server,
            "DELETE",
            "/api/account",
            Some(json!({"password": "wrong password"})),
        )
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, _) = bob
        .send(
            &server,
            "DELETE",
            "/api/account",
            Some(json!({"password": "correct horse"})),
        )
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let view = ann.get(&server, &format!("/api/duels/{id}")).await;
    assert_eq!(view["result"]["winner"], "white");
    assert_eq!(view["result"]["reason"], "resigned");
    assert_eq!(view["black"], "deleted player");
    assert_eq!(view["duel"]["rules"]["players"]["black"], "deleted player");
    let (status, _) = Player::anonymous(&bob.name)
        .send(
            &server,
            "POST",
            "/api/session",
            Some(json!({"name": bob.name, "password": "correct horse"})),
        )
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn a_logged_in_players_games_and_scores_follow_the_account() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = serve(common::database_in(dir.path()).await).await;
    let mut home = Player::sign_up(&server, &unique("eve")).await;
    let game = home
        .ok(
            &server,
            "POST",
            "/api/games",
            Some(json!({"preset": "mastermind-1"})),
        )
        .await;
    let id = game["id"].as_str().expect("an id").to_string();
    // Another browser: no player cookie of its own yet, logged in to the
    // same account.
    let mut work = Player::anonymous(&home.name);
    work.ok(
        &server,
        "POST",
        "/api/session",
        Some(json!({"name": home.name, "password": "correct horse"})),
    )
    .await;
    let guessed = work
        .ok(
            &server,
            "POST",
            &format!("/api/games/{id}/guesses"),
            Some(json!({"guess": "1122"})),
        )
        .await;
    assert_eq!(guessed["turn"], 1, "{guessed}");
    // Logged out, the game is the account's, not this browser's.
    work.ok(&server, "DELETE", "/api/session", None).await;
    let (status, _) = work
        .send(&server, "GET", &format!("/api/games/{id}"), None)
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    home.get(&server, &format!("/api/games/{id}")).await;
}
