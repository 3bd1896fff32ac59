//! The machine's clock for the terminal board, kept at the edge: the core
//! never reads it, and the board's tests use a clock of their own.

use std::time::Instant;

pub use mastermind_store::now_millis;
use mastermind_tui::Clock;

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

impl Clock for SystemClock {
    fn ticks(&self) -> u64 {
        u64::try_from(self.origin.elapsed().as_millis()).unwrap_or(u64::MAX)
    }

    fn now(&self) -> i64 {
        now_millis()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_system_clock_moves_forward() {
        let clock = SystemClock::new();
        let first = clock.ticks();
        assert!(clock.ticks() >= first);
        // After 2020-01-01: a clock stuck at the epoch would date every score 1970.
        assert!(clock.now() > 1_577_836_800_000);
    }
}
