//! `mastermind analyze`: plays every secret with one strategy and reports the
//! distribution of guesses, the total, average and worst, and the time taken.

use std::collections::BTreeMap;
use std::io::IsTerminal;
use std::time::Instant;

use anyhow::Context;
use indicatif::{ProgressBar, ProgressStyle};
use mastermind_core::{Code, Preset};
use mastermind_i18n::tr;
use serde::Serialize;

use crate::args::AnalyzeArgs;
use crate::words::{fixed, preset_title};
use crate::{bound, check_tree, setup_args, solve, svg, work};

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
    if args.work_db.is_some() {
        return work::run(&args, &setup, preset, strategy);
    }
    if let Some(n) = args.worst_case {
        let started = Instant::now();
        if mastermind_solver::fits_within(&setup, n).is_none() {
            return bound::no_strategy_within(&setup, preset, n, started, args.json);
        }
    }
    let bar = ProgressBar::new(setup.code_count());
    if std::io::stderr().is_terminal() {
        bar.set_style(
            ProgressStyle::with_template(&format!(
                "{{spinner}} {{elapsed_precise}} [{{bar:40}}] {}",
                // indicatif's own fields, filled in as the bar moves.
                tr!(
                    "cmd-analyze-progress",
                    done = "{pos}",
                    all = "{len}",
                    eta = "{eta}"
                )
            ))
            .expect("the template is valid")
            .progress_chars("=> "),
        );
        // The exact search settles every secret before the first counts
        // (22 minutes at 5·6): the clock and the spinner keep moving.
        bar.enable_steady_tick(std::time::Duration::from_millis(250));
    } else {
        bar.set_draw_target(indicatif::ProgressDrawTarget::hidden());
    }
    let started = Instant::now();
    let options = mastermind_solver::AnalyzeOptions {
        seed: args.seed,
        memory: args
            .memory
            .unwrap_or_else(mastermind_solver::default_memory),
    };
    let analysis =
        mastermind_solver::analyze_with(&setup, strategy, &options, &|done| bar.set_position(done));
    let seconds = started.elapsed().as_secs_f64();
    bar.finish_and_clear();
    report(&args, &setup, preset, &analysis, seconds)
}

/// Prints an analysis (and writes its tree and plot where asked).
pub fn report(
    args: &AnalyzeArgs,
    setup: &mastermind_core::Setup,
    preset: Option<Preset>,
    analysis: &mastermind_solver::Analysis,
    seconds: f64,
) -> anyhow::Result<()> {
    let report = Report {
        preset: preset.map(Preset::name),
        strategy: analysis.strategy.to_string(),
        secrets: analysis.secrets,
        total_guesses: analysis.total_guesses,
        average: analysis.total_guesses as f64 / analysis.secrets.max(1) as f64,
        max: analysis.max,
        distribution: analysis.distribution.clone(),
        first_guess: analysis.first_guess,
        seconds,
    };
    if let Some(path) = &args.tree {
        let file = std::fs::File::create(path).with_context(|| {
            tr!(
                "cmd-analyze-tree-unwritten",
                file = path.display().to_string()
            )
        })?;
        serde_json::to_writer(std::io::BufWriter::new(file), &analysis.tree).with_context(
            || {
                tr!(
                    "cmd-analyze-tree-unwritten",
                    file = path.display().to_string()
                )
            },
        )?;
    }
    if let Some(path) = &args.plot {
        let title = tr!(
            "cmd-analyze-plot-title",
            setup = preset.map_or_else(|| tr!("cmd-custom-setup"), preset_title),
            strategy = report.strategy.as_str(),
            secrets = report.secrets.to_string(),
            average = fixed(report.average, 4)
        );
        std::fs::write(path, svg::histogram(&title, &report.distribution)).with_context(|| {
            tr!(
                "cmd-analyze-plot-unwritten",
                file = path.display().to_string()
            )
        })?;
    }
    if args.json {
        println!("{}", serde_json::to_string(&report)?);
        return Ok(());
    }
    println!(
        "{}",
        tr!(
            "cmd-analyze-strategy-line",
            setup = heading(setup, preset),
            strategy = report.strategy.as_str()
        )
    );
    println!(
        "{}",
        tr!(
            "cmd-analyze-first-guess",
            guess = report.first_guess.to_string()
        )
    );
    println!(
        "{:>7}  {}",
        tr!("cmd-analyze-guesses"),
        tr!("cmd-analyze-secrets")
    );
    let widest = report.distribution.values().copied().max().unwrap_or(1);
    for (guesses, count) in &report.distribution {
        let bar = "#".repeat(((count * 50).div_ceil(widest)) as usize);
        println!("{guesses:>7}  {count:>7}  {bar}");
    }
    // Counts as strings, as Rust writes them: no separators between thousands.
    println!(
        "{}",
        tr!(
            "cmd-analyze-total",
            total = report.total_guesses.to_string(),
            secrets = report.secrets.to_string(),
            average = fixed(report.average, 4),
            worst = report.max.to_string()
        )
    );
    println!("{}", time(report.seconds));
    Ok(())
}

/// The setup analysed, for the first line of a report.
pub fn heading(setup: &mastermind_core::Setup, preset: Option<Preset>) -> String {
    let name = preset.map_or_else(|| tr!("cmd-custom-setup"), |p| p.name().to_string());
    let (pegs, colours, rule) = (setup.pegs(), setup.colours(), setup.rule().to_string());
    if setup.has_blanks() {
        tr!(
            "cmd-analyze-heading-blank",
            name = name,
            pegs = pegs,
            colours = colours,
            rule = rule
        )
    } else {
        tr!(
            "cmd-analyze-heading",
            name = name,
            pegs = pegs,
            colours = colours,
            rule = rule
        )
    }
}

/// The time a report took: "time 0.042 s".
pub fn time(seconds: f64) -> String {
    tr!("cmd-analyze-time", seconds = fixed(seconds, 3))
}
