//! What the players see of a series: JSON lines for scripts, or plain text
//! prompts, boards and scoreboards on a terminal.

use std::io::Write;
use std::time::Duration;

use mastermind_core::series::{Event, Outcome, Series};
use mastermind_core::{Code, Setup};
use serde_json::{Map, Value, json};

use super::Phase;

pub struct View {
    pub json: bool,
}

impl View {
    pub fn new(json: bool) -> Self {
        View { json }
    }

    fn emit(&self, value: Value) -> anyhow::Result<()> {
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

    pub fn series(&self, id: i64, series: &Series) -> anyhow::Result<()> {
        let r = &series.rules;
        if self.json {
            return self.emit(json!({
                "event": "series", "id": id, "players": r.players, "games": r.games,
                "variant": r.variant, "feedback": r.feedback, "companion": r.companion,
                "time_limit": r.time_limit, "scores": scores(series),
            }));
        }
        let game_name = match r.variant {
            mastermind_core::series::Variant::Board => "Game No. 1: 4 pegs, 6 colours",
            mastermind_core::series::Variant::BoardBlanks => {
                "Game No. 2: 4 pegs, 6 colours and the blank (0)"
            }
        };
        self.say(&format!(
            "Series {id}: {} and {}, {} games of {game_name}, 10 rows each.{}{}",
            r.players[0],
            r.players[1],
            r.games,
            r.time_limit
                .map_or(String::new(), |s| format!(" {s} seconds a turn.")),
            if r.companion {
                " Companion to your board: type guesses and answers from it."
            } else {
                ""
            }
        ))?;
        self.say("The codemaker scores a point for each row the codebreaker plays, 11 for a code not broken. Type 'challenge' if an answer looks wrong, 'quit' to stop (the series is saved).")
    }

    pub fn game_start(&self, series: &Series) -> anyhow::Result<()> {
        let game = series.current().expect("a game is on");
        let names = &series.rules.players;
        let replay = series
            .games
            .iter()
            .filter(|g| g.number == game.number)
            .count()
            > 1;
        if self.json {
            return self.emit(json!({
                "event": "game-start", "game": game.number,
                "codemaker": names[game.codemaker], "codebreaker": names[game.codebreaker()],
                "replay": replay,
            }));
        }
        self.say(&format!(
            "\n== Game {}{}: {} makes the code, {} breaks it.",
            game.number,
            if replay { " (replayed)" } else { "" },
            names[game.codemaker],
            names[game.codebreaker()]
        ))
    }

    /// The codemaker types the code without it showing on the screen.
    pub fn read_hidden_secret(&self, series: &Series) -> anyhow::Result<String> {
        let game = series.current().expect("a game is on");
        let names = &series.rules.players;
        self.say(&format!(
            "{}, look away. {}, set your code.",
            names[game.codebreaker()],
            names[game.codemaker]
        ))?;
        let setup = series.setup();
        Ok(rpassword::prompt_password(format!(
            "Code ({}; not shown): ",
            colours(&setup)
        ))?)
    }

    pub fn secret_set(&self, series: &Series) -> anyhow::Result<()> {
        let game = series.current().expect("a game is on");
        if self.json {
            return self.emit(json!({"event": "secret-set", "game": game.number}));
        }
        self.say(&format!(
            "The code is set. {}, your turn.",
            series.rules.players[game.codebreaker()]
        ))
    }

    pub fn prompt(&self, series: &Series, phase: Phase) -> anyhow::Result<()> {
        if self.json {
            return Ok(());
        }
        let game = series.current().expect("a game is on");
        let names = &series.rules.players;
        let text = match phase {
            Phase::Secret => format!("{}, type the code (it will show): ", names[game.codemaker]),
            Phase::Guess { turn } => {
                format!("Row {turn}, {}: your guess: ", names[game.codebreaker()])
            }
            Phase::Answer { turn, guess } => format!(
                "Row {turn}: {guess} ({}). {}, your answer (black white, e.g. '2 1' or '-'): ",
                series.setup().describe(&guess),
                names[game.codemaker]
            ),
            Phase::Reveal => format!("{}, reveal your code: ", names[game.codemaker]),
        };
        let mut out = std::io::stdout().lock();
        write!(out, "{text}")?;
        out.flush()?;
        Ok(())
    }

    pub fn guess_played(&self, series: &Series, turn: usize, guess: Code) -> anyhow::Result<()> {
        if self.json {
            let game = series.current().expect("a game is on");
            return self.emit(
                json!({"event": "guess", "game": game.number, "turn": turn, "guess": guess}),
            );
        }
        Ok(())
    }

    pub fn time_warning(&self, series: &Series, turn: usize, left: Duration) -> anyhow::Result<()> {
        let game = series.current().expect("a game is on");
        if self.json {
            return self.emit(json!({
                "event": "time-warning", "game": game.number, "turn": turn, "seconds_left": left.as_secs(),
            }));
        }
        self.say(&format!(
            "\n  {} seconds left for row {turn}!",
            left.as_secs()
        ))
    }

    pub fn invalid(&self, input: &str, reason: &str) -> anyhow::Result<()> {
        if self.json {
            return self.emit(json!({"event": "invalid", "input": input, "reason": reason}));
        }
        self.say(&format!("  {reason}"))
    }

    pub fn event(&self, series: &Series, game: u8, event: &Event) -> anyhow::Result<()> {
        let names = &series.rules.players;
        match event {
            Event::Feedback {
                turn,
                guess,
                feedback,
            } => {
                if self.json {
                    return self.emit(json!({
                        "event": "feedback", "game": game, "turn": turn, "guess": guess,
                        "black": feedback.black, "white": feedback.white,
                    }));
                }
                self.say(&format!(
                    "  row {turn:>2}  {guess}  {}  {}",
                    dots(feedback.black, feedback.white, series.setup().pegs()),
                    series.setup().describe(guess)
                ))
            }
            Event::TimedOut { turn } => {
                if self.json {
                    return self.emit(json!({"event": "timeout", "game": game, "turn": turn}));
                }
                self.say(&format!("\n  Time is up: row {turn} counts as played."))
            }
            Event::ChallengeFailed => {
                if self.json {
                    return self
                        .emit(json!({"event": "challenge", "game": game, "consistent": true}));
                }
                self.say(
                    "  The answers so far fit at least one code: no wrong information. Play on.",
                )
            }
            Event::WrongInformation { game, turns } => {
                if self.json {
                    return self.emit(json!({
                        "event": "wrong-information", "game": game, "turns": turns, "replay": true,
                        "scores": scores(series),
                    }));
                }
                let rows: Vec<String> = turns.iter().map(usize::to_string).collect();
                let breaker = series
                    .current()
                    .map_or("", |g| names[g.codebreaker()].as_str());
                self.say(&format!(
                    "  Wrong information: the answers of rows {} cannot all be true. Game {game} is replayed; {breaker} scores 3.",
                    rows.join(", ")
                ))?;
                self.scoreboard(series)
            }
            Event::GameEnded {
                game,
                broken,
                rows,
                secret,
            } => {
                if self.json {
                    return self.emit(json!({
                        "event": "game-end", "game": game, "broken": broken, "rows": rows,
                        "secret": secret, "scores": scores(series),
                    }));
                }
                let setup = series.setup();
                if *broken {
                    self.say(&format!(
                        "  Broken in {rows} {}: the code was {secret} ({}).",
                        if *rows == 1 { "row" } else { "rows" },
                        setup.describe(secret)
                    ))?;
                } else {
                    self.say(&format!(
                        "  Not broken: the code was {secret} ({}); 11 points.",
                        setup.describe(secret)
                    ))?;
                }
                self.scoreboard(series)
            }
            Event::RevealNeeded => {
                if self.json {
                    return self.emit(json!({"event": "reveal-needed", "game": game}));
                }
                Ok(())
            }
            Event::SeriesEnded => Ok(()),
        }
    }

    fn scoreboard(&self, series: &Series) -> anyhow::Result<()> {
        let names = &series.rules.players;
        self.say(&format!(
            "  Score after {} of {} games: {} {}, {} {}",
            series.games_scored(),
            series.rules.games,
            names[0],
            series.scores[0],
            names[1],
            series.scores[1]
        ))
    }

    pub fn series_end(&self, series: &Series) -> anyhow::Result<()> {
        let names = &series.rules.players;
        let winner = series.winner().map(|i| names[i].clone());
        if self.json {
            return self
                .emit(json!({"event": "series-end", "scores": scores(series), "winner": winner}));
        }
        self.say(&format!(
            "\n== The series is over: {}.",
            winner.map_or("a tie".to_string(), |w| format!("{w} wins"))
        ))?;
        self.scoreboard(series)?;
        let setup = series.setup();
        for game in &series.games {
            let outcome = match &game.outcome {
                Some(Outcome::Broken { rows }) => {
                    format!(
                        "broken in {rows} {}",
                        if *rows == 1 { "row" } else { "rows" }
                    )
                }
                Some(Outcome::Unbroken) => "not broken (11)".to_string(),
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
                game.number, names[game.codemaker]
            ))?;
            for (i, row) in game.rows.iter().enumerate() {
                let guess = row
                    .guess
                    .map_or("(time ran out)".to_string(), |g| g.to_string());
                self.say(&format!(
                    "  row {:>2}  {guess:<14}  {}",
                    i + 1,
                    dots(row.black, row.white, setup.pegs())
                ))?;
            }
        }
        Ok(())
    }

    pub fn quit(&self, id: i64) -> anyhow::Result<()> {
        if self.json {
            return self.emit(json!({"event": "quit", "id": id}));
        }
        self.say(&format!(
            "\nSeries {id} is saved: `mastermind series --resume {id}` plays on."
        ))
    }
}

/// The scores by player name.
fn scores(series: &Series) -> Value {
    let mut map = Map::new();
    for (name, score) in series.rules.players.iter().zip(series.scores) {
        map.insert(name.clone(), json!(score));
    }
    Value::Object(map)
}

fn dots(black: u8, white: u8, pegs: u8) -> String {
    let mut s = "●".repeat(usize::from(black));
    s.push_str(&"○".repeat(usize::from(white)));
    s.push_str(&"·".repeat(usize::from(pegs.saturating_sub(black + white))));
    s
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
