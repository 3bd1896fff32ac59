//! Tournaments: players join and leave by the stage, a pairing lands with
//! its duels in one write naming the version read (of two at once, one),
//! and every result is read from the duel itself.

use crate::common::account;
use mastermind_core::duel::{Duel, Moment, Side, Terms, TimeControl};
use mastermind_core::tournament::{Format, Stage, plan, standings};
use mastermind_core::{Code, Preset};
use mastermind_store::prelude::*;
use mastermind_store::{
    Account, Database, NewPairing, NewTournament, StoreError, TournamentWrite, new_id, now_millis,
};

fn terms() -> Terms {
    Terms::preset(Preset::Logik)
        .with_time_control(TimeControl::PerTurn { seconds: 60 })
        .expect("a clock")
}

async fn tournament(store: &Database, format: Format, creator: &Account) -> String {
    let id = new_id();
    store
        .create_tournament(
            &NewTournament {
                bots: false,
                id: &id,
                name: "Friday",
                format,
                creator: &creator.id,
                terms: &terms(),
                starts_at: now_millis(),
            },
            None,
        )
        .await
        .expect("created");
    id
}

/// The duels of `pairs` as the core begins them, with fresh ids.
fn duels(pairs: &[(&Account, &Account)]) -> Vec<(String, Duel)> {
    pairs
        .iter()
        .map(|(w, b)| {
            let rules = terms().rules(&w.name, &b.name).expect("rules");
            (new_id(), Duel::new(rules, Moment::from_millis(1_000_000)))
        })
        .collect()
}

fn pairings<'a>(
    pairs: &'a [(&'a Account, &'a Account)],
    duels: &'a [(String, Duel)],
) -> Vec<NewPairing<'a>> {
    pairs
        .iter()
        .zip(duels)
        .map(|((w, b), (id, duel))| NewPairing {
            duel: Some((id.as_str(), duel)),
            white: &w.id,
            black: Some(&b.id),
        })
        .collect()
}

fn code(text: &str) -> Code {
    Code::from_digits(text).expect("a code")
}

pub async fn a_tournament_pairs_with_its_duels_and_reads_results_from_them(store: &Database) {
    let players = [
        account(store, "ann").await,
        account(store, "bob").await,
        account(store, "cid").await,
        account(store, "dan").await,
    ];
    let id = tournament(store, Format::Arena { minutes: 30 }, &players[0]).await;
    for p in &players {
        assert!(store.join_tournament(&id, &p.id).await.expect("joins"));
    }
    let read = store
        .load_tournament(&id)
        .await
        .expect("reads")
        .expect("there");
    assert_eq!(read.stage, Stage::Created);
    assert_eq!(read.players.len(), 4);
    assert_eq!(read.name_of(&players[2].id), Some("cid"));
    let pairs = [(&players[0], &players[1]), (&players[2], &players[3])];
    let begun = duels(&pairs);
    let write = TournamentWrite::Pair {
        round: 0,
        pairings: pairings(&pairs, &begun),
    };
    let version = store
        .write_tournament(&id, read.version, &read.terms, &write, &[])
        .await
        .expect("paired");
    // A second server that read the same version is refused, and its duels
    // are not made.
    let again = duels(&pairs);
    let late = TournamentWrite::Pair {
        round: 0,
        pairings: pairings(&pairs, &again),
    };
    assert!(matches!(
        store
            .write_tournament(&id, read.version, &read.terms, &late, &[])
            .await,
        Err(StoreError::Conflict(_))
    ));
    assert!(store.load_duel(&again[0].0).await.expect("reads").is_none());
    let read = store
        .load_tournament(&id)
        .await
        .expect("reads")
        .expect("there");
    assert_eq!(read.version, version);
    assert_eq!(read.stage, Stage::Running);
    assert_eq!(read.pairings.len(), 2);
    assert!(read.pairings.iter().all(|p| p.in_play()));
    // The duel is an ordinary duel in play, of the tournament.
    let (duel_id, mut duel) = begun[0].clone();
    let saved = store
        .load_duel(&duel_id)
        .await
        .expect("reads")
        .expect("made");
    assert_eq!(saved.tournament.as_deref(), Some(id.as_str()));
    assert_eq!(saved.side_of(&players[1].id), Some(Side::Black));
    // Ann breaks Bob's code: the tournament reads her win from the duel.
    let at = Moment::from_millis(1_000_000);
    let mut events = duel.set_code(Side::White, code("11111"), at).expect("set");
    events.extend(duel.set_code(Side::Black, code("22222"), at).expect("set"));
    events.extend(duel.guess(Side::White, code("22222"), at).expect("guessed"));
    events.extend(duel.guess(Side::Black, code("33333"), at).expect("guessed"));
    assert!(duel.is_over());
    store
        .save_duel(&duel_id, saved.version, &duel, &events)
        .await
        .expect("saved");
    let read = store
        .load_tournament(&id)
        .await
        .expect("reads")
        .expect("there");
    let finish = read.pairings[0].finish.expect("over");
    assert_eq!(finish.winner, Some(Side::White));
    let lines = standings(read.format, &read.entrants(), &read.pairings, None);
    assert_eq!(lines[0].account, players[0].id);
    assert_eq!(lines[0].points, 2.0);
    // Ann and Bob are free; they wait for someone new.
    let state = mastermind_core::tournament::State {
        format: read.format,
        stage: read.stage,
        starts_at: read.starts_at,
        round: read.round,
        entrants: &read.entrants(),
        pairings: &read.pairings,
    };
    assert_eq!(
        plan(&state, now_millis()),
        mastermind_core::tournament::Step::Wait
    );
    let listed = store
        .list_tournaments(Stage::Running, Some(&players[1].id), 10)
        .await
        .expect("lists");
    assert!(
        listed
            .iter()
            .any(|t| t.id == id && t.joined && t.players == 4)
    );
    let version = store
        .write_tournament(&id, read.version, &read.terms, &TournamentWrite::End, &[])
        .await
        .expect("ended");
    let read = store
        .load_tournament(&id)
        .await
        .expect("reads")
        .expect("there");
    assert_eq!((read.stage, read.version), (Stage::Over, version));
    assert!(read.ended_at.is_some());
}

