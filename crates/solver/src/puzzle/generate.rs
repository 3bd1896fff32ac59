//! Puzzles from random plausible play: a secret drawn, one to a few guesses
//! played by a reasonable codebreaker (sometimes a weaker one), and the
//! position kept when its task is worth solving and its proof holds.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use rand::{Rng, RngExt};

use mastermind_core::puzzle::{Puzzle, Task, Theme};
use mastermind_core::{Code, Feedback, Preset, Setup, Turn};

use super::Prover;
use crate::hint;

/// Most guesses a best-guess puzzle accepts: past that many equals the
/// choice is no puzzle, and the set shipped with it stays small.
const MOST_ACCEPTED: usize = 100;

/// What the generator keeps.
#[derive(Debug, Clone, PartialEq)]
pub struct GenerateOptions {
    /// Fewest codes a position may leave: below a handful the task is
    /// plain.
    pub fewest_left: usize,
    /// Most codes a position may leave: the worst-case search stays quick
    /// and a person can still reason about the codes.
    pub most_left: usize,
    /// Most guesses played to reach a position.
    pub most_played: usize,
    /// The share of [`Task::BestGuess`] puzzles, from 0 to 1.
    pub best_guess_share: f64,
    /// Positions tried for one puzzle before the generator gives up on it.
    pub tries: usize,
    /// Time one position's proof may take: past it the position is passed
    /// over (a few take minutes on the largest setups).
    pub proof_time: Duration,
}

impl GenerateOptions {
    /// Sizes that keep a proof within a fraction of a second on `setup`.
    pub fn for_setup(setup: &Setup) -> Self {
        let codes = setup.code_count();
        GenerateOptions {
            fewest_left: 5,
            most_left: match codes {
                0..=2500 => 300,
                2501..=40_000 => 60,
                _ => 25,
            },
            most_played: 4,
            best_guess_share: 0.3,
            tries: 200,
            proof_time: Duration::from_secs(1),
        }
    }
}

/// `count` puzzles of `theme` on its presets (see [`Theme::presets`]), each
/// proven and its proof replayed. Fewer when positions that fit the theme
/// are too rare within the tries allowed.
pub fn generate<R: Rng + ?Sized>(theme: Theme, count: usize, rng: &mut R) -> Vec<Puzzle> {
    let presets = theme.presets();
    let mut provers: HashMap<Preset, Arc<Prover>> = HashMap::new();
    let mut puzzles = Vec::with_capacity(count);
    for _ in 0..count {
        let preset = presets[rng.random_range(0..presets.len())];
        let prover = provers
            .entry(preset)
            .or_insert_with(|| Arc::new(Prover::new(&preset.setup())));
        let options = GenerateOptions::for_setup(prover.setup());
        if let Some(p) = one(prover, theme, &options, rng) {
            puzzles.push(p);
        }
    }
    puzzles
}

/// `count` puzzles of `theme` on the prover's setup (any setup, not only a
/// preset's), with the sizes of `options`.
pub fn generate_in<R: Rng + ?Sized>(
    prover: &Prover,
    theme: Theme,
    count: usize,
    options: &GenerateOptions,
    rng: &mut R,
) -> Vec<Puzzle> {
    (0..count)
        .filter_map(|_| one(prover, theme, options, rng))
        .collect()
}

fn one<R: Rng + ?Sized>(
    prover: &Prover,
    theme: Theme,
    options: &GenerateOptions,
    rng: &mut R,
) -> Option<Puzzle> {
    (0..options.tries).find_map(|_| {
        let history = position(prover, options, rng)?;
        let task = if rng.random_bool(options.best_guess_share.clamp(0.0, 1.0)) {
            Task::BestGuess
        } else {
            let deadline = Instant::now() + options.proof_time;
            let n = prover.worst_case_by(&history, Some(deadline)).ok()??;
            Task::BreakIn { guesses: n }
        };
        let accepted = check(prover, theme, &history, task, options.proof_time)?;
        let position = history
            .iter()
            .map(|&(guess, f)| Turn {
                guess,
                black: f.black,
                white: f.white,
            })
            .collect();
        Some(Puzzle::new(
            prover.setup().clone(),
            position,
            task,
            theme,
            accepted,
        ))
    })
}

