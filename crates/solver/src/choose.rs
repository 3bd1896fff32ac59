//! One-step-ahead strategies: score every guess of a pool by how it splits the
//! candidates, keep the best under the common tie-break.

use std::ops::Range;

use rayon::prelude::*;

use crate::kernel::{self, Packed};
use crate::rows::{ROWS_BELOW, Rows};
use crate::symmetry::Pool;
use crate::tally::{self, Narrowing};
use crate::universe::Universe;

mod rater;
use rater::Rater;

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

impl Metric {
    /// What a part of `m` codes adds to the key (the largest part's size for
    /// [`Metric::LargestPart`], which takes the largest rather than the sum).
    pub fn term(self, m: usize) -> f64 {
        let m = m as f64;
        match self {
            Metric::LargestPart => m,
            Metric::MostParts => -f64::from(u8::from(m > 0.0)),
            Metric::ExpectedSize => m * m,
            Metric::Entropy if m > 1.0 => m * m.ln(),
            Metric::Entropy => 0.0,
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
    /// [`Rated::better`] as an ordering, for sorting.
    pub(crate) fn order(a: &Rated, b: &Rated) -> std::cmp::Ordering {
        if a.better(b) {
            std::cmp::Ordering::Less
        } else if b.better(a) {
            std::cmp::Ordering::Greater
        } else {
            std::cmp::Ordering::Equal
        }
    }

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

/// The codes of `pool` not in `candidates`, both ascending.
pub fn without(pool: &[u32], candidates: &[u32]) -> Vec<u32> {
    let mut out = Vec::with_capacity(pool.len());
    let mut next = candidates.iter().peekable();
    for &g in pool {
        while next.next_if(|&&c| c < g).is_some() {}
        if next.peek() != Some(&&g) {
            out.push(g);
        }
    }
    out
}

/// Guesses from which computing the candidates' rows pays.
const ROWS_FROM_GUESSES: usize = 256;

/// Guesses a narrowed scan rates before it lowers its bar to the best of
/// them.
const NARROWED_BLOCK: usize = 8192;

/// Work below which a scan stays on one thread: spawning costs more.
const PARALLEL_WORK: usize = 1 << 16;

/// The `k` best guesses of `pool` against `candidates` by `metric`, best
/// first in the common order (see [`Rated::better`]). `packed`, if given,
/// holds the pool's codes in its order.
pub fn top_guesses(
    universe: &Universe,
    candidates: &[u32],
    pool: &[u32],
    packed: Option<&Packed>,
    metric: Metric,
    k: usize,
) -> Vec<Rated> {
    let n = candidates.len();
    let rater = Rater::new(universe, candidates, metric);
    // The k-th best of the candidates in the pool is a bar for the others.
    let narrowed = tally::pays(universe, metric, n, pool.len())
        .then(|| {
            let (mut scores, mut counts) = (Vec::new(), [[0u32; 81]; 4]);
            let mut rated: Vec<Rated> = candidates
                .iter()
                .filter(|c| pool.binary_search(c).is_ok())
                .map(|&c| rater.rate(&mut scores, &mut counts, c))
                .collect();
            let bar = k.checked_sub(1).filter(|&i| i < rated.len())?;
            rated.select_nth_unstable_by(bar, Rated::order);
            Narrowing::new(universe, candidates, metric, &rater.terms, rated[bar].key)?.keep(pool)
        })
        .flatten();
    let (pool, packed) = match &narrowed {
        Some((kept, packed)) => (&kept[..], Some(packed)),
        None => (pool, packed),
    };
    let keep = |mut rated: Vec<Rated>| {
        if rated.len() > k {
            rated.select_nth_unstable_by(k, Rated::order);
            rated.truncate(k);
        }
        rated.sort_by(Rated::order);
        rated
    };
    let rows = (n < ROWS_BELOW && pool.len() >= ROWS_FROM_GUESSES)
        .then(|| Rows::new(universe, candidates, metric, pool, packed, 0..pool.len()));
    let rate_all = |range: Range<usize>| {
        let rated = match &rows {
            Some(rows) => rows.rate_all(pool, range),
            None => {
                let (mut scores, mut counts) = (Vec::new(), [[0u32; 81]; 4]);
                pool[range]
                    .iter()
                    .map(|&g| rater.rate(&mut scores, &mut counts, g))
                    .collect()
            }
        };
        keep(rated)
    };
    if pool.len() * n < PARALLEL_WORK {
        return rate_all(0..pool.len());
    }
    let chunk = (PARALLEL_WORK / n.max(1)).clamp(16, 4096);
    let all = ranges(0..pool.len(), chunk)
        .into_par_iter()
        .map(rate_all)
        .reduce(Vec::new, |mut a, b| {
            a.extend(b);
            a
        });
    keep(all)
}

/// `range` cut into pieces of `size` (the last may be shorter).
fn ranges(range: Range<usize>, size: usize) -> Vec<Range<usize>> {
    range
        .clone()
        .step_by(size.max(1))
        .map(|start| start..(start + size).min(range.end))
        .collect()
}

/// [`best_guess`] over a walk's pool (see [`crate::symmetry::Pools`]).
pub fn best_in(universe: &Universe, candidates: &[u32], pool: &Pool, metric: Metric) -> Rated {
    best_guess(
        universe,
        candidates,
        &pool.codes,
        pool.packed.as_deref(),
        metric,
    )
}

/// The best guess of `pool` (ascending) against `candidates` (sorted) by
/// `metric`. `packed`, if given, holds the pool's codes in its order.
pub fn best_guess(
    universe: &Universe,
    candidates: &[u32],
    pool: &[u32],
    packed: Option<&Packed>,
    metric: Metric,
) -> Rated {
    let n = candidates.len();
    let rater = Rater::new(universe, candidates, metric);
    let perfect = (n <= kernel::slots(universe.pegs())).then(|| metric.key(&vec![1; n]));
    let is_perfect = |r: &Rated| perfect.is_some_and(|p| r.key <= p);
    // Candidates first: one that splits the rest into single codes cannot
    // be beaten, and the lowest such wins every tie. Their best also passes
    // over every tally of the pool that cannot beat it (see [`tally`]).
    let narrow = tally::pays(universe, metric, n, pool.len());
    let mut best = None;
    if perfect.is_some() || narrow {
        let (mut scores, mut counts) = (Vec::new(), [[0u32; 81]; 4]);
        for &c in candidates {
            let rated = rater.rate(&mut scores, &mut counts, c);
            if is_perfect(&rated) {
                return rated;
            }
            best = Rated::best(best, Some(rated));
        }
    }
    let mut narrowing = best
        .filter(|_| narrow)
        .and_then(|best| Narrowing::new(universe, candidates, metric, &rater.terms, best.key));
    // Then the whole pool in ascending blocks (a candidate met again rates
    // as before): the first perfect split of a block is the answer, as
    // nothing better is left and lower codes came before.
    let block = if perfect.is_some() {
        2048
    } else if narrowing.is_some() {
        NARROWED_BLOCK
    } else {
        pool.len().max(1)
    };
    let chunk = (PARALLEL_WORK / n.max(1)).clamp(16, 4096);
    for range in ranges(0..pool.len(), block) {
        // Only the guesses whose tally may beat the best, when that is few.
        let narrowed = narrowing
            .as_ref()
            .and_then(|n| n.keep(&pool[range.clone()]));
        let (pool, packed, range) = match &narrowed {
            Some((kept, packed)) => (&kept[..], Some(packed), 0..kept.len()),
            None => (pool, packed, range),
        };
        // Few candidates against many guesses: by the candidates' rows over
        // the block.
        let rows = (n < ROWS_BELOW && range.len() >= ROWS_FROM_GUESSES)
            .then(|| Rows::new(universe, candidates, metric, pool, packed, range.clone()));
        let best_of = |range: Range<usize>| match &rows {
            Some(rows) => rows.best_of(pool, range),
            None => rater.best_of(&pool[range]),
        };
        let found = if range.len() * n < PARALLEL_WORK {
            best_of(range)
        } else {
            ranges(range, chunk)
                .into_par_iter()
                .map(best_of)
                .reduce(|| None, Rated::best)
        };
        best = Rated::best(best, found);
        if best.as_ref().is_some_and(is_perfect) {
            break;
        }
        if let (Some(narrowing), Some(best)) = (&mut narrowing, &best) {
            narrowing.lower(best.key);
        }
    }
    best.expect("there is a candidate")
}
