//! Accounts, sessions and duels: kept on every engine exactly as the server
//! relies on them.

use crate::common::account;
use mastermind_core::duel::{Duel, Moment, Side, Sides, Terms, TimeControl};
use mastermind_core::{Code, Preset};
use mastermind_store::prelude::*;
use mastermind_store::{
    Account, Database, DuelQuery, DuelState, NewChallenge, StoreError, new_id, now_millis,
};

/// Beats further apart than this are an outage; the beats here are closer.
const QUIET: i64 = 60_000;

fn code(text: &str) -> Code {
    Code::from_digits(text).expect("a code")
}

pub async fn names_are_unique_whatever_the_case(store: &Database) {
    let ann = account(store, "Ann_1").await;
    let twin = Account {
        id: new_id(),
        name: "ann_1".into(),
        ..ann.clone()
    };
    assert!(matches!(
        store.create_account(&twin).await,
        Err(StoreError::Conflict(_))
    ));
    let found = store.account_named("ANN_1").await.expect("read");
    assert_eq!(found, Some(ann.clone()));
    assert_eq!(store.account(&ann.id).await.expect("read"), Some(ann));
    assert_eq!(store.account_named("bob").await.expect("read"), None);
}

pub async fn sessions_expire_and_end_with_a_new_password_or_the_account(store: &Database) {
    let ann = account(store, "ann").await;
    let now = now_millis();
    store
        .create_session("s1", &ann.id, now, now + 1000)
        .await
        .expect("s1");
    store
        .create_session("s2", &ann.id, now, now + 1000)
        .await
        .expect("s2");
    let (who, expires) = store.session("s1", now).await.expect("read").expect("live");
    assert_eq!((who.name.as_str(), expires), ("ann", now + 1000));
    assert_eq!(
        store.session("s1", now + 1000).await.expect("read"),
        None,
        "expired"
    );
    store
        .extend_session("s1", now + 5000)
        .await
        .expect("extended");
    assert!(
        store
            .session("s1", now + 2000)
            .await
            .expect("read")
            .is_some()
    );

    store
        .set_password(&ann.id, "new hash", "s1")
        .await
        .expect("set");
    assert!(
        store.session("s1", now).await.expect("read").is_some(),
        "kept"
    );
    assert_eq!(store.session("s2", now).await.expect("read"), None, "ended");
    let changed = store.account(&ann.id).await.expect("read").expect("there");
    assert_eq!(changed.password_hash, "new hash");

    store.delete_session("s1").await.expect("logged out");
    assert_eq!(store.session("s1", now).await.expect("read"), None);
    store
        .create_session("s3", &ann.id, now, now + 1000)
        .await
        .expect("s3");
    assert!(store.delete_account(&ann.id).await.expect("deleted"));
    assert_eq!(store.session("s3", now).await.expect("read"), None);
    assert!(!store.delete_account(&ann.id).await.expect("answers"));
    assert_eq!(store.delete_expired_sessions(now).await.expect("swept"), 0);
}

pub async fn login_failures_are_counted_per_key_within_a_window(store: &Database) {
    let ann = |limit: i64| vec![("ann".to_string(), limit)];
    for minute in [10, 10, 11, 14] {
        assert!(
            store
                .reserve_login(&ann(100), minute, 0, 0)
                .await
                .expect("reserved")
        );
    }
    let bob = vec![("bob".to_string(), 100)];
    assert!(store.reserve_login(&bob, 14, 0, 0).await.expect("reserved"));
    assert_eq!(store.login_failures("ann", 0).await.expect("read"), 4);
    assert_eq!(store.login_failures("ann", 11).await.expect("read"), 2);
    assert_eq!(store.login_failures("carl", 0).await.expect("read"), 0);
    // A right password gives its reservation back.
    assert!(
        store
            .reserve_login(&ann(100), 14, 0, 0)
            .await
            .expect("reserved")
    );
    store
        .release_login(&["ann".to_string()], 14)
        .await
        .expect("released");
    assert_eq!(store.login_failures("ann", 0).await.expect("read"), 4);
    // A spent budget reserves nothing, under any of its keys.
    let both = vec![("ann".to_string(), 4), ("bob".to_string(), 100)];
    assert!(!store.reserve_login(&both, 14, 0, 0).await.expect("answers"));
    assert_eq!(store.login_failures("bob", 0).await.expect("read"), 1);
    assert!(
        store
            .reserve_login(&ann(100), 20, 0, 12)
            .await
            .expect("reserved")
    );
    assert_eq!(
        store.login_failures("ann", 0).await.expect("read"),
        2,
        "old minutes forgotten"
    );
}

