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
