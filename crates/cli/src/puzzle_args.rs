//! The arguments of `mastermind puzzle` (puzzles played offline) and
//! `mastermind puzzles generate` (puzzles made for a database), with their
//! help in the reader's language.

use std::path::PathBuf;

use clap::{Args, Command, Subcommand};
use mastermind_core::puzzle::{Mode, Theme};
use mastermind_i18n::tr;

use crate::help::{args, storage};
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
    /// casual (one puzzle after another until q or the end of the input)
    /// or streak (each nearer a higher rating, until the first miss).
    #[arg(long, value_name = "MODE", default_value = "casual")]
    pub mode: String,
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

/// The mode named by `--mode`: the terminal plays casual puzzles and
/// streaks; rated and daily puzzles are the site's.
pub fn mode(name: &str) -> anyhow::Result<Mode> {
    match Mode::from_name(name) {
        Some(mode @ (Mode::Casual | Mode::Streak)) => Ok(mode),
        _ => Err(usage(tr!("cmd-puzzle-mode-unknown", mode = name))),
    }
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
