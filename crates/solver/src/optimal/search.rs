//! The search itself: a candidate set's guesses tried in the order of
//! their lower bounds, each refuted or costed against the budget left.

use std::sync::atomic::{AtomicBool, Ordering};

use rayon::prelude::*;

use mastermind_core::Code;

use super::bounds::Within;
use super::budget::{Budget, Shared, tie};
use super::in_turn::InTurn;
use super::siblings::Siblings;
use super::{Known, Scorer, Solver, parts_after, spread_bound};
use crate::universe::Universe;

impl Solver {
    pub(super) fn search(
        &self,
        universe: &Universe,
        candidates: &[u32],
        history: &[Code],
        depth: u8,
        budget: Budget,
    ) -> Known {
        self.search_within(universe, candidates, history, self.within(depth), budget)
    }

    /// [`Solver::search`] of a set within one that no guess splits into
    /// more than `reach.branches` parts but the win.
    pub(super) fn search_within(
        &self,
        universe: &Universe,
        candidates: &[u32],
        history: &[Code],
        reach: Within,
        budget: Budget,
    ) -> Known {
        let depth = reach.depth;
        let n = candidates.len() as u64;
        let lower = super::counting_bound(n, reach.branches, depth);
        let limit = budget.limit();
        if lower > limit {
            return Known::Above(limit.max(lower.saturating_sub(1)));
        }
        match n {
            0 => return Known::Exact { cost: 0, guess: 0 },
            1 | 2 => {
                return Known::Exact {
                    cost: 2 * n - 1,
                    guess: candidates[0],
                };
            }
            _ => {}
        }
        if self.is_late() {
            return Known::Above(u64::MAX);
        }
        let known = self.memo.get(candidates, depth);
        match known {
            Some(Known::Exact { cost, guess }) => {
                return if cost <= limit {
                    Known::Exact { cost, guess }
                } else {
                    Known::Above(limit)
                };
            }
            Some(Known::Above(above)) if above >= limit => return Known::Above(above),
            _ => {}
        }
        // Whether no candidate splits the others into single codes is known.
        let imperfect = matches!(known, Some(Known::Above(a)) if a >= 2 * n - 1);
        self.nodes.fetch_add(1, Ordering::Relaxed);
        // The clock is read only for a search that is traced or may be kept:
        // this path runs millions of times.
        let started =
            (history.len() < self.trace || self.keeping.watches(n)).then(std::time::Instant::now);
        let result = self.search_guesses(universe, candidates, history, reach, budget, imperfect);
        if !self.late.load(Ordering::SeqCst) {
            self.memo.put(candidates, depth, result);
            if let Some(started) = started {
                self.keeping
                    .found(candidates, depth, result, started.elapsed());
            }
        }
        if let Some(started) = started.filter(|_| history.len() < self.trace) {
            let history: Vec<String> = history.iter().map(Code::to_string).collect();
            eprintln!(
                "{:>9.3} s [{}] {n} codes, within {limit}: {result:?} in {:.3} s",
                self.epoch.elapsed().as_secs_f64(),
                history.join(" "),
                started.elapsed().as_secs_f64()
            );
        }
        result
    }