pub async fn challenges_are_seen_by_whom_they_concern(store: &Database) {
    let (ann, bob, cid) = (
        account(store, "ann").await,
        account(store, "bob").await,
        account(store, "cid").await,
    );
    let terms = Terms::preset(Preset::Logik);
    let open = new_id();
    let to_bob = new_id();
    store
        .create_challenge(
            &NewChallenge {
                id: &open,
                challenger: &ann.id,
                seats: Sides::new(Some(ann.id.as_str()), None),
                terms: &terms,
                rematch_of: None,
                link: None,
            },
            None,
        )
        .await
        .expect("open challenge");
    store
        .create_challenge(
            &NewChallenge {
                id: &to_bob,
                challenger: &ann.id,
                seats: Sides::new(Some(ann.id.as_str()), Some(bob.id.as_str())),
                terms: &terms,
                rematch_of: None,
                link: None,
            },
            None,
        )
        .await
        .expect("addressed challenge");
    let ids = |list: Vec<mastermind_store::SavedDuel>| {
        let mut ids: Vec<String> = list.into_iter().map(|d| d.id).collect();
        ids.sort();
        ids
    };
    let mut both = vec![open.clone(), to_bob.clone()];
    both.sort();
    for (viewer, expected) in [
        (&ann, both.clone()),
        (&bob, both.clone()),
        (&cid, vec![open.clone()]),
    ] {
        let seen = store
            .list_duels(DuelQuery::Open { viewer: &viewer.id }, 50)
            .await
            .expect("listed");
        assert_eq!(ids(seen), expected, "what {} sees", viewer.name);
    }
    let saved = store
        .load_duel(&to_bob)
        .await
        .expect("read")
        .expect("there");
    assert_eq!(saved.state, DuelState::Open);
    assert_eq!(
        saved.challenger.as_ref().map(|s| s.name.as_str()),
        Some("ann")
    );
    assert_eq!(saved.side_of(&bob.id), Some(Side::Black));
    assert_eq!(saved.terms, terms);
    assert_eq!(saved.duel, None);

    assert_eq!(
        store.cancel_challenge(&open, 1).await.expect("cancelled"),
        2
    );
    assert!(matches!(
        store.cancel_challenge(&open, 2).await,
        Err(StoreError::Conflict(_))
    ));
    let seen = store
        .list_duels(DuelQuery::Open { viewer: &cid.id }, 50)
        .await
        .expect("listed");
    assert!(seen.is_empty(), "a cancelled challenge leaves the lobby");
}

