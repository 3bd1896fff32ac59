//! Puzzles generated per minute for each theme, and the coach's time per
//! review: `cargo run --release -p mastermind-solver --example puzzles [SECONDS]`
//! (each theme generates for about SECONDS, 20 by default).

use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand::rngs::StdRng;

use mastermind_core::puzzle::{Task, Theme};
use mastermind_solver::puzzle::generate;

fn main() {
    let seconds: u64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(20);
    let mut rng = StdRng::seed_from_u64(39);
    println!("theme               puzzles  seconds  per minute  break_in (n: count)  best_guess");
    for theme in Theme::ALL {
        let start = Instant::now();
        let mut made = Vec::new();
        while start.elapsed() < Duration::from_secs(seconds) {
            made.extend(generate(theme, 1, &mut rng));
        }
        let took = start.elapsed().as_secs_f64();
        let mut by_n = std::collections::BTreeMap::new();
        let mut best = 0;
        for p in &made {
            match p.task {
                Task::BreakIn { guesses } => *by_n.entry(guesses).or_insert(0) += 1,
                Task::BestGuess => best += 1,
            }
        }
        println!(
            "{:<18} {:>8} {:>8.1} {:>11.1}  {:?}  {}",
            theme.name(),
            made.len(),
            took,
            made.len() as f64 * 60.0 / took,
            by_n,
            best
        );
    }
}
