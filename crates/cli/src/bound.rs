//! What `mastermind analyze` proves rather than plays: with
//! `--lower-bound LEVELS`, a lower bound on the total number of guesses any
//! strategy needs over every secret (for setups whose exact optimum is out
//! of reach); with `--worst-case N`, that no strategy keeps within N.

use std::time::Instant;

use serde_json::json;

use mastermind_core::{Preset, Setup};
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
    println!(
        "every strategy needs at least {} guesses over {} secrets: average {:.4} or more",
        report.lower_bound, report.secrets, report.average
    );
    println!(
        "(looking {levels} guesses ahead, at most {refinements} guesses of a position looked at more deeply)"
    );
    println!("time {:.3} s", report.seconds);
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
    println!(
        "no strategy solves every secret within {n} guesses (exhaustive search over every guess, up to symmetry)"
    );
    println!("time {seconds:.3} s");
    Ok(())
}
