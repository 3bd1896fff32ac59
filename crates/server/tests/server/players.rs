//! Around the duel: the site's statistics, the ranking, a player's page,
//! replays and watching a duel, through the API.

use crate::{client, common};
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
    let terms = json!({ "rated": rated });
    let id = client::begun(server, white, black, terms, ("11111", "22222")).await;
    for (w, b) in guesses {
        white.guess(server, &id, w).await;
        black.guess(server, &id, b).await;
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

    let stats = watcher.get(&server, "/api/stats").await;
    assert_eq!(stats["finished"], 3);
    assert_eq!(stats["white_wins"], json!({"count": 1, "percent": 33.33}));
    assert_eq!(stats["black_wins"], json!({"count": 1, "percent": 33.33}));
    assert_eq!(stats["draws"], json!({"count": 1, "percent": 33.33}));

    let ranking = watcher.get(&server, "/api/players").await;
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
    assert_eq!(recent[0]["turn"], 2, "the turn in play");
    let sides: Vec<&str> = recent.iter().filter_map(|d| d["side"].as_str()).collect();
    assert_eq!(sides, ["white", "white", "black", "white"], "newest first");
    assert_eq!(page["rank"], 1);
    let changes: Vec<Option<i64>> = recent.iter().map(|d| d["rating_change"].as_i64()).collect();
    assert_eq!(changes[0], None, "the casual duel in play");
    let history: Vec<i64> = page["history"]
        .as_array()
        .expect("history")
        .iter()
        .filter_map(|p| p["rating"].as_i64())
        .collect();
    let gained: i64 = changes.iter().flatten().sum();
    assert!(
        (history[2] - 1500 - gained).abs() <= 2,
        "the changes add up: {changes:?} {history:?}"
    );
    assert!(changes[3].is_some_and(|c| c > 0), "the first duel, a win");
    let (status, _) = watcher
        .send(&server, "GET", "/api/players/nobody_here", None)
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    // Anyone may replay a finished duel; one in play is watched, not replayed.
    let replay = watcher
        .get(&server, &format!("/api/duels/{last}/replay"))
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

    let watch = watcher.get(&server, "/api/duels?state=watch").await;
    let watched = watch["duels"]
        .as_array()
        .expect("duels")
        .iter()
        .find(|d| d["id"] == playing.as_str())
        .expect("the duel in play is listed");
    // Each player's rating stands beside the name, as on the player's page.
    assert_eq!(watched["white"], ann.name.as_str());
    assert_eq!(watched["white_rating"]["rating"], page["rating"]["rating"]);
    assert_eq!(watched["white_rating"]["provisional"], true);
    assert!(watched["black_rating"]["rating"].as_i64().expect("bob's") < 1500);
    let (status, _) = watcher
        .send(&server, "GET", "/api/duels?state=open", None)
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let seen = watcher.get(&server, &format!("/api/duels/{playing}")).await;
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
    ann.code(&server, &id, "87654").await;
    bob.code(&server, &id, "13572").await;
    ann.guess(&server, &id, "66666").await;
    bob.guess(&server, &id, "87654").await;
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

#[tokio::test]
async fn a_guest_plays_the_computer_and_nobody_else_sees_it() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = serve(common::database_in(dir.path()).await).await;
    let mut guest = Player::anonymous("guest");
    let mut stranger = Player::anonymous("stranger");
    guest.get(&server, "/api/presets").await; // the browser gets its cookie
    let (status, _) = guest
        .send(
            &server,
            "POST",
            "/api/duels/computer",
            Some(json!({"preset": "mastermind-1", "level": 6})),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let body = guest
        .ok(
            &server,
            "POST",
            "/api/duels/computer",
            Some(json!({"preset": "mastermind-1", "level": 5})),
        )
        .await;
    let id = body["id"].as_str().expect("an id").to_string();
    let view = guest.get(&server, &format!("/api/duels/{id}")).await;
    assert_eq!(view["you"], "white");
    assert_eq!(view["computer"], 5);
    assert_eq!(view["black"], "Computer (level 5)");
    assert_eq!(
        view["duel"]["codes"]["black"],
        Value::Null,
        "its code stays hidden"
    );
    let (status, _) = stranger
        .send(&server, "GET", &format!("/api/duels/{id}"), None)
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = stranger
        .attempt(&server, &id, "guesses", json!({"guess": "1122"}))
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    let view = guest.code(&server, &id, "6543").await;
    assert_eq!(
        view["duel"]["phase"],
        json!({"phase": "guesses", "turn": 1, "awaiting": {"white": true, "black": false}}),
        "the computer has guessed, unseen"
    );
    // The guest never breaks the code; the strongest level breaks 4·6 in
    // at most 5 turns.
    let mut end = Value::Null;
    for _ in 0..10 {
        let view = guest.guess(&server, &id, "1111").await;
        if view["state"] == "over" {
            end = view;
            break;
        }
    }
    // The computer's code is drawn at random: once in 1,296 duels it is
    // 1111 itself, and the guest wins in turn 1.
    let winner = if end["duel"]["codes"]["black"] == "1111" {
        "white"
    } else {
        "black"
    };
    assert_eq!(end["result"]["winner"], winner, "{end}");
    assert!(end["result"]["turns"].as_u64().expect("turns") <= 5);
    assert!(
        end["duel"]["codes"]["black"].is_string(),
        "shown at the end"
    );
    let mine = guest.get(&server, "/api/duels?state=computer").await;
    assert_eq!(mine["duels"][0]["id"], id.as_str());
    let stats = guest.get(&server, "/api/stats").await;
    assert_eq!(
        stats["finished"], 0,
        "play against the computer is kept apart"
    );
    let again = guest
        .ok(&server, "POST", &format!("/api/duels/{id}/rematch"), None)
        .await;
    let next = guest
        .ok(
            &server,
            "GET",
            &format!("/api/duels/{}", again["id"].as_str().expect("an id")),
            None,
        )
        .await;
    assert_eq!(
        (next["computer"].clone(), next["state"].clone()),
        (json!(5), json!("playing"))
    );
}

#[tokio::test]
async fn the_computer_finishes_a_duel_at_every_level() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = serve(common::database_in(dir.path()).await).await;
    let mut guest = Player::anonymous("guest");
    guest.get(&server, "/api/presets").await;
    for level in 1..=4 {
        let body = guest
            .ok(
                &server,
                "POST",
                "/api/duels/computer",
                Some(json!({"preset": "mastermind-1", "level": level})),
            )
            .await;
        let id = body["id"].as_str().expect("an id").to_string();
        guest.code(&server, &id, "6543").await;
        let mut state = Value::Null;
        for _ in 0..10 {
            let view = guest.guess(&server, &id, "1111").await;
            state = view["state"].clone();
            if state == "over" {
                break;
            }
        }
        assert_eq!(state, "over", "level {level} within the 10 rows");
    }
}
