//! `mastermind`: one binary over the platform's libraries. Commands parse their
//! arguments into core types and hand the work to the libraries.

// A request allocates and frees many small buffers (HTTP, JSON, the
// database's rows): with the system's allocator that was about a fifth of
// the server's CPU (docs/PERFORMANCE.md).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

mod advice;
mod analyze;
mod analyze_args;
mod args;
mod bot;
mod bound;
mod check_tree;
mod clock;
mod coach;
mod daily;
mod db;
mod db_args;
mod duel;
mod duel_args;
mod export_games;
mod help;
mod language;
mod lines;
mod local_scores;
mod login_args;
mod online;
mod play;
mod puzzle;
mod puzzle_args;
mod puzzle_online;
mod puzzle_view;
mod puzzle_wire;
mod puzzles_generate;
mod score;
mod scores;
mod series;
mod serve;
mod setup_args;
mod solve;
mod statistics;
mod svg;
mod terminal;
mod text_lines;
mod usage;
mod words;
mod work;

use std::process::ExitCode;

use clap::FromArgMatches;

use crate::args::{Cli, Command};
use crate::usage::{Exit, UsageError};

/// The manual page of every command, in the language chosen, from the same
/// words as `--help`.
fn manual() -> anyhow::Result<()> {
    let page = clap_mangen::Man::new(help::command());
    page.render(&mut std::io::stdout().lock())?;
    Ok(())
}

fn main() -> ExitCode {
    if let Err(message) = language::choose(std::env::args_os(), |name| std::env::var(name).ok()) {
        eprintln!("mastermind: {message}");
        return ExitCode::from(2);
    }
    let cli = Cli::from_arg_matches(&help::matches()).unwrap_or_else(|e| e.exit());
    let result = match cli.command {
        Command::Play(args) => play::run(args),
        Command::Puzzle(args) => puzzle::run(args),
        Command::Puzzles(args) => puzzles_generate::run(args),
        Command::Score(args) => score::run(args),
        Command::Scores(args) => scores::run(args),
        Command::Statistics(args) => statistics::run(args),
        Command::Solve(args) => solve::run(args),
        Command::Analyze(args) => analyze::run(args),
        Command::Series(args) => series::run(args),
        Command::Duel(args) => duel::run(args),
        Command::Bot(args) => bot::run(args),
        Command::Serve(args) => serve::run(args),
        Command::Db(args) => db::run(args),
        Command::Manual => manual(),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) if error.downcast_ref::<Exit>().is_some() => {
            ExitCode::from(error.downcast_ref::<Exit>().map_or(1, |e| e.0))
        }
        Err(error) => {
            eprintln!("mastermind: {error:#}");
            if error.downcast_ref::<UsageError>().is_some() {
                ExitCode::from(2)
            } else {
                ExitCode::FAILURE
            }
        }
    }
}
