//! How long the computer takes for each guess of a game against a person,
//! on every preset: the slowest guess of a few games per strategy.
//!
//! cargo run --release -p mastermind-solver --example answer_time [STRATEGY...]

use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand::rngs::StdRng;

use mastermind_core::Preset;
use mastermind_solver::{Codebreaker, Strategy};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    // The first argument is the program's own name.
    let all: Vec<String> = std::env::args().collect();
    let names = all.get(1..).unwrap_or_default();
    let strategies: Vec<Strategy> = if names.is_empty() {
        vec![Strategy::Entropy, Strategy::Best]
    } else {
        names.iter().map(|n| n.parse()).collect::<Result<_, _>>()?
    };
    for preset in Preset::ALL {
        let setup = preset.setup();
        let codes: Vec<_> = setup.codes().collect();
        for &strategy in &strategies {
            let mut slowest = (Duration::ZERO, 0);
            let mut guesses = 0;
            // A first game builds what every game shares (the universe, the
            // score table): measured apart.
            let start = Instant::now();
            let mut warm = Codebreaker::new(&setup, strategy);
            warm.next_guess(&mut StdRng::seed_from_u64(0));
            let first = start.elapsed();
            for k in 0..3u64 {
                let secret = codes[(k as usize * 7919 + 13) % codes.len()];
                let mut rng = StdRng::seed_from_u64(k);
                let mut breaker = Codebreaker::new(&setup, strategy);
                for turn in 1..=20 {
                    let start = Instant::now();
                    let guess = breaker.next_guess(&mut rng);
                    let took = start.elapsed();
                    guesses += 1;
                    if took > slowest.0 {
                        slowest = (took, turn);
                    }
                    let feedback = setup.score(&secret, &guess);
                    breaker.record(guess, feedback)?;
                    if breaker.is_solved() {
                        break;
                    }
                }
            }
            println!(
                "{preset:13} {strategy:13} slowest guess {:7.1} ms (turn {}), {guesses} guesses; first guess of a new process {:7.1} ms",
                slowest.0.as_secs_f64() * 1e3,
                slowest.1,
                first.as_secs_f64() * 1e3,
            );
        }
    }
    Ok(())
}
