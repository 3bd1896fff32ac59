//! Web games: batches of writes in one transaction, reading a game back,
//! and a game's score entering the tables at most once.

use mastermind_core::{Code, Palette, Preset, Rule, Setup};
use mastermind_store::{GameScore, GameStore, GameWrite, NewGame, StoredTurn};

use crate::common::{by, sqlite, win};

fn code(digits: &str) -> Code {
    Code::from_digits(digits).expect("a code")
}

fn game(id: &str, preset: Option<Preset>, setup: Setup, secret: &str) -> NewGame {
    NewGame {
        id: id.to_string(),
        preset,
        setup,
        secret: code(secret),
        player: Some("p1".to_string()),
        created_at: 1_000,
    }
}

fn guess(game: &str, turn: u8, digits: &str) -> GameWrite {
    GameWrite::Guess {
        game: game.to_string(),
        turn,
        guess: code(digits),
        at: 1_000 + i64::from(turn),
    }
}

#[tokio::test]
async fn a_batch_applies_what_it_can_and_says_what_it_refused() {
    let (_dir, store) = sqlite().await;
    let level1 = Preset::Mastermind1.setup();
    let applied = store
        .write_games(&[
            guess("a", 1, "1122"),
            GameWrite::Create(game("a", Some(Preset::Mastermind1), level1.clone(), "1234")),
            guess("a", 2, "3344"),
            guess("a", 2, "5566"),
            guess("nowhere", 1, "1122"),
            GameWrite::Create(game("a", None, level1.clone(), "6666")),
            GameWrite::Quit {
                game: "a".to_string(),
                at: 2_000,
            },
        ])
        .await
        .expect("writes");
    assert_eq!(applied, [true, true, true, false, false, false, true]);
    let again = store
        .write_games(&[
            GameWrite::Quit {
                game: "a".to_string(),
                at: 3_000,
            },
            guess("a", 1, "6666"),
            guess("a", 3, "6666"),
        ])
        .await
        .expect("writes");
    assert_eq!(again, [false, false, true]);
    let stored = store.load_game("a").await.expect("reads").expect("a game");
    assert_eq!(stored.preset, Some(Preset::Mastermind1));
    assert_eq!(stored.setup, level1);
    assert_eq!(stored.secret, code("1234"));
    assert_eq!(stored.player.as_deref(), Some("p1"));
    assert_eq!(stored.created_at, 1_000);
    assert_eq!(stored.quit_at, Some(2_000));
    assert!(!stored.score_recorded);
    assert_eq!(
        stored.turns,
        [
            StoredTurn {
                turn: 1,
                guess: code("1122"),
                at: 1_001
            },
            StoredTurn {
                turn: 2,
                guess: code("3344"),
                at: 1_002
            },
            StoredTurn {
                turn: 3,
                guess: code("6666"),
                at: 1_003
            },
        ]
    );
    assert_eq!(store.load_game("nowhere").await.expect("reads"), None);
}

#[tokio::test]
async fn a_custom_setup_comes_back_as_it_went_in() {
    let (_dir, store) = sqlite().await;
    let palette =
        Palette::from_names(&["orange", "lime", "cream", "brown", "red", "silver", "black"])
            .expect("a palette");
    let setup = Setup::with_palette(5, 7, 12, Rule::ColourGame, palette)
        .expect("a setup")
        .blanks(true)
        .repetition(false)
        .expect("enough colours");
    let applied = store
        .write_games(&[GameWrite::Create(game("c", None, setup.clone(), "01234"))])
        .await
        .expect("writes");
    assert_eq!(applied, [true]);
    let stored = store.load_game("c").await.expect("reads").expect("a game");
    assert_eq!(stored.setup, setup);
    assert_eq!(stored.preset, None);
    assert_eq!(stored.secret, code("01234"));
}

#[tokio::test]
async fn a_game_enters_the_tables_at_most_once() {
    let (_dir, store) = sqlite().await;
    let level1 = Preset::Mastermind1.setup();
    store
        .write_games(&[
            GameWrite::Create(game("w", Some(Preset::Mastermind1), level1, "1234")),
            guess("w", 1, "1234"),
        ])
        .await
        .expect("writes");
    let score = by("p1", win(Preset::Mastermind1, "Ann", 1, 500, 1_001));
    assert_eq!(
        store.record_game_score("w", &score).await.expect("records"),
        GameScore::Recorded {
            rank: 1,
            all_time: true
        }
    );
    assert_eq!(
        store.record_game_score("w", &score).await.expect("answers"),
        GameScore::AlreadyRecorded
    );
    let stored = store.load_game("w").await.expect("reads").expect("a game");
    assert!(stored.score_recorded);
}
