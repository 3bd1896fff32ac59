//! Plain references for the solver's tests: what the fast paths must agree
//! with, from the core's scoring one pair at a time.

use crate::choose::{Metric, Rated};
use crate::kernel;
use crate::universe::Universe;

/// Each of `guesses` rated against `candidates` by counting its parts one
/// candidate at a time, keyed by [`Metric::key`].
pub fn rated_by_rules(
    universe: &Universe,
    candidates: &[u32],
    guesses: &[u32],
    metric: Metric,
) -> Vec<Rated> {
    let win = kernel::win_index(universe.pegs());
    guesses
        .iter()
        .map(|&g| {
            let code = universe.code(g);
            let mut parts = vec![0u32; kernel::slots(universe.pegs())];
            for &c in candidates {
                parts[usize::from(universe.score_index(c, &code))] += 1;
            }
            Rated {
                key: metric.key(&parts),
                impossible: parts[usize::from(win)] == 0,
                guess: g,
            }
        })
        .collect()
}

/// Up to `n` distinct codes spread over the setup by `seed`, ascending.
pub fn spread(universe: &Universe, seed: u64, n: usize) -> Vec<u32> {
    let len = universe.len() as u64;
    let mut codes: Vec<u32> = (0..n as u64)
        .map(|i| (seed.wrapping_add(i.wrapping_mul(0x9e37_79b9_7f4a_7c15)) % len) as u32)
        .collect();
    codes.sort_unstable();
    codes.dedup();
    codes
}
