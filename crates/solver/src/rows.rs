//! Rating many guesses against a few candidates by the candidates' rows: each
//! candidate's feedback against every code, computed once by the kernel for
//! the whole setup. The guesses' histograms are then filled candidate by
//! candidate, so no guess pays a kernel call of its own (whose blocks of 32
//! secrets would be mostly padding) and no increment waits for the one
//! before (a guess's neighbouring candidates often share a feedback).

use std::ops::Range;

use crate::choose::{Metric, Rated};
use crate::kernel::{self, Packed};
use crate::universe::Universe;

/// The rows of one candidate set, over the positions of some guesses.
pub struct Rows {
    n: usize,
    /// Row length: the SIMD blocks that hold the positions rated.
    stride: usize,
    /// The position of the rows' first byte.
    first: usize,
    rows: Vec<u8>,
    /// Whether the pool's i-th guess is at position i (rows against the
    /// pool's own packed codes, or a pool of every code); otherwise rows
    /// are against every code and a guess is at its own number.
    contiguous: bool,
    metric: Metric,
    /// What one more code in a part of k codes adds to the metric's sum
    /// (unused for [`Metric::LargestPart`], which takes the largest count);
    /// one entry per count a byte can hold, so no lookup is checked.
    deltas: Box<[f64; 256]>,
    win: usize,
}

/// Fewest candidates for which rows do not pay: the kernel then fills its
/// blocks, and a guess-by-guess scan wastes nothing.
pub const ROWS_BELOW: usize = 128;

/// Guesses rated together: their histograms stay in the first-level cache.
const CHUNK: usize = 64;

impl Rows {
    /// Rows of `candidates` (fewer than [`ROWS_BELOW`]) for rating the
    /// guesses `pool[range]`; `packed`, if given, holds the pool's codes in
    /// its order.
    pub fn new(
        universe: &Universe,
        candidates: &[u32],
        metric: Metric,
        pool: &[u32],
        packed: Option<&Packed>,
        range: Range<usize>,
    ) -> Self {
        let n = candidates.len();
        assert!(
            n < ROWS_BELOW,
            "rows are for fewer than {ROWS_BELOW} candidates"
        );
        let (packed, contiguous) = match packed {
            Some(packed) if packed.len() == pool.len() => (packed, true),
            _ => (universe.packed(), pool.len() == universe.len()),
        };
        let positions = match (contiguous, range.is_empty()) {
            (_, true) => 0..0,
            (true, false) => range,
            (false, false) => pool[range.start] as usize..pool[range.end - 1] as usize + 1,
        };
        let blocks = packed.blocks(positions);
        let stride = blocks.len();
        let mut rows = vec![0u8; n * stride];
        if stride > 0 {
            for (row, &c) in rows.chunks_exact_mut(stride).zip(candidates) {
                let secret = universe.code(c);
                packed.scores_by_secret_into(universe.rule(), &secret, blocks.clone(), row);
            }
        }
        let mut deltas = Box::new([0.0; 256]);
        for (k, d) in deltas.iter_mut().enumerate().take(n + 1) {
            *d = metric.term(k + 1) - metric.term(k);
        }
        Rows {
            n,
            stride,
            first: blocks.start,
            rows,
            contiguous,
            metric,
            deltas,
            win: usize::from(kernel::win_index(universe.pegs())),
        }
    }

    /// The best of `pool[range]` in the common order (see
    /// [`Rated::better`]); `pool` is the one the rows were made for, and
    /// `range` within theirs.
    pub fn best_of(&self, pool: &[u32], range: Range<usize>) -> Option<Rated> {
        let mut best: Option<Rated> = None;
        self.rate(pool, range, |rated| {
            if best.as_ref().is_none_or(|b| rated.better(b)) {
                best = Some(rated);
            }
        });
        best
    }

    /// Every guess of `pool[range]` rated, in order.
    pub fn rate_all(&self, pool: &[u32], range: Range<usize>) -> Vec<Rated> {
        let mut all = Vec::with_capacity(range.len());
        self.rate(pool, range, |rated| all.push(rated));
        all
    }

    fn rate(&self, pool: &[u32], range: Range<usize>, each: impl FnMut(Rated)) {
        if self.win < 64 {
            self.rate_in::<64>(pool, range, each);
        } else {
            self.rate_in::<128>(pool, range, each);
        }
    }

