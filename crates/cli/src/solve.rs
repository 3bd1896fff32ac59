//! `mastermind solve`: the person is the codemaker, the computer the
//! codebreaker. Answers are checked at once: contradicting answers are named.

use std::io::{BufRead, IsTerminal, Write};
use std::time::Duration;

use mastermind_core::{Code, Feedback, Notation, Setup, parse_answer};
use mastermind_solver::{Codebreaker, Inconsistent, Strategy};
use mastermind_tui::SolveConfig;
use rand::SeedableRng;
use rand::rngs::StdRng;
use serde::Serialize;

use crate::args::SolveArgs;
use crate::setup_args;
use crate::usage::{Exit, usage};

/// The strategy named on the command line, with `--worst-case` for optimal.
pub fn strategy(name: &str, worst_case: Option<u8>) -> anyhow::Result<Strategy> {
    let strategy: Strategy = name.parse().map_err(usage)?;
    match (strategy, worst_case) {
        (Strategy::Optimal { .. }, worst_case) => Ok(Strategy::Optimal { worst_case }),
        (other, None) => Ok(other),
        (_, Some(_)) => Err(usage("--worst-case goes with --strategy optimal")),
    }
}

#[derive(Debug, Serialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
enum Event<'a> {
    Start {
        preset: Option<&'static str>,
        strategy: &'a str,
        setup: &'a Setup,
    },
    Guess {
        turn: usize,
        guess: Code,
    },
    Answer {
        turn: usize,
        black: u8,
        white: u8,
    },
    Invalid {
        input: &'a str,
        reason: String,
    },
    Inconsistent {
        turns: &'a [usize],
    },
    Solved {
        turns: usize,
        secret: Code,
    },
    GaveUp {
        turns: usize,
        remaining: usize,
    },
    Quit {
        turns: usize,
    },
}

pub fn run(args: SolveArgs) -> anyhow::Result<()> {
    let (setup, preset) = setup_args::resolve(&args.setup)?;
    let strategy = strategy(&args.strategy, args.worst_case)?;
    let notation: Notation = args.notation.parse().map_err(usage)?;
    if !(0.0..=1.0).contains(&args.blunder_rate) {
        return Err(usage(format!(
            "--blunder-rate is a chance from 0 to 1, not {}",
            args.blunder_rate
        )));
    }
    let secret = args
        .secret
        .as_deref()
        .map(|text| {
            setup
                .parse_code(text)
                .map_err(|e| usage(format!("--secret: {e}")))
        })
        .transpose()?;
    let rng = args.seed.map_or_else(rand::make_rng, StdRng::seed_from_u64);
    let json = args.json || !(std::io::stdin().is_terminal() && std::io::stdout().is_terminal());
    if !json {
        return full_screen(SolveConfig {
            setup,
            preset,
            strategy,
            blunder_rate: args.blunder_rate,
            notation,
            rng,
            pace: secret.map(|_| SELF_PLAY_PACE),
            secret,
        });
    }
    let codebreaker = Codebreaker::new(&setup, strategy).with_blunder_rate(args.blunder_rate);
    let mut session = Session {
        setup: &setup,
        codebreaker,
        rng,
        notation,
        secret,
        json,
    };
    let stdin = std::io::stdin().lock();
    let mut stdout = std::io::stdout().lock();
    emit(
        &mut stdout,
        &Event::Start {
            preset: preset.map(|p| p.name()),
            strategy: &args.strategy,
            setup: &setup,
        },
    )?;
    session.play(stdin, stdout)
}

/// How long self-play on the full screen shows each turn before the next.
const SELF_PLAY_PACE: Duration = Duration::from_millis(900);

/// On a terminal: the full-screen board, then how the last game ended.
fn full_screen(config: SolveConfig) -> anyhow::Result<()> {
    let setup = config.setup.clone();
    let self_play = config.secret.is_some();
    let outcome = mastermind_tui::run_solve(config)?;
    if let Some(ending) = outcome.last() {
        println!("{}", ending.sentence(&setup, self_play));
    }
    Ok(())
}

fn emit(out: &mut impl Write, event: &Event) -> anyhow::Result<()> {
    serde_json::to_writer(&mut *out, event)?;
    out.write_all(b"\n")?;
    out.flush()?;
    Ok(())
}

struct Session<'a> {
    setup: &'a Setup,
    codebreaker: Codebreaker,
    rng: StdRng,
    notation: Notation,
    secret: Option<Code>,
    json: bool,
}

/// What the person said to a question.
enum Said {
    Answer(Feedback),
    Quit,
}

