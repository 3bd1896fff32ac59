//! Wrong information in the board game for two (`/api/series`), through a
//! real server: a challenge that proves the codemaker's answers impossible
//! voids and replays the game; in companion mode the reveal finds it.

use crate::series_client::{kinds, start_in};

use reqwest::StatusCode;
use serde_json::{Value, json};

#[tokio::test]
async fn wrong_information_proven_by_a_challenge_voids_and_replays_the_game() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = start_in(dir.path()).await;
    let (id, view) = server.series(json!({"feedback": "manual"})).await;
    assert_eq!(view["feedback"], "manual");
    server.secret(id, "1234").await;
    let (events, view) = server.guess(id, "1122").await;
    assert_eq!(
        events,
        vec![json!({"event": "guess", "game": 1, "turn": 1, "guess": "1122"})]
    );
    assert_eq!(view["phase"], "answer");
    assert_eq!(view["game"]["pending_guess"], "1122");
    assert_eq!(view["turn_started"], Value::Null);
    // Out of turn: the guess waits for its answer.
    let message = server
        .refused(
            id,
            "guesses",
            json!({"guess": "3456"}),
            StatusCode::CONFLICT,
        )
        .await;
    assert_eq!(
        message,
        "the guess of row 1 waits for the codemaker's answer"
    );
    let message = server
        .refused(
            id,
            "answers",
            json!({"black": 3, "white": 2}),
            StatusCode::BAD_REQUEST,
        )
        .await;
    assert!(message.contains("this game has 4 pegs"), "{message}");
    // The truth is 1 black, 1 white: Ann says nothing is right.
    let (events, view) = server.answer(id, 0, 0).await;
    assert_eq!(
        events,
        vec![
            json!({"event": "feedback", "game": 1, "turn": 1, "guess": "1122", "black": 0, "white": 0})
        ]
    );
    assert_eq!(view["game"]["pending_guess"], Value::Null);
    // One answer alone fits some code: the challenge fails, play goes on.
    let (events, view) = server.play(id, "challenge", json!({})).await;
    assert_eq!(
        events,
        vec![json!({"event": "challenge", "game": 1, "consistent": true})]
    );
    assert_eq!(view["phase"], "guess");
    assert_eq!(view["scores"], json!({"Ann": 0, "Bob": 0}));
    server.guess(id, "1111").await;
    server.answer(id, 1, 0).await; // no 1 at all, then a 1 in place
    let (events, view) = server.play(id, "challenge", json!({})).await;
    assert_eq!(
        events,
        vec![
            json!({"event": "wrong-information", "game": 1, "turns": [1, 2], "replay": true,
            "scores": {"Ann": 0, "Bob": 3}})
        ]
    );
    assert_eq!(view["scores"], json!({"Ann": 0, "Bob": 3}));
    assert_eq!(view["games_scored"], 0);
    assert_eq!(view["phase"], "secret");
    assert_eq!(view["game"]["number"], 1);
    assert_eq!(view["game"]["replay"], true);
    assert_eq!(view["game"]["codemaker"], "Ann");
    assert_eq!(view["game"]["rows"], json!([]));
    let void = &view["history"][0];
    assert_eq!(
        void["outcome"],
        json!({"kind": "wrong-information", "rows": null, "turns": [1, 2], "scorer": "Bob", "points": 3})
    );
    assert_eq!(void["secret"], "1234");
    assert_eq!(void["rows"].as_array().expect("rows").len(), 2);
}

#[tokio::test]
async fn wrong_information_found_at_the_reveal_in_companion_mode() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = start_in(dir.path()).await;
    let (id, view) = server
        .series(json!({"companion": true, "feedback": "computed"}))
        .await;
    // The physical board's codemaker answers: manual feedback, no code yet.
    assert_eq!(view["feedback"], "manual");
    assert_eq!(view["companion"], true);
    assert_eq!(view["phase"], "guess");
    let message = server
        .refused(id, "secret", json!({"code": "1234"}), StatusCode::CONFLICT)
        .await;
    assert_eq!(
        message,
        "the code is typed in at the reveal in companion mode"
    );
    let message = server
        .refused(id, "reveal", json!({"code": "1234"}), StatusCode::CONFLICT)
        .await;
    assert_eq!(
        message,
        "the code is not revealed yet: the game is still on"
    );
    server.guess(id, "1122").await;
    server.answer(id, 0, 0).await; // wrong: 1122 scores 1 black 1 white on 1234
    server.guess(id, "1234").await;
    let (events, view) = server.answer(id, 4, 0).await;
    assert_eq!(kinds(&events), ["feedback", "reveal-needed"]);
    assert_eq!(view["phase"], "reveal");
    let message = server
        .refused(
            id,
            "guesses",
            json!({"guess": "1234"}),
            StatusCode::CONFLICT,
        )
        .await;
    assert_eq!(
        message,
        "the game is over: the codemaker types the code in first"
    );
    server
        .refused(id, "reveal", json!({"code": "12"}), StatusCode::BAD_REQUEST)
        .await;
    let (events, view) = server.play(id, "reveal", json!({"code": "1234"})).await;
    assert_eq!(
        events,
        vec![
            json!({"event": "wrong-information", "game": 1, "turns": [1], "replay": true,
            "scores": {"Ann": 0, "Bob": 3}})
        ]
    );
    assert_eq!(view["phase"], "guess");
    assert_eq!(view["game"]["replay"], true);
    assert_eq!(view["game"]["number"], 1);
    assert_eq!(view["history"][0]["secret"], "1234");
    // The replay, answered truly, is scored.
    server.guess(id, "5612").await;
    server.answer(id, 0, 2).await;
    server.guess(id, "1234").await;
    server.answer(id, 4, 0).await;
    let (events, view) = server.play(id, "reveal", json!({"code": "1234"})).await;
    assert_eq!(kinds(&events), ["game-end"]);
    assert_eq!(view["scores"], json!({"Ann": 2, "Bob": 3}));
    assert_eq!(view["game"]["codemaker"], "Bob");
}
