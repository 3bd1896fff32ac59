//! The puzzle set shipped in the repository: every puzzle's id is its
//! content's, every break-it-in-N proven again (N suffices, N − 1 does not),
//! every best-guess set found again.

use std::collections::HashMap;

use mastermind_core::puzzle::{Puzzle, Task, Theme};
use mastermind_solver::puzzle::{Prover, shipped};

#[test]
fn the_shipped_set_holds() {
    let puzzles: Vec<Puzzle> = shipped();
    assert!(puzzles.len() >= 10);
    let mut provers: HashMap<String, Prover> = HashMap::new();
    for theme in Theme::ALL {
        assert!(puzzles.iter().any(|p| p.theme == theme), "no {theme:?}");
    }
    for puzzle in &puzzles {
        assert_eq!(puzzle.id, puzzle.content_id());
        assert!(puzzle.accepted.len() <= 100);
        let key = serde_json::to_string(&puzzle.setup).unwrap();
        let prover = provers
            .entry(key)
            .or_insert_with(|| Prover::new(&puzzle.setup));
        let history = puzzle.history();
        match puzzle.task {
            Task::BreakIn { guesses } => {
                assert!(guesses >= 2);
                prover.prove(&history, guesses).unwrap();
            }
            Task::BestGuess => {
                let best = prover.best_guesses(&history).unwrap();
                assert_eq!(best.guesses, puzzle.accepted);
                if puzzle.theme == Theme::ImpossibleGuess {
                    assert!(best.all_impossible);
                }
            }
        }
    }
}
