//! The codemaker of a puzzle: no secret, only answers that keep the
//! player's worst case as large as it can be.

use std::collections::BTreeMap;
use std::sync::Arc;

use rand::{Rng, RngExt};

use mastermind_core::puzzle::Adversary;
use mastermind_core::{Code, Feedback, Setup, Turn};

use super::Prover;

/// Answers each guess with a feedback that fits the position and the
/// answers before it, chosen so that the codes it leaves take the most
/// guesses to break (ties drawn at random). From a position that takes n
/// guesses, each guess then leaves a position that takes at least one fewer,
/// so no attempt breaks the code in fewer than n, however lucky; and as the
/// ties fall differently each time, a puzzle's answers cannot be learnt.
#[derive(Debug)]
pub struct WorstCase<R> {
    prover: Arc<Prover>,
    rng: R,
}

impl<R: Rng> WorstCase<R> {
    pub fn new(prover: Arc<Prover>, rng: R) -> Self {
        WorstCase { prover, rng }
    }

    /// Each answer `guess` may get after `history`, with the guesses the
    /// codes it leaves take to break (0 for the win).
    pub fn answers(&self, history: &[(Code, Feedback)], guess: &Code) -> Vec<(Feedback, u8)> {
        let prover = &self.prover;
        let universe = prover.universe();
        let setup = prover.setup();
        let mut parts: BTreeMap<Feedback, Vec<u32>> = BTreeMap::new();
        for c in prover.candidates(history) {
            parts
                .entry(setup.score(&universe.code(c), guess))
                .or_default()
                .push(c);
        }
        let mut guesses: Vec<Code> = history.iter().map(|(g, _)| *g).collect();
        guesses.push(*guess);
        parts
            .into_iter()
            .map(|(feedback, part)| {
                let needed = if feedback.is_win(setup.pegs()) {
                    0
                } else {
                    prover.worst_case_of(&part, &guesses)
                };
                (feedback, needed)
            })
            .collect()
    }
}

impl<R: Rng> Adversary for WorstCase<R> {
    fn answer(&mut self, setup: &Setup, history: &[Turn], guess: &Code) -> Option<Feedback> {
        if setup != self.prover.setup() {
            return None;
        }
        let history: Vec<(Code, Feedback)> =
            history.iter().map(|t| (t.guess, t.feedback())).collect();
        let answers = self.answers(&history, guess);
        let most = answers.iter().map(|&(_, n)| n).max()?;
        let worst: Vec<Feedback> = answers
            .into_iter()
            .filter(|&(_, n)| n == most)
            .map(|(f, _)| f)
            .collect();
        Some(worst[self.rng.random_range(0..worst.len())])
    }
}
