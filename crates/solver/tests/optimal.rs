//! The optimal search against a brute force that tries every guess at every
//! node with no pruning, on setups small enough for it.

use std::collections::HashMap;

use mastermind_core::{Code, Rule, Setup};
use mastermind_solver::{Strategy, analyze, fits_within};

/// (total guesses, first guess) of the best strategy for `candidates`, with at
/// most `depth` guesses per secret; ties by candidates first, then lowest.
fn brute(setup: &Setup, codes: &[Code], candidates: &[Code], depth: u32) -> Option<(u64, Code)> {
    brute_memo(setup, codes, candidates, depth, &mut HashMap::new())
}

type Memo = HashMap<(Vec<Code>, u32), Option<(u64, Code)>>;

fn brute_memo(
    setup: &Setup,
    codes: &[Code],
    candidates: &[Code],
    depth: u32,
    memo: &mut Memo,
) -> Option<(u64, Code)> {
    let key = (candidates.to_vec(), depth);
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let result = brute_search(setup, codes, candidates, depth, memo);
    memo.insert(key, result);
    result
}

fn brute_search(
    setup: &Setup,
    codes: &[Code],
    candidates: &[Code],
    depth: u32,
    memo: &mut Memo,
) -> Option<(u64, Code)> {
    if candidates.is_empty() {
        return Some((0, codes[0]));
    }
    if depth == 0 {
        return None;
    }
    let mut best: Option<(u64, bool, Code)> = None;
    for guess in codes {
        let mut parts: std::collections::BTreeMap<_, Vec<Code>> = Default::default();
        let mut possible = false;
        for c in candidates {
            let f = setup.score(c, guess);
            if f.is_win(setup.pegs()) {
                possible = true;
            } else {
                parts.entry(f).or_default().push(*c);
            }
        }
        if !possible && parts.len() == 1 {
            continue;
        }
        let mut total = candidates.len() as u64;
        let mut ok = true;
        for part in parts.values() {
            match brute_memo(setup, codes, part, depth - 1, memo) {
                Some((t, _)) => total += t,
                None => {
                    ok = false;
                    break;
                }
            }
        }
        if ok {
            let key = (total, !possible, *guess);
            if best.is_none_or(|b| key < b) {
                best = Some(key);
            }
        }
    }
    best.map(|(t, _, g)| (t, g))
}

fn check(setup: &Setup, worst_case: Option<u8>) {
    let codes: Vec<Code> = setup.codes().collect();
    let expected = brute(setup, &codes, &codes, worst_case.map_or(20, u32::from));
    let a = analyze(setup, Strategy::Optimal { worst_case }, &|_| {});
    let (total, first) = expected.expect("some strategy fits");
    assert_eq!(
        (a.total_guesses, a.first_guess),
        (total, first),
        "{} pegs {} colours {:?} worst case {worst_case:?}",
        setup.pegs(),
        setup.colours(),
        setup.rule()
    );
    if let Some(n) = worst_case {
        assert!(a.max <= u32::from(n));
    }
}

#[test]
fn optimal_matches_brute_force() {
    for rule in Rule::ALL {
        for (pegs, colours) in [(1, 4), (2, 3), (2, 4), (3, 2), (3, 3)] {
            let setup = Setup::new(pegs, colours, 10, rule).expect("setup");
            check(&setup, None);
        }
        let blanks = Setup::new(2, 3, 10, rule).expect("setup").blanks(true);
        check(&blanks, None);
        let distinct = Setup::new(3, 4, 10, rule)
            .and_then(|s| s.repetition(false))
            .expect("setup");
        check(&distinct, None);
    }
}

#[test]
fn a_worst_case_bound_costs_guesses_on_average() {
    let setup = Setup::new(3, 3, 10, Rule::Mastermind).expect("setup");
    let codes: Vec<Code> = setup.codes().collect();
    let free = analyze(&setup, Strategy::Optimal { worst_case: None }, &|_| {});
    let mut n = free.max;
    while brute(&setup, &codes, &codes, n - 1).is_some() {
        n -= 1;
    }
    // The tightest bound that can be kept, and one looser.
    check(&setup, Some(n as u8));
    check(&setup, Some(n as u8 + 1));
    let tight = analyze(
        &setup,
        Strategy::Optimal {
            worst_case: Some(n as u8),
        },
        &|_| {},
    );
    assert!(tight.total_guesses >= free.total_guesses);
}

/// The worst-case search against the brute force: a strategy within n
/// guesses exists exactly when the brute force finds one.
#[test]
fn fitting_matches_brute_force() {
    for rule in Rule::ALL {
        let mut setups: Vec<Setup> = [(2, 3), (2, 4), (3, 2), (3, 3)]
            .into_iter()
            .map(|(pegs, colours)| Setup::new(pegs, colours, 10, rule).expect("setup"))
            .collect();
        setups.push(Setup::new(2, 3, 10, rule).expect("setup").blanks(true));
        setups.push(
            Setup::new(3, 4, 10, rule)
                .and_then(|s| s.repetition(false))
                .expect("setup"),
        );
        for setup in setups {
            let codes: Vec<Code> = setup.codes().collect();
            for n in 1..=6u8 {
                assert_eq!(
                    fits_within(&setup, n).is_some(),
                    brute(&setup, &codes, &codes, u32::from(n)).is_some(),
                    "{} pegs {} colours {rule:?} within {n}",
                    setup.pegs(),
                    setup.colours()
                );
            }
        }
    }
}
