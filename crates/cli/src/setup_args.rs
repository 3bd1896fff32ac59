//! Resolves `--preset` and the custom-setup flags into a core `Setup`.

use mastermind_core::{Preset, Rule, Setup};

use crate::args::SetupArgs;
use mastermind_i18n::tr;

use crate::usage::{refused, usage};

/// The chosen setup and its preset; `None` for a custom setup, which has no
/// high-score table.
pub fn resolve(args: &SetupArgs) -> anyhow::Result<(Setup, Option<Preset>)> {
    let preset: Preset = match &args.preset {
        Some(name) => name.parse().map_err(refused)?,
        None => Preset::Mastermind1,
    };
    let custom = args.pegs.is_some()
        || args.colours.is_some()
        || args.turns.is_some()
        || args.blanks
        || args.no_repeat
        || args.rules.is_some();
    if !custom {
        return Ok((preset.setup(), Some(preset)));
    }
    let base = preset.setup();
    let rule: Rule = match &args.rules {
        Some(r) => r.parse().map_err(refused)?,
        None => base.rule(),
    };
    let pegs = args.pegs.unwrap_or(base.pegs());
    let turns = args.turns.unwrap_or(base.turns());
    let setup = match args.colours {
        Some(colours) => Setup::new(pegs, colours, turns, rule),
        None => Setup::with_palette(pegs, base.colours(), turns, rule, base.palette().clone()),
    }
    .map_err(refused)?
    .blanks(args.blanks || base.has_blanks())
    .repetition(!args.no_repeat)
    .map_err(refused)?;
    Ok((setup, None))
}

/// Refuses a setup too large for the computer to break codes in (every code
/// is held in memory).
pub fn check_solvable(setup: &Setup) -> anyhow::Result<()> {
    if mastermind_solver::supports(setup) {
        return Ok(());
    }
    // As strings: a count of codes is written without separators.
    Err(usage(tr!(
        "cmd-setup-too-large",
        codes = setup.code_count().to_string(),
        most = mastermind_solver::MAX_CODES.to_string()
    )))
}
