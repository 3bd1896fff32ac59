//! Every refusal of the API: a status, a message that names the problem,
//! and a stable code the OpenAPI document lists. Through a real server on
//! 127.0.0.1:0 and a real HTTP client.
use crate::web_client;
use reqwest::StatusCode;
use serde_json::json;
use web_client::start;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_bad_request_names_its_problem() {
    let server = start().await;
    let id = server.new_game("mastermind-1").await;
    let guesses = format!("/api/games/{id}/guesses");
    let cases: Vec<(reqwest::RequestBuilder, StatusCode, &str)> = vec![
        (server.client.post(format!("{}/api/games", server.base)).json(&json!({"preset": "mastermind-9"})), StatusCode::BAD_REQUEST, "unknown preset 'mastermind-9'"),
        (server.client.post(format!("{}/api/games", server.base)).json(&json!({})), StatusCode::BAD_REQUEST, "give a \"preset\""),
        (server.client.post(format!("{}/api/games", server.base)).json(&json!({"preset": "logik", "setup": {"pegs": 4, "colours": 6, "turns": 8}})), StatusCode::BAD_REQUEST, "not both"),
        (server.client.post(format!("{}/api/games", server.base)).json(&json!({"setup": {"pegs": 9, "colours": 6, "turns": 8}})), StatusCode::BAD_REQUEST, "1 to 8 pegs"),
        (server.client.post(format!("{}/api/games", server.base)).json(&json!({"setup": {"pegs": 4, "colours": 6}})), StatusCode::BAD_REQUEST, "missing field `turns`"),
        (server.client.post(format!("{}/api/games", server.base)).json(&json!({"setup": {"pegs": 4, "colours": 6, "turns": 8, "rule": "chess"}})), StatusCode::BAD_REQUEST, "unknown rule 'chess'"),
        (server.client.post(format!("{}/api/games", server.base)).json(&json!({"setup": {"pegs": 4, "colours": 3, "turns": 8, "palette": ["red", "red", "blue"]}})), StatusCode::BAD_REQUEST, "palette"),
        (server.client.post(format!("{}/api/games", server.base)).header("content-type", "application/json").body("{\"preset\":"), StatusCode::BAD_REQUEST, "not valid JSON"),
        (server.client.post(format!("{}/api/games", server.base)).body("{\"preset\":\"logik\"}"), StatusCode::BAD_REQUEST, "Content-Type: application/json"),
        (server.client.post(format!("{}/api/games", server.base)).json(&json!({"preset": 7})), StatusCode::BAD_REQUEST, "invalid type"),
        (server.client.post(format!("{}{guesses}", server.base)).json(&json!({})), StatusCode::BAD_REQUEST, "missing field `guess`"),
        (server.client.post(format!("{}{guesses}", server.base)).json(&json!({"guess": "12345"})), StatusCode::BAD_REQUEST, "this game has 4 pegs; '12345' has 5"),
        (server.client.post(format!("{}{guesses}", server.base)).json(&json!({"guess": "12x4"})), StatusCode::BAD_REQUEST, "'x' in '12x4' is not a colour"),
        (server.client.post(format!("{}{guesses}", server.base)).json(&json!({"guess": ""})), StatusCode::BAD_REQUEST, "no code given"),
        (server.client.post(format!("{}{guesses}", server.base)).json(&json!({"guess": "0123"})), StatusCode::BAD_REQUEST, "has a blank (0) at peg 1"),
        (server.client.get(format!("{}/api/games/{}", server.base, "f".repeat(32))), StatusCode::NOT_FOUND, "no game 'ffff"),
        (server.client.get(format!("{}/api/games/nope", server.base)), StatusCode::NOT_FOUND, "no game 'nope'"),
        (server.client.post(format!("{}/api/games/nope/guesses", server.base)).json(&json!({"guess": "1234"})), StatusCode::NOT_FOUND, "no game 'nope'"),
        (server.client.get(format!("{}/api/nothing", server.base)), StatusCode::NOT_FOUND, "no such API route"),
        (server.client.put(format!("{}/api/games", server.base)), StatusCode::METHOD_NOT_ALLOWED, "does not take PUT"),
        (server.client.get(format!("{}/api/scores", server.base)), StatusCode::BAD_REQUEST, "?preset="),
        (server.client.get(format!("{}/api/scores?preset=chess", server.base)), StatusCode::BAD_REQUEST, "unknown preset 'chess'"),
        (server.client.get(format!("{}/api/scores?preset=logik&scope=theirs", server.base)), StatusCode::BAD_REQUEST, "unknown scope 'theirs'"),
        (server.client.delete(format!("{}/api/scores?preset=logik", server.base)), StatusCode::FORBIDDEN, "scores --reset"),
        (server.client.post(format!("{}/api/codebreaker/next", server.base)).json(&json!({"preset": "mastermind-1", "strategy": "minimax"})), StatusCode::BAD_REQUEST, "unknown strategy 'minimax'"),
        (server.client.post(format!("{}/api/codebreaker/next", server.base)).json(&json!({"preset": "mastermind-2", "strategy": "optimal"})), StatusCode::BAD_REQUEST, "too slow"),
        (server.client.post(format!("{}/api/codebreaker/next", server.base)).json(&json!({"preset": "board-blanks", "strategy": "optimal"})), StatusCode::BAD_REQUEST, "at most 4 pegs and 6 colours"),
        (server.client.post(format!("{}/api/codebreaker/demo", server.base)).json(&json!({"setup": {"pegs": 7, "colours": 8, "turns": 10}, "strategy": "knuth"})), StatusCode::BAD_REQUEST, "at most 1048576 codes"),
        (server.client.post(format!("{}/api/codebreaker/next", server.base)).json(&json!({"preset": "mastermind-1", "blunder_rate": 2.0})), StatusCode::BAD_REQUEST, "blunder_rate"),
        (server.client.post(format!("{}/api/codebreaker/next", server.base)).json(&json!({"preset": "mastermind-1", "history": [{"guess": "123", "black": 0, "white": 0}]})), StatusCode::BAD_REQUEST, "turn 1: this game has 4 pegs"),
        (server.client.post(format!("{}/api/codebreaker/demo", server.base)).json(&json!({"preset": "mastermind-1", "secret": "7777"})), StatusCode::BAD_REQUEST, "secret:"),
        (server.client.post(format!("{}/api/codebreaker/demo", server.base)).json(&json!({"setup": {"pegs": 8, "colours": 15, "turns": 10}, "strategy": "simple"})), StatusCode::BAD_REQUEST, "the solver handles at most"),
    ];
    let codes = listed_codes(&server).await;
    for (request, status, needle) in cases {
        let (got, body) = server.send(request).await;
        assert_eq!(got, status, "{body}");
        let message = body["error"].as_str().expect("a message");
        assert!(message.contains(needle), "'{message}' lacks '{needle}'");
        let code = body["code"].as_str().expect("a code");
        assert!(codes.iter().any(|c| c == code), "{code} is not listed");
    }
    // No turn was spent on any of it.
    let (_, view) = server.get(&format!("/api/games/{id}")).await;
    assert_eq!(view["turns_left"], 8);
}

