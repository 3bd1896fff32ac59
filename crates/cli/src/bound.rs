//! What `mastermind analyze` proves rather than plays: with
//! `--lower-bound LEVELS`, a lower bound on the total number of guesses any
//! strategy needs over every secret (for setups whose exact optimum is out
//! of reach); with `--worst-case N`, that no strategy keeps within N.

use std::time::Instant;

use serde_json::json;

use mastermind_core::{Preset, Setup};
use mastermind_i18n::tr;
use mastermind_solver::Reach;
use serde::Serialize;

use crate::analyze;

#[derive(Debug, Serialize)]
struct Report {
    preset: Option<&'static str>,
    secrets: u64,
    lower_bound: u64,
    average: f64,
    levels: u8,
    refinements: usize,
    seconds: f64,
}

pub fn run(
    setup: &Setup,
    preset: Option<Preset>,
    levels: u8,
    refinements: usize,
    json: bool,
) -> anyhow::Result<()> {
    let started = Instant::now();
    let total = mastermind_solver::lower_bound(
        setup,
        Reach {
            levels,
            refinements,
        },
    );
    let secrets = setup.code_count();
    let report = Report {
        preset: preset.map(Preset::name),
        secrets,
        lower_bound: total,
        average: total as f64 / secrets.max(1) as f64,
        levels,
        refinements,
        seconds: started.elapsed().as_secs_f64(),
    };
    if json {
        println!("{}", serde_json::to_string(&report)?);
        return Ok(());
    }
    println!("{}", analyze::heading(setup, preset));
    // Counts as strings, as Rust writes them: no separators between thousands.
    println!(
        "{}",
        tr!(
            "cmd-analyze-lower-bound",
            total = report.lower_bound.to_string(),
            secrets = report.secrets.to_string(),
            average = crate::words::fixed(report.average, 4)
        )
    );
    println!(
        "{}",
        tr!(
            "cmd-analyze-lower-bound-reach",
            levels = levels,
            refinements = refinements.to_string()
        )
    );
    println!("{}", analyze::time(report.seconds));
    Ok(())
}

/// No strategy solves every secret within `n` guesses: the exhaustive
/// search's answer, reported as the analysis's result.
pub fn no_strategy_within(
    setup: &Setup,
    preset: Option<Preset>,
    n: u8,
    started: Instant,
    json: bool,
) -> anyhow::Result<()> {
    let seconds = started.elapsed().as_secs_f64();
    if json {
        let report = json!({
            "preset": preset.map(Preset::name),
            "secrets": setup.code_count(),
            "worst_case": n,
            "possible": false,
            "seconds": seconds,
        });
        println!("{report}");
        return Ok(());
    }
    println!("{}", analyze::heading(setup, preset));
    println!("{}", tr!("cmd-analyze-none-within", worst = n));
    println!("{}", analyze::time(seconds));
    Ok(())
}
