//! The computer as codebreaker: strategies from seed 004's simple program to
//! the exact optimum, the referee that catches wrong answers, hints and game
//! reviews for people, and whole-game analysis of a strategy; rated
//! puzzles proven by the worst-case search ([`puzzle`]) and the coach that
//! judges every guess of a game ([`coach`]).
//!
//! Every code of the setup is held in memory: setups of more than
//! [`MAX_CODES`] codes (e.g. 8 pegs of 8 colours) are refused with a panic;
//! ask [`supports`] first.
//!
//! Every strategy that searches breaks ties one way: a guess that could still
//! be the secret first, then the lowest code in digit order. Feedback is
//! always `rule.score(secret, guess)`: the colour game's rule is not
//! symmetric.

mod analyze;
mod choose;
pub mod coach;
mod codebreaker;
mod engine;
mod hint;
pub mod kernel;
mod lookahead;
mod memory;
pub mod opponent;
mod optimal;
pub mod puzzle;
mod referee;
mod rows;
mod strategy;
mod symmetry;
mod tally;
#[cfg(test)]
mod testing;
mod universe;
pub mod work;

pub use analyze::{Analysis, AnalyzeOptions, Node, Tree, analyze, analyze_with, analyze_with_seed};
pub use codebreaker::Codebreaker;
pub use engine::{best_opening, openings};
pub use hint::{Hint, ReviewRow, hint, review};
pub use memory::{BadSize, default_memory, parse_size};
pub use optimal::Reach;
pub use referee::{Inconsistent, SolverReferee, Verdict, referee};
pub use strategy::{Strategy, UnknownStrategy};
pub use universe::{MAX_CODES, supports};

/// A proven lower bound on the total number of guesses that playing every
/// secret of `setup` takes, under any strategy: the exact search's bounds
/// looking `reach.levels` guesses ahead.
///
/// # Panics
/// If the setup has more than [`MAX_CODES`] codes (ask [`supports`]).
pub fn lower_bound(setup: &mastermind_core::Setup, reach: Reach) -> u64 {
    let universe = universe::shared(setup);
    optimal::Solver::new(&universe).floor(&universe, reach)
}

/// The first guess of a strategy that solves every secret of `setup` within
/// `guesses` guesses, or `None` when no strategy does: an exhaustive search
/// with the exact search's symmetry reductions, so `None` is a proof.
///
/// # Panics
/// If the setup has more than [`MAX_CODES`] codes (ask [`supports`]).
pub fn fits_within(setup: &mastermind_core::Setup, guesses: u8) -> Option<mastermind_core::Code> {
    let universe = universe::shared(setup);
    optimal::Solver::new(&universe)
        .fits(&universe, &universe.all(), &[], guesses)
        .map(|g| universe.code(g))
}