    fn search_guesses(
        &self,
        universe: &Universe,
        candidates: &[u32],
        history: &[Code],
        reach: Within,
        budget: Budget,
        imperfect: bool,
    ) -> Known {
        let depth = reach.depth;
        let n = candidates.len() as u64;
        let limit = budget.limit();
        let scorer = self.scorer(universe, candidates);
        // A candidate that splits the others into single codes reaches the
        // bound; the lowest such wins every tie.
        if n <= self.branches + 1
            && !imperfect
            && let Some(c) = scorer.first_split(universe, candidates, candidates)
        {
            let cost = 2 * n - 1;
            return if cost <= limit && depth >= 2 {
                Known::Exact { cost, guess: c }
            } else {
                Known::Above(limit)
            };
        }
        let pool = self.pool(universe, history, candidates);
        let branches = self.branches_of(universe, &scorer, candidates, &pool, reach.branches);
        let lower = super::counting_bound(n, branches, depth);
        if lower > limit {
            return Known::Above(limit.max(lower.saturating_sub(1)));
        }
        let reach = Within { depth, branches };
        // Codes that could be the secret first: a guess that cannot be the
        // secret leaves every code to later guesses, so costs at least 2n,
        // and loses ties; once a possible secret reaches 2n the others need
        // not even be scored.
        let (possible, impossible) = split_pool(&pool, candidates);
        let mut best: Option<(u64, bool, u32)> = None;
        let mut bound = limit;
        // The budget may fall while the search runs (another thread found
        // better above): the bound follows, and a best above it is dropped,
        // every guess tried so far having been shown to cost more.
        let lowered = |best: &mut Option<(u64, bool, u32)>, bound: &mut u64| {
            let now = budget.limit();
            if now < *bound {
                *bound = now;
                *best = None;
            }
        };
        // The least lower bound of any guess: the optimum is at least that.
        let mut least = u64::MAX;
        for (phase_is_impossible, phase) in [(false, possible), (true, impossible)] {
            lowered(&mut best, &mut bound);
            if best.is_some_and(|b| b.0 <= 2 * n) {
                break;
            }
            // A guess that comes after the best so far in the tie-break order
            // must beat it strictly: every guess of the second phase does.
            let within = match best {
                Some(_) if phase_is_impossible => bound - 1,
                _ => bound,
            };
            if phase_is_impossible {
                // The least any guess that cannot be the secret may cost,
                // whatever its parts: past the bound, none is worth rating
                // (4·6: 1 in 6 of the ratings of this phase).
                let floor = spread_bound(n, branches, depth - 1);
                if floor > within {
                    least = least.min(floor);
                    break;
                }
            }
            if phase_is_impossible && n <= branches && depth >= 2 && 2 * n <= bound {
                // No code that cannot be the secret costs less than 2n, which
                // splitting into single codes reaches: the lowest such, if
                // any, is the answer, and most guesses show a shared
                // feedback within a few codes.
                let perfect = scorer.first_split(universe, candidates, &phase);
                if let Some(g) = perfect {
                    return Known::Exact {
                        cost: 2 * n,
                        guess: g,
                    };
                }
            }
            // A guess that cannot be the secret costs at least n + Σ(2m - 1)
            // = 3n - parts: to stay within the bound it needs at least
            // 3n - bound parts, so at most bound - 2n codes may share a
            // feedback with an earlier one.
            let max_shared = phase_is_impossible.then(|| within.saturating_sub(2 * n));
            self.rated
                .fetch_add(phase.len() as u64 * n, Ordering::Relaxed);
            let mut rated =
                self.rate_within(universe, &scorer, candidates, &phase, reach, max_shared);
            if n >= self.deepen_from {
                rated = self.deepen(universe, &scorer, candidates, history, reach, rated, true);
            }
            if let Some(&first) = rated.first() {
                least = least.min(first >> 33);
            }
            if max_shared.is_some() {
                // Guesses left out by the part count lie above the bound.
                least = least.min(bound.saturating_add(1));
            }
            // The cost of a rated guess if it is within the bound its place
            // in the tie-break order leaves it.
            let attempt = |key: u64, best: Option<(u64, bool, u32)>, bound: u64| {
                let (guess_lower, impossible, guess) = unpack(key);
                // A guess after the best so far in the tie-break order must
                // beat it strictly: its search gets one guess less.
                let guess_bound = match best {
                    Some(b) if (impossible, guess) > (b.1, b.2) => bound - 1,
                    _ => bound,
                };
                if guess_lower > guess_bound {
                    return None;
                }
                self.try_guess(
                    universe,
                    &scorer,
                    candidates,
                    history,
                    reach,
                    guess,
                    budget.at_most(guess_bound),
                )
                .map(|total| (total, impossible, guess))
            };
            let mut rated = rated.into_iter();
            while let Some(key) = rated.next() {
                lowered(&mut best, &mut bound);
                if unpack(key).0 > bound {
                    break;
                }
                if let Some(candidate) = attempt(key, best, bound) {
                    let (total, impossible, _) = candidate;
                    if best.is_none_or(|b| candidate < b) {
                        best = Some(candidate);
                        bound = total;
                        if total == lower && !impossible {
                            break;
                        }
                    }
                }
                if self.parallel && n >= self.siblings_from && rated.len() > 1 {
                    // Young brothers wait: once the first guess has set a
                    // bound, or failed to come within the budget, the others
                    // are refuted side by side under it, each watching the
                    // best as the others lower it. Where the first fails,
                    // every other must be refuted too (most nodes below a
                    // guess being refuted): one thread would do the same
                    // work, in turn.
                    let rest: Vec<u64> = rated.by_ref().take_while(|&k| k >> 33 <= bound).collect();
                    let shared = match best {
                        Some((total, impossible, guess)) => {
                            Shared::new(total, tie(impossible, guess))
                        }
                        None => Shared::unbeaten(bound),
                    };
                    let context = Siblings {
                        universe,
                        scorer: &scorer,
                        candidates,
                        history,
                        reach,
                        budget,
                    };
                    self.refute_siblings(&context, &rest, &shared);
                    if shared.beaten() {
                        let (total, tied) = shared.best();
                        best = Some((total, tied >> 32 == 1, tied as u32));
                        bound = total;
                    }
                    lowered(&mut best, &mut bound);
                    break;
                }
            }
        }
        lowered(&mut best, &mut bound);
        match best {
            Some((cost, _, guess)) => Known::Exact { cost, guess },
            None => Known::Above(bound.max(least.saturating_sub(1))),
        }
    }