pub async fn a_duel_is_saved_move_by_move_with_its_events(store: &Database) {
    let (ann, bob) = (account(store, "ann").await, account(store, "bob").await);
    let terms = Terms::preset(Preset::Logik)
        .with_time_control(TimeControl::PerTurn { seconds: 60 })
        .expect("a clock");
    let id = new_id();
    store
        .create_challenge(
            &NewChallenge {
                id: &id,
                challenger: &ann.id,
                seats: Sides::new(Some(ann.id.as_str()), None),
                terms: &terms,
                rematch_of: None,
                link: None,
            },
            None,
        )
        .await
        .expect("challenge");
    let start = Moment::from_millis(1_000_000);
    let mut duel = Duel::new(terms.rules("ann", "bob").expect("rules"), start);
    let mut version = store
        .start_duel(&id, 1, Sides::new(&ann.id, &bob.id), &duel, &[])
        .await
        .expect("accepted");
    assert!(
        matches!(
            store
                .start_duel(&id, version, Sides::new(&ann.id, &bob.id), &duel, &[])
                .await,
            Err(StoreError::Conflict(_))
        ),
        "accepted once"
    );
    let mut all = Vec::new();
    for (side, text) in [(Side::White, "11111"), (Side::Black, "22222")] {
        let events = duel.set_code(side, code(text), start).expect("set");
        version = store
            .save_duel(&id, version, &duel, &events)
            .await
            .expect("saved");
        all.extend(events);
    }
    let playing = store
        .list_duels(DuelQuery::Playing { account: &bob.id }, 50)
        .await
        .expect("listed");
    assert_eq!(playing.len(), 1);
    assert_eq!(playing[0].duel.as_ref(), Some(&duel));
    let stale = duel.clone();
    let events = duel
        .guess(Side::White, code("22222"), start)
        .expect("guessed");
    version = store
        .save_duel(&id, version, &duel, &events)
        .await
        .expect("saved");
    all.extend(events);
    assert!(matches!(
        store.save_duel(&id, version - 1, &stale, &[]).await,
        Err(StoreError::Conflict(_))
    ));
    let deadline = i64::try_from(duel.next_deadline().expect("a clock").millis()).expect("fits");
    // Due only once a beat shows the servers could write when it fell
    // due: a turn that ran out in a gap since the last beat is not over.
    store.beat(deadline - 10_000, QUIET).await.expect("beats");
    assert_eq!(
        store.due_duels(deadline, 5_000, 10).await.expect("read"),
        Vec::<String>::new(),
        "ten seconds since the last beat, five allowed"
    );
    store.beat(deadline, QUIET).await.expect("beats");
    assert_eq!(
        store
            .due_duels(deadline - 1, 5_000, 10)
            .await
            .expect("read"),
        Vec::<String>::new()
    );
    assert_eq!(
        store.due_duels(deadline, 5_000, 10).await.expect("read"),
        vec![id.clone()]
    );

    let events = duel
        .guess(Side::Black, code("12345"), start)
        .expect("guessed");
    store
        .save_duel(&id, version, &duel, &events)
        .await
        .expect("saved");
    all.extend(events);
    assert!(duel.is_over(), "white broke the code");
    assert_eq!(store.duel_events(&id, 0).await.expect("read"), all);
    let after = all[2].v;
    assert_eq!(
        store.duel_events(&id, after).await.expect("read"),
        all[3..].to_vec()
    );

    store.mark_seen(&id, Side::Black, 42).await.expect("seen");
    let saved = store.load_duel(&id).await.expect("read").expect("there");
    assert_eq!(saved.state, DuelState::Over);
    assert_eq!(saved.duel, Some(duel));
    assert_eq!(saved.seen.black, Some(42));
    assert_eq!(
        store.due_duels(i64::MAX, i64::MAX, 10).await.expect("read"),
        Vec::<String>::new()
    );
    let over = store
        .list_duels(DuelQuery::Over { account: &ann.id }, 50)
        .await
        .expect("listed");
    assert_eq!(over.len(), 1);

    // A rematch points back; a deleted player's seat empties, the duel stays.
    let rematch = new_id();
    store
        .create_challenge(
            &NewChallenge {
                id: &rematch,
                challenger: &bob.id,
                seats: Sides::new(Some(bob.id.as_str()), Some(ann.id.as_str())),
                terms: &terms,
                rematch_of: Some(&id),
                link: None,
            },
            None,
        )
        .await
        .expect("rematch");
    assert!(store.delete_account(&bob.id).await.expect("deleted"));
    let saved = store.load_duel(&id).await.expect("read").expect("kept");
    assert_eq!(saved.rematch.as_deref(), Some(rematch.as_str()));
    assert_eq!(saved.seats.black, None);
    let kept = saved.duel.expect("the duel");
    assert_eq!(
        kept.rules().players().black,
        mastermind_store::DELETED,
        "the name is gone"
    );
    assert_eq!(kept.rules().players().white, "ann");
    assert_eq!(saved.seats.white.map(|s| s.name), Some("ann".to_string()));
}

