//! The event bus: "game (or series, or duel) X changed, now at version N",
//! published once a write is durable and heard by every server on the same
//! database (PostgreSQL's LISTEN/NOTIFY; within one process on SQLite). The
//! live pages of the duel subscribe to it. Word can be lost when a
//! connection drops; subscribers are then told to resynchronise from the
//! database, which is always the truth.

use std::time::Duration;

use mastermind_store::{Database, Heard};
use serde::{Deserialize, Serialize};
use tokio::sync::{broadcast, watch};
use tokio::task::AbortHandle;

/// Events kept for a slow subscriber before it is told it missed some.
const BACKLOG: usize = 4096;

/// How long to wait before listening again after the database failed.
const RETRY: Duration = Duration::from_millis(500);

/// One change, as it travels between servers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Change {
    /// "game", "series", "duel", or "lobby" (a challenge was made,
    /// withdrawn or accepted).
    pub kind: String,
    pub id: String,
    /// Rises with every move: the moves a game has stored, a series' saved
    /// version.
    pub version: i64,
}

/// What a subscriber receives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BusEvent {
    Changed(Change),
    /// Some changes may have been missed: read again what you show.
    Resync,
}

#[derive(Debug)]
pub struct Bus {
    store: Database,
    local: broadcast::Sender<BusEvent>,
    listening: watch::Receiver<bool>,
    task: AbortHandle,
}

impl Drop for Bus {
    fn drop(&mut self) {
        self.task.abort();
    }
}

impl Bus {
    /// Starts listening on `store`; the listening ends with the bus.
    pub fn start(store: Database) -> Bus {
        let (local, _) = broadcast::channel(BACKLOG);
        let (ready, listening) = watch::channel(false);
        let task = tokio::spawn(listen(store.clone(), local.downgrade(), ready));
        Bus {
            store,
            local,
            listening,
            task: task.abort_handle(),
        }
    }

    pub fn subscribe(&self) -> broadcast::Receiver<BusEvent> {
        self.local.subscribe()
    }

    /// Waits until the bus hears the database (a test's first publish must
    /// not go out before the other server listens).
    pub async fn listening(&self) {
        let mut listening = self.listening.clone();
        let _ = listening.wait_for(|up| *up).await;
    }

    /// Tells every server. The move is durable already: a failure here is
    /// logged, and subscribers elsewhere catch up at their next resync.
    pub async fn publish(&self, change: Change) {
        publish(&self.store, change).await;
    }
}

/// [`Bus::publish`] for a task that holds the database but not the bus.
pub async fn publish(store: &Database, change: Change) {
    let payload = match serde_json::to_string(&change) {
        Ok(payload) => payload,
        Err(e) => return tracing::error!("a change cannot be written: {e}"),
    };
    if let Err(e) = store.publish(&payload).await {
        tracing::warn!(
            "the change of {} {} was not published: {e}",
            change.kind,
            change.id
        );
    }
}

async fn listen(
    store: Database,
    local: broadcast::WeakSender<BusEvent>,
    ready: watch::Sender<bool>,
) {
    loop {
        let mut listener = match store.listen().await {
            Ok(listener) => listener,
            Err(e) => {
                tracing::warn!("the event bus cannot listen: {e}");
                tokio::time::sleep(RETRY).await;
                continue;
            }
        };
        let _ = ready.send(true);
        loop {
            let event = match listener.next().await {
                Ok(Heard::Payload(payload)) => match serde_json::from_str(&payload) {
                    Ok(change) => BusEvent::Changed(change),
                    Err(e) => {
                        tracing::warn!("an unreadable change on the bus: {e}");
                        continue;
                    }
                },
                Ok(Heard::Gap) => BusEvent::Resync,
                Err(e) => {
                    tracing::warn!("the event bus lost the database: {e}");
                    let _ = ready.send(false);
                    tokio::time::sleep(RETRY).await;
                    break;
                }
            };
            let Some(local) = local.upgrade() else {
                return;
            };
            // No subscriber is not an error.
            let _ = local.send(event);
        }
        // Whatever was sent while listening again is lost.
        if let Some(local) = local.upgrade() {
            let _ = local.send(BusEvent::Resync);
        }
    }
}
