//! A session ends everywhere at once: after a logout (or a new password,
//! or the account deleted) answered 204 on one server, the live pages
//! opened with that session, on any server, are closed within a second and
//! receive none of the player's private events.
//! On SQLite by default; on PostgreSQL in `./scripts/test`'s second run
//! (two servers on one database).

use crate::client;
use std::time::Duration;

use client::{Player, two_servers, unique};
use reqwest::StatusCode;
use serde_json::json;

/// The close code of a live page whose session ended.
const SESSION_ENDED: u16 = 4001;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_logout_closes_the_sessions_live_pages_on_every_server() {
    let (_dir, one, two) = two_servers().await;
    let name = unique("ann");
    let mut laptop = Player::sign_up(&one, &name).await;
    let mut phone = Player::log_in(&two, &name).await;
    let mut bob = Player::sign_up(&two, &unique("bob")).await;
    let id = client::begun(
        &one,
        &mut laptop,
        &mut bob,
        json!({"preset": "logik"}),
        ("11223", "44556"),
    )
    .await;
    // The laptop's duel page and lobby, on server two.
    let mut duel = laptop.live(&two, &format!("/api/duels/{id}/live")).await;
    assert_eq!(duel.next().await["type"], "state");
    let mut lobby = laptop.live(&two, "/api/lobby/live").await;
    assert_eq!(lobby.next().await["type"], "lobby");
    // The laptop logs out on server one; at once the phone guesses.
    let (status, _) = laptop.send(&one, "DELETE", "/api/session", None).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    phone.guess(&two, &id, "12345").await;
    for socket in [&mut duel, &mut lobby] {
        let (seen, closed) = socket.until_closed(Duration::from_secs(10)).await;
        assert_eq!(
            closed,
            Some(SESSION_ENDED),
            "closed, having said why: {seen:?}"
        );
        assert!(
            !seen.iter().any(|m| m.to_string().contains("12345")),
            "no private event after the logout: {seen:?}"
        );
    }
    // The phone's own session goes on.
    let mut page = phone.live(&one, &format!("/api/duels/{id}/live")).await;
    let state = page.next().await;
    assert_eq!(state["duel"]["duel"]["your_guess"], "12345", "{state}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_password_closes_the_other_sessions_pages() {
    let (_dir, one, two) = two_servers().await;
    let name = unique("cid");
    let laptop = Player::sign_up(&one, &name).await;
    let mut phone = Player::log_in(&two, &name).await;
    let mut lobby = laptop.live(&two, "/api/lobby/live").await;
    assert_eq!(lobby.next().await["type"], "lobby");
    let (status, _) = phone
        .send(
            &one,
            "POST",
            "/api/account/password",
            Some(json!({"current": "correct horse", "password": "battery staple"})),
        )
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (_, closed) = lobby.until_closed(Duration::from_secs(10)).await;
    assert_eq!(closed, Some(SESSION_ENDED));
}
