//! The JSON API through a real server on 127.0.0.1:0 and a real HTTP client.

use mastermind_server::{RateLimit, ServeOptions};

mod common;
#[path = "common/web_client.rs"]
mod web_client;
use reqwest::StatusCode;
use serde_json::{Value, json};
use web_client::{start, start_with};

fn has_key(value: &Value, key: &str) -> bool {
    match value {
        Value::Object(map) => map.contains_key(key) || map.values().any(|v| has_key(v, key)),
        Value::Array(items) => items.iter().any(|v| has_key(v, key)),
        _ => false,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn presets_and_colours() {
    let server = start().await;
    let (status, presets) = server.get("/api/presets").await;
    assert_eq!(status, StatusCode::OK);
    let presets = presets.as_array().expect("a list");
    assert_eq!(presets.len(), 9);
    assert_eq!(
        presets[1],
        json!({"name": "mastermind-2", "title": "Mastermind, level II", "game": "mastermind", "level": 2,
            "setup": {"pegs": 5, "colours": 7, "blanks": false, "repetition": true, "turns": 10,
                "rule": "mastermind", "palette": ["red", "blue", "yellow", "green", "pink", "turquoise", "white"]}})
    );
    assert_eq!(presets[3]["game"], "colour-game");
    assert_eq!(presets[7]["game"], "board");
    assert_eq!(presets[7]["level"], Value::Null);
    assert_eq!(presets[7]["setup"]["blanks"], true);
    let (_, colours) = server.get("/api/colours").await;
    let colours = colours.as_array().expect("a list");
    assert_eq!(colours.len(), 16);
    assert_eq!(
        colours[0],
        json!({"name": "red", "letter": "R", "symbol": "●", "rgb": "#d62828"})
    );
    assert_eq!(colours[15]["name"], "blank");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_won_game_shows_its_secret_time_and_score_state_only_at_the_end() {
    let server = start().await;
    let (status, created) = server
        .post("/api/games", json!({"preset": "mastermind-1"}))
        .await;
    assert_eq!(status, StatusCode::CREATED);
    assert_eq!(created["state"], "playing");
    assert_eq!(created["turns_left"], 8);
    assert_eq!(created["turns"], json!([]));
    assert_eq!(created["score_recorded"], false);
    assert_eq!(created["preset"], "mastermind-1");
    let id = created["id"].as_str().expect("an id").to_string();
    assert_eq!(id.len(), 32);
    let mut seen = vec![created.clone()];
    let (answers, views) = server.win_watching(&id).await;
    let (last, playing) = answers.split_last().expect("a guess");
    for (i, answer) in playing.iter().enumerate() {
        assert_eq!(answer["turn"], i + 1);
        seen.push(answer.clone());
    }
    assert_eq!(views.len(), answers.len());
    for (i, view) in views.iter().enumerate() {
        assert_eq!(view["state"], "playing");
        assert_eq!(view["turns"].as_array().expect("turns").len(), i);
        seen.push(view.clone());
    }
    // While playing, the clock runs from the start: it never goes back.
    let clocks: Vec<f64> = views
        .iter()
        .map(|v| v["seconds_elapsed"].as_f64().expect("seconds_elapsed"))
        .collect();
    assert!(created["seconds_elapsed"].as_f64().expect("a clock") >= 0.0);
    assert!(clocks.windows(2).all(|w| w[0] <= w[1]), "{clocks:?}");
    for body in &seen {
        assert!(
            !has_key(body, "secret"),
            "secret shown while playing: {body}"
        );
        assert!(!has_key(body, "seconds"), "{body}");
    }
    assert_eq!(last["black"], 4);
    let secret = last["secret"].as_str().expect("the secret once won");
    let (_, view) = server.get(&format!("/api/games/{id}")).await;
    assert_eq!(view["state"], "won");
    assert_eq!(view["secret"], secret);
    assert_eq!(
        view["turns"].as_array().expect("turns").len(),
        answers.len()
    );
    assert_eq!(
        view["turns"]
            .as_array()
            .expect("turns")
            .last()
            .expect("a turn")["guess"],
        secret
    );
    assert!(view["seconds"].as_f64().expect("seconds") >= 0.0);
    // The clock stopped at the winning guess: the score's time, however
    // late the game is read.
    assert_eq!(view["seconds_elapsed"], view["seconds"]);
    assert_eq!(view["qualifies"], true);
    assert_eq!(view["turns_left"], 8 - answers.len());
    let (status, again) = server
        .post(
            &format!("/api/games/{id}/guesses"),
            json!({"guess": "1234"}),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "{again}");
    let (status, _) = server
        .post(&format!("/api/games/{id}/quit"), json!({}))
        .await;
    assert_eq!(status, StatusCode::CONFLICT);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_is_lost_after_its_last_turn_and_quit_shows_the_secret() {
    let server = start().await;
    // Six turns at colour-1. A guess that does not win at once never will;
    // one game in 1,296 has 1111 for its secret.
    let mut id = server.new_game("colour-1").await;
    while server
        .post(
            &format!("/api/games/{id}/guesses"),
            json!({"guess": "1111"}),
        )
        .await
        .1["state"]
        == "won"
    {
        id = server.new_game("colour-1").await;
    }
    for turn in 2..=6 {
        let (status, answer) = server
            .post(
                &format!("/api/games/{id}/guesses"),
                json!({"guess": "R R R R"}),
            )
            .await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(answer["turn"], turn);
        if turn < 6 {
            assert_eq!(answer["state"], "playing");
            assert!(answer.get("secret").is_none());
        } else {
            assert_eq!(answer["state"], "lost");
            assert!(answer["secret"].as_str().is_some());
        }
    }
    let (_, view) = server.get(&format!("/api/games/{id}")).await;
    assert_eq!(view["state"], "lost");
    assert_eq!(view["turns_left"], 0);
    assert!(view.get("seconds").is_none());
    assert!(view.get("qualifies").is_none());

    let id = server.new_game("mastermind-2").await;
    server
        .post(
            &format!("/api/games/{id}/guesses"),
            json!({"guess": "red,blue,yellow,green,pink"}),
        )
        .await;
    let (status, quit) = server
        .post(&format!("/api/games/{id}/quit"), json!({}))
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(quit["state"], "quit");
    assert_eq!(quit["secret"].as_str().expect("the secret").len(), 5);
    assert_eq!(quit["turns"][0]["guess"], "12345");
    // The clock stops at the quit: read again later, it shows the same.
    tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    let (_, later) = server.get(&format!("/api/games/{id}")).await;
    assert!(quit["seconds_elapsed"].as_f64().expect("a clock") >= 0.0);
    assert_eq!(later["seconds_elapsed"], quit["seconds_elapsed"]);
    let (status, _) = server
        .post(&format!("/api/games/{id}/quit"), json!({}))
        .await;
    assert_eq!(status, StatusCode::CONFLICT);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_custom_setup_is_played_by_its_own_rules() {
    let server = start().await;
    let (status, game) = server
        .post(
            "/api/games",
            json!({"setup": {"pegs": 5, "colours": 7, "turns": 10, "blanks": false, "repetition": true, "rule": "colour-game"}}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{game}");
    assert_eq!(game["preset"], Value::Null);
    assert_eq!(game["setup"]["rule"], "colour-game");
    assert_eq!(game["setup"]["palette"].as_array().expect("names").len(), 7);
    let (status, game) = server
        .post(
            "/api/games",
            json!({"setup": {"pegs": 3, "colours": 4, "turns": 5, "repetition": false, "palette": ["orange", "lime", "cream", "brown"]}}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{game}");
    let id = game["id"].as_str().expect("an id");
    let (status, error) = server
        .post(&format!("/api/games/{id}/guesses"), json!({"guess": "OOL"}))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(
        error["error"]
            .as_str()
            .expect("a message")
            .contains("more than once"),
        "{error}"
    );
    let (status, _) = server
        .post(&format!("/api/games/{id}/guesses"), json!({"guess": "OLC"}))
        .await;
    assert_eq!(status, StatusCode::OK);
}

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
    for (request, status, needle) in cases {
        let (got, body) = server.send(request).await;
        assert_eq!(got, status, "{body}");
        let message = body["error"].as_str().expect("a message");
        assert!(message.contains(needle), "'{message}' lacks '{needle}'");
    }
    // No turn was spent on any of it.
    let (_, view) = server.get(&format!("/api/games/{id}")).await;
    assert_eq!(view["turns_left"], 8);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bodies_are_limited() {
    let server = start().await;
    let big = json!({"preset": "x".repeat(20 * 1024)});
    let (status, body) = server.post("/api/games", big).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{body}");
    assert!(
        body["error"]
            .as_str()
            .expect("a message")
            .contains("too large")
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pages_of_other_sites_cannot_change_anything() {
    let server = start().await;
    let url = format!("{}/api/games", server.base);
    let body = json!({"preset": "mastermind-1"});
    let (status, error) = server
        .send(
            server
                .client
                .post(&url)
                .header("origin", "http://evil.example")
                .json(&body),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert!(
        error["error"]
            .as_str()
            .expect("a message")
            .contains("evil.example")
    );
    let (status, _) = server
        .send(
            server
                .client
                .post(&url)
                .header("origin", "null")
                .json(&body),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, _) = server
        .send(
            server
                .client
                .post(&url)
                .header("origin", server.base.clone())
                .json(&body),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED);
    // DNS rebinding: a page of evil.example resolved to this server sends
    // its own name as the Host; the Origin check does not trust it.
    let (status, _) = server
        .send(
            server
                .client
                .post(&url)
                .header("origin", "http://evil.example")
                .header("host", "evil.example")
                .json(&body),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let port = server.base.rsplit(':').next().expect("a port");
    let (status, _) = server
        .send(
            server
                .client
                .post(&url)
                .header("origin", format!("http://localhost:{port}"))
                .json(&body),
        )
        .await;
    assert_eq!(
        status,
        StatusCode::CREATED,
        "localhost is this loopback server"
    );
    // Reading is fine from anywhere: the browser keeps the answer from the page.
    let (status, _) = server
        .send(
            server
                .client
                .get(format!("{}/api/presets", server.base))
                .header("origin", "http://evil.example"),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn writes_are_rate_limited_per_address() {
    let server = start_with(ServeOptions {
        // One token per 100 s: none comes back during the test, however
        // slow the machine.
        rate_limit: RateLimit {
            per_second: 0.01,
            burst: 3.0,
        },
        ..ServeOptions::default()
    })
    .await;
    for _ in 0..3 {
        server.new_game("mastermind-1").await;
    }
    let (status, error) = server
        .post("/api/games", json!({"preset": "mastermind-1"}))
        .await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
    assert!(
        error["error"]
            .as_str()
            .expect("a message")
            .contains("too many requests")
    );
    let (status, _) = server.get("/api/presets").await;
    assert_eq!(status, StatusCode::OK, "reading is not limited");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn first_visit_sets_the_player_cookie_and_security_headers() {
    let server = start().await;
    let fresh = reqwest::Client::new();
    let response = fresh
        .get(format!("{}/", server.base))
        .send()
        .await
        .expect("answers");
    assert_eq!(response.status(), StatusCode::OK);
    let headers = response.headers();
    let cookie = headers["set-cookie"].to_str().expect("text");
    assert!(cookie.starts_with("player="), "{cookie}");
    for part in ["HttpOnly", "SameSite=Lax", "Path=/"] {
        assert!(cookie.contains(part), "{cookie} lacks {part}");
    }
    assert!(
        headers["content-type"]
            .to_str()
            .expect("text")
            .starts_with("text/html")
    );
    assert!(
        headers["content-security-policy"]
            .to_str()
            .expect("text")
            .contains("default-src 'self'")
    );
    assert!(
        headers["content-security-policy"]
            .to_str()
            .expect("text")
            .contains("frame-ancestors 'none'")
    );
    assert_eq!(headers["x-content-type-options"], "nosniff");
    let known = server
        .client
        .get(format!("{}/", server.base))
        .send()
        .await
        .expect("answers");
    assert!(known.headers().get("set-cookie").is_none());
    let script = fresh
        .get(format!("{}/js/api.js", server.base))
        .send()
        .await
        .expect("answers");
    assert_eq!(script.status(), StatusCode::OK);
    assert!(
        script.headers()["content-type"]
            .to_str()
            .expect("text")
            .starts_with("text/javascript")
    );
    let missing = fresh
        .get(format!("{}/no/such/page", server.base))
        .send()
        .await
        .expect("answers");
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);
    assert!(
        missing.headers()["content-type"]
            .to_str()
            .expect("text")
            .starts_with("text/html")
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hints_while_playing_and_a_review_once_over() {
    let server = start().await;
    let id = server.new_game("mastermind-1").await;
    let (status, hint) = server
        .post(&format!("/api/games/{id}/hint"), json!({}))
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(hint["remaining"], 1296);
    assert_eq!(hint["suggestion"].as_str().expect("a code").len(), 4);
    let (status, _) = server.get(&format!("/api/games/{id}/review")).await;
    assert_eq!(status, StatusCode::CONFLICT, "no review while playing");
    server
        .post(
            &format!("/api/games/{id}/guesses"),
            json!({"guess": "1122"}),
        )
        .await;
    let (_, hint) = server
        .post(&format!("/api/games/{id}/hint"), json!({}))
        .await;
    let remaining = hint["remaining"].as_u64().expect("a count");
    assert!(remaining < 1296 && remaining > 0);
    server
        .post(&format!("/api/games/{id}/quit"), json!({}))
        .await;
    let (status, _) = server
        .post(&format!("/api/games/{id}/hint"), json!({}))
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "no hint once over");
    let (status, review) = server.get(&format!("/api/games/{id}/review")).await;
    assert_eq!(status, StatusCode::OK);
    let row = &review["turns"][0];
    assert_eq!(row["turn"], 1);
    assert_eq!(row["guess"], "1122");
    assert_eq!(row["before"], 1296);
    assert_eq!(row["after"], remaining);
    assert!(row["suggestion"].as_str().is_some());
    assert!(row["suggestion_after"].as_u64().is_some());
}

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
async fn the_openapi_document_covers_every_route() {
    let server = start().await;
    let (status, doc) = server.get("/api/openapi.json").await;
    assert_eq!(status, StatusCode::OK);
    assert!(doc["openapi"].as_str().expect("a version").starts_with('3'));
    let routes = [
        ("/api/presets", "get"),
        ("/api/colours", "get"),
        ("/api/games", "post"),
        ("/api/games/{id}", "get"),
        ("/api/games/{id}/guesses", "post"),
        ("/api/games/{id}/quit", "post"),
        ("/api/games/{id}/hint", "post"),
        ("/api/games/{id}/review", "get"),
        ("/api/games/{id}/score", "post"),
        ("/api/scores", "get"),
        ("/api/scores", "delete"),
        ("/api/codebreaker/next", "post"),
        ("/api/codebreaker/demo", "post"),
        ("/api/feedback", "post"),
        ("/api/openapi.json", "get"),
        ("/api/series", "post"),
        ("/api/series", "get"),
        ("/api/series/{id}", "delete"),
        ("/api/series/{id}", "get"),
        ("/api/series/{id}/secret", "post"),
        ("/api/series/{id}/guesses", "post"),
        ("/api/series/{id}/answers", "post"),
        ("/api/series/{id}/challenge", "post"),
        ("/api/series/{id}/reveal", "post"),
        ("/api/series/{id}/timeout", "post"),
        ("/api/accounts", "post"),
        ("/api/session", "post"),
        ("/api/session", "delete"),
        ("/api/account", "get"),
        ("/api/account", "delete"),
        ("/api/account/password", "post"),
        ("/api/duels", "post"),
        ("/api/duels", "get"),
        ("/api/duels/{id}", "get"),
        ("/api/duels/{id}", "delete"),
        ("/api/duels/{id}/accept", "post"),
        ("/api/duels/{id}/code", "post"),
        ("/api/duels/{id}/guesses", "post"),
        ("/api/duels/{id}/resign", "post"),
        ("/api/duels/{id}/claim", "post"),
        ("/api/duels/{id}/rematch", "post"),
        ("/api/duels/{id}/live", "get"),
        ("/api/lobby/live", "get"),
        ("/api/duels/{id}/replay", "get"),
        ("/api/stats", "get"),
        ("/api/players", "get"),
        ("/api/players/{name}", "get"),
        ("/api/duels/computer", "post"),
        ("/api/statistics", "get"),
        ("/api/daily", "get"),
        ("/api/daily/{preset}", "get"),
        ("/api/daily/{preset}", "post"),
        ("/api/daily/{preset}/table", "get"),
        ("/api/daily/{preset}/name", "post"),
    ];
    for (path, method) in routes {
        assert!(
            doc["paths"][path][method].is_object(),
            "{method} {path} missing"
        );
    }
    let documented: usize = doc["paths"]
        .as_object()
        .expect("paths")
        .values()
        .map(|p| p.as_object().expect("methods").len())
        .sum();
    assert_eq!(documented, routes.len());
    assert!(doc["components"]["schemas"]["GameView"].is_object());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn racing_guesses_on_one_game_each_spend_their_own_turn() {
    let server = start().await;
    let id = server.new_game("mastermind-3").await;
    let url = format!("{}/api/games/{id}/guesses", server.base);
    let requests = (0..8).map(|_| {
        server
            .client
            .post(&url)
            .json(&json!({"guess": "112233"}))
            .send()
    });
    let answers = futures_join(requests).await;
    let mut turns: Vec<u64> = Vec::new();
    for answer in answers {
        let body: Value = answer.expect("answers").json().await.expect("JSON");
        turns.push(body["turn"].as_u64().expect("a turn"));
    }
    turns.sort_unstable();
    assert_eq!(turns, (1..=8).collect::<Vec<_>>());
}

async fn futures_join<F: std::future::Future + Send + 'static>(
    futures: impl Iterator<Item = F>,
) -> Vec<F::Output>
where
    F::Output: Send + 'static,
{
    let handles: Vec<_> = futures.map(tokio::spawn).collect();
    let mut outputs = Vec::new();
    for handle in handles {
        outputs.push(handle.await.expect("the task ends"));
    }
    outputs
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn health_and_readiness_for_a_load_balancer() {
    let server = start().await;
    let (status, up) = server.get("/healthz").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(up, json!({"status": "up"}));
    let (status, ready) = server.get("/readyz").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(ready, json!({"status": "ready"}));
    // With the database gone the process is still up but not ready.
    server.store.close().await;
    let (status, _) = server.get("/healthz").await;
    assert_eq!(status, StatusCode::OK);
    // (Sent by hand: the helper refuses every 5xx.)
    let response = server
        .client
        .get(format!("{}/readyz", server.base))
        .send()
        .await
        .expect("answers");
    assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
    let error: Value = response.json().await.expect("JSON");
    assert_eq!(error["error"], "the database cannot be reached");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_belongs_to_the_browser_that_started_it() {
    let server = start().await;
    let id = server.new_game("mastermind-1").await;
    let stranger = server.as_player("fedcba9876543210fedcba9876543210");
    let paths = [
        ("get", format!("/api/games/{id}")),
        ("post", format!("/api/games/{id}/guesses")),
        ("post", format!("/api/games/{id}/quit")),
        ("post", format!("/api/games/{id}/hint")),
        ("get", format!("/api/games/{id}/review")),
    ];
    for (method, path) in &paths {
        let (status, answer) = if *method == "get" {
            stranger.get(path).await
        } else {
            stranger.post(path, json!({"guess": "1122"})).await
        };
        assert_eq!(status, StatusCode::NOT_FOUND, "{method} {path}: {answer}");
        assert_eq!(answer["error"], format!("no game '{id}'"));
    }
    // Its player wins it; a stranger cannot enter it in the tables.
    server.win(&id).await;
    let (status, _) = stranger
        .post(
            &format!("/api/games/{id}/score"),
            json!({"name": "Mallory"}),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, recorded) = server
        .post(&format!("/api/games/{id}/score"), json!({"name": "Ann"}))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{recorded}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn behind_a_proxy_only_the_public_origin_may_change_anything() {
    let server = start_with(ServeOptions {
        rate_limit: RateLimit::UNLIMITED,
        public_origin: Some("https://mastermind.example/".to_string()),
        ..ServeOptions::default()
    })
    .await;
    let url = format!("{}/api/games", server.base);
    let body = json!({"preset": "mastermind-1"});
    let (status, _) = server
        .send(
            server
                .client
                .post(&url)
                .header("origin", "https://mastermind.example")
                .json(&body),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED);
    let (status, _) = server
        .send(
            server
                .client
                .post(&url)
                .header("origin", server.base.clone())
                .json(&body),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "the proxy's origin only");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn connect_and_trace_are_refused_and_names_hide_nothing() {
    let server = start().await;
    for method in ["TRACE", "CONNECT"] {
        let response = server
            .client
            .request(
                reqwest::Method::from_bytes(method.as_bytes()).expect("a method"),
                format!("{}/", server.base),
            )
            .send()
            .await
            .expect("answers");
        assert_eq!(
            response.status(),
            StatusCode::METHOD_NOT_ALLOWED,
            "{method}"
        );
        let body: Value = response.json().await.expect("JSON");
        assert!(body["error"].as_str().is_some_and(|e| e.contains(method)));
    }
    // A direction override would make a name pass for another.
    let (status, error) = server
        .post(
            "/api/series",
            json!({"players": ["Ann", "Bob\u{202E}naN"], "games": 2}),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(
        error["error"]
            .as_str()
            .expect("a message")
            .contains("invisible")
    );
}