impl Session<'_> {
    fn play(&mut self, input: impl BufRead, mut out: impl Write) -> anyhow::Result<()> {
        let mut lines = input.lines();
        for turn in 1..=usize::from(self.setup.turns()) {
            let guess = self.codebreaker.next_guess(&mut self.rng);
            if self.json {
                emit(&mut out, &Event::Guess { turn, guess })?;
            } else {
                writeln!(
                    out,
                    "Turn {turn}: {}  ({})",
                    guess,
                    self.setup.describe(&guess)
                )?;
            }
            loop {
                let feedback = match self.secret {
                    Some(secret) => {
                        let f = self.setup.score(&secret, &guess);
                        if self.json {
                            emit(
                                &mut out,
                                &Event::Answer {
                                    turn,
                                    black: f.black,
                                    white: f.white,
                                },
                            )?;
                        } else {
                            writeln!(out, "  answer: {f}")?;
                        }
                        f
                    }
                    None => match self.ask(&mut lines, &mut out, "  your answer: ")? {
                        Said::Answer(f) => f,
                        Said::Quit => return self.quit(&mut out, turn - 1),
                    },
                };
                if feedback.is_win(self.setup.pegs()) {
                    if self.json {
                        emit(
                            &mut out,
                            &Event::Solved {
                                turns: turn,
                                secret: guess,
                            },
                        )?;
                    } else {
                        writeln!(
                            out,
                            "Solved in {turn} turns: your code is {guess} ({}).",
                            self.setup.describe(&guess)
                        )?;
                    }
                    return Ok(());
                }
                match self.codebreaker.record(guess, feedback) {
                    Ok(()) => break,
                    Err(Inconsistent { turns }) => {
                        if self.json {
                            emit(&mut out, &Event::Inconsistent { turns: &turns })?;
                            return Err(Exit(3).into());
                        }
                        if !self.correct(&mut lines, &mut out, turn, &turns)? {
                            return self.quit(&mut out, turn - 1);
                        }
                    }
                }
            }
        }
        let turns = usize::from(self.setup.turns());
        let remaining = self.codebreaker.remaining();
        if self.json {
            emit(&mut out, &Event::GaveUp { turns, remaining })?;
        } else {
            writeln!(
                out,
                "I give up after {turns} turns; {remaining} codes still fit your answers."
            )?;
        }
        Ok(())
    }

    /// Reads answers until one parses; `q`/`quit` or the end of input quits.
    fn ask(
        &mut self,
        lines: &mut impl Iterator<Item = std::io::Result<String>>,
        out: &mut impl Write,
        prompt: &str,
    ) -> anyhow::Result<Said> {
        loop {
            if !self.json {
                write!(out, "{prompt}")?;
                out.flush()?;
            }
            let Some(line) = lines.next() else {
                return Ok(Said::Quit);
            };
            let line = line?;
            let text = line.trim();
            if text.is_empty() {
                continue;
            }
            if matches!(text.to_ascii_lowercase().as_str(), "q" | "quit") {
                return Ok(Said::Quit);
            }
            match parse_answer(text, self.setup.pegs(), self.setup.rule(), self.notation) {
                Ok(f) => return Ok(Said::Answer(f)),
                Err(e) if self.json => emit(
                    out,
                    &Event::Invalid {
                        input: text,
                        reason: e.to_string(),
                    },
                )?,
                Err(e) => writeln!(out, "  {e}")?,
            }
        }
    }

    /// On a terminal: names the contradicting turns and lets the person fix
    /// one. False when they would rather stop.
    fn correct(
        &mut self,
        lines: &mut impl Iterator<Item = std::io::Result<String>>,
        out: &mut impl Write,
        turn: usize,
        turns: &[usize],
    ) -> anyhow::Result<bool> {
        let list: Vec<String> = turns.iter().map(usize::to_string).collect();
        writeln!(
            out,
            "These answers cannot all be true: turns {} contradict each other.",
            list.join(", ")
        )?;
        loop {
            write!(
                out,
                "Which turn's answer was wrong? ({}; q to stop): ",
                list.join("/")
            )?;
            out.flush()?;
            let Some(line) = lines.next() else {
                return Ok(false);
            };
            let line = line?;
            let text = line.trim();
            if matches!(text, "q" | "quit") {
                return Ok(false);
            }
            let Ok(wrong) = text.parse::<usize>() else {
                continue;
            };
            if !turns.contains(&wrong) {
                writeln!(out, "  turn {wrong} is not one of them")?;
                continue;
            }
            if wrong == turn {
                // The answer just given is re-asked by the caller.
                return Ok(true);
            }
            let Said::Answer(fixed) = self.ask(
                lines,
                out,
                &format!("  the right answer for turn {wrong}: "),
            )?
            else {
                return Ok(false);
            };
            match self.codebreaker.correct(wrong, fixed) {
                Ok(()) => {
                    writeln!(
                        out,
                        "  Turn {wrong} corrected. Now the answer for turn {turn} again."
                    )?;
                    return Ok(true);
                }
                Err(Inconsistent { turns: still }) => {
                    let still: Vec<String> = still.iter().map(usize::to_string).collect();
                    writeln!(
                        out,
                        "  With that, turns {} still contradict each other.",
                        still.join(", ")
                    )?;
                }
            }
        }
    }

    fn quit(&self, out: &mut impl Write, turns: usize) -> anyhow::Result<()> {
        if self.json {
            emit(out, &Event::Quit { turns })?;
        } else {
            writeln!(out, "Stopped after {turns} turns.")?;
        }
        Ok(())
    }
}
