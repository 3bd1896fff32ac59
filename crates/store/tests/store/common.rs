use mastermind_core::{Code, PlayerName, Preset};
use mastermind_store::prelude::*;
use mastermind_store::{Account, Database, NewScore, ScoreEntry, new_id, now_millis};
use tempfile::TempDir;

/// A win by the terminal (no player id) with the secret 1234.
pub fn win(preset: Preset, name: &str, turns: u8, millis: u64, at: i64) -> NewScore {
    NewScore {
        preset,
        player: None,
        name: PlayerName::parse(name).expect("test names are valid"),
        turns,
        millis,
        secret: Code::from_digits("1234").expect("1234 is a code"),
        at,
        hinted: false,
        address: None,
    }
}

/// The same win by a known player.
pub fn by(player: &str, score: NewScore) -> NewScore {
    NewScore {
        player: Some(player.to_string()),
        ..score
    }
}

pub fn names(table: &[ScoreEntry]) -> Vec<&str> {
    table.iter().map(|entry| entry.name.as_str()).collect()
}

/// Ranks run 1, 2, 3… and each entry is no better than the one above it.
pub fn assert_consistent(table: &[ScoreEntry]) {
    for (i, entry) in table.iter().enumerate() {
        assert_eq!(entry.rank as usize, i + 1, "ranks in {table:#?}");
    }
    for pair in table.windows(2) {
        assert!(
            pair[0]
                .achievement()
                .rank_cmp(&pair[1].achievement())
                .is_le(),
            "order in {table:#?}"
        );
    }
}

/// A fresh SQLite database in its own folder; the folder lives as long as
/// the returned guard.
pub async fn on_sqlite() -> Option<(TempDir, Database)> {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let store = Database::open_in_dir(dir.path())
        .await
        .expect("a fresh database opens");
    Some((dir, store))
}

/// A fresh database of its own on the test cluster; `None` (the test then
/// passes without running, and says so) when `./scripts/test` did not start
/// one, except under CI (`CI` set), where the test fails.
pub async fn on_postgres() -> Option<((), Database)> {
    let Some(url) = mastermind_store::testing::scratch_postgres().await else {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI runs the store's tests on PostgreSQL too: {} is not set",
            mastermind_store::testing::POSTGRES_URL_VAR
        );
        eprintln!(
            "not run on PostgreSQL: {} is not set (./scripts/test sets it)",
            mastermind_store::testing::POSTGRES_URL_VAR
        );
        return None;
    };
    let store = Database::open(&url).await.expect("the test database opens");
    Some(((), store))
}

/// A new account named `name`, created now.
pub async fn account(store: &Database, name: &str) -> Account {
    let account = Account {
        id: new_id(),
        name: name.to_string(),
        password_hash: format!("hash of {name}"),
        created_at: now_millis(),
    };
    store.create_account(&account).await.expect("created");
    account
}
