//! Unfinished games nobody moved for the configured time are ended; games
//! moved recently and finished games are left as they are.

use crate::common;
use std::time::Duration;

use mastermind_core::{Code, Preset};
use mastermind_server::expiry::expire_games;
use mastermind_store::prelude::*;
use mastermind_store::{GameWrite, NewGame};

const DAY: i64 = 86_400_000;

fn code(digits: &str) -> Code {
    Code::from_digits(digits).expect("a code")
}

fn game(id: &str, created_at: i64) -> GameWrite {
    GameWrite::Create(NewGame {
        id: id.to_string(),
        preset: Some(Preset::Mastermind1),
        setup: Preset::Mastermind1.setup(),
        secret: code("1234"),
        player: Some("p".to_string()),
        created_at,
    })
}

fn guess(id: &str, turn: u8, digits: &str, at: i64) -> GameWrite {
    GameWrite::Guess {
        game: id.to_string(),
        turn,
        guess: code(digits),
        at,
        ends: None,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn idle_unfinished_games_are_ended_after_the_configured_time() {
    let dir = tempfile::tempdir().expect("a folder");
    let store = common::database_in(dir.path()).await;
    let now = 1_800_000_000_000;
    let applied = store
        .write_games(&[
            game("idle", now - 40 * DAY),
            guess("idle", 1, "1122", now - 40 * DAY),
            game("moved", now - 40 * DAY),
            guess("moved", 1, "1122", now - DAY),
            game("won", now - 40 * DAY),
            guess("won", 1, "1234", now - 40 * DAY),
            game("new", now - DAY),
        ])
        .await
        .expect("writes");
    assert!(applied.iter().all(|a| *a));
    let thirty_days = Duration::from_secs(30 * 86_400);
    assert_eq!(
        expire_games(&store, now, thirty_days).await.expect("runs"),
        1
    );
    let load = |id: &'static str| {
        let store = store.clone();
        async move { store.load_game(id).await.expect("reads").expect("a game") }
    };
    assert_eq!(load("idle").await.quit_at, Some(now), "ended as quit");
    for id in ["moved", "won", "new"] {
        assert_eq!(load(id).await.quit_at, None, "{id} is left as it is");
    }
    assert_eq!(
        expire_games(&store, now, thirty_days).await.expect("runs"),
        0,
        "nothing twice"
    );
    // A shorter setting reaches the game moved a day ago too.
    let hours = Duration::from_secs(3600);
    assert_eq!(expire_games(&store, now, hours).await.expect("runs"), 2);
    assert_eq!(load("won").await.quit_at, None, "a won game is never quit");
}
