//! The computer as codebreaker in a game against a person.

use std::sync::Arc;

use rand::{Rng, RngExt};

use mastermind_core::{Code, Feedback, Setup};

use crate::engine::Engine;
use crate::referee::{Inconsistent, Verdict, referee_in};
use crate::strategy::Strategy;
use crate::universe::{self, Universe};

/// Plays one game as codebreaker: asks for guesses, takes answers.
///
/// A wrong answer (one no code fits together with the earlier ones) is
/// refused with the turns that contradict each other, and leaves the
/// codebreaker as it was, so the person can correct it.
#[derive(Debug)]
pub struct Codebreaker {
    universe: Arc<Universe>,
    strategy: Strategy,
    engine: Engine,
    blunder_rate: f64,
    turns: Vec<(Code, Feedback)>,
    candidates: Vec<u32>,
}

impl Codebreaker {
    /// A codebreaker for `setup`. Setups with more than
    /// [`crate::MAX_CODES`] codes are beyond the solver: this panics; check
    /// with [`crate::supports`] first.
    pub fn new(setup: &Setup, strategy: Strategy) -> Self {
        let universe = universe::shared(setup);
        let engine = Engine::new(&universe, strategy)
            .with_optimal_work(crate::engine::GAME_WORK)
            .with_answer_time(crate::engine::GAME_ANSWER_TIME);
        let candidates = universe.all();
        Codebreaker {
            universe,
            strategy,
            engine,
            blunder_rate: 0.0,
            turns: Vec::new(),
            candidates,
        }
    }

    /// With probability `p` a turn forgets one earlier answer (chosen at
    /// random) and guesses at random among the codes that fit the others, so
    /// that people win sometimes.
    pub fn with_blunder_rate(mut self, p: f64) -> Self {
        self.blunder_rate = if p.is_nan() { 0.0 } else { p.clamp(0.0, 1.0) };
        self
    }

    pub fn strategy(&self) -> Strategy {
        self.strategy
    }

    pub fn setup(&self) -> &Setup {
        self.universe.setup()
    }

    /// The next guess. Asking again without recording an answer may give
    /// another guess only for the random strategy and for blunders.
    pub fn next_guess<R: Rng + ?Sized>(&mut self, rng: &mut R) -> Code {
        if self.blunder_rate > 0.0
            && !self.turns.is_empty()
            && self.candidates.len() > 1
            && rng.random_bool(self.blunder_rate)
            && let Some(guess) = self.blunder(rng)
        {
            return guess;
        }
        let history: Vec<Code> = self.turns.iter().map(|(g, _)| *g).collect();
        let guess = self
            .engine
            .choose(&self.universe, &history, &self.candidates, rng);
        self.universe.code(guess)
    }

    fn blunder<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<Code> {
        let forgotten = rng.random_range(0..self.turns.len());
        let kept: Vec<(Code, Feedback)> = self
            .turns
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != forgotten)
            .map(|(_, t)| *t)
            .collect();
        let choices: Vec<u32> = self
            .universe
            .consistent(&kept)
            .into_iter()
            .filter(|&c| {
                let code = self.universe.code(c);
                self.turns.iter().all(|(g, _)| *g != code)
            })
            .collect();
        (!choices.is_empty()).then(|| {
            self.universe
                .code(choices[rng.random_range(0..choices.len())])
        })
    }

    /// Takes the answer to `guess`. On a contradiction nothing changes.
    pub fn record(&mut self, guess: Code, feedback: Feedback) -> Result<(), Inconsistent> {
        let mut turns = self.turns.clone();
        turns.push((guess, feedback));
        if !self.universe.fits(&guess, feedback) {
            return Err(Inconsistent {
                turns: vec![turns.len()],
            });
        }
        let candidates = self.universe.filter(&self.candidates, &guess, feedback);
        if candidates.is_empty() {
            return Err(self.contradiction(&turns));
        }
        self.turns = turns;
        self.candidates = candidates;
        Ok(())
    }

    /// Replaces the answer of turn `turn` (1-based) and recomputes what is
    /// known. On a contradiction nothing changes; a turn that was never
    /// played is reported as contradicting itself.
    pub fn correct(&mut self, turn: usize, feedback: Feedback) -> Result<(), Inconsistent> {
        if turn == 0 || turn > self.turns.len() {
            return Err(Inconsistent { turns: vec![turn] });
        }
        let mut turns = self.turns.clone();
        turns[turn - 1].1 = feedback;
        let candidates = self.universe.consistent(&turns);
        if candidates.is_empty() {
            return Err(self.contradiction(&turns));
        }
        self.turns = turns;
        self.candidates = candidates;
        Ok(())
    }

    fn contradiction(&self, turns: &[(Code, Feedback)]) -> Inconsistent {
        match referee_in(&self.universe, turns) {
            Verdict::Inconsistent { turns } => Inconsistent { turns },
            Verdict::Consistent { .. } => Inconsistent {
                turns: vec![turns.len()],
            },
        }
    }

    /// How many codes still fit every answer.
    pub fn remaining(&self) -> usize {
        self.candidates.len()
    }

    /// The codes that still fit every answer, lowest first.
    pub fn candidates(&self) -> impl Iterator<Item = Code> + '_ {
        self.candidates.iter().map(|&c| self.universe.code(c))
    }

    pub fn turns(&self) -> &[(Code, Feedback)] {
        &self.turns
    }

    /// Whether the last answer was all black.
    pub fn is_solved(&self) -> bool {
        self.turns
            .last()
            .is_some_and(|(_, f)| f.is_win(self.universe.pegs() as u8))
    }
}
