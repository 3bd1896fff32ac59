use super::scorer::distinct;
use super::*;
use mastermind_core::{Rule, Setup};
use proptest::prelude::*;

mod branches;
mod deeper;

/// A pool of `threads` threads for a search to run in.
fn thread_pool(threads: usize) -> rayon::ThreadPool {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("a thread pool")
}

/// The search on several threads finds what it finds on one, at every
/// node of a whole game, with and without a bound on the depth, and under a
/// budget one below the optimum (where no guess at the top comes within it,
/// and the guesses after the first are refuted side by side): on 1, 2 and 8
/// threads (more than this machine's cores, so that threads are taken from
/// one another mid-search), with the guesses of every set of 3 codes or
/// more tried side by side, against the search with no threads at all.
#[test]
fn parallel_search_equals_sequential() {
    for (pegs, colours, rule) in [
        (3, 5, Rule::Mastermind),
        (4, 3, Rule::ColourGame),
        (4, 4, Rule::Mastermind),
    ] {
        let setup = Setup::new(pegs, colours, 10, rule).expect("setup");
        let universe = Universe::new(&setup);
        let mut sequential = Solver::new(&universe);
        sequential.parallel = false;
        for threads in [1, 2, 8] {
            let pool = thread_pool(threads);
            let mut parallel = Solver::new(&universe);
            parallel.siblings_from = 3;
            for depth in [UNBOUNDED, 5, 4] {
                let all = universe.all();
                assert_eq!(
                    pool.install(|| parallel.solve(&universe, &all, &[], depth)),
                    sequential.solve(&universe, &all, &[], depth),
                    "{pegs} pegs {colours} colours {rule:?} depth {depth} on {threads} threads"
                );
            }
            let all = universe.all();
            let (optimum, _) = sequential
                .solve(&universe, &all, &[], UNBOUNDED)
                .expect("an optimum");
            let within = |solver: &Solver| {
                solver.search(&universe, &all, &[], UNBOUNDED, Budget::fixed(optimum - 1))
            };
            // Both fresh, so that neither answers from what it solved above.
            let (mut fresh, mut alone) = (Solver::new(&universe), Solver::new(&universe));
            fresh.siblings_from = 3;
            alone.parallel = false;
            assert_eq!(
                pool.install(|| within(&fresh)),
                within(&alone),
                "{pegs} pegs {colours} colours {rule:?} within {} on {threads} threads",
                optimum - 1
            );
            assert!(parallel.nodes.load(Ordering::Relaxed) > 0);
        }
    }
}

/// A search under a budget that watches a shared best answers as under
/// the same fixed budget, within the optimum and below it.
#[test]
fn a_watched_budget_searches_as_a_fixed_one() {
    use super::budget::{Shared, Watch, tie};
    let setup = Setup::new(4, 4, 10, Rule::Mastermind).expect("setup");
    let universe = Universe::new(&setup);
    let all = universe.all();
    let (optimum, _) = Solver::new(&universe)
        .solve(&universe, &all, &[], UNBOUNDED)
        .expect("an optimum");
    for limit in [optimum + 3, optimum, optimum - 1] {
        let shared = Shared::new(limit + 10, tie(false, 0));
        let watch = Watch::new(&shared, tie(false, 1), Budget::fixed(u64::MAX - 1));
        // The path down to the set has spent 10 of the watched guess's
        // budget: the best shared bounds the guess at limit + 9.
        let budget = Budget::watching(&watch).less(9);
        let watched = Solver::new(&universe).search(&universe, &all, &[], UNBOUNDED, budget);
        let fixed =
            Solver::new(&universe).search(&universe, &all, &[], UNBOUNDED, Budget::fixed(limit));
        assert_eq!(
            format!("{watched:?}"),
            format!("{fixed:?}"),
            "within {limit}"
        );
    }
}

