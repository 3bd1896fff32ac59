//! What the players see of a series: JSON lines for scripts, or plain text
//! prompts, boards and scoreboards on a terminal.

use std::io::Write;

use mastermind_core::series::Variant;
use mastermind_core::series::{Event, Outcome, Phase, Series, SeriesGame};
use mastermind_core::{Feedback, Setup};
use mastermind_i18n::tr;
use serde::Serialize;
use serde_json::json;

pub struct View {
    pub json: bool,
}

impl View {
    pub fn new(json: bool) -> Self {
        View { json }
    }

    pub fn emit(&self, value: impl Serialize) -> anyhow::Result<()> {
        let mut out = std::io::stdout().lock();
        serde_json::to_writer(&mut out, &value)?;
        out.write_all(b"\n")?;
        out.flush()?;
        Ok(())
    }

    pub fn say(&self, text: &str) -> anyhow::Result<()> {
        let mut out = std::io::stdout().lock();
        writeln!(out, "{text}")?;
        out.flush()?;
        Ok(())
    }

    pub fn series(&self, id: &str, series: &Series) -> anyhow::Result<()> {
        let r = series.rules();
        if self.json {
            return self.emit(json!({
                "event": "series", "id": id, "players": r.players(), "games": r.games(),
                "variant": r.variant(), "feedback": r.feedback(), "companion": r.companion(),
                "time_limit": r.time_limit(), "scores": series.scores(),
            }));
        }
        let setup = series.setup();
        let (first, second) = (r.players()[0].as_str(), r.players()[1].as_str());
        let (games, variant) = (r.games(), variant_title(r.variant()));
        let (pegs, colours, rows) = (setup.pegs(), setup.colours(), setup.turns());
        let mut text = tr!(
            "cmd-series-start",
            id = id,
            first = first,
            second = second,
            games = games,
            variant = variant,
            pegs = pegs,
            blanks = if setup.has_blanks() { "yes" } else { "no" },
            colours = colours,
            rows = rows
        );
        if let Some(limit) = r.time_limit() {
            text.push(' ');
            text.push_str(&tr!("cmd-series-time-limit-turn", seconds = limit));
        }
        if r.companion() {
            text.push(' ');
            text.push_str(&tr!("cmd-series-companion-note"));
        }
        self.say(&text)?;
        self.say(&tr!(
            "cmd-series-scoring",
            points = Outcome::Unbroken.points()
        ))
    }

    /// The codemaker types the code without it showing on the screen.
    pub fn read_hidden_secret(&self, series: &Series) -> anyhow::Result<String> {
        let game = series.current().expect("a game is on");
        let names = series.players();
        self.say(&tr!(
            "cmd-series-look-away",
            breaker = names[game.codebreaker()].as_str(),
            maker = names[game.codemaker()].as_str()
        ))?;
        let setup = series.setup();
        Ok(rpassword::prompt_password(format!(
            "{} ",
            tr!("cmd-series-code-prompt", colours = colours(&setup))
        ))?)
    }

    pub fn prompt(&self, series: &Series) -> anyhow::Result<()> {
        if self.json {
            return Ok(());
        }
        let Some(game) = series.current() else {
            return Ok(());
        };
        let names = series.players();
        let maker = names[game.codemaker()].as_str();
        let text = match series.phase() {
            Phase::Secret => tr!("cmd-series-prompt-secret", maker = maker),
            Phase::Guess { turn } => tr!(
                "cmd-series-prompt-guess",
                row = turn,
                breaker = names[game.codebreaker()].as_str()
            ),
            Phase::Answer { turn, guess } => tr!(
                "cmd-series-prompt-answer",
                row = turn,
                guess = guess.to_string(),
                colours = crate::words::describe(&series.setup(), &guess),
                maker = maker
            ),
            Phase::Reveal => tr!("cmd-series-prompt-reveal", maker = maker),
            Phase::Over => return Ok(()),
        };
        let mut out = std::io::stdout().lock();
        write!(out, "{text} ")?;
        out.flush()?;
        Ok(())
    }

    pub fn invalid(&self, input: &str, reason: &str) -> anyhow::Result<()> {
        if self.json {
            return self.emit(json!({"event": "invalid", "input": input, "reason": reason}));
        }
        self.say(&format!("  {reason}"))
    }

