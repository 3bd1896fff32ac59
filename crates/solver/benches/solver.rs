//! Criterion benchmarks of the solver's hot paths. Whole-game runs that take
//! seconds are examples instead (`examples/figures.rs`, see
//! docs/PERFORMANCE.md).

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use mastermind_core::{Code, Feedback, Preset};
use mastermind_solver::kernel::Packed;
use mastermind_solver::{Strategy, analyze, hint};

/// One guess against every code of level III (262,144 secrets).
fn kernel(c: &mut Criterion) {
    for preset in [Preset::Mastermind3, Preset::Colour3] {
        let setup = preset.setup();
        let codes: Vec<Code> = setup.codes().collect();
        let packed = Packed::new(usize::from(setup.pegs()), codes.iter().copied());
        let guess = Code::from_digits("112345").expect("code");
        let mut group = c.benchmark_group(format!("kernel/{preset}"));
        group.throughput(Throughput::Elements(codes.len() as u64));
        let mut out = Vec::new();
        group.bench_function("dispatch (avx2 when present)", |b| {
            b.iter(|| packed.scores(setup.rule(), black_box(&guess), &mut out))
        });
        let mut out = vec![0; codes.len() + 32];
        group.bench_function("scalar", |b| {
            b.iter(|| packed.scores_scalar(setup.rule(), black_box(&guess), &mut out))
        });
        group.bench_function("core score_pegs, one by one", |b| {
            b.iter(|| {
                codes
                    .iter()
                    .map(|s| setup.score(s, black_box(&guess)).black)
                    .fold(0u32, |a, x| a + u32::from(x))
            })
        });
        group.finish();
    }
}

/// A hint anywhere in a level-III game: before the first guess, and after
/// one, two and three guesses of a game against a fixed secret.
fn hints(c: &mut Criterion) {
    let setup = Preset::Mastermind3.setup();
    let secret = Code::from_digits("372618").expect("code");
    let mut history: Vec<(Code, Feedback)> = Vec::new();
    // Build the universe outside the timing, as a server keeps it.
    hint(&setup, &history).expect("fits");
    let mut group = c.benchmark_group("hint/mastermind-3");
    group.sample_size(10);
    for turn in 0..4 {
        group.bench_function(format!("after {turn} guesses"), |b| {
            b.iter(|| hint(&setup, black_box(&history)).expect("fits"))
        });
        let next = hint(&setup, &history).expect("fits").suggestion;
        history.push((next, setup.score(&secret, &next)));
    }
    group.finish();
}

/// Whole games at 4 pegs · 6 colours (the short ones).
fn whole_games(c: &mut Criterion) {
    let setup = Preset::Mastermind1.setup();
    let mut group = c.benchmark_group("analyze/mastermind-1");
    group.sample_size(10);
    for strategy in [Strategy::Knuth, Strategy::Entropy] {
        group.bench_function(strategy.name(), |b| {
            b.iter(|| analyze(&setup, strategy, &|_| {}).total_guesses)
        });
    }
    group.finish();
}

criterion_group!(benches, kernel, hints, whole_games);
criterion_main!(benches);
