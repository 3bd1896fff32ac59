//! The duel's clocks. Pure: the caller passes every instant as a [`Moment`]
//! (milliseconds since the Unix epoch, which, unlike `std::time::Instant`,
//! can be stored, so a clock survives a server restart and runs across
//! servers).
//!
//! Time runs in stages: the codes, then each turn. A stage starts when the
//! previous one is complete; a player's time for it runs from that moment
//! until their move, so both players' clocks run at once.

use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::{Side, Sides, TimeControl};

/// An instant, in milliseconds since the Unix epoch.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Moment(u64);

impl Moment {
    pub const fn from_millis(millis: u64) -> Self {
        Moment(millis)
    }

    pub fn millis(self) -> u64 {
        self.0
    }

    /// `duration` later (saturating, never wrapping).
    pub fn after(self, duration: Duration) -> Self {
        Moment(
            self.0
                .saturating_add(u64::try_from(duration.as_millis()).unwrap_or(u64::MAX)),
        )
    }

    /// The time since `earlier`, zero if `earlier` is later.
    pub fn since(self, earlier: Moment) -> Duration {
        Duration::from_millis(self.0.saturating_sub(earlier.0))
    }
}

/// The time control's state: when the stage in play started and, with a
/// clock per game, what each player had left at that moment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Clock {
    pub(super) control: TimeControl,
    pub(super) stage_start: Moment,
    pub(super) left: Sides<Duration>,
    /// Time given back so far (see [`Clock::give_back`]).
    pub(super) given_back: Duration,
    /// Each player's vacation that touches the stage in play.
    pub(super) away: Sides<Option<Away>>,
    /// Time of the stage in play that each player spent on a vacation
    /// already over: their clock stood still for it.
    pub(super) spared: Sides<Duration>,
}

/// A player on vacation from `from` until `until`: the clocks of their
/// correspondence duels do not run for them meanwhile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Away {
    pub from: Moment,
    pub until: Moment,
}

impl Clock {
    pub(super) fn new(control: TimeControl, now: Moment) -> Self {
        let total = match control {
            TimeControl::PerGame { seconds } => Duration::from_secs(u64::from(seconds)),
            _ => Duration::ZERO,
        };
        Clock {
            control,
            stage_start: now,
            left: Sides::new(total, total),
            given_back: Duration::ZERO,
            away: Sides::default(),
            spared: Sides::default(),
        }
    }

    /// How long `side`'s clock stood still in the stage in play up to
    /// `upto` (`None`: the whole vacation, however long).
    fn stood(&self, side: Side, upto: Option<Moment>) -> Duration {
        let away = self.away[side].map_or(Duration::ZERO, |a| {
            let end = upto.map_or(a.until, |u| u.min(a.until));
            end.since(a.from.max(self.stage_start))
        });
        self.spared[side] + away
    }

    /// How long `side` has for the stage in play, `None` without a clock.
    pub(super) fn allowance(&self, side: Side) -> Option<Duration> {
        match self.control {
            TimeControl::None => None,
            TimeControl::PerTurn { seconds } => Some(Duration::from_secs(u64::from(seconds))),
            TimeControl::PerGame { .. } => Some(self.left[side]),
        }
    }

    /// When `side`'s time for the stage runs out (if they still owe a move).
    pub(super) fn deadline(&self, side: Side) -> Option<Moment> {
        self.allowance(side)
            .map(|a| self.stage_start.after(a + self.stood(side, None)))
    }

    /// Whether a move by `side` at `now` is in time.
    pub(super) fn in_time(&self, side: Side, now: Moment) -> bool {
        self.deadline(side).is_none_or(|end| now <= end)
    }

    /// `side` moved at `now`: a clock per game keeps what is left.
    pub(super) fn charge(&mut self, side: Side, now: Moment) {
        if matches!(self.control, TimeControl::PerGame { .. }) {
            let used = now
                .since(self.stage_start)
                .saturating_sub(self.stood(side, Some(now)));
            self.left[side] = self.left[side].saturating_sub(used);
        }
    }

    /// The clocks stood still for `stopped`: the stage in play started that
    /// much later, so every deadline in it moves by as much.
    pub(super) fn give_back(&mut self, stopped: Duration) {
        self.stage_start = self.stage_start.after(stopped);
        self.given_back += stopped;
    }

    pub(super) fn next_stage(&mut self, now: Moment) {
        self.stage_start = now;
        self.spared = Sides::default();
        for side in Side::BOTH {
            if self.away[side].is_some_and(|a| a.until <= now) {
                self.away[side] = None;
            }
        }
    }

    /// `side` is on vacation from `from` until `until`; a vacation of
    /// theirs already over counts as spared time first.
    pub(super) fn go_away(&mut self, side: Side, from: Moment, until: Moment) {
        self.come_back(side, from);
        self.away[side] = Some(Away { from, until });
    }

    /// `side`'s vacation ends at `now` (early, or at its end).
    pub(super) fn come_back(&mut self, side: Side, now: Moment) {
        if self.away[side].is_some() {
            let spared = self.stood(side, Some(now));
            self.spared[side] = spared;
            self.away[side] = None;
        }
    }
}

/// What a player's page needs to draw the clocks: when each player's time
/// runs out (`None` once they have moved, or without a clock) and, with a
/// clock per game, what each had left when the stage began.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ClockView {
    pub time_control: TimeControl,
    pub stage_start: Moment,
    pub left_ms: Sides<u64>,
    pub deadlines: Sides<Option<Moment>>,
    /// Time given back because no move could be made meanwhile (the
    /// server unreachable): the page says so.
    pub given_back_ms: u64,
    /// Until when each player is on vacation (their clock stands still).
    pub away_until: Sides<Option<Moment>>,
}
