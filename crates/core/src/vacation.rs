//! Vacation days (BrainKing's, seed 003): an account may be away for a
//! number of days a year, and meanwhile the clocks of its correspondence
//! duels stand still for it (see [`crate::duel::Duel::go_away`]).
//!
//! Days are counted as begun: a vacation ended an hour after it started
//! costs one day, and the days not begun are given back. A vacation counts
//! in the year (UTC) it started in.

use std::time::Duration;

use crate::daily::Day;
use crate::duel::{Away, Moment};

/// Vacation days each account has a year.
pub const DAYS_A_YEAR: u32 = 30;

const DAY: Duration = Duration::from_secs(24 * 3600);

/// Why a vacation cannot start or end.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum VacationError {
    #[error("a vacation lasts 1 to {DAYS_A_YEAR} days; {0} is not allowed")]
    Days(u32),
    #[error("{asked} vacation days asked for, but only {left} are left this year")]
    TooMany { asked: u32, left: u32 },
    #[error("already on vacation")]
    AlreadyAway,
    #[error("not on vacation")]
    NotAway,
}

/// The year (UTC) `at` falls in.
pub fn year_of(at: Moment) -> i32 {
    Day::from_unix_millis(i64::try_from(at.millis()).unwrap_or(i64::MAX)).year()
}

/// The days a vacation from `from` to `until` costs: each day begun.
pub fn days_of(from: Moment, until: Moment) -> u32 {
    let ms = until.since(from).as_millis();
    let day = DAY.as_millis();
    u32::try_from(ms.div_ceil(day)).unwrap_or(u32::MAX)
}

/// What an account has used of a year's vacation, and the vacation it is
/// on, if any.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Allowance {
    pub used: u32,
    pub away: Option<Away>,
}

impl Allowance {
    /// The days left this year.
    pub fn left(&self) -> u32 {
        DAYS_A_YEAR.saturating_sub(self.used)
    }

    /// Whether the account is on vacation at `now`.
    pub fn away_at(&self, now: Moment) -> Option<Away> {
        self.away.filter(|a| a.from <= now && now < a.until)
    }

    /// A vacation of `days` from `now`.
    pub fn start(&self, days: u32, now: Moment) -> Result<Away, VacationError> {
        if !(1..=DAYS_A_YEAR).contains(&days) {
            return Err(VacationError::Days(days));
        }
        // One not over yet, begun or not: another server whose clock runs a
        // few milliseconds ahead may have started it "later" than `now`.
        if self.away.is_some_and(|a| now < a.until) {
            return Err(VacationError::AlreadyAway);
        }
        if days > self.left() {
            return Err(VacationError::TooMany {
                asked: days,
                left: self.left(),
            });
        }
        Ok(Away {
            from: now,
            until: now.after(DAY * days),
        })
    }

    /// Back at `now`, before the vacation's end: the vacation as it was,
    /// and the days not begun, given back.
    pub fn end(&self, now: Moment) -> Result<(Away, u32), VacationError> {
        let away = self.away_at(now).ok_or(VacationError::NotAway)?;
        let planned = days_of(away.from, away.until);
        let taken = days_of(away.from, now).max(1);
        let ended = Away {
            from: away.from,
            until: now,
        };
        Ok((ended, planned.saturating_sub(taken)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOUR: u64 = 3_600_000;
    // 2026-03-01, midday UTC.
    const NOW: u64 = 1_772_366_400_000;

    fn at(ms: u64) -> Moment {
        Moment::from_millis(ms)
    }

    #[test]
    fn a_vacation_takes_whole_days_from_what_is_left() {
        let fresh = Allowance {
            used: 0,
            away: None,
        };
        let away = fresh.start(3, at(NOW)).unwrap();
        assert_eq!(away.until, at(NOW + 72 * HOUR));
        let on = Allowance {
            used: 3,
            away: Some(away),
        };
        assert_eq!(on.left(), 27);
        assert_eq!(on.start(1, at(NOW + HOUR)), Err(VacationError::AlreadyAway));
        // Started by a server whose clock runs 3 ms ahead: away all the same.
        assert_eq!(on.start(1, at(NOW - 3)), Err(VacationError::AlreadyAway));
        // Back after 25 hours: two days begun, one given back.
        let (ended, back) = on.end(at(NOW + 25 * HOUR)).unwrap();
        assert_eq!(ended.until, at(NOW + 25 * HOUR));
        assert_eq!(back, 1);
        // Back at once: one day begun.
        assert_eq!(on.end(at(NOW)).unwrap().1, 2);
        // After its end it is over by itself.
        assert_eq!(on.end(at(NOW + 72 * HOUR)), Err(VacationError::NotAway));
        assert!(on.start(2, at(NOW + 72 * HOUR)).is_ok());
    }

    #[test]
    fn no_more_days_than_the_year_has_left() {
        let spent = Allowance {
            used: 28,
            away: None,
        };
        assert_eq!(
            spent.start(3, at(NOW)),
            Err(VacationError::TooMany { asked: 3, left: 2 })
        );
        assert!(spent.start(2, at(NOW)).is_ok());
        assert_eq!(spent.start(0, at(NOW)), Err(VacationError::Days(0)));
        assert_eq!(spent.start(31, at(NOW)), Err(VacationError::Days(31)));
    }

    #[test]
    fn a_vacation_counts_in_the_year_it_started() {
        assert_eq!(year_of(at(NOW)), 2026);
        assert_eq!(year_of(at(0)), 1970);
        assert_eq!(days_of(at(NOW), at(NOW + 1)), 1);
        assert_eq!(days_of(at(NOW), at(NOW + 48 * HOUR)), 2);
    }
}
