//! The optimal analysis under a memory budget too small for what the search
//! solves: the same optimum and tree, found again where forgotten.

use mastermind_core::{Rule, Setup};
use mastermind_solver::{AnalyzeOptions, Strategy, analyze, analyze_with};

#[test]
fn a_few_kib_give_the_same_tree() {
    let optimal = Strategy::Optimal { worst_case: None };
    for (pegs, colours) in [(3, 5), (4, 4)] {
        let setup = Setup::new(pegs, colours, 10, Rule::Mastermind).expect("setup");
        let free = analyze(&setup, optimal, &|_| {});
        let options = AnalyzeOptions {
            memory: 4 << 10,
            ..AnalyzeOptions::default()
        };
        let small = analyze_with(&setup, optimal, &options, &|_| {});
        assert_eq!(small.total_guesses, free.total_guesses, "{pegs}·{colours}");
        assert!(small.tree == free.tree, "{pegs}·{colours}: another tree");
    }
}
