//! Ends duels on time: a task on every server looks, each second, for
//! duels where someone's time ran out, and lets the core end them. Two
//! servers may find the same duel; the save names the version it read, so
//! only one ending lands.
//!
//! Each look begins with the server's beat (see `mastermind_store::Outage`):
//! time in which no server could write is given back to every clock before
//! any duel is ended on time, and a server that cannot write ends none.

use std::sync::Arc;
use std::time::Duration;

use mastermind_store::{Database, StoreError, now_millis};
use tokio::task::AbortHandle;

use crate::bus::{Change, publish};
use crate::health::Liveness;

const EVERY: Duration = Duration::from_secs(1);
const BATCH: i64 = 200;

/// The running task; it stops when this is dropped.
#[derive(Debug)]
pub struct Sweeper(AbortHandle);

impl Sweeper {
    /// Beats further apart than `quiet` mean no server could take moves:
    /// the time is given back. Well above a beat's second, so that a beat
    /// delayed by load is not taken for an outage (the default is 5 s).
    pub fn start(store: Database, liveness: Arc<Liveness>, quiet: Duration) -> Sweeper {
        let quiet = i64::try_from(quiet.as_millis()).unwrap_or(i64::MAX);
        Sweeper(tokio::spawn(run(store, liveness, quiet)).abort_handle())
    }
}

impl Drop for Sweeper {
    fn drop(&mut self) {
        self.0.abort();
    }
}

async fn run(store: Database, liveness: Arc<Liveness>, quiet: i64) {
    let mut tick = tokio::time::interval(EVERY);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        if !beat(&store, &liveness, quiet).await {
            continue;
        }
        if let Err(e) = sweep(&store).await {
            tracing::warn!("the duel clocks were not checked: {e}");
        }
    }
}

/// The server's beat; whether it was written (and so whether duels may be
/// ended on time now).
pub async fn beat(store: &Database, liveness: &Liveness, quiet: i64) -> bool {
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

/// Ends every duel whose time ran out by now; how many it ended.
pub async fn sweep(store: &Database) -> Result<usize, StoreError> {
    let now = now_millis();
    let mut ended = 0;
    for id in store.due_duels(now, BATCH).await? {
        let Some(saved) = store.load_duel(&id).await? else {
            continue;
        };
        let Some(mut duel) = saved.duel.clone() else {
            continue;
        };
        let moment = super::moment(now);
        let Ok(events) = duel.time_out(moment) else {
            continue;
        };
        match store.save_duel(&id, saved.version, &duel, &events).await {
            Ok(version) => {
                ended += 1;
                if let Some(word) = super::tournament_word(&saved, &duel) {
                    publish(store, word).await;
                }
                publish(
                    store,
                    Change {
                        kind: "duel".to_string(),
                        id,
                        version,
                    },
                )
                .await;
            }
            // A move or another server came first; the next look decides.
            Err(StoreError::Conflict(_) | StoreError::NotFound(_)) => {}
            Err(e) => return Err(e),
        }
    }
    Ok(ended)
}
