//! The board game for two (`/api/series`) through a real server on
//! 127.0.0.1:0 and a real HTTP client.

use crate::series_client::{event, kinds, start_in};

use reqwest::StatusCode;
use serde_json::{Value, json};

#[tokio::test]
async fn a_code_broken_on_row_k_scores_k_and_the_roles_switch() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = start_in(dir.path()).await;
    let (id, view) = server.series(json!({})).await;
    assert_eq!(view["phase"], "secret");
    assert_eq!(view["variant"], "board");
    assert_eq!(view["feedback"], "computed");
    assert_eq!(view["game"]["number"], 1);
    assert_eq!(view["game"]["codemaker"], "Ann");
    assert_eq!(view["game"]["codebreaker"], "Bob");
    assert_eq!(view["scores"], json!({"Ann": 0, "Bob": 0}));
    assert_eq!(view["setup"]["turns"], 10);
    assert_eq!(view["winner"], Value::Null);

    let view = server.secret(id, "1234").await;
    assert_eq!(view["phase"], "guess");
    let (events, _) = server.guess(id, "1111").await;
    assert_eq!(
        events,
        vec![
            json!({"event": "feedback", "game": 1, "turn": 1, "guess": "1111", "black": 1, "white": 0})
        ]
    );
    server.guess(id, "1243").await;
    let (events, view) = server.guess(id, "RBYG").await; // letters read as colours
    assert_eq!(kinds(&events), ["feedback", "game-end"]);
    assert_eq!(
        event(&events, "game-end"),
        &json!({"event": "game-end", "game": 1, "broken": true, "rows": 3, "secret": "1234",
            "scores": {"Ann": 3, "Bob": 0}})
    );
    assert_eq!(view["scores"], json!({"Ann": 3, "Bob": 0}));
    assert_eq!(view["games_scored"], 1);
    assert_eq!(view["phase"], "secret");
    assert_eq!(view["game"]["number"], 2);
    assert_eq!(view["game"]["codemaker"], "Bob");
    assert_eq!(view["game"]["rows"], json!([]));
    let played = &view["history"][0];
    assert_eq!(played["number"], 1);
    assert_eq!(played["secret"], "1234");
    assert_eq!(
        played["outcome"],
        json!({"kind": "broken", "rows": 3, "turns": null, "scorer": "Ann", "points": 3})
    );
    assert_eq!(played["rows"].as_array().expect("rows").len(), 3);
    assert_eq!(
        played["rows"][2],
        json!({"turn": 3, "guess": "1234", "black": 4, "white": 0})
    );
}

#[tokio::test]
async fn an_unbroken_code_scores_eleven_and_the_series_has_a_winner() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = start_in(dir.path()).await;
    let (id, _) = server.series(json!({})).await;
    server.secret(id, "1234").await;
    server.guess(id, "1234").await;
    server.secret(id, "6543").await;
    for _ in 0..9 {
        let (events, _) = server.guess(id, "1111").await;
        assert_eq!(kinds(&events), ["feedback"]);
    }
    let (events, view) = server.guess(id, "1111").await;
    assert_eq!(kinds(&events), ["feedback", "game-end", "series-end"]);
    assert_eq!(event(&events, "game-end")["broken"], false);
    assert_eq!(event(&events, "game-end")["rows"], 10);
    assert_eq!(
        event(&events, "series-end"),
        &json!({"event": "series-end", "scores": {"Ann": 1, "Bob": 11}, "winner": "Bob"})
    );
    assert_eq!(view["phase"], "over");
    assert_eq!(view["game"], Value::Null);
    assert_eq!(view["winner"], "Bob");
    assert_eq!(view["scores"], json!({"Ann": 1, "Bob": 11}));
    assert_eq!(view["history"][1]["outcome"]["kind"], "unbroken");
    assert_eq!(view["history"][1]["outcome"]["points"], 11);
    assert_eq!(view["history"][1]["secret"], "6543");
    let message = server
        .refused(
            id,
            "guesses",
            json!({"guess": "1111"}),
            StatusCode::CONFLICT,
        )
        .await;
    assert_eq!(message, "the series is over");
}

