//! A series in play as the cache holds it: the core's [`Series`], the
//! browser it belongs to, and its turn clock. The clock's start is saved
//! with every move (as a wall-clock time), so every server times the row
//! alike, a restart does not give it its time again, and an outage's
//! length, which the store adds to it, is given back.

use mastermind_store::prelude::*;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use mastermind_core::series::{Series, SeriesError, TurnClock};

use crate::AppState;
use crate::cache::{Cache, Kind};
use crate::error::ApiError;

#[derive(Debug)]
pub struct LiveSeries {
    pub id: String,
    /// The version the database holds of it: the next save names it.
    pub version: i64,
    pub series: Series,
    /// The browser that started it; only it may see or move in it.
    pub owner: Option<String>,
    pub clock: TurnClock,
    /// The wall-clock time at which the clock last started, for the view.
    pub clock_wall: Option<SystemTime>,
}

impl LiveSeries {
    /// A series as saved; its row in play began at `turn_started_at` (Unix
    /// ms) if its clock runs.
    pub fn new(
        id: String,
        version: i64,
        series: Series,
        owner: Option<String>,
        turn_started_at: Option<i64>,
    ) -> Self {
        let (now, wall) = (Instant::now(), SystemTime::now());
        let mut clock = TurnClock::new();
        let mut clock_wall = None;
        if let Some(started) = turn_started_at.map(from_millis) {
            // The same row as when it was saved: moves save its start.
            let ago = wall.duration_since(started).unwrap_or_default();
            clock = TurnClock::started(&series, instant_ago(now, ago));
            clock_wall = clock.start().map(|_| started);
        }
        let mut live = LiveSeries {
            id,
            version,
            series,
            owner,
            clock,
            clock_wall,
        };
        let (clock, clock_wall) = live.clock_after(&live.series, now, wall);
        (live.clock, live.clock_wall) = (clock, clock_wall);
        live
    }

    /// The clock for `series` (this series after a move) at `now`: a new
    /// row of the codebreaker starts it, the row in play keeps its start.
    pub fn clock_after(
        &self,
        series: &Series,
        now: Instant,
        wall: SystemTime,
    ) -> (TurnClock, Option<SystemTime>) {
        let mut clock = self.clock;
        clock.sync(series, now);
        let clock_wall = match clock.start() {
            None => None,
            Some(start) if Some(start) == self.clock.start() => self.clock_wall,
            // Kept to the millisecond, as the store keeps it.
            Some(_) => Some(from_millis(
                LiveSeries::turn_started_at(Some(wall)).unwrap_or(0),
            )),
        };
        (clock, clock_wall)
    }

    /// When the row in play began, as the store keeps it.
    pub fn turn_started_at(clock_wall: Option<SystemTime>) -> Option<i64> {
        clock_wall.map(|t| {
            i64::try_from(t.duration_since(UNIX_EPOCH).unwrap_or_default().as_millis())
                .unwrap_or(i64::MAX)
        })
    }
}

fn from_millis(ms: i64) -> SystemTime {
    UNIX_EPOCH + Duration::from_millis(u64::try_from(ms).unwrap_or(0))
}

/// The instant `ago` before `now`. A row begun before this machine's
/// monotonic clock began (it booted since) cannot be timed from there and
/// starts anew.
fn instant_ago(now: Instant, ago: Duration) -> Instant {
    now.checked_sub(ago).unwrap_or(now)
}

impl Kind for LiveSeries {
    const NAME: &'static str = "series";
    type Stamp = i64;

    fn cache(state: &AppState) -> &Cache<Self> {
        state.series()
    }

    fn stamp(&self) -> i64 {
        self.version
    }

    async fn stored_stamp(state: &AppState, id: &str) -> Result<Option<i64>, ApiError> {
        Ok(state.store().series_version(id).await?)
    }

    fn carry(&self, fresh: &mut Self) {
        // The same row from the same start: keep the copy in memory's
        // clock, which knows whether its warning went out.
        if fresh.clock_wall.is_some() && fresh.clock_wall == self.clock_wall {
            fresh.clock = self.clock;
        }
    }

    async fn load(state: &AppState, id: &str) -> Result<Option<Self>, ApiError> {
        if id.is_empty() || id.len() > 64 {
            return Ok(None);
        }
        Ok(state.store().load_series(id).await?.map(|saved| {
            LiveSeries::new(
                id.to_string(),
                saved.version,
                saved.series,
                saved.owner,
                saved.turn_started_at,
            )
        }))
    }

    fn owner(&self) -> Option<&str> {
        self.owner.as_deref()
    }

    fn id(&self) -> &str {
        &self.id
    }
}

/// A move the core refused: malformed input is bad, the wrong moment a
/// conflict.
pub fn series_error(error: SeriesError) -> ApiError {
    ApiError::refused(&error, error.is_bad_input())
}
