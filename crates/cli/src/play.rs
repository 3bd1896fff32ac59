//! `mastermind play`: chooses the full-screen board or the line protocol and
//! hands both the same configuration.

use std::io::IsTerminal;

use mastermind_core::{Code, PlayerName, Setup};
use mastermind_tui::{Advisor, PlayConfig, ScoreBook};
use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::args::PlayArgs;
use mastermind_i18n::tr;

use crate::usage::{refused, usage};
use crate::{lines, local_scores, setup_args};

pub fn run(args: PlayArgs) -> anyhow::Result<()> {
    if args.daily {
        return crate::daily::run(&args);
    }
    let (setup, preset) = setup_args::resolve(&args.setup)?;
    let name = args
        .name
        .as_deref()
        .map(PlayerName::parse)
        .transpose()
        .map_err(refused)?;
    let secret = match args.secret.as_deref() {
        None => None,
        Some("-") => Some(read_hidden_secret(&setup)?),
        Some(text) => Some(
            setup
                .parse_code(text)
                .map_err(|e| usage(tr!("cmd-secret-bad", problem = crate::words::refusal(&e))))?,
        ),
    };
    let rng = match args.seed {
        Some(seed) => StdRng::seed_from_u64(seed),
        None => rand::make_rng(),
    };
    let config = PlayConfig {
        setup,
        preset,
        secret,
        rng,
        name,
        colour_depth: crate::terminal::colour_depth(),
    };
    let book = local_scores::open(args.data_dir.as_deref(), args.database.as_deref())?;
    // Hints need the solver, which holds every code in memory: none for
    // custom setups too large for it.
    let solver = crate::advice::SolverAdvisor;
    let advisor = mastermind_solver::supports(&config.setup).then_some(&solver as &dyn Advisor);
    let interactive =
        !args.json && std::io::stdin().is_terminal() && std::io::stdout().is_terminal();
    if interactive {
        mastermind_tui::run(
            config,
            Some(&book as &dyn ScoreBook),
            advisor,
            Box::new(crate::clock::SystemClock::new()),
        )
    } else {
        let stdin = std::io::stdin().lock();
        let stdout = std::io::stdout().lock();
        lines::run(config, Some(&book), advisor, stdin, stdout)
    }
}

/// Reads a second person's code from the terminal without echoing it; a code
/// that does not fit the game is refused with its reason and asked for again.
fn read_hidden_secret(setup: &Setup) -> anyhow::Result<Code> {
    let prompt = format!("{} ", tr!("cmd-play-secret-prompt", pegs = setup.pegs()));
    ask_secret(
        setup,
        || rpassword::prompt_password(&prompt),
        &mut std::io::stderr(),
    )
}

/// Asks with `read` until a code of `setup` comes; a failed read (the end of
/// the input) ends the asking.
fn ask_secret(
    setup: &Setup,
    mut read: impl FnMut() -> std::io::Result<String>,
    out: &mut impl std::io::Write,
) -> anyhow::Result<Code> {
    loop {
        let text =
            read().map_err(|e| usage(tr!("cmd-play-secret-unread", error = e.to_string())))?;
        match setup.parse_code(&text) {
            Ok(code) => return Ok(code),
            Err(_) => {
                // The core's message quotes what was typed: the code is
                // hidden, so only what a code of this game looks like is said.
                let letters: String = setup.palette().colours().map(|c| c.letter).collect();
                writeln!(
                    out,
                    "{}",
                    tr!(
                        "cmd-play-secret-again",
                        pegs = setup.pegs(),
                        lowest = setup.lowest_digit(),
                        highest = setup.colours(),
                        letters = letters
                    )
                )?;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mastermind_core::Preset;

    #[test]
    fn a_typo_in_the_hidden_secret_asks_again() {
        let setup = Preset::Mastermind1.setup();
        let mut answers = vec!["RGBX", "RGB", "RGBY"].into_iter();
        let mut out = Vec::new();
        let code = ask_secret(
            &setup,
            || {
                Ok(answers
                    .next()
                    .expect("asked no more than needed")
                    .to_string())
            },
            &mut out,
        )
        .expect("the third answer is a code");
        assert_eq!(setup.letters(&code), "RGBY");
        let out = String::from_utf8(out).expect("text");
        assert_eq!(out.matches("Type it again.").count(), 2, "{out}");
        assert!(!out.contains("RGBX"), "the typed code stays hidden: {out}");
    }

    #[test]
    fn the_end_of_the_input_stops_asking() {
        let setup = Preset::Mastermind1.setup();
        let mut out = Vec::new();
        let err = ask_secret(
            &setup,
            || {
                Err(std::io::Error::new(
                    std::io::ErrorKind::UnexpectedEof,
                    "unexpected end of file",
                ))
            },
            &mut out,
        )
        .expect_err("nothing to read");
        assert!(err.to_string().contains("cannot read the code"), "{err}");
    }
}
