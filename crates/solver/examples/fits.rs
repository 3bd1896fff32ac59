//! Whether a strategy solves every secret within N guesses.
//!
//! cargo run --release -p mastermind-solver --example fits -- PEGSxCOLOURS N

use std::time::Instant;

use mastermind_core::{Rule, Setup};
use mastermind_solver::fits_within;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (pegs, colours) = args
        .first()
        .map_or("4x6", String::as_str)
        .split_once('x')
        .ok_or("PEGSxCOLOURS")?;
    let setup = Setup::new(pegs.parse()?, colours.parse()?, 10, Rule::Mastermind)?;
    let n: u8 = args.get(1).map_or(Ok(5), |a| a.parse())?;
    let start = Instant::now();
    let found = fits_within(&setup, n);
    println!(
        "{pegs}x{colours} within {n}: {found:?}, {:.1} s",
        start.elapsed().as_secs_f64()
    );
    Ok(())
}
