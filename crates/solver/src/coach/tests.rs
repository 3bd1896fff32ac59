//! The coach's verdicts at 4·6 against the exact optimum computed here by a
//! search of its own (a fresh exact solver, not the coach's), with the
//! thresholds applied by hand.

use std::time::Duration;

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use mastermind_core::puzzle::Verdict;
use mastermind_core::{Code, Feedback, Preset, Setup};

use super::{BLUNDER, Coach, INACCURACY, Judge, MISTAKE};
use crate::optimal::{Solver, UNBOUNDED};
use crate::universe::{self, Universe};

/// Games reviewed: a few hundred, each of its turns checked.
const GAMES: usize = 240;

/// Openings people play: the reviewed games share their first turns, which
/// keeps the exact search (of the coach, and of the check) within a test's
/// time in a debug build.
const OPENINGS: [&str; 3] = ["1122", "1123", "1234"];

/// A game by a player who guesses a code that fits, a code at random now
/// and then, after one of the openings.
fn game(setup: &Setup, rng: &mut StdRng) -> Vec<(Code, Feedback)> {
    let secret = setup.random_code(rng);
    let all: Vec<Code> = setup.codes().collect();
    let mut played = Vec::new();
    let mut guess = Code::from_digits(OPENINGS[rng.random_range(0..OPENINGS.len())]).unwrap();
    loop {
        let feedback = setup.score(&secret, &guess);
        played.push((guess, feedback));
        if feedback.is_win(setup.pegs()) || played.len() == 8 {
            return played;
        }
        let fits: Vec<Code> = all
            .iter()
            .filter(|c| played.iter().all(|(g, f)| setup.score(c, g) == *f))
            .copied()
            .collect();
        guess = if rng.random_range(0..5) == 0 {
            all[rng.random_range(0..all.len())]
        } else {
            fits[rng.random_range(0..fits.len())]
        };
    }
}

/// The verdict from the exact costs, by the thresholds.
fn expected_verdict(
    universe: &Universe,
    solver: &Solver,
    played: &[(Code, Feedback)],
    turn: usize,
) -> (Verdict, u64, u64) {
    let history = &played[..turn];
    let candidates = universe.consistent(history);
    let guesses: Vec<Code> = history.iter().map(|(g, _)| *g).collect();
    let (best, _) = solver
        .solve(universe, &candidates, &guesses, UNBOUNDED)
        .unwrap();
    let guess = played[turn].0;
    let mut next = guesses.clone();
    next.push(guess);
    let setup = universe.setup();
    let mut cost = candidates.len() as u64;
    for b in 0..=setup.pegs() {
        for w in 0..=setup.pegs() - b {
            let f = Feedback::new(b, w);
            if f.is_win(setup.pegs()) {
                continue;
            }
            let part = universe.filter(&candidates, &guess, f);
            if !part.is_empty() {
                cost += solver.solve(universe, &part, &next, UNBOUNDED).unwrap().0;
            }
        }
    }
    let lost = (cost - best) as f64 / candidates.len() as f64;
    let verdict = if lost >= BLUNDER - 1e-9 {
        Verdict::Blunder
    } else if lost >= MISTAKE - 1e-9 {
        Verdict::Mistake
    } else if lost >= INACCURACY - 1e-9 {
        Verdict::Inaccuracy
    } else {
        Verdict::Good
    };
    (verdict, cost, best)
}

#[test]
fn verdicts_at_4x6_follow_the_exact_optimum() {
    let setup = Preset::Mastermind1.setup();
    let universe = universe::shared(&setup);
    let coach = Coach::new(&setup);
    let check = Solver::new(&universe);
    let mut rng = StdRng::seed_from_u64(39);
    let mut seen = std::collections::HashMap::new();
    for _ in 0..GAMES {
        let played = game(&setup, &mut rng);
        let reviews = coach.review(&played, Duration::from_secs(600));
        assert_eq!(reviews.len(), played.len());
        for r in &reviews {
            assert_eq!(r.judged_by, Judge::Exact, "{r:?}");
            let (verdict, cost, best) = expected_verdict(&universe, &check, &played, r.turn - 1);
            assert_eq!(r.verdict, Some(verdict), "{r:?}");
            let n = r.before as f64;
            assert_eq!(r.expected, Some(cost as f64 / n));
            assert_eq!(r.best_expected, Some(best as f64 / n));
            *seen.entry(verdict).or_insert(0) += 1;
        }
        // The first turn: the published optimum, 5625 guesses over 1296.
        assert_eq!(reviews[0].best_expected, Some(5625.0 / 1296.0));
        assert_eq!(reviews[0].before, 1296);
    }
    // The games are varied enough to meet every verdict.
    assert_eq!(seen.len(), 4, "{seen:?}");
}

#[test]
fn a_review_shows_what_the_best_guess_would_have_left() {
    let setup = Preset::Mastermind1.setup();
    let secret = Code::from_digits("1234").unwrap();
    let played: Vec<(Code, Feedback)> = ["1111", "1234"]
        .iter()
        .map(|g| {
            let g = Code::from_digits(g).unwrap();
            (g, setup.score(&secret, &g))
        })
        .collect();
    let reviews = super::review(&setup, &played, Duration::from_secs(600));
    assert_eq!(reviews.len(), 2);
    let first = &reviews[0];
    assert_eq!(first.best, Code::from_digits("1123").unwrap());
    assert_eq!(first.best_worst, 276);
    assert_eq!((first.before, first.after), (1296, 500));
    assert!(first.best_left.is_some_and(|n| n < 500));
    // 1111 loses between a third and a half of a guess on average.
    assert_eq!(first.verdict, Some(Verdict::Mistake));
    assert!(first.lost.is_some_and(|l| (MISTAKE..BLUNDER).contains(&l)));
    assert_eq!(reviews[1].after, 1);
}

#[test]
fn past_the_exact_search_the_review_says_it_estimated() {
    // 4 pegs of 8 colours: 4,096 codes, so a turn with more than 410 codes
    // left is past the exact search's work.
    let setup = Setup::new(4, 8, 10, mastermind_core::Rule::Mastermind).unwrap();
    let secret = Code::from_digits("3456").unwrap();
    let played: Vec<(Code, Feedback)> = ["1122", "3345", "3456"]
        .iter()
        .map(|g| {
            let g = Code::from_digits(g).unwrap();
            (g, setup.score(&secret, &g))
        })
        .collect();
    let reviews = Coach::new(&setup).review(&played[1..], Duration::from_secs(0));
    assert!(reviews.iter().all(|r| r.judged_by == Judge::None));
    let reviews = super::review(&setup, &played, Duration::from_secs(120));
    assert_eq!(reviews.len(), 3);
    assert_eq!(reviews[1].before, 1296);
    assert_eq!(reviews[1].judged_by, Judge::Estimate, "{:?}", reviews[1]);
    assert!(reviews[1].lost.is_some_and(|l| l >= 0.0));
    assert_eq!(reviews[2].judged_by, Judge::Exact);
}
