//! A code's tally: how many pegs of each colour it has, wherever they
//! stand. The tally alone fixes how many key pegs (black and white together)
//! a guess gets from each candidate; where the pegs stand only decides how
//! many of those are black, which at a total of t is one of t + 1 numbers.
//! So the candidates of one total fall into at most t + 1 parts, and the
//! most even split of each total bounds from below what any guess of the
//! tally can score by a metric that sums a convex term over the parts.
//! A scan passes over every guess of a tally whose bound is already worse
//! than a guess it rated: late in a game that is most of them.

use std::collections::HashMap;

use mastermind_core::Code;

use crate::choose::Metric;
#[cfg(doc)]
use crate::choose::Rated;
use crate::kernel::{self, Packed};
use crate::universe::Universe;

/// The tallies of a setup's codes.
#[derive(Debug, Clone)]
pub struct Tallies {
    /// Each code's tally, by code number.
    of: Vec<u32>,
    /// The lowest code of each tally, packed for the kernel.
    firsts: Packed,
    /// The same codes as they are.
    firsts_codes: Vec<Code>,
    /// Black and white pegs together, by feedback index.
    totals: Vec<u8>,
    pegs: usize,
}

impl Tallies {
    /// The tallies of `codes`, which have `pegs` pegs each.
    pub fn new(pegs: usize, codes: &[Code]) -> Self {
        let mut ids: HashMap<u64, u32> = HashMap::new();
        let mut firsts = Vec::new();
        let of = codes
            .iter()
            .map(|code| {
                // Four bits a colour: a count is at most eight pegs.
                let key = code.pegs().iter().fold(0u64, |k, &d| k + (1 << (4 * d)));
                *ids.entry(key).or_insert_with(|| {
                    firsts.push(*code);
                    (firsts.len() - 1) as u32
                })
            })
            .collect();
        let totals = (0..kernel::slots(pegs))
            .map(|i| {
                let f = kernel::feedback_of(i as u8, pegs);
                f.black + f.white
            })
            .collect();
        Tallies {
            of,
            firsts: Packed::new(pegs, firsts.iter().copied()),
            firsts_codes: firsts,
            totals,
            pegs,
        }
    }

    /// How many tallies there are.
    pub fn len(&self) -> usize {
        self.firsts.len()
    }

    /// The tally of the code numbered `code`.
    pub fn of(&self, code: u32) -> u32 {
        self.of[code as usize]
    }

    /// For each tally, the least key by `metric` that a guess of it can
    /// have against `candidates`; `terms[m]` is the metric's term for a
    /// part of m codes, for m up to the number of candidates. `None` for a
    /// metric that is not a sum of convex terms over the parts.
    pub fn floors(
        &self,
        universe: &Universe,
        candidates: &[u32],
        metric: Metric,
        terms: &[f64],
    ) -> Option<Vec<f64>> {
        if !bounds(metric) {
            return None;
        }
        let totals = self.pegs + 1;
        let mut counts = vec![0u32; self.len() * totals];
        let mut row = vec![0u8; self.firsts.stride()];
        let blocks = 0..self.firsts.stride();
        // The totals depend on the candidate's tally alone, and the
        // candidates of a late turn share a few: each once, with its weight.
        let mut own: Vec<u32> = candidates.iter().map(|&c| self.of(c)).collect();
        own.sort_unstable();
        for run in own.chunk_by(|a, b| a == b) {
            let candidate = self.firsts_codes[run[0] as usize];
            let weight = run.len() as u32;
            self.firsts.scores_by_secret_into(
                universe.rule(),
                &candidate,
                blocks.clone(),
                &mut row,
            );
            for (tally, &f) in counts.chunks_exact_mut(totals).zip(&row) {
                tally[usize::from(self.totals[usize::from(f)])] += weight;
            }
        }
        let even = |m: u32, parts: usize| {
            let (m, parts) = (m as usize, parts);
            let (q, r) = (m / parts, m % parts);
            let larger = if r > 0 { r as f64 * terms[q + 1] } else { 0.0 };
            larger + (parts - r) as f64 * terms[q]
        };
        Some(
            counts
                .chunks_exact(totals)
                .map(|tally| {
                    tally
                        .iter()
                        .enumerate()
                        .filter(|&(_, &m)| m > 1)
                        .map(|(total, &m)| even(m, total + 1))
                        .sum()
                })
                .collect(),
        )
    }
}

/// Past this no key can tie with `bar` (see [`Rated::better`]).
fn past(bar: f64) -> f64 {
    bar + 1e-9 * bar.abs().max(1.0)
}

/// Whether tallies bound `metric`: a sum of a convex term over the parts.
fn bounds(metric: Metric) -> bool {
    matches!(metric, Metric::Entropy | Metric::ExpectedSize)
}

/// Whether passing over tallies pays for `n` candidates against a pool of
/// `guesses` by `metric`: a floor per tally costs about n times the
/// tallies' number, the scan it spares up to n times the guesses; the
/// candidates, rated first for a bar, a fourth of that at most.
pub fn pays(universe: &Universe, metric: Metric, n: usize, guesses: usize) -> bool {
    bounds(metric) && guesses >= 4 * universe.tallies().len() && n * 4 <= guesses
}

/// What a scan may pass over: every guess whose tally cannot key as low
/// as a bar.
pub struct Narrowing<'u> {
    universe: &'u Universe,
    floors: Vec<f64>,
    /// See [`past`].
    past: f64,
}

