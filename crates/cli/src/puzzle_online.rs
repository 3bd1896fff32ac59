//! `mastermind puzzle --server URL`: the server's puzzles with an account,
//! played line by line as offline ones are (the same rows, task words and
//! endings): rated (the default), casual or a streak, one puzzle after
//! another, or with `--daily` the day's puzzle once, with how everyone did.
//! The player's record comes first. Each guess goes to the server, whose
//! codemaker answers it; at an attempt's end come the answer and, for a
//! rated one, the rating's change. `q` or the end of the input stops and
//! leaves the attempt open on the server: the server hands a player's open
//! attempt out first, so the next run takes it up again.
//!
//! Exit status: 0 when the player stopped or the puzzles ended, 1 when the
//! server cannot be reached, 2 on a bad command line (or a theme the server
//! has no puzzles of), 3 when the login is refused.

use std::future::Future;
use std::io::{BufRead, IsTerminal, Write};

use anyhow::Context;
use mastermind_api::puzzles::{
    AttemptView, DailyPuzzleView, NextPuzzleRequest, PuzzleGuessRequest, PuzzleRecordView,
};
use mastermind_core::puzzle::{Ending, Mode, Puzzle, Task, Theme};
use mastermind_core::{Code, Turn};
use mastermind_i18n::tr;
use reqwest::StatusCode;
use serde_json::json;

use crate::online::api::{Api, Failure};
use crate::online::{connect, enter, login_name};
use crate::puzzle_args::{self, PuzzleArgs};
use crate::puzzle_view::View;
use mastermind_solver::puzzle::Prover;

use crate::puzzle_wire::{code_of, puzzle_of, turns_of, unreadable};
use crate::text_lines::{BadLine, TextLines};
use crate::usage::usage;

pub fn run(args: PuzzleArgs, server: &str) -> anyhow::Result<()> {
    let mode = puzzle_args::online_mode(args.mode.as_deref())?;
    let theme = puzzle_args::theme(args.theme.as_deref())?;
    let (token, name) = login_name(&args.login)?;
    let (api, password) = connect(server, &args.login, token, &name)?;
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .with_context(|| tr!("cmd-no-runtime"))?;
    runtime.block_on(enter(&api, &name, password.as_deref(), args.login.sign_up))?;
    let stdin = std::io::stdin();
    let prompt = stdin.is_terminal();
    let mut session = Session {
        runtime,
        api,
        lines: crate::text_lines::lines(stdin.lock()),
        view: View::new(std::io::stdout().lock(), prompt),
    };
    session.record()?;
    session.view.say(&tr!("cmd-puzzle-online-ready"))?;
    if args.daily {
        return session.daily();
    }
    match mode {
        Mode::Streak => session.streak(theme),
        _ => session.series(mode, theme),
    }
}

/// How one attempt went: ended (as the server last showed it), or left
/// open when the player stopped.
enum Played {
    Ended(Box<AttemptView>, Ending),
    Stopped,
}

struct Session<R, W> {
    runtime: tokio::runtime::Runtime,
    api: Api,
    lines: TextLines<R>,
    view: View<W>,
}

impl<R: BufRead, W: Write> Session<R, W> {
    /// Waits for one request to the server.
    fn call<T>(&self, request: impl Future<Output = Result<T, Failure>>) -> Result<T, Failure> {
        self.runtime.block_on(request)
    }

    /// The player's record: the rating (or none yet), the puzzles solved
    /// of those played, the streaks. A token that may not read it is said
    /// and play goes on.
    fn record(&mut self) -> anyhow::Result<()> {
        let record = match self.call(self.api.get::<PuzzleRecordView>("/api/puzzles/record")) {
            Ok(record) => record,
            Err(Failure::Refused(StatusCode::FORBIDDEN, message)) => {
                self.view
                    .say(&tr!("cmd-puzzle-record-hidden", message = message))?;
                return Ok(());
            }
            Err(other) => return Err(other.into()),
        };
        // Ratings as strings: written without separators, as the site does.
        let rating = match record.rating {
            None => tr!("cmd-puzzle-record-unrated"),
            Some(rating) if record.provisional => {
                tr!("cmd-puzzle-record-provisional", rating = rating.to_string())
            }
            Some(rating) => tr!("cmd-puzzle-record-rating", rating = rating.to_string()),
        };
        self.view.say(&tr!(
            "cmd-puzzle-record",
            rating = rating,
            solved = record.solved,
            attempts = record.attempts,
            streak = record.streak,
            best = record.best_streak
        ))?;
        Ok(())
    }