/// Plays a Logik duel between `white` and `black` to the end the guesses
/// give: each turn's guesses in order, white's first. The codes are 11111
/// (white's) and 22222 (black's).
async fn play_out(
    store: &Database,
    seats: (&Account, &Account),
    rated: bool,
    turns: &[(&str, &str)],
) -> Duel {
    let terms = Terms::preset(Preset::Logik).with_rated(rated);
    let id = new_id();
    store
        .create_challenge(
            &NewChallenge {
                id: &id,
                challenger: &seats.0.id,
                seats: Sides::new(Some(seats.0.id.as_str()), Some(seats.1.id.as_str())),
                terms: &terms,
                rematch_of: None,
                link: None,
            },
            None,
        )
        .await
        .expect("challenge");
    let now = Moment::from_millis(1);
    let rules = terms.rules(&seats.0.name, &seats.1.name).expect("rules");
    let mut duel = Duel::new(rules, now);
    let mut version = store
        .start_duel(&id, 1, Sides::new(&seats.0.id, &seats.1.id), &duel, &[])
        .await
        .expect("accepted");
    let mut moves: Vec<(Side, &str, bool)> =
        vec![(Side::White, "11111", true), (Side::Black, "22222", true)];
    for (w, b) in turns {
        moves.push((Side::White, w, false));
        moves.push((Side::Black, b, false));
    }
    for (side, text, is_code) in moves {
        let events = if is_code {
            duel.set_code(side, code(text), now)
        } else {
            duel.guess(side, code(text), now)
        }
        .expect("a legal move");
        version = store
            .save_duel(&id, version, &duel, &events)
            .await
            .expect("saved");
    }
    assert!(duel.is_over());
    duel
}

pub async fn statistics_and_ratings_follow_the_results(store: &Database) {
    let (ann, bob) = (account(store, "ann").await, account(store, "bob").await);
    let miss = ("33333", "33333");
    // White (Ann) wins in turn 2, black (Ann) wins in turn 1, both break in
    // turn 1 (a draw), and ten misses (a draw on rows); the last casual.
    play_out(store, (&ann, &bob), true, &[miss, ("22222", "33333")]).await;
    play_out(store, (&bob, &ann), true, &[("33333", "11111")]).await;
    play_out(store, (&ann, &bob), true, &[("22222", "11111")]).await;
    play_out(store, (&ann, &bob), false, &[miss; 10]).await;

    let stats = store.duel_stats().await.expect("stats");
    assert_eq!(
        stats,
        mastermind_store::DuelStats {
            finished: 4,
            white_wins: 1,
            black_wins: 1,
            draws: 2,
        }
    );
    let record = store.player_record(&ann.id).await.expect("a record");
    assert_eq!(
        record,
        mastermind_store::PlayerRecord {
            duels: 4,
            wins: 2,
            losses: 0,
            draws: 2,
            broken: 3,
            broken_turns: 4,
        }
    );
    let bob_record = store.player_record(&bob.id).await.expect("a record");
    assert_eq!(
        (bob_record.wins, bob_record.losses, bob_record.draws),
        (0, 2, 2)
    );
    assert_eq!((bob_record.broken, bob_record.broken_turns), (1, 1));

    let ann_rating = store.rating(&ann.id).await.expect("read").expect("rated");
    let bob_rating = store.rating(&bob.id).await.expect("read").expect("rated");
    assert_eq!(
        (ann_rating.duels, bob_rating.duels),
        (3, 3),
        "the casual duel is not rated"
    );
    assert!(ann_rating.rating.rating > 1500.0 && bob_rating.rating.rating < 1500.0);
    let history = store.rating_history(&ann.id).await.expect("history");
    assert_eq!(history.len(), 3);
    assert_eq!(history[2].rating, ann_rating.rating.rating);
    let ranking = store.ranking(10).await.expect("ranking");
    let names: Vec<&str> = ranking.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["ann", "bob"]);
    let cid = account(store, "cid").await;
    assert_eq!(store.rating(&cid.id).await.expect("read"), None);
    assert_eq!(store.player_record(&cid.id).await.expect("read").duels, 0);
}
