//! Rating one guess at a time against a candidate set: the kernel scores the
//! guess against every candidate, a histogram of the scores gives its parts.

use std::borrow::Cow;

use crate::choose::{Metric, Rated};
use crate::kernel::{self, Packed};
use crate::universe::Universe;

/// Rates guesses against one candidate set; holds what every guess shares.
pub(super) struct Rater<'a> {
    universe: &'a Universe,
    packed: Cow<'a, Packed>,
    pub(super) metric: Metric,
    /// Per part size m, the metric's term for a part of m codes.
    pub(super) terms: Vec<f64>,
    /// Feedback indices of the setup (see [`kernel::slots`]).
    slots: usize,
    /// The all-black feedback index.
    win: u8,
}

/// Four interleaved histograms of feedback indices, zero between guesses.
pub(super) type Counts = [[u32; 81]; 4];

impl Rater<'_> {
    pub(super) fn rate(&self, scores: &mut Vec<u8>, counts: &mut Counts, guess: u32) -> Rated {
        self.packed
            .scores(self.universe.rule(), &self.universe.code(guess), scores);
        let (key, impossible) = if scores.len() >= WIDE_HISTOGRAM {
            self.key_wide(scores, counts)
        } else {
            self.key_narrow(scores, &mut counts[0])
        };
        Rated {
            key,
            impossible,
            guess,
        }
    }

    fn add(&self, key: f64, m: usize) -> f64 {
        let term = self.terms[m];
        match self.metric {
            Metric::LargestPart => key.max(term),
            _ => key + term,
        }
    }

    /// Few codes: one count per feedback, then a second pass that meets
    /// every part once, through its first code, and leaves the counts zeroed.
    fn key_narrow(&self, scores: &[u8], counts: &mut [u32; 81]) -> (f64, bool) {
        for &s in scores {
            counts[usize::from(s)] += 1;
        }
        // The guess is a candidate exactly when one candidate answers it
        // with all black.
        let impossible = counts[usize::from(self.win)] == 0;
        let mut key = 0.0f64;
        for &s in scores {
            let m = std::mem::take(&mut counts[usize::from(s)]) as usize;
            if m > 0 {
                key = self.add(key, m);
            }
        }
        (key, impossible)
    }

    /// Many codes: neighbours often share a feedback, and one count array
    /// would make each increment wait for the last; four arrays interleave.
    fn key_wide(&self, scores: &[u8], counts: &mut Counts) -> (f64, bool) {
        let mut blocks = scores.chunks_exact(4);
        for b in &mut blocks {
            counts[0][usize::from(b[0])] += 1;
            counts[1][usize::from(b[1])] += 1;
            counts[2][usize::from(b[2])] += 1;
            counts[3][usize::from(b[3])] += 1;
        }
        for &s in blocks.remainder() {
            counts[0][usize::from(s)] += 1;
        }
        let mut key = 0.0f64;
        let mut impossible = true;
        // Only the setup's feedback indices were counted: those are read
        // and zeroed for the next guess.
        let [a, b, c, d] = counts;
        let slots = self.slots;
        for (s, (((a, b), c), d)) in a[..slots]
            .iter_mut()
            .zip(&mut b[..slots])
            .zip(&mut c[..slots])
            .zip(&mut d[..slots])
            .enumerate()
        {
            let m = (std::mem::take(a) + std::mem::take(b) + std::mem::take(c) + std::mem::take(d))
                as usize;
            if m > 0 {
                key = self.add(key, m);
                impossible &= s != usize::from(self.win);
            }
        }
        (key, impossible)
    }

    pub(super) fn best_of(&self, guesses: &[u32]) -> Option<Rated> {
        let (mut scores, mut counts) = (Vec::new(), [[0u32; 81]; 4]);
        guesses.iter().fold(None, |best, &g| {
            Rated::best(best, Some(self.rate(&mut scores, &mut counts, g)))
        })
    }
}

/// Candidate counts from which [`Rater::key_wide`] pays.
const WIDE_HISTOGRAM: usize = 32;

impl<'a> Rater<'a> {
    pub(super) fn new(universe: &'a Universe, candidates: &[u32], metric: Metric) -> Self {
        let n = candidates.len();
        let terms = (0..=n).map(|m| metric.term(m)).collect();
        Rater {
            universe,
            // Every code is a candidate before the first answer: no copy then.
            packed: if candidates.len() == universe.len() {
                Cow::Borrowed(universe.packed())
            } else {
                Cow::Owned(universe.packed().gather(candidates))
            },
            metric,
            terms,
            slots: kernel::slots(universe.pegs()),
            win: kernel::win_index(universe.pegs()),
        }
    }
}
