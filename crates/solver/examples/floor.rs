//! A proven lower bound on the optimal total of a setup.
//!
//! cargo run --release -p mastermind-solver --example floor -- PEGSxCOLOURS LEVELS REFINEMENTS

use std::time::Instant;

use mastermind_core::{Rule, Setup};
use mastermind_solver::{Reach, lower_bound};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (pegs, colours) = args
        .first()
        .map_or("4x6", String::as_str)
        .split_once('x')
        .ok_or("PEGSxCOLOURS")?;
    let setup = Setup::new(pegs.parse()?, colours.parse()?, 10, Rule::Mastermind)?;
    let levels = args.get(1).map_or(Ok(2), |a| a.parse())?;
    let refinements = args.get(2).map_or(Ok(16), |a| a.parse())?;
    let start = Instant::now();
    let total = lower_bound(
        &setup,
        Reach {
            levels,
            refinements,
        },
    );
    let n = setup.code_count();
    println!(
        "{pegs}x{colours} levels {levels} refinements {refinements}: at least {total} ({:.5}), {:.1} s",
        total as f64 / n as f64,
        start.elapsed().as_secs_f64()
    );
    Ok(())
}
