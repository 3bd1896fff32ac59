//! `mastermind puzzle`: puzzles played offline and unrated, from the set
//! shipped with the solver and a few generated at the start. A guess a line;
//! the solver's adversary answers, so that no guess is lucky; `q` or the end
//! of the input stops. Casual play goes from puzzle to puzzle; a streak goes
//! on, each puzzle nearer a higher rating, until the first miss. With
//! `--server` the server's puzzles are played instead, rated
//! (`puzzle_online`).

use std::collections::HashMap;
use std::io::{BufRead, IsTerminal, Write};
use std::sync::Arc;

use mastermind_core::puzzle::{Ending, Mode, Puzzle, PuzzleError, Task, Theme, streak_target};
use mastermind_core::{Code, Feedback, Setup};
use mastermind_i18n::tr;
use mastermind_solver::puzzle::{Prover, WorstCase, generate, shipped};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};

use crate::puzzle_args::{self, PuzzleArgs};
use crate::puzzle_view::View;
use crate::text_lines::{BadLine, TextLines};
use crate::usage::usage;

pub fn run(args: PuzzleArgs) -> anyhow::Result<()> {
    if let Some(server) = args.server.clone() {
        return crate::puzzle_online::run(args, &server);
    }
    if args.daily {
        return Err(puzzle_args::needs_server("--daily"));
    }
    let mode = puzzle_args::mode(args.mode.as_deref())?;
    let theme = puzzle_args::theme(args.theme.as_deref())?;
    let mut rng = args.seed.map_or_else(rand::make_rng, StdRng::seed_from_u64);
    let shipped = shipped();
    let chosen = match &args.puzzle {
        Some(id) => Some(
            shipped
                .iter()
                .find(|p| p.id == *id)
                .cloned()
                .ok_or_else(|| usage(tr!("cmd-puzzle-unknown", id = id.as_str())))?,
        ),
        None => None,
    };
    let stdin = std::io::stdin();
    let prompt = stdin.is_terminal();
    let mut session = Session {
        provers: HashMap::new(),
        rng: StdRng::seed_from_u64(rng.random()),
        lines: crate::text_lines::lines(stdin.lock()),
        view: View::new(std::io::stdout().lock(), prompt),
    };
    if let Some(puzzle) = chosen {
        session.play(1, puzzle)?;
        return Ok(());
    }
    let mut pool: Vec<Puzzle> = shipped
        .into_iter()
        .filter(|p| theme.is_none_or(|t| p.theme == t))
        .collect();
    let kept = pool.len();
    if args.count > 0 {
        session
            .view
            .say(&tr!("cmd-puzzle-generating", count = args.count))?;
        pool.extend(fresh(theme, args.count, &mut rng));
    }
    if pool.is_empty() {
        return Err(usage(tr!("cmd-puzzle-none")));
    }
    session.view.say(&tr!(
        "cmd-puzzle-ready",
        shipped = kept,
        fresh = pool.len() - kept
    ))?;
    match mode {
        Mode::Streak => session.streak(pool),
        _ => session.casual(pool),
    }
}

/// `count` fresh puzzles of `theme`, or each of a theme drawn at random.
fn fresh(theme: Option<Theme>, count: usize, rng: &mut StdRng) -> Vec<Puzzle> {
    match theme {
        Some(theme) => generate(theme, count, rng),
        None => (0..count)
            .flat_map(|_| {
                let theme = Theme::ALL[rng.random_range(0..Theme::ALL.len())];
                generate(theme, 1, rng)
            })
            .collect(),
    }
}

/// How one puzzle went: ended, or left when the player stopped.
enum Played {
    Ended(Ending),
    Stopped,
}

struct Session<R, W> {
    /// One prover a setup, shared by the puzzles played on it.
    provers: HashMap<Setup, Arc<Prover>>,
    rng: StdRng,
    lines: TextLines<R>,
    view: View<W>,
}

impl<R: BufRead, W: Write> Session<R, W> {
    fn prover(&mut self, setup: &Setup) -> Arc<Prover> {
        self.provers
            .entry(setup.clone())
            .or_insert_with(|| Arc::new(Prover::new(setup)))
            .clone()
    }

    /// Puzzles one after another until the player stops or none is left.
    fn casual(&mut self, mut pool: Vec<Puzzle>) -> anyhow::Result<()> {
        pool.shuffle(&mut self.rng);
        let (mut played, mut solved) = (0usize, 0usize);
        let mut stopped = false;
        for puzzle in pool {
            match self.play(played + 1, puzzle)? {
                Played::Ended(ending) => {
                    played += 1;
                    solved += usize::from(ending.is_solved());
                }
                Played::Stopped => {
                    stopped = true;
                    break;
                }
            }
        }
        if !stopped {
            self.view
                .say(&format!("\n{}", tr!("cmd-puzzle-all-played")))?;
        }
        self.view.say(&format!(
            "\n{}",
            tr!("cmd-puzzle-summary", solved = solved, played = played)
        ))?;
        Ok(())
    }

