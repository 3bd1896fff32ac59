//! `mastermind db`'s arguments: migrate, back up, verify, restore, export
//! games, copy.

use std::path::PathBuf;

use clap::{Args, Command, Subcommand};
use mastermind_i18n::tr;

use crate::help::args;

#[derive(Debug, Args)]
pub struct DbArgs {
    #[command(subcommand)]
    pub action: DbAction,
}

#[derive(Debug, Subcommand)]
pub enum DbAction {
    /// Bring the database's schema up to date (servers also do it as they
    /// start; this does it without serving).
    Migrate {
        /// sqlite://PATH or postgres://USER@HOST/NAME (default: SQLite in
        /// the data directory).
        #[arg(long, value_name = "URL", env = "MASTERMIND_DATABASE_URL")]
        database: Option<String>,
        #[arg(long, value_name = "DIR", env = "MASTERMIND_DATA_DIR")]
        data_dir: Option<PathBuf>,
    },
    /// Back up a database, also while servers run: one SQLite file holding
    /// one moment of the site, whichever engine it runs on.
    Backup {
        /// The new file to write the backup to.
        #[arg(long, value_name = "FILE")]
        to: PathBuf,
        #[arg(long, value_name = "URL", env = "MASTERMIND_DATABASE_URL")]
        database: Option<String>,
        #[arg(long, value_name = "DIR", env = "MASTERMIND_DATA_DIR")]
        data_dir: Option<PathBuf>,
    },
    /// Restore a backup into a database that holds nothing yet.
    Restore {
        /// The backup to read.
        #[arg(long, value_name = "FILE")]
        from: PathBuf,
        #[arg(long, value_name = "URL", env = "MASTERMIND_DATABASE_URL")]
        database: Option<String>,
        #[arg(long, value_name = "DIR", env = "MASTERMIND_DATA_DIR")]
        data_dir: Option<PathBuf>,
    },
    /// Check a backup: SQLite's integrity, the schema, and every game,
    /// series and duel read back.
    Verify {
        /// The backup to check.
        #[arg(value_name = "FILE")]
        file: PathBuf,
    },
    /// Write every finished game and duel as transcripts, for an open data
    /// dump: no ids, addresses or browsers; single-player games without
    /// their player's name; nothing unfinished.
    ExportGames {
        /// text (transcripts one after another) or ndjson (a JSON object a line).
        #[arg(long, value_name = "FORMAT", default_value = "text", value_parser = ["text", "ndjson"])]
        format: String,
        /// The file to write (default: standard output).
        #[arg(long, value_name = "FILE")]
        to: Option<PathBuf>,
        #[arg(long, value_name = "URL", env = "MASTERMIND_DATABASE_URL")]
        database: Option<String>,
        #[arg(long, value_name = "DIR", env = "MASTERMIND_DATA_DIR")]
        data_dir: Option<PathBuf>,
    },
    /// Copy every score, game and series of one database into another that
    /// holds none yet.
    Copy {
        /// The database to read, e.g. sqlite:///home/me/.local/share/mastermind/mastermind.db.
        #[arg(long, value_name = "URL")]
        from: String,
        /// The empty database to fill, e.g. postgres://mastermind@db.example/mastermind.
        #[arg(long, value_name = "URL")]
        to: String,
    },
}

/// The subcommand's help, in the reader's language.
pub fn help(c: Command) -> Command {
    c.about(tr!("cmd-db-about"))
        .mut_subcommand("migrate", |c| {
            args(
                c.about(tr!("cmd-db-migrate-about")),
                vec![("database", tr!("cmd-db-migrate-database"))],
            )
        })
        .mut_subcommand("backup", |c| {
            args(
                c.about(tr!("cmd-db-backup-about")),
                vec![
                    ("to", tr!("cmd-db-backup-to")),
                    ("database", tr!("cmd-db-migrate-database")),
                ],
            )
        })
        .mut_subcommand("restore", |c| {
            args(
                c.about(tr!("cmd-db-restore-about")),
                vec![
                    ("from", tr!("cmd-db-restore-from")),
                    ("database", tr!("cmd-db-restore-database")),
                ],
            )
        })
        .mut_subcommand("verify", |c| {
            args(
                c.about(tr!("cmd-db-verify-about")),
                vec![("file", tr!("cmd-db-verify-file"))],
            )
        })
        .mut_subcommand("export-games", |c| {
            args(
                c.about(tr!("cmd-db-export-about")),
                vec![
                    ("format", tr!("cmd-db-export-format")),
                    ("to", tr!("cmd-db-export-to")),
                    ("database", tr!("cmd-db-migrate-database")),
                ],
            )
        })
        .mut_subcommand("copy", |c| {
            args(
                c.about(tr!("cmd-db-copy-about")),
                vec![
                    ("from", tr!("cmd-db-copy-from")),
                    ("to", tr!("cmd-db-copy-to")),
                ],
            )
        })
}
