//! The solver's side of puzzles: the proof that a position takes exactly n
//! guesses in the worst case, the adversary that makes every attempt meet
//! that worst case, the best guesses of a position, and the generator.

mod adversary;
mod best;
mod generate;
mod proof;

pub use adversary::WorstCase;
pub use best::BestGuesses;
pub use generate::{GenerateOptions, generate, generate_in};
pub use proof::{Proof, ProofError, Prover};

use mastermind_core::puzzle::Puzzle;

/// The puzzles shipped with the program (`data/puzzles.json`, every one
/// proven again by the solver's tests): what a fresh server offers before
/// it has generated any, and what the terminal plays offline.
pub fn shipped() -> Vec<Puzzle> {
    // The file is checked by the tests, so it always reads.
    serde_json::from_str(include_str!("../../data/puzzles.json")).unwrap_or_default()
}
