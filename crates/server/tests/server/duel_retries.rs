//! Moves sent twice in a duel, on two servers on one database: a guess
//! retried after its answer was lost (the opponent has moved meanwhile)
//! is refused with the duel as it stands and never becomes the next turn's
//! guess; two rematch offers sent at once leave one offer.
//! On SQLite by default; on PostgreSQL in `./scripts/test`'s second run.

use crate::client;
use client::{Player, two_servers, unique};
use reqwest::StatusCode;
use serde_json::json;

#[tokio::test]
async fn a_retried_duel_guess_is_played_once() {
    let (_dir, one, two) = two_servers().await;
    let mut ann = Player::sign_up(&one, &unique("ann")).await;
    let mut bob = Player::sign_up(&two, &unique("bob")).await;
    let id = client::begun(
        &one,
        &mut ann,
        &mut bob,
        json!({"preset": "logik"}),
        ("11223", "44556"),
    )
    .await;
    let (status, _) = ann
        .attempt(&one, &id, "guesses", json!({"guess": "12345", "turn": 1}))
        .await;
    assert_eq!(status, StatusCode::OK);
    let (status, _) = bob
        .attempt(&two, &id, "guesses", json!({"guess": "66778", "turn": 1}))
        .await;
    assert_eq!(status, StatusCode::OK);
    // Turn 1 is revealed; Ann's first guess comes again, through either
    // server.
    for server in [&two, &one] {
        let (status, retried) = ann
            .attempt(server, &id, "guesses", json!({"guess": "12345", "turn": 1}))
            .await;
        assert_eq!(status, StatusCode::CONFLICT, "{retried}");
        assert_eq!(
            retried["error"],
            "turn 1 was played already; the next turn is 2"
        );
        assert_eq!(
            retried["current"]["duel"]["turns"].as_array().map(Vec::len),
            Some(1)
        );
        assert_eq!(retried["current"]["duel"]["your_guess"], json!(null));
    }
    let view = ann.get(&one, &format!("/api/duels/{id}")).await;
    assert_eq!(view["duel"]["your_guess"], json!(null), "{view}");
    assert_eq!(view["duel"]["phase"]["turn"], 2, "{view}");
    // Turn 2 is played as usual, once named.
    let (status, second) = ann
        .attempt(&two, &id, "guesses", json!({"guess": "44556", "turn": 2}))
        .await;
    assert_eq!(status, StatusCode::OK, "{second}");
    let (status, again) = ann
        .attempt(&one, &id, "guesses", json!({"guess": "44556", "turn": 2}))
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "{again}");
}

#[tokio::test]
async fn two_rematch_offers_at_once_leave_one() {
    let (_dir, one, two) = two_servers().await;
    for round in 0..5 {
        let mut ann = Player::sign_up(&one, &unique(&format!("an{round}"))).await;
        let mut bob = Player::sign_up(&two, &unique(&format!("bo{round}"))).await;
        let id = client::begun(
            &one,
            &mut ann,
            &mut bob,
            json!({"preset": "logik"}),
            ("11223", "44556"),
        )
        .await;
        ann.ok(&one, "POST", &format!("/api/duels/{id}/resign"), None)
            .await;
        // Both players ask for a rematch at the same moment, each twice,
        // on both servers.
        let path = format!("/api/duels/{id}/rematch");
        let (mut ann2, mut bob2) = (ann.clone(), bob.clone());
        let (a1, b1, a2, b2) = tokio::join!(
            ann.send(&one, "POST", &path, None),
            bob.send(&two, "POST", &path, None),
            ann2.send(&two, "POST", &path, None),
            bob2.send(&one, "POST", &path, None),
        );
        let offers: Vec<String> = [a1, b1, a2, b2]
            .into_iter()
            .map(|(status, body)| {
                assert!(status.is_success(), "{status} {body}");
                body["id"].as_str().expect("an id").to_string()
            })
            .collect();
        assert!(
            offers.iter().all(|o| *o == offers[0]),
            "one offer, not {offers:?}"
        );
        let open = ann.get(&one, "/api/duels?state=open").await;
        let rematches = open["duels"]
            .as_array()
            .expect("a list")
            .iter()
            .filter(|d| offers.contains(&d["id"].as_str().unwrap_or("").to_string()))
            .count();
        assert_eq!(rematches, 1, "{open}");
    }
}

#[tokio::test]
async fn of_two_players_accepting_one_challenge_at_once_one_plays_and_the_other_is_told() {
    let (_dir, one, two) = two_servers().await;
    for round in 0..5 {
        let mut ann = Player::sign_up(&one, &unique(&format!("ac{round}"))).await;
        let mut bob = Player::sign_up(&one, &unique(&format!("bc{round}"))).await;
        let mut cid = Player::sign_up(&two, &unique(&format!("cc{round}"))).await;
        let created = ann
            .post(&one, "/api/duels", json!({"preset": "logik"}))
            .await;
        let id = created["id"].as_str().expect("an id").to_string();
        let ((b, b_body), (c, c_body)) = tokio::join!(
            bob.attempt(&one, &id, "accept", json!({})),
            cid.attempt(&two, &id, "accept", json!({})),
        );
        let mut statuses = [b, c];
        statuses.sort();
        assert_eq!(
            statuses,
            [StatusCode::OK, StatusCode::CONFLICT],
            "{b_body} / {c_body}"
        );
        let refused = if b == StatusCode::CONFLICT {
            &b_body
        } else {
            &c_body
        };
        assert_eq!(
            refused["error"], "this challenge has been accepted already",
            "decided again on the accepted challenge: {refused}"
        );
        // The one who accepted plays; the duel names exactly two players.
        let view = ann.get(&two, &format!("/api/duels/{id}")).await;
        assert_eq!(view["state"], "playing", "{view}");
    }
}

#[tokio::test]
async fn a_challenge_withdrawn_while_accepted_is_either_withdrawn_or_played() {
    let (_dir, one, two) = two_servers().await;
    for round in 0..5 {
        let mut ann = Player::sign_up(&one, &unique(&format!("aw{round}"))).await;
        let mut bob = Player::sign_up(&two, &unique(&format!("bw{round}"))).await;
        let created = ann
            .post(&one, "/api/duels", json!({"preset": "logik"}))
            .await;
        let id = created["id"].as_str().expect("an id").to_string();
        let path = format!("/api/duels/{id}");
        let ((withdrawn, w_body), (accepted, a_body)) = tokio::join!(
            ann.send(&one, "DELETE", &path, None),
            bob.attempt(&two, &id, "accept", json!({})),
        );
        let view = bob.get(&one, &path).await;
        match (withdrawn, accepted) {
            (StatusCode::NO_CONTENT, StatusCode::CONFLICT) => {
                assert_eq!(a_body["error"], "this challenge was withdrawn");
                assert_eq!(view["state"], "cancelled", "{view}");
            }
            (StatusCode::CONFLICT, StatusCode::OK) => {
                assert_eq!(w_body["error"], "this challenge has been accepted already");
                assert_eq!(view["state"], "playing", "{view}");
            }
            other => panic!("{other:?}: {w_body} / {a_body}"),
        }
    }
}
