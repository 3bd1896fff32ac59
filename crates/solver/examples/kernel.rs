//! One guess against every code of a preset, many times: for `perf stat`,
//! whose cycle and task-clock counts stay meaningful on a shared machine.
//!
//! perf stat -e cycles,task-clock cargo run --release -p mastermind-solver --example kernel -- mastermind-3 2000

use std::time::Instant;

use mastermind_core::{Code, Preset};
use mastermind_solver::kernel::Packed;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    // The first argument is the program's own name.
    let all: Vec<String> = std::env::args().collect();
    let args = all.get(1..).unwrap_or_default();
    let preset: Preset = args
        .first()
        .map_or("mastermind-3", String::as_str)
        .parse()?;
    let rounds: usize = args.get(1).map_or(Ok(1000), |s| s.parse())?;
    let scalar = args.iter().any(|a| a == "--scalar");
    let setup = preset.setup();
    let codes: Vec<Code> = setup.codes().collect();
    let packed = Packed::new(usize::from(setup.pegs()), codes.iter().copied());
    let mut out = vec![0u8; codes.len() + 32];
    let mut check = 0u64;
    let start = Instant::now();
    for r in 0..rounds {
        let guess = codes[(r * 7919) % codes.len()];
        if scalar {
            packed.scores_scalar(setup.rule(), &guess, &mut out);
        } else {
            let mut v = std::mem::take(&mut out);
            packed.scores(setup.rule(), &guess, &mut v);
            out = v;
        }
        check += u64::from(out[r % codes.len()]);
    }
    let seconds = start.elapsed().as_secs_f64();
    let feedbacks = (rounds * codes.len()) as f64;
    println!(
        "{preset} {}: {feedbacks:.0} feedbacks in {seconds:.3} s wall = {:.3e}/s (check {check}); divide by perf's task-clock for per-core speed",
        if scalar { "scalar" } else { "dispatch" },
        feedbacks / seconds
    );
    Ok(())
}
