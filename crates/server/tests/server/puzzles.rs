//! Rated puzzles through two servers: a rated attempt cannot be skipped,
//! its answer stays hidden until it ends, and its end moves both ratings
//! the way Glicko-2 says; the codemaker lets no lucky guess through and
//! the solver's proven line always wins; streaks, the day's puzzle, and
//! what guests and other players may do. On SQLite by default; on
//! PostgreSQL in `./scripts/test`'s second run.

use std::sync::Arc;

use mastermind_core::puzzle::{Puzzle, Task, rate};
use mastermind_core::{Code, Feedback};
use mastermind_solver::puzzle::{Prover, WorstCase, shipped};
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::client::{Player, Server, two_servers, unique};

fn puzzle_of(attempt: &Value) -> Puzzle {
    let id = attempt["puzzle"]["id"].as_str().expect("a puzzle id");
    shipped()
        .into_iter()
        .find(|p| p.id == id)
        .unwrap_or_else(|| panic!("puzzle {id} is not in the shipped set"))
}

fn history(puzzle: &Puzzle, attempt: &Value) -> Vec<(Code, Feedback)> {
    let mut history = puzzle.history();
    for turn in attempt["turns"].as_array().expect("turns") {
        let guess = puzzle
            .setup
            .parse_code(turn["guess"].as_str().expect("a guess"))
            .expect("a code");
        let feedback = Feedback {
            black: turn["black"].as_u64().expect("black") as u8,
            white: turn["white"].as_u64().expect("white") as u8,
        };
        history.push((guess, feedback));
    }
    history
}

async fn guess(player: &mut Player, server: &Server, attempt: &Value, code: &str) -> Value {
    let id = attempt["id"].as_str().expect("an id");
    player
        .post(
            server,
            &format!("/api/puzzles/attempts/{id}/guesses"),
            json!({ "guess": code }),
        )
        .await
}

async fn code_of(
    player: &mut Player,
    server: &Server,
    method: &str,
    path: &str,
    body: Option<Value>,
) -> (StatusCode, String) {
    let (status, answer) = player.send(server, method, path, body).await;
    (status, answer["code"].as_str().unwrap_or("").to_string())
}

