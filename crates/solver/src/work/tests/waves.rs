//! The plan on its own: bounded two levels deep, a second-wave part's
//! limit falling as the parts beside it are found, probes, and no guess
//! that can win dropped.

use std::collections::{BTreeMap, HashMap};

use super::*;
use crate::optimal::{FirstGuess, Solver, UNBOUNDED};

/// Setups small enough to solve every part of every first guess, of both
/// rules.
const SMALL: [(u8, u8, Rule); 5] = [
    (3, 4, Rule::Mastermind),
    (3, 5, Rule::Mastermind),
    (4, 3, Rule::ColourGame),
    (4, 4, Rule::Mastermind),
    (3, 6, Rule::Mastermind),
];

/// The optimal cost of a first guess's part, searched on its own.
fn part_cost(solver: &Solver, universe: &Universe, guess: &FirstGuess, index: u8) -> u64 {
    let history = [universe.code(guess.guess)];
    let part = &guess.parts[&index];
    solver
        .solve(universe, part, &history, UNBOUNDED - 1)
        .expect("a part is solvable")
        .0
}

fn exact(cost: u64) -> Outcome {
    Outcome::Exact {
        cost,
        tree: Vec::new(),
    }
}

/// The first wave's outcomes at the parts' `costs`, its first part made
/// `extra` dearer, and the bound that sets for `guess`: the first guess's
/// total, one less for a guess after it in the tie-break order.
fn first_wave(
    first: &FirstGuess,
    guess: &FirstGuess,
    n: u64,
    cost: impl Fn(&FirstGuess, u8) -> u64,
    extra: u64,
) -> (HashMap<u64, Outcome>, u64) {
    let mut outcomes = HashMap::new();
    let mut best = n + extra;
    for (k, &index) in first.parts.keys().enumerate() {
        let dearer = if k == 0 { extra } else { 0 };
        best += cost(first, index);
        outcomes.insert(
            plan::job_id(first.guess, index),
            exact(cost(first, index) + dearer),
        );
    }
    let bound = if guess.tie < first.tie {
        best
    } else {
        best - 1
    };
    (outcomes, bound)
}

/// The jobs of `guess` (its parts' and their probes') the plan still
/// needs after `outcomes`.
fn jobs_of(worker: &Worker, guess: &FirstGuess, outcomes: &HashMap<u64, Outcome>) -> Vec<Job> {
    match worker.made_plan().step(outcomes) {
        Ok(plan::Step::Pending(jobs)) => jobs
            .into_iter()
            .filter(|j| (j.id & !plan::PROBE) >> 8 == u64::from(guess.guess))
            .collect(),
        _ => Vec::new(),
    }
}

/// With the lookaheads and the deeper bounds reaching sets of three codes,
/// the plan orders its first guesses two levels deep and limits each part
/// by its lookahead, sharper than the counting bound for some parts; the
/// search still finds the analysis's total, first guess and tree, every job
/// searched once.
#[test]
fn a_plan_bounded_two_levels_deep_gives_the_analysis_answer() {
    let (mut probed, mut raised) = (0, 0);
    for (pegs, colours, rule) in SMALL {
        let setup = setup(pegs, colours, rule);
        let worker = Worker::reaching(&setup, 3);
        let plain = Worker::new(&setup, 1 << 26);
        let sum = |w: &Worker| -> u64 {
            w.made_plan()
                .guesses()
                .iter()
                .flat_map(|g| g.lowers.values())
                .sum()
        };
        assert!(
            sum(&worker) > sum(&plain),
            "{pegs}·{colours}: no part's bound past the counting bound"
        );
        let universe = universe::shared(&setup);
        let solver = Solver::new(&universe);
        for first in worker.made_plan().guesses() {
            for &index in first.parts.keys() {
                let optimum = part_cost(&solver, &universe, first, index);
                assert!(
                    first.lowers[&index] <= optimum,
                    "{pegs}·{colours} after {}: bound {} above {optimum}",
                    universe.code(first.guess),
                    first.lowers[&index]
                );
            }
        }
        let board = solves_as_alone(&worker, &setup);
        let probes: Vec<&Outcome> = board
            .outcomes
            .iter()
            .filter(|(id, _)| *id & plan::PROBE != 0)
            .map(|(_, outcome)| outcome)
            .collect();
        probed += probes.len();
        raised += probes
            .iter()
            .filter(|o| matches!(o, Outcome::Above(_)))
            .count();
    }
    assert!(
        probed > 0 && raised > 0,
        "{probed} probes, {raised} found above their share"
    );
}

