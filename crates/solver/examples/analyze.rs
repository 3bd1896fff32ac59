//! Plays a strategy against every secret of a preset and prints the figures.
//!
//! cargo run --release -p mastermind-solver --example analyze -- PRESET|PEGSxCOLOURS[c] STRATEGY [--tree FILE] [--memory SIZE]
//!
//! `--memory` bounds the optimal search's memory of solved sets (e.g. `2G`;
//! by default half the machine's). Threads: `RAYON_NUM_THREADS` (by default
//! one a core).

use std::time::Instant;

use mastermind_core::{Preset, Rule, Setup};
use mastermind_solver::{AnalyzeOptions, Strategy, analyze_with, parse_size};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    // The first argument is the program's own name.
    let all: Vec<String> = std::env::args().collect();
    let args = all.get(1..).unwrap_or_default();
    // A preset's name, or PEGSxCOLOURS without blanks: the Mastermind rule
    // (e.g. 4x8), the colour game's with a `c` after the colours (5x6c).
    let name = args.first().map_or("mastermind-1", String::as_str);
    let setup = match name.split_once('x') {
        Some((pegs, colours)) => {
            let (colours, rule) = match colours.strip_suffix('c') {
                Some(colours) => (colours, Rule::ColourGame),
                None => (colours, Rule::Mastermind),
            };
            Setup::new(pegs.parse()?, colours.parse()?, 10, rule)?
        }
        None => name.parse::<Preset>()?.setup(),
    };
    let strategy: Strategy = args.get(1).map_or("entropy", String::as_str).parse()?;
    let option = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
    };
    let tree = option("--tree");
    let mut options = AnalyzeOptions::default();
    if let Some(size) = option("--memory") {
        options.memory = parse_size(size)?;
    }
    let start = Instant::now();
    let analysis = analyze_with(&setup, strategy, &options, &|_| {});
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "{name} {strategy}: {} secrets, {} guesses (average {:.4}), max {}, first guess {}, distribution {:?}, {seconds:.3} s",
        analysis.secrets,
        analysis.total_guesses,
        analysis.average(),
        analysis.max,
        analysis.first_guess,
        analysis.distribution,
    );
    if let Some(path) = tree {
        std::fs::write(path, serde_json::to_string(&analysis.tree)?)?;
    }
    Ok(())
}
