//! `mastermind db`: a database's schema brought up to date, or its contents
//! copied into another database.

use anyhow::Context;
use mastermind_i18n::tr;
use mastermind_store::{Database, StoreError, copy_all};

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
                let store = match database.as_deref() {
                    Some(address) => Database::open(address).await.map_err(bad_address)?,
                    None => {
                        let dir = local_scores::data_dir(data_dir.as_deref())?;
                        Database::open_in_dir(&dir).await?
                    }
                };
                println!("{}", tr!("cmd-db-up-to-date", database = store.describe()));
                store.close().await;
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

/// An address that names no database is a usage error (exit 2).
fn bad_address(error: StoreError) -> anyhow::Error {
    match error {
        StoreError::Address(_) => usage(error),
        other => other.into(),
    }
}
