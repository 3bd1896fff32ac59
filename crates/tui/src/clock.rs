//! The clock the board reads, injected so that a test can stop time: the
//! seconds a win took and the date of a high score are otherwise wall-clock
//! noise in every snapshot.

use std::time::{Instant, SystemTime, UNIX_EPOCH};

pub trait Clock {
    /// Milliseconds on a clock that never runs backwards, from any origin: the
    /// time a game took is a difference of two of these.
    fn ticks(&self) -> u64;
    /// Milliseconds since the Unix epoch: when a win happened.
    fn now(&self) -> i64;
}

/// The real clock of the machine.
#[derive(Debug, Clone, Copy)]
pub struct SystemClock {
    origin: Instant,
}

impl SystemClock {
    pub fn new() -> Self {
        SystemClock {
            origin: Instant::now(),
        }
    }
}

impl Default for SystemClock {
    fn default() -> Self {
        SystemClock::new()
    }
}

impl Clock for SystemClock {
    fn ticks(&self) -> u64 {
        u64::try_from(self.origin.elapsed().as_millis()).unwrap_or(u64::MAX)
    }

    fn now(&self) -> i64 {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
    }
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

    #[test]
    fn the_system_clock_moves_forward() {
        let clock = SystemClock::new();
        let first = clock.ticks();
        assert!(clock.ticks() >= first);
        // After 2020-01-01: a clock stuck at the epoch would date every score 1970.
        assert!(clock.now() > 1_577_836_800_000);
    }
}
