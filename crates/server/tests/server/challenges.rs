//! A challenge addressed to one player is theirs and its challenger's: its
//! terms are hidden from everyone else until it is accepted, and then the
//! duel may be watched like any other.
//! On SQLite by default; on PostgreSQL in `./scripts/test`'s second run.

use crate::{client, common};
use client::{Player, serve, unique};
use reqwest::StatusCode;
use serde_json::json;

#[tokio::test]
async fn a_private_challenge_is_seen_by_its_two_players_only() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = serve(common::database_in(dir.path()).await).await;
    let mut ann = Player::sign_up(&server, &unique("ann")).await;
    let mut bob = Player::sign_up(&server, &unique("bob")).await;
    let mut cid = Player::sign_up(&server, &unique("cid")).await;
    let mut guest = Player::anonymous("guest");
    let body = ann
        .post(
            &server,
            "/api/duels",
            json!({"opponent": bob.name, "preset": "logik", "rated": false}),
        )
        .await;
    let id = body["id"].as_str().expect("an id").to_string();
    let path = format!("/api/duels/{id}");
    for outsider in [&mut cid, &mut guest] {
        let (status, answer) = outsider.send(&server, "GET", &path, None).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{answer}");
        assert!(answer.get("terms").is_none() && answer.get("rules").is_none());
    }
    for player in [&mut ann, &mut bob] {
        let (status, _) = player.send(&server, "GET", &path, None).await;
        assert_eq!(status, StatusCode::OK);
    }
    // Accepted, the duel is watched like any other.
    bob.ok(&server, "POST", &format!("{path}/accept"), None)
        .await;
    let (status, _) = cid.send(&server, "GET", &path, None).await;
    assert_eq!(status, StatusCode::OK);
}
