//! The daily code as kept, on either engine: the key its secrets are signed
//! with (shared by every server on the database), one game a day per player
//! and preset, and the day's table read from the outcomes the games keep.

use std::future::Future;

use mastermind_core::daily::Day;
use mastermind_core::{Preset, State};

use crate::{Database, NewGame, StoreError};

mod queries;

/// What [`DailyStore::start_daily`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DailyStart {
    /// The game was created and is the player's daily game.
    Started,
    /// The player had a daily game already (this one, by id); nothing was
    /// written.
    Existing(String),
}

/// A won daily game in the day's table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DailyResult {
    /// The account's name, or the name a player without one gave; `None`
    /// when nobody gave one.
    pub name: Option<String>,
    /// The name is an account's.
    pub account: bool,
    pub turns: u8,
    pub millis: u64,
    /// Unix ms.
    pub finished_at: i64,
}

/// The day's results of one preset.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct DailyTable {
    /// Daily games finished that day (won, lost or quit).
    pub finished: i64,
    pub won: i64,
    /// Wins, fewest turns first, then the quickest, then the earliest.
    pub wins: Vec<DailyResult>,
}

/// Where the daily code is kept: the key its secrets are signed with,
/// each player's daily games, and the day's tables.
pub trait DailyStore: Send + Sync {
    /// The key called `name`. The first caller's `fresh` is kept; every
    /// later caller, on any server, gets that one.
    fn server_key(
        &self,
        name: &str,
        fresh: &str,
        now: i64,
    ) -> impl Future<Output = Result<String, StoreError>> + Send;

    /// The id of `player`'s daily game of `preset` on `day`, if started.
    fn daily_game(
        &self,
        day: Day,
        preset: Preset,
        player: &str,
    ) -> impl Future<Output = Result<Option<String>, StoreError>> + Send;

    /// `player`'s daily games on `day`: preset, game id and outcome (`None`
    /// while it is played).
    fn daily_games_of(
        &self,
        day: Day,
        player: &str,
    ) -> impl Future<Output = Result<Vec<(Preset, String, Option<State>)>, StoreError>> + Send;

    /// Creates `game` as its player's daily game of its preset on `day`, the
    /// game and the link in one transaction: a player who has one already
    /// (a second try, or two tries at once) gets its id and nothing is
    /// written.
    fn start_daily(
        &self,
        day: Day,
        game: &NewGame,
    ) -> impl Future<Output = Result<DailyStart, StoreError>> + Send;

    /// [`DailyStore::start_daily`] from `address` (the client's, as the
    /// all-time table keys it): see [`DailyStore::daily_table`] for what the
    /// address decides.
    fn start_daily_from(
        &self,
        day: Day,
        game: &NewGame,
        address: Option<&str>,
    ) -> impl Future<Output = Result<DailyStart, StoreError>> + Send;

    /// The day and preset of game `id`, when it is a daily game.
    fn daily_of(
        &self,
        id: &str,
    ) -> impl Future<Output = Result<Option<(Day, Preset)>, StoreError>> + Send;

    /// Gives `player`'s daily game of `preset` on `day` the name `name` in
    /// the day's table; whether there is such a game.
    fn name_daily(
        &self,
        day: Day,
        preset: Preset,
        player: &str,
        name: &str,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;

    /// The day's table of `preset`: how many daily games finished and were
    /// won, and the first `limit` wins, ranked as the high scores are:
    /// fewer turns, then less time, then the earlier. One try per person,
    /// not per cookie: a game begun from an address that had seen the
    /// day's secret (a daily game from it had ended) does not count, so a
    /// fresh cookie or a new account cannot win with a secret seen.
    fn daily_table(
        &self,
        day: Day,
        preset: Preset,
        limit: i64,
    ) -> impl Future<Output = Result<DailyTable, StoreError>> + Send;
}

impl DailyStore for Database {
    async fn server_key(&self, name: &str, fresh: &str, now: i64) -> Result<String, StoreError> {
        dispatch!(self, pool => queries::server_key(pool, name, fresh, now))
    }

    async fn daily_game(
        &self,
        day: Day,
        preset: Preset,
        player: &str,
    ) -> Result<Option<String>, StoreError> {
        dispatch!(self, pool => queries::daily_game(pool, day, preset, player))
    }

    async fn daily_games_of(
        &self,
        day: Day,
        player: &str,
    ) -> Result<Vec<(Preset, String, Option<State>)>, StoreError> {
        dispatch!(self, pool => queries::daily_games_of(pool, day, player))
    }

    async fn start_daily(&self, day: Day, game: &NewGame) -> Result<DailyStart, StoreError> {
        self.start_daily_from(day, game, None).await
    }

    async fn start_daily_from(
        &self,
        day: Day,
        game: &NewGame,
        address: Option<&str>,
    ) -> Result<DailyStart, StoreError> {
        dispatch!(self, pool => queries::start_daily_from(pool, day, game, address))
    }

    async fn daily_of(&self, id: &str) -> Result<Option<(Day, Preset)>, StoreError> {
        dispatch!(self, pool => queries::daily_of(pool, id))
    }

    async fn name_daily(
        &self,
        day: Day,
        preset: Preset,
        player: &str,
        name: &str,
    ) -> Result<bool, StoreError> {
        dispatch!(self, pool => queries::name_daily(pool, day, preset, player, name))
    }

    async fn daily_table(
        &self,
        day: Day,
        preset: Preset,
        limit: i64,
    ) -> Result<DailyTable, StoreError> {
        dispatch!(self, pool => queries::daily_table(pool, day, preset, limit))
    }
}
