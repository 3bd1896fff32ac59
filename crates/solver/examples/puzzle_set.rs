//! Writes a set of puzzles as JSON, for shipping and for the tests that
//! check it: `cargo run --release -p mastermind-solver --example puzzle_set
//! -- COUNT SEED > crates/solver/data/puzzles.json` (COUNT a theme).

use rand::SeedableRng;
use rand::rngs::StdRng;

use mastermind_core::puzzle::Theme;
use mastermind_solver::puzzle::generate;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let count: usize = args.next().map_or(Ok(4), |s| s.parse())?;
    let seed: u64 = args.next().map_or(Ok(39), |s| s.parse())?;
    let mut rng = StdRng::seed_from_u64(seed);
    let puzzles: Vec<_> = Theme::ALL
        .into_iter()
        .flat_map(|theme| generate(theme, count, &mut rng))
        .collect();
    println!("{}", serde_json::to_string_pretty(&puzzles)?);
    Ok(())
}