    /// Puzzles until the first miss, each the one left nearest the rating
    /// a streak of its length aims at; then the streak's length.
    fn streak(&mut self, mut pool: Vec<Puzzle>) -> anyhow::Result<()> {
        let mut solved = 0u32;
        loop {
            let Some(index) = nearest(&pool, streak_target(solved), &mut self.rng) else {
                self.view
                    .say(&format!("\n{}", tr!("cmd-puzzle-all-played")))?;
                break;
            };
            let puzzle = pool.swap_remove(index);
            match self.play(solved as usize + 1, puzzle)? {
                Played::Ended(Ending::Solved) => solved += 1,
                Played::Ended(_) | Played::Stopped => break,
            }
        }
        self.view
            .say(&format!("\n{}", tr!("cmd-puzzle-streak", solved = solved)))?;
        Ok(())
    }

    /// Plays one puzzle to its end, or until the player stops.
    fn play(&mut self, number: usize, puzzle: Puzzle) -> anyhow::Result<Played> {
        let prover = self.prover(&puzzle.setup);
        let mut history: Vec<(Code, Feedback)> = puzzle.history();
        self.view
            .puzzle(number, &puzzle, &prover.codes_left(&history))?;
        let mut adversary =
            WorstCase::new(prover.clone(), StdRng::seed_from_u64(self.rng.random()));
        let mut attempt = puzzle.attempt();
        loop {
            self.view.prompt()?;
            let Some(line) = self.lines.next() else {
                return Ok(Played::Stopped);
            };
            let line = match line {
                Ok(line) => line,
                Err(BadLine::Io(e)) => return Err(e.into()),
                Err(bad) => {
                    self.view.not_played(&bad.to_string())?;
                    continue;
                }
            };
            let text = line.trim();
            match text.to_ascii_lowercase().as_str() {
                "" => continue,
                "q" | "quit" => return Ok(Played::Stopped),
                _ => {}
            }
            let turn = match puzzle
                .setup
                .parse_code(text)
                .map_err(PuzzleError::from)
                .and_then(|code| attempt.guess(code, &mut adversary))
            {
                Ok(turn) => turn,
                // A guess that is no code of the puzzle costs nothing.
                Err(PuzzleError::Code(e)) => {
                    self.view.not_played(&crate::words::refusal(&e))?;
                    continue;
                }
                Err(other) => return Err(other.into()),
            };
            let number = puzzle.position.len() + attempt.turns().len();
            self.view.row(number, &turn, puzzle.setup.pegs())?;
            history.push((turn.guess, turn.feedback()));
            let Some(ending) = attempt.ending() else {
                self.view.left(&prover.codes_left(&history))?;
                self.view.guesses_left(attempt.guesses_left())?;
                continue;
            };
            match (ending, puzzle.task) {
                (Ending::Solved, _) => self.view.solved()?,
                (Ending::NotBest, _) => self.view.not_best(turn.guess, &puzzle.accepted)?,
                // No guess gives up; a miss all the same.
                (Ending::OutOfGuesses | Ending::GaveUp, Task::BreakIn { guesses }) => {
                    let line = prover.line(&puzzle.history(), guesses);
                    self.view.out_of_guesses(line, guesses)?;
                }
                (Ending::OutOfGuesses | Ending::GaveUp, Task::BestGuess) => {
                    self.view.out_of_guesses(None, 1)?
                }
            }
            return Ok(Played::Ended(ending));
        }
    }
}

/// The index of the puzzle whose rating is nearest `target`, ties drawn at
/// random; `None` for no puzzle.
fn nearest(pool: &[Puzzle], target: f64, rng: &mut StdRng) -> Option<usize> {
    let distance = |p: &Puzzle| (p.rating.rating - target).abs();
    let least = pool.iter().map(distance).min_by(f64::total_cmp)?;
    let ties: Vec<usize> = (0..pool.len())
        .filter(|&i| distance(&pool[i]) <= least)
        .collect();
    Some(ties[rng.random_range(0..ties.len())])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_streak_takes_the_puzzle_nearest_its_target() {
        let mut pool = shipped();
        pool.truncate(3);
        pool[0].rating.rating = 1090.0;
        pool[1].rating.rating = 1180.0;
        pool[2].rating.rating = 1700.0;
        let mut rng = StdRng::seed_from_u64(1);
        assert_eq!(nearest(&pool, streak_target(0), &mut rng), Some(0));
        assert_eq!(nearest(&pool, streak_target(1), &mut rng), Some(1));
        assert_eq!(nearest(&pool, streak_target(9), &mut rng), Some(2));
        assert_eq!(nearest(&[], 1500.0, &mut rng), None);
    }
}