    /// [`Rows::rate`] with `S` counters per guess (more than any feedback
    /// index): an index masked to `S - 1` needs no bounds check.
    fn rate_in<const S: usize>(
        &self,
        pool: &[u32],
        range: Range<usize>,
        mut each: impl FnMut(Rated),
    ) {
        let mut counts = [[0u8; S]; CHUNK];
        let mut keys = [0f64; CHUNK];
        let mut start = range.start;
        while start < range.end {
            let end = (start + CHUNK).min(range.end);
            let guesses = &pool[start..end];
            let counts = &mut counts[..guesses.len()];
            let keys = &mut keys[..guesses.len()];
            counts.iter_mut().for_each(|h| h.fill(0));
            keys.fill(0.0);
            let add = |h: &mut [u8; S], key: &mut f64, feedback: u8| {
                let slot = &mut h[usize::from(feedback) & (S - 1)];
                *key += self.deltas[usize::from(*slot)];
                *slot += 1;
            };
            let rows = &self.rows[..self.n * self.stride];
            // Where the guesses lie in a contiguous row.
            let (from, to) = if self.contiguous {
                (start - self.first, end - self.first)
            } else {
                (0, 0)
            };
            // Two rows a pass: a guess's key is read and written once for
            // both.
            let mut pairs = rows.chunks_exact(2 * self.stride.max(1));
            for pair in &mut pairs {
                let (a, b) = pair.split_at(self.stride);
                if self.contiguous {
                    let (a, b) = (&a[from..to], &b[from..to]);
                    for (((h, key), &x), &y) in counts.iter_mut().zip(keys.iter_mut()).zip(a).zip(b)
                    {
                        add(h, key, x);
                        add(h, key, y);
                    }
                } else {
                    for ((h, key), &g) in counts.iter_mut().zip(keys.iter_mut()).zip(guesses) {
                        let at = g as usize - self.first;
                        add(h, key, a[at]);
                        add(h, key, b[at]);
                    }
                }
            }
            let last = pairs.remainder();
            if !last.is_empty() {
                if self.contiguous {
                    for ((h, key), &f) in
                        counts.iter_mut().zip(keys.iter_mut()).zip(&last[from..to])
                    {
                        add(h, key, f);
                    }
                } else {
                    for ((h, key), &g) in counts.iter_mut().zip(keys.iter_mut()).zip(guesses) {
                        add(h, key, last[g as usize - self.first]);
                    }
                }
            }
            for ((h, &key), &guess) in counts.iter().zip(keys.iter()).zip(guesses) {
                let key = match self.metric {
                    Metric::LargestPart => f64::from(h.iter().copied().max().unwrap_or(0)),
                    _ => key,
                };
                each(Rated {
                    key,
                    impossible: h[self.win] == 0,
                    guess,
                });
            }
            start = end;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mastermind_core::{Rule, Setup};
    use proptest::prelude::*;

    /// The best guess by a plain scan (see [`crate::testing`]).
    fn plain(universe: &Universe, candidates: &[u32], guesses: &[u32], metric: Metric) -> Rated {
        crate::testing::rated_by_rules(universe, candidates, guesses, metric)
            .into_iter()
            .reduce(|a, b| if b.better(&a) { b } else { a })
            .expect("guesses")
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(32))]
        #[test]
        fn rows_rate_as_a_plain_scan(
            pegs in 2u8..=4,
            colours in 3u8..=6,
            colour_game in any::<bool>(),
            seed in any::<u64>(),
            n in 1usize..ROWS_BELOW,
            step in 1usize..4,
        ) {
            let rule = if colour_game { Rule::ColourGame } else { Rule::Mastermind };
            let setup = Setup::new(pegs, colours, 10, rule).expect("setup");
            let universe = Universe::new(&setup);
            let len = universe.len() as u64;
            let candidates = crate::testing::spread(&universe, seed, n);
            let guesses: Vec<u32> = (0..len as u32).step_by(step).collect();
            for metric in [Metric::LargestPart, Metric::MostParts, Metric::ExpectedSize, Metric::Entropy] {
                // Rows against every code, and against the guesses' own codes.
                let all = 0..guesses.len();
                let rows = Rows::new(&universe, &candidates, metric, &guesses, None, all.clone());
                let fast = rows.best_of(&guesses, 0..guesses.len()).expect("guesses");
                let packed = universe.packed().gather(&guesses);
                let own = Rows::new(&universe, &candidates, metric, &guesses, Some(&packed), all.clone());
                let by_own = own.rate_all(&guesses, all.clone()).into_iter().reduce(|a, b| if b.better(&a) { b } else { a });
                prop_assert_eq!(by_own.map(|r| r.guess), Some(fast.guess));
                // Rows over the later guesses alone rate them as before.
                let later = guesses.len() / 3..guesses.len();
                let part = Rows::new(&universe, &candidates, metric, &guesses, None, later.clone());
                prop_assert_eq!(
                    part.best_of(&guesses, later.clone()).map(|r| r.guess),
                    rows.best_of(&guesses, later).map(|r| r.guess)
                );
                let slow = plain(&universe, &candidates, &guesses, metric);
                prop_assert_eq!(
                    (fast.guess, fast.impossible),
                    (slow.guess, slow.impossible),
                    "{:?}: keys {} and {}", metric, fast.key, slow.key
                );
                prop_assert!((fast.key - slow.key).abs() <= 1e-9 * slow.key.abs().max(1.0));
            }
        }
    }
}