/// A second-wave part's limit falls by what the parts beside it found
/// exact beyond their bounds: with every other part of its guess known,
/// the part fits within it exactly when the guess's total is within the
/// bound the first guess set, and while it is, the part stays wanted.
#[test]
fn a_limit_falls_by_what_the_parts_beside_it_cost_past_their_bounds() {
    let (mut within, mut beyond) = (0, 0);
    for (pegs, colours, rule) in SMALL {
        let setup = setup(pegs, colours, rule);
        let worker = Worker::new(&setup, 1 << 26);
        let universe = &worker.universe;
        let n = universe.len() as u64;
        let solver = Solver::new(universe);
        let guesses = worker.made_plan().guesses();
        let cost = |guess: &FirstGuess, index: u8| part_cost(&solver, universe, guess, index);
        let first = &guesses[0];
        let mut first_wave = HashMap::new();
        for &index in first.parts.keys() {
            first_wave.insert(plan::job_id(first.guess, index), exact(cost(first, index)));
        }
        let best: u64 = n + first.parts.keys().map(|&i| cost(first, i)).sum::<u64>();
        let Ok(plan::Step::Pending(jobs)) = worker.made_plan().step(&first_wave) else {
            panic!("{pegs}·{colours}: no second wave to try");
        };
        for guess in &guesses[1..] {
            let bound = if guess.tie < first.tie {
                best
            } else {
                best - 1
            };
            let costs: BTreeMap<u8, u64> =
                guess.parts.keys().map(|&i| (i, cost(guess, i))).collect();
            let total = n + costs.values().sum::<u64>();
            for job in jobs.iter().filter(|j| j.id >> 8 == u64::from(guess.guess)) {
                let index = (job.id & 0xff) as u8;
                let mut outcomes = first_wave.clone();
                for (&i, &c) in &costs {
                    if i != index {
                        outcomes.insert(plan::job_id(guess.guess, i), exact(c));
                    }
                }
                let limit = worker
                    .made_plan()
                    .within(job, &outcomes)
                    .expect("a limited job");
                assert!(limit <= job.limit.expect("a limited job"));
                assert_eq!(
                    costs[&index] <= limit,
                    total <= bound,
                    "{pegs}·{colours} guess {}: part {index} costs {} against {limit}, total {total} against {bound}",
                    universe.code(guess.guess),
                    costs[&index]
                );
                if total <= bound {
                    // A guess that may yet win keeps its last part wanted.
                    let wanted = match worker.made_plan().step(&outcomes) {
                        Ok(plan::Step::Pending(jobs)) => jobs.iter().any(|j| j == job),
                        _ => false,
                    };
                    assert!(
                        wanted,
                        "{pegs}·{colours}: the last part of a guess within reach dropped"
                    );
                    within += 1;
                } else {
                    beyond += 1;
                }
            }
        }
    }
    assert!(within > 0 && beyond > 0, "within {within}, beyond {beyond}");
}

/// Every second-wave guess played out on the plan's own jobs, each found
/// as a search within its limit would find it (its cost if within, else
/// above the limit), with probes and without, and under every bound from
/// the first guess's total to 40 more (the first wave's outcomes made
/// dearer, so that guesses win by every margin, none included): a guess
/// that can still win (its total within the bound) is never dropped and
/// ends at its total, and one that cannot never ends within the bound.
#[test]
fn no_guess_that_can_win_is_dropped() {
    let (mut can, mut cannot) = (0, 0);
    for (pegs, colours, rule) in SMALL {
        let setup = setup(pegs, colours, rule);
        for worker in [Worker::new(&setup, 1 << 26), Worker::reaching(&setup, 3)] {
            let universe = &worker.universe;
            let n = universe.len() as u64;
            let solver = Solver::new(universe);
            let guesses = worker.made_plan().guesses();
            let cost = |guess: &FirstGuess, index: u8| part_cost(&solver, universe, guess, index);
            let first = &guesses[0];
            for (extra, guess) in (0..=40).flat_map(|e| guesses[1..].iter().map(move |g| (e, g))) {
                let (mut outcomes, bound) = first_wave(first, guess, n, cost, extra);
                let total = n + guess.parts.keys().map(|&i| cost(guess, i)).sum::<u64>();
                loop {
                    let mine = jobs_of(&worker, guess, &outcomes);
                    let Some(job) = mine.first() else {
                        break;
                    };
                    let within = worker
                        .made_plan()
                        .within(job, &outcomes)
                        .expect("a limited job");
                    let c = cost(guess, (job.id & 0xff) as u8);
                    let found = if c <= within {
                        exact(c)
                    } else {
                        Outcome::Above(within)
                    };
                    outcomes.insert(job.id, found);
                }
                // Every part known exactly, by its job or its probe.
                let known: Option<u64> = guess
                    .parts
                    .keys()
                    .map(|&i| {
                        let id = plan::job_id(guess.guess, i);
                        [id, id | plan::PROBE]
                            .iter()
                            .find_map(|id| match outcomes.get(id) {
                                Some(Outcome::Exact { cost, .. }) => Some(*cost),
                                _ => None,
                            })
                    })
                    .sum();
                let name = universe.code(guess.guess);
                if total <= bound {
                    assert_eq!(known.map(|k| n + k), Some(total), "{pegs}·{colours} {name}");
                    can += 1;
                } else {
                    assert!(
                        known.is_none_or(|k| n + k > bound),
                        "{pegs}·{colours} {name}"
                    );
                    cannot += 1;
                }
            }
        }
    }
    assert!(can > 0 && cannot > 0, "can win {can}, cannot {cannot}");
}

