//! `copy_all`: everything one database keeps, into another, on either
//! engine.

use mastermind_core::daily::Day;
use mastermind_core::duel::{Duel, Moment, Side, Sides, Terms};
use mastermind_core::series::{Series, SeriesRules};
use mastermind_core::{Code, Preset, State};
use mastermind_store::prelude::*;
use mastermind_store::{
    Account, Database, GameScore, GameWrite, NewChallenge, NewGame, Scope, StoreError, copy_all,
    new_id,
};

use crate::common::{by, on_postgres, on_sqlite, win};

fn code(digits: &str) -> Code {
    Code::from_digits(digits).expect("a code")
}

fn day() -> Day {
    "2025-03-14".parse().expect("a day")
}

pub async fn fill(store: &Database) -> (String, String) {
    let game = |id: &str| {
        GameWrite::Create(NewGame {
            id: id.to_string(),
            preset: Some(Preset::Mastermind1),
            setup: Preset::Mastermind1.setup(),
            secret: code("1234"),
            player: Some("p1".to_string()),
            created_at: 1_000,
        })
    };
    let guess = |id: &str, turn: u8, digits: &str| GameWrite::Guess {
        game: id.to_string(),
        turn,
        guess: code(digits),
        at: 1_000 + i64::from(turn),
        ends: (digits == "1234").then_some(State::Won),
    };
    let applied = store
        .write_games(&[
            game("won"),
            guess("won", 1, "1122"),
            guess("won", 2, "1234"),
            game("quit"),
            guess("quit", 1, "5566"),
            GameWrite::Quit {
                game: "quit".to_string(),
                at: 3_000,
                turns: 1,
            },
        ])
        .await
        .expect("writes");
    assert!(applied.iter().all(|a| *a));
    store.server_key("daily", "00ff", 1).await.expect("a key");
    let daily = NewGame {
        id: "daily".to_string(),
        preset: Some(Preset::Colour1),
        setup: Preset::Colour1.setup(),
        secret: code("6543"),
        player: Some("p1".to_string()),
        created_at: 2_000,
    };
    store
        .start_daily(day(), &daily)
        .await
        .expect("a daily game");
    store
        .name_daily(day(), Preset::Colour1, "p1", "Ann")
        .await
        .expect("named");
    let score = by("p1", win(Preset::Mastermind1, "Ann", 2, 500, 1_002));
    assert!(matches!(
        store
            .record_game_score("won", &score)
            .await
            .expect("records"),
        GameScore::Recorded { .. }
    ));
    store
        .record_score(&win(Preset::Colour2, "Bob", 6, 90_000, 7))
        .await
        .expect("records");
    let mut series = Series::new(SeriesRules::new(&["Ann", "Bob"], 2).expect("rules"));
    series.set_secret(code("1234")).expect("set");
    let (web, terminal) = (new_id(), new_id());
    store
        .create_series(&web, &series, Some("browser"), None)
        .await
        .expect("created");
    store
        .create_series(&terminal, &series, None, None)
        .await
        .expect("created");
    (web, terminal)
}

