//! The optimal analysis under a memory budget too small for what the search
//! solves: the same optimum and tree, found again where forgotten, on one
//! thread and on several sharing the memory as it forgets.

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
        for threads in [1, 2, 8] {
            let small = rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .expect("a thread pool")
                .install(|| analyze_with(&setup, optimal, &options, &|_| {}));
            let label = format!("{pegs}·{colours} on {threads} threads");
            assert_eq!(small.total_guesses, free.total_guesses, "{label}");
            assert!(small.tree == free.tree, "{label}: another tree");
        }
    }
}