    /// The cost of `guess` against `candidates` if it is at most
    /// `guess_bound`.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn try_guess(
        &self,
        universe: &Universe,
        scorer: &Scorer,
        candidates: &[u32],
        history: &[Code],
        reach: Within,
        guess: u32,
        guess_budget: Budget,
    ) -> Option<u64> {
        let guess_bound = guess_budget.limit();
        if self.is_late() {
            return None;
        }
        let n = candidates.len() as u64;
        let mut next_history = history.to_vec();
        let code = universe.code(guess);
        let mut parts = parts_after(universe, scorer, candidates, guess);
        if parts.len() == 1 && parts[0].len() as u64 == n {
            return None;
        }
        // Small parts first: they are solved quickly (often from
        // the memory), and what they cost leaves the large ones a
        // tight budget (4·6: 20,001 searches -> 9,446).
        parts.sort_by_key(|p| p.len());
        // What is already known of each part, before any search.
        next_history.push(code);
        let mut lowers = Vec::with_capacity(parts.len());
        let mut rest_lower = 0u64;
        let below = reach.below();
        for p in &parts {
            let l = self.lower_of(scorer, universe, p, &next_history, below, true);
            lowers.push(l);
            rest_lower = rest_lower.saturating_add(l);
            if n.saturating_add(rest_lower) > guess_bound {
                break;
            }
        }
        next_history.pop();
        if n.saturating_add(rest_lower) > guess_bound {
            return None;
        }
        let mut total = n;
        let mut failed = false;
        next_history.push(code);
        // Large parts of a large set are searched side by side, each
        // with the budget the others' lower bounds leave it.
        let parallel = if self.parallel && n >= PARALLEL_SET && guess_bound > u64::MAX / 2 {
            parts.partition_point(|p| (p.len() as u64) < PARALLEL_PART)
        } else {
            parts.len()
        };
        let owed: u64 = lowers[parallel..].iter().sum();
        let at = InTurn {
            universe,
            history: &next_history,
            reach: below,
            budget: guess_budget,
        };
        match self.search_in_turn(
            &at,
            &parts[..parallel],
            &mut lowers[..parallel],
            total,
            owed,
        ) {
            Some(spent) => total = spent,
            None => failed = true,
        }
        rest_lower = owed;
        if !failed && parallel < parts.len() {
            let stop = AtomicBool::new(false);
            let base = total + rest_lower;
            let history = &next_history;
            let costs: Vec<Option<u64>> = parts[parallel..]
                .par_iter()
                .zip(&lowers[parallel..])
                .map(|(part, &part_lower)| {
                    if stop.load(Ordering::Relaxed) {
                        return None;
                    }
                    let budget = guess_budget.less(base - part_lower);
                    match self.search_within(universe, part, history, below, budget) {
                        Known::Exact { cost, .. } => Some(cost),
                        Known::Above(_) => {
                            stop.store(true, Ordering::Relaxed);
                            None
                        }
                    }
                })
                .collect();
            match costs.into_iter().sum::<Option<u64>>() {
                Some(cost) => total += cost,
                None => failed = true,
            }
        }
        next_history.pop();
        (!failed && total <= guess_budget.limit()).then_some(total)
    }
}

/// A rated guess's key (see [`Solver::rate`]) unpacked: the lower bound on
/// its cost, whether it cannot be the secret, the guess.
pub(super) fn unpack(key: u64) -> (u64, bool, u32) {
    (key >> 33, key >> 32 & 1 == 1, key as u32)
}

/// The codes of `pool` that are candidates and those that are not, both
/// ascending: each candidate sought by bisection in what is left of the
/// pool, the codes passed over copied as a block (a merge code by code
/// mispredicted a branch at about every code: 5 % of 4·6's time).
pub(super) fn split_pool(pool: &[u32], candidates: &[u32]) -> (Vec<u32>, Vec<u32>) {
    let mut possible = Vec::with_capacity(candidates.len());
    let mut impossible = Vec::with_capacity(pool.len());
    let mut rest = pool;
    for &c in candidates {
        let i = rest.partition_point(|&g| g < c);
        impossible.extend_from_slice(&rest[..i]);
        rest = &rest[i..];
        if let Some((&first, after)) = rest.split_first()
            && first == c
        {
            possible.push(c);
            rest = after;
        }
    }
    impossible.extend_from_slice(rest);
    (possible, impossible)
}

/// Sets from this size refute the guesses after the first best in
/// parallel.
pub(super) const PARALLEL_GUESSES: u64 = 40;

/// Sets from this size search their large parts in parallel...
const PARALLEL_SET: u64 = 200;
/// ...those from this size.
const PARALLEL_PART: u64 = 40;
