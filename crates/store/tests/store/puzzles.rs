//! Puzzles as kept, on both engines: one open attempt per player and mode
//! however many start at once, saves at a version (a stale one writes
//! nothing), a rated ending that moves the player's rating and the
//! puzzle's as the core rates them, streaks, the day's puzzle, the coach's
//! marks for a player's accuracy, and all of it copied into another
//! database.

use mastermind_core::daily::Day;
use mastermind_core::puzzle::{Ending, Mode, Puzzle, Task, Theme, rate};
use mastermind_core::{Preset, Turn};
use mastermind_store::prelude::*;
use mastermind_store::{CoachMarks, Database, NewAttempt, copy_all, new_id};

use crate::common::{account, on_postgres, on_sqlite};

fn puzzle(first: &str) -> Puzzle {
    let setup = Preset::Mastermind1.setup();
    let position = vec![Turn {
        guess: setup.parse_code(first).expect("a code"),
        black: 0,
        white: 1,
    }];
    let accepted = vec![setup.parse_code("2345").expect("a code")];
    Puzzle::new(
        setup,
        position,
        Task::BestGuess,
        Theme::Mastermind,
        accepted,
    )
}

fn new(player: &str, puzzle: &Puzzle, mode: Mode, streak: Option<&str>) -> NewAttempt {
    NewAttempt {
        id: new_id(),
        puzzle_id: puzzle.id.clone(),
        player: player.to_string(),
        mode,
        rated: mode == Mode::Rated,
        streak: streak.map(str::to_string),
        day: None,
        created_at: 1,
    }
}

fn turn(guess: &str) -> Vec<Turn> {
    let setup = Preset::Mastermind1.setup();
    vec![Turn {
        guess: setup.parse_code(guess).expect("a code"),
        black: 1,
        white: 0,
    }]
}

