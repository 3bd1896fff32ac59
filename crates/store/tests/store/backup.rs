//! Backups that restore: taken while a writer goes on, a backup holds every
//! move acknowledged before it began, passes its own check, and restores
//! into either engine with the same games, duels, tournaments and accounts.

use std::sync::{Arc, Mutex};

use mastermind_core::{Code, Preset};
use mastermind_store::prelude::*;
use mastermind_store::{Database, GameWrite, NewGame, backup, new_id};

use crate::common::on_sqlite;
use crate::copy::{fill, fill_online, fill_tournament};

/// Writes a game with one guess over and over until `stop` is set; the ids
/// whose write was acknowledged, in order.
fn writer(
    store: Database,
    stop: Arc<std::sync::atomic::AtomicBool>,
) -> (Arc<Mutex<Vec<String>>>, tokio::task::JoinHandle<()>) {
    let acknowledged = Arc::new(Mutex::new(Vec::new()));
    let seen = Arc::clone(&acknowledged);
    let task = tokio::spawn(async move {
        while !stop.load(std::sync::atomic::Ordering::SeqCst) {
            let id = format!("load-{}", new_id());
            let writes = [
                GameWrite::Create(NewGame {
                    id: id.clone(),
                    preset: Some(Preset::Mastermind1),
                    setup: Preset::Mastermind1.setup(),
                    secret: Code::from_digits("1234").expect("a code"),
                    player: Some("loader".to_string()),
                    created_at: 5_000,
                }),
                GameWrite::Guess {
                    game: id.clone(),
                    turn: 1,
                    guess: Code::from_digits("1111").expect("a code"),
                    at: 5_001,
                    ends: None,
                },
            ];
            if store.write_games(&writes).await.is_ok() {
                seen.lock().expect("a lock").push(id);
            }
        }
    });
    (acknowledged, task)
}

