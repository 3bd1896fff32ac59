//! Percentiles, as the figures are printed.

pub(crate) fn percentile(values: &mut [f64], p: f64) -> f64 {
    if values.is_empty() {
        return f64::NAN;
    }
    values.sort_by(f64::total_cmp);
    let i = ((values.len() as f64 - 1.0) * p).round() as usize;
    values[i]
}

pub(crate) fn report(name: &str, values: &mut [f64]) {
    println!(
        "{name}: {} samples, p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        values.len(),
        percentile(values, 0.5),
        percentile(values, 0.99),
        percentile(values, 1.0)
    );
}
