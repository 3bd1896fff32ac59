//! Large parts of the first guess cut into plans of their own: the same
//! answer and tree as one process's analysis, every job once, stopped and
//! resumed, a job lost with its process.

use std::collections::HashMap;

use super::*;
use crate::optimal::UNBOUNDED;

/// A job of a part's own plan.
fn is_deeper(id: u64) -> bool {
    id & !plan::PROBE >= 1 << 48
}

/// A worker with every part of the first guess from a tenth of the
/// setup's codes cut into a plan of its own (two parts at least).
fn cutting(setup: &Setup) -> Worker {
    let n = universe::shared(setup).len();
    let worker = Worker::new(setup, 1 << 26).cutting(n / 10);
    assert!(
        worker.made_plan().deeper().len() >= 2,
        "{setup:?}: {} parts cut",
        worker.made_plan().deeper().len()
    );
    worker
}

/// The search with its large parts cut finds the analysis's total, first
/// guess and tree on setups of each rule; each cut part costs what its
/// own search finds, no job is posted for it, and every job is searched
/// once.
#[test]
fn parts_cut_into_plans_give_the_analysis_answer_and_tree() {
    for (pegs, colours, rule) in [
        (3, 4, Rule::Mastermind),
        (4, 3, Rule::ColourGame),
        (4, 4, Rule::Mastermind),
        (3, 6, Rule::ColourGame),
    ] {
        let setup = setup(pegs, colours, rule);
        let worker = cutting(&setup);
        let board = solves_as_alone(&worker, &setup);
        // Each job posted once by the one process (the board's jobs are
        // keyed by rank and number: none posted twice under two ranks).
        assert_eq!(board.posted, board.jobs.len(), "{pegs}·{colours}");
        assert!(
            board.finished.keys().any(|&id| is_deeper(id)),
            "{pegs}·{colours}: no job of a cut part searched"
        );
        let outcomes: HashMap<u64, Outcome> = board.outcomes.clone().into_iter().collect();
        let universe = &worker.universe;
        let solver = crate::optimal::Solver::new(universe);
        let first = &worker.made_plan().guesses()[0];
        for (&index, deeper) in worker.made_plan().deeper() {
            let own = plan::job_id(first.guess, index);
            assert!(
                board.jobs.values().all(|j| j.id & !plan::PROBE != own),
                "{pegs}·{colours}: a job posted for a cut part"
            );
            assert_eq!(worker.made_plan().part(own), None);
            let history = [universe.code(first.guess)];
            let (cost, _) = solver
                .solve(universe, &first.parts[&index], &history, UNBOUNDED - 1)
                .expect("a part is solvable");
            assert!(
                matches!(deeper.step(&outcomes), Ok(plan::Step::Done { total, .. }) if total == cost),
                "{pegs}·{colours}: part {index} not at its cost {cost}"
            );
        }
    }
}

/// Stopped midway through a cut part's jobs and resumed by a new worker,
/// the search gives the same total and no job twice; a job of a cut part
/// lost with its process is searched again.
#[test]
fn a_cut_search_stopped_resumed_and_lost_gives_the_same_total() {
    let setup = setup(4, 6, Rule::Mastermind);
    let mut board = Board {
        takes: Some(3),
        ..Board::default()
    };
    let stopped = cutting(&setup)
        .run(&mut board, &mut || false)
        .expect("no board error");
    assert!(stopped.is_none(), "stopped before the end");
    // The largest part is cut, and its jobs come first.
    assert!(board.finished.keys().all(|&id| is_deeper(id)));
    // A process takes the next job and is never heard of again; its lease
    // runs out.
    board.takes = None;
    let lost = board.take().expect("takes").expect("a job left");
    assert!(is_deeper(lost.id));
    board.held.clear();
    resumes_four_six(&cutting(&setup), &mut board);
    assert_eq!(board.finished.get(&lost.id), Some(&1));
}

/// A board made by a plan that cut no part (the part's own job done) is
/// not this plan's: refused, not read.
#[test]
fn an_outcome_for_a_cut_part_is_refused() {
    let setup = setup(3, 4, Rule::Mastermind);
    let whole = Worker::new(&setup, 1 << 26);
    let mut board = Board::default();
    whole
        .run(&mut board, &mut || panic!("nothing else holds a job"))
        .expect("no board error")
        .expect("done");
    let err = cutting(&setup)
        .run(&mut board, &mut || true)
        .expect_err("refused");
    assert!(matches!(err, WorkError::Foreign { .. }), "{err:?}");
}

