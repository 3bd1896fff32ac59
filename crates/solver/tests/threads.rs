//! The exact search on several threads finds what it finds on one: the same
//! optimum and the same tree, which replays to the same total. Larger setups
//! (4·7, 4·8, 5·5) are checked by `examples/figures.rs threads` in release.

use mastermind_core::{Rule, Setup};
use mastermind_solver::{Analysis, Strategy, Tree, analyze};

/// The optimal analysis of `setup` on a pool of `threads` threads.
fn optimal_on(setup: &Setup, threads: usize) -> Analysis {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("a thread pool")
        .install(|| analyze(setup, Strategy::Optimal { worst_case: None }, &|_| {}))
}

/// Guesses the tree takes over every secret.
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

fn same_on_every_thread_count(pegs: u8, colours: u8, rule: Rule, threads: &[usize]) {
    let setup = Setup::new(pegs, colours, 10, rule).expect("setup");
    let one = optimal_on(&setup, 1);
    assert_eq!(replay(&setup, &one.tree), one.total_guesses);
    for &n in threads {
        let many = optimal_on(&setup, n);
        let label = format!("{pegs}·{colours} {rule:?} on {n} threads");
        assert_eq!(many.total_guesses, one.total_guesses, "{label}");
        assert_eq!(many.first_guess, one.first_guess, "{label}");
        assert_eq!(replay(&setup, &many.tree), one.total_guesses, "{label}");
        assert!(many.tree == one.tree, "{label}: another tree");
    }
}

#[test]
fn small_setups_on_two_and_eight_threads() {
    for (pegs, colours, rule) in [
        (3, 4, Rule::Mastermind),
        (3, 5, Rule::Mastermind),
        (4, 3, Rule::ColourGame),
        (4, 4, Rule::Mastermind),
    ] {
        same_on_every_thread_count(pegs, colours, rule, &[2, 8]);
    }
}

#[test]
fn four_pegs_of_five_on_two_and_eight_threads() {
    same_on_every_thread_count(4, 5, Rule::Mastermind, &[2, 8]);
}
