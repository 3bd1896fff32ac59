//! The failed-password budget holds under a concurrent burst, on two
//! servers sharing one database: at most the budget's passwords are
//! checked, whatever arrives at once, and the same budget guards a
//! password change and an account's deletion (a stolen session cookie buys
//! no guesses at the password).
//! On SQLite by default; on PostgreSQL in `./scripts/test`'s second run.

use crate::client;
use client::{Player, two_servers, unique};
use reqwest::StatusCode;
use serde_json::json;

// The budget of one name within the window (docs/players/online.md: 10 failed logins).
const PER_NAME: usize = 10;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_of_logins_checks_at_most_the_budget() {
    let (_dir, one, two) = two_servers().await;
    let name = unique("target");
    Player::sign_up(&one, &name).await;
    // 40 wrong passwords at once, half on each server. (A right one in the
    // burst may be among the checked ten and log in, which gives its unit
    // back: the late check below would then find one left.)
    let attempts = (0..40).map(|i| {
        let server = if i % 2 == 0 { &one } else { &two };
        let password = "wrong horse!";
        let body = json!({"name": name, "password": password});
        async move {
            let mut player = Player::anonymous("x");
            player
                .send(server, "POST", "/api/session", Some(body))
                .await
        }
    });
    let answers = futures_util::future::join_all(attempts).await;
    let checked = answers
        .iter()
        .filter(|(status, _)| *status != StatusCode::TOO_MANY_REQUESTS)
        .count();
    assert!(
        checked <= PER_NAME,
        "{checked} passwords checked: {:?}",
        answers.iter().map(|(s, _)| s.as_u16()).collect::<Vec<_>>()
    );
    // A 503 is the hashing gate's on a busy machine: not checked, and
    // counted above as if it were.
    assert!(answers.iter().all(|(status, body)| {
        [
            StatusCode::TOO_MANY_REQUESTS,
            StatusCode::UNAUTHORIZED,
            StatusCode::SERVICE_UNAVAILABLE,
        ]
        .contains(status)
            && body["error"].is_string()
    }));
    // The budget is spent: the right password is refused too, now.
    let mut late = Player::anonymous("x");
    let (status, _) = late
        .send(
            &two,
            "POST",
            "/api/session",
            Some(json!({"name": name, "password": "correct horse"})),
        )
        .await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stolen_session_cannot_guess_the_password() {
    let (_dir, one, two) = two_servers().await;
    let player = Player::sign_up(&one, &unique("victim")).await;
    let attempts = (0..30).map(|i| {
        let server = if i % 2 == 0 { &one } else { &two };
        let mut thief = player.clone();
        async move {
            thief
                .send(
                    server,
                    "POST",
                    "/api/account/password",
                    Some(
                        json!({"current": format!("guess number {i}"), "password": "stolen horse"}),
                    ),
                )
                .await
        }
    });
    let answers = futures_util::future::join_all(attempts).await;
    let checked = answers
        .iter()
        .filter(|(status, _)| *status == StatusCode::UNAUTHORIZED)
        .count();
    assert!(checked <= PER_NAME, "{checked} passwords checked");
    assert!(
        answers
            .iter()
            .any(|(status, _)| *status == StatusCode::TOO_MANY_REQUESTS)
    );
    // Deleting the account is guarded by the same budget.
    let mut thief = player.clone();
    let (status, _) = thief
        .send(
            &two,
            "DELETE",
            "/api/account",
            Some(json!({"password": "correct horse"})),
        )
        .await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
}
