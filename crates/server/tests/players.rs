//! Around the duel: the site's statistics, the ranking, a player's page,
//! replays and watching a duel, through the API.

mod common;

#[path = "common/duel_client.rs"]
mod client;

use client::{Player, serve, unique};
use reqwest::StatusCode;
use serde_json::{Value, json};

async fn duel(
    server: &client::Server,
    white: &mut Player,
    black: &mut Player,
    rated: bool,
    guesses: &[(&str, &str)],
) -> String {
    let body = white
        .ok(
            server,
            "POST",
            "/api/duels",
            Some(json!({"opponent": black.name, "rated": rated})),
        )
        .await;
    let id = body["id"].as_str().expect("an id").to_string();
    black
        .ok(server, "POST", &format!("/api/duels/{id}/accept"), None)
        .await;
    white
        .ok(
            server,
            "POST",
            &format!("/api/duels/{id}/code"),
            Some(json!({"code": "11111"})),
        )
        .await;
    black
        .ok(
            server,
            "POST",
            &format!("/api/duels/{id}/code"),
            Some(json!({"code": "22222"})),
        )
        .await;
    for (w, b) in guesses {
        white
            .ok(
                server,
                "POST",
                &format!("/api/duels/{id}/guesses"),
                Some(json!({"guess": w})),
            )
            .await;
        black
            .ok(
                server,
                "POST",
                &format!("/api/duels/{id}/guesses"),
                Some(json!({"guess": b})),
            )
            .await;
    }
    id
}

#[tokio::test]
async fn statistics_ranking_and_a_players_page_match_the_results() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = serve(common::database_in(dir.path()).await).await;
    let mut ann = Player::sign_up(&server, &unique("ann")).await;
    let mut bob = Player::sign_up(&server, &unique("bob")).await;
    let mut watcher = Player::anonymous("watcher");

    // White wins in turn 2, black wins in turn 1, a draw in one turn; rated.
    duel(
        &server,
        &mut ann,
        &mut bob,
        true,
        &[("33333", "33333"), ("22222", "33333")],
    )
    .await;
    duel(&server, &mut bob, &mut ann, true, &[("33333", "11111")]).await;
    let last = duel(&server, &mut ann, &mut bob, true, &[("22222", "11111")]).await;
    // A casual duel still in play.
    let playing = duel(&server, &mut ann, &mut bob, false, &[("33333", "33333")]).await;

    let stats = watcher.ok(&server, "GET", "/api/stats", None).await;
    assert_eq!(stats["finished"], 3);
    assert_eq!(stats["white_wins"], json!({"count": 1, "percent": 33.33}));
    assert_eq!(stats["black_wins"], json!({"count": 1, "percent": 33.33}));
    assert_eq!(stats["draws"], json!({"count": 1, "percent": 33.33}));

    let ranking = watcher.ok(&server, "GET", "/api/players", None).await;
    let names: Vec<&str> = ranking["players"]
        .as_array()
        .expect("players")
        .iter()
        .filter_map(|p| p["name"].as_str())
        .collect();
    let at = |name: &str| names.iter().position(|n| *n == name).expect("ranked");
    assert!(at(&ann.name) < at(&bob.name), "{ranking}");

    let page = watcher
        .ok(
            &server,
            "GET",
            &format!("/api/players/{}", ann.name.to_uppercase()),
            None,
        )
        .await;
    assert_eq!(page["name"], ann.name.as_str());
    assert_eq!(page["duels"], 3);
    assert_eq!(page["wins"], json!({"count": 2, "percent": 66.67}));
    assert_eq!(page["losses"], json!({"count": 0, "percent": 0.0}));
    assert_eq!(page["draws"], json!({"count": 1, "percent": 33.33}));
    assert_eq!(page["average_turns_to_break"], json!(1.33));
    assert_eq!(page["rating"]["duels"], 3);
    assert_eq!(page["rating"]["provisional"], true);
    assert!(page["rating"]["rating"].as_i64().expect("a rating") > 1500);
    assert_eq!(page["history"].as_array().map(Vec::len), Some(3));
    let recent: Vec<&Value> = page["recent"].as_array().expect("recent").iter().collect();
    assert_eq!(recent.len(), 4);
    assert_eq!(recent[0]["id"], playing.as_str(), "in play first");
    let (status, _) = watcher
        .send(&server, "GET", "/api/players/nobody_here", None)
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    // Anyone may replay a finished duel; one in play is watched, not replayed.
    let replay = watcher
        .ok(&server, "GET", &format!("/api/duels/{last}/replay"), None)
        .await;
    let events = replay["events"].as_array().expect("events");
    let kinds: Vec<&str> = events.iter().filter_map(|e| e["event"].as_str()).collect();
    assert_eq!(
        kinds,
        [
            "code-set",
            "code-set",
            "turn-started",
            "guessed",
            "guessed",
            "turn-revealed",
            "ended"
        ]
    );
    assert_eq!(
        events[0]["code"], "11111",
        "nothing is secret after the end"
    );
    assert_eq!(
        replay["duel"]["duel"]["codes"],
        json!({"white": "11111", "black": "22222"})
    );
    let (status, _) = watcher
        .send(
            &server,
            "GET",
            &format!("/api/duels/{playing}/replay"),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT);

    let watch = watcher
        .ok(&server, "GET", "/api/duels?state=watch", None)
        .await;
    assert!(
        watch["duels"]
            .as_array()
            .expect("duels")
            .iter()
            .any(|d| d["id"] == playing.as_str())
    );
    let (status, _) = watcher
        .send(&server, "GET", "/api/duels?state=open", None)
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let seen = watcher
        .ok(&server, "GET", &format!("/api/duels/{playing}"), None)
        .await;
    assert_eq!(seen["you"], Value::Null);
    assert_eq!(seen["duel"]["codes"], json!({"white": null, "black": null}));
}

