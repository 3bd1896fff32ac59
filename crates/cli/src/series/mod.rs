//! `mastermind series`: the board game for two on one device or beside a
//! physical board. The core keeps the rules and the score; this module reads
//! the players' lines, runs the turn clock, shows what happened and saves the
//! series after every move.

mod coach;
mod input;
mod view;

use std::io::{BufReader, IsTerminal};
use std::time::Instant;

use mastermind_core::series::{
    Event, FeedbackMode, Phase, Series, SeriesError, SeriesRules, TurnClock, Variant,
};
use mastermind_core::{Notation, Setup, parse_answer};
use mastermind_i18n::tr;
use mastermind_solver::SolverReferee;

use crate::args::SeriesArgs;
use crate::local_scores;
use crate::usage::{refused, usage};
use input::{Input, Line};
use view::View;

pub fn run(args: SeriesArgs) -> anyhow::Result<()> {
    let db = local_scores::open_db(args.data_dir.as_deref(), args.database.as_deref())?;
    let (id, version, series) = match args.resume.as_deref() {
        Some(which) => resume(&db, which)?,
        None => {
            let series = Series::new(rules(&args)?);
            let id = mastermind_store::new_id();
            // No owner: a series of the terminal, which no browser may see.
            db.create_series(&id, &series, None, None)?;
            (id, 1, series)
        }
    };
    let json = args.json || !(std::io::stdin().is_terminal() && std::io::stdout().is_terminal());
    let input = Input::spawn(BufReader::new(std::io::stdin()));
    let mut driver = Driver {
        id,
        version,
        series,
        db,
        input,
        view: View::new(json),
        clock: TurnClock::new(),
        announced: None,
        notation: Notation::default(),
    };
    driver.run()
}

fn rules(args: &SeriesArgs) -> anyhow::Result<SeriesRules> {
    let players = args
        .players
        .as_deref()
        .ok_or_else(|| usage(tr!("cmd-series-no-players")))?;
    let names: Vec<&str> = players.split(',').collect();
    let variant: Variant = args.variant.parse().map_err(refused)?;
    let feedback: FeedbackMode = args.feedback.parse().map_err(refused)?;
    SeriesRules::new(&names, args.games)
        .and_then(|rules| rules.with_time_limit(args.time_limit))
        .map(|rules| {
            rules
                .with_variant(variant)
                .with_feedback(feedback)
                .with_companion(args.companion)
        })
        .map_err(refused)
}

fn resume(
    db: &mastermind_store::blocking::ScoreDb,
    which: &str,
) -> anyhow::Result<(String, i64, Series)> {
    let found = if which == "latest" {
        db.latest_unfinished_series()?
    } else {
        // Only the terminal's own series: one of the web has an owner.
        db.load_series(which)?
            .filter(|saved| saved.owner.is_none())
            .map(|saved| (which.to_string(), saved))
    };
    let (id, saved) =
        found.ok_or_else(|| usage(tr!("cmd-series-nothing-to-resume", which = which)))?;
    let (version, series) = (saved.version, saved.series);
    if series.is_over() {
        return Err(usage(tr!("cmd-series-resume-over", id = id)));
    }
    Ok((id, version, series))
}

struct Driver {
    id: String,
    /// The version the database holds: every save names it, so a second
    /// program moving in the same series is caught, never overwritten.
    version: i64,
    series: Series,
    db: mastermind_store::blocking::ScoreDb,
    input: Input,
    view: View,
    clock: TurnClock,
    /// The index of the last game announced.
    announced: Option<usize>,
    notation: Notation,
}