#[tokio::test]
async fn game_no_2_takes_vacant_holes_and_game_no_1_refuses_them() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = start_in(dir.path()).await;
    let (id, view) = server.series(json!({"variant": "board-blanks"})).await;
    assert_eq!(view["variant"], "board-blanks");
    assert_eq!(view["setup"]["blanks"], true);
    server.secret(id, "1020").await;
    let (events, _) = server.guess(id, "0000").await;
    assert_eq!(event(&events, "feedback")["black"], 2);
    assert_eq!(event(&events, "feedback")["white"], 0);
    let (events, _) = server.guess(id, "red, blank, blue, blank").await;
    assert_eq!(
        event(&events, "game-end"),
        &json!({"event": "game-end", "game": 1, "broken": true, "rows": 2, "secret": "1020",
            "scores": {"Ann": 2, "Bob": 0}})
    );

    let (id, _) = server.series(json!({"variant": "board"})).await;
    let message = server
        .refused(
            id,
            "secret",
            json!({"code": "1020"}),
            StatusCode::BAD_REQUEST,
        )
        .await;
    assert!(message.contains("blank"), "{message}");
    let message = server
        .refused(
            id,
            "secret",
            json!({"code": "1237"}),
            StatusCode::BAD_REQUEST,
        )
        .await;
    assert!(!message.is_empty());
    server.secret(id, "1234").await;
    let message = server
        .refused(
            id,
            "guesses",
            json!({"guess": "0000"}),
            StatusCode::BAD_REQUEST,
        )
        .await;
    assert!(message.contains("blank"), "{message}");
}

#[tokio::test]
async fn the_code_in_play_never_reaches_a_client_before_its_reveal() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = start_in(dir.path()).await;
    for feedback in ["computed", "manual"] {
        let (id, _) = server.series(json!({"feedback": feedback})).await;
        let mut bodies = Vec::new();
        let mut send = async |what: &str, body: Value| {
            let url = format!("{}/api/series/{id}/{what}", server.base);
            let (status, _, text) = server.send(server.client.post(url).json(&body)).await;
            assert_eq!(status, StatusCode::OK, "{what}: {text}");
            bodies.push(text);
            let (_, _, text) = server
                .send(
                    server
                        .client
                        .get(format!("{}/api/series/{id}", server.base)),
                )
                .await;
            bodies.push(text);
        };
        send("secret", json!({"code": "6543"})).await;
        for guess in ["1122", "3456", "5634", "6534"] {
            send("guesses", json!({ "guess": guess })).await;
            if feedback == "manual" {
                send("answers", json!({"black": 0, "white": 0})).await;
            }
        }
        if feedback == "computed" {
            // True answers: the challenge fails and the code stays hidden.
            send("challenge", json!({})).await;
        }
        for body in &bodies {
            assert!(!body.contains("6543"), "the code shows in {body}");
            assert!(!body.contains("6 5 4 3"), "the code shows in {body}");
        }
        let view = server.view(id).await;
        if feedback == "computed" {
            assert_eq!(view["phase"], "guess");
            let (events, view) = server.guess(id, "6543").await;
            assert_eq!(event(&events, "game-end")["secret"], "6543");
            assert_eq!(view["history"][0]["secret"], "6543");
        } else {
            // Nothing right in 1122 nor in 3456 cannot be true: the void
            // game shows its code.
            assert_eq!(view["phase"], "guess");
            let (events, view) = server.play(id, "challenge", json!({})).await;
            assert_eq!(event(&events, "wrong-information")["turns"], json!([1, 2]));
            assert_eq!(view["history"][0]["secret"], "6543");
        }
    }
}

