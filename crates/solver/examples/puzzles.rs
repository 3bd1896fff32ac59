//! Puzzles generated per minute for each theme, and the coach's time per
//! review: `cargo run --release -p mastermind-solver --example puzzles [SECONDS]`
//! (each theme generates for about SECONDS, 20 by default; the coach then
//! reviews GAMES games a preset, 20 by default, given as a second argument).
//! The adversary's time per answer is measured on up to 10 of each theme's
//! break-it-in puzzles, against a player who guesses any code at random.

use std::time::{Duration, Instant};

use std::sync::Arc;

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use mastermind_core::puzzle::Puzzle;
use mastermind_core::puzzle::{Task, Theme};
use mastermind_core::{Code, Feedback, Preset, Setup};
use mastermind_solver::coach::{Coach, Judge};
use mastermind_solver::puzzle::{Prover, WorstCase, generate};

/// Time a review may take: what a person waits for after a game.
const BUDGET: Duration = Duration::from_secs(2);

fn main() {
    let seconds: u64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(20);
    let games: usize = std::env::args()
        .nth(2)
        .and_then(|s| s.parse().ok())
        .unwrap_or(20);
    let mut rng = StdRng::seed_from_u64(39);
    println!(
        "theme               puzzles  seconds  per minute  break_in (n: count)  best_guess  answer ms (mean, max)"
    );
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
        let answers = answer_times(&made, &mut rng);
        println!(
            "{:<18} {:>8} {:>8.1} {:>11.1}  {:?}  {}  {:.1}, {:.1}",
            theme.name(),
            made.len(),
            took,
            made.len() as f64 * 60.0 / took,
            by_n,
            best,
            answers.iter().sum::<f64>() / answers.len().max(1) as f64,
            answers.iter().copied().fold(0.0, f64::max)
        );
    }
    println!();
    println!("preset         games  first review ms  mean ms  max ms  exact  estimate  none");
    for preset in [
        Preset::Mastermind1,
        Preset::Colour1,
        Preset::BoardBlanks,
        Preset::Mastermind2,
        Preset::Logik,
    ] {
        let setup = preset.setup();
        let coach = Coach::new(&setup);
        let mut times = Vec::new();
        let mut judges = [0usize; 3];
        for _ in 0..games {
            let played = game(&setup, &mut rng);
            let start = Instant::now();
            let reviews = coach.review(&played, BUDGET);
            times.push(start.elapsed().as_secs_f64() * 1000.0);
            for r in reviews {
                judges[match r.judged_by {
                    Judge::Exact => 0,
                    Judge::Estimate => 1,
                    Judge::None => 2,
                }] += 1;
            }
        }
        let rest = &times[1..];
        println!(
            "{:<14} {:>5} {:>16.1} {:>8.1} {:>7.1} {:>6} {:>9} {:>5}",
            preset.name(),
            games,
            times[0],
            rest.iter().sum::<f64>() / rest.len().max(1) as f64,
            rest.iter().copied().fold(0.0, f64::max),
            judges[0],
            judges[1],
            judges[2]
        );
    }
}

/// A game by a player who guesses a code that fits every answer, at random.
fn game(setup: &Setup, rng: &mut StdRng) -> Vec<(Code, Feedback)> {
    let secret = setup.random_code(rng);
    let mut played: Vec<(Code, Feedback)> = Vec::new();
    loop {
        let fits: Vec<Code> = setup
            .codes()
            .filter(|c| played.iter().all(|(g, f)| setup.score(c, g) == *f))
            .collect();
        let guess = fits[rng.random_range(0..fits.len())];
        let feedback = setup.score(&secret, &guess);
        played.push((guess, feedback));
        if feedback.is_win(setup.pegs()) || played.len() == usize::from(setup.turns()) {
            return played;
        }
    }
}

/// Milliseconds the adversary takes for each answer of an attempt at each
/// of the first 10 break-it-in puzzles of `made`, every guess any code.
fn answer_times(made: &[Puzzle], rng: &mut StdRng) -> Vec<f64> {
    let mut provers: Vec<Arc<Prover>> = Vec::new();
    let mut times = Vec::new();
    let puzzles = made
        .iter()
        .filter(|p| matches!(p.task, Task::BreakIn { .. }))
        .take(10);
    for puzzle in puzzles {
        let prover = match provers.iter().find(|p| p.setup() == &puzzle.setup) {
            Some(p) => Arc::clone(p),
            None => {
                let p = Arc::new(Prover::new(&puzzle.setup));
                provers.push(Arc::clone(&p));
                p
            }
        };
        let mut adversary = WorstCase::new(prover, StdRng::seed_from_u64(rng.random()));
        let mut attempt = puzzle.attempt();
        while attempt.ending().is_none() {
            let guess = puzzle.setup.random_code(rng);
            let start = Instant::now();
            attempt
                .guess(guess, &mut adversary)
                .expect("a code of the setup");
            times.push(start.elapsed().as_secs_f64() * 1000.0);
        }
    }
    times
}
