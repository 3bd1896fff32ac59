//! Bounds two levels deep and probed parts: on small setups with their
//! thresholds lowered so that every set meets them, the bounds stay under
//! the optimum and the search answers as without them.

use super::*;

/// A solver whose lookaheads, deeper bounds and probes reach sets of
/// three codes.
fn deep(universe: &Universe) -> Solver {
    Solver::new(universe).reaching(3)
}

/// Every part after every first guess: its bound (two levels deep where
/// large enough) is at most its optimum, and above a plain solver's for
/// some part (the deeper bounds are met, not skipped).
#[test]
fn deeper_bounds_stay_under_the_optimum() {
    for (pegs, colours, rule) in [(3, 5, Rule::Mastermind), (4, 3, Rule::ColourGame)] {
        let setup = Setup::new(pegs, colours, 10, rule).expect("setup");
        let universe = Universe::new(&setup);
        let all = universe.all();
        let exact = Solver::new(&universe);
        let mut sharper = 0;
        for depth in [UNBOUNDED, 4] {
            for guess in 0..universe.len() as u32 {
                let history = [universe.code(guess)];
                let solver = deep(&universe);
                let scorer = solver.scorer(&universe, &all);
                for part in parts_after(&universe, &scorer, &all, guess) {
                    let lower = solver.known_lower(&scorer, &universe, &part, &history, depth);
                    let optimum = exact
                        .solve(&universe, &part, &history, depth)
                        .map_or(u64::MAX, |(cost, _)| cost);
                    assert!(
                        lower <= optimum,
                        "{pegs}·{colours} {rule:?} after {} depth {depth}: {} codes bound {lower} above {optimum}",
                        history[0],
                        part.len()
                    );
                    let plain = Solver::new(&universe)
                        .known_lower(&scorer, &universe, &part, &history, depth);
                    sharper += usize::from(lower > plain);
                }
            }
        }
        assert!(
            sharper > 0,
            "{pegs}·{colours}: no bound past a plain solver's"
        );
    }
}

/// With every set's first guesses bounded two levels deep and every
/// guess's parts probed, the search finds the same optimum and guess as
/// without, on one thread and on two, with and without a bound on the
/// depth; and the probes were made.
#[test]
fn probes_and_deeper_bounds_search_as_without() {
    for (pegs, colours, rule) in [
        (3, 5, Rule::Mastermind),
        (4, 3, Rule::ColourGame),
        (4, 4, Rule::Mastermind),
    ] {
        let setup = Setup::new(pegs, colours, 10, rule).expect("setup");
        let universe = Universe::new(&setup);
        let all = universe.all();
        let mut plain = Solver::new(&universe);
        plain.parallel = false;
        for threads in [1, 2] {
            let pool = thread_pool(threads);
            let solver = deep(&universe);
            for depth in [UNBOUNDED, 5, 4] {
                assert_eq!(
                    pool.install(|| solver.solve(&universe, &all, &[], depth)),
                    plain.solve(&universe, &all, &[], depth),
                    "{pegs}·{colours} {rule:?} depth {depth} on {threads} threads"
                );
            }
            assert!(solver.probes.load(Ordering::Relaxed) > 0, "no probe");
        }
    }
}

/// Every set after a first guess, searched with every guess's parts
/// probed, under a budget of exactly its optimum finds it, and under one
/// less finds that none fits: a probe that raised a bound past the truth
/// would refute the optimum's guess.
#[test]
fn probed_sets_meet_their_optimum_under_a_tight_budget() {
    for (pegs, colours, rule) in [(4, 4, Rule::Mastermind), (4, 3, Rule::ColourGame)] {
        let setup = Setup::new(pegs, colours, 10, rule).expect("setup");
        let universe = Universe::new(&setup);
        let all = universe.all();
        let exact = Solver::new(&universe);
        let scorer = exact.scorer(&universe, &all);
        let mut probed = 0;
        for guess in 0..universe.len() as u32 {
            let history = [universe.code(guess)];
            for part in parts_after(&universe, &scorer, &all, guess) {
                let Some((optimum, _)) = exact.solve(&universe, &part, &history, UNBOUNDED) else {
                    continue;
                };
                for (limit, fits) in [(optimum, true), (optimum - 1, false)] {
                    let solver = deep(&universe);
                    let found =
                        solver.search(&universe, &part, &history, UNBOUNDED, Budget::fixed(limit));
                    assert_eq!(
                        matches!(found, Known::Exact { cost, .. } if cost == optimum),
                        fits,
                        "{pegs}·{colours} after {}: {} codes within {limit}: {found:?}",
                        history[0],
                        part.len()
                    );
                    probed += solver.probes.load(Ordering::Relaxed);
                }
            }
        }
        assert!(probed > 0, "{pegs}·{colours}: no probe");
    }
}
