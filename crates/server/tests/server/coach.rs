//! The coach in every review: a finished duel's (each player's guesses),
//! a finished series game's, and a game's, each kept for the player's
//! accuracy in the statistics; none before the end. The codes counted
//! before and after each guess are checked against a count of our own.

use mastermind_core::{Code, Feedback, Preset};
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::client::{Player, begun, two_servers, unique};

/// The codes of level I that fit every (guess, black, white) of `rows`.
fn fitting(rows: &[(&str, u8, u8)]) -> u64 {
    let setup = Preset::Mastermind1.setup();
    let read: Vec<(Code, Feedback)> = rows
        .iter()
        .map(|&(g, black, white)| (setup.parse_code(g).unwrap(), Feedback { black, white }))
        .collect();
    setup
        .codes()
        .filter(|c| read.iter().all(|(g, f)| setup.score(c, g) == *f))
        .count() as u64
}

/// The weighted mean of the verdicts shown, to one decimal.
fn mean(turns: &[Value]) -> Option<f64> {
    let weights: Vec<f64> = turns
        .iter()
        .filter_map(|t| t["verdict"].as_str())
        .map(|v| match v {
            "good" => 1.0,
            "inaccuracy" => 2.0 / 3.0,
            "mistake" => 1.0 / 3.0,
            _ => 0.0,
        })
        .collect();
    (!weights.is_empty())
        .then(|| (1000.0 * weights.iter().sum::<f64>() / weights.len() as f64).round() / 10.0)
}

#[tokio::test]
async fn a_finished_duel_is_reviewed_for_both_players_and_counts_in_their_accuracy() {
    let (_dir, a, b) = two_servers().await;
    let mut ann = Player::sign_up(&a, &unique("ann")).await;
    let mut bob = Player::sign_up(&a, &unique("bob")).await;
    let terms = json!({ "preset": "mastermind-1" });
    let id = begun(&a, &mut ann, &mut bob, terms, ("1122", "3456")).await;
    let path = format!("/api/duels/{id}/review");

    ann.guess(&a, &id, "1234").await;
    bob.guess(&a, &id, "1111").await;
    let (status, _) = ann.send(&b, "GET", &path, None).await;
    assert_eq!(status, StatusCode::CONFLICT, "no review before the end");
    ann.guess(&a, &id, "3456").await;
    bob.guess(&a, &id, "1122").await;

    let review = bob.get(&b, &path).await;
    let sides = review["sides"].as_array().expect("sides");
    assert_eq!(sides.len(), 2);
    let of = |name: &str| {
        sides
            .iter()
            .find(|s| s["name"] == name)
            .unwrap_or_else(|| panic!("{name}'s side in {review}"))
            .clone()
    };
    let anns = of(&ann.name);
    let turns = anns["review"]["turns"].as_array().expect("turns").clone();
    assert_eq!(
        turns.iter().map(|t| t["guess"].clone()).collect::<Vec<_>>(),
        [json!("1234"), json!("3456")]
    );
    // Ann guessed at Bob's 3456: 1234 scored 0 black, 2 white.
    assert_eq!(turns[0]["before"], 1296);
    assert_eq!(turns[0]["after"], fitting(&[("1234", 0, 2)]));
    assert_eq!(turns[1]["before"], fitting(&[("1234", 0, 2)]));
    assert!(turns.iter().all(|t| t["judged_by"] == "exact"), "{turns:?}");
    assert_eq!(anns["review"]["accuracy"].as_f64(), mean(&turns));
    let bobs = of(&bob.name);
    assert_eq!(
        bobs["review"]["turns"][0]["after"],
        fitting(&[("1111", 2, 0)])
    );

    // Each player's statistics count the review.
    let stats = ann.get(&a, "/api/statistics").await;
    assert_eq!(stats["reviewed"], 1, "{stats}");
    assert_eq!(stats["accuracy"].as_f64(), mean(&turns));
    let stats = bob.get(&b, "/api/statistics").await;
    let bob_turns = bobs["review"]["turns"].as_array().unwrap().clone();
    assert_eq!(stats["accuracy"].as_f64(), mean(&bob_turns));
}

#[tokio::test]
async fn a_series_game_is_reviewed_once_it_is_over() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = crate::series_client::start_in(dir.path()).await;
    let (id, _) = server.series(json!({})).await;
    server.secret(id, "1234").await;
    server.guess(id, "1111").await;
    server.guess(id, "1243").await;
    let (status, _) = server.get(&format!("/api/series/{id}/review?game=1")).await;
    assert_eq!(status, StatusCode::CONFLICT, "not over yet");
    server.guess(id, "1234").await;

    let (status, review) = server.get(&format!("/api/series/{id}/review?game=1")).await;
    assert_eq!(status, StatusCode::OK, "{review}");
    let turns = review["turns"].as_array().expect("turns");
    assert_eq!(turns.len(), 3);
    assert_eq!(turns[1]["before"], fitting(&[("1111", 1, 0)]));
    assert_eq!(
        turns[1]["after"],
        fitting(&[("1111", 1, 0), ("1243", 2, 2)])
    );
    assert_eq!(review["accuracy"].as_f64(), mean(turns));
    for game in ["0", "9"] {
        let (status, _) = server
            .get(&format!("/api/series/{id}/review?game={game}"))
            .await;
        assert_eq!(status, StatusCode::NOT_FOUND, "game {game}");
    }
    let (status, _) = server
        .get(&format!("/api/series/{id}/review?game=two"))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn a_game_reviewed_counts_in_the_players_accuracy() {
    let server = crate::web_client::start().await;
    let (_, before) = server.get("/api/statistics").await;
    assert_eq!(
        (before["accuracy"].clone(), before["reviewed"].clone()),
        (Value::Null, json!(0))
    );
    let id = server.new_game("mastermind-1").await;
    server.win(&id).await;
    let (status, review) = server.get(&format!("/api/games/{id}/review")).await;
    assert_eq!(status, StatusCode::OK, "{review}");
    let (_, after) = server.get("/api/statistics").await;
    assert_eq!(after["reviewed"], 1);
    assert_eq!(after["accuracy"], review["accuracy"]);
}
