//! The arguments of `mastermind puzzle` (puzzles played offline) and
//! `mastermind puzzles generate` (puzzles made for a database), with their
//! help in the reader's language.

use std::path::PathBuf;

use clap::{Args, Command, Subcommand};
use mastermind_core::puzzle::{Mode, Theme};
use mastermind_i18n::tr;

use crate::help::{args, storage};
use crate::login_args::LoginArgs;
use crate::usage::usage;

/// Fresh puzzles `mastermind puzzle` generates at its start unless told:
/// a handful, made in a few seconds by a release build.
pub const FRESH_PUZZLES: usize = 5;

#[derive(Debug, Args)]
pub struct PuzzleArgs {
    /// Only puzzles of this theme: mastermind, colour, blanks, logik or
    /// impossible_guess (default: every theme).
    #[arg(long, value_name = "THEME")]
    pub theme: Option<String>,
    /// casual (one puzzle after another until q or the end of the input),
    /// streak (each nearer a higher rating, until the first miss) or, on a
    /// server, rated (default: casual offline, rated on a server).
    #[arg(long, value_name = "MODE")]
    pub mode: Option<String>,
    /// Play the shipped puzzle with this id, once (no --theme, --mode or
    /// --count with it).
    #[arg(long, value_name = "ID", conflicts_with_all = ["theme", "mode", "count"])]
    pub puzzle: Option<String>,
    /// Fresh puzzles generated at the start (0: only the shipped set).
    #[arg(long, value_name = "N", default_value_t = FRESH_PUZZLES)]
    pub count: usize,
    /// Seed for the fresh puzzles, their order and the codemaker's answers,
    /// to make a run reproducible.
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,
    /// Play the server's puzzles (http://HOST:PORT or https://HOST), rated
    /// unless --mode says otherwise: log in with --name or --token-file.
    #[arg(long, value_name = "URL", conflicts_with_all = ["count", "puzzle", "seed"])]
    pub server: Option<String>,
    #[command(flatten)]
    pub login: LoginArgs,
    /// Play the day's puzzle on the server, the same for everyone and
    /// unrated, then see how everyone did.
    #[arg(long, conflicts_with_all = ["mode", "theme"])]
    pub daily: bool,
}

#[derive(Debug, Args)]
pub struct PuzzlesArgs {
    #[command(subcommand)]
    pub action: PuzzlesAction,
}

#[derive(Debug, Subcommand)]
pub enum PuzzlesAction {
    /// Generate puzzles with the solver, prove each again, and keep the new
    /// ones in the database.
    Generate {
        /// Puzzles to generate per theme.
        #[arg(long, value_name = "N")]
        count: usize,
        /// Only this theme (default: every theme).
        #[arg(long, value_name = "THEME")]
        theme: Option<String>,
        /// Seed for the generator, to make a run reproducible.
        #[arg(long, value_name = "N")]
        seed: Option<u64>,
        #[arg(long, value_name = "DIR", env = "MASTERMIND_DATA_DIR")]
        data_dir: Option<PathBuf>,
        #[arg(long, value_name = "URL", env = "MASTERMIND_DATABASE_URL")]
        database: Option<String>,
    },
}

/// The theme named by `--theme`; an unknown name is a usage error that
/// lists the themes there are.
pub fn theme(name: Option<&str>) -> anyhow::Result<Option<Theme>> {
    let Some(name) = name else {
        return Ok(None);
    };
    Theme::from_name(name).map(Some).ok_or_else(|| {
        let themes: Vec<&str> = Theme::ALL.iter().map(|t| t.name()).collect();
        usage(tr!(
            "cmd-puzzle-theme-unknown",
            theme = name,
            themes = themes.join(", ")
        ))
    })
}

/// The mode named by `--mode`, played offline: casual (the default) or a
/// streak; rated puzzles need a server.
pub fn mode(name: Option<&str>) -> anyhow::Result<Mode> {
    match name.map(Mode::from_name) {
        None => Ok(Mode::Casual),
        Some(Some(mode @ (Mode::Casual | Mode::Streak))) => Ok(mode),
        Some(Some(Mode::Rated)) => Err(needs_server("--mode rated")),
        Some(_) => Err(unknown_mode(name.unwrap_or_default())),
    }
}

/// The mode named by `--mode`, played on a server: rated (the default),
/// casual or a streak; the day's puzzle is `--daily`.
pub fn online_mode(name: Option<&str>) -> anyhow::Result<Mode> {
    match name.map(Mode::from_name) {
        None => Ok(Mode::Rated),
        Some(Some(mode @ (Mode::Rated | Mode::Casual | Mode::Streak))) => Ok(mode),
        Some(_) => Err(unknown_mode(name.unwrap_or_default())),
    }
}

fn unknown_mode(name: &str) -> anyhow::Error {
    usage(tr!("cmd-puzzle-mode-unknown", mode = name))
}

/// `option` (rated play, the day's puzzle) given without `--server`.
pub fn needs_server(option: &str) -> anyhow::Error {
    usage(tr!("cmd-puzzle-needs-server", option = option))
}

/// `puzzle`'s help, in the reader's language.
pub fn help_puzzle(c: Command) -> Command {
    args(
        c.about(tr!("cmd-puzzle-about")),
        vec![
            ("theme", tr!("cmd-puzzle-theme")),
            ("mode", tr!("cmd-puzzle-mode")),
            ("puzzle", tr!("cmd-puzzle-id")),
            ("count", tr!("cmd-puzzle-count")),
            ("seed", tr!("cmd-puzzle-seed")),
            ("server", tr!("cmd-puzzle-server")),
            ("name", tr!("cmd-duel-name")),
            ("ca_cert", tr!("cmd-arg-ca-cert")),
            ("sign_up", tr!("cmd-duel-sign-up")),
            ("token_file", tr!("cmd-puzzle-token-file")),
            ("password_stdin", tr!("cmd-duel-password-stdin")),
            ("daily", tr!("cmd-puzzle-daily")),
        ],
    )
}

/// `puzzles`' help, in the reader's language.
pub fn help_puzzles(c: Command) -> Command {
    c.about(tr!("cmd-puzzles-about"))
        .mut_subcommand("generate", |c| {
            let c = storage(
                c.about(tr!("cmd-puzzles-generate-about")),
                tr!("cmd-puzzles-data-dir"),
            );
            args(
                c,
                vec![
                    ("count", tr!("cmd-puzzles-generate-count")),
                    ("theme", tr!("cmd-puzzles-generate-theme")),
                    ("seed", tr!("cmd-puzzles-generate-seed")),
                ],
            )
        })
}