/// Two accounts (one following the other, which hides being online), a
/// session, a finished duel with its events and a rematch
/// offered; the duels' ids.
pub async fn fill_online(store: &Database) -> Vec<String> {
    let account = |name: &str| Account {
        id: new_id(),
        name: name.to_string(),
        password_hash: format!("hash of {name}"),
        created_at: 5,
    };
    let (ann, bob) = (account("Ann"), account("bob"));
    for a in [&ann, &bob] {
        store.create_account(a).await.expect("an account");
    }
    store
        .create_session("digest", &ann.id, 5, i64::MAX)
        .await
        .expect("a session");
    let token = mastermind_store::NewToken {
        id: "token-1",
        account: &ann.id,
        name: "a bot",
        digest: "token digest",
        scopes: &["play", "read"],
        created_at: 5,
    };
    store
        .create_token(
            &token,
            mastermind_store::Quota {
                holding: mastermind_store::Holding::Tokens,
                limit: 20,
            },
        )
        .await
        .expect("a token");
    store
        .follow(&ann.id, &bob.id, 5, 500)
        .await
        .expect("a follow");
    store.set_hide_online(&bob.id, true).await.expect("hidden");
    for (key, at) in [("challenge:1", 6), ("ended:1", 7)] {
        let told = mastermind_store::NewNotification {
            account: &bob.id,
            kind: "duel-ended",
            subject: "a duel",
            key,
            data: r#"{"player":"Ann"}"#,
            at,
            again_after: None,
        };
        assert!(store.notify(&told).await.expect("told"));
    }
    store.read_notifications(&bob.id, 6, 8).await.expect("read");
    crate::copy_kept::fill(store, &bob).await;
    let terms = Terms::default().with_rated(true);
    let (first, rematch) = (new_id(), new_id());
    store
        .create_challenge(
            &NewChallenge {
                id: &first,
                challenger: &ann.id,
                seats: Sides::new(Some(ann.id.as_str()), Some(bob.id.as_str())),
                terms: &terms,
                rematch_of: None,
                link: None,
            },
            None,
        )
        .await
        .expect("a challenge");
    let now = Moment::from_millis(9);
    let mut duel = Duel::new(terms.rules("Ann", "bob").expect("rules"), now);
    let mut version = store
        .start_duel(&first, 1, Sides::new(&ann.id, &bob.id), &duel, &[])
        .await
        .expect("accepted");
    for (side, text) in [(Side::White, "11111"), (Side::Black, "22222")] {
        let events = duel.set_code(side, code(text), now).expect("set");
        version = store
            .save_duel(&first, version, &duel, &events)
            .await
            .expect("saved");
    }
    let events = duel.resign(Side::Black).expect("resigned");
    store
        .save_duel(&first, version, &duel, &events)
        .await
        .expect("saved");
    store
        .create_challenge(
            &NewChallenge {
                id: &rematch,
                challenger: &bob.id,
                seats: Sides::new(Some(bob.id.as_str()), Some(ann.id.as_str())),
                terms: &terms,
                rematch_of: Some(&first),
                link: None,
            },
            None,
        )
        .await
        .expect("a rematch");
    vec![first, rematch]
}

/// A Swiss of Ann and Bob, begun: its id and its duel's.
pub async fn fill_tournament(store: &Database) -> (String, String) {
    let ann = store
        .account_named("ann")
        .await
        .expect("reads")
        .expect("there");
    let bob = store
        .account_named("bob")
        .await
        .expect("reads")
        .expect("there");
    let terms = Terms::default()
        .with_time_control(mastermind_core::duel::TimeControl::PerTurn { seconds: 60 })
        .expect("a clock");
    let id = new_id();
    store
        .create_tournament(
            &mastermind_store::NewTournament {
                id: &id,
                name: "Club",
                format: mastermind_core::tournament::Format::Swiss { rounds: 2 },
                creator: &ann.id,
                terms: &terms,
                starts_at: 7,
                bots: true,
            },
            None,
        )
        .await
        .expect("a tournament");
    for a in [&ann, &bob] {
        store.join_tournament(&id, &a.id).await.expect("joins");
    }
    let version = store
        .load_tournament(&id)
        .await
        .expect("reads")
        .expect("there")
        .version;
    let duel_id = new_id();
    let duel = Duel::new(
        terms.rules("Ann", "bob").expect("rules"),
        Moment::from_millis(9),
    );
    let write = mastermind_store::TournamentWrite::Pair {
        round: 1,
        pairings: vec![mastermind_store::NewPairing {
            duel: Some((&duel_id, &duel)),
            white: &ann.id,
            black: Some(&bob.id),
        }],
    };
    store
        .write_tournament(&id, version, &terms, &write, &[])
        .await
        .expect("round 1");
    (id, duel_id)
}

