//! Rating many guesses against a few candidates by the candidates' rows: each
//! candidate's feedback against every code, computed once by the kernel for
//! the whole setup. The guesses' histograms are then filled candidate by
//! candidate, so no guess pays a kernel call of its own (whose blocks of 32
//! secrets would be mostly padding) and no increment waits for the one
//! before (a guess's neighbouring candidates often share a feedback).

use crate::choose::{Metric, Rated};
use crate::kernel;
use crate::universe::Universe;

/// The rows of one candidate set.
pub struct Rows {
    n: usize,
    stride: usize,
    rows: Vec<u8>,
    metric: Metric,
    /// What one more code in a part of k codes adds to the metric's sum
    /// (unused for [`Metric::LargestPart`], which takes the largest count).
    deltas: Vec<f64>,
    win: usize,
}

/// Fewest candidates for which rows do not pay: the kernel then fills its
/// blocks, and a guess-by-guess scan wastes nothing.
pub const ROWS_BELOW: usize = 128;

/// Guesses rated together: their histograms stay in the first-level cache.
const CHUNK: usize = 64;

impl Rows {
    /// Rows of `candidates` (fewer than [`ROWS_BELOW`]) against every code.
    pub fn new(universe: &Universe, candidates: &[u32], metric: Metric) -> Self {
        let n = candidates.len();
        assert!(
            n < ROWS_BELOW,
            "rows are for fewer than {ROWS_BELOW} candidates"
        );
        let packed = universe.packed();
        let stride = packed.stride();
        let mut rows = vec![0u8; n * stride];
        for (row, &c) in rows.chunks_exact_mut(stride.max(1)).zip(candidates) {
            packed.scores_by_secret_into(universe.rule(), &universe.code(c), row);
        }
        let term = |m: usize| {
            let m = m as f64;
            match metric {
                Metric::LargestPart => m,
                Metric::MostParts => -f64::from(u8::from(m > 0.0)),
                Metric::ExpectedSize => m * m,
                Metric::Entropy if m > 1.0 => m * m.ln(),
                Metric::Entropy => 0.0,
            }
        };
        let deltas = (0..=n).map(|k| term(k + 1) - term(k)).collect();
        Rows {
            n,
            stride,
            rows,
            metric,
            deltas,
            win: usize::from(kernel::win_index(universe.pegs())),
        }
    }

    /// The best of `guesses` in the common order (see [`Rated::better`]).
    pub fn best_of(&self, guesses: &[u32]) -> Option<Rated> {
        if self.win < 64 {
            self.best_in::<64>(guesses)
        } else {
            self.best_in::<128>(guesses)
        }
    }

    /// [`Rows::best_of`] with `S` counters per guess (more than any
    /// feedback index): an index masked to `S - 1` needs no bounds check.
    fn best_in<const S: usize>(&self, guesses: &[u32]) -> Option<Rated> {
        let mut counts = [[0u8; S]; CHUNK];
        let mut keys = [0f64; CHUNK];
        let mut best: Option<Rated> = None;
        for chunk in guesses.chunks(CHUNK) {
            let counts = &mut counts[..chunk.len()];
            let keys = &mut keys[..chunk.len()];
            counts.iter_mut().for_each(|h| h.fill(0));
            keys.fill(0.0);
            for row in self.rows.chunks_exact(self.stride.max(1)).take(self.n) {
                for ((h, key), &g) in counts.iter_mut().zip(keys.iter_mut()).zip(chunk) {
                    let slot = &mut h[usize::from(row[g as usize]) & (S - 1)];
                    *key += self.deltas[usize::from(*slot)];
                    *slot += 1;
                }
            }
            for ((h, &key), &guess) in counts.iter().zip(keys.iter()).zip(chunk) {
                let key = match self.metric {
                    Metric::LargestPart => f64::from(h.iter().copied().max().unwrap_or(0)),
                    _ => key,
                };
                let rated = Rated {
                    key,
                    impossible: h[self.win] == 0,
                    guess,
                };
                if best.as_ref().is_none_or(|b| rated.better(b)) {
                    best = Some(rated);
                }
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mastermind_core::{Rule, Setup};
    use proptest::prelude::*;

    /// The best guess by a plain scan: every guess's parts counted from
    /// the rules, keyed by [`Metric::key`].
    fn plain(universe: &Universe, candidates: &[u32], guesses: &[u32], metric: Metric) -> Rated {
        let slots = kernel::slots(universe.pegs());
        let win = kernel::win_index(universe.pegs());
        let mut best: Option<Rated> = None;
        for &g in guesses {
            let code = universe.code(g);
            let mut parts = vec![0u32; slots];
            for &c in candidates {
                parts[usize::from(universe.score_index(c, &code))] += 1;
            }
            let rated = Rated {
                key: metric.key(&parts),
                impossible: parts[usize::from(win)] == 0,
                guess: g,
            };
            if best.as_ref().is_none_or(|b| rated.better(b)) {
                best = Some(rated);
            }
        }
        best.expect("guesses")
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]
        #[test]
        fn rows_rate_as_a_plain_scan(
            pegs in 2u8..=5,
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
            // n distinct candidates spread by the seed.
            let mut candidates: Vec<u32> = (0..n as u64)
                .map(|i| ((seed.wrapping_add(i.wrapping_mul(0x9e37_79b9_7f4a_7c15))) % len) as u32)
                .collect();
            candidates.sort_unstable();
            candidates.dedup();
            let guesses: Vec<u32> = (0..len as u32).step_by(step).collect();
            for metric in [Metric::LargestPart, Metric::MostParts, Metric::ExpectedSize, Metric::Entropy] {
                let rows = Rows::new(&universe, &candidates, metric);
                let fast = rows.best_of(&guesses).expect("guesses");
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