pub async fn players_join_and_leave_as_the_stage_allows(store: &Database) {
    let (ann, bob, cid) = (
        account(store, "ann").await,
        account(store, "bob").await,
        account(store, "cid").await,
    );
    let swiss = tournament(store, Format::Swiss { rounds: 3 }, &ann).await;
    assert!(store.join_tournament(&swiss, &ann.id).await.expect("joins"));
    assert!(store.join_tournament(&swiss, &bob.id).await.expect("joins"));
    assert!(
        store
            .leave_tournament(&swiss, &bob.id)
            .await
            .expect("leaves")
    );
    assert!(
        !store
            .leave_tournament(&swiss, &bob.id)
            .await
            .expect("answers"),
        "left once"
    );
    assert!(
        store
            .join_tournament(&swiss, &bob.id)
            .await
            .expect("joins again")
    );
    let read = store
        .load_tournament(&swiss)
        .await
        .expect("reads")
        .expect("there");
    assert!(read.players.iter().all(|p| p.entrant.active));
    let pairs = [(&ann, &bob)];
    let begun = duels(&pairs);
    let write = TournamentWrite::Pair {
        round: 1,
        pairings: pairings(&pairs, &begun),
    };
    store
        .write_tournament(&swiss, read.version, &read.terms, &write, &[])
        .await
        .expect("round 1");
    assert!(
        !store
            .join_tournament(&swiss, &cid.id)
            .await
            .expect("answers"),
        "a Swiss takes nobody once begun"
    );
    assert_eq!(
        store
            .load_tournament(&swiss)
            .await
            .expect("reads")
            .expect("there")
            .round,
        1
    );
    // An arena takes players while it runs.
    let arena = tournament(store, Format::Arena { minutes: 30 }, &ann).await;
    store.join_tournament(&arena, &ann.id).await.expect("joins");
    let read = store
        .load_tournament(&arena)
        .await
        .expect("reads")
        .expect("there");
    let bye = TournamentWrite::Pair {
        round: 0,
        pairings: Vec::new(),
    };
    store
        .write_tournament(&arena, read.version, &read.terms, &bye, &[])
        .await
        .expect("started");
    assert!(
        store
            .join_tournament(&arena, &cid.id)
            .await
            .expect("joins while it runs")
    );
    // Moving the start works only before it.
    assert!(!store.start_tournament_at(&arena, 0).await.expect("answers"));
    let later = tournament(store, Format::Arena { minutes: 30 }, &ann).await;
    assert!(store.start_tournament_at(&later, 5).await.expect("moved"));
    assert!(
        store
            .due_tournaments(now_millis(), 100)
            .await
            .expect("lists")
            .contains(&later)
    );
}
