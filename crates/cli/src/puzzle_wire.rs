//! The server's puzzle views read into the core's types, so that a
//! server's puzzle is shown and checked as an offline one is.

use mastermind_api::games::TurnView;
use mastermind_api::puzzles::PuzzleView;
use mastermind_core::duel::rating::Rating;
use mastermind_core::puzzle::{Puzzle, Task, Theme};
use mastermind_core::{Code, Turn};

use crate::online::api::Failure;

/// The core's puzzle the server's view shows (without its accepted
/// guesses, which the server keeps until the attempt ends).
pub(crate) fn puzzle_of(view: &PuzzleView) -> Result<Puzzle, Failure> {
    let setup = view
        .setup
        .to_setup()
        .ok_or_else(|| unreadable(format!("the setup {:?}", view.setup)))?;
    // No puzzle is played on a setup past the solver's size: its codes are
    // counted here with the solver's prover.
    if setup.code_count() > mastermind_solver::MAX_CODES {
        return Err(unreadable(format!("the setup {:?}", view.setup)));
    }
    let theme = Theme::from_name(&view.theme)
        .ok_or_else(|| unreadable(format!("the theme {:?}", view.theme)))?;
    let task = match view.task.as_str() {
        "break_in" => Task::BreakIn {
            guesses: view.guesses,
        },
        "best_guess" => Task::BestGuess,
        other => return Err(unreadable(format!("the task {other:?}"))),
    };
    Ok(Puzzle {
        id: view.id.clone(),
        setup,
        position: turns_of(&view.position)?,
        task,
        theme,
        rating: Rating {
            rating: view.rating as f64,
            ..Rating::default()
        },
        accepted: Vec::new(),
    })
}

pub(crate) fn turns_of(turns: &[TurnView]) -> Result<Vec<Turn>, Failure> {
    turns
        .iter()
        .map(|t| {
            Ok(Turn {
                guess: code_of(&t.guess)?,
                black: t.black,
                white: t.white,
            })
        })
        .collect()
}

pub(crate) fn code_of(digits: &str) -> Result<Code, Failure> {
    Code::from_digits(digits).ok_or_else(|| unreadable(format!("the code {digits:?}")))
}

pub(crate) fn unreadable(what: String) -> Failure {
    Failure::Unreadable(what)
}

#[cfg(test)]
mod tests {
    use super::*;
    use mastermind_solver::puzzle::shipped;

    #[test]
    fn a_puzzle_reads_back_from_the_servers_view() {
        for puzzle in shipped() {
            let view = PuzzleView {
                id: puzzle.id.clone(),
                theme: puzzle.theme.name().to_string(),
                task: match puzzle.task {
                    Task::BreakIn { .. } => "break_in",
                    Task::BestGuess => "best_guess",
                }
                .to_string(),
                guesses: puzzle.task.guesses(),
                setup: (&puzzle.setup).into(),
                position: puzzle
                    .position
                    .iter()
                    .enumerate()
                    .map(|(i, t)| TurnView {
                        turn: i + 1,
                        guess: t.guess.to_string(),
                        black: t.black,
                        white: t.white,
                    })
                    .collect(),
                codes_left: 0,
                rating: 1500,
            };
            let read = puzzle_of(&view).expect("a puzzle");
            assert_eq!(read.setup, puzzle.setup, "{}", puzzle.id);
            assert_eq!(read.position, puzzle.position, "{}", puzzle.id);
            assert_eq!(read.task, puzzle.task, "{}", puzzle.id);
            assert_eq!(read.theme, puzzle.theme, "{}", puzzle.id);
            let prover = mastermind_solver::puzzle::Prover::new(&read.setup);
            assert!(!prover.codes_left(&read.history()).is_empty());
        }
    }
}
