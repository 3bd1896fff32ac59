//! Games in play: the ones recently used, kept in memory as the core's
//! `Game`, and the one writer that makes every change durable.
//!
//! The database is the truth: a game not in memory is loaded and replayed
//! from its stored guesses, and memory changes only after the database has
//! committed. This assumes one server per database file; a turn written by
//! another process is caught by the turn's primary key and the game reloaded.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{SystemTime, UNIX_EPOCH};

use mastermind_core::{Code, Game, Preset};
use mastermind_store::{GameStore, GameWrite, SqliteStore, StoredGame};
use tokio::sync::{mpsc, oneshot};
use tokio::task::JoinHandle;

use crate::error::ApiError;

/// A game with what the database knows beside the rules.
#[derive(Debug, Clone)]
pub struct Live {
    pub id: String,
    pub game: Game,
    pub preset: Option<Preset>,
    pub player: Option<String>,
    pub created_at: i64,
    /// When the game ended: the last guess, or the quit.
    pub finished_at: Option<i64>,
    pub score_recorded: bool,
}

impl Live {
    fn replay(stored: StoredGame) -> Result<Self, ApiError> {
        let guesses: Vec<Code> = stored.turns.iter().map(|t| t.guess).collect();
        let game = Game::replay(
            stored.setup,
            stored.secret,
            &guesses,
            stored.quit_at.is_some(),
        )
        .map_err(|e| {
            tracing::error!("game {} cannot be replayed: {e}", stored.id);
            ApiError::Internal(format!("game '{}' cannot be replayed", stored.id))
        })?;
        let finished_at = if stored.quit_at.is_some() {
            stored.quit_at
        } else if game.state().is_over() {
            stored.turns.last().map(|t| t.at)
        } else {
            None
        };
        Ok(Live {
            id: stored.id,
            game,
            preset: stored.preset,
            player: stored.player,
            created_at: stored.created_at,
            finished_at,
            score_recorded: stored.score_recorded,
        })
    }

    /// Milliseconds from the start to the winning guess.
    pub fn millis(&self) -> Option<u64> {
        let end = self.finished_at?;
        (self.game.state() == mastermind_core::State::Won)
            .then(|| u64::try_from(end - self.created_at).unwrap_or(0))
    }
}

pub type Slot = Arc<tokio::sync::Mutex<Live>>;

/// Recently used games. A request on a game holds its slot's lock from
/// reading the game to the database's answer, so two requests on one game
/// take turns while requests on different games run side by side.
#[derive(Debug)]
pub struct Games {
    slots: Mutex<HashMap<String, Slot>>,
    capacity: usize,
}

impl Games {
    pub fn new(capacity: usize) -> Self {
        Games {
            slots: Mutex::new(HashMap::new()),
            capacity,
        }
    }

    fn slots(&self) -> std::sync::MutexGuard<'_, HashMap<String, Slot>> {
        // A panic elsewhere cannot leave the map half-changed: every change
        // is one insert or remove.
        self.slots.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The game `id`, from memory or else from the database.
    pub async fn get(&self, store: &SqliteStore, id: &str) -> Result<Slot, ApiError> {
        let not_found = || ApiError::NotFound(format!("no game '{}'", shorten(id)));
        if !is_id(id) {
            return Err(not_found());
        }
        if let Some(slot) = self.slots().get(id) {
            return Ok(Arc::clone(slot));
        }
        let stored = store.load_game(id).await?.ok_or_else(not_found)?;
        let live = Live::replay(stored)?;
        Ok(self.insert(live))
    }

    /// Keeps `live` in memory; if another request loaded the game meanwhile,
    /// its slot wins.
    pub fn insert(&self, live: Live) -> Slot {
        let mut slots = self.slots();
        if slots.len() >= self.capacity {
            // Slots in use stay (their holders rely on the lock); the others
            // are reloaded from the database when next asked for.
            slots.retain(|_, slot| Arc::strong_count(slot) > 1);
        }
        Arc::clone(
            slots
                .entry(live.id.clone())
                .or_insert_with(|| Arc::new(tokio::sync::Mutex::new(live))),
        )
    }

    /// Forgets `id`, so that it is read again from the database.
    pub fn forget(&self, id: &str) {
        self.slots().remove(id);
    }
}

/// A new game id: 128 random bits as lower-case hex.
pub fn new_id() -> String {
    format!("{:032x}", rand::random::<u128>())
}

pub fn is_id(text: &str) -> bool {
    text.len() == 32 && text.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

fn shorten(text: &str) -> String {
    text.chars().take(64).collect()
}

pub fn now_millis() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

struct Job {
    write: GameWrite,
    done: oneshot::Sender<Result<bool, ApiError>>,
}

/// The only task that writes games. It takes every write waiting at the
/// moment, commits them in one transaction and then answers them all: one
/// sync to disk for the whole batch instead of one per guess.
#[derive(Debug, Clone)]
pub struct Writer {
    jobs: mpsc::Sender<Job>,
}

// Writes per transaction: enough to absorb a burst, few enough that one
// transaction stays short.
const MAX_BATCH: usize = 2048;

impl Writer {
    pub fn start(store: SqliteStore) -> (Writer, JoinHandle<()>) {
        let (jobs, mut queue) = mpsc::channel::<Job>(MAX_BATCH * 4);
        let task = tokio::spawn(async move {
            let mut batch = Vec::with_capacity(MAX_BATCH);
            while queue.recv_many(&mut batch, MAX_BATCH).await > 0 {
                let (writes, answers): (Vec<GameWrite>, Vec<_>) =
                    batch.drain(..).map(|job| (job.write, job.done)).unzip();
                match store.write_games(&writes).await {
                    Ok(applied) => {
                        for (answer, applied) in answers.into_iter().zip(applied) {
                            // The request may have gone (client hung up); its
                            // write stands all the same.
                            let _ = answer.send(Ok(applied));
                        }
                    }
                    Err(error) => {
                        let error = ApiError::from(error);
                        for answer in answers {
                            let _ = answer.send(Err(match &error {
                                ApiError::Unavailable(m) => ApiError::Unavailable(m.clone()),
                                other => ApiError::Internal(other.to_string()),
                            }));
                        }
                    }
                }
            }
        });
        (Writer { jobs }, task)
    }

    /// Writes `write` durably; `Ok(false)` when the database refused it
    /// (see [`GameStore::write_games`]).
    pub async fn write(&self, write: GameWrite) -> Result<bool, ApiError> {
        let stopped = || ApiError::Unavailable("the server is shutting down".to_string());
        let (done, answer) = oneshot::channel();
        self.jobs
            .send(Job { write, done })
            .await
            .map_err(|_| stopped())?;
        answer.await.map_err(|_| stopped())?
    }
}
