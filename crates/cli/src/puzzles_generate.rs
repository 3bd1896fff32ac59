//! `mastermind puzzles generate`: puzzles made by the solver for a
//! database, each proven again by a prover of its own before it is kept
//! (a break-in's number of guesses proven exactly, a best guess's accepted
//! guesses found again), with how many were made, how many were new and
//! how fast, theme by theme.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use anyhow::Context;
use mastermind_core::Setup;
use mastermind_core::puzzle::{Puzzle, Task, Theme};
use mastermind_i18n::tr;
use mastermind_solver::puzzle::{Prover, generate};
use mastermind_store::PuzzleStore;
use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::puzzle_args::{self, PuzzlesAction, PuzzlesArgs};

pub fn run(args: PuzzlesArgs) -> anyhow::Result<()> {
    let PuzzlesAction::Generate {
        count,
        theme,
        seed,
        data_dir,
        database,
    } = args.action;
    let themes = match puzzle_args::theme(theme.as_deref())? {
        Some(theme) => vec![theme],
        None => Theme::ALL.to_vec(),
    };
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .with_context(|| tr!("cmd-no-runtime"))?;
    // Opened first: a wrong address is said before minutes of work.
    let (store, _) = runtime.block_on(crate::db::open(database, data_dir))?;
    let mut rng = seed.map_or_else(rand::make_rng, StdRng::seed_from_u64);
    let mut checker = Checker::default();
    for theme in themes {
        let started = Instant::now();
        let made = generate(theme, count, &mut rng);
        let (kept, failed): (Vec<Puzzle>, Vec<Puzzle>) =
            made.into_iter().partition(|p| checker.holds(p));
        let took = started.elapsed().max(Duration::from_millis(1));
        let new = runtime.block_on(store.add_puzzles(&kept, crate::clock::now_millis()))?;
        let rate = kept.len() as f64 / (took.as_secs_f64() / 60.0);
        println!(
            "{}",
            tr!(
                "cmd-puzzles-generated",
                theme = theme.name(),
                generated = kept.len(),
                new = new,
                rate = crate::words::fixed(rate, 1)
            )
        );
        if !failed.is_empty() {
            eprintln!(
                "mastermind: {}",
                tr!(
                    "cmd-puzzles-failed-check",
                    theme = theme.name(),
                    count = failed.len()
                )
            );
        }
    }
    runtime.block_on(store.close());
    Ok(())
}

/// The second proof, by provers of its own (not the generator's).
#[derive(Default)]
struct Checker {
    provers: HashMap<Setup, Prover>,
}

impl Checker {
    /// Whether the puzzle's task holds: a break-in takes exactly its number
    /// of guesses; a best guess accepts exactly the best guesses.
    fn holds(&mut self, puzzle: &Puzzle) -> bool {
        let prover = self
            .provers
            .entry(puzzle.setup.clone())
            .or_insert_with(|| Prover::new(&puzzle.setup));
        let history = puzzle.history();
        match puzzle.task {
            Task::BreakIn { guesses } => prover.prove(&history, guesses).is_ok(),
            Task::BestGuess => prover
                .best_guesses(&history)
                .is_some_and(|best| best.guesses == puzzle.accepted),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mastermind_solver::puzzle::shipped;

    #[test]
    fn the_second_proof_refuses_a_task_that_does_not_hold() {
        let mut checker = Checker::default();
        let puzzles = shipped();
        let break_in = puzzles
            .iter()
            .find(|p| p.setup.code_count() <= 1296 && matches!(p.task, Task::BreakIn { .. }))
            .expect("a small break-in")
            .clone();
        assert!(checker.holds(&break_in));
        let Task::BreakIn { guesses } = break_in.task else {
            unreachable!()
        };
        for wrong in [guesses - 1, guesses + 1] {
            let mut changed = break_in.clone();
            changed.task = Task::BreakIn { guesses: wrong };
            assert!(!checker.holds(&changed), "{wrong} guesses");
        }
        let best = puzzles
            .iter()
            .find(|p| p.setup.code_count() <= 1296 && p.task == Task::BestGuess)
            .expect("a small best guess")
            .clone();
        assert!(checker.holds(&best));
        let mut fewer = best.clone();
        fewer.accepted.pop();
        assert!(!checker.holds(&fewer));
    }
}