    /// Shows what a move led to: on the wire as the core writes it, on a
    /// terminal in words.
    pub fn event(&self, series: &Series, event: &Event) -> anyhow::Result<()> {
        if self.json {
            return match event {
                // The end of the series is shown once, with the whole record.
                Event::SeriesEnded { .. } => Ok(()),
                _ => self.emit(event),
            };
        }
        let names = series.players();
        let setup = series.setup();
        match event {
            Event::GameStarted {
                game,
                codemaker,
                codebreaker,
                replay,
            } => {
                let (maker, breaker) = (codemaker.as_str(), codebreaker.as_str());
                let text = if *replay {
                    tr!(
                        "cmd-series-game-replayed",
                        game = *game,
                        maker = maker,
                        breaker = breaker
                    )
                } else {
                    tr!(
                        "cmd-series-game",
                        game = *game,
                        maker = maker,
                        breaker = breaker
                    )
                };
                self.say(&format!("\n== {text}"))
            }
            Event::SecretSet { .. } => {
                let breaker = series
                    .current()
                    .map_or("", |g| names[g.codebreaker()].as_str());
                self.say(&tr!("cmd-series-code-set", breaker = breaker))
            }
            Event::Guess { .. } => Ok(()),
            Event::Feedback {
                turn,
                guess,
                feedback,
                ..
            } => self.say(&format!(
                "  {}",
                tr!(
                    "cmd-series-row",
                    row = format!("{turn:>2}"),
                    guess = guess.to_string(),
                    pegs = dots(*feedback, setup.pegs()),
                    colours = crate::words::describe(&setup, guess)
                )
            )),
            Event::TimeWarning {
                turn, seconds_left, ..
            } => self.say(&format!(
                "\n  {}",
                tr!(
                    "cmd-series-time-warning",
                    seconds = *seconds_left,
                    row = *turn
                )
            )),
            Event::TimedOut { turn, .. } => {
                self.say(&format!("\n  {}", tr!("cmd-series-timed-out", row = *turn)))
            }
            Event::ChallengeFailed { .. } => {
                self.say(&format!("  {}", tr!("cmd-series-challenge-failed")))
            }
            Event::WrongInformation { game, turns, .. } => {
                let rows: Vec<String> = turns.iter().map(usize::to_string).collect();
                let breaker = series
                    .current()
                    .map_or("", |g| names[g.codebreaker()].as_str());
                self.say(&format!(
                    "  {}",
                    tr!(
                        "cmd-series-wrong-information",
                        rows = rows.join(", "),
                        game = *game,
                        breaker = breaker,
                        points = Outcome::WrongInformation {
                            turns: turns.clone()
                        }
                        .points()
                    )
                ))?;
                self.scoreboard(series)
            }
            Event::GameEnded {
                broken,
                rows,
                secret,
                ..
            } => {
                let colours = crate::words::describe(&setup, secret);
                let text = if *broken {
                    tr!(
                        "cmd-series-broken",
                        rows = *rows,
                        code = secret.to_string(),
                        colours = colours
                    )
                } else {
                    tr!(
                        "cmd-series-not-broken",
                        code = secret.to_string(),
                        colours = colours,
                        points = Outcome::Unbroken.points()
                    )
                };
                self.say(&format!("  {text}"))?;
                self.scoreboard(series)
            }
            Event::RevealNeeded { .. } | Event::SeriesEnded { .. } => Ok(()),
        }
    }

    fn scoreboard(&self, series: &Series) -> anyhow::Result<()> {
        let names = series.players();
        let points = series.points();
        self.say(&format!(
            "  {}",
            tr!(
                "cmd-series-score",
                scored = series.games_scored(),
                games = series.rules().games(),
                first = names[0].as_str(),
                first_points = points[0],
                second = names[1].as_str(),
                second_points = points[1]
            )
        ))
    }