    /// The player's open attempt in `mode`, or a new one.
    fn next(&self, mode: Mode, theme: Option<Theme>) -> anyhow::Result<AttemptView> {
        let request = NextPuzzleRequest {
            mode: Some(mode.name().to_string()),
            theme: theme.map(|t| t.name().to_string()),
        };
        self.call(self.api.post("/api/puzzles/next", &request))
            .map_err(refused_as_usage)
    }

    /// Rated or casual puzzles one after another until the player stops.
    fn series(&mut self, mode: Mode, theme: Option<Theme>) -> anyhow::Result<()> {
        let (mut played, mut solved) = (0usize, 0usize);
        loop {
            let attempt = self.next(mode, theme)?;
            match self.play(played + 1, attempt)? {
                Played::Ended(_, ending) => {
                    played += 1;
                    solved += usize::from(ending.is_solved());
                }
                Played::Stopped => break,
            }
        }
        self.view.say(&format!(
            "\n{}",
            tr!("cmd-puzzle-summary", solved = solved, played = played)
        ))?;
        Ok(())
    }

    /// A streak's puzzles until the first miss, then its length (the
    /// server's count, which holds from run to run); stopping leaves it
    /// going on.
    fn streak(&mut self, theme: Option<Theme>) -> anyhow::Result<()> {
        let mut number = 0;
        loop {
            let attempt = self.next(Mode::Streak, theme)?;
            number += 1;
            match self.play(number, attempt)? {
                Played::Ended(_, Ending::Solved) => {}
                Played::Ended(attempt, _) => {
                    let solved = attempt.streak.unwrap_or(number as i64 - 1);
                    self.view
                        .say(&format!("\n{}", tr!("cmd-puzzle-streak", solved = solved)))?;
                    return Ok(());
                }
                Played::Stopped => return Ok(()),
            }
        }
    }

    /// The day's puzzle once, then how everyone did at it today.
    fn daily(&mut self) -> anyhow::Result<()> {
        let day: DailyPuzzleView = self
            .call(self.api.post("/api/puzzles/daily", &json!({})))
            .map_err(refused_as_usage)?;
        if let Played::Ended(..) = self.play(1, day.attempt)? {
            // Asked again: the tally with this attempt in it.
            let day: DailyPuzzleView =
                self.call(self.api.post("/api/puzzles/daily", &json!({})))?;
            self.view.say(&tr!(
                "cmd-puzzle-daily-tally",
                attempts = day.attempts,
                solved = day.solved
            ))?;
        }
        Ok(())
    }

    /// Plays one attempt to its end, or until the player stops: the
    /// puzzle, the turns of the attempt already played (one resumed), then
    /// a guess a line, each sent to the server and its answer shown.
    fn play(&mut self, number: usize, mut attempt: AttemptView) -> anyhow::Result<Played> {
        let puzzle = puzzle_of(&attempt.puzzle)?;
        let setup = &puzzle.setup;
        // The codes that still fit, as the offline puzzles count them.
        let prover = Prover::new(setup);
        let mut history = puzzle.history();
        self.view.heading(number, &puzzle)?;
        self.view.say(&kind(&attempt))?;
        self.view.position(&puzzle, &prover.codes_left(&history))?;
        let mut shown = 0;
        loop {
            let turns = turns_of(&attempt.turns)?;
            for (i, turn) in turns.iter().enumerate().skip(shown) {
                let row = puzzle.position.len() + i + 1;
                self.view.row(row, turn, setup.pegs())?;
                history.push((turn.guess, turn.feedback()));
            }
            let answered = turns.len() > shown;
            shown = turns.len();
            if let Some(name) = &attempt.ending {
                let ending = Ending::from_name(name)
                    .ok_or_else(|| unreadable(format!("the ending {name:?}")))?;
                self.ended(&puzzle, &attempt, &turns, ending)?;
                return Ok(Played::Ended(Box::new(attempt), ending));
            }
            if answered {
                self.view.left(&prover.codes_left(&history))?;
                self.view.guesses_left(attempt.guesses_left)?;
            }
            let text = loop {
                self.view.prompt()?;
                let Some(line) = self.lines.next() else {
                    return self.stop(&attempt);
                };
                match line {
                    Ok(line) if line.trim().is_empty() => {}
                    Ok(line) => break line.trim().to_string(),
                    Err(BadLine::Io(e)) => return Err(e.into()),
                    Err(bad) => self.view.not_played(&bad.to_string())?,
                }
            };
            if matches!(text.to_ascii_lowercase().as_str(), "q" | "quit") {
                return self.stop(&attempt);
            }
            let path = format!("/api/puzzles/attempts/{}/guesses", attempt.id);
            let guess = PuzzleGuessRequest { guess: text };
            match self.call(self.api.post::<AttemptView>(&path, &guess)) {
                Ok(answered) => attempt = answered,
                // A guess that is no code of the puzzle, or one the solver
                // had no time for, costs nothing.
                Err(Failure::Refused(
                    StatusCode::BAD_REQUEST
                    | StatusCode::TOO_MANY_REQUESTS
                    | StatusCode::SERVICE_UNAVAILABLE,
                    message,
                )) => self.view.not_played(&message)?,
                // Played on elsewhere (the site) meanwhile: as it is now.
                Err(Failure::Refused(StatusCode::CONFLICT, message)) => {
                    self.view.not_played(&message)?;
                    let path = format!("/api/puzzles/attempts/{}", attempt.id);
                    attempt = self.call(self.api.get(&path))?;
                }
                Err(other) => return Err(other.into()),
            }
        }
    }

