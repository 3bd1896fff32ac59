//! What the players see of a series: JSON lines for scripts, or plain text
//! prompts, boards and scoreboards on a terminal.

use std::io::Write;

use mastermind_core::series::{Event, Outcome, Phase, Series, SeriesGame};
use mastermind_core::{Feedback, Setup};
use serde::Serialize;
use serde_json::json;

pub struct View {
    pub json: bool,
}

impl View {
    pub fn new(json: bool) -> Self {
        View { json }
    }

    fn emit(&self, value: impl Serialize) -> anyhow::Result<()> {
        let mut out = std::io::stdout().lock();
        serde_json::to_writer(&mut out, &value)?;
        out.write_all(b"\n")?;
        out.flush()?;
        Ok(())
    }

    fn say(&self, text: &str) -> anyhow::Result<()> {
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
        let blank = if setup.has_blanks() {
            " and the blank (0)"
        } else {
            ""
        };
        self.say(&format!(
            "Series {id}: {} and {}, {} games of {}: {} pegs, {} colours{blank}, {} rows each.{}{}",
            r.players()[0],
            r.players()[1],
            r.games(),
            r.variant().title(),
            setup.pegs(),
            setup.colours(),
            setup.turns(),
            r.time_limit().map_or(String::new(), |s| format!(
                " {} a turn.",
                seconds(u64::from(s))
            )),
            if r.companion() {
                " Companion to your board: type guesses and answers from it."
            } else {
                ""
            }
        ))?;
        self.say(&format!(
            "The codemaker scores a point for each row the codebreaker plays, {} for a code not broken. Type 'challenge' if an answer looks wrong, 'quit' to stop (the series is saved).",
            Outcome::Unbroken.points()
        ))
    }

