//! Several processes sharing one database file, modelled as threads that each
//! open their own `ScoreDb` (their own runtime and connection pool), all
//! released at the same moment.

use std::path::Path;
use std::sync::Barrier;

use mastermind_core::Preset;
use mastermind_core::highscore::TABLE_SIZE;
use mastermind_store::Scope;
use mastermind_store::blocking::ScoreDb;

use crate::common::{assert_consistent, win};

const WRITERS: usize = 8;
const WINS_EACH: usize = 5;

/// Every writer opens the (not yet existing) database at once, then records
/// `WINS_EACH` wins at once; returns each writer's (name, rank) results.
fn race(
    path: &Path,
    wins: impl Fn(usize, usize) -> mastermind_store::NewScore + Sync,
) -> Vec<(String, Option<u32>)> {
    let opened = Barrier::new(WRITERS);
    let go = Barrier::new(WRITERS);
    std::thread::scope(|scope| {
        let writers: Vec<_> = (0..WRITERS)
            .map(|writer| {
                let (opened, go, wins) = (&opened, &go, &wins);
                scope.spawn(move || {
                    opened.wait();
                    let db = ScoreDb::open(path);
                    // Waited for before looking at the result, so that one
                    // failed opener fails the test instead of hanging the rest.
                    go.wait();
                    let db = db.expect("opens beside the other writers");
                    (0..WINS_EACH)
                        .map(|i| {
                            let score = wins(writer, i);
                            let rank = db
                                .record_score(&score)
                                .expect("records beside the other writers");
                            (score.name.as_str().to_string(), rank)
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        writers
            .into_iter()
            .flat_map(|writer| writer.join().expect("the writer finished"))
            .collect()
    })
}

#[test]
fn writers_on_different_tables_all_land() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("shared.db");
    // Writer w's i-th win goes to preset (w + i) mod 9: at most five wins per
    // preset, so every one enters its table.
    let results = race(&path, |writer, i| {
        let preset = Preset::ALL[(writer + i) % Preset::ALL.len()];
        let name = format!("w{writer}-{i}");
        win(
            preset,
            &name,
            3 + (i % 3) as u8,
            (writer * 100 + i) as u64,
            1_000,
        )
    });
    assert_eq!(results.len(), WRITERS * WINS_EACH);
    for (name, rank) in &results {
        assert!(rank.is_some(), "{name} was refused");
    }

    let db = ScoreDb::open(&path).expect("reopens");
    let mut stored = Vec::new();
    for preset in Preset::ALL {
        let table = db.top_scores(preset, &Scope::All).expect("reads");
        assert_consistent(&table);
        for entry in &table {
            let (writer, i) = entry.name[1..]
                .split_once('-')
                .expect("names are w<writer>-<i>");
            let (writer, i): (usize, usize) = (
                writer.parse().expect("a writer"),
                i.parse().expect("an index"),
            );
            assert_eq!(Preset::ALL[(writer + i) % Preset::ALL.len()], preset);
        }
        stored.extend(table.into_iter().map(|entry| entry.name));
    }
    let mut sent: Vec<String> = results.into_iter().map(|(name, _)| name).collect();
    sent.sort();
    stored.sort();
    assert_eq!(stored, sent, "every win stored once");
}

#[test]
fn writers_racing_for_one_table_keep_exactly_the_best_ten() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("shared.db");
    // 17 is coprime with 40, so `place` runs through 0..40 once: distinct
    // results whose order is known, spread across writers and moments.
    let place = |writer: usize, i: usize| (writer * WINS_EACH + i) * 17 % 40;
    let results = race(&path, |writer, i| {
        let place = place(writer, i);
        let name = format!("place {place:02}");
        win(
            Preset::Logik,
            &name,
            3 + (place / 8) as u8,
            (place * 10) as u64,
            0,
        )
    });

    let db = ScoreDb::open(&path).expect("reopens");
    let table = db.top_scores(Preset::Logik, &Scope::All).expect("reads");
    assert_consistent(&table);
    let best: Vec<String> = (0..TABLE_SIZE)
        .map(|place| format!("place {place:02}"))
        .collect();
    let names: Vec<&str> = table.iter().map(|entry| entry.name.as_str()).collect();
    assert_eq!(names, best, "a result in the final ten always qualifies");

    // Whatever was acknowledged is there, and nothing else: deleting the
    // table counts every row.
    let acknowledged = results.iter().filter(|(_, rank)| rank.is_some()).count();
    let rows = db
        .reset_scores(Some(Preset::Logik), &Scope::All)
        .expect("resets");
    assert_eq!(rows as usize, acknowledged);
    assert!(acknowledged >= TABLE_SIZE);
}
