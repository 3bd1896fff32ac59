//! A player's statistics through the API: games played per preset, wins,
//! the turns the wins took, streaks and the average time of a win; games of
//! other players, custom setups and games in play left out; games won
//! before outcomes were kept found by replaying them. On SQLite by default;
//! on PostgreSQL in `./scripts/test`'s second run.

use crate::{client, common};
use client::{Player, Server, serve, unique};
use mastermind_core::{Code, Preset};
use mastermind_store::prelude::*;
use mastermind_store::{Database, GameWrite, NewGame, new_id};
use serde_json::{Value, json};

async fn new_game(server: &Server, player: &mut Player, body: Value) -> String {
    let game = player.post(server, "/api/games", body).await;
    game["id"].as_str().expect("an id").to_string()
}

async fn secret_of(store: &Database, id: &str) -> Code {
    store
        .load_game(id)
        .await
        .expect("reads")
        .expect("kept")
        .secret
}

/// Plays `id` to a win in exactly `turns` turns: wrong codes, then the secret.
async fn win_in(server: &Server, store: &Database, player: &mut Player, id: &str, turns: u8) {
    let secret = secret_of(store, id).await;
    let wrong = Preset::Mastermind1
        .setup()
        .codes()
        .find(|c| *c != secret)
        .expect("another code");
    let path = format!("/api/games/{id}/guesses");
    for _ in 1..turns {
        let answer = player
            .post(server, &path, json!({"guess": wrong.to_string()}))
            .await;
        assert_eq!(answer["state"], "playing");
    }
    let answer = player
        .post(server, &path, json!({"guess": secret.to_string()}))
        .await;
    assert_eq!(answer["state"], "won");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_sees_their_own_record_per_preset() {
    let dir = tempfile::tempdir().expect("a folder");
    let store = common::database_in(dir.path()).await;
    let server = serve(store.clone()).await;
    let mut ann = Player::anonymous("ann");
    let mut bob = Player::anonymous("bob");

    let nothing = ann.get(&server, "/api/statistics").await;
    assert_eq!(nothing["presets"], json!([]));

    let level1 = json!({"preset": "mastermind-1"});
    for turns in [2, 1] {
        let id = new_game(&server, &mut ann, level1.clone()).await;
        win_in(&server, &store, &mut ann, &id, turns).await;
    }
    let quit = new_game(&server, &mut ann, level1.clone()).await;
    ann.post(&server, &format!("/api/games/{quit}/quit"), json!({}))
        .await;
    let id = new_game(&server, &mut ann, level1.clone()).await;
    win_in(&server, &store, &mut ann, &id, 3).await;
    // Neither a game in play, nor a custom setup, nor another player's game.
    new_game(&server, &mut ann, level1.clone()).await;
    let custom = json!({"setup": {"pegs": 4, "colours": 6, "turns": 8}});
    let id = new_game(&server, &mut ann, custom).await;
    win_in(&server, &store, &mut ann, &id, 1).await;
    let id = new_game(&server, &mut bob, level1.clone()).await;
    win_in(&server, &store, &mut bob, &id, 1).await;
    // A loss on another level.
    let lost = new_game(&server, &mut ann, json!({"preset": "colour-1"})).await;
    for _ in 0..6 {
        let secret = secret_of(&store, &lost).await;
        let wrong = Preset::Colour1
            .setup()
            .codes()
            .find(|c| *c != secret)
            .expect("another code");
        ann.post(
            &server,
            &format!("/api/games/{lost}/guesses"),
            json!({"guess": wrong.to_string()}),
        )
        .await;
    }

    let stats = ann.get(&server, "/api/statistics").await;
    let presets = stats["presets"].as_array().expect("presets");
    assert_eq!(presets.len(), 2, "{stats}");
    let level = &presets[0];
    assert_eq!(level["preset"], "mastermind-1");
    assert_eq!(level["title"], "Mastermind, level I");
    assert_eq!(
        (level["played"].as_u64(), level["wins"].as_u64()),
        (Some(4), Some(3))
    );
    assert_eq!(level["win_percent"], 75.0);
    assert_eq!(level["distribution"], json!([1, 1, 1, 0, 0, 0, 0, 0]));
    assert_eq!(level["current_streak"], 1);
    assert_eq!(level["best_streak"], 2);
    assert!(
        level["average_win_seconds"]
            .as_f64()
            .is_some_and(|s| s >= 0.0)
    );
    let colour = &presets[1];
    assert_eq!(colour["preset"], "colour-1");
    assert_eq!(
        (colour["played"].as_u64(), colour["wins"].as_u64()),
        (Some(1), Some(0))
    );
    assert_eq!(colour["distribution"], json!([0, 0, 0, 0, 0, 0]));
    assert_eq!(colour["current_streak"], 0);
    assert!(colour["average_win_seconds"].is_null());

    let bobs = bob.get(&server, "/api/statistics").await;
    assert_eq!(bobs["presets"][0]["played"], 1, "{bobs}");
    assert_eq!(bobs["presets"][0]["current_streak"], 1);

    // An account's games are the account's, not the browser's.
    let mut cid = Player::sign_up(&server, &unique("cid")).await;
    let id = new_game(&server, &mut cid, level1).await;
    win_in(&server, &store, &mut cid, &id, 4).await;
    let mine = cid.get(&server, "/api/statistics").await;
    assert_eq!(mine["presets"][0]["distribution"][3], 1, "{mine}");
    assert_eq!(mine["presets"][0]["played"], 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_won_before_outcomes_were_kept_are_counted() {
    let dir = tempfile::tempdir().expect("a folder");
    let store = common::database_in(dir.path()).await;
    let server = serve(store.clone()).await;
    let mut ann = Player::anonymous("ann");
    // Gets the browser its cookie: the player id the old games belong to.
    ann.get(&server, "/api/statistics").await;
    let player = ann
        .browser
        .clone()
        .and_then(|c| c.strip_prefix("player=").map(str::to_string))
        .expect("a player cookie");
    let code = |d: &str| Code::from_digits(d).expect("a code");
    let (won, lost) = (new_id(), new_id());
    let mut writes = Vec::new();
    for (id, created_at) in [(&won, 1_000), (&lost, 2_000)] {
        writes.push(GameWrite::Create(NewGame {
            id: id.clone(),
            preset: Some(Preset::Colour1),
            setup: Preset::Colour1.setup(),
            secret: code("1234"),
            player: Some(player.clone()),
            created_at,
        }));
    }
    // As written before the outcome was: no `ends`.
    for turn in 1..=2 {
        let digits = if turn == 2 { "1234" } else { "5555" };
        writes.push(GameWrite::Guess {
            game: won.clone(),
            turn,
            guess: code(digits),
            at: 1_000 + 500 * i64::from(turn),
            ends: None,
        });
    }
    for turn in 1..=6 {
        writes.push(GameWrite::Guess {
            game: lost.clone(),
            turn,
            guess: code("5555"),
            at: 3_000,
            ends: None,
        });
    }
    let applied = store.write_games(&writes).await.expect("writes");
    assert!(applied.iter().all(|a| *a));

    let stats = ann.get(&server, "/api/statistics").await;
    let level = &stats["presets"][0];
    assert_eq!(level["preset"], "colour-1", "{stats}");
    assert_eq!(
        (level["played"].as_u64(), level["wins"].as_u64()),
        (Some(2), Some(1))
    );
    assert_eq!(level["distribution"], json!([0, 1, 0, 0, 0, 0]));
    assert_eq!(level["average_win_seconds"], 1.0);
    assert_eq!(
        (
            level["current_streak"].as_u64(),
            level["best_streak"].as_u64()
        ),
        (Some(0), Some(1))
    );
    assert_eq!(
        store.open_games(&player, 10).await.expect("reads"),
        Vec::<String>::new(),
        "each replayed once"
    );
}