/// A position from plausible play against a random secret, if it leaves
/// between `fewest_left` and `most_left` codes.
fn position<R: Rng + ?Sized>(
    prover: &Prover,
    options: &GenerateOptions,
    rng: &mut R,
) -> Option<Vec<(Code, Feedback)>> {
    let setup = prover.setup();
    let universe = prover.universe();
    let secret = setup.random_code(rng);
    let mut history: Vec<(Code, Feedback)> = Vec::new();
    let mut left = universe.len();
    while left > options.most_left && history.len() < options.most_played {
        let candidates = prover.candidates(&history);
        let guess = match rng.random_range(0..4) {
            // A code that fits, as most people play.
            0 | 1 => universe.code(candidates[rng.random_range(0..candidates.len())]),
            // The hint's guess: a strong player.
            2 => hint::hint_in(universe, &history).ok()?.suggestion,
            // Any code: a weak one.
            _ => setup.random_code(rng),
        };
        let feedback = setup.score(&secret, &guess);
        if feedback.is_win(setup.pegs()) {
            return None;
        }
        history.push((guess, feedback));
        left = universe.consistent(&history).len();
    }
    (options.fewest_left..=options.most_left)
        .contains(&left)
        .then_some(history)
}

/// Whether the task on `history` is proven, worth a puzzle and of `theme`:
/// the accepted guesses of a [`Task::BestGuess`] (empty for a
/// [`Task::BreakIn`]) if so.
fn check(
    prover: &Prover,
    theme: Theme,
    history: &[(Code, Feedback)],
    task: Task,
    time: Duration,
) -> Option<Vec<Code>> {
    let setup = prover.setup();
    match task {
        Task::BreakIn { guesses: n } => {
            let fits_turns = history.len() + usize::from(n) <= usize::from(setup.turns());
            if n < 2 || !fits_turns || prover.prove_within(history, n, time).is_err() {
                return None;
            }
            // The independent check: the line played out by the rule alone.
            if !prover.replay_line(history, n) {
                return None;
            }
            if theme == Theme::ImpossibleGuess && possible_guess_fits(prover, history, n) {
                return None;
            }
            Some(Vec::new())
        }
        Task::BestGuess => {
            let best = prover.best_guesses(history)?;
            if theme == Theme::ImpossibleGuess && !best.all_impossible {
                return None;
            }
            let left = prover.codes_left(history);
            // Worth a puzzle: the best guesses are a few among many.
            if best.guesses.len() > MOST_ACCEPTED
                || best.guesses.len() * 4 > prover.universe().len()
            {
                return None;
            }
            // The independent check: each accepted guess's worst part
            // counted again by the rule.
            let holds = best.guesses.iter().all(|g| {
                let mut parts: HashMap<Feedback, u64> = HashMap::new();
                for secret in &left {
                    let f = setup.score(secret, g);
                    if !f.is_win(setup.pegs()) {
                        *parts.entry(f).or_default() += 1;
                    }
                }
                parts.values().copied().max().unwrap_or(0) == best.worst
            });
            holds.then_some(best.guesses)
        }
    }
}

/// Whether some code that fits `history` keeps every code within `n`
/// guesses when played first.
fn possible_guess_fits(prover: &Prover, history: &[(Code, Feedback)], n: u8) -> bool {
    let setup = prover.setup();
    let universe = prover.universe();
    let candidates = prover.candidates(history);
    let mut guesses: Vec<Code> = history.iter().map(|(g, _)| *g).collect();
    guesses.push(Code::new(&[]).expect("an empty code"));
    candidates.iter().any(|&c| {
        let guess = universe.code(c);
        *guesses.last_mut().expect("pushed above") = guess;
        let mut parts: HashMap<Feedback, Vec<u32>> = HashMap::new();
        for &s in &candidates {
            let f = setup.score(&universe.code(s), &guess);
            if !f.is_win(setup.pegs()) {
                parts.entry(f).or_default().push(s);
            }
        }
        parts.values().all(|part| {
            let mut part = part.clone();
            part.sort_unstable();
            prover.line_of(&part, &guesses, n - 1).is_some()
        })
    })
}