impl<'u> Narrowing<'u> {
    /// Against `candidates` by `metric` (`terms` as for
    /// [`Tallies::floors`]) with a guess of key `bar` in hand; `None` for a
    /// metric tallies do not bound.
    pub fn new(
        universe: &'u Universe,
        candidates: &[u32],
        metric: Metric,
        terms: &[f64],
        bar: f64,
    ) -> Option<Self> {
        let floors = universe
            .tallies()
            .floors(universe, candidates, metric, terms)?;
        Some(Narrowing {
            universe,
            floors,
            past: past(bar),
        })
    }

    /// With a better guess in hand, of key `bar`.
    pub fn lower(&mut self, bar: f64) {
        self.past = self.past.min(past(bar));
    }

    /// The guesses of `pool` that may key as low as the bar, packed in
    /// that order; `None` when that is most of them, as packing them
    /// anew then costs more than rating the rest.
    pub fn keep(&self, pool: &[u32]) -> Option<(Vec<u32>, Packed)> {
        let tallies = self.universe.tallies();
        // Written whether kept or not, the count moved only when kept: a
        // branch here would guess wrong at random.
        let mut kept = vec![0u32; pool.len()];
        let mut len = 0;
        for &g in pool {
            kept[len] = g;
            len += usize::from(self.floors[tallies.of(g) as usize] <= self.past);
        }
        if len * 4 > pool.len() * 3 {
            return None;
        }
        kept.truncate(len);
        // From the codes themselves: one read a code, where gathering the
        // setup's packed columns reads one a column.
        let universe = self.universe;
        let packed = Packed::new(universe.pegs(), kept.iter().map(|&g| universe.code(g)));
        Some((kept, packed))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::choose::{self, Rated};
    use crate::testing::{rated_by_rules, spread};
    use mastermind_core::{Rule, Setup};
    use proptest::prelude::*;

    /// Every guess rated by the rules (see [`crate::testing`]).
    fn keys(universe: &Universe, candidates: &[u32], metric: Metric) -> Vec<Rated> {
        rated_by_rules(universe, candidates, &universe.all(), metric)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]
        #[test]
        fn no_guess_scores_below_its_tallys_floor_and_the_best_stay_the_best(
            pegs in 2u8..=4,
            colours in 3u8..=6,
            colour_game in any::<bool>(),
            seed in any::<u64>(),
            n in 2usize..80,
        ) {
            let rule = if colour_game { Rule::ColourGame } else { Rule::Mastermind };
            let setup = Setup::new(pegs, colours, 10, rule).expect("setup");
            let universe = Universe::new(&setup);
            let candidates = spread(&universe, seed, n);
            let tallies = universe.tallies();
            for metric in [Metric::Entropy, Metric::ExpectedSize] {
                let terms: Vec<f64> = (0..=candidates.len()).map(|m| metric.term(m)).collect();
                let floors = tallies.floors(&universe, &candidates, metric, &terms).expect("a convex metric");
                let all = keys(&universe, &candidates, metric);
                for rated in &all {
                    let floor = floors[tallies.of(rated.guess) as usize];
                    prop_assert!(
                        floor <= rated.key + 1e-9 * rated.key.abs().max(1.0),
                        "{:?}: {} scores {} under its floor {}", metric, universe.code(rated.guess), rated.key, floor
                    );
                }
                // The scans that pass over tallies choose as plain ones.
                let mut plain = all;
                plain.sort_by(Rated::order);
                let fast = choose::best_guess(&universe, &candidates, &universe.all(), None, metric);
                prop_assert_eq!((fast.guess, fast.impossible), (plain[0].guess, plain[0].impossible));
                for k in [1, 3, 8] {
                    let top = choose::top_guesses(&universe, &candidates, &universe.all(), None, metric, k);
                    prop_assert_eq!(
                        top.iter().map(|r| r.guess).collect::<Vec<_>>(),
                        plain[..k].iter().map(|r| r.guess).collect::<Vec<_>>()
                    );
                }
            }
            prop_assert!(tallies.floors(&universe, &candidates, Metric::MostParts, &[]).is_none());
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(4))]
        /// Sets met in play (the codes that fit a few answers) over a pool
        /// of several blocks: the bar is lowered block by block.
        #[test]
        fn sets_met_in_play_choose_as_a_plain_scan(
            colour_game in any::<bool>(),
            seed in any::<u64>(),
            turns in 2usize..=3,
        ) {
            let rule = if colour_game { Rule::ColourGame } else { Rule::Mastermind };
            let setup = Setup::new(6, 5, 10, rule).expect("setup");
            let universe = Universe::new(&setup);
            let len = universe.len() as u64;
            let pick = |i: u64| universe.code((seed.wrapping_mul(i + 1).wrapping_add(i.wrapping_mul(0x9e37_79b9_7f4a_7c15)) % len) as u32);
            let secret = pick(0);
            let history: Vec<_> = (1..=turns as u64)
                .map(|i| { let guess = pick(i); (guess, setup.score(&secret, &guess)) })
                .collect();
            let candidates = universe.consistent(&history);
            prop_assume!((3..=100).contains(&candidates.len()));
            // Entropy, the metric played out (the expected size's floors are
            // checked on random sets above).
            let metric = Metric::Entropy;
            let mut plain = keys(&universe, &candidates, metric);
            plain.sort_by(Rated::order);
            let fast = choose::best_guess(&universe, &candidates, &universe.all(), None, metric);
            prop_assert_eq!((fast.guess, fast.impossible), (plain[0].guess, plain[0].impossible));
            let top = choose::top_guesses(&universe, &candidates, &universe.all(), None, metric, 8);
            prop_assert_eq!(
                top.iter().map(|r| r.guess).collect::<Vec<_>>(),
                plain[..8].iter().map(|r| r.guess).collect::<Vec<_>>()
            );
        }
    }
}