#[tokio::test]
async fn bad_series_and_unknown_ids_are_refused_with_messages() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = start_in(dir.path()).await;
    for (body, wanted) in [
        (
            json!({"players": ["Ann", "Bob"], "games": 3}),
            "even number of games",
        ),
        (
            json!({"players": ["Ann", "Bob"], "games": 22}),
            "2 to 20 games",
        ),
        (json!({"players": ["Ann", " "]}), "name is empty"),
        (json!({"players": ["Ann", "Ann "]}), "different names"),
        (json!({"players": ["Ann"]}), "two players"),
        (
            json!({"players": ["Ann", "Bob"], "variant": "logik"}),
            "unknown variant 'logik'",
        ),
        (
            json!({"players": ["Ann", "Bob"], "feedback": "guessed"}),
            "unknown feedback",
        ),
        (
            json!({"players": ["Ann", "Bob"], "time_limit": 0}),
            "time limit",
        ),
        (
            json!({"players": ["Ann", "x".repeat(45)]}),
            "at most 44 are allowed",
        ),
        (
            json!({"players": ["Ann", "Bob"], "colour": "red"}),
            "unknown field",
        ),
    ] {
        let (status, answer) = server.post("/api/series", body.clone()).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}: {answer}");
        let message = answer["error"].as_str().expect("a message");
        assert!(message.contains(wanted), "{body}: {message}");
    }
    for path in ["/api/series/999", "/api/series/abc", "/api/series/-1"] {
        let (status, answer) = server.get(path).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{path}: {answer}");
    }
    let (status, _) = server
        .post("/api/series/999/guesses", json!({"guess": "1234"}))
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (id, _) = server.series(json!({})).await;
    let message = server
        .refused(
            id,
            "guesses",
            json!({"guess": "1234"}),
            StatusCode::CONFLICT,
        )
        .await;
    assert_eq!(message, "the codemaker has not set the code yet");
    server.secret(id, "1234").await;
    let message = server
        .refused(id, "secret", json!({"code": "1234"}), StatusCode::CONFLICT)
        .await;
    assert_eq!(message, "the code is already set");
    let message = server
        .refused(
            id,
            "answers",
            json!({"black": 1, "white": 0}),
            StatusCode::CONFLICT,
        )
        .await;
    assert_eq!(message, "the program computes the answers in this series");
    server
        .refused(
            id,
            "guesses",
            json!({"guess": "12345"}),
            StatusCode::BAD_REQUEST,
        )
        .await;
    // Names are kept as typed (trimmed): the page inserts them as text.
    let (_, view) = server
        .series(json!({"players": ["<b>Ann</b>", "Zoë & Bob"]}))
        .await;
    assert_eq!(view["players"], json!(["<b>Ann</b>", "Zoë & Bob"]));
    let (_, doc) = server.get("/api/openapi.json").await;
    for path in [
        "/api/series",
        "/api/series/{id}",
        "/api/series/{id}/secret",
        "/api/series/{id}/guesses",
        "/api/series/{id}/answers",
        "/api/series/{id}/challenge",
        "/api/series/{id}/reveal",
        "/api/series/{id}/timeout",
    ] {
        assert!(doc["paths"][path].is_object(), "{path} is not documented");
    }
}

#[tokio::test]
async fn a_series_belongs_to_the_browser_that_started_it() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let server = start_in(dir.path()).await;
    let (id, _) = server.series(json!({})).await;
    let stranger = server.other_browser();
    let (status, body) = stranger.get(&format!("/api/series/{id}")).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    let (status, _) = stranger
        .post(&format!("/api/series/{id}/secret"), json!({"code": "1234"}))
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = server
        .post(&format!("/api/series/{id}/secret"), json!({"code": "1234"}))
        .await;
    assert_eq!(status, StatusCode::OK, "its own browser plays on");
    // After a restart the owner comes back from the database.
    let again = start_in(dir.path()).await;
    let (status, _) = again.get(&format!("/api/series/{id}")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = server
        .same_browser_on(again)
        .get(&format!("/api/series/{id}"))
        .await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test]
async fn a_browser_lists_its_unfinished_series_and_may_abandon_one() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = start_in(dir.path()).await;
    let (id, _) = server.series(json!({})).await;
    let (_, theirs) = server.other_browser().series(json!({})).await;
    let (status, list) = server.get("/api/series").await;
    assert_eq!(status, StatusCode::OK);
    let ids: Vec<&str> = list
        .as_array()
        .expect("a list")
        .iter()
        .map(|s| s["id"].as_str().expect("an id"))
        .collect();
    assert_eq!(ids, [id], "only this browser's, not {theirs}");
    assert_eq!(list[0]["to_move"], "Ann");
    assert_eq!(list[0]["game"], 1);
    let stranger = server.other_browser();
    let response = stranger
        .client
        .delete(format!("{}/api/series/{id}", stranger.base))
        .send()
        .await
        .expect("answers");
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
    let response = server
        .client
        .delete(format!("{}/api/series/{id}", server.base))
        .send()
        .await
        .expect("answers");
    assert_eq!(response.status(), StatusCode::OK);
    let (status, _) = server.get(&format!("/api/series/{id}")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (_, list) = server.get("/api/series").await;
    assert_eq!(list, json!([]));
}