#[tokio::test]
async fn a_spectator_watches_live_without_seeing_a_secret_early() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = serve(common::database_in(dir.path()).await).await;
    let mut ann = Player::sign_up(&server, &unique("ann")).await;
    let mut bob = Player::sign_up(&server, &unique("bob")).await;
    let watcher = Player::anonymous("watcher");
    let body = ann
        .ok(
            &server,
            "POST",
            "/api/duels",
            Some(json!({"opponent": bob.name})),
        )
        .await;
    let id = body["id"].as_str().expect("an id").to_string();
    bob.ok(&server, "POST", &format!("/api/duels/{id}/accept"), None)
        .await;
    let mut live = watcher
        .live(&server, &format!("/api/duels/{id}/live"))
        .await;
    assert_eq!(live.next().await["type"], "state");
    ann.ok(
        &server,
        "POST",
        &format!("/api/duels/{id}/code"),
        Some(json!({"code": "87654"})),
    )
    .await;
    bob.ok(
        &server,
        "POST",
        &format!("/api/duels/{id}/code"),
        Some(json!({"code": "13572"})),
    )
    .await;
    ann.ok(
        &server,
        "POST",
        &format!("/api/duels/{id}/guesses"),
        Some(json!({"guess": "66666"})),
    )
    .await;
    bob.ok(
        &server,
        "POST",
        &format!("/api/duels/{id}/guesses"),
        Some(json!({"guess": "87654"})),
    )
    .await;
    let messages = live.until(|m| m["event"] == "ended").await;
    let reveal = messages
        .iter()
        .position(|m| m["event"] == "turn-revealed")
        .expect("a reveal");
    let before: String = messages[..reveal].iter().map(Value::to_string).collect();
    for secret in ["87654", "13572", "66666"] {
        assert!(
            !before.contains(secret),
            "{secret} before the reveal: {before}"
        );
    }
    let ended = messages.last().expect("the end");
    assert_eq!(ended["codes"], json!({"white": "87654", "black": "13572"}));
    assert_eq!(ended["result"]["winner"], "black");
}
