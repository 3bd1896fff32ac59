//! One-step-ahead strategies: score every guess of a pool by how it splits the
//! candidates, keep the best under the common tie-break.

use rayon::prelude::*;

use crate::kernel::{self, Packed};
use crate::universe::Universe;

/// What a one-step strategy minimises over the parts a guess splits the
/// candidates into.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Metric {
    /// The largest part (Knuth).
    LargestPart,
    /// Minus the number of parts.
    MostParts,
    /// Σ part², proportional to the expected remaining candidates.
    ExpectedSize,
    /// Σ part·ln(part): minimising it maximises the entropy of the answer.
    Entropy,
}

impl Metric {
    pub fn key(self, parts: &[u32]) -> f64 {
        match self {
            Metric::LargestPart => f64::from(parts.iter().copied().max().unwrap_or(0)),
            Metric::MostParts => -(parts.iter().filter(|&&n| n > 0).count() as f64),
            Metric::ExpectedSize => parts.iter().map(|&n| f64::from(n) * f64::from(n)).sum(),
            Metric::Entropy => parts
                .iter()
                .filter(|&&n| n > 1)
                .map(|&n| f64::from(n) * f64::from(n).ln())
                .sum(),
        }
    }
}

/// A scored guess; lower is better.
#[derive(Debug, Clone, Copy)]
pub struct Rated {
    pub key: f64,
    /// False when the guess could be the secret: those win ties.
    pub impossible: bool,
    pub guess: u32,
}

impl Rated {
    /// The common order: key, then candidates first, then the lowest code.
    /// Keys closer than float rounding count as equal, so that the entropy of
    /// two splits with the same part sizes ties however the sum was ordered.
    pub fn better(&self, other: &Rated) -> bool {
        let tolerance = 1e-12 * self.key.abs().max(other.key.abs()).max(1.0);
        if self.key < other.key - tolerance {
            return true;
        }
        if self.key > other.key + tolerance {
            return false;
        }
        (self.impossible, self.guess) < (other.impossible, other.guess)
    }

    fn best(a: Option<Rated>, b: Option<Rated>) -> Option<Rated> {
        match (a, b) {
            (Some(a), Some(b)) => Some(if b.better(&a) { b } else { a }),
            (a, None) => a,
            (None, b) => b,
        }
    }
}

/// The sizes of the parts `guess` splits `packed` into, by feedback index.
pub fn parts(
    universe: &Universe,
    packed: &Packed,
    guess: u32,
    scores: &mut Vec<u8>,
    counts: &mut Vec<u32>,
) {
    packed.scores(universe.rule(), &universe.code(guess), scores);
    counts.clear();
    counts.resize(kernel::slots(universe.pegs()), 0);
    for &s in scores.iter() {
        counts[usize::from(s)] += 1;
    }
}

/// Work below which a scan stays on one thread: spawning costs more.
const PARALLEL_WORK: usize = 1 << 16;

/// The best guess of `pool` against `candidates` (sorted) by `metric`.
pub fn best_guess(universe: &Universe, candidates: &[u32], pool: &[u32], metric: Metric) -> Rated {
    let packed = universe.packed().gather(candidates);
    let perfect = perfect_key(metric, candidates.len(), universe.pegs());
    let rate = |scores: &mut Vec<u8>, counts: &mut Vec<u32>, guess: u32| {
        parts(universe, &packed, guess, scores, counts);
        Rated {
            key: metric.key(counts),
            impossible: candidates.binary_search(&guess).is_err(),
            guess,
        }
    };
    // Candidates first: one that splits the rest into single codes cannot be
    // beaten, and the first such wins every tie.
    if let Some(perfect) = perfect {
        let (mut scores, mut counts) = (Vec::new(), Vec::new());
        for &c in candidates {
            let rated = rate(&mut scores, &mut counts, c);
            if rated.key <= perfect {
                return rated;
            }
        }
    }
    let scan = |chunk: &[u32]| {
        let (mut scores, mut counts) = (Vec::new(), Vec::new());
        chunk.iter().fold(None, |best: Option<Rated>, &g| {
            Rated::best(best, Some(rate(&mut scores, &mut counts, g)))
        })
    };
    let best = if pool.len() * candidates.len() < PARALLEL_WORK {
        scan(pool)
    } else {
        let chunk = (PARALLEL_WORK / candidates.len().max(1)).clamp(1, 4096);
        pool.par_chunks(chunk)
            .map(scan)
            .reduce(|| None, Rated::best)
    };
    best.expect("the pool is never empty")
}

/// The key of a split into single codes, if `n` candidates can be split so.
fn perfect_key(metric: Metric, n: usize, pegs: usize) -> Option<f64> {
    if n > kernel::slots(pegs) {
        return None;
    }
    let singles = vec![1u32; n];
    Some(metric.key(&singles))
}