    /// The codemaker types the code without it showing on the screen.
    pub fn read_hidden_secret(&self, series: &Series) -> anyhow::Result<String> {
        let game = series.current().expect("a game is on");
        let names = series.players();
        self.say(&format!(
            "{}, look away. {}, set your code.",
            names[game.codebreaker()],
            names[game.codemaker()]
        ))?;
        let setup = series.setup();
        Ok(rpassword::prompt_password(format!(
            "Code ({}; not shown): ",
            colours(&setup)
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
        let maker = &names[game.codemaker()];
        let text = match series.phase() {
            Phase::Secret => format!("{maker}, type the code (it will show): "),
            Phase::Guess { turn } => {
                format!("Row {turn}, {}: your guess: ", names[game.codebreaker()])
            }
            Phase::Answer { turn, guess } => format!(
                "Row {turn}: {guess} ({}). {maker}, your answer (black white, e.g. '2 1' or '-'): ",
                series.setup().describe(&guess),
            ),
            Phase::Reveal => format!("{maker}, reveal your code: "),
            Phase::Over => return Ok(()),
        };
        let mut out = std::io::stdout().lock();
        write!(out, "{text}")?;
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
            } => self.say(&format!(
                "\n== Game {game}{}: {codemaker} makes the code, {codebreaker} breaks it.",
                if *replay { " (replayed)" } else { "" },
            )),
            Event::SecretSet { .. } => {
                let breaker = series
                    .current()
                    .map_or("", |g| names[g.codebreaker()].as_str());
                self.say(&format!("The code is set. {breaker}, your turn."))
            }
            Event::Guess { .. } => Ok(()),
            Event::Feedback {
                turn,
                guess,
                feedback,
                ..
            } => self.say(&format!(
                "  row {turn:>2}  {guess}  {}  {}",
                dots(*feedback, setup.pegs()),
                setup.describe(guess)
            )),
            Event::TimeWarning {
                turn, seconds_left, ..
            } => self.say(&format!(
                "\n  {} left for row {turn}!",
                seconds(*seconds_left)
            )),
            Event::TimedOut { turn, .. } => {
                self.say(&format!("\n  Time is up: row {turn} counts as played."))
            }
            Event::ChallengeFailed { .. } => self
                .say("  The answers so far fit at least one code: no wrong information. Play on."),
            Event::WrongInformation { game, turns, .. } => {
                let rows: Vec<String> = turns.iter().map(usize::to_string).collect();
                let breaker = series
                    .current()
                    .map_or("", |g| names[g.codebreaker()].as_str());
                self.say(&format!(
                    "  Wrong information: the answers of rows {} cannot all be true. Game {game} is replayed; {breaker} scores {}.",
                    rows.join(", "),
                    Outcome::WrongInformation { turns: turns.clone() }.points()
                ))?;
                self.scoreboard(series)
            }
            Event::GameEnded {
                broken,
                rows,
                secret,
                ..
            } => {
                if *broken {
                    self.say(&format!(
                        "  Broken in {rows} {}: the code was {secret} ({}).",
                        if *rows == 1 { "row" } else { "rows" },
                        setup.describe(secret)
                    ))?;
                } else {
                    self.say(&format!(
                        "  Not broken: the code was {secret} ({}); {} points.",
                        setup.describe(secret),
                        Outcome::Unbroken.points()
                    ))?;
                }
                self.scoreboard(series)
            }
            Event::RevealNeeded { .. } | Event::SeriesEnded { .. } => Ok(()),
        }
    }

    fn scoreboard(&self, series: &Series) -> anyhow::Result<()> {
        let names = series.players();
        let points = series.points();
        self.say(&format!(
            "  Score after {} of {} games: {} {}, {} {}",
            series.games_scored(),
            series.rules().games(),
            names[0],
            points[0],
            names[1],
            points[1]
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
        self.say(&format!(
            "\n== The series is over: {}.",
            winner.map_or("a tie".to_string(), |w| format!("{w} wins"))
        ))?;
        self.scoreboard(series)?;
        let setup = series.setup();
        for game in series.games() {
            let outcome = match game.outcome() {
                Some(Outcome::Broken { rows }) => {
                    format!(
                        "broken in {rows} {}",
                        if *rows == 1 { "row" } else { "rows" }
                    )
                }
                Some(unbroken @ Outcome::Unbroken) => {
                    format!("not broken ({})", unbroken.points())
                }
                Some(Outcome::WrongInformation { turns }) => {
                    format!("void: wrong information in rows {turns:?}")
                }
                None => "unfinished".to_string(),
            };
            let secret = game
                .revealed_secret()
                .map_or("?".to_string(), |c| c.to_string());
            self.say(&format!(
                "Game {} ({} made {secret}): {outcome}",
                game.number(),
                names[game.codemaker()]
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
            "  Game {}: {} makes the code, {} breaks it.",
            game.number(),
            names[game.codemaker()],
            names[game.codebreaker()]
        ))?;
        self.rows(game, setup.pegs())?;
        Ok(())
    }

    /// A game's rows, one line each.
    fn rows(&self, game: &SeriesGame, pegs: u8) -> anyhow::Result<()> {
        for (i, row) in game.rows().iter().enumerate() {
            let guess = row
                .guess
                .map_or("(time ran out)".to_string(), |g| g.to_string());
            self.say(&format!(
                "  row {:>2}  {guess:<14}  {}",
                i + 1,
                dots(Feedback::new(row.black, row.white), pegs)
            ))?;
        }
        Ok(())
    }

    /// What may be typed.
    pub fn help(&self) -> anyhow::Result<()> {
        let commands = [
            ("CODE", "a guess, e.g. 1234 or RBYG (the codebreaker)"),
            (
                "secret CODE",
                "the code (the codemaker, unseen on a terminal)",
            ),
            (
                "answer B W",
                "the key pegs, e.g. 'answer 2 1' (manual feedback)",
            ),
            ("challenge", "the codebreaker doubts the answers"),
            ("board", "the score and the rows so far"),
            ("quit", "stop; the series is saved"),
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
        self.say(&format!(
            "\nSeries {id} is saved: `mastermind series --resume {id}` plays on."
        ))
    }
}

/// "1 second", "30 seconds".
fn seconds(n: u64) -> String {
    format!("{n} {}", if n == 1 { "second" } else { "seconds" })
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
        .map(|(i, c)| format!("{} {}", i + 1, c.name))
        .collect();
    if setup.has_blanks() {
        list.push("0 blank".into());
    }
    list.join(", ")
}
