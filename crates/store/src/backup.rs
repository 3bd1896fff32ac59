//! Backups that restore: a backup is one SQLite file, whichever engine the
//! site runs on, so that it can be checked anywhere and restored into
//! either engine (`mastermind db backup`, `db verify`, `db restore`).
//!
//! Taken while servers run, it holds one moment of the site: from SQLite,
//! `VACUUM INTO` writes the database as one read transaction sees it; from
//! PostgreSQL every table is read inside one REPEATABLE READ transaction
//! ([`PgStore::snapshot`]). Either way, every move acknowledged before the
//! backup began is in it.

use std::path::Path;

use crate::prelude::*;
use crate::{Copied, Database, PgStore, StoreError, copy_all};

/// What a backup holds, as [`verify`] counted it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Verified {
    pub scores: u64,
    pub games: u64,
    pub turns: u64,
    pub series: u64,
    pub accounts: u64,
    pub duels: u64,
    pub tournaments: u64,
}

fn exists(path: &Path) -> StoreError {
    StoreError::Conflict(format!(
        "{} exists already: a backup is written to a new file",
        path.display()
    ))
}

/// Writes a backup of `from` (the running site's database, at `address`)
/// to the new file `to`.
pub async fn backup(from: &Database, address: &str, to: &Path) -> Result<(), StoreError> {
    if to.exists() {
        return Err(exists(to));
    }
    match from {
        Database::Sqlite(s) => {
            let target = to.to_string_lossy().to_string();
            sqlx::query("VACUUM INTO $1")
                .bind(target)
                .execute(s.pool())
                .await?;
        }
        Database::Postgres(_) => {
            let moment = Database::Postgres(PgStore::snapshot(address).await?);
            let target = Database::open(&format!("sqlite://{}", to.display())).await?;
            let copied = copy_all(&moment, &target).await;
            target.close().await;
            moment.close().await;
            if let Err(e) = copied {
                let _ = std::fs::remove_file(to);
                return Err(e);
            }
        }
    }
    Ok(())
}

/// Restores the backup `from` into `to`, which must hold nothing yet.
pub async fn restore(from: &Path, to: &Database) -> Result<Copied, StoreError> {
    let backup = open_backup(from).await?;
    let copied = copy_all(&backup, to).await;
    backup.close().await;
    copied
}

async fn open_backup(path: &Path) -> Result<Database, StoreError> {
    if !path.is_file() {
        return Err(StoreError::NotFound(format!(
            "no backup at {}",
            path.display()
        )));
    }
    Database::open(&format!("sqlite://{}", path.display()))
        .await
        .map_err(|e| match e {
            StoreError::Open { .. } | StoreError::Migrate { .. } => {
                StoreError::NotABackup(format!(
                    "{} is not a backup of this program (not an SQLite database it can read)",
                    path.display()
                ))
            }
            other => other,
        })
}

/// Checks the backup at `path`: SQLite's own integrity and foreign-key
/// checks, the schema this program writes, and every game, series and
/// duel read back through the rules (a record the core cannot read is
/// reported, never skipped). What it holds.
pub async fn verify(path: &Path) -> Result<Verified, StoreError> {
    let backup = open_backup(path).await?;
    let checked = check(&backup).await;
    backup.close().await;
    checked
}

async fn check(backup: &Database) -> Result<Verified, StoreError> {
    let Database::Sqlite(s) = backup else {
        unreachable!("a backup is an SQLite file");
    };
    let pool = s.pool();
    let integrity: Vec<(String,)> = sqlx::query_as("PRAGMA integrity_check")
        .fetch_all(pool)
        .await?;
    if integrity.iter().any(|(line,)| line != "ok") {
        let lines: Vec<&str> = integrity.iter().map(|(l,)| l.as_str()).take(5).collect();
        return Err(StoreError::Corrupt(format!(
            "the file fails SQLite's integrity check: {}",
            lines.join("; ")
        )));
    }
    let orphans: Vec<(String, i64, String, i64)> = sqlx::query_as("PRAGMA foreign_key_check")
        .fetch_all(pool)
        .await?;
    if let Some((table, row, parent, _)) = orphans.first() {
        return Err(StoreError::Corrupt(format!(
            "row {row} of {table} names a {parent} row that is not there ({} such rows)",
            orphans.len()
        )));
    }
    let count = |sql: &'static str| async move {
        let n: i64 = sqlx::query_scalar(sql).fetch_one(pool).await?;
        Ok::<u64, StoreError>(u64::try_from(n).unwrap_or(0))
    };
    let mut verified = Verified {
        scores: count("SELECT COUNT(*) FROM scores").await?,
        turns: count("SELECT COUNT(*) FROM turns").await?,
        accounts: count("SELECT COUNT(*) FROM accounts").await?,
        tournaments: count("SELECT COUNT(*) FROM tournaments").await?,
        ..Verified::default()
    };
    let games: Vec<(String,)> = sqlx::query_as("SELECT id FROM games")
        .fetch_all(pool)
        .await?;
    for (id,) in &games {
        backup.load_game(id).await?;
        verified.games += 1;
    }
    let series: Vec<(String,)> = sqlx::query_as("SELECT id FROM series")
        .fetch_all(pool)
        .await?;
    for (id,) in &series {
        backup.load_series(id).await?;
        verified.series += 1;
    }
    let duels: Vec<(String,)> = sqlx::query_as("SELECT id FROM duels")
        .fetch_all(pool)
        .await?;
    for (id,) in &duels {
        backup.load_duel(id).await?;
        verified.duels += 1;
    }
    Ok(verified)
}
