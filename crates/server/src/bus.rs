//! The event bus: "game (or series, or duel) X changed, now at version N",
//! published once a write is durable and heard by every server on the same
//! database (PostgreSQL's LISTEN/NOTIFY; within one process on SQLite). The
//! live pages of the duel subscribe to it. Word can be lost when a
//! connection drops; subscribers are then told to resynchronise from the
//! database, which is always the truth.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use mastermind_store::Heard;
use mastermind_store::prelude::*;
use serde::{Deserialize, Serialize};
use tokio::sync::{broadcast, watch};
use tokio::task::AbortHandle;

/// Events kept for a slow subscriber before it is told it missed some.
const BACKLOG: usize = 4096;

/// Events kept for a subscriber of one topic (one duel's page): few change
/// at once.
const TOPIC_BACKLOG: usize = 64;

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

/// A change as it is written on the channel: the change and when its word
/// was made (microseconds since the Unix epoch), so that whoever hears it
/// knows how long the word travelled. Servers on several machines read
/// each other's clocks here; kept in step (NTP), the delay is good to a
/// millisecond or so. Written from a borrowed change, read into an owned one.
#[derive(Serialize, Deserialize)]
struct Word<C> {
    #[serde(flatten)]
    change: C,
    #[serde(default)]
    at: Option<u64>,
}

fn micros_now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_micros()).unwrap_or(u64::MAX))
}

impl Change {
    /// The word of this change as it goes on the channel, stamped now.
    pub fn payload(&self) -> Option<String> {
        let word = Word {
            change: self,
            at: Some(micros_now()),
        };
        match serde_json::to_string(&word) {
            Ok(payload) => Some(payload),
            Err(e) => {
                tracing::error!("a change cannot be written: {e}");
                None
            }
        }
    }

    /// A change heard on the channel, and how long its word travelled.
    fn heard(payload: &str) -> Result<(Change, Option<Duration>), serde_json::Error> {
        let word: Word<Change> = serde_json::from_str(payload)?;
        let travelled = word
            .at
            .map(|at| Duration::from_micros(micros_now().saturating_sub(at)));
        Ok((word.change, travelled))
    }
}

/// What a subscriber receives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BusEvent {
    Changed(Change),
    /// Some changes may have been missed: read again what you show.
    Resync,
}

/// Subscribers by topic, so that a page hears only the changes it shows:
/// with thousands of duel pages open, waking every page for every move of
/// every duel would cost more than the moves.
#[derive(Debug, Default)]
struct Topics(Mutex<HashMap<String, broadcast::Sender<BusEvent>>>);

impl Topics {
    fn subscribe(&self, topic: &str) -> broadcast::Receiver<BusEvent> {
        let mut topics = self.0.lock().unwrap_or_else(|e| e.into_inner());
        topics
            .entry(topic.to_string())
            .or_insert_with(|| broadcast::channel(TOPIC_BACKLOG).0)
            .subscribe()
    }

    /// Tells the subscribers of `topic`; forgets a topic nobody hears.
    fn send(&self, topic: &str, event: BusEvent) {
        let mut topics = self.0.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(sender) = topics.get(topic)
            && sender.send(event).is_err()
        {
            topics.remove(topic);
        }
    }

    fn send_all(&self, event: &BusEvent) {
        let mut topics = self.0.lock().unwrap_or_else(|e| e.into_inner());
        topics.retain(|_, sender| sender.send(event.clone()).is_ok());
    }
}

/// The topic a change belongs to: `duel:ID` for a duel, the kind for the
/// rest (`lobby`).
pub fn topic(kind: &str, id: &str) -> String {
    match kind {
        "duel" => format!("duel:{id}"),
        "account" => format!("account:{id}"),
        "notifications" => format!("notifications:{id}"),
        "tournament" => format!("tournament:{id}"),
        other => other.to_string(),
    }
}

#[derive(Debug)]
pub struct Bus<B> {
    store: B,
    local: broadcast::Sender<BusEvent>,
    topics: Arc<Topics>,
    listening: watch::Receiver<bool>,
    task: AbortHandle,
}

impl<B> Drop for Bus<B> {
    fn drop(&mut self) {
        self.task.abort();
    }
}

impl<B: Backend> Bus<B> {
    /// Starts listening on `store`; the listening ends with the bus.
    pub fn start(store: B) -> Bus<B> {
        let (local, _) = broadcast::channel(BACKLOG);
        let (ready, listening) = watch::channel(false);
        let topics = Arc::new(Topics::default());
        let task = tokio::spawn(listen(
            store.clone(),
            local.downgrade(),
            Arc::downgrade(&topics),
            ready,
        ));
        Bus {
            store,
            local,
            topics,
            listening,
            task: task.abort_handle(),
        }
    }

    /// Every change.
    pub fn subscribe(&self) -> broadcast::Receiver<BusEvent> {
        self.local.subscribe()
    }

    /// The changes of one topic (see [`topic`]), and every resync.
    pub fn subscribe_to(&self, topic: &str) -> broadcast::Receiver<BusEvent> {
        self.topics.subscribe(topic)
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
pub async fn publish(store: &impl Backend, change: Change) {
    let Some(payload) = change.payload() else {
        return;
    };
    crate::metrics::bus_published(1);
    if let Err(e) = store.publish(&payload).await {
        tracing::warn!(
            "the change of {} {} was not published: {e}",
            change.kind,
            change.id
        );
    }
}

async fn listen(
    store: impl Backend,
    local: broadcast::WeakSender<BusEvent>,
    topics: std::sync::Weak<Topics>,
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
                Ok(Heard::Payload(payload)) => match Change::heard(&payload) {
                    Ok((change, travelled)) => {
                        crate::metrics::bus_heard(travelled);
                        BusEvent::Changed(change)
                    }
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
            let (Some(local), Some(topics)) = (local.upgrade(), topics.upgrade()) else {
                return;
            };
            match &event {
                BusEvent::Changed(change) => {
                    topics.send(&topic(&change.kind, &change.id), event.clone());
                }
                BusEvent::Resync => topics.send_all(&event),
            }
            // No subscriber is not an error.
            let _ = local.send(event);
        }
        // Whatever was sent while listening again is lost.
        if let (Some(local), Some(topics)) = (local.upgrade(), topics.upgrade()) {
            topics.send_all(&BusEvent::Resync);
            let _ = local.send(BusEvent::Resync);
        }
    }
}
