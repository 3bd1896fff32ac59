//! Duels, challenges, links, declines and the server's beat behind one
//! trait, [`DuelStore`]: each method picks the engine and calls the
//! queries of its module.

use std::future::Future;

use mastermind_core::duel::{Duel, Event, Side, Sides, Terms};

use super::{DuelQuery, DuelState, Link, NewChallenge, Outage, SavedDuel, stale};
use super::{declines, links, moves, outage, queries};
use crate::{Database, StoreError};

/// Where duels are kept: challenges (by name, by link, declined), duels
/// in play and their events, and the beat that finds an outage and gives
/// its time back.
pub trait DuelStore: Send + Sync {
    /// Saves a new challenge at version 1. [`StoreError::Conflict`] for a
    /// rematch of a duel that has one already; [`StoreError::QuotaSpent`]
    /// when `quota` is given and the challenger holds its limit already.
    fn create_challenge(
        &self,
        c: &NewChallenge<'_>,
        quota: Option<crate::Quota>,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    fn load_duel(
        &self,
        id: &str,
    ) -> impl Future<Output = Result<Option<SavedDuel>, StoreError>> + Send;

    fn list_duels(
        &self,
        query: DuelQuery<'_>,
        limit: i64,
    ) -> impl Future<Output = Result<Vec<SavedDuel>, StoreError>> + Send;

    /// Saves a new duel of `owner` against the computer at `level`, already
    /// begun (the computer's code set, with its `events`), at version 1.
    fn create_computer_duel(
        &self,
        id: &str,
        owner: &str,
        level: u8,
        terms: &Terms,
        duel: &Duel,
        events: &[Event],
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Withdraws the open challenge `id` if the database still holds
    /// `version`; returns the new version.
    fn cancel_challenge(
        &self,
        id: &str,
        version: i64,
    ) -> impl Future<Output = Result<i64, StoreError>> + Send;

    /// The challenge `id`, still at `version`, is accepted: `seats` play
    /// `duel`, whose first `events` are kept with it. Returns the new
    /// version.
    fn start_duel(
        &self,
        id: &str,
        version: i64,
        seats: Sides<&str>,
        duel: &Duel,
        events: &[Event],
    ) -> impl Future<Output = Result<i64, StoreError>> + Send;
    /// Saves a move: `duel` after it, with the `events` it led to, if the
    /// database still holds `version`. Returns the new version.
    fn save_duel(
        &self,
        id: &str,
        version: i64,
        duel: &Duel,
        events: &[Event],
    ) -> impl Future<Output = Result<i64, StoreError>> + Send;

    /// [`DuelStore::save_duel`] for a move by `mover`, who is noted as there
    /// (see [`DuelStore::mark_seen`]) in the same write, and word of it
    /// (`notices`, to every listener of the database) in the same commit.
    fn save_move(
        &self,
        id: &str,
        version: i64,
        duel: &Duel,
        events: &[Event],
        mover: Option<Side>,
        notices: &[String],
    ) -> impl Future<Output = Result<i64, StoreError>> + Send;

    /// The events of duel `id` after version `after`, in order.
    fn duel_events(
        &self,
        id: &str,
        after: u64,
    ) -> impl Future<Output = Result<Vec<Event>, StoreError>> + Send;

    /// Duels in play where someone's time ran out by `now`. None while the
    /// last beat of any server is more than `quiet` milliseconds before
    /// `now`: that gap is an outage no beat has given back yet, and a turn
    /// that ran out in it is not over (see [`crate::Outage`]).
    fn due_duels(
        &self,
        now: i64,
        quiet: i64,
        limit: i64,
    ) -> impl Future<Output = Result<Vec<String>, StoreError>> + Send;

    /// Notes that `side`'s player was there at `at` (their page is open).
    /// Not a move: the version stays.
    fn mark_seen(
        &self,
        id: &str,
        side: Side,
        at: i64,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;
    /// The player the open challenge `id` is addressed to declines it:
    /// it is over, unplayed. Returns the new version;
    /// [`StoreError::Conflict`] when it is not open, not addressed to
    /// `account`, or a challenge by link (whose taker declines it with
    /// [`DuelStore::release_link`]).
    fn decline_challenge(
        &self,
        id: &str,
        account: &str,
    ) -> impl Future<Output = Result<i64, StoreError>> + Send;
    /// `account` takes the single-use link challenge `id`: the seat left
    /// empty becomes theirs. Taken by them already, it stays theirs.
    /// Returns the version after. [`StoreError::Conflict`] when another
    /// player took it first, or it is no longer open;
    /// [`StoreError::NotFound`] when there is no such challenge by link.
    fn take_link(
        &self,
        id: &str,
        account: &str,
    ) -> impl Future<Output = Result<i64, StoreError>> + Send;

    /// The player who took the single-use link `id` lets it go: its seat
    /// is empty again, for whoever opens the link next. Returns the new
    /// version; [`StoreError::Conflict`] when `account` does not hold it
    /// (or it is no longer open).
    fn release_link(
        &self,
        id: &str,
        account: &str,
    ) -> impl Future<Output = Result<i64, StoreError>> + Send;
    /// Notes that a server is alive at `now`. When no server was for more
    /// than `quiet` milliseconds before, that time was an outage: it is
    /// recorded and given back to every clock in play, in this one commit.
    fn beat(
        &self,
        now: i64,
        quiet: i64,
    ) -> impl Future<Output = Result<Option<Outage>, StoreError>> + Send;

    /// The outages recorded, the latest first: (began, ended, duels).
    fn outages(
        &self,
        limit: i64,
    ) -> impl Future<Output = Result<Vec<(i64, i64, i64)>, StoreError>> + Send;
    /// How many duels are in play now (against the computer too).
    fn duels_in_play(&self) -> impl Future<Output = Result<u64, StoreError>> + Send;
}

impl DuelStore for Database {
    async fn create_challenge(
        &self,
        c: &NewChallenge<'_>,
        quota: Option<crate::Quota>,
    ) -> Result<(), StoreError> {
        dispatch!(self, pool => queries::create_challenge(pool, c, quota))
    }

    async fn load_duel(&self, id: &str) -> Result<Option<SavedDuel>, StoreError> {
        dispatch!(self, pool => queries::load_duel(pool, id))
    }

    async fn list_duels(
        &self,
        query: DuelQuery<'_>,
        limit: i64,
    ) -> Result<Vec<SavedDuel>, StoreError> {
        dispatch!(self, pool => queries::list_duels(pool, query, limit))
    }

    async fn create_computer_duel(
        &self,
        id: &str,
        owner: &str,
        level: u8,
        terms: &Terms,
        duel: &Duel,
        events: &[Event],
    ) -> Result<(), StoreError> {
        dispatch!(self, pool => queries::create_computer_duel(pool, id, owner, level, terms, duel, events))
    }

    async fn cancel_challenge(&self, id: &str, version: i64) -> Result<i64, StoreError> {
        dispatch!(self, pool => queries::cancel_challenge(pool, id, version))
    }

    async fn start_duel(
        &self,
        id: &str,
        version: i64,
        seats: Sides<&str>,
        duel: &Duel,
        events: &[Event],
    ) -> Result<i64, StoreError> {
        dispatch!(self, pool => queries::start_duel(pool, id, version, seats, duel, events))
    }

    async fn save_duel(
        &self,
        id: &str,
        version: i64,
        duel: &Duel,
        events: &[Event],
    ) -> Result<i64, StoreError> {
        self.save_move(id, version, duel, events, None, &[]).await
    }

    async fn save_move(
        &self,
        id: &str,
        version: i64,
        duel: &Duel,
        events: &[Event],
        mover: Option<Side>,
        notices: &[String],
    ) -> Result<i64, StoreError> {
        let done = dispatch!(self, pool => moves::save_move(pool, id, version, duel, events, mover, notices))?;
        if done {
            self.told(notices);
            Ok(version + 1)
        } else {
            Err(stale(id, self.exists(id).await?))
        }
    }

    async fn duel_events(&self, id: &str, after: u64) -> Result<Vec<Event>, StoreError> {
        dispatch!(self, pool => moves::duel_events(pool, id, after))
    }

    async fn due_duels(&self, now: i64, quiet: i64, limit: i64) -> Result<Vec<String>, StoreError> {
        dispatch!(self, pool => moves::due_duels(pool, now, quiet, limit))
    }

    async fn mark_seen(&self, id: &str, side: Side, at: i64) -> Result<(), StoreError> {
        dispatch!(self, pool => moves::mark_seen(pool, id, side, at))
    }

    async fn decline_challenge(&self, id: &str, account: &str) -> Result<i64, StoreError> {
        dispatch!(self, pool => declines::decline_challenge(pool, id, account))
    }

    async fn take_link(&self, id: &str, account: &str) -> Result<i64, StoreError> {
        let row = dispatch!(self, pool => links::take(pool, id, account))?;
        if let Some((version,)) = row {
            return Ok(version);
        }
        // Not taken now: say why, from the row as it stands.
        let saved = match self.load_duel(id).await? {
            Some(saved) if saved.link == Some(Link::SingleUse) => saved,
            _ => return Err(StoreError::NotFound(format!("no single-use link {id}"))),
        };
        let own = saved
            .challenger
            .as_ref()
            .is_some_and(|c| c.account == account);
        if saved.state != DuelState::Open {
            Err(StoreError::Conflict(
                "this challenge is no longer open".to_string(),
            ))
        } else if own {
            Err(StoreError::Conflict(
                "this is your own challenge: send its link to someone".to_string(),
            ))
        } else if saved.side_of(account).is_some() {
            Ok(saved.version)
        } else {
            Err(StoreError::Conflict(
                "this link has been taken by another player".to_string(),
            ))
        }
    }

    async fn release_link(&self, id: &str, account: &str) -> Result<i64, StoreError> {
        dispatch!(self, pool => links::release_link(pool, id, account))
    }

    async fn beat(&self, now: i64, quiet: i64) -> Result<Option<Outage>, StoreError> {
        dispatch!(self, pool => outage::beat(pool, now, quiet))
    }

    async fn outages(&self, limit: i64) -> Result<Vec<(i64, i64, i64)>, StoreError> {
        dispatch!(self, pool => outage::outages(pool, limit))
    }

    async fn duels_in_play(&self) -> Result<u64, StoreError> {
        dispatch!(self, pool => queries::duels_in_play(pool))
    }
}
