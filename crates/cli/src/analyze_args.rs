//! `mastermind analyze`'s arguments.

use std::path::PathBuf;

use clap::Args;

use crate::args::SetupArgs;

#[derive(Debug, Args)]
pub struct AnalyzeArgs {
    #[command(flatten)]
    pub setup: SetupArgs,
    /// The strategy to analyse (see `solve --help`).
    #[arg(long, value_name = "NAME", default_value = "knuth")]
    pub strategy: String,
    /// With optimal: only strategies that never need more than N guesses.
    #[arg(long, value_name = "N")]
    pub worst_case: Option<u8>,
    /// Seed for the random strategy.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub seed: u64,
    /// With optimal: about how much the search keeps of the sets it solved
    /// (4G, 512M; default half the machine's memory); past it, it forgets
    /// the least worth keeping and searches them again, as exact.
    #[arg(long, value_name = "SIZE", value_parser = memory_size)]
    pub memory: Option<u64>,
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
    /// Write the whole decision tree as JSON to FILE.
    #[arg(long, value_name = "FILE")]
    pub tree: Option<PathBuf>,
    /// Draw the distribution of guesses as an SVG histogram in FILE.
    #[arg(long, value_name = "FILE.svg")]
    pub plot: Option<PathBuf>,
    /// Instead of playing a strategy, prove a lower bound on the total that
    /// any strategy needs, looking LEVELS guesses ahead (the exact search's
    /// bounds; more levels: a higher bound, longer).
    #[arg(long, value_name = "LEVELS", value_parser = clap::value_parser!(u8).range(1..=8),
        conflicts_with_all = ["worst_case", "tree", "plot"])]
    pub lower_bound: Option<u8>,
    /// With --lower-bound: how many guesses of each position are looked at
    /// more deeply before its bound is taken as it stands.
    #[arg(long, value_name = "N", default_value_t = 64, requires = "lower_bound")]
    pub refinements: usize,
    /// Instead of playing a strategy, replay every secret through the
    /// decision tree in FILE (as `--tree` writes it) and report its figures.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["lower_bound", "worst_case", "tree", "plot"])]
    pub check_tree: Option<PathBuf>,
    /// With optimal: join (or start) the search shared through the job
    /// table at URL (postgres://USER@HOST/NAME for several processes or
    /// machines, sqlite://PATH for one machine), a search named by its
    /// setup; stopped, it is taken up again where it stood.
    #[arg(long, value_name = "URL", conflicts_with_all = ["lower_bound", "check_tree", "worst_case"])]
    pub work_db: Option<String>,
    /// With --work-db: report how far the shared search has come and an
    /// estimate of what is left, instead of working on it.
    #[arg(long, requires = "work_db")]
    pub status: bool,
    /// With --work-db: how long a job this process takes stays its own
    /// past its last word (a killed process's job passes on after it).
    #[arg(
        long,
        value_name = "SECONDS",
        default_value_t = 120,
        requires = "work_db"
    )]
    pub lease: u64,
    /// With --work-db, for tests: after N jobs, take one more and hold it
    /// without working, as a process that hangs.
    #[arg(long, value_name = "N", hide = true, requires = "work_db")]
    pub work_stall_after: Option<usize>,
}

fn memory_size(text: &str) -> Result<u64, String> {
    mastermind_solver::parse_size(text).map_err(|e| e.to_string())
}
