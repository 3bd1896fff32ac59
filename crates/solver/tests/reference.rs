//! The fast one-step strategies (symmetry, dead colours, the SIMD kernel,
//! early exits) against a plain reference: every code tried as a guess at
//! every node, parts counted with core's scoring, the same tie-break.

use std::collections::BTreeMap;

use mastermind_core::{Code, Rule, Setup};
use mastermind_solver::{Strategy, analyze};
use proptest::prelude::*;
use proptest::strategy::Strategy as _;

fn key(strategy: Strategy, parts: &BTreeMap<(u8, u8), u64>) -> f64 {
    let sizes = parts.values().map(|&n| n as f64);
    match strategy {
        Strategy::Knuth => sizes.fold(0.0, f64::max),
        Strategy::MostParts => -(parts.len() as f64),
        Strategy::ExpectedSize => sizes.map(|n| n * n).sum(),
        Strategy::Entropy => sizes.map(|n| n * n.ln()).sum(),
        _ => unreachable!("one-step strategies only"),
    }
}

/// Total guesses over every secret of `candidates` after the guesses made.
fn walk(
    setup: &Setup,
    codes: &[Code],
    candidates: &[Code],
    strategy: Strategy,
    depth: u64,
) -> (u64, Code) {
    let guess = if candidates.len() == 1 {
        candidates[0]
    } else {
        let mut best: Option<(f64, bool, Code)> = None;
        for g in codes {
            let mut parts = BTreeMap::new();
            for c in candidates {
                let f = setup.score(c, g);
                *parts.entry((f.black, f.white)).or_insert(0u64) += 1;
            }
            let rated = (key(strategy, &parts), !candidates.contains(g), *g);
            let better = match best {
                None => true,
                Some(b) => {
                    let tol = 1e-9 * rated.0.abs().max(b.0.abs()).max(1.0);
                    rated.0 < b.0 - tol || (rated.0 <= b.0 + tol && (rated.1, rated.2) < (b.1, b.2))
                }
            };
            if better {
                best = Some(rated);
            }
        }
        best.expect("codes").2
    };
    let mut parts: BTreeMap<(u8, u8), Vec<Code>> = BTreeMap::new();
    for c in candidates {
        let f = setup.score(c, &guess);
        parts.entry((f.black, f.white)).or_default().push(*c);
    }
    let mut total = 0;
    for (f, part) in parts {
        if f.0 == setup.pegs() {
            total += depth;
        } else {
            total += walk(setup, codes, &part, strategy, depth + 1).0;
        }
    }
    (total, guess)
}

fn setups() -> impl proptest::strategy::Strategy<Value = Setup> {
    (
        1u8..=3,
        2u8..=5,
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_filter_map(
            "valid, small",
            |(pegs, colours, colour_game, blanks, repetition)| {
                let rule = if colour_game {
                    Rule::ColourGame
                } else {
                    Rule::Mastermind
                };
                let setup = Setup::new(pegs, colours, 10, rule).ok()?.blanks(blanks);
                let setup = setup.repetition(repetition).ok()?;
                (setup.code_count() <= 150).then_some(setup)
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]
    #[test]
    fn one_step_strategies_match_the_reference(setup in setups()) {
        let codes: Vec<Code> = setup.codes().collect();
        for strategy in [Strategy::Knuth, Strategy::MostParts, Strategy::ExpectedSize, Strategy::Entropy] {
            let (total, first) = walk(&setup, &codes, &codes, strategy, 1);
            let a = analyze(&setup, strategy, &|_| {});
            prop_assert_eq!((a.total_guesses, a.first_guess), (total, first), "{:?} {}", setup, strategy);
        }
    }
}

/// Large enough for the fast paths of the solver (ratings by candidate rows,
/// pools packed by dead colours), small enough for the plain walk: four pegs
/// of five colours under both rules, and three of seven without repetition.
#[test]
fn larger_setups_match_the_reference() {
    let setups = [
        Setup::new(4, 5, 10, Rule::Mastermind),
        Setup::new(4, 5, 10, Rule::ColourGame),
        Setup::new(3, 7, 10, Rule::Mastermind).and_then(|s| s.repetition(false)),
    ];
    for setup in setups {
        let setup = setup.expect("setup");
        let codes: Vec<Code> = setup.codes().collect();
        for strategy in [
            Strategy::Knuth,
            Strategy::MostParts,
            Strategy::ExpectedSize,
            Strategy::Entropy,
        ] {
            let (total, first) = walk(&setup, &codes, &codes, strategy, 1);
            let a = analyze(&setup, strategy, &|_| {});
            assert_eq!(
                (a.total_guesses, a.first_guess),
                (total, first),
                "{setup:?} {strategy}"
            );
        }
    }
}
