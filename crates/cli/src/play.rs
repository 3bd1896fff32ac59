//! `mastermind play`: chooses the full-screen board or the line protocol and
//! hands both the same configuration.

use std::io::IsTerminal;

use mastermind_core::{Code, PlayerName, Setup};
use mastermind_tui::{Advisor, PlayConfig, ScoreBook};
use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::args::PlayArgs;
use crate::usage::usage;
use crate::{lines, local_scores, setup_args};

pub fn run(args: PlayArgs) -> anyhow::Result<()> {
    let (setup, preset) = setup_args::resolve(&args.setup)?;
    let name = args
        .name
        .as_deref()
        .map(PlayerName::parse)
        .transpose()
        .map_err(usage)?;
    let secret = match args.secret.as_deref() {
        None => None,
        Some("-") => Some(read_hidden_secret(&setup)?),
        Some(text) => Some(
            setup
                .parse_code(text)
                .map_err(|e| usage(format!("--secret: {e}")))?,
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

/// Reads a second person's code from the terminal without echoing it.
fn read_hidden_secret(setup: &Setup) -> anyhow::Result<Code> {
    let text =
        rpassword::prompt_password(format!("Secret code ({} pegs, not shown): ", setup.pegs()))
            .map_err(|e| {
                usage(format!(
                    "--secret -: cannot read the code from the terminal: {e}"
                ))
            })?;
    setup
        .parse_code(&text)
        .map_err(|e| usage(format!("--secret: {e}")))
}