    /// How the attempt ended, its answer, and a rated one's rating change.
    fn ended(
        &mut self,
        puzzle: &Puzzle,
        attempt: &AttemptView,
        turns: &[Turn],
        ending: Ending,
    ) -> anyhow::Result<()> {
        let answer: Vec<Code> = attempt
            .answer
            .iter()
            .map(|a| code_of(a))
            .collect::<Result<_, _>>()?;
        let first = answer.first().copied();
        match (ending, puzzle.task) {
            (Ending::Solved, _) => self.view.solved()?,
            (Ending::NotBest, _) => match turns.last() {
                Some(last) => self.view.not_best(last.guess, &answer)?,
                None => self.view.best(&answer)?,
            },
            (Ending::OutOfGuesses, Task::BreakIn { guesses }) => {
                self.view.out_of_guesses(first, guesses)?
            }
            (Ending::OutOfGuesses, Task::BestGuess) => {
                self.view.out_of_guesses(None, 1)?;
                self.view.best(&answer)?;
            }
            (Ending::GaveUp, Task::BreakIn { guesses }) => {
                self.view.gave_up()?;
                if let Some(first) = first {
                    self.view.line(first, guesses)?;
                }
            }
            (Ending::GaveUp, Task::BestGuess) => {
                self.view.gave_up()?;
                self.view.best(&answer)?;
            }
        }
        if let (Some(before), Some(after)) = (attempt.rating_before, attempt.rating_after) {
            self.view.say(&tr!(
                "cmd-puzzle-rating-change",
                before = before.to_string(),
                after = after.to_string(),
                change = format!("{:+}", after - before)
            ))?;
        }
        Ok(())
    }

    /// The player stopped: the attempt stays open on the server, for the
    /// next run to take up again.
    fn stop(&mut self, attempt: &AttemptView) -> anyhow::Result<Played> {
        self.view.say(&format!(
            "\n{}",
            tr!("cmd-puzzle-stays-open", id = attempt.puzzle.id.as_str())
        ))?;
        Ok(Played::Stopped)
    }
}

/// What kind of attempt it is: rated, casual, a streak's or the day's.
fn kind(attempt: &AttemptView) -> String {
    let rating = attempt.puzzle.rating.to_string();
    match (attempt.mode.as_str(), &attempt.day, attempt.streak) {
        ("daily", Some(day), _) => tr!("cmd-puzzle-kind-daily", day = day.as_str()),
        ("streak", _, Some(streak)) => {
            tr!("cmd-puzzle-kind-streak", streak = streak, rating = rating)
        }
        _ if attempt.rated => tr!("cmd-puzzle-kind-rated", rating = rating),
        _ => tr!("cmd-puzzle-kind-casual", rating = rating),
    }
}

/// A theme without puzzles, a token that may not play, or a request the
/// server does not take is a bad argument; the server out of reach is not.
fn refused_as_usage(failure: Failure) -> anyhow::Error {
    match failure {
        Failure::Refused(
            StatusCode::BAD_REQUEST | StatusCode::FORBIDDEN | StatusCode::NOT_FOUND,
            message,
        ) => usage(message),
        other => other.into(),
    }
}
