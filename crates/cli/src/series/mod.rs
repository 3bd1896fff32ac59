//! `mastermind series`: the board game for two on one device or beside a
//! physical board. The core keeps the rules and the score; this module reads
//! the players' lines, runs the turn clock, shows what happened and saves the
//! series after every move.

mod input;
mod view;

use std::io::{BufReader, IsTerminal};
use std::time::{Duration, Instant};

use mastermind_core::series::{
    Event, FeedbackMode, Referee, Series, SeriesError, SeriesRules, Variant,
};
use mastermind_core::{Code, Feedback, Notation, Setup, parse_answer};

use crate::args::SeriesArgs;
use crate::local_scores;
use crate::usage::usage;
use input::{Input, Line, warning_before};
use view::View;

/// The solver's referee, for challenges.
struct SolverReferee;

impl Referee for SolverReferee {
    fn contradiction(&self, setup: &Setup, history: &[(Code, Feedback)]) -> Option<Vec<usize>> {
        match mastermind_solver::referee(setup, history) {
            mastermind_solver::Verdict::Consistent { .. } => None,
            mastermind_solver::Verdict::Inconsistent { turns } => Some(turns),
        }
    }
}

pub fn run(args: SeriesArgs) -> anyhow::Result<()> {
    let db = local_scores::open_db(args.data_dir.as_deref())?;
    let (id, series) = match args.resume.as_deref() {
        Some(which) => resume(&db, which)?,
        None => {
            let series = Series::new(rules(&args)?).map_err(usage)?;
            (db.create_series(&series, None)?, series)
        }
    };
    let json = args.json || !(std::io::stdin().is_terminal() && std::io::stdout().is_terminal());
    let input = Input::spawn(BufReader::new(std::io::stdin()));
    let mut driver = Driver {
        id,
        series,
        db,
        input,
        view: View::new(json),
        clock: None,
        announced: None,
        notation: Notation::default(),
    };
    driver.run()
}

fn rules(args: &SeriesArgs) -> anyhow::Result<SeriesRules> {
    let players = args
        .players
        .as_deref()
        .ok_or_else(|| usage("--players A,B names the two players"))?;
    let names: Vec<&str> = players.split(',').map(str::trim).collect();
    let [first, second] = names[..] else {
        return Err(usage(format!(
            "--players takes two names separated by a comma, not '{players}'"
        )));
    };
    let variant = match args.variant.as_str() {
        "board" | "1" => Variant::Board,
        "board-blanks" | "2" => Variant::BoardBlanks,
        other => {
            return Err(usage(format!(
                "unknown variant '{other}': use 'board' or 'board-blanks'"
            )));
        }
    };
    let feedback = match args.feedback.as_str() {
        "computed" => FeedbackMode::Computed,
        "manual" => FeedbackMode::Manual,
        other => {
            return Err(usage(format!(
                "unknown feedback '{other}': use 'computed' or 'manual'"
            )));
        }
    };
    if args.time_limit == Some(0) {
        return Err(usage("--time-limit is a number of seconds above 0"));
    }
    Ok(SeriesRules {
        players: [first.to_string(), second.to_string()],
        games: args.games,
        variant,
        // A physical board's codemaker answers on the board.
        feedback: if args.companion {
            FeedbackMode::Manual
        } else {
            feedback
        },
        companion: args.companion,
        time_limit: args.time_limit,
    })
}

fn resume(db: &mastermind_store::blocking::ScoreDb, which: &str) -> anyhow::Result<(i64, Series)> {
    let found = if which == "latest" {
        db.latest_unfinished_series()?
    } else {
        let id: i64 = which
            .parse()
            .map_err(|_| usage(format!("--resume takes a series id, not '{which}'")))?;
        db.load_series(id)?
            .filter(|saved| saved.owner.is_none())
            .map(|saved| (id, saved.series))
    };
    let (id, series) =
        found.ok_or_else(|| usage(format!("no saved series to resume ({which})")))?;
    if series.is_over() {
        return Err(usage(format!("series {id} is over; start a new one")));
    }
    Ok((id, series))
}

/// Where the current game stands, i.e. whose line comes next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    Secret,
    Guess { turn: usize },
    Answer { turn: usize, guess: Code },
    Reveal,
}

struct Driver {
    id: i64,
    series: Series,
    db: mastermind_store::blocking::ScoreDb,
    input: Input,
    view: View,
    /// The running turn clock: (game index, turn, started, warned).
    clock: Option<(usize, usize, Instant, bool)>,
    /// The index of the last game announced.
    announced: Option<usize>,
    notation: Notation,
}

impl Driver {
    fn run(&mut self) -> anyhow::Result<()> {
        self.view.series(self.id, &self.series)?;
        loop {
            self.db.save_series(self.id, &self.series)?;
            if self.series.is_over() {
                return self.view.series_end(&self.series);
            }
            let index = self.series.games.len() - 1;
            if self.announced != Some(index) {
                self.announced = Some(index);
                self.view.game_start(&self.series)?;
            }
            let phase = self.phase();
            let line = match phase {
                Phase::Secret if !self.view.json && !self.input.is_waiting() => Line::Text(
                    format!("secret {}", self.view.read_hidden_secret(&self.series)?),
                ),
                Phase::Guess { turn } => self.read_with_clock(index, turn)?,
                _ => {
                    self.view.prompt(&self.series, phase)?;
                    self.input.next(None)
                }
            };
            match line {
                Line::End => return self.view.quit(self.id),
                Line::TimedOut => {
                    let game = self.game_number();
                    let events = self.series.time_out()?;
                    self.clock = None;
                    self.show(game, &events)?;
                }
                Line::Text(text) => {
                    if !self.handle(phase, text.trim())? {
                        return self.view.quit(self.id);
                    }
                }
            }
        }
    }

