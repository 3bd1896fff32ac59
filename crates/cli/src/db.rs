//! `mastermind db`: a database's schema brought up to date, its contents
//! copied into another database, backed up, checked and restored.

use anyhow::Context;
use mastermind_i18n::tr;
use mastermind_store::{Database, StoreError, backup, copy_all};

use crate::args::{DbAction, DbArgs};
use crate::local_scores;
use crate::usage::usage;

pub fn run(args: DbArgs) -> anyhow::Result<()> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .with_context(|| tr!("cmd-no-runtime"))?;
    runtime.block_on(async {
        match args.action {
            DbAction::Migrate { database, data_dir } => {
                let (store, _) = open(database, data_dir).await?;
                println!("{}", tr!("cmd-db-up-to-date", database = store.describe()));
                store.close().await;
            }
            DbAction::Backup {
                to,
                database,
                data_dir,
            } => {
                let (store, address) = open(database, data_dir).await?;
                backup::backup(&store, &address, &to)
                    .await
                    .map_err(mistake)?;
                store.close().await;
                let verified = backup::verify(&to).await?;
                println!(
                    "{}",
                    tr!(
                        "cmd-db-backed-up",
                        file = to.display().to_string(),
                        database = store.describe(),
                        games = verified.games.to_string(),
                        accounts = verified.accounts.to_string(),
                        duels = verified.duels.to_string()
                    )
                );
            }
            DbAction::ExportGames {
                format,
                to,
                database,
                data_dir,
            } => {
                let (store, _) = open(database, data_dir).await?;
                let counted =
                    crate::export_games::export(&store, format == "ndjson", to.as_deref()).await;
                store.close().await;
                let counted = counted?;
                eprintln!(
                    "{}",
                    tr!(
                        "cmd-db-exported",
                        games = counted.games.to_string(),
                        duels = counted.duels.to_string()
                    )
                );
            }
            DbAction::Verify { file } => {
                let verified = backup::verify(&file).await.map_err(mistake)?;
                println!(
                    "{}",
                    tr!(
                        "cmd-db-verified",
                        file = file.display().to_string(),
                        scores = verified.scores.to_string(),
                        games = verified.games.to_string(),
                        guesses = verified.turns.to_string(),
                        series = verified.series.to_string(),
                        accounts = verified.accounts.to_string(),
                        duels = verified.duels.to_string(),
                        tournaments = verified.tournaments.to_string()
                    )
                );
            }
            DbAction::Restore {
                from,
                database,
                data_dir,
            } => {
                let (target, _) = open(database, data_dir).await?;
                let copied = backup::restore(&from, &target).await.map_err(mistake)?;
                println!(
                    "{}",
                    tr!(
                        "cmd-db-restored",
                        file = from.display().to_string(),
                        database = target.describe(),
                        games = copied.games.to_string(),
                        accounts = copied.accounts.to_string(),
                        duels = copied.duels.to_string(),
                        tournaments = copied.tournaments.to_string()
                    )
                );
                target.close().await;
            }
            DbAction::Copy { from, to } => {
                let source = Database::open(&from).await.map_err(bad_address)?;
                let target = Database::open(&to).await.map_err(bad_address)?;
                let copied = copy_all(&source, &target).await.map_err(|e| match e {
                    // A target that holds data already is the person's to fix.
                    StoreError::Conflict(_) => usage(e),
                    other => other.into(),
                })?;
                // Counts as strings, as Rust writes them: no separators.
                println!(
                    "{}",
                    tr!(
                        "cmd-db-copied",
                        scores = copied.scores.to_string(),
                        games = copied.games.to_string(),
                        guesses = copied.turns.to_string(),
                        daily = copied.daily_games.to_string(),
                        series = copied.series.to_string(),
                        accounts = copied.accounts.to_string(),
                        duels = copied.duels.to_string(),
                        events = copied.duel_events.to_string(),
                        tournaments = copied.tournaments.to_string(),
                        from = source.describe(),
                        to = target.describe()
                    )
                );
                source.close().await;
                target.close().await;
            }
        }
        Ok(())
    })
}

/// The database named by `--database`, else SQLite in the data directory,
/// with its address.
pub(crate) async fn open(
    database: Option<String>,
    data_dir: Option<std::path::PathBuf>,
) -> anyhow::Result<(Database, String)> {
    Ok(match database {
        Some(address) => (
            Database::open(&address).await.map_err(bad_address)?,
            address,
        ),
        None => {
            let dir = local_scores::data_dir(data_dir.as_deref())?;
            let store = Database::open_in_dir(&dir).await?;
            let address = format!(
                "sqlite://{}",
                dir.join(mastermind_store::DB_FILE_NAME).display()
            );
            (store, address)
        }
    })
}

/// A backup file that exists already, one that is not there or not a
/// backup, or a target that is not empty: the person's to fix (exit 2).
fn mistake(error: StoreError) -> anyhow::Error {
    match error {
        StoreError::Conflict(_)
        | StoreError::NotFound(_)
        | StoreError::Address(_)
        | StoreError::NotABackup(_) => usage(error),
        other => other.into(),
    }
}

/// An address that names no database is a usage error (exit 2).
fn bad_address(error: StoreError) -> anyhow::Error {
    match error {
        StoreError::Address(_) => usage(error),
        other => other.into(),
    }
}