    pub fn series_end(&self, series: &Series) -> anyhow::Result<()> {
        let names = series.players();
        let winner = series.winner().map(|i| names[i].clone());
        if self.json {
            return self.emit(Event::SeriesEnded {
                scores: series.scores(),
                winner,
            });
        }
        let over = match winner {
            Some(winner) => tr!("cmd-series-over-won", winner = winner),
            None => tr!("cmd-series-over-tie"),
        };
        self.say(&format!("\n== {over}"))?;
        self.scoreboard(series)?;
        let setup = series.setup();
        for game in series.games() {
            let outcome = match game.outcome() {
                Some(Outcome::Broken { rows }) => tr!("cmd-series-outcome-broken", rows = *rows),
                Some(unbroken @ Outcome::Unbroken) => {
                    tr!("cmd-series-outcome-not-broken", points = unbroken.points())
                }
                Some(Outcome::WrongInformation { turns }) => {
                    tr!("cmd-series-outcome-void", rows = format!("{turns:?}"))
                }
                None => tr!("cmd-series-outcome-unfinished"),
            };
            let secret = game
                .revealed_secret()
                .map_or("?".to_string(), |c| c.to_string());
            self.say(&tr!(
                "cmd-series-game-result",
                game = game.number(),
                maker = names[game.codemaker()].as_str(),
                code = secret,
                outcome = outcome
            ))?;
            self.rows(game, setup.pegs())?;
        }
        Ok(())
    }

    /// The score and the rows of the game in play.
    pub fn board(&self, series: &Series) -> anyhow::Result<()> {
        let Some(game) = series.current() else {
            return self.scoreboard(series);
        };
        let setup = series.setup();
        if self.json {
            let rows: Vec<_> = game
                .rows()
                .iter()
                .enumerate()
                .map(|(i, r)| json!({"turn": i + 1, "guess": r.guess, "black": r.black, "white": r.white}))
                .collect();
            return self.emit(json!({
                "event": "board", "game": game.number(), "rows": rows,
                "scores": series.scores(), "games_scored": series.games_scored(),
            }));
        }
        self.scoreboard(series)?;
        let names = series.players();
        self.say(&format!(
            "  {}",
            tr!(
                "cmd-series-game",
                game = game.number(),
                maker = names[game.codemaker()].as_str(),
                breaker = names[game.codebreaker()].as_str()
            )
        ))?;
        self.rows(game, setup.pegs())?;
        Ok(())
    }

    /// A game's rows, one line each.
    fn rows(&self, game: &SeriesGame, pegs: u8) -> anyhow::Result<()> {
        for (i, row) in game.rows().iter().enumerate() {
            let guess = row
                .guess
                .map_or_else(|| tr!("cmd-series-time-ran-out"), |g| g.to_string());
            self.say(&format!(
                "  {}",
                tr!(
                    "cmd-series-board-row",
                    row = format!("{:>2}", i + 1),
                    guess = format!("{guess:<14}"),
                    pegs = dots(Feedback::new(row.black, row.white), pegs)
                )
            ))?;
        }
        Ok(())
    }

    /// What may be typed.
    pub fn help(&self) -> anyhow::Result<()> {
        let commands = [
            ("CODE", tr!("cmd-series-help-code")),
            ("secret CODE", tr!("cmd-series-help-secret")),
            ("answer B W", tr!("cmd-series-help-answer")),
            ("challenge", tr!("cmd-series-help-challenge")),
            ("board", tr!("cmd-series-help-board")),
            ("review N", tr!("cmd-series-help-review")),
            ("quit", tr!("cmd-series-help-quit")),
        ];
        if self.json {
            let list: Vec<_> = commands
                .iter()
                .map(|(what, does)| json!({"command": what, "does": does}))
                .collect();
            return self.emit(json!({"event": "help", "commands": list}));
        }
        for (what, does) in commands {
            self.say(&format!("  {what:<12} {does}"))?;
        }
        Ok(())
    }

    pub fn quit(&self, id: &str) -> anyhow::Result<()> {
        if self.json {
            return self.emit(json!({"event": "quit", "id": id}));
        }
        self.say(&format!("\n{}", tr!("cmd-series-saved", id = id)))
    }
}

/// Seed 001's own name for a variant: "Game No. 1".
fn variant_title(variant: Variant) -> String {
    match variant {
        Variant::Board => tr!("cmd-variant-board"),
        Variant::BoardBlanks => tr!("cmd-variant-board-blanks"),
    }
}

/// The key pegs as the boards draw them, so that no answer reads as a colour.
fn dots(feedback: Feedback, pegs: u8) -> String {
    mastermind_tui::pegs::key_text(feedback.black, feedback.white, pegs)
}

fn colours(setup: &Setup) -> String {
    let mut list: Vec<String> = setup
        .palette()
        .colours()
        .enumerate()
        .map(|(i, c)| format!("{} {}", i + 1, crate::words::colour(c.name)))
        .collect();
    if setup.has_blanks() {
        list.push(format!("0 {}", crate::words::colour("blank")));
    }
    list.join(", ")
}
