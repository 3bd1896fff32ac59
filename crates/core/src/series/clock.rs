//! The codebreaker's turn clock (seed 001 suggests 3 or 4 minutes a turn).
//! Pure: the caller passes every instant, so a test can step through a whole
//! turn without waiting and every door counts time the same way.

use std::time::{Duration, Instant};

use super::{Event, Phase, Series, SeriesError};

/// How late a guess may arrive after its time ran out: the network's delay
/// between a player's last keystroke and the server.
pub const GRACE: Duration = Duration::from_secs(2);

/// When the warning comes before a turn's time runs out: 30 s before, or
/// half-way through limits shorter than a minute.
pub fn warning_before(limit: Duration) -> Duration {
    (limit / 2).min(Duration::from_secs(30))
}

/// Seconds as a person counts what is left: any part of a second is one.
pub(crate) fn whole_seconds(left: Duration) -> u64 {
    left.as_secs() + u64::from(left.subsec_nanos() > 0)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Running {
    limit: Duration,
    /// (games begun, voided ones included; rows of the game in play)
    row: (usize, usize),
    started: Instant,
    warned: bool,
}

/// Times the row the codebreaker is to play; stopped while anyone else is
/// to move or in a series without a time limit. Its instants are the
/// caller's: the server saves the row's start as a wall-clock time and
/// starts the clock from it when it reads the series (so a restart does not
/// give the row its time again); the terminal's gets its time again.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct TurnClock {
    running: Option<Running>,
}

impl TurnClock {
    pub fn new() -> Self {
        TurnClock::default()
    }

    /// A clock synced to `series` at `now`.
    pub fn started(series: &Series, now: Instant) -> Self {
        let mut clock = TurnClock::new();
        clock.sync(series, now);
        clock
    }

    /// Starts the clock when a new row waits for the codebreaker; a row
    /// already timed keeps its start. Stops it while anyone else is to move.
    pub fn sync(&mut self, series: &Series, now: Instant) {
        let limit = series.rules().time_limit();
        let row = series.row_key();
        match (limit, series.phase(), row) {
            (Some(seconds), Phase::Guess { .. }, Some(row)) => {
                if self.running.is_none_or(|r| r.row != row) {
                    self.running = Some(Running {
                        limit: Duration::from_secs(u64::from(seconds)),
                        row,
                        started: now,
                        warned: false,
                    });
                }
            }
            _ => self.running = None,
        }
    }

    /// When the row in play started, if the clock runs.
    pub fn start(&self) -> Option<Instant> {
        self.running.map(|r| r.started)
    }

    /// When the row's time runs out.
    pub fn deadline(&self) -> Option<Instant> {
        self.running.map(|r| r.started + r.limit)
    }

    /// When the warning is due.
    pub fn warning_at(&self) -> Option<Instant> {
        self.running
            .map(|r| r.started + r.limit - warning_before(r.limit))
    }

    /// How long before the end the warning comes.
    pub fn warning_before(&self) -> Option<Duration> {
        self.running.map(|r| warning_before(r.limit))
    }

    /// Time left for the row in play.
    pub fn left(&self, now: Instant) -> Option<Duration> {
        self.deadline()
            .map(|end| end.saturating_duration_since(now))
    }

    /// Whether the warning's moment has come for the row in play.
    pub fn is_warning(&self, now: Instant) -> bool {
        self.warning_at().is_some_and(|at| now >= at)
    }

    /// The time warning, once per row, when its moment has come and the
    /// time is not yet up.
    pub fn warn(&mut self, series: &Series, now: Instant) -> Option<Event> {
        let left = self.left(now)?;
        let due = self.is_warning(now);
        let running = self.running.as_mut()?;
        if running.warned || left.is_zero() || !due {
            return None;
        }
        running.warned = true;
        let Phase::Guess { turn } = series.phase() else {
            return None;
        };
        Some(Event::TimeWarning {
            game: series.current()?.number(),
            turn,
            seconds_left: whole_seconds(left),
        })
    }

    /// Whether a guess arriving at `now` is still in time: a guess may come
    /// [`GRACE`] late, for the network; after that only the time-out counts.
    pub fn check_guess(&self, series: &Series, now: Instant) -> Result<(), SeriesError> {
        let (Some(end), Phase::Guess { turn }) = (self.deadline(), series.phase()) else {
            return Ok(());
        };
        if now > end + GRACE {
            return Err(SeriesError::TimeUp(turn));
        }
        Ok(())
    }

    /// Whether the row's time has run out: `Ok` when it has, otherwise why
    /// a time-out cannot be called yet.
    pub(super) fn check_up(&self, series: &Series, now: Instant) -> Result<(), SeriesError> {
        let Phase::Guess { turn } = series.phase() else {
            return Err(series.wrong_phase_for_guess());
        };
        let Some(limit) = series.rules().time_limit() else {
            return Err(SeriesError::NoTimeLimit);
        };
        let left = match self.running {
            Some(r) if Some(r.row) == series.row_key() => self.left(now).unwrap_or_default(),
            // A clock not started for this row has not run at all.
            _ => Duration::from_secs(u64::from(limit)),
        };
        if left.is_zero() {
            Ok(())
        } else {
            Err(SeriesError::TimeLeft {
                turn,
                seconds: whole_seconds(left),
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn warnings_come_thirty_seconds_before_or_half_way() {
        assert_eq!(
            warning_before(Duration::from_secs(180)),
            Duration::from_secs(30)
        );
        assert_eq!(
            warning_before(Duration::from_secs(4)),
            Duration::from_secs(2)
        );
    }

    #[test]
    fn parts_of_a_second_count_as_one() {
        assert_eq!(whole_seconds(Duration::from_millis(1)), 1);
        assert_eq!(whole_seconds(Duration::from_secs(2)), 2);
        assert_eq!(whole_seconds(Duration::from_millis(2001)), 3);
    }
}
