//! The lookahead's costs, choices and limits.

use super::*;
use crate::engine::best_by;
use crate::{Strategy, analyze};
use mastermind_core::{Rule, Setup};

/// Guesses over every code of `candidates` when the lookahead plays.
fn play(look: &Lookahead, universe: &Universe, history: &mut Vec<Code>, candidates: &[u32]) -> u64 {
    if candidates.is_empty() {
        return 0;
    }
    let pool = look.pools.pool(universe, history, candidates);
    let guess = look.choose(universe, history, candidates, &pool, None);
    let code = universe.code(guess);
    let win = kernel::win_index(universe.pegs());
    let mut parts: Vec<Vec<u32>> = vec![Vec::new(); kernel::slots(universe.pegs())];
    for &c in candidates {
        let s = universe.score_index(c, &code);
        if s != win {
            parts[usize::from(s)].push(c);
        }
    }
    history.push(code);
    let rest: u64 = parts.iter().map(|p| play(look, universe, history, p)).sum();
    history.pop();
    candidates.len() as u64 + rest
}

/// What the lookahead thinks entropy costs is what entropy's whole-game
/// analysis counts, and playing the lookahead costs no more.
#[test]
fn lookahead_costs_entropy_and_does_no_worse() {
    for (pegs, colours, rule) in [
        (3, 5, Rule::Mastermind),
        (4, 4, Rule::ColourGame),
        (4, 5, Rule::Mastermind),
    ] {
        let setup = Setup::new(pegs, colours, 10, rule).expect("setup");
        let universe = Universe::new(&setup);
        let all = universe.all();
        let entropy = analyze(&setup, Strategy::Entropy, &|_| {}).total_guesses;
        let look = Lookahead::default();
        let cost = look.entropy_cost(&universe, &[], &all, None);
        assert_eq!(
            cost.ok(),
            Some(entropy),
            "{pegs} pegs {colours} colours {rule:?}"
        );
        let played = play(&look, &universe, &mut Vec::new(), &all);
        assert!(played <= entropy, "{played} > {entropy}");
    }
}

/// Stopping play-outs that cannot win chooses what playing every one
/// out chooses, at every set of a whole game.
#[test]
fn stopped_play_outs_choose_as_full_ones() {
    fn walk(look: &Lookahead, universe: &Universe, history: &mut Vec<Code>, candidates: &[u32]) {
        if candidates.len() <= 2 {
            return;
        }
        let pool = look.pools.pool(universe, history, candidates);
        let chosen = look.choose(universe, history, candidates, &pool, None);
        let top = look.top(universe, candidates, &pool);
        let full = top
            .iter()
            .map(|r| {
                let cost = look.cost_of_guess(universe, history, candidates, r.guess, None);
                (cost.ok().expect("no deadline"), r.impossible, r.guess)
            })
            .min()
            .expect("a guess");
        let perfect = splits_perfectly(&top[0], candidates.len());
        assert_eq!(chosen, if perfect { top[0].guess } else { full.2 });
        let code = universe.code(chosen);
        history.push(code);
        for part in parts_after(universe, candidates, &code) {
            walk(look, universe, history, &part);
        }
        history.pop();
    }
    for (pegs, colours) in [(4, 5), (4, 6)] {
        let setup = Setup::new(pegs, colours, 10, Rule::Mastermind).expect("setup");
        let universe = Universe::new(&setup);
        walk(
            &Lookahead::default(),
            &universe,
            &mut Vec::new(),
            &universe.all(),
        );
    }
}

/// Level III's sets look ahead less the larger they are; logik's all
/// alike.
#[test]
fn wide_setups_narrow_the_lookahead() {
    let level_three = Lookahead::new(262_144);
    let widths: Vec<usize> = [262_144, 40_000, 300, 299, 20, 19]
        .iter()
        .map(|&n| level_three.width(n))
        .collect();
    assert_eq!(
        widths,
        [
            1,
            NARROW_WIDTH,
            NARROW_WIDTH,
            WIDTH_LARGE,
            WIDTH_LARGE,
            WIDTH
        ]
    );
    let logik = Lookahead::new(32_768);
    assert_eq!(logik.width(32_768), WIDTH_LARGE);
    assert_eq!(logik.width(300), WIDTH_LARGE);
}

/// Past its deadline the lookahead plays entropy's own choice.
#[test]
fn a_passed_deadline_plays_entropy() {
    let setup = Setup::new(4, 5, 10, Rule::Mastermind).expect("setup");
    let universe = Universe::new(&setup);
    let all = universe.all();
    let look = Lookahead::default();
    let past = Instant::now() - std::time::Duration::from_secs(1);
    let entropy = best_by(&universe, &[], &all, Metric::Entropy);
    let pool = look.pools.pool(&universe, &[], &all);
    assert_eq!(
        look.choose(&universe, &[], &all, &pool, Some(past)),
        entropy
    );
}
