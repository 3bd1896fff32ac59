//! Whole-game figures of the published strategies at 4 pegs · 6 colours, with
//! the common tie-break (a possible secret first, then the lowest code).
//! The optimum 5625 is checked here too (about a second unoptimised); 5626,
//! 11228, 20471 and 13496 take seconds in release and minutes in debug: they
//! are checked by `examples/figures.rs` (see docs/PERFORMANCE.md), and the
//! optimal search against a brute force on small setups (tests/optimal.rs).

use mastermind_core::{Preset, Setup};
use mastermind_solver::{Analysis, Strategy, Tree, analyze};

fn total(strategy: Strategy) -> Analysis {
    analyze(&Preset::Mastermind1.setup(), strategy, &|_| {})
}

#[test]
fn knuth_takes_5801_guesses_and_at_most_5() {
    let a = total(Strategy::Knuth);
    assert_eq!((a.total_guesses, a.max), (5801, 5));
    assert_eq!(a.first_guess.to_string(), "1122");
}

#[test]
fn expected_size_takes_5696() {
    assert_eq!(total(Strategy::ExpectedSize).total_guesses, 5696);
}

#[test]
fn entropy_takes_5722() {
    assert_eq!(total(Strategy::Entropy).total_guesses, 5722);
}

#[test]
fn most_parts_takes_5668() {
    assert_eq!(total(Strategy::MostParts).total_guesses, 5668);
}

/// Follows the tree for one secret; the number of guesses it takes.
fn play(setup: &Setup, tree: &Tree, secret: &mastermind_core::Code) -> u32 {
    let mut node = tree;
    let mut guesses = 0;
    loop {
        match node {
            Tree::Solved => return guesses,
            Tree::Guess(n) => {
                guesses += 1;
                let f = setup.score(secret, &n.guess);
                node = &n.children[&format!("{},{}", f.black, f.white)];
            }
        }
    }
}

#[test]
fn the_tree_plays_every_secret_as_counted() {
    let setup = Preset::Colour1.setup();
    for strategy in [Strategy::Simple, Strategy::Knuth, Strategy::Random] {
        let a = analyze(&setup, strategy, &|_| {});
        let mut total = 0u64;
        let mut max = 0;
        for secret in setup.codes() {
            let n = play(&setup, &a.tree, &secret);
            total += u64::from(n);
            max = max.max(n);
        }
        assert_eq!(a.secrets, setup.code_count());
        assert_eq!(total, a.total_guesses, "{strategy}");
        assert_eq!(max, a.max);
        assert_eq!(a.distribution.values().sum::<u64>(), a.secrets);
    }
}

#[test]
fn progress_reaches_every_secret() {
    let setup = Setup::new(3, 4, 10, mastermind_core::Rule::Mastermind).expect("setup");
    let seen = std::sync::atomic::AtomicU64::new(0);
    let a = analyze(&setup, Strategy::Entropy, &|n| {
        seen.fetch_max(n, std::sync::atomic::Ordering::Relaxed);
    });
    assert_eq!(seen.into_inner(), a.secrets);
}

#[test]
fn the_tree_serialises_with_feedback_keys() {
    let setup = Setup::new(2, 3, 10, mastermind_core::Rule::Mastermind).expect("setup");
    let a = analyze(&setup, Strategy::Knuth, &|_| {});
    let json = serde_json::to_value(&a).expect("json");
    assert_eq!(json["secrets"], 9);
    assert_eq!(json["tree"]["guess"], a.first_guess.to_string());
    assert!(
        json["tree"]["children"]
            .as_object()
            .expect("children")
            .contains_key("0,0")
    );
    assert!(json.to_string().contains("\"2,0\":\"solved\""));
}

#[test]
fn optimal_takes_5625() {
    let a = total(Strategy::Optimal { worst_case: None });
    assert_eq!((a.total_guesses, a.max), (5625, 6));
    assert_eq!(a.first_guess.to_string(), "1123");
}