#[tokio::test]
async fn a_rated_attempt_cannot_be_skipped_and_moves_both_ratings_as_glicko_2_says() {
    let (_dir, a, b) = two_servers().await;
    let mut ann = Player::sign_up(&a, &unique("ann")).await;
    let ask = json!({ "theme": "impossible_guess" });

    let first = ann.post(&a, "/api/puzzles/next", ask.clone()).await;
    assert_eq!(first["rated"], true, "{first}");
    assert_eq!(first["puzzle"]["task"], "best_guess");
    assert_eq!(first["ending"], Value::Null);
    assert_eq!(first["answer"], json!([]), "no answer before the end");
    // Asking again, on the other server, gives the same attempt.
    let again = ann.post(&b, "/api/puzzles/next", ask.clone()).await;
    assert_eq!(again["id"], first["id"]);

    // A guess that does not read is refused and spends nothing.
    let id = first["id"].as_str().unwrap();
    let path = format!("/api/puzzles/attempts/{id}/guesses");
    let (status, code) = code_of(&mut ann, &b, "POST", &path, Some(json!({"guess": "1"}))).await;
    assert_eq!(
        (status, code.as_str()),
        (StatusCode::BAD_REQUEST, "code_length")
    );

    // Another player sees nothing of it.
    let mut bob = Player::sign_up(&a, &unique("bob")).await;
    let (status, _) = code_of(
        &mut bob,
        &a,
        "GET",
        &format!("/api/puzzles/attempts/{id}"),
        None,
    )
    .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = code_of(&mut bob, &a, "POST", &path, Some(json!({"guess": "1234"}))).await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    // Solved: the rating rises exactly as the core's Glicko-2 says.
    let puzzle = puzzle_of(&first);
    let solved = guess(&mut ann, &b, &first, &puzzle.accepted[0].to_string()).await;
    assert_eq!(solved["ending"], "solved", "{solved}");
    let expected = rate(Default::default(), puzzle.rating, true);
    assert_eq!(solved["rating_before"], 1500);
    assert_eq!(
        solved["rating_after"],
        expected.player.rating.round() as i64
    );
    assert!(expected.player.rating > 1500.0);
    let accepted: Vec<String> = puzzle.accepted.iter().map(Code::to_string).collect();
    assert_eq!(solved["answer"], json!(accepted), "the answer once over");
    let (status, code) = code_of(
        &mut ann,
        &a,
        "POST",
        &path,
        Some(json!({"guess": accepted[0]})),
    )
    .await;
    assert_eq!(
        (status, code.as_str()),
        (StatusCode::CONFLICT, "puzzle_over")
    );

    // The next one is another puzzle; a guess not among the best misses
    // and the rating falls.
    let second = ann.post(&a, "/api/puzzles/next", ask.clone()).await;
    assert_ne!(
        second["puzzle"]["id"], first["puzzle"]["id"],
        "an unseen one first"
    );
    let puzzle = puzzle_of(&second);
    let miss = puzzle
        .setup
        .codes()
        .find(|c| !puzzle.accepted.contains(c))
        .expect("a guess that is not the best");
    let missed = guess(&mut ann, &a, &second, &miss.to_string()).await;
    assert_eq!(missed["ending"], "not_best", "{missed}");
    let before = missed["rating_before"].as_i64().unwrap();
    assert_eq!(before, solved["rating_after"].as_i64().unwrap());
    assert!(
        missed["rating_after"].as_i64().unwrap() < before,
        "{missed}"
    );

    let record = ann.get(&b, "/api/puzzles/record").await;
    assert_eq!(
        (
            record["attempts"].clone(),
            record["solved"].clone(),
            record["rating"].clone()
        ),
        (json!(2), json!(1), missed["rating_after"].clone()),
        "{record}"
    );

    // A guest plays unrated; a bad theme is named.
    let mut guest = Player::anonymous("guest");
    let theirs = guest.post(&a, "/api/puzzles/next", ask).await;
    assert_eq!(theirs["rated"], false);
    let puzzle = puzzle_of(&theirs);
    let done = guess(&mut guest, &a, &theirs, &puzzle.accepted[0].to_string()).await;
    assert_eq!(
        (done["ending"].clone(), done["rating_after"].clone()),
        (json!("solved"), Value::Null)
    );
    // Bad asks are named: a theme, a mode, a field, or no object at all.
    for body in [
        json!({"theme": "chess"}),
        json!({"mode": "daily"}),
        json!({"colour": 1}),
        json!([null, null]),
    ] {
        let next = "/api/puzzles/next";
        let (status, _) = code_of(&mut guest, &a, "POST", next, Some(body.clone())).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    }
}

#[tokio::test]
async fn the_proven_line_always_wins_and_no_lucky_guess_gets_through() {
    let (_dir, a, b) = two_servers().await;
    let mut player = Player::sign_up(&a, &unique("cleo")).await;
    let ask = json!({ "theme": "mastermind", "mode": "casual" });

    // The solver's line, guess after guess, against the server's answers.
    let attempt = player.post(&a, "/api/puzzles/next", ask.clone()).await;
    assert_eq!(attempt["rated"], false);
    let puzzle = puzzle_of(&attempt);
    let Task::BreakIn { guesses } = puzzle.task else {
        panic!("a break-in puzzle")
    };
    let prover = Arc::new(Prover::new(&puzzle.setup));
    let mut now = attempt;
    for left in (1..=guesses).rev() {
        let line = prover
            .line(&history(&puzzle, &now), left)
            .expect("the line holds");
        now = guess(&mut player, &b, &now, &line.to_string()).await;
        if now["ending"] != Value::Null {
            break;
        }
    }
    assert_eq!(now["ending"], "solved", "{now}");

    // A guess that leaves more than the guesses left: the codemaker keeps
    // it that way, and the best play after it runs out of guesses.
    let attempt = player.post(&a, "/api/puzzles/next", ask).await;
    let puzzle = puzzle_of(&attempt);
    let Task::BreakIn { guesses } = puzzle.task else {
        panic!("a break-in puzzle")
    };
    let prover = Arc::new(Prover::new(&puzzle.setup));
    let judge = WorstCase::new(Arc::clone(&prover), rand::rng());
    let start = puzzle.history();
    let poor = puzzle
        .setup
        .codes()
        .find(|g| judge.answers(&start, g).iter().any(|&(_, n)| n >= guesses))
        .expect("a guess that cannot keep the task");
    let mut now = guess(&mut player, &a, &attempt, &poor.to_string()).await;
    let needed = prover
        .worst_case(&history(&puzzle, &now))
        .expect("codes left");
    assert!(
        needed >= guesses,
        "the answer left {needed} to break, with {} guesses left",
        guesses - 1
    );
    while now["ending"] == Value::Null {
        let left = now["guesses_left"].as_u64().unwrap() as u8;
        let h = history(&puzzle, &now);
        let need = prover.worst_case(&h).unwrap();
        let best = prover.line(&h, need).expect("a line");
        assert!(need > left, "the codemaker let {need} fit in {left}");
        now = guess(&mut player, &b, &now, &best.to_string()).await;
    }
    assert_eq!(now["ending"], "out_of_guesses", "{now}");
    let first_of_line = prover.line(&start, guesses).unwrap().to_string();
    assert_eq!(
        now["answer"],
        json!([first_of_line]),
        "the line shown at the end"
    );
}

