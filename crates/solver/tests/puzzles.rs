//! Puzzles against a deliberately simple minimax written here: every
//! generated proof, the best-guess sets, and the adversary's promise that no
//! attempt breaks the code in fewer guesses than the puzzle says.

use std::collections::HashMap;
use std::sync::Arc;

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use mastermind_core::puzzle::{Ending, Puzzle, Task, Theme};
use mastermind_core::{Code, Feedback, Preset, Rule, Setup};
use mastermind_solver::puzzle::{GenerateOptions, Prover, WorstCase, generate_in};

/// Brute force: every code of the setup as a guess, scored by the rule.
struct Minimax {
    setup: Setup,
    all: Vec<Code>,
    known: HashMap<(Vec<Code>, u8), bool>,
}

impl Minimax {
    fn new(setup: &Setup) -> Self {
        Minimax {
            setup: setup.clone(),
            all: setup.codes().collect(),
            known: HashMap::new(),
        }
    }

    /// The parts `guess` splits `left` into, the win left out.
    fn parts(&self, left: &[Code], guess: &Code) -> Vec<Vec<Code>> {
        let mut parts: HashMap<Feedback, Vec<Code>> = HashMap::new();
        for s in left {
            let f = self.setup.score(s, guess);
            if !f.is_win(self.setup.pegs()) {
                parts.entry(f).or_default().push(*s);
            }
        }
        parts.into_values().collect()
    }

    /// Whether every code of `left` is broken within `d` guesses.
    fn fits(&mut self, left: &[Code], d: u8) -> bool {
        if left.len() <= 1 {
            return left.len() <= usize::from(d);
        }
        // A guess has at most `answers` answers besides the win, so d
        // guesses tell at most 1 + a + a² + … codes apart.
        let pegs = usize::from(self.setup.pegs());
        let answers = (pegs + 1) * (pegs + 2) / 2 - 1;
        let most = (0..u32::from(d))
            .map(|k| answers.saturating_pow(k))
            .fold(0usize, usize::saturating_add);
        if left.len() > most {
            return false;
        }
        let key = (left.to_vec(), d);
        if let Some(&k) = self.known.get(&key) {
            return k;
        }
        // The codes left first: they find a strategy sooner, when there is one.
        let all: Vec<Code> = left
            .iter()
            .chain(self.all.iter().filter(|c| !left.contains(c)))
            .copied()
            .collect();
        let found = all.iter().any(|g| {
            let mut parts = self.parts(left, g);
            parts.sort_by_key(|p| std::cmp::Reverse(p.len()));
            parts
                .iter()
                .all(|p| p.len() < left.len() && self.fits(p, d - 1))
        });
        self.known.insert(key, found);
        found
    }

    fn worst_case(&mut self, left: &[Code]) -> u8 {
        (0..=u8::MAX).find(|&d| self.fits(left, d)).unwrap()
    }

    /// Every guess whose largest part (the win left out) is smallest.
    fn best(&self, left: &[Code]) -> Vec<Code> {
        let worst = |g: &Code| self.parts(left, g).iter().map(Vec::len).max().unwrap_or(0);
        let least = self.all.iter().map(worst).min().unwrap();
        self.all
            .iter()
            .filter(|g| worst(g) == least)
            .copied()
            .collect()
    }
}

fn left_of(setup: &Setup, puzzle: &Puzzle) -> Vec<Code> {
    setup
        .codes()
        .filter(|c| {
            puzzle
                .position
                .iter()
                .all(|t| setup.score(c, &t.guess) == t.feedback())
        })
        .collect()
}

fn small_setups() -> Vec<Setup> {
    vec![
        Setup::new(3, 4, 10, Rule::Mastermind).unwrap(),
        Setup::new(4, 4, 10, Rule::Mastermind).unwrap(),
        Setup::new(3, 4, 10, Rule::ColourGame).unwrap(),
        Preset::Mastermind1.setup(),
    ]
}

fn options() -> GenerateOptions {
    GenerateOptions {
        fewest_left: 3,
        most_left: 60,
        most_played: 4,
        best_guess_share: 0.4,
        tries: 500,
        proof_time: std::time::Duration::from_secs(60),
    }
}