async fn story(store: &Database) {
    let ann = account(store, &format!("ann-{}", new_id())).await;
    let (one, two) = (puzzle("1122"), puzzle("3344"));
    assert_eq!(
        store
            .add_puzzles(&[one.clone(), two.clone()], 1)
            .await
            .unwrap(),
        2
    );
    assert_eq!(
        store
            .add_puzzles(std::slice::from_ref(&one), 2)
            .await
            .unwrap(),
        0,
        "kept once"
    );

    // Eight starts at once: one attempt.
    let mut burst = tokio::task::JoinSet::new();
    for _ in 0..8 {
        let (store, new) = (store.clone(), new(&ann.id, &one, Mode::Rated, None));
        burst.spawn(async move { store.start_attempt(&new).await.expect("starts") });
    }
    let started = burst.join_all().await;
    assert!(
        started.iter().all(|s| s.id == started[0].id),
        "one open attempt"
    );
    let id = started[0].id.clone();

    // A save names the version it read; a stale one writes nothing.
    let saved = store.save_attempt(&id, 0, &[], None, 3).await.unwrap();
    assert_eq!(saved.map(|s| s.version), Some(1));
    assert_eq!(
        store
            .save_attempt(&id, 0, &turn("2345"), Some(Ending::Solved), 4)
            .await
            .unwrap(),
        None
    );

    // The rated end moves both ratings in its commit.
    let ended = store
        .save_attempt(&id, 1, &turn("2345"), Some(Ending::Solved), 5)
        .await
        .unwrap()
        .expect("saved");
    let expected = rate(Default::default(), one.rating, true);
    assert_eq!(ended.rating_before, Some(1500.0));
    assert_eq!(ended.rating_after, Some(expected.player.rating));
    assert_eq!(ended.ending, Some(Ending::Solved));
    assert_eq!(ended.turns, turn("2345"));
    let kept = store.puzzle(&one.id).await.unwrap().expect("kept");
    assert_eq!(kept.rating, expected.puzzle);
    // The next is the unseen one.
    let near = store
        .puzzles_near(&ann.id, Some(Theme::Mastermind), 1500.0, 8)
        .await
        .unwrap();
    assert_eq!(near.iter().map(|p| &p.id).collect::<Vec<_>>(), [&two.id]);

    // A streak: solved, then missed.
    let streak = new_id();
    let s1 = store
        .start_attempt(&new(&ann.id, &two, Mode::Streak, Some(&streak)))
        .await
        .unwrap();
    store
        .save_attempt(&s1.id, 0, &turn("2345"), Some(Ending::Solved), 6)
        .await
        .unwrap();
    assert_eq!(
        store.streak_of(&ann.id).await.unwrap(),
        Some((streak.clone(), 1))
    );
    let s2 = store
        .start_attempt(&new(&ann.id, &one, Mode::Streak, Some(&streak)))
        .await
        .unwrap();
    store
        .save_attempt(&s2.id, 0, &turn("1111"), Some(Ending::NotBest), 7)
        .await
        .unwrap();
    assert_eq!(
        store.streak_of(&ann.id).await.unwrap(),
        None,
        "a miss ends it"
    );

    // The day's puzzle: the first pick is kept.
    let day: Day = "2026-11-28".parse().unwrap();
    assert_eq!(store.daily_puzzle(day, &two.id).await.unwrap(), two.id);
    assert_eq!(store.daily_puzzle(day, &one.id).await.unwrap(), two.id);
    let mut daily = new(&ann.id, &two, Mode::Daily, None);
    daily.day = Some(day);
    let d = store.start_attempt(&daily).await.unwrap();
    daily.id = new_id();
    assert_eq!(
        store.start_attempt(&daily).await.unwrap().id,
        d.id,
        "one a day"
    );
    store
        .save_attempt(&d.id, 0, &turn("2345"), Some(Ending::Solved), 8)
        .await
        .unwrap();
    let tally = store.daily_tally(day).await.unwrap();
    assert_eq!((tally.attempts, tally.solved), (1, 1));

    let record = store.puzzle_record(&ann.id).await.unwrap();
    assert_eq!(
        (
            record.attempts,
            record.solved,
            record.best_streak,
            record.streak
        ),
        (4, 3, 1, 0)
    );
    assert_eq!(record.rating, Some(expected.player));

    // The coach's marks: a review done again replaces its row.
    let marks = |kind, id, judged, weights| CoachMarks {
        kind,
        id,
        player: &ann.id,
        judged,
        weights,
        at: 9,
    };
    store
        .keep_coached(&marks("game", "g1", 3, 2.0))
        .await
        .unwrap();
    store
        .keep_coached(&marks("game", "g1", 4, 3.0))
        .await
        .unwrap();
    store
        .keep_coached(&marks("duel", "d1", 2, 2.0))
        .await
        .unwrap();
    let coached = store.coached(&ann.id).await.unwrap();
    assert_eq!(
        (coached.games, coached.judged, coached.weights),
        (2, 6, 5.0)
    );
    assert_eq!(
        coached.accuracy().map(|a| (a * 100.0).round()),
        Some(8333.0)
    );

    // Copied whole.
    let (_dir, to) = on_sqlite().await.expect("SQLite");
    copy_all(store, &to).await.expect("copied");
    assert_eq!(to.puzzle_record(&ann.id).await.unwrap(), record);
    assert_eq!(to.attempt(&id).await.unwrap(), Some(ended));
    assert_eq!(to.puzzle(&one.id).await.unwrap(), Some(kept));
    assert_eq!(to.daily_puzzle_of(day).await.unwrap(), Some(two.id.clone()));
    assert_eq!(to.coached(&ann.id).await.unwrap(), coached);
}

#[tokio::test]
async fn puzzles_on_sqlite() {
    let (_dir, store) = on_sqlite().await.expect("SQLite");
    story(&store).await;
}

#[tokio::test]
async fn puzzles_on_postgres() {
    let Some((_, store)) = on_postgres().await else {
        return;
    };
    story(&store).await;
}