    fn phase(&self) -> Phase {
        let game = self.series.current().expect("the series is on");
        if game.revealing {
            Phase::Reveal
        } else if self.series.needs_secret() {
            Phase::Secret
        } else if let Some(guess) = game.pending {
            Phase::Answer {
                turn: game.rows.len() + 1,
                guess,
            }
        } else {
            Phase::Guess {
                turn: game.rows.len() + 1,
            }
        }
    }

    /// The codebreaker's line, with a warning before the turn's time runs out.
    fn read_with_clock(&mut self, index: usize, turn: usize) -> anyhow::Result<Line> {
        let Some(limit) = self
            .series
            .rules
            .time_limit
            .map(|s| Duration::from_secs(u64::from(s)))
        else {
            self.view.prompt(&self.series, Phase::Guess { turn })?;
            return Ok(self.input.next(None));
        };
        let started = match self.clock {
            Some((i, t, started, _)) if i == index && t == turn => started,
            _ => {
                self.clock = Some((index, turn, Instant::now(), false));
                self.view.prompt(&self.series, Phase::Guess { turn })?;
                Instant::now()
            }
        };
        let end = started + limit;
        let warn_at = end - warning_before(limit);
        let warned = self.clock.is_some_and(|c| c.3);
        if !warned {
            match self.input.next(Some(warn_at)) {
                Line::TimedOut => {
                    self.clock = Some((index, turn, started, true));
                    self.view.time_warning(
                        &self.series,
                        turn,
                        end.saturating_duration_since(Instant::now()),
                    )?;
                }
                line => return Ok(line),
            }
        }
        Ok(self.input.next(Some(end)))
    }

    /// Acts on one line; false when the players quit.
    fn handle(&mut self, phase: Phase, text: &str) -> anyhow::Result<bool> {
        if text.is_empty() {
            return Ok(true);
        }
        let lower = text.to_ascii_lowercase();
        let (word, rest) = lower
            .split_once(char::is_whitespace)
            .map_or((lower.as_str(), ""), |(w, r)| (w, r.trim()));
        let setup = self.series.setup();
        let game = self.game_number();
        let result = match (word, phase) {
            ("quit" | "q", _) => return Ok(false),
            ("challenge", _) => self.series.challenge(&SolverReferee),
            ("secret" | "reveal", Phase::Secret) => self
                .code(&setup, rest)
                .and_then(|c| self.series.set_secret(c).map(|()| Vec::new())),
            ("secret" | "reveal", Phase::Reveal) => {
                self.code(&setup, rest).and_then(|c| self.series.reveal(c))
            }
            ("secret" | "reveal", _) => Err(SeriesError::Answer(
                "the code is set at the start of a game or at the reveal".into(),
            )),
            ("answer", _) => self.answer(&setup, rest),
            // On a terminal each prompt says what to type; bare answers and codes are enough.
            (_, Phase::Answer { .. }) if !self.view.json => self.answer(&setup, text),
            (_, Phase::Reveal) if !self.view.json => {
                self.code(&setup, text).and_then(|c| self.series.reveal(c))
            }
            _ => self.code(&setup, text).and_then(|c| self.series.guess(c)),
        };
        match result {
            Ok(events) => {
                if let (Phase::Guess { turn }, true) = (phase, events.is_empty()) {
                    if let Some(guess) = self.series.current().and_then(|g| g.pending) {
                        self.view.guess_played(&self.series, turn, guess)?;
                    }
                } else if phase == Phase::Secret && events.is_empty() {
                    self.view.secret_set(&self.series)?;
                }
                if events.iter().any(|e| !matches!(e, Event::ChallengeFailed)) {
                    self.clock = None;
                }
                self.show(game, &events)?;
            }
            Err(e) => self.view.invalid(text, &e.to_string())?,
        }
        Ok(true)
    }

    fn code(&self, setup: &Setup, text: &str) -> Result<Code, SeriesError> {
        Ok(setup.parse_code(text)?)
    }

    fn answer(&mut self, setup: &Setup, text: &str) -> Result<Vec<Event>, SeriesError> {
        let feedback = parse_answer(text, setup.pegs(), setup.rule(), self.notation)
            .map_err(|e| SeriesError::Answer(e.to_string()))?;
        self.series.answer(feedback)
    }

    /// The number of the game in play, before a move may end it.
    fn game_number(&self) -> u8 {
        self.series.current().map_or(0, |g| g.number)
    }

    fn show(&mut self, game: u8, events: &[Event]) -> anyhow::Result<()> {
        for event in events {
            self.view.event(&self.series, game, event)?;
        }
        Ok(())
    }
}