/// A budget that falls while the search runs (as when another thread finds
/// better above) gets an answer true for it, and leaves nothing false in
/// the memory: searched again, the set gets the optimum a fresh search
/// finds. The fall comes from another thread after a delay, mid-search
/// or not, to within the optimum and below it.
#[test]
fn a_budget_falling_mid_search_leaves_a_sound_memory() {
    use super::budget::{Shared, Watch, tie};
    let setup = Setup::new(4, 5, 10, Rule::Mastermind).expect("setup");
    let universe = Universe::new(&setup);
    let all = universe.all();
    let fresh = Solver::new(&universe).solve(&universe, &all, &[], UNBOUNDED);
    let (optimum, _) = fresh.expect("an optimum");
    for (micros, to) in [
        (0, optimum - 1),
        (300, optimum - 1),
        (3000, optimum - 40),
        (1000, optimum),
    ] {
        let solver = Solver::new(&universe);
        // No bound at first: the guess watched comes first in the
        // tie-break order, so the fall leaves it `to`.
        let shared = Shared::new(u64::MAX, tie(true, u32::MAX - 1));
        let watch = Watch::new(&shared, tie(false, 0), Budget::fixed(u64::MAX - 1));
        let found = std::thread::scope(|scope| {
            scope.spawn(|| {
                std::thread::sleep(std::time::Duration::from_micros(micros));
                shared.offer(to, tie(true, 0));
            });
            solver.search(&universe, &all, &[], UNBOUNDED, Budget::watching(&watch))
        });
        match found {
            Known::Exact { cost, guess } => assert_eq!(Some((cost, guess)), fresh),
            Known::Above(above) => assert!(to < optimum && above < optimum, "{found:?}"),
        }
        assert_eq!(solver.solve(&universe, &all, &[], UNBOUNDED), fresh);
    }
}

/// A memory too small to hold what the search solved still gives the
/// exact answer, and keeps within its budget.
#[test]
fn a_small_memory_gives_the_exact_answer() {
    for (pegs, colours, rule) in [
        (3, 5, Rule::Mastermind),
        (4, 5, Rule::Mastermind),
        (4, 4, Rule::Mastermind),
    ] {
        let setup = Setup::new(pegs, colours, 10, rule).expect("setup");
        let universe = Universe::new(&setup);
        let all = universe.all();
        let free = Solver::new(&universe);
        let exact = [UNBOUNDED, 5].map(|depth| free.solve(&universe, &all, &[], depth));
        // No room at all, a few KiB, half of what the search keeps.
        let half = free.memo.bytes() as u64 / 2;
        assert!(half > 4 << 10, "{pegs}·{colours}: the memo fits in 4 KiB");
        for budget in [0, 4 << 10, half] {
            let small = Solver::new(&universe).with_memory(budget);
            for (depth, exact) in [UNBOUNDED, 5].into_iter().zip(exact) {
                assert_eq!(
                    small.solve(&universe, &all, &[], depth),
                    exact,
                    "{pegs}·{colours} {rule:?} depth {depth} in {budget} bytes"
                );
            }
            assert!(small.memo.bytes() as u64 <= budget);
        }
    }
}

/// A search that runs out of time says so, and leaves nothing false in
/// the memory: searched again without a deadline it finds what a fresh
/// search finds.
#[test]
fn a_late_search_leaves_a_sound_memory() {
    let setup = Setup::new(4, 4, 10, Rule::Mastermind).expect("setup");
    let universe = Universe::new(&setup);
    let all = universe.all();
    let fresh = Solver::new(&universe).solve(&universe, &all, &[], UNBOUNDED);
    for micros in [0, 200, 1000, 3000] {
        let solver = Solver::new(&universe);
        let deadline = Instant::now() + std::time::Duration::from_micros(micros);
        let timed = solver.solve_by(&universe, &all, &[], UNBOUNDED, deadline);
        if micros == 0 {
            assert_eq!(timed, Err(Late));
        }
        if let Ok(found) = timed {
            assert_eq!(found, fresh);
        }
        assert_eq!(solver.solve(&universe, &all, &[], UNBOUNDED), fresh);
    }
}

