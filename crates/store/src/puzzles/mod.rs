//! Rated puzzles as kept, on either engine: the puzzles with their own
//! ratings, each attempt at one (at most one open per player and mode, its
//! turns saved at a version), each account's puzzle rating (moved with the
//! puzzle's in the commit that ends a rated attempt), streaks, and the
//! day's puzzle.

use std::future::Future;

use mastermind_core::Turn;
use mastermind_core::daily::Day;
use mastermind_core::duel::rating::Rating;
use mastermind_core::puzzle::{Ending, Mode, Puzzle, Theme};

use crate::{Database, StoreError};

pub(crate) mod attempts;
mod queries;

/// A new attempt, before it is saved.
#[derive(Debug, Clone, PartialEq)]
pub struct NewAttempt {
    pub id: String,
    pub puzzle_id: String,
    /// An account's id, or a guest's cookie.
    pub player: String,
    pub mode: Mode,
    /// Whether its end moves ratings (the core's [`Mode::is_rated`]).
    pub rated: bool,
    /// The streak it belongs to (streak mode).
    pub streak: Option<String>,
    /// The day whose puzzle it is (daily mode).
    pub day: Option<Day>,
    /// Unix ms.
    pub created_at: i64,
}

/// An attempt as kept, with its puzzle.
#[derive(Debug, Clone, PartialEq)]
pub struct SavedAttempt {
    pub id: String,
    pub puzzle: Puzzle,
    pub player: String,
    pub mode: Mode,
    pub rated: bool,
    pub streak: Option<String>,
    pub day: Option<Day>,
    pub turns: Vec<Turn>,
    pub ending: Option<Ending>,
    /// The player's puzzle rating before and after a rated attempt ended.
    pub rating_before: Option<f64>,
    pub rating_after: Option<f64>,
    /// Moves with every save: a save naming an older one finds it stale.
    pub version: i64,
    pub created_at: i64,
    pub finished_at: Option<i64>,
}

/// A player's record at puzzles.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct PuzzleRecord {
    /// The account's puzzle rating; `None` before its first rated attempt
    /// (and for a guest).
    pub rating: Option<Rating>,
    /// Attempts ended, and of them solved.
    pub attempts: i64,
    pub solved: i64,
    /// Puzzles solved in the longest streak, and in the one going on (or
    /// the last one, when it ended with a miss: 0).
    pub best_streak: i64,
    pub streak: i64,
}

/// How the day's puzzle went for everyone.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DailyTally {
    pub attempts: i64,
    pub solved: i64,
}

/// Where puzzles and attempts are kept.
pub trait PuzzleStore: Send + Sync {
    /// Keeps the puzzles not kept yet (by id), each at its own rating;
    /// how many were new.
    fn add_puzzles(
        &self,
        puzzles: &[Puzzle],
        now: i64,
    ) -> impl Future<Output = Result<u64, StoreError>> + Send;

    /// How many puzzles of each theme are kept.
    fn puzzle_counts(&self) -> impl Future<Output = Result<Vec<(Theme, i64)>, StoreError>> + Send;

    /// Up to `limit` puzzles of `theme` (any for `None`) with ratings
    /// nearest `near`, among those `player` never attempted while there
    /// are any.
    fn puzzles_near(
        &self,
        player: &str,
        theme: Option<Theme>,
        near: f64,
        limit: i64,
    ) -> impl Future<Output = Result<Vec<Puzzle>, StoreError>> + Send;

    /// The puzzle `id`.
    fn puzzle(&self, id: &str) -> impl Future<Output = Result<Option<Puzzle>, StoreError>> + Send;

    /// The day's puzzle: the first `pick` offered for `day` is kept, on
    /// every server.
    fn daily_puzzle(
        &self,
        day: Day,
        pick: &str,
    ) -> impl Future<Output = Result<String, StoreError>> + Send;

    /// Whether a puzzle was picked for `day` already, and which.
    fn daily_puzzle_of(
        &self,
        day: Day,
    ) -> impl Future<Output = Result<Option<String>, StoreError>> + Send;

    /// How the attempts at `day`'s puzzle ended.
    fn daily_tally(&self, day: Day) -> impl Future<Output = Result<DailyTally, StoreError>> + Send;

    /// Saves `new`, unless its player has an open attempt in its mode (or,
    /// for the daily mode, one at that day's puzzle): then that one, and
    /// nothing is written. Safe against two starts at once.
    fn start_attempt(
        &self,
        new: &NewAttempt,
    ) -> impl Future<Output = Result<SavedAttempt, StoreError>> + Send;

    /// The player's open attempt in `mode`.
    fn open_attempt(
        &self,
        player: &str,
        mode: Mode,
    ) -> impl Future<Output = Result<Option<SavedAttempt>, StoreError>> + Send;

    /// `player`'s attempt at `day`'s puzzle.
    fn daily_attempt(
        &self,
        player: &str,
        day: Day,
    ) -> impl Future<Output = Result<Option<SavedAttempt>, StoreError>> + Send;

