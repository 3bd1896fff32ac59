//! Criterion benchmarks of the solver's hot paths. Whole-game runs that take
//! seconds are examples instead (`examples/figures.rs`, see
//! docs/PERFORMANCE.md).

use std::hint::black_box;

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use mastermind_core::{Code, Feedback, Preset};
use mastermind_solver::kernel::Packed;
use mastermind_solver::{Codebreaker, Strategy, analyze, hint};
use rand::SeedableRng;
use rand::rngs::StdRng;

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

/// The computer's next guess in a game against a person, with the strongest
/// strategy, on the presets where it takes longest (see
/// `examples/answer_time.rs` for every preset): before the first guess and
/// after one, two and three of its own guesses against a fixed secret. Each
/// sample is a fresh codebreaker brought to that turn outside the timing, so
/// no memory of an earlier sample helps.
fn next_guesses(c: &mut Criterion) {
    for (preset, secret) in [
        (Preset::Mastermind1, "3456"),
        (Preset::BoardBlanks, "0356"),
        (Preset::Logik, "37261"),
        (Preset::Mastermind3, "372618"),
    ] {
        let setup = preset.setup();
        let secret = Code::from_digits(secret).expect("code");
        let mut group = c.benchmark_group(format!("next-guess/{preset}/best"));
        group.sample_size(10);
        let mut played: Vec<Code> = Vec::new();
        for turn in 0..4 {
            let ready = || {
                let mut breaker = Codebreaker::new(&setup, Strategy::Best);
                for guess in &played {
                    breaker
                        .record(*guess, setup.score(&secret, guess))
                        .expect("a true answer");
                }
                breaker
            };
            group.bench_function(format!("after {turn} guesses"), |b| {
                b.iter_batched(
                    ready,
                    |mut breaker| breaker.next_guess(&mut StdRng::seed_from_u64(0)),
                    BatchSize::SmallInput,
                )
            });
            let mut breaker = ready();
            let next = breaker.next_guess(&mut StdRng::seed_from_u64(0));
            if next == secret {
                break;
            }
            played.push(next);
        }
        group.finish();
    }
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

criterion_group!(benches, kernel, hints, next_guesses, whole_games);
criterion_main!(benches);
