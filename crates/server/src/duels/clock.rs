//! Ends duels on time: a task on every server looks, each second, for
//! duels where someone's time ran out, and lets the core end them through
//! the one move path. Two servers may find the same duel; the save names
//! the version it read, so only one ending lands.
//!
//! Each look begins with the server's beat (see `mastermind_store::Outage`):
//! time in which no server could write is given back to every clock before
//! any duel is ended on time, and a server that cannot write ends none.

use std::sync::Arc;
use std::time::Duration;

use mastermind_core::duel::{Duel, Event};
use mastermind_store::prelude::*;
use mastermind_store::{SavedDuel, StoreError, now_millis};
use tokio::task::AbortHandle;

use crate::bus::{Change, publish};
use crate::health::Liveness;
use crate::moves::{self, Play, Step};
use crate::push::Pusher;

const EVERY: Duration = Duration::from_secs(1);
const BATCH: i64 = 200;

/// The running task; it stops when this is dropped.
#[derive(Debug)]
pub struct Sweeper(AbortHandle);

impl Sweeper {
    /// Beats further apart than `quiet` mean no server could take moves:
    /// the time is given back. Well above a beat's second, so that a beat
    /// delayed by load is not taken for an outage (the default is 5 s).
    pub fn start(
        store: impl Backend,
        push: Pusher,
        liveness: Arc<Liveness>,
        quiet: Duration,
    ) -> Sweeper {
        let quiet = i64::try_from(quiet.as_millis()).unwrap_or(i64::MAX);
        Sweeper(tokio::spawn(run(store, push, liveness, quiet)).abort_handle())
    }
}

impl Drop for Sweeper {
    fn drop(&mut self) {
        self.0.abort();
    }
}

async fn run(store: impl Backend, push: Pusher, liveness: Arc<Liveness>, quiet: i64) {
    let mut tick = tokio::time::interval(EVERY);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        if !beat(&store, &liveness, quiet).await {
            continue;
        }
        if let Err(e) = sweep(&store, &push, quiet).await {
            tracing::warn!("the duel clocks were not checked: {e}");
        }
    }
}

/// The server's beat; whether it was written (and so whether duels may be
/// ended on time now).
pub async fn beat(store: &impl Backend, liveness: &Liveness, quiet: i64) -> bool {
    match store.beat(now_millis(), quiet).await {
        Ok(outage) => {
            liveness.wrote();
            if let Some(outage) = outage {
                tracing::warn!(
                    seconds = outage.length().as_secs_f64(),
                    duels = outage.duels.len(),
                    series = outage.series,
                    "no server could write for a while: the clocks in play were given the time back"
                );
                for (id, version) in outage.duels {
                    let kind = "duel".to_string();
                    publish(store, Change { kind, id, version }).await;
                }
            }
            true
        }
        Err(e) => {
            liveness.failed();
            tracing::warn!("the database takes no writes: {e}");
            false
        }
    }
}

/// Ends every duel whose time ran out by now; how many it ended. None
/// while the last beat is more than `quiet` ago: time may have passed
/// since this server's beat in which no server could write (this one
/// stalled, or the database went away), and it is given back first.
pub async fn sweep(store: &impl Backend, push: &Pusher, quiet: i64) -> Result<usize, StoreError> {
    let mut ended = 0;
    for id in store.due_duels(now_millis(), quiet, BATCH).await? {
        let time_out = TimeOut {
            id: &id,
            saved: None,
            push,
        };
        // A move or another server that came first twice is left to the
        // next look.
        ended += usize::from(moves::attempt(store, time_out, 2).await?.unwrap_or(false));
    }
    Ok(ended)
}

/// A duel ended on time, through the one move path ([`crate::moves`]).
struct TimeOut<'a> {
    id: &'a str,
    saved: Option<SavedDuel>,
    push: &'a Pusher,
}

impl<B: Backend> Play<B, StoreError> for TimeOut<'_> {
    /// The duel ended, with its events; `None` when its time had not run
    /// out (a move came first).
    type Decision = Option<(Duel, Vec<Event>)>;
    /// Whether this look ended it.
    type Answer = bool;

    async fn read(&mut self, store: &B, _again: bool) -> Result<(), StoreError> {
        self.saved = store.load_duel(self.id).await?;
        Ok(())
    }

    async fn decide(&mut self, _: &B, now: i64) -> Result<Step<Self::Decision>, StoreError> {
        let Some(mut duel) = self.saved.as_ref().and_then(|s| s.duel.clone()) else {
            return Ok(Step::Done(None));
        };
        Ok(Step::Done(
            duel.time_out(super::moment(now))
                .ok()
                .map(|events| (duel, events)),
        ))
    }

    async fn save(
        &mut self,
        store: &B,
        decision: Self::Decision,
    ) -> Result<Step<bool>, StoreError> {
        let (Some((duel, events)), Some(saved)) = (decision, self.saved.as_ref()) else {
            return Ok(Step::Done(false));
        };
        let version = match store
            .save_duel(self.id, saved.version, &duel, &events)
            .await
        {
            Ok(version) => version,
            Err(StoreError::Conflict(_)) => return Ok(Step::Stale),
            Err(StoreError::NotFound(_)) => return Ok(Step::Done(false)),
            Err(e) => return Err(e),
        };
        if let Some(word) = super::tournament_word(saved, &duel) {
            publish(store, word).await;
        }
        let (kind, id) = ("duel".to_string(), self.id.to_string());
        publish(store, Change { kind, id, version }).await;
        crate::notifications::tell::after_duel_move(store, self.push, saved, &duel, None).await;
        Ok(Step::Done(true))
    }
}
