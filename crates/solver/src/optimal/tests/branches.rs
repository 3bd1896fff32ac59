//! The most parts a set is split into: read from the search's pool of
//! guesses, it is the most any code of the setup splits the set into.

use super::*;

proptest! {
    // Five pegs: fewer cases keep it well under a second in debug.
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// After a game's first guesses, the set they leave: the most parts but
    /// the win that a guess of its pool splits it into is the most that any
    /// code of the setup does, where under the cap, and otherwise the
    /// count it was given (the pool holds a guess splitting the set as any other
    /// does: the symmetries of the guesses played and the colours no
    /// candidate holds keep the parts).
    #[test]
    fn the_pool_splits_a_set_as_far_as_any_code(
        (pegs, colours) in prop_oneof![Just((3u8, 4u8)), Just((4, 3)), Just((4, 4)), Just((5, 3))],
        colour_game in any::<bool>(),
        secret in any::<u32>(),
        guesses in proptest::collection::vec(any::<u32>(), 0..=3),
    ) {
        let rule = if colour_game { Rule::ColourGame } else { Rule::Mastermind };
        let setup = Setup::new(pegs, colours, 10, rule).expect("setup");
        let universe = Universe::new(&setup);
        let solver = Solver::new(&universe);
        let tables = solver.table.clone().expect("a small setup has a table");
        let scorer = Scorer::Table(&tables);
        let len = universe.len() as u32;
        let secret = secret % len;
        let history: Vec<Code> = guesses.iter().map(|&g| universe.code(g % len)).collect();
        let candidates: Vec<u32> = universe
            .all()
            .into_iter()
            .filter(|&c| {
                history
                    .iter()
                    .all(|g| universe.score_index(c, g) == universe.score_index(secret, g))
            })
            .collect();
        prop_assume!(candidates.len() >= 3);
        let pool = solver.pool(&universe, &history, &candidates);
        let win = kernel::win_index(universe.pegs());
        let most = universe
            .all()
            .into_iter()
            .map(|g| {
                let row = tables.by_guess(g);
                let mut feedbacks: Vec<u8> = candidates
                    .iter()
                    .map(|&c| row[c as usize])
                    .filter(|&f| f != win)
                    .collect();
                feedbacks.sort_unstable();
                feedbacks.dedup();
                feedbacks.len() as u64
            })
            .max()
            .expect("codes");
        // Within the setup's count, or a lower one a larger set left.
        for within in 1..=solver.branches {
            let cap = within.min(candidates.len() as u64 - 1);
            let expected = if most < cap { most } else { within };
            let found = solver.branches_of(&universe, &scorer, &candidates, &pool, within);
            prop_assert_eq!(found, expected, "within {}", within);
        }
    }
}
