//! The published whole-game figures, checked in release mode (too slow for a
//! debug test run): total guesses over every secret, final guess included.
//!
//! cargo run --release -p mastermind-solver --example figures [NAME...]
//!
//! NAME picks figures by strategy or setup (`optimal`, `4x8`); the optimum
//! of 5 pegs of 6 colours (22 minutes on two cores) only when named (`5x6`).
//! `threads` (only when named) searches 4·7, 4·8 and 5·5 on pools of 1, 2
//! and 8 threads: the same total, first guess and tree on each, the tree
//! replayed secret by secret.
//! Exits with status 1 if a figure differs.

use std::time::Instant;

use mastermind_core::{Preset, Rule, Setup};
use mastermind_solver::{Analysis, Strategy, Tree, analyze};

fn main() {
    let pegs = |pegs, colours| Setup::new(pegs, colours, 10, Rule::Mastermind).expect("a setup");
    let four_six = Preset::Mastermind1.setup();
    let expected: [(&str, Setup, &str, u64); 10] = [
        ("mastermind-1", four_six.clone(), "knuth", 5801),
        ("mastermind-1", four_six.clone(), "expected-size", 5696),
        ("mastermind-1", four_six.clone(), "entropy", 5722),
        ("mastermind-1", four_six.clone(), "most-parts", 5668),
        ("mastermind-1", four_six.clone(), "optimal", 5625),
        ("mastermind-1", four_six, "optimal:5", 5626),
        (
            "board-blanks",
            Preset::BoardBlanks.setup(),
            "optimal",
            11228,
        ),
        ("4x8", pegs(4, 8), "optimal", 20471),
        ("5x5", pegs(5, 5), "optimal", 13496),
        // Found here first (docs/PERFORMANCE.md): asked for by name only.
        ("5x6", pegs(5, 6), "optimal", 36721),
    ];
    // The first argument is the program's own name.
    let all: Vec<String> = std::env::args().collect();
    let only = all.get(1..).unwrap_or_default();
    let mut wrong = 0;
    if only.iter().any(|o| o == "threads") {
        for (label, setup, _, total) in &expected[6..9] {
            wrong += threads(label, setup, *total);
        }
        if wrong > 0 {
            std::process::exit(1);
        }
        return;
    }
    for (label, setup, name, total) in expected {
        let named = only.iter().any(|o| o == label);
        if (!only.is_empty() && !named && !only.iter().any(|o| o == name))
            || (label == "5x6" && !named)
        {
            continue;
        }
        let strategy: Strategy = name.parse().expect("a strategy name");
        let start = Instant::now();
        let a = analyze(&setup, strategy, &|_| {});
        let seconds = start.elapsed().as_secs_f64();
        let verdict = if a.total_guesses == total {
            "ok"
        } else {
            wrong += 1;
            "WRONG"
        };
        println!(
            "{verdict:5} {label:13} {name:14} {:6} (expected {total}), max {}, {seconds:.3} s",
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

/// The optimum of `setup` on pools of 1, 2 and 8 threads against `total`:
/// how many runs differ (in total, first guess, tree or replay).
fn threads(label: &str, setup: &Setup, total: u64) -> usize {
    let mut wrong = 0;
    let mut first: Option<Analysis> = None;
    for n in [1, 2, 8] {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(n)
            .build()
            .expect("a thread pool");
        let start = Instant::now();
        let a = pool.install(|| analyze(setup, Strategy::Optimal { worst_case: None }, &|_| {}));
        let seconds = start.elapsed().as_secs_f64();
        let replayed = replay(setup, &a.tree);
        let same = first
            .as_ref()
            .is_none_or(|f| f.first_guess == a.first_guess && f.tree == a.tree);
        let verdict = if a.total_guesses == total && replayed == total && same {
            "ok"
        } else {
            wrong += 1;
            "WRONG"
        };
        println!(
            "{verdict:5} {label:13} {n} threads {:6} (expected {total}, replayed {replayed}), first guess {}{}, {seconds:.3} s",
            a.total_guesses,
            a.first_guess,
            if same {
                ""
            } else {
                ", another tree than on 1 thread"
            },
        );
        first.get_or_insert(a);
    }
    wrong
}

/// Guesses `tree` takes over every secret of `setup`.
fn replay(setup: &Setup, tree: &Tree) -> u64 {
    setup
        .codes()
        .map(|secret| {
            let (mut node, mut guesses) = (tree, 0);
            while let Tree::Guess(n) = node {
                guesses += 1;
                let f = setup.score(&secret, &n.guess);
                node = &n.children[&format!("{},{}", f.black, f.white)];
            }
            guesses
        })
        .sum()
}