async fn everything_arrives(from: &Database, to: &Database) {
    let (web, terminal) = fill(from).await;
    let mut duels = fill_online(from).await;
    let (tournament, paired) = fill_tournament(from).await;
    duels.push(paired);
    let copied = copy_all(from, to).await.expect("copies");
    assert_eq!(copied.tournaments, 1);
    assert_eq!(
        to.load_tournament(&tournament).await.expect("reads"),
        from.load_tournament(&tournament).await.expect("reads"),
        "the tournament, its players and its pairing"
    );
    assert_eq!(
        (copied.scores, copied.games, copied.turns, copied.series),
        (2, 3, 3, 2)
    );
    assert_eq!(copied.daily_games, 1);
    assert_eq!(
        to.server_key("daily", "another", 2).await.expect("reads"),
        "00ff",
        "the daily codes stay the same"
    );
    assert_eq!(
        to.daily_game(day(), Preset::Colour1, "p1")
            .await
            .expect("reads"),
        Some("daily".to_string())
    );
    assert_eq!(
        (copied.accounts, copied.duels, copied.duel_events),
        (2, 3, 4)
    );
    for id in &duels {
        assert_eq!(
            to.load_duel(id).await.expect("reads"),
            from.load_duel(id).await.expect("reads"),
            "duel {id}"
        );
        assert_eq!(
            to.duel_events(id, 0).await.expect("reads"),
            from.duel_events(id, 0).await.expect("reads")
        );
    }
    assert_eq!(
        to.session("digest", 6).await.expect("reads"),
        from.session("digest", 6).await.expect("reads")
    );
    assert_eq!(
        to.token_by_digest("token digest", 6).await.expect("reads"),
        from.token_by_digest("token digest", 6)
            .await
            .expect("reads"),
        "the access token is copied"
    );
    let ann = to
        .account_named("ANN")
        .await
        .expect("reads")
        .expect("copied");
    assert_eq!(
        to.rating_history(&ann.id).await.expect("reads"),
        from.rating_history(&ann.id).await.expect("reads")
    );
    assert_eq!(
        to.rating(&ann.id).await.expect("reads"),
        from.rating(&ann.id).await.expect("reads")
    );
    assert!(to.rating(&ann.id).await.expect("reads").is_some(), "rated");
    let bob = to
        .account_named("bob")
        .await
        .expect("reads")
        .expect("copied");
    assert!(
        to.follows(&ann.id, &bob.id).await.expect("reads"),
        "the follow"
    );
    assert!(
        to.hides_online(&bob.id).await.expect("reads"),
        "the setting"
    );
    assert_eq!(
        to.notifications(&bob.id, 10).await.expect("reads"),
        from.notifications(&bob.id, 10).await.expect("reads"),
        "the notifications, read and unread"
    );
    assert_eq!(to.notifications(&bob.id, 10).await.expect("reads").len(), 2);
    crate::copy_kept::arrived(from, to, &bob).await;
    assert_eq!(
        to.finished_games(Some("p1")).await.expect("reads"),
        from.finished_games(Some("p1")).await.expect("reads")
    );
    assert_eq!(to.finished_games(Some("p1")).await.expect("reads").len(), 2);
    for id in ["won", "quit", "daily"] {
        assert_eq!(
            to.load_game(id).await.expect("reads"),
            from.load_game(id).await.expect("reads"),
            "game {id}"
        );
    }
    for scope in [Scope::All, Scope::Player("p1".to_string())] {
        for preset in [Preset::Mastermind1, Preset::Colour2] {
            assert_eq!(
                to.top_scores(preset, &scope).await.expect("reads"),
                from.top_scores(preset, &scope).await.expect("reads")
            );
        }
    }
    for id in [&web, &terminal] {
        let (a, b) = (
            from.load_series(id).await.expect("reads").expect("there"),
            to.load_series(id).await.expect("reads").expect("copied"),
        );
        assert_eq!((a.series, a.owner), (b.series, b.owner));
    }
    let again = copy_all(from, to).await;
    assert!(
        matches!(&again, Err(StoreError::Conflict(m)) if m.contains("empty database")),
        "{again:?}"
    );
}

#[tokio::test]
async fn sqlite_into_sqlite() {
    let (_a, from) = on_sqlite().await.expect("SQLite");
    let (_b, to) = on_sqlite().await.expect("SQLite");
    everything_arrives(&from, &to).await;
}

#[tokio::test]
async fn sqlite_into_postgres() {
    let (_a, from) = on_sqlite().await.expect("SQLite");
    let Some((_, to)) = on_postgres().await else {
        return;
    };
    everything_arrives(&from, &to).await;
}