/// Fills `site` (at `address`), backs it up while a writer goes on, checks
/// the backup, and restores it into `restored`; the backup's path.
async fn backed_up_under_load(
    site: &Database,
    address: &str,
    restored: &Database,
    dir: &std::path::Path,
) -> std::path::PathBuf {
    let (_, _) = fill(site).await;
    let duels = fill_online(site).await;
    let (tournament, _) = fill_tournament(site).await;
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let (acknowledged, task) = writer(site.clone(), Arc::clone(&stop));
    while acknowledged.lock().expect("a lock").len() < 20 {
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    let before: Vec<String> = acknowledged.lock().expect("a lock").clone();
    let file = dir.join(format!("backup-{}.db", new_id()));
    backup::backup(site, address, &file)
        .await
        .expect("backs up");
    stop.store(true, std::sync::atomic::Ordering::SeqCst);
    task.await.expect("the writer ends");

    let verified = backup::verify(&file).await.expect("the backup checks out");
    assert!(verified.games >= 3 + before.len() as u64, "{verified:?}");
    assert_eq!(
        (verified.accounts, verified.tournaments),
        (2, 1),
        "{verified:?}"
    );
    let again = backup::backup(site, address, &file).await;
    assert!(again.is_err(), "never over an existing file");

    let copied = backup::restore(&file, restored).await.expect("restores");
    assert!(copied.games >= 3 + before.len() as u64, "{copied:?}");
    for id in &before {
        let game = restored
            .load_game(id)
            .await
            .expect("reads")
            .unwrap_or_else(|| panic!("acknowledged game {id} is in the backup"));
        assert_eq!(game.turns.len(), 1, "with its acknowledged guess");
    }
    for id in &duels {
        assert_eq!(
            restored.load_duel(id).await.expect("reads"),
            site.load_duel(id).await.expect("reads"),
            "duel {id}"
        );
    }
    assert_eq!(
        restored.load_tournament(&tournament).await.expect("reads"),
        site.load_tournament(&tournament).await.expect("reads")
    );
    let ann = site.account_named("ann").await.expect("reads");
    assert_eq!(restored.account_named("ann").await.expect("reads"), ann);
    file
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_sqlite_site_backed_up_under_load_restores() {
    let (dir, site) = on_sqlite().await.expect("SQLite");
    let address = format!("sqlite://{}", dir.path().join("mastermind.db").display());
    let (_other, restored) = on_sqlite().await.expect("SQLite");
    backed_up_under_load(&site, &address, &restored, dir.path()).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_postgresql_site_backed_up_under_load_restores_to_sqlite_and_back() {
    let Some(address) = mastermind_store::testing::scratch_postgres().await else {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI runs the store's tests on PostgreSQL too"
        );
        eprintln!("not run on PostgreSQL: MASTERMIND_TEST_POSTGRES_URL is not set");
        return;
    };
    let site = Database::open(&address).await.expect("opens");
    let dir = tempfile::tempdir().expect("a folder");
    let (_sqlite_dir, on_sqlite_again) = on_sqlite().await.expect("SQLite");
    let file = backed_up_under_load(&site, &address, &on_sqlite_again, dir.path()).await;
    // And back: the SQLite copy's own backup into a fresh PostgreSQL
    // database holds the same.
    let back_address = mastermind_store::testing::scratch_postgres()
        .await
        .expect("the cluster");
    let back = Database::open(&back_address).await.expect("opens");
    let second = dir.path().join("second.db");
    let sqlite_address = format!("sqlite://{}", file.display());
    backup::backup(&on_sqlite_again, &sqlite_address, &second)
        .await
        .expect("backs up the SQLite copy");
    let first = backup::verify(&file).await.expect("checks");
    let copied = backup::restore(&second, &back).await.expect("restores");
    assert_eq!(
        (
            copied.games,
            copied.accounts,
            copied.duels,
            copied.tournaments
        ),
        (first.games, first.accounts, first.duels, first.tournaments)
    );
}

/// Two servers, each with its own pool on one PostgreSQL database, add
/// games while a third takes the backup: every game either acknowledged
/// before the backup began is in the backup file and in its restore into
/// SQLite, with its guess.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_while_two_servers_write_keeps_what_both_acknowledged() {
    let Some(address) = mastermind_store::testing::scratch_postgres().await else {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI runs the store's tests on PostgreSQL too"
        );
        eprintln!("not run on PostgreSQL: MASTERMIND_TEST_POSTGRES_URL is not set");
        return;
    };
    let a = Database::open(&address).await.expect("opens");
    let b = Database::open(&address).await.expect("opens");
    let backing_up = Database::open(&address).await.expect("opens");
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let (from_a, task_a) = writer(a, Arc::clone(&stop));
    let (from_b, task_b) = writer(b, Arc::clone(&stop));
    let count = |ids: &Arc<Mutex<Vec<String>>>| ids.lock().expect("a lock").len();
    while count(&from_a) < 20 || count(&from_b) < 20 {
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    let mut before: Vec<String> = from_a.lock().expect("a lock").clone();
    before.extend(from_b.lock().expect("a lock").iter().cloned());
    let dir = tempfile::tempdir().expect("a folder");
    let file = dir.path().join("backup.db");
    backup::backup(&backing_up, &address, &file)
        .await
        .expect("backs up");
    // Both went on writing while the backup ran, and after.
    let after = (count(&from_a), count(&from_b));
    while count(&from_a) == after.0 || count(&from_b) == after.1 {
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    stop.store(true, std::sync::atomic::Ordering::SeqCst);
    task_a.await.expect("a's writer ends");
    task_b.await.expect("b's writer ends");

    let verified = backup::verify(&file).await.expect("the backup checks out");
    assert!(verified.games >= before.len() as u64, "{verified:?}");
    // The backup file itself, read through a copy (opening may write).
    let copy = dir.path().join("copy.db");
    std::fs::copy(&file, &copy).expect("copies");
    let in_backup = Database::open(&format!("sqlite://{}", copy.display()))
        .await
        .expect("the backup opens");
    let (_restored_dir, restored) = on_sqlite().await.expect("SQLite");
    let copied = backup::restore(&file, &restored).await.expect("restores");
    assert_eq!(copied.games, verified.games, "{copied:?}");
    for (place, store) in [("the backup", &in_backup), ("its restore", &restored)] {
        for id in &before {
            let game = store
                .load_game(id)
                .await
                .expect("reads")
                .unwrap_or_else(|| panic!("acknowledged game {id} is in {place}"));
            assert_eq!(
                game.turns.len(),
                1,
                "{id} with its acknowledged guess in {place}"
            );
        }
    }
}