impl Driver {
    fn run(&mut self) -> anyhow::Result<()> {
        self.view.series(&self.id, &self.series)?;
        if self.series.games().len() > 1
            || self.series.current().is_some_and(|g| !g.rows().is_empty())
        {
            // A resumed series: where it stands, before anyone moves.
            self.view.board(&self.series)?;
        }
        loop {
            // The terminal's clock is its own: a resumed row gets its time again.
            self.version = self
                .db
                .save_series(&self.id, self.version, &self.series, None)?;
            if self.series.is_over() {
                return self.view.series_end(&self.series);
            }
            let index = self.series.games().len() - 1;
            if self.announced != Some(index) {
                self.announced = Some(index);
                if let Some(start) = self.series.game_started() {
                    self.view.event(&self.series, &start)?;
                }
            }
            self.clock.sync(&self.series, Instant::now());
            let phase = self.series.phase();
            let line = match phase {
                Phase::Secret if !self.view.json && !self.input.is_waiting() => Line::Text(
                    format!("secret {}", self.view.read_hidden_secret(&self.series)?),
                ),
                Phase::Guess { .. } => self.read_with_clock()?,
                _ => {
                    self.view.prompt(&self.series)?;
                    self.input.next(None)
                }
            };
            match line {
                Line::End => return self.view.quit(&self.id),
                Line::Bad(why) => self.view.invalid("", &why)?,
                Line::TimedOut => {
                    let events = self.series.time_out(&self.clock, Instant::now())?;
                    self.show(&events)?;
                }
                Line::Text(text) => {
                    if !self.handle(phase, text.trim())? {
                        return self.view.quit(&self.id);
                    }
                }
            }
        }
    }

    /// The codebreaker's line, with the clock's warning before the turn's
    /// time runs out.
    fn read_with_clock(&mut self) -> anyhow::Result<Line> {
        let (Some(end), Some(warn_at)) = (self.clock.deadline(), self.clock.warning_at()) else {
            self.view.prompt(&self.series)?;
            return Ok(self.input.next(None));
        };
        if !self.input.is_waiting() {
            self.view.prompt(&self.series)?;
        }
        loop {
            let now = Instant::now();
            if let Some(warning) = self.clock.warn(&self.series, now) {
                self.view.event(&self.series, &warning)?;
            }
            let wake = if now < warn_at { warn_at } else { end };
            match self.input.next(Some(wake)) {
                Line::TimedOut if wake == end => return Ok(Line::TimedOut),
                Line::TimedOut => continue,
                line => return Ok(line),
            }
        }
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
        let result = match (word, phase) {
            ("quit" | "q", _) => return Ok(false),
            // Words, never guesses: a code is digits, letters or colour names.
            ("board", _) => return self.view.board(&self.series).map(|()| true),
            ("help", _) => return self.view.help().map(|()| true),
            ("review", _) => {
                match coach::review(&self.series, rest) {
                    Ok((number, coached)) => coach::show(&self.view, number, &coached)?,
                    Err(why) => self.view.invalid(text, &why)?,
                }
                return Ok(true);
            }
            ("challenge", _) => self.series.challenge(&SolverReferee),
            ("secret" | "reveal", Phase::Secret) => self.series.set_secret_text(rest),
            ("secret" | "reveal", Phase::Reveal) => self.series.reveal_text(rest),
            ("secret" | "reveal", _) => Err(SeriesError::Answer(tr!("cmd-series-secret-when"))),
            ("answer", _) => self.answer(&setup, rest),
            // On a terminal each prompt says what to type; bare answers and codes are enough.
            (_, Phase::Answer { .. }) if !self.view.json => self.answer(&setup, text),
            (_, Phase::Reveal) if !self.view.json => self.series.reveal_text(text),
            _ => self.series.guess_text(text),
        };
        match result {
            Ok(events) => self.show(&events)?,
            // An answer's reason is ours, in the players' words already.
            Err(SeriesError::Answer(why)) => self.view.invalid(text, &why)?,
            Err(e) => self.view.invalid(text, &crate::words::refusal(&e))?,
        }
        Ok(true)
    }

    fn answer(&mut self, setup: &Setup, text: &str) -> Result<Vec<Event>, SeriesError> {
        let feedback = parse_answer(text, setup.pegs(), setup.rule(), self.notation)
            .map_err(|e| SeriesError::Answer(crate::words::refusal(&e)))?;
        self.series.answer(feedback)
    }

    fn show(&mut self, events: &[Event]) -> anyhow::Result<()> {
        for event in events {
            self.view.event(&self.series, event)?;
        }
        Ok(())
    }
}