proptest! {
    /// The table's rating (histograms by guess, the linear shortcut)
    /// equals the kernel's (one guess at a time, two passes).
    #[test]
    fn table_rating_equals_kernel_rating(
        pegs in 1u8..=4,
        colours in 2u8..=5,
        colour_game in any::<bool>(),
        picks in proptest::collection::vec(any::<bool>(), 625),
        depth in prop_oneof![Just(2u8), Just(3), Just(UNBOUNDED)],
        max_shared in proptest::option::of(0u64..6),
    ) {
        let rule = if colour_game { Rule::ColourGame } else { Rule::Mastermind };
        let setup = Setup::new(pegs, colours, 10, rule).expect("setup");
        let universe = Universe::new(&setup);
        let solver = Solver::new(&universe);
        let candidates: Vec<u32> = universe
            .all()
            .into_iter()
            .filter(|&c| picks[c as usize % picks.len()])
            .collect();
        prop_assume!(!candidates.is_empty());
        let pool = universe.all();
        let tables = solver.table.clone().expect("a small setup has a table");
        let fast = solver.rate(&universe, &Scorer::Table(&tables), &candidates, &pool, depth, max_shared);
        let packed = Scorer::Packed(universe.packed().gather(&candidates));
        let slow = solver.rate(&universe, &packed, &candidates, &pool, depth, max_shared);
        prop_assert_eq!(fast, slow);
    }

    /// The first perfect split by blocks of rows and by chunks of
    /// guesses equals a plain scan, guess by guess.
    #[test]
    fn first_split_equals_a_plain_scan(
        pegs in 1u8..=4,
        colours in 2u8..=7,
        colour_game in any::<bool>(),
        seed in any::<u64>(),
        size in 1usize..=16,
        every in 1usize..=4,
    ) {
        let rule = if colour_game { Rule::ColourGame } else { Rule::Mastermind };
        let setup = Setup::new(pegs, colours, 10, rule).expect("setup");
        let universe = Universe::new(&setup);
        let tables = Tables::new(&universe, TABLE_CODES).expect("a small setup has a table");
        let len = universe.len() as u64;
        let mut candidates: Vec<u32> = (0..size as u64)
            .map(|i| (seed.rotate_left(i as u32 * 7) ^ i.wrapping_mul(0x9e37_79b9)) % len)
            .map(|c| c as u32)
            .collect();
        candidates.sort_unstable();
        candidates.dedup();
        let guesses: Vec<u32> = (0..len as u32).step_by(every).collect();
        let plain = guesses.iter().copied().find(|&g| {
            distinct(candidates.iter().map(|&c| tables.by_guess(g)[c as usize]))
        });
        prop_assert_eq!(tables.first_split(&candidates, &guesses), plain);
        prop_assert_eq!(tables.first_split_dense(&candidates, &guesses), plain);
        prop_assert_eq!(tables.first_split_chunks(&candidates, &guesses), plain);
    }
}

proptest! {
    // Larger tables: fewer cases keep it under half a second in debug.
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// The same past four pegs, where the feedbacks need a word of 64 or
    /// 128 bits.
    #[test]
    fn first_split_equals_a_plain_scan_past_four_pegs(
        (pegs, colours) in prop_oneof![Just((5u8, 2u8)), Just((5, 3)), Just((6, 2)), Just((6, 3)), Just((7, 2)), Just((8, 2))],
        seed in any::<u64>(),
        size in 1usize..=16,
        every in 1usize..=4,
    ) {
        let setup = Setup::new(pegs, colours, 10, Rule::Mastermind).expect("setup");
        let universe = Universe::new(&setup);
        let tables = Tables::new(&universe, TABLE_CODES).expect("a small setup has a table");
        let len = universe.len() as u64;
        let mut candidates: Vec<u32> = (0..size as u64)
            .map(|i| (seed.rotate_left(i as u32 * 7) ^ i.wrapping_mul(0x9e37_79b9)) % len)
            .map(|c| c as u32)
            .collect();
        candidates.sort_unstable();
        candidates.dedup();
        let guesses: Vec<u32> = (0..len as u32).step_by(every).collect();
        let plain = guesses.iter().copied().find(|&g| {
            distinct(candidates.iter().map(|&c| tables.by_guess(g)[c as usize]))
        });
        prop_assert_eq!(tables.first_split_chunks(&candidates, &guesses), plain);
        prop_assert_eq!(tables.first_split_dense(&candidates, &guesses), plain);
    }
}

