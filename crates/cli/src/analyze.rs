//! `mastermind analyze`: plays every secret with one strategy and reports the
//! distribution of guesses, the total, average and worst, and the time taken.

use std::collections::BTreeMap;
use std::io::IsTerminal;
use std::time::Instant;

use anyhow::Context;
use indicatif::{ProgressBar, ProgressStyle};
use mastermind_core::{Code, Preset};
use serde::Serialize;

use crate::args::AnalyzeArgs;
use crate::{bound, check_tree, setup_args, solve, svg};

#[derive(Debug, Serialize)]
struct Report {
    preset: Option<&'static str>,
    strategy: String,
    secrets: u64,
    total_guesses: u64,
    average: f64,
    max: u32,
    distribution: BTreeMap<u32, u64>,
    first_guess: Code,
    seconds: f64,
}

pub fn run(args: AnalyzeArgs) -> anyhow::Result<()> {
    let (setup, preset) = setup_args::resolve(&args.setup)?;
    setup_args::check_solvable(&setup)?;
    if let Some(path) = &args.check_tree {
        return check_tree::run(&setup, preset, path, args.json);
    }
    if let Some(levels) = args.lower_bound {
        return bound::run(&setup, preset, levels, args.refinements, args.json);
    }
    let strategy = solve::strategy(&args.strategy, args.worst_case)?;
    if let Some(n) = args.worst_case {
        let started = Instant::now();
        if mastermind_solver::fits_within(&setup, n).is_none() {
            return bound::no_strategy_within(&setup, preset, n, started, args.json);
        }
    }
    let bar = ProgressBar::new(setup.code_count());
    if std::io::stderr().is_terminal() {
        bar.set_style(
            ProgressStyle::with_template(
                "{spinner} {elapsed_precise} [{bar:40}] {pos}/{len} secrets ({eta} left)",
            )
            .expect("the template is valid")
            .progress_chars("=> "),
        );
    } else {
        bar.set_draw_target(indicatif::ProgressDrawTarget::hidden());
    }
    let started = Instant::now();
    let analysis = mastermind_solver::analyze_with_seed(&setup, strategy, args.seed, &|done| {
        bar.set_position(done)
    });
    let seconds = started.elapsed().as_secs_f64();
    bar.finish_and_clear();
    let report = Report {
        preset: preset.map(Preset::name),
        strategy: strategy.to_string(),
        secrets: analysis.secrets,
        total_guesses: analysis.total_guesses,
        average: analysis.total_guesses as f64 / analysis.secrets.max(1) as f64,
        max: analysis.max,
        distribution: analysis.distribution.clone(),
        first_guess: analysis.first_guess,
        seconds,
    };
    if let Some(path) = &args.tree {
        let file = std::fs::File::create(path)
            .with_context(|| format!("cannot write the tree to {}", path.display()))?;
        serde_json::to_writer(std::io::BufWriter::new(file), &analysis.tree)
            .with_context(|| format!("cannot write the tree to {}", path.display()))?;
    }
    if let Some(path) = &args.plot {
        let title = format!(
            "{}: {} over {} secrets (average {:.4})",
            preset.map_or("custom setup", Preset::title),
            report.strategy,
            report.secrets,
            report.average
        );
        std::fs::write(path, svg::histogram(&title, &report.distribution))
            .with_context(|| format!("cannot write the plot to {}", path.display()))?;
    }
    if args.json {
        println!("{}", serde_json::to_string(&report)?);
        return Ok(());
    }
    println!("{}, strategy {}", heading(&setup, preset), report.strategy);
    println!("first guess {}", report.first_guess);
    println!("guesses  secrets");
    let widest = report.distribution.values().copied().max().unwrap_or(1);
    for (guesses, count) in &report.distribution {
        let bar = "#".repeat(((count * 50).div_ceil(widest)) as usize);
        println!("{guesses:>7}  {count:>7}  {bar}");
    }
    println!(
        "total {} guesses over {} secrets: average {:.4}, worst {}",
        report.total_guesses, report.secrets, report.average, report.max
    );
    println!("time {:.3} s", report.seconds);
    Ok(())
}

/// The setup analysed, for the first line of a report.
pub fn heading(setup: &mastermind_core::Setup, preset: Option<Preset>) -> String {
    format!(
        "{} ({} pegs, {} colours{}, {} rule)",
        preset.map_or("custom setup", Preset::name),
        setup.pegs(),
        setup.colours(),
        if setup.has_blanks() {
            " and the blank"
        } else {
            ""
        },
        setup.rule(),
    )
}
