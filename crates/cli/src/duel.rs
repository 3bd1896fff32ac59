//! `mastermind duel`: seed 003's duel against the computer, on the full
//! screen or as a line protocol for scripts. The rules are the core's
//! `Duel`; the computer's side is the TUI crate's `ComputerDuel`, which both
//! doors share.
//!
//! The line protocol: a `start` line with the rules and the level, then
//! every event of the duel as the person (white) may see it, the wire form
//! of the server's duels (`{"v":1,"event":"code-set","side":"black"}`). In:
//! the person's code, then a guess a line, `resign`, `quit`. Bad input is
//! answered `{"error": "..."}` and leaves the duel as it was. The input
//! ending (or `quit`) during a duel resigns it.

use std::io::{BufRead, IsTerminal, Write};

use mastermind_core::duel::{Duel, DuelRules, Event, Phase, Side, Terms};
use mastermind_i18n::tr;
use mastermind_solver::opponent;
use mastermind_tui::duel::moment;
use mastermind_tui::{Clock, ComputerDuel, DuelConfig};
use rand::SeedableRng;
use rand::rngs::StdRng;
use serde::Serialize;

use crate::args::DuelArgs;
use crate::clock::SystemClock;
use crate::setup_args;
use crate::usage::usage;

pub fn run(args: DuelArgs) -> anyhow::Result<()> {
    if let Some(server) = args.server.clone() {
        return crate::online::run(args, &server);
    }
    if !args.computer {
        return Err(usage(tr!("cmd-duel-no-opponent")));
    }
    if !opponent::LEVELS.contains(&args.level) {
        return Err(usage(tr!(
            "cmd-duel-level-bad",
            lowest = *opponent::LEVELS.start(),
            highest = *opponent::LEVELS.end(),
            level = args.level
        )));
    }
    let mut setup = args.setup.clone();
    // Seed 003's game unless another is asked for.
    setup.preset.get_or_insert_with(|| "logik".to_string());
    let (setup, preset) = setup_args::resolve(&setup)?;
    setup_args::check_solvable(&setup)?;
    let terms = match preset {
        Some(preset) => Terms::preset(preset),
        None => Terms::custom(setup),
    };
    let rng = match args.seed {
        Some(seed) => StdRng::seed_from_u64(seed),
        None => rand::make_rng(),
    };
    let config = DuelConfig {
        terms,
        level: args.level,
        rng,
        colour_depth: crate::terminal::colour_depth(),
    };
    let clock = SystemClock::new();
    let interactive =
        !args.json && std::io::stdin().is_terminal() && std::io::stdout().is_terminal();
    if interactive {
        mastermind_tui::run_duel(config, Box::new(clock))
    } else {
        let stdin = std::io::stdin().lock();
        let stdout = std::io::stdout().lock();
        lines(config, &clock, stdin, stdout)
    }
}

/// The first line: what the duel is and who plays it.
#[derive(Serialize)]
struct Start<'a> {
    event: &'static str,
    you: Side,
    level: u8,
    rules: &'a DuelRules,
}

#[derive(Serialize)]
struct Refused {
    error: String,
}

fn emit(out: &mut impl Write, value: &impl Serialize) -> anyhow::Result<()> {
    serde_json::to_writer(&mut *out, value)?;
    out.write_all(b"\n")?;
    out.flush()?;
    Ok(())
}

/// Prints `events` as white sees them.
fn show(out: &mut impl Write, events: &[Event]) -> anyhow::Result<()> {
    for event in events {
        emit(out, &event.for_side(Side::White))?;
    }
    Ok(())
}

/// Once the duel is over, the coach's word on the player's guesses (white's).
fn review(out: &mut impl Write, duel: &Duel) -> anyhow::Result<()> {
    let played: Vec<_> = duel
        .turns()
        .iter()
        .map(|t| (t[Side::White].guess, t[Side::White].feedback()))
        .collect();
    let coached = crate::coach::review(duel.setup(), &played);
    emit(
        out,
        &serde_json::json!({
            "event": "review", "side": Side::White,
            "turns": crate::coach::turns_json(&coached),
            "accuracy": crate::coach::accuracy_of(&coached),
        }),
    )
}

fn refuse(out: &mut impl Write, error: String) -> anyhow::Result<()> {
    emit(out, &Refused { error })
}

/// One duel over `input` and `output`, until the input ends or says `quit`.
pub fn lines(
    config: DuelConfig,
    clock: &dyn Clock,
    input: impl BufRead,
    mut output: impl Write,
) -> anyhow::Result<()> {
    let level = config.level;
    let (mut game, events) = ComputerDuel::new(config, moment(clock)).map_err(usage)?;
    emit(
        &mut output,
        &Start {
            event: "start",
            you: Side::White,
            level,
            rules: game.duel().rules(),
        },
    )?;
    show(&mut output, &events)?;
    let mut reviewed = false;
    for line in crate::text_lines::lines(input) {
        let line = match line {
            Ok(line) => line,
            Err(crate::text_lines::BadLine::Io(e)) => return Err(e.into()),
            Err(bad) => {
                refuse(&mut output, bad.to_string())?;
                continue;
            }
        };
        let text = line.trim();
        let now = moment(clock);
        let moved = match text.to_ascii_lowercase().as_str() {
            "" => continue,
            "quit" => break,
            "resign" => game.resign(),
            _ => match game.duel().phase() {
                Phase::Codes { awaiting } if awaiting[Side::White] => game.set_code_text(text, now),
                _ => game.guess_text(text, now),
            },
        };
        match moved {
            Ok(events) => {
                show(&mut output, &events)?;
                // The computer guesses as soon as a turn begins.
                let events = game.computer_moves(moment(clock));
                show(&mut output, &events)?;
                if game.duel().is_over() && !reviewed {
                    review(&mut output, game.duel())?;
                    reviewed = true;
                }
            }
            Err(e) => refuse(&mut output, crate::words::refusal(&e))?,
        }
    }
    if !game.duel().is_over() {
        // The player went away: the duel ends as if they resigned.
        let events = game.resign()?;
        show(&mut output, &events)?;
    }
    Ok(())
}