/// The lower bound never passes the optimum, rises (or stays) with every
/// level and refinement, and with enough of both reaches the optimum of a
/// small setup.
#[test]
fn the_floor_stays_under_the_optimum() {
    for (pegs, colours, rule) in [
        (3, 5, Rule::Mastermind),
        (4, 3, Rule::ColourGame),
        (4, 4, Rule::Mastermind),
        (3, 6, Rule::Mastermind),
    ] {
        let setup = Setup::new(pegs, colours, 10, rule).expect("setup");
        let universe = Universe::new(&setup);
        let solver = Solver::new(&universe);
        let (optimum, _) = solver
            .solve(&universe, &universe.all(), &[], UNBOUNDED)
            .expect("solvable");
        let mut last = 0;
        for (levels, refinements) in [(1, 0), (2, 4), (2, 1000), (3, 1000), (6, 100_000)] {
            let floor = Solver::new(&universe).floor(
                &universe,
                Reach {
                    levels,
                    refinements,
                },
            );
            assert!(
                floor <= optimum,
                "{pegs}·{colours} {rule:?}: {floor} > {optimum} at {levels} levels"
            );
            assert!(
                floor >= last,
                "{pegs}·{colours}: fell from {last} to {floor}"
            );
            last = floor;
        }
        assert_eq!(
            last, optimum,
            "{pegs}·{colours} {rule:?}: six levels reach the optimum"
        );
    }
}

/// The worst-case search says a set fits in a number of guesses exactly
/// when the exact search finds a strategy within it, and the guess it gives
/// keeps within it.
#[test]
fn fitting_agrees_with_the_bounded_optimum() {
    for (pegs, colours, rule) in [
        (3, 5, Rule::Mastermind),
        (4, 3, Rule::ColourGame),
        (4, 4, Rule::Mastermind),
        (3, 6, Rule::Mastermind),
    ] {
        let setup = Setup::new(pegs, colours, 10, rule).expect("setup");
        let universe = Universe::new(&setup);
        let all = universe.all();
        let exact = Solver::new(&universe);
        let fitting = Solver::new(&universe);
        let mut seen = (false, false);
        for depth in 1..=7 {
            let optimum = exact.solve(&universe, &all, &[], depth);
            let fits = fitting.fits(&universe, &all, &[], depth);
            assert_eq!(
                fits.is_some(),
                optimum.is_some(),
                "{pegs}·{colours} {rule:?} within {depth}"
            );
            if let Some(guess) = fits {
                let code = universe.code(guess);
                let mut parts = std::collections::BTreeMap::<u8, Vec<u32>>::new();
                for &c in &all {
                    parts
                        .entry(universe.score_index(c, &code))
                        .or_default()
                        .push(c);
                }
                let win = kernel::win_index(universe.pegs());
                for (score, part) in parts.into_iter().filter(|(s, _)| *s != win) {
                    assert!(
                        exact.solve(&universe, &part, &[code], depth - 1).is_some(),
                        "{pegs}·{colours}: the part {score} after {code} does not fit in {}",
                        depth - 1
                    );
                }
            }
            seen = (seen.0 || fits.is_none(), seen.1 || fits.is_some());
        }
        assert_eq!(seen, (true, true), "{pegs}·{colours}: both answers met");
    }
}

proptest! {
    /// The pool split by bisection equals a plain filter of it.
    #[test]
    fn split_pool_equals_a_filter(
        pool in proptest::collection::btree_set(0u32..200, 0..120),
        candidates in proptest::collection::btree_set(0u32..200, 0..60),
    ) {
        let pool: Vec<u32> = pool.into_iter().collect();
        let candidates: Vec<u32> = candidates.into_iter().collect();
        let (possible, impossible) = search::split_pool(&pool, &candidates);
        let (plain_possible, plain_impossible): (Vec<u32>, Vec<u32>) =
            pool.iter().partition(|g| candidates.contains(g));
        prop_assert_eq!(possible, plain_possible);
        prop_assert_eq!(impossible, plain_impossible);
    }
}
