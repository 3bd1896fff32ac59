//! Plays a strategy against every secret of a preset and prints the figures.
//!
//! cargo run --release -p mastermind-solver --example analyze -- PRESET STRATEGY [--tree FILE]

use std::time::Instant;

use mastermind_core::Preset;
use mastermind_solver::{Strategy, analyze};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    // The first argument is the program's own name.
    let all: Vec<String> = std::env::args().collect();
    let args = all.get(1..).unwrap_or_default();
    let preset: Preset = args
        .first()
        .map_or("mastermind-1", String::as_str)
        .parse()?;
    let strategy: Strategy = args.get(1).map_or("entropy", String::as_str).parse()?;
    let tree = args
        .iter()
        .position(|a| a == "--tree")
        .and_then(|i| args.get(i + 1));
    let setup = preset.setup();
    let start = Instant::now();
    let analysis = analyze(&setup, strategy, &|_| {});
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "{preset} {strategy}: {} secrets, {} guesses (average {:.4}), max {}, first guess {}, distribution {:?}, {seconds:.3} s",
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
