//! A series in play as the cache holds it: the core's [`Series`], the
//! browser it belongs to, and its turn clock (in memory only: after a
//! restart the row in play gets its full time again).

use std::time::{Instant, SystemTime};

use mastermind_core::series::{Series, SeriesError, TurnClock};
use mastermind_store::SeriesStore;

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
    pub fn new(id: String, version: i64, series: Series, owner: Option<String>) -> Self {
        let mut live = LiveSeries {
            id,
            version,
            series,
            owner,
            clock: TurnClock::new(),
            clock_wall: None,
        };
        live.sync_clock(Instant::now());
        live
    }

    /// Follows the core's clock: a new row of the codebreaker starts it.
    pub fn sync_clock(&mut self, now: Instant) {
        let before = self.clock.start();
        self.clock.sync(&self.series, now);
        if self.clock.start() != before {
            self.clock_wall = self.clock.start().map(|_| SystemTime::now());
        }
    }
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
        // The turn clock lives in memory: a row still in play keeps the
        // time it started at.
        if fresh.series.next_row() == self.series.next_row()
            && fresh.series.current().map(|g| g.number())
                == self.series.current().map(|g| g.number())
        {
            fresh.clock = self.clock;
            fresh.clock_wall = self.clock_wall;
        }
    }

    async fn load(state: &AppState, id: &str) -> Result<Option<Self>, ApiError> {
        if id.is_empty() || id.len() > 64 {
            return Ok(None);
        }
        Ok(state
            .store()
            .load_series(id)
            .await?
            .map(|saved| LiveSeries::new(id.to_string(), saved.version, saved.series, saved.owner)))
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
