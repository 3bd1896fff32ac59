//! The clock the board reads, injected so that a test can stop time: the
//! seconds a win took and the date of a high score are otherwise wall-clock
//! noise in every snapshot.

pub trait Clock {
    /// Milliseconds on a clock that never runs backwards, from any origin: the
    /// time a game took is a difference of two of these.
    fn ticks(&self) -> u64;
    /// Milliseconds since the Unix epoch: when a win happened.
    fn now(&self) -> i64;
}

/// A time taken, as people read it on a score table: `m:ss`.
pub fn format_millis(millis: u64) -> String {
    let seconds = millis / 1000;
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_read_as_minutes_and_seconds() {
        assert_eq!(format_millis(0), "0:00");
        assert_eq!(format_millis(42_999), "0:42");
        assert_eq!(format_millis(65_000), "1:05");
        assert_eq!(format_millis(3_600_000), "60:00");
    }
}
