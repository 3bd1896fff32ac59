//! What is left of a shared search, in seconds: each job still needed at
//! the time its size calls for, as the jobs done so far show it. A part's
//! search grows steeply with its codes (at 5·6 from a second for a part of
//! 100 codes to minutes for one of 1,000), so the mean of the jobs done,
//! the small ones among them, says little of the large ones left.

/// The seconds the jobs of `needed` sizes (codes in their parts) would take
/// together, from `done`, the size and seconds of each job searched: a
/// power of the size fitted to them (least squares on the logarithms), or
/// their mean while they are all of one size. `None` before any is done.
pub fn seconds_left(done: &[(usize, f64)], needed: &[usize]) -> Option<f64> {
    let points: Vec<(f64, f64)> = done
        .iter()
        .filter(|&&(size, seconds)| size > 0 && seconds > 0.0)
        .map(|&(size, seconds)| ((size as f64).ln(), seconds.ln()))
        .collect();
    if points.is_empty() {
        return None;
    }
    let n = points.len() as f64;
    let mean_x = points.iter().map(|p| p.0).sum::<f64>() / n;
    let mean_y = points.iter().map(|p| p.1).sum::<f64>() / n;
    let var: f64 = points.iter().map(|p| (p.0 - mean_x).powi(2)).sum();
    let cov: f64 = points.iter().map(|p| (p.0 - mean_x) * (p.1 - mean_y)).sum();
    // A larger part never takes less: a fit that says so is noise.
    let power = if var > 0.0 { (cov / var).max(0.0) } else { 0.0 };
    let left = needed
        .iter()
        .map(|&size| (mean_y + power * ((size.max(1) as f64).ln() - mean_x)).exp())
        .sum();
    Some(left)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() <= 1e-6 * b.abs().max(1.0)
    }

    /// Jobs whose time is a power of their size give that power back: the
    /// large jobs left are estimated at their own time, not at the mean.
    #[test]
    fn a_power_of_the_size_is_found_again() {
        let done: Vec<(usize, f64)> = [10, 20, 40, 80]
            .iter()
            .map(|&m| (m, 0.001 * (m as f64).powi(3)))
            .collect();
        let left = seconds_left(&done, &[1000, 500]).expect("jobs done");
        assert!(close(left, 0.001 * (1e9 + 1.25e8)), "{left}");
    }

    /// Jobs of one size: their mean, for each job left whatever its size.
    #[test]
    fn one_size_gives_the_mean() {
        let left = seconds_left(&[(50, 2.0), (50, 4.0)], &[50, 400]).expect("jobs done");
        // The mean of the logarithms: the geometric mean, √8 a job.
        assert!(close(left, 2.0 * 8f64.sqrt()), "{left}");
    }

    /// Nothing done, nothing to go on; nothing needed, nothing left; a fit
    /// that falls with the size counts every job at the middle time.
    #[test]
    fn the_edges() {
        assert_eq!(seconds_left(&[], &[10]), None);
        assert_eq!(seconds_left(&[(10, 0.0)], &[10]), None);
        assert_eq!(seconds_left(&[(10, 1.0)], &[]), Some(0.0));
        let falling = seconds_left(&[(10, 4.0), (100, 1.0)], &[1000]).expect("jobs done");
        assert!(close(falling, 2.0), "{falling}");
    }
}
