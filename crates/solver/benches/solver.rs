//! Criterion benchmarks of the solver's hot paths. Long whole-game runs are
//! examples instead (see docs/PERFORMANCE.md).

use criterion::{Criterion, criterion_group, criterion_main};

fn placeholder(c: &mut Criterion) {
    c.bench_function("noop", |b| b.iter(|| 1 + 1));
}

criterion_group!(benches, placeholder);
criterion_main!(benches);
