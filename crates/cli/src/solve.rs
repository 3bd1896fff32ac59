//! `mastermind solve`: the person is the codemaker, the computer the
//! codebreaker. Answers are checked at once: contradicting answers are named.

use std::io::{BufRead, IsTerminal, Write};
use std::time::Duration;

use mastermind_core::{Code, Feedback, Notation, Setup, parse_answer};
use mastermind_i18n::tr;
use mastermind_solver::{Codebreaker, Inconsistent, Strategy};
use mastermind_tui::SolveConfig;
use rand::SeedableRng;
use rand::rngs::StdRng;
use serde::Serialize;

use crate::args::SolveArgs;
use crate::setup_args;
use crate::text_lines::BadLine;
use crate::usage::{Exit, usage};

/// The strategy named on the command line, with `--worst-case` for optimal.
pub fn strategy(name: &str, worst_case: Option<u8>) -> anyhow::Result<Strategy> {
    let strategy: Strategy = name
        .parse()
        .map_err(|e: mastermind_solver::UnknownStrategy| {
            usage(tr!("cmd-strategy-unknown", name = e.0))
        })?;
    match (strategy, worst_case) {
        (Strategy::Optimal { .. }, worst_case) => Ok(Strategy::Optimal { worst_case }),
        (other, None) => Ok(other),
        (_, Some(_)) => Err(usage(tr!("cmd-worst-case-optimal"))),
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
    setup_args::check_solvable(&setup)?;
    let strategy = strategy(&args.strategy, args.worst_case)?;
    let notation: Notation = args.notation.parse().map_err(usage)?;
    if !(0.0..=1.0).contains(&args.blunder_rate) {
        return Err(usage(tr!(
            "cmd-solve-blunder-rate-bad",
            rate = crate::words::figure(args.blunder_rate)
        )));
    }
    let secret = args
        .secret
        .as_deref()
        .map(|text| {
            setup
                .parse_code(text)
                .map_err(|e| usage(tr!("cmd-secret-bad", problem = crate::words::refusal(&e))))
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
            colour_depth: crate::terminal::colour_depth(),
        });
    }
    let codebreaker = Codebreaker::new(&setup, strategy).with_blunder_rate(args.blunder_rate);
    let mut session = Session {
        setup: &setup,
        codebreaker,
        rng,
        notation,
        secret,
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

/// The line protocol: a guess out, an answer in, until solved.
struct Session<'a> {
    setup: &'a Setup,
    codebreaker: Codebreaker,
    rng: StdRng,
    notation: Notation,
    secret: Option<Code>,
}

impl Session<'_> {
    fn play(&mut self, input: impl BufRead, mut out: impl Write) -> anyhow::Result<()> {
        let mut lines = crate::text_lines::lines(input);
        for turn in 1..=usize::from(self.setup.turns()) {
            let guess = self.codebreaker.next_guess(&mut self.rng);
            emit(&mut out, &Event::Guess { turn, guess })?;
            let feedback = match self.secret {
                Some(secret) => {
                    let f = self.setup.score(&secret, &guess);
                    emit(
                        &mut out,
                        &Event::Answer {
                            turn,
                            black: f.black,
                            white: f.white,
                        },
                    )?;
                    f
                }
                None => match self.ask(&mut lines, &mut out)? {
                    Some(f) => f,
                    None => return emit(&mut out, &Event::Quit { turns: turn - 1 }),
                },
            };
            // Recorded before the win is taken, so that an all-black answer
            // that contradicts the earlier ones is caught too.
            if let Err(Inconsistent { turns }) = self.codebreaker.record(guess, feedback) {
                emit(&mut out, &Event::Inconsistent { turns: &turns })?;
                return Err(Exit(3).into());
            }
            if feedback.is_win(self.setup.pegs()) {
                return emit(
                    &mut out,
                    &Event::Solved {
                        turns: turn,
                        secret: guess,
                    },
                );
            }
        }
        let turns = usize::from(self.setup.turns());
        let remaining = self.codebreaker.remaining();
        emit(&mut out, &Event::GaveUp { turns, remaining })
    }

    /// Reads answers until one parses; `None` when the person quits or the
    /// input ends.
    fn ask(
        &mut self,
        lines: &mut impl Iterator<Item = Result<String, BadLine>>,
        out: &mut impl Write,
    ) -> anyhow::Result<Option<Feedback>> {
        for line in lines.by_ref() {
            let line = match line {
                Ok(line) => line,
                Err(BadLine::Io(e)) => return Err(e.into()),
                Err(bad) => {
                    // Reported, and the answer asked for again.
                    emit(
                        out,
                        &Event::Invalid {
                            input: "",
                            reason: bad.to_string(),
                        },
                    )?;
                    continue;
                }
            };
            let text = line.trim();
            if text.is_empty() {
                continue;
            }
            if matches!(text.to_ascii_lowercase().as_str(), "q" | "quit") {
                return Ok(None);
            }
            match parse_answer(text, self.setup.pegs(), self.setup.rule(), self.notation) {
                Ok(f) => return Ok(Some(f)),
                Err(e) => emit(
                    out,
                    &Event::Invalid {
                        input: text,
                        reason: crate::words::refusal(&e),
                    },
                )?,
            }
        }
        Ok(None)
    }
}