#[test]
fn every_generated_proof_agrees_with_brute_force() {
    let mut rng = StdRng::seed_from_u64(39);
    let mut checked = (0, 0);
    for setup in small_setups() {
        let prover = Arc::new(Prover::new(&setup));
        let mut minimax = Minimax::new(&setup);
        for theme in [Theme::Mastermind, Theme::ImpossibleGuess] {
            let puzzles = generate_in(&prover, theme, 6, &options(), &mut rng);
            assert!(!puzzles.is_empty(), "no puzzle of {theme:?} on {setup:?}");
            for puzzle in puzzles {
                let left = left_of(&setup, &puzzle);
                assert!((3..=60).contains(&left.len()));
                match puzzle.task {
                    Task::BreakIn { guesses } => {
                        assert!(guesses >= 2);
                        assert!(minimax.fits(&left, guesses), "{puzzle:?}");
                        assert!(!minimax.fits(&left, guesses - 1), "{puzzle:?}");
                        if theme == Theme::ImpossibleGuess {
                            // No code that fits keeps within n.
                            for g in &left {
                                let parts = minimax.parts(&left, g);
                                assert!(!parts.iter().all(|p| minimax.fits(p, guesses - 1)));
                            }
                        }
                        checked.0 += 1;
                    }
                    Task::BestGuess => {
                        let best = minimax.best(&left);
                        assert_eq!(puzzle.accepted, best, "{puzzle:?}");
                        // An attempt takes every best guess, and no other.
                        for guess in setup.codes() {
                            let mut adversary =
                                WorstCase::new(Arc::clone(&prover), StdRng::seed_from_u64(1));
                            let mut attempt = puzzle.attempt();
                            attempt.guess(guess, &mut adversary).unwrap();
                            let solved = attempt.ending() == Some(Ending::Solved);
                            assert_eq!(solved, best.contains(&guess), "{guess}");
                        }
                        if theme == Theme::ImpossibleGuess {
                            assert!(puzzle.accepted.iter().all(|g| !left.contains(g)));
                        }
                        checked.1 += 1;
                    }
                }
            }
        }
    }
    assert!(checked.0 >= 10 && checked.1 >= 5, "{checked:?}");
}

#[test]
fn prove_names_too_few_and_too_many() {
    let setup = Setup::new(4, 4, 10, Rule::Mastermind).unwrap();
    let prover = Prover::new(&setup);
    let mut minimax = Minimax::new(&setup);
    let mut rng = StdRng::seed_from_u64(7);
    for _ in 0..30 {
        let secret = setup.random_code(&mut rng);
        let guess = setup.random_code(&mut rng);
        let history = vec![(guess, setup.score(&secret, &guess))];
        let left = prover.codes_left(&history);
        if left.len() > 60 {
            continue;
        }
        let n = minimax.worst_case(&left);
        assert_eq!(prover.worst_case(&history), Some(n));
        assert!(prover.prove(&history, n).is_ok());
        assert!(prover.prove(&history, n + 1).is_err());
        if n > 1 {
            assert!(prover.prove(&history, n - 1).is_err());
        }
    }
}

#[test]
fn best_guesses_are_exactly_the_brute_force_set() {
    let mut rng = StdRng::seed_from_u64(11);
    for setup in small_setups() {
        let prover = Prover::new(&setup);
        let minimax = Minimax::new(&setup);
        for _ in 0..5 {
            let secret = setup.random_code(&mut rng);
            let guess = setup.random_code(&mut rng);
            let history = vec![(guess, setup.score(&secret, &guess))];
            let left = prover.codes_left(&history);
            let best = prover.best_guesses(&history).unwrap();
            assert_eq!(best.guesses, minimax.best(&left));
        }
    }
}

/// Plays `puzzle` against the adversary, choosing each guess with `choose`
/// from the codes that fit so far and every code.
fn play(
    prover: &Arc<Prover>,
    puzzle: &Puzzle,
    seed: u64,
    mut choose: impl FnMut(&[(Code, Feedback)], &[Code], &mut StdRng) -> Code,
) -> (Ending, usize) {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut adversary = WorstCase::new(Arc::clone(prover), StdRng::seed_from_u64(seed ^ 1));
    let mut attempt = puzzle.attempt();
    loop {
        let mut history = puzzle.history();
        history.extend(attempt.turns().iter().map(|t| (t.guess, t.feedback())));
        let left = prover.codes_left(&history);
        assert!(!left.is_empty(), "the adversary's answers left no code");
        let guess = choose(&history, &left, &mut rng);
        attempt.guess(guess, &mut adversary).unwrap();
        if let Some(ending) = attempt.ending() {
            return (ending, attempt.turns().len());
        }
    }
}