/// A second-wave guess's probes, as one process makes them: every one
/// before any large part is searched whole (a part searched whole before
/// the others are probed may be searched for nothing, the probes alone
/// refuting the guess), and each within its share of the room the guess
/// has left, split among the probes still wanted (a part already found
/// above its share counts by its raised bound, not in the split: counting
/// it there left the later probes of 5·6's 11234 too little to refute
/// it). The jobs are taken by rank, every probe found above its share; the
/// first wave is made dearer by up to 40 guesses, so that the guesses
/// after it have room to share.
#[test]
fn a_guess_is_probed_as_one_process_probes_it() {
    let mut after_one_above = 0;
    for (pegs, colours, rule) in SMALL {
        let setup = setup(pegs, colours, rule);
        let worker = Worker::reaching(&setup, 3);
        let universe = &worker.universe;
        let n = universe.len() as u64;
        let solver = Solver::new(universe);
        let guesses = worker.made_plan().guesses();
        let cost = |guess: &FirstGuess, index: u8| part_cost(&solver, universe, guess, index);
        let first = &guesses[0];
        for (extra, guess) in [0, 10, 40]
            .into_iter()
            .flat_map(|e| guesses[1..].iter().map(move |g| (e, g)))
        {
            let (mut outcomes, bound) = first_wave(first, guess, n, cost, extra);
            // A guess whose bounds alone pass the first guess's total has
            // no room, and no job.
            let Some(room) = bound.checked_sub(n + guess.lowers.values().sum::<u64>()) else {
                assert!(jobs_of(&worker, guess, &outcomes).is_empty());
                continue;
            };
            loop {
                let mine = jobs_of(&worker, guess, &outcomes);
                let Some(job) = mine.iter().min_by_key(|j| j.rank) else {
                    break;
                };
                let index = (job.id & 0xff) as u8;
                let within = worker
                    .made_plan()
                    .within(job, &outcomes)
                    .expect("a limited job");
                let wanted = mine.iter().filter(|j| j.id & plan::PROBE != 0).count() as u64;
                if job.id & plan::PROBE == 0 && outcomes.contains_key(&(job.id | plan::PROBE)) {
                    assert_eq!(
                        wanted,
                        0,
                        "{pegs}·{colours} {}: part {index} searched whole before the other probes",
                        universe.code(guess.guess)
                    );
                }
                if job.id & plan::PROBE != 0 {
                    // What every other part of the guess is known to cost, or
                    // to be above, past its bound.
                    let past: u64 = guess
                        .lowers
                        .iter()
                        .filter(|(i, _)| **i != index)
                        .map(|(&i, &lower)| {
                            let id = plan::job_id(guess.guess, i);
                            let known = [id, id | plan::PROBE].map(|id| outcomes.get(&id));
                            match known {
                                [Some(Outcome::Exact { cost, .. }), _]
                                | [_, Some(Outcome::Exact { cost, .. })] => cost - lower,
                                [None, Some(Outcome::Above(above))] => {
                                    (above + 1).max(lower) - lower
                                }
                                _ => 0,
                            }
                        })
                        .sum();
                    let lower = guess.lowers[&index];
                    assert_eq!(
                        within,
                        lower + (room - past) / wanted,
                        "{pegs}·{colours} {}: probe of part {index}",
                        universe.code(guess.guess)
                    );
                    let probed = outcomes.keys().any(|id| {
                        id & plan::PROBE != 0 && (id & !plan::PROBE) >> 8 == u64::from(guess.guess)
                    });
                    after_one_above += u64::from(probed);
                    outcomes.insert(job.id, Outcome::Above(within));
                } else {
                    let c = cost(guess, index);
                    let found = if c <= within {
                        exact(c)
                    } else {
                        Outcome::Above(within)
                    };
                    outcomes.insert(job.id, found);
                }
            }
        }
    }
    assert!(
        after_one_above > 0,
        "no probe taken after another came back above"
    );
}