    /// The attempt `id`.
    fn attempt(
        &self,
        id: &str,
    ) -> impl Future<Output = Result<Option<SavedAttempt>, StoreError>> + Send;

    /// Saves the attempt's turns and ending over version `version`; when
    /// it ends rated, moves its player's rating and its puzzle's in the
    /// same commit (the core's [`rate`](mastermind_core::puzzle::rate)).
    /// `None`, with nothing written, when the attempt moved on since that
    /// version.
    fn save_attempt(
        &self,
        id: &str,
        version: i64,
        turns: &[Turn],
        ending: Option<Ending>,
        now: i64,
    ) -> impl Future<Output = Result<Option<SavedAttempt>, StoreError>> + Send;

    /// The streak `player`'s next streak attempt continues, with the
    /// puzzles solved in it so far: the last streak's, when its last
    /// attempt was solved; `None` when a new one begins.
    fn streak_of(
        &self,
        player: &str,
    ) -> impl Future<Output = Result<Option<(String, i64)>, StoreError>> + Send;

    /// Puzzles `player` solved in the streak `streak`.
    fn streak_length(
        &self,
        player: &str,
        streak: &str,
    ) -> impl Future<Output = Result<i64, StoreError>> + Send;

    /// `player`'s puzzle rating; `None` before the first rated attempt.
    fn puzzle_rating(
        &self,
        player: &str,
    ) -> impl Future<Output = Result<Option<Rating>, StoreError>> + Send;

    /// `player`'s record.
    fn puzzle_record(
        &self,
        player: &str,
    ) -> impl Future<Output = Result<PuzzleRecord, StoreError>> + Send;
}

impl PuzzleStore for Database {
    async fn add_puzzles(&self, puzzles: &[Puzzle], now: i64) -> Result<u64, StoreError> {
        dispatch!(self, pool => queries::add_puzzles(pool, puzzles, now))
    }

    async fn puzzle_counts(&self) -> Result<Vec<(Theme, i64)>, StoreError> {
        dispatch!(self, pool => queries::puzzle_counts(pool))
    }

    async fn puzzles_near(
        &self,
        player: &str,
        theme: Option<Theme>,
        near: f64,
        limit: i64,
    ) -> Result<Vec<Puzzle>, StoreError> {
        dispatch!(self, pool => queries::puzzles_near(pool, player, theme, near, limit))
    }

    async fn puzzle(&self, id: &str) -> Result<Option<Puzzle>, StoreError> {
        dispatch!(self, pool => queries::puzzle(pool, id))
    }

    async fn daily_puzzle(&self, day: Day, pick: &str) -> Result<String, StoreError> {
        dispatch!(self, pool => queries::daily_puzzle(pool, day, pick))
    }

    async fn daily_puzzle_of(&self, day: Day) -> Result<Option<String>, StoreError> {
        dispatch!(self, pool => queries::daily_puzzle_of(pool, day))
    }

    async fn daily_tally(&self, day: Day) -> Result<DailyTally, StoreError> {
        dispatch!(self, pool => queries::daily_tally(pool, day))
    }

    async fn start_attempt(&self, new: &NewAttempt) -> Result<SavedAttempt, StoreError> {
        dispatch!(self, pool => attempts::start(pool, new))
    }

    async fn open_attempt(
        &self,
        player: &str,
        mode: Mode,
    ) -> Result<Option<SavedAttempt>, StoreError> {
        dispatch!(self, pool => attempts::open(pool, player, mode))
    }

    async fn daily_attempt(
        &self,
        player: &str,
        day: Day,
    ) -> Result<Option<SavedAttempt>, StoreError> {
        dispatch!(self, pool => attempts::of_day(pool, player, day))
    }

    async fn attempt(&self, id: &str) -> Result<Option<SavedAttempt>, StoreError> {
        dispatch!(self, pool => attempts::one(pool, id))
    }

    async fn save_attempt(
        &self,
        id: &str,
        version: i64,
        turns: &[Turn],
        ending: Option<Ending>,
        now: i64,
    ) -> Result<Option<SavedAttempt>, StoreError> {
        dispatch!(self, pool => attempts::save(pool, id, version, turns, ending, now))
    }

    async fn streak_of(&self, player: &str) -> Result<Option<(String, i64)>, StoreError> {
        dispatch!(self, pool => attempts::streak_of(pool, player))
    }

    async fn streak_length(&self, player: &str, streak: &str) -> Result<i64, StoreError> {
        dispatch!(self, pool => attempts::streak_length(pool, player, streak))
    }

    async fn puzzle_rating(&self, player: &str) -> Result<Option<Rating>, StoreError> {
        dispatch!(self, pool => attempts::rating(pool, player))
    }

    async fn puzzle_record(&self, player: &str) -> Result<PuzzleRecord, StoreError> {
        dispatch!(self, pool => attempts::record(pool, player))
    }
}