#[tokio::test]
async fn a_streak_goes_on_until_the_first_miss_and_the_day_has_one_puzzle() {
    let (_dir, a, b) = two_servers().await;
    let mut dan = Player::sign_up(&a, &unique("dan")).await;
    let ask = json!({ "theme": "impossible_guess", "mode": "streak" });

    let first = dan.post(&a, "/api/puzzles/next", ask.clone()).await;
    assert_eq!(
        (first["streak"].clone(), first["rated"].clone()),
        (json!(0), json!(false))
    );
    let puzzle = puzzle_of(&first);
    let solved = guess(&mut dan, &a, &first, &puzzle.accepted[0].to_string()).await;
    assert_eq!(solved["streak"], 1);
    let second = dan.post(&b, "/api/puzzles/next", ask.clone()).await;
    assert_eq!(second["streak"], 1, "the streak goes on");
    let id = second["id"].as_str().unwrap();
    let gave_up = dan
        .post(
            &b,
            &format!("/api/puzzles/attempts/{id}/give-up"),
            json!({}),
        )
        .await;
    assert_eq!(gave_up["ending"], "gave_up");
    assert_eq!(
        gave_up["answer"].as_array().map(Vec::len),
        Some(puzzle_of(&second).accepted.len())
    );
    let third = dan.post(&a, "/api/puzzles/next", ask).await;
    assert_eq!(third["streak"], 0, "a miss ends the streak");
    let record = dan.get(&a, "/api/puzzles/record").await;
    assert_eq!(
        (record["best_streak"].clone(), record["streak"].clone()),
        (json!(1), json!(0))
    );

    // The day's puzzle: one for everyone, whichever server is asked first,
    // one attempt each, and the day's tally.
    let mut eve = Player::anonymous("eve");
    let (dans, eves) = tokio::join!(
        dan.post(&a, "/api/puzzles/daily", json!({})),
        eve.post(&b, "/api/puzzles/daily", json!({}))
    );
    assert_eq!(
        dans["attempt"]["puzzle"]["id"],
        eves["attempt"]["puzzle"]["id"]
    );
    assert_eq!(dans["attempt"]["mode"], "daily");
    let again = eve.post(&a, "/api/puzzles/daily", json!({})).await;
    assert_eq!(again["attempt"]["id"], eves["attempt"]["id"]);
    let id = eves["attempt"]["id"].as_str().unwrap();
    eve.post(
        &a,
        &format!("/api/puzzles/attempts/{id}/give-up"),
        json!({}),
    )
    .await;
    let tally = dan.post(&b, "/api/puzzles/daily", json!({})).await;
    assert_eq!(
        (tally["attempts"].clone(), tally["solved"].clone()),
        (json!(1), json!(0))
    );
}

#[tokio::test]
async fn a_burst_of_asks_through_two_servers_opens_one_attempt() {
    let (_dir, a, b) = two_servers().await;
    let name = unique("fay");
    Player::sign_up(&a, &name).await;
    let mut fays = Vec::new();
    for i in 0..8 {
        let server = if i % 2 == 0 { &a } else { &b };
        fays.push((Player::log_in(server, &name).await, server));
    }
    let asks = fays
        .iter_mut()
        .map(|(fay, server)| async move { fay.post(server, "/api/puzzles/next", json!({})).await });
    let answers = futures_util::future::join_all(asks).await;
    let first = &answers[0]["id"];
    assert!(
        answers.iter().all(|a| &a["id"] == first),
        "one attempt: {answers:?}"
    );
}
