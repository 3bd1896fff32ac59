//! Single-player games in play, as the cache holds them (the core's `Game`
//! with what the database knows beside the rules), and the one writer that
//! makes every change durable.
//!
//! A game not in memory is loaded and replayed from its stored guesses. The
//! cache is never the truth: every write says what it follows (the turn it
//! plays, the number of turns a quit ends), the database refuses one made
//! from a stale view (another server moved first), and the game is then
//! reloaded.

use mastermind_core::daily::Day;
use mastermind_core::{Code, Game, Preset};
use mastermind_store::prelude::*;
use mastermind_store::{GameStamp, GameWrite, StoredGame, is_id};
use tokio::sync::{mpsc, oneshot};
use tokio::task::JoinHandle;

use crate::AppState;
use crate::cache::{Cache, Kind};
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
    /// A hint was asked for: a win does not enter the all-time table.
    pub hinted: bool,
    /// The review, once asked for: a finished game's never changes.
    pub review: Option<crate::views::ReviewView>,
    /// The day and preset of a daily game (no hints while it is played).
    pub daily: Option<(Day, Preset)>,
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
            hinted: stored.hinted,
            review: None,
            daily: None,
        })
    }

    /// Milliseconds on the game's clock at `now`: from the start to the end
    /// once over (the last guess or the quit), else to `now`. The same
    /// measure as the high score's time, so the page's clock stops where the
    /// score's time does.
    pub fn elapsed_millis(&self, now: i64) -> u64 {
        let end = self.finished_at.unwrap_or(now);
        u64::try_from(end - self.created_at).unwrap_or(0)
    }

    /// Milliseconds from the start to the winning guess.
    pub fn millis(&self) -> Option<u64> {
        let end = self.finished_at?;
        (self.game.state() == mastermind_core::State::Won)
            .then(|| u64::try_from(end - self.created_at).unwrap_or(0))
    }
}

impl Kind for Live {
    const NAME: &'static str = "game";
    type Stamp = GameStamp;

    fn cache(state: &AppState) -> &Cache<Self> {
        state.games()
    }

    fn stamp(&self) -> GameStamp {
        GameStamp {
            turns: u8::try_from(self.game.turns().len()).unwrap_or(u8::MAX),
            quit: self.game.state() == mastermind_core::State::Quit,
            hinted: self.hinted,
            score_recorded: self.score_recorded,
        }
    }

    async fn stored_stamp(state: &AppState, id: &str) -> Result<Option<GameStamp>, ApiError> {
        Ok(state.store().game_stamp(id).await?)
    }

    fn carry(&self, fresh: &mut Self) {
        // A finished game's review never changes; the daily tag is the
        // game's from its start.
        if fresh.game.turns().len() == self.game.turns().len() {
            fresh.review = fresh.review.take().or_else(|| self.review.clone());
        }
        fresh.daily = fresh.daily.or(self.daily);
    }

    async fn load(state: &AppState, id: &str) -> Result<Option<Self>, ApiError> {
        if !is_id(id) {
            return Ok(None);
        }
        let Some(stored) = state.store().load_game(id).await? else {
            return Ok(None);
        };
        let mut live = Live::replay(stored)?;
        live.daily = state.store().daily_of(id).await?;
        Ok(Some(live))
    }

    fn owner(&self) -> Option<&str> {
        self.player.as_deref()
    }

    fn id(&self) -> &str {
        &self.id
    }
}

pub use mastermind_store::{new_id, now_millis};

/// What the bus says of a write: a game's version is the moves it has
/// stored (guesses, and the quit).
fn change(write: &GameWrite) -> crate::bus::Change {
    let (id, version) = match write {
        GameWrite::Create(game) => (game.id.clone(), 0),
        GameWrite::Guess { game, turn, .. } => (game.clone(), i64::from(*turn)),
        GameWrite::Quit { game, turns, .. } => (game.clone(), i64::from(*turns) + 1),
    };
    crate::bus::Change {
        kind: "game".to_string(),
        id,
        version,
    }
}

struct Job {
    write: GameWrite,
    done: oneshot::Sender<Result<bool, ApiError>>,
}

/// The only task that writes games. It takes every write waiting at the
/// moment, commits them in one transaction and then answers them all: one
/// sync to disk for the whole batch instead of one per guess. Word of the
/// batch's changes for the bus goes in the same commit.
#[derive(Debug, Clone)]
pub struct Writer {
    jobs: mpsc::Sender<Job>,
}

// Writes per transaction: enough to absorb a burst, few enough that one
// transaction stays short.
const MAX_BATCH: usize = 2048;

impl Writer {
    pub fn start(store: impl Backend) -> (Writer, JoinHandle<()>) {
        let (jobs, mut queue) = mpsc::channel::<Job>(MAX_BATCH * 4);
        let task = tokio::spawn(async move {
            let mut batch = Vec::with_capacity(MAX_BATCH);
            while queue.recv_many(&mut batch, MAX_BATCH).await > 0 {
                let (writes, answers): (Vec<GameWrite>, Vec<_>) =
                    batch.drain(..).map(|job| (job.write, job.done)).unzip();
                let notice = |write: &GameWrite| change(write).payload();
                match store.write_games_telling(&writes, &notice).await {
                    Ok(applied) => {
                        crate::metrics::bus_published(applied.iter().filter(|a| **a).count());
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
