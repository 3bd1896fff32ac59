//! What only the SQLite backend has: a file that outlives the process and is
//! shared with other processes.

use mastermind_core::Preset;
use mastermind_core::highscore::Achievement;
use mastermind_store::blocking::ScoreDb;
use mastermind_store::{DB_FILE_NAME, Scope, SqliteStore, Store, StoreError};
use sqlx::Connection;
use sqlx::sqlite::{SqliteConnectOptions, SqliteConnection};

use crate::common::{names, win};

#[tokio::test]
async fn a_reopened_database_still_has_every_score() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("scores.db");
    let store = SqliteStore::open(&path).await.expect("opens");
    for (at, name) in (0..).zip(["Ann", "Bob", "Cy"]) {
        store
            .record_score(&win(Preset::Board, name, 5, 100, at))
            .await
            .expect("records");
    }
    let before = store
        .top_scores(Preset::Board, &Scope::All)
        .await
        .expect("reads");
    store.close().await;
    drop(store);

    let reopened = SqliteStore::open(&path).await.expect("reopens");
    let after = reopened
        .top_scores(Preset::Board, &Scope::All)
        .await
        .expect("reads");
    assert_eq!(names(&after), ["Ann", "Bob", "Cy"]);
    assert_eq!(after, before);
}

#[tokio::test]
async fn another_opener_finds_the_file_in_wal_mode() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let store = SqliteStore::open_in_dir(dir.path()).await.expect("opens");
    store
        .record_score(&win(Preset::Logik, "Ann", 5, 100, 0))
        .await
        .expect("records");

    // A plain connection that asks for no journal mode: it sees what the file
    // itself records, as a second process would.
    let options = SqliteConnectOptions::new().filename(dir.path().join(DB_FILE_NAME));
    let mut other = SqliteConnection::connect_with(&options)
        .await
        .expect("connects");
    let mode: String = sqlx::query_scalar("PRAGMA journal_mode")
        .fetch_one(&mut other)
        .await
        .expect("reads the journal mode");
    assert_eq!(mode, "wal");
    let rows: i64 = sqlx::query_scalar("SELECT count(*) FROM scores")
        .fetch_one(&mut other)
        .await
        .expect("reads the scores");
    assert_eq!(
        rows, 1,
        "the committed score is visible to the other opener"
    );
    other.close().await.expect("closes");
}

#[tokio::test]
async fn open_creates_the_missing_folders() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("a").join("b").join("scores.db");
    let store = SqliteStore::open(&path).await.expect("opens");
    assert_eq!(store.path(), path);
    assert!(path.is_file());

    let nested = dir.path().join("config").join("mastermind");
    let store = SqliteStore::open_in_dir(&nested).await.expect("opens");
    assert_eq!(store.path(), nested.join("mastermind.db"));
    assert!(nested.join("mastermind.db").is_file());
}

#[tokio::test]
async fn a_folder_is_not_a_database() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let err = SqliteStore::open(dir.path())
        .await
        .expect_err("a folder cannot be opened as a database");
    assert!(matches!(err, StoreError::Open { .. }), "{err:?}");
    let message = err.to_string();
    let expected = format!("cannot open the database at {}: ", dir.path().display());
    assert!(message.starts_with(&expected), "{message}");
}

#[tokio::test]
async fn a_file_in_the_way_of_the_folder_is_reported() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let file = dir.path().join("not-a-folder");
    std::fs::write(&file, "").expect("writes a file");
    let err = SqliteStore::open(file.join("scores.db"))
        .await
        .expect_err("a file cannot hold a database");
    assert!(matches!(err, StoreError::CreateDir { .. }), "{err:?}");
    let message = err.to_string();
    let expected = format!("cannot create the folder {} ", file.display());
    assert!(message.starts_with(&expected), "{message}");
}

#[test]
fn the_blocking_face_reads_and_writes_the_same_file() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = ScoreDb::open_in_dir(dir.path()).expect("opens");
    assert_eq!(db.path(), Some(dir.path().join(DB_FILE_NAME).as_path()));
    let all = &Scope::All;
    let fast = Achievement {
        turns: 4,
        millis: 10,
        at: 5,
    };
    assert!(db.qualifies(Preset::Colour3, all, &fast).expect("reads"));
    let rank = db
        .record_score(&win(Preset::Colour3, "Ann", 5, 100, 0))
        .expect("records");
    assert_eq!(rank, Some(1));
    let rank = db
        .record_score(&win(Preset::Colour3, "Bob", 4, 100, 1))
        .expect("records");
    assert_eq!(rank, Some(1));
    drop(db);

    let db = ScoreDb::open(dir.path().join(DB_FILE_NAME)).expect("reopens");
    let table = db.top_scores(Preset::Colour3, all).expect("reads");
    assert_eq!(names(&table), ["Bob", "Ann"]);
    assert_eq!(db.reset_scores(None, all).expect("resets"), 2);
    assert!(
        db.top_scores(Preset::Colour3, all)
            .expect("reads")
            .is_empty()
    );
}

#[test]
fn the_blocking_face_may_be_dropped_inside_a_runtime() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = ScoreDb::open_in_dir(dir.path()).expect("opens");
    db.record_score(&win(Preset::Board, "Ann", 5, 100, 0))
        .expect("records");
    let runtime = tokio::runtime::Builder::new_current_thread()
        .build()
        .expect("a runtime");
    // Would panic ("cannot start a runtime from within a runtime") if the
    // drop tried to close the pool by blocking.
    runtime.block_on(async move { drop(db) });

    let db = ScoreDb::open_in_dir(dir.path()).expect("reopens");
    let table = db.top_scores(Preset::Board, &Scope::All).expect("reads");
    assert_eq!(names(&table), ["Ann"]);
}

#[tokio::test]
async fn opening_waits_out_another_process_writing_before_wal_is_set() {
    // A file made by someone else in SQLite's default rollback mode, with a
    // write in progress: switching it to WAL needs an exclusive lock that
    // SQLite does not wait for, as happens when two processes create the
    // database at the same moment.
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("busy.db");
    let options = SqliteConnectOptions::new()
        .filename(&path)
        .create_if_missing(true);
    let mut other = SqliteConnection::connect_with(&options)
        .await
        .expect("connects");
    sqlx::query("CREATE TABLE other (x INTEGER)")
        .execute(&mut other)
        .await
        .expect("creates");
    let mut write = other.begin_with("BEGIN IMMEDIATE").await.expect("locks");
    sqlx::query("INSERT INTO other VALUES (1)")
        .execute(&mut *write)
        .await
        .expect("writes");

    let finish_the_write = async move {
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        write.commit().await.expect("commits");
    };
    let (store, ()) = tokio::join!(SqliteStore::open(&path), finish_the_write);
    let store = store.expect("opens once the other write is done");
    let table = store.top_scores(Preset::Board, &Scope::All).await;
    assert!(table.expect("reads").is_empty());
}
