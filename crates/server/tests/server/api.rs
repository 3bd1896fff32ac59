//! The JSON API through a real server on 127.0.0.1:0 and a real HTTP client.
use crate::web_client;
use reqwest::StatusCode;
use serde_json::{Value, json};
use web_client::start;

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
async fn hints_while_playing_and_a_review_once_over() {
    let server = start().await;
    // A first guess that breaks the code (1 in 1,296) leaves nothing to
    // hint: another game then.
    let id = loop {
        let id = server.new_game("mastermind-1").await;
        let (status, hint) = server
            .post(&format!("/api/games/{id}/hint"), json!({}))
            .await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(hint["remaining"], 1296);
        assert_eq!(hint["suggestion"].as_str().expect("a code").len(), 4);
        let (status, _) = server.get(&format!("/api/games/{id}/review")).await;
        assert_eq!(status, StatusCode::CONFLICT, "no review while playing");
        let (_, game) = server
            .post(
                &format!("/api/games/{id}/guesses"),
                json!({"guess": "1122"}),
            )
            .await;
        if game["state"] == "playing" {
            break id;
        }
    };
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
    // The coach, exact at 4·6: 1122 (Knuth's opening) costs a few
    // hundredths of a guess against the optimum's 1123, still good.
    assert_eq!(row["judged_by"], "exact", "{review}");
    assert_eq!(row["verdict"], "good");
    let lost = row["lost"].as_f64().expect("measured");
    assert!(lost > 0.0 && lost < 0.1, "{lost}");
    assert_eq!(row["best"].as_str().map(str::len), Some(4));
    assert_eq!(review["accuracy"].as_f64(), Some(100.0));
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
    // Whichever saw the database gone first: the ping, or a server's beat
    // in between (seen on PostgreSQL under load).
    assert!(
        [
            json!("the database cannot be reached"),
            json!("the database takes no writes")
        ]
        .contains(&error["error"]),
        "{error}"
    );
}