/// The codes the OpenAPI document lists for `ErrorBody.code`.
async fn listed_codes(server: &web_client::Server) -> Vec<String> {
    let (_, doc) = server.get("/api/openapi.json").await;
    doc["components"]["schemas"]["ErrorBody"]["properties"]["code"]["enum"]
        .as_array()
        .expect("the codes are listed")
        .iter()
        .map(|c| c.as_str().expect("a code").to_string())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refusal_carries_the_rules_code_beside_its_message() {
    let server = start().await;
    let id = server.new_game("mastermind-1").await;
    let guesses = format!("{}/api/games/{id}/guesses", server.base);
    let games = format!("{}/api/games", server.base);
    let cases: Vec<(reqwest::RequestBuilder, &str)> = vec![
        (
            server
                .client
                .post(&games)
                .json(&json!({"preset": "mastermind-9"})),
            "unknown_preset",
        ),
        (
            server
                .client
                .post(&games)
                .json(&json!({"setup": {"pegs": 9, "colours": 6, "turns": 8}})),
            "setup_pegs",
        ),
        (
            server
                .client
                .post(&games)
                .json(&json!({"setup": {"pegs": 4, "colours": 6, "turns": 8, "rule": "chess"}})),
            "unknown_rule",
        ),
        (
            server
                .client
                .post(&games)
                .header("content-type", "application/json")
                .body("{"),
            "bad_request",
        ),
        (
            server
                .client
                .post(&guesses)
                .json(&json!({"guess": "12345"})),
            "code_length",
        ),
        (
            server.client.post(&guesses).json(&json!({"guess": "12x4"})),
            "code_colour",
        ),
        (
            server.client.post(&guesses).json(&json!({"guess": ""})),
            "code_empty",
        ),
        (
            server.client.post(&guesses).json(&json!({"guess": "0123"})),
            "code_blank",
        ),
        (
            server.client.get(format!("{}/api/games/nope", server.base)),
            "not_found",
        ),
        (server.client.put(&games), "method_not_allowed"),
    ];
    let codes = listed_codes(&server).await;
    assert!(codes.iter().any(|c| c == "not_your_turn"), "{codes:?}");
    for (request, want) in cases {
        let (status, body) = server.send(request).await;
        assert!(status.is_client_error(), "{body}");
        assert_eq!(body["code"], want, "{body}");
        assert!(codes.iter().any(|c| c == want), "{want} is not listed");
    }
    // A guess sent again names the turn it played: the retry's own code.
    let (_, _) = server
        .post(
            &format!("/api/games/{id}/guesses"),
            json!({"guess": "1122", "turn": 1}),
        )
        .await;
    let (status, body) = server
        .post(
            &format!("/api/games/{id}/guesses"),
            json!({"guess": "1122", "turn": 1}),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    assert_eq!(body["code"], "turn_played");
}