#[test]
fn no_player_breaks_a_puzzle_sooner_and_the_proven_line_always_does() {
    let mut rng = StdRng::seed_from_u64(5);
    for setup in [
        Setup::new(4, 4, 10, Rule::Mastermind).unwrap(),
        Preset::Mastermind1.setup(),
    ] {
        let prover = Arc::new(Prover::new(&setup));
        let options = GenerateOptions {
            best_guess_share: 0.0,
            ..options()
        };
        let puzzles = generate_in(&prover, Theme::Mastermind, 4, &options, &mut rng);
        assert_eq!(puzzles.len(), 4);
        for puzzle in &puzzles {
            let n = puzzle.task.guesses();
            for seed in 0..25 {
                // A code that fits, at random: sometimes lucky against a
                // fixed secret, never here.
                let (ending, turns) = play(&prover, puzzle, seed, |_, left, rng| {
                    left[rng.random_range(0..left.len())]
                });
                assert!(
                    !ending.is_solved() || turns == usize::from(n),
                    "solved in {turns} < {n}"
                );
                // Any code at all.
                let all: Vec<Code> = setup.codes().collect();
                let (ending, turns) = play(&prover, puzzle, seed, |_, _, rng| {
                    all[rng.random_range(0..all.len())]
                });
                assert!(!ending.is_solved() || turns == usize::from(n));
            }
            for seed in 0..10 {
                let used = std::cell::Cell::new(0u8);
                let (ending, turns) = play(&prover, puzzle, seed, |history, _, _| {
                    let line = prover.line(history, n - used.get()).unwrap();
                    used.set(used.get() + 1);
                    line
                });
                assert_eq!((ending, turns), (Ending::Solved, usize::from(n)));
            }
        }
    }
}

#[test]
fn a_proof_out_of_time_says_so_and_teaches_the_prover_nothing_false() {
    let setup = Preset::Mastermind1.setup();
    let prover = Prover::new(&setup);
    let secret = Code::from_digits("3456").unwrap();
    let guess = Code::from_digits("1122").unwrap();
    let history = vec![(guess, setup.score(&secret, &guess))];
    assert_eq!(
        prover.prove_within(&history, 5, std::time::Duration::ZERO),
        Err(mastermind_solver::puzzle::ProofError::Late)
    );
    // 256 codes left, and Knuth's 1122 breaks every code in 5 guesses.
    let n = prover.worst_case(&history).unwrap();
    let left = prover.codes_left(&history);
    assert_eq!(left.len(), 256);
    assert_eq!(n, 4);
    assert!(prover.prove(&history, n).is_ok());
    assert!(prover.replay_line(&history, n));
    assert!(!prover.replay_line(&history, n - 1));
}

#[test]
fn the_same_guess_meets_different_answers_from_seed_to_seed() {
    let setup = Preset::Mastermind1.setup();
    let prover = Arc::new(Prover::new(&setup));
    let options = GenerateOptions {
        best_guess_share: 0.0,
        ..options()
    };
    let mut rng = StdRng::seed_from_u64(13);
    let puzzles = generate_in(&prover, Theme::Mastermind, 6, &options, &mut rng);
    let varied = puzzles.iter().filter(|puzzle| {
        let first = prover
            .line(&puzzle.history(), puzzle.task.guesses())
            .unwrap();
        let answers: std::collections::HashSet<Feedback> = (0..20)
            .map(|seed| {
                let mut adversary =
                    WorstCase::new(Arc::clone(&prover), StdRng::seed_from_u64(seed));
                let mut attempt = puzzle.attempt();
                attempt.guess(first, &mut adversary).unwrap().feedback()
            })
            .collect();
        answers.len() > 1
    });
    // Ties among the worst answers are common: learning one game's answers
    // by heart does not solve the next.
    assert!(varied.count() >= 2);
}
