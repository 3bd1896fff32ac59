//! The computer as codebreaker through a real server: it breaks a code,
//! catches answers that cannot all be true, takes every answer the rule
//! allows, and scores guesses by the setup's rule.

use crate::web_client;
use reqwest::StatusCode;
use serde_json::{Value, json};

use web_client::start;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_computer_breaks_a_code_and_catches_contradictions() {
    let server = start().await;
    let (status, first) = server
        .post(
            "/api/codebreaker/next",
            json!({"preset": "mastermind-1", "strategy": "knuth"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(first, json!({"guess": "1122", "remaining": 1296}));
    let (_, second) = server
        .post(
            "/api/codebreaker/next",
            json!({"preset": "mastermind-1", "strategy": "knuth",
                "history": [{"guess": "1122", "black": 1, "white": 0}]}),
        )
        .await;
    assert_eq!(second["remaining"], 256);
    assert!(second["guess"].as_str().is_some());
    let (status, error) = server
        .post(
            "/api/codebreaker/next",
            json!({"preset": "mastermind-1",
                "history": [{"guess": "1234", "black": 1, "white": 0},
                            {"guess": "1122", "black": 0, "white": 0},
                            {"guess": "5566", "black": 0, "white": 0},
                            {"guess": "1234", "black": 2, "white": 0}]}),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(error["inconsistent"], json!([1, 4]));
    assert!(
        error["error"]
            .as_str()
            .expect("a message")
            .contains("contradict")
    );
    let (status, solved) = server
        .post(
            "/api/codebreaker/next",
            json!({"preset": "mastermind-1", "history": [{"guess": "RBYG", "black": 4, "white": 0}]}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(solved, json!({"solved": true}));

    let (status, demo) = server
        .post(
            "/api/codebreaker/demo",
            json!({"preset": "mastermind-1", "strategy": "knuth", "secret": "3632"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(demo["secret"], "3632");
    assert_eq!(demo["solved"], true);
    let turns = demo["turns"].as_array().expect("turns");
    assert!(turns.len() <= 5, "Knuth needs at most 5: {demo}");
    assert_eq!(turns.last().expect("a turn")["guess"], "3632");
    assert_eq!(turns.last().expect("a turn")["black"], 4);
    let (status, random) = server
        .post(
            "/api/codebreaker/demo",
            json!({"preset": "logik", "strategy": "simple"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(random["secret"].as_str().expect("a secret").len(), 5);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn feedback_is_scored_by_the_rule_of_the_setup() {
    let server = start().await;
    // Seed 000's example: secret 3213 against 1114 under each rule.
    let (status, colour) = server
        .post(
            "/api/feedback",
            json!({"preset": "colour-1", "secret": "3213", "guesses": ["1114", "3213"]}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        colour,
        json!({"feedback": [{"black": 1, "white": 2}, {"black": 4, "white": 0}]})
    );
    let (_, standard) = server
        .post(
            "/api/feedback",
            json!({"setup": {"pegs": 4, "colours": 6, "turns": 10, "rule": "mastermind"},
                "secret": "3213", "guesses": ["1114"]}),
        )
        .await;
    assert_eq!(standard, json!({"feedback": [{"black": 1, "white": 0}]}));
    let (status, error) = server
        .post(
            "/api/feedback",
            json!({"preset": "colour-1", "secret": "3213", "guesses": ["12"]}),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(
        error["error"]
            .as_str()
            .expect("a message")
            .starts_with("guess 1:")
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_codebreaker_takes_every_answer_the_rule_allows_and_names_a_wrong_one() {
    let server = start().await;
    let next = |preset: &str, history: Value, secret: Option<&str>| {
        let mut body = json!({"preset": preset, "strategy": "knuth", "history": history});
        if let Some(secret) = secret {
            body["secret"] = json!(secret);
        }
        server.post("/api/codebreaker/next", body)
    };
    // Secret 1123 against guess 1121 is 3 black, 1 white under the colour
    // game's rule: a truthful answer there, impossible under Mastermind's.
    let three_one = json!([{"guess": "1121", "black": 3, "white": 1}]);
    let (status, answer) = next("colour-1", three_one.clone(), None).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    assert!(answer["guess"].as_str().is_some());
    let (status, error) = next("mastermind-1", three_one, None).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(error["inconsistent"], json!([1]));
    assert!(
        error["error"]
            .as_str()
            .expect("a message")
            .contains("3 black and 1 white cannot happen"),
        "{error}"
    );
    // With the code chosen on the page, a wrong answer is named at once.
    let (status, error) = next(
        "mastermind-1",
        json!([{"guess": "1122", "black": 1, "white": 0},
               {"guess": "1344", "black": 0, "white": 0}]),
        Some("1234"),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(error["inconsistent"], json!([1]));
    assert_eq!(
        error["error"],
        "turn 1: against your code this guess scores 1 black, 1 white, not 1 black, 0 white"
    );
    // Every turn used without breaking it: the codemaker wins.
    let used: Vec<Value> = ["1122", "3344", "5566", "1212", "3434", "5656"]
        .iter()
        .map(|g| json!({"guess": g, "black": 0, "white": 0}))
        .collect();
    let (status, _) = next("colour-1", Value::Array(used.clone()), None).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "no code fits");
    let used: Vec<Value> = ["1111", "1111", "1111", "1111", "1111", "1111"]
        .iter()
        .map(|g| json!({"guess": g, "black": 0, "white": 0}))
        .collect();
    let (status, over) = next("colour-1", Value::Array(used), None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(over["out_of_turns"], true, "{over}");
}