/// Every process makes the same plan whatever its threads: the bounds of
/// the guesses' parts (lookaheads, two levels deep for large sets, met
/// from many guesses at once) come out the same on eight threads as on
/// one, cut parts included.
#[test]
fn the_plan_is_the_same_on_any_number_of_threads() {
    for (pegs, colours, rule) in [(4, 4, Rule::Mastermind), (3, 6, Rule::ColourGame)] {
        let setup = setup(pegs, colours, rule);
        let n = universe::shared(&setup).len();
        let plans: Vec<String> = [1, 8, 1, 8]
            .iter()
            .map(|&threads| {
                let pool = rayon::ThreadPoolBuilder::new()
                    .num_threads(threads)
                    .build()
                    .expect("a thread pool");
                pool.install(|| {
                    let worker = Worker::reaching(&setup, 3).cutting(n / 10);
                    assert!(!worker.made_plan().deeper().is_empty());
                    format!("{:?}", worker.made_plan())
                })
            })
            .collect();
        assert!(
            plans.iter().all(|p| p == &plans[0]),
            "{pegs}·{colours}: plans differ"
        );
    }
}

/// While a cut part's second wave runs, the whole setup's first wave is
/// still under way (its other parts' jobs pending): the jobs known are not
/// all there will be, until every first wave is done.
#[test]
fn a_first_wave_is_under_way_until_every_one_is_done() {
    let setup = setup(4, 6, Rule::Mastermind);
    let worker = cutting(&setup);
    let mut board = Board::default();
    let mut seen_deeper_second_wave = false;
    let mut seen_after_first_waves = false;
    loop {
        board.takes = Some(1);
        let found = worker
            .run(&mut board, &mut || false)
            .expect("no board error");
        let standing = worker.standing(&mut board).expect("no board error");
        let Standing::Pending(jobs) = &standing else {
            assert!(found.is_some());
            assert!(!standing.first_wave());
            break;
        };
        let root_first_wave = jobs.iter().any(|j| j.limit.is_none() && !is_deeper(j.id));
        if root_first_wave && jobs.iter().any(|j| j.limit.is_some()) {
            seen_deeper_second_wave = true;
            assert!(standing.first_wave(), "{jobs:?}");
        }
        if jobs.iter().all(|j| j.limit.is_some()) {
            seen_after_first_waves = true;
            assert!(!standing.first_wave());
        }
    }
    assert!(seen_deeper_second_wave && seen_after_first_waves);
}

/// A process that joins follows the plan kept on the board, not the one it
/// would make: one that would cut no part finishes the search of one that
/// cut two or more, with the analysis's answer and each job once. A board
/// whose plan is no plan of the search is refused.
#[test]
fn a_joining_process_follows_the_plan_kept_on_the_board() {
    let setup = setup(4, 4, Rule::Mastermind);
    let n = universe::shared(&setup).len();
    let mut board = Board {
        takes: Some(6),
        ..Board::default()
    };
    let stopped = Worker::new(&setup, 1 << 26)
        .cutting(n / 10)
        .run(&mut board, &mut || false)
        .expect("no board error");
    assert!(stopped.is_none(), "stopped before the end");
    let kept = board.plan.clone().expect("the plan kept on the board");
    let joining = Worker::new(&setup, 1 << 26);
    assert!(
        joining.made_plan().deeper().is_empty(),
        "cuts nothing itself"
    );
    let joining = Worker::new(&setup, 1 << 26);
    board.takes = None;
    let found = joining
        .run(&mut board, &mut || panic!("nothing else holds a job"))
        .expect("no board error")
        .expect("done");
    let expected = alone(&setup);
    assert_eq!(
        (found.total_guesses, found.first_guess),
        (expected.total_guesses, expected.first_guess)
    );
    assert!(found.tree == expected.tree, "another tree");
    assert!(board.finished.keys().any(|&id| is_deeper(id)));
    assert!(board.finished.values().all(|&n| n == 1));
    assert!(joining.made_plan().deeper().len() >= 2);
    assert_eq!(board.plan, Some(kept));

    let mut foreign = Board {
        plan: Some(vec![1, 2, 3]),
        ..Board::default()
    };
    let refused = Worker::new(&setup, 1 << 26).run(&mut foreign, &mut || false);
    assert!(matches!(refused, Err(WorkError::ForeignPlan)));
}
