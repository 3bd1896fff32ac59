//! A player's vacation told to each correspondence duel of theirs in play,
//! through the one move path ([`crate::moves`]): the core stops or starts
//! their clock in it, and the duel is saved naming the version read, with
//! the event, so both players' pages learn of it.

use mastermind_core::duel::{Away, Duel, Event, Side};
use mastermind_store::prelude::*;
use mastermind_store::{DuelQuery, SavedDuel, StoreError};

use crate::bus::{Change, publish};
use crate::moves::{self, Play, Step};

/// The most duels in play one account can have is far below this.
const DUELS: i64 = 10_000;

/// What happened to the player's vacation.
#[derive(Debug, Clone, Copy)]
pub enum Turn {
    /// Away until the vacation's end.
    Away(Away),
    /// Back before it.
    Back,
}

/// Tells every duel `account` plays of `turn`; how many duels it changed.
/// A duel moved by someone else meanwhile is read again a few times; one
/// that never settles keeps its clock, and is logged.
pub async fn tell_duels(
    store: &impl Backend,
    account: &str,
    turn: Turn,
) -> Result<usize, StoreError> {
    let query = DuelQuery::Playing { account };
    let mut changed = 0;
    for saved in store.list_duels(query, DUELS).await? {
        let correspondence = saved
            .duel
            .as_ref()
            .is_some_and(|d| d.rules().time_control().is_correspondence());
        if !correspondence {
            continue;
        }
        let play = Vacation {
            id: &saved.id,
            account,
            turn,
            saved: None,
        };
        match moves::attempt(store, play, 4).await? {
            Some(true) => changed += 1,
            Some(false) => {}
            None => {
                tracing::warn!(duel = %saved.id, "a vacation did not reach a duel moving meanwhile")
            }
        }
    }
    Ok(changed)
}

/// A duel begun at `now` between `seats` (account ids): the players on
/// vacation begin it away.
pub async fn begin_away(
    store: &impl Backend,
    seats: [&str; 2],
    duel: &mut Duel,
    now: i64,
) -> Result<(), StoreError> {
    let accounts = seats.map(str::to_string);
    for (account, away) in store.away_at(&accounts, now).await? {
        let side = if account == seats[0] {
            Side::White
        } else {
            Side::Black
        };
        duel.begins_away(side, super::moment(now), away.until);
    }
    Ok(())
}

struct Vacation<'a> {
    id: &'a str,
    account: &'a str,
    turn: Turn,
    saved: Option<SavedDuel>,
}

impl<B: Backend> Play<B, StoreError> for Vacation<'_> {
    /// The duel with the event; `None` when it changes nothing.
    type Decision = Option<(Duel, Event)>;
    /// Whether it changed the duel.
    type Answer = bool;

    async fn read(&mut self, store: &B, _again: bool) -> Result<(), StoreError> {
        self.saved = store.load_duel(self.id).await?;
        Ok(())
    }

    async fn decide(&mut self, _: &B, now: i64) -> Result<Step<Self::Decision>, StoreError> {
        let Some(saved) = self.saved.as_ref() else {
            return Ok(Step::Done(None));
        };
        let side = Side::BOTH.into_iter().find(|s| {
            saved.seats[*s]
                .as_ref()
                .is_some_and(|seat| seat.account == self.account)
        });
        let (Some(side), Some(mut duel)) = (side, saved.duel.clone()) else {
            return Ok(Step::Done(None));
        };
        let now = super::moment(now);
        let event = match self.turn {
            Turn::Away(away) => duel.go_away(side, now, away.until),
            Turn::Back => duel.come_back(side, now),
        };
        Ok(Step::Done(event.map(|e| (duel, e))))
    }

    async fn save(
        &mut self,
        store: &B,
        decision: Self::Decision,
    ) -> Result<Step<bool>, StoreError> {
        let (Some((duel, event)), Some(saved)) = (decision, self.saved.as_ref()) else {
            return Ok(Step::Done(false));
        };
        let version = match store
            .save_duel(self.id, saved.version, &duel, &[event])
            .await
        {
            Ok(version) => version,
            Err(StoreError::Conflict(_)) => return Ok(Step::Stale),
            Err(StoreError::NotFound(_)) => return Ok(Step::Done(false)),
            Err(e) => return Err(e),
        };
        let (kind, id) = ("duel".to_string(), self.id.to_string());
        publish(store, Change { kind, id, version }).await;
        Ok(Step::Done(true))
    }
}
