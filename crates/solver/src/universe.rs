//! Every code of a setup, numbered in digit order, with what the solver needs
//! to know about each: its pegs packed for the kernel and its set of colours.
//! Index order is the tie-break order ("the lowest code"), so candidate sets
//! are sorted index lists.

use std::sync::{Arc, Mutex, OnceLock};

use mastermind_core::{Code, Feedback, Rule, Setup};

use crate::kernel::{self, Packed};
use crate::tally::Tallies;

#[derive(Debug, Clone)]
pub struct Universe {
    setup: Setup,
    pegs: usize,
    codes: Vec<Code>,
    /// Bit d set when digit d occurs in the code.
    colour_masks: Vec<u16>,
    packed: Packed,
    /// Built when first asked for: most uses of a setup never need them.
    tallies: OnceLock<Tallies>,
}

impl Universe {
    /// Panics past [`MAX_CODES`] codes rather than run out of memory.
    pub fn new(setup: &Setup) -> Self {
        assert!(
            supports(setup),
            "the solver handles setups of at most {MAX_CODES} codes; this one has {}",
            setup.code_count()
        );
        let codes: Vec<Code> = setup.codes().collect();
        let pegs = usize::from(setup.pegs());
        let colour_masks = codes.iter().map(colour_mask).collect();
        let packed = Packed::new(pegs, codes.iter().copied());
        Universe {
            setup: setup.clone(),
            pegs,
            codes,
            colour_masks,
            packed,
            tallies: OnceLock::new(),
        }
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    pub fn rule(&self) -> Rule {
        self.setup.rule()
    }

    pub fn pegs(&self) -> usize {
        self.pegs
    }

    pub fn len(&self) -> usize {
        self.codes.len()
    }

    pub fn code(&self, index: u32) -> Code {
        self.codes[index as usize]
    }

    pub fn codes(&self) -> &[Code] {
        &self.codes
    }

    pub fn colour_mask(&self, index: u32) -> u16 {
        self.colour_masks[index as usize]
    }

    pub fn packed(&self) -> &Packed {
        &self.packed
    }

    /// Every code's tally (see [`crate::tally`]).
    pub fn tallies(&self) -> &Tallies {
        self.tallies
            .get_or_init(|| Tallies::new(self.pegs, &self.codes))
    }

    /// The number of a code of this setup, `None` if it is not one.
    pub fn index_of(&self, code: &Code) -> Option<u32> {
        self.codes.binary_search(code).ok().map(|i| i as u32)
    }

    /// Every code, as a candidate list.
    pub fn all(&self) -> Vec<u32> {
        (0..self.codes.len() as u32).collect()
    }

    /// The feedback index of `guess` against the code numbered `secret`.
    pub fn score_index(&self, secret: u32, guess: &Code) -> u8 {
        kernel::score_index(self.rule(), &self.codes[secret as usize], guess)
    }

    /// The candidates that would answer `guess` with `feedback`.
    pub fn filter(&self, candidates: &[u32], guess: &Code, feedback: Feedback) -> Vec<u32> {
        if !self.fits(guess, feedback) {
            return Vec::new();
        }
        let wanted = kernel::index_of(feedback, self.pegs);
        candidates
            .iter()
            .copied()
            .filter(|&c| self.score_index(c, guess) == wanted)
            .collect()
    }

    /// The codes that fit every turn of `history`.
    pub fn consistent(&self, history: &[(Code, Feedback)]) -> Vec<u32> {
        let mut keep = vec![true; self.codes.len()];
        let mut scores = Vec::new();
        for (guess, feedback) in history {
            if !self.fits(guess, *feedback) {
                return Vec::new();
            }
            let wanted = kernel::index_of(*feedback, self.pegs);
            self.packed.scores(self.rule(), guess, &mut scores);
            for (k, &s) in keep.iter_mut().zip(&scores) {
                *k &= s == wanted;
            }
        }
        (0..self.codes.len() as u32)
            .filter(|&c| keep[c as usize])
            .collect()
    }

    /// Whether a turn could be answered at all: the guess has the setup's
    /// number of pegs and the feedback no more key pegs than that.
    pub fn fits(&self, guess: &Code, feedback: Feedback) -> bool {
        guess.len() == self.pegs
            && usize::from(feedback.black) + usize::from(feedback.white) <= self.pegs
    }
}

pub fn colour_mask(code: &Code) -> u16 {
    code.pegs().iter().fold(0, |m, &d| m | 1 << d)
}

/// The most codes a setup may have for the solver: every code is held in
/// memory, about 30 bytes each.
pub const MAX_CODES: u64 = 1 << 22;

/// Whether the solver can work on `setup` (see [`MAX_CODES`]).
pub fn supports(setup: &Setup) -> bool {
    setup.code_count() <= MAX_CODES
}

/// The universe of `setup`, built once for the last few setups asked for:
/// building one for level III takes longer than a hint may.
pub fn shared(setup: &Setup) -> Arc<Universe> {
    static CACHE: Mutex<Vec<Arc<Universe>>> = Mutex::new(Vec::new());
    const KEEP: usize = 4;
    let mut cache = CACHE.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(i) = cache.iter().position(|u| u.setup() == setup) {
        let universe = cache.remove(i);
        cache.push(Arc::clone(&universe));
        return universe;
    }
    let universe = Arc::new(Universe::new(setup));
    if cache.len() == KEEP {
        cache.remove(0);
    }
    cache.push(Arc::clone(&universe));
    universe
}
