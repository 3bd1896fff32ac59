//! Web games: batches of writes in one transaction, reading a game back,
//! and a game's score entering the tables at most once.

use mastermind_core::{Code, Palette, Preset, Rule, Setup};
use mastermind_store::{Backend, GameScore, GameWrite, NewGame, StoredTurn};

use crate::common::{by, win};

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
        ends: None,
    }
}

pub async fn a_batch_applies_what_follows_the_stored_game_and_says_what_it_refused<S: Backend>(
    store: &S,
) {
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
                turns: 1,
            },
            GameWrite::Quit {
                game: "a".to_string(),
                at: 2_000,
                turns: 2,
            },
        ])
        .await
        .expect("writes");
    // A quit made from a view with one guess, when two are stored, is stale.
    assert_eq!(
        applied,
        [true, true, true, false, false, false, false, true]
    );
    let again = store
        .write_games(&[
            GameWrite::Quit {
                game: "a".to_string(),
                at: 3_000,
                turns: 2,
            },
            guess("a", 1, "6666"),
            guess("a", 3, "6666"),
        ])
        .await
        .expect("writes");
    assert_eq!(again, [false, false, false], "nothing moves a quit game");
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
        ]
    );
    assert_eq!(store.load_game("nowhere").await.expect("reads"), None);
}

pub async fn a_custom_setup_comes_back_as_it_went_in<S: Backend>(store: &S) {
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

pub async fn a_game_enters_the_tables_at_most_once<S: Backend>(store: &S) {
    let level1 = Preset::Mastermind1.setup();
    store
        .write_games(&[
            GameWrite::Create(game("w", Some(Preset::Mastermind1), level1, "1234")),
            guess("w", 1, "1111"),
            guess("w", 2, "1234"),
        ])
        .await
        .expect("writes");
    let score = by("p1", win(Preset::Mastermind1, "Ann", 2, 500, 1_001));
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

pub async fn a_move_made_from_a_stale_view_never_lands<S: Backend>(store: &S) {
    let level1 = Preset::Mastermind1.setup();
    store
        .write_games(&[
            GameWrite::Create(game("g", Some(Preset::Mastermind1), level1, "1234")),
            guess("g", 1, "1122"),
        ])
        .await
        .expect("writes");
    // Another process wins the game with turn 2 ...
    assert_eq!(
        store
            .write_games(&[guess("g", 2, "1234")])
            .await
            .expect("writes"),
        [true]
    );
    // ... while this one still shows one guess: its quit and its guess for
    // turn 2 are refused, and the game reads back won, never quit.
    let stale = store
        .write_games(&[
            GameWrite::Quit {
                game: "g".to_string(),
                at: 5_000,
                turns: 1,
            },
            guess("g", 2, "5566"),
        ])
        .await
        .expect("writes");
    assert_eq!(stale, [false, false]);
    let stored = store.load_game("g").await.expect("reads").expect("a game");
    assert_eq!(stored.quit_at, None);
    assert_eq!(stored.turns.len(), 2);
    assert_eq!(stored.turns[1].guess, code("1234"));
    // A guess that skips a turn is refused too.
    assert_eq!(
        store
            .write_games(&[guess("g", 4, "1111")])
            .await
            .expect("writes"),
        [false]
    );
}

/// A player's games in play stop at the limit, counted in the write (the
/// earlier ones of the batch first); a game that ends frees a place; a
/// game of no player is not counted.
pub async fn a_player_starts_no_more_games_than_the_limit_allows<S: Backend>(store: &S) {
    let limit = usize::try_from(mastermind_store::GAMES_IN_PLAY.limit).expect("a count");
    let setup = Preset::Mastermind1.setup();
    let create = |id: String, player: Option<&str>| {
        GameWrite::Create(NewGame {
            player: player.map(str::to_string),
            ..game(&id, Some(Preset::Mastermind1), setup.clone(), "1234")
        })
    };
    let first: Vec<GameWrite> = (0..limit - 2)
        .map(|i| create(format!("full-{i}"), Some("full")))
        .collect();
    let applied = store.write_games(&first).await.expect("writes");
    assert!(applied.iter().all(|a| *a));
    let batch = vec![
        create("full-a".into(), Some("full")),
        create("other".into(), Some("other")),
        create("full-b".into(), Some("full")),
        create("full-c".into(), Some("full")),
        create("terminal-1".into(), None),
    ];
    let applied = store.write_games(&batch).await.expect("writes");
    assert_eq!(
        applied,
        [true, true, true, false, true],
        "the third of the full player's refused"
    );
    // One ends: a place is free again.
    let quit = GameWrite::Quit {
        game: "full-0".to_string(),
        at: 2_000,
        turns: 0,
    };
    assert_eq!(store.write_games(&[quit]).await.expect("writes"), [true]);
    let again = [
        create("full-d".into(), Some("full")),
        create("full-e".into(), Some("full")),
    ];
    assert_eq!(
        store.write_games(&again).await.expect("writes"),
        [true, false]
    );
}
