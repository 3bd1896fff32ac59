//! The published whole-game figures, checked in release mode (too slow for a
//! debug test run): total guesses over every secret, final guess included.
//!
//! cargo run --release -p mastermind-solver --example figures
//!
//! Exits with status 1 if a figure differs.

use std::time::Instant;

use mastermind_core::Preset;
use mastermind_solver::{Strategy, analyze};

fn main() {
    let expected: [(Preset, &str, u64); 7] = [
        (Preset::Mastermind1, "knuth", 5801),
        (Preset::Mastermind1, "expected-size", 5696),
        (Preset::Mastermind1, "entropy", 5722),
        (Preset::Mastermind1, "most-parts", 5668),
        (Preset::Mastermind1, "optimal", 5625),
        (Preset::Mastermind1, "optimal:5", 5626),
        (Preset::BoardBlanks, "optimal", 11228),
    ];
    // The first argument is the program's own name.
    let all: Vec<String> = std::env::args().collect();
    let only = all.get(1..).unwrap_or_default();
    let mut wrong = 0;
    for (preset, name, total) in expected {
        if !only.is_empty() && !only.iter().any(|o| o == name || o == preset.name()) {
            continue;
        }
        let strategy: Strategy = name.parse().expect("a strategy name");
        let start = Instant::now();
        let a = analyze(&preset.setup(), strategy, &|_| {});
        let seconds = start.elapsed().as_secs_f64();
        let verdict = if a.total_guesses == total {
            "ok"
        } else {
            wrong += 1;
            "WRONG"
        };
        println!(
            "{verdict:5} {preset:13} {name:14} {:6} (expected {total}), max {}, {seconds:.3} s",
            a.total_guesses, a.max
        );
    }
    // The openings a game of `best` plays without searching are those of
    // the analysis (the presets where the exact search plays).
    for preset in [Preset::Mastermind1, Preset::Colour1, Preset::BoardBlanks] {
        if !only.is_empty() && !only.iter().any(|o| o == "best" || o == preset.name()) {
            continue;
        }
        let setup = preset.setup();
        let a = analyze(&setup, Strategy::Best, &|_| {});
        let cached = mastermind_solver::best_opening(&setup);
        let verdict = if cached == Some(a.first_guess) {
            "ok"
        } else {
            wrong += 1;
            "WRONG"
        };
        println!(
            "{verdict:5} {preset:13} best opening   {} (kept {}), total {}",
            a.first_guess,
            cached.map_or("none".to_string(), |c| c.to_string()),
            a.total_guesses
        );
    }
    if wrong > 0 {
        std::process::exit(1);
    }
}
