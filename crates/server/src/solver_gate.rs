//! Solver time shared fairly between clients: one job in flight per client
//! address, a bounded queue behind the cores, and a wait that ends with an
//! answer rather than hanging. Work for a player in a game (a hint, the
//! computer's next guess) and whole-game work (a demo, a review) wait in
//! lanes of their own, and whole-game work may hold only part of the cores:
//! a flood of demos from many addresses queues behind itself, not in front
//! of a player's hint.

use crate::limits::ClientKey;
use std::collections::HashSet;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use crate::error::ApiError;

/// Jobs waiting for a core before more are turned away.
const QUEUE: usize = 32;
/// The computer's moves waiting for a core. Each is bounded to a hint's
/// work and each address has at most one in flight, so a long queue drains
/// fast, one address's move after another's: a person's move waits its turn
/// behind many addresses' rather than being refused because 32 of them got
/// there first.
const OPPONENT_QUEUE: usize = 1024;
/// How long a job waits for a core before its client is told to come back.
const WAIT: Duration = Duration::from_secs(8);

/// Which queue a job waits in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lane {
    /// A player waits for it in the middle of a game.
    Play,
    /// A whole game or analysis: a demo, a review, a referee's check.
    Batch,
    /// The computer's move in a duel against it: costly on a large setup
    /// at a high level, and anyone may start such duels by the dozen, so
    /// it waits in a queue of its own and, like whole-game work, never
    /// holds the last core: a flood of computer duels cannot crowd out a
    /// player's hint or a series' referee.
    Opponent,
}

#[derive(Debug)]
pub struct SolverGate {
    cores: Arc<Semaphore>,
    // Cores whole-game work and the computer's duel moves may hold at once:
    // all but one (at least one).
    batch: Arc<Semaphore>,
    waiting: [AtomicUsize; 3],
    busy: Arc<Mutex<HashSet<ClientKey>>>,
}

/// A core held for one job (and, for whole-game work, a batch place).
#[derive(Debug)]
pub struct Core {
    _core: OwnedSemaphorePermit,
    _batch: Option<OwnedSemaphorePermit>,
}

/// A client's one job in flight; the claim ends when it drops.
#[derive(Debug)]
pub struct Claim {
    client: ClientKey,
    busy: Arc<Mutex<HashSet<ClientKey>>>,
}

impl Drop for Claim {
    fn drop(&mut self) {
        self.busy
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&self.client);
    }
}

impl SolverGate {
    pub fn new(cores: usize) -> Self {
        let cores = cores.max(1);
        SolverGate {
            cores: Arc::new(Semaphore::new(cores)),
            batch: Arc::new(Semaphore::new((cores - 1).max(1))),
            waiting: [
                AtomicUsize::new(0),
                AtomicUsize::new(0),
                AtomicUsize::new(0),
            ],
            busy: Arc::default(),
        }
    }

    /// The client's turn, if it has no job in flight.
    pub fn claim(&self, client: ClientKey) -> Result<Claim, ApiError> {
        let mut busy = self.busy.lock().unwrap_or_else(|e| e.into_inner());
        if !busy.insert(client) {
            crate::metrics::refused(crate::metrics::Limit::Solver);
            return Err(ApiError::TooMany(
                "one solver request at a time: wait for the answer to the last one".to_string(),
            ));
        }
        Ok(Claim {
            client,
            busy: Arc::clone(&self.busy),
        })
    }

    /// A core, after a bounded wait in the lane's bounded queue.
    pub async fn queue(&self, lane: Lane) -> Result<Core, ApiError> {
        let busy =
            || ApiError::Unavailable("the solver is busy; try again in a moment".to_string());
        let waiting = &self.waiting[lane as usize];
        let bound = match lane {
            Lane::Play | Lane::Batch => QUEUE,
            Lane::Opponent => OPPONENT_QUEUE,
        };
        let queued = waiting.fetch_add(1, Ordering::SeqCst);
        if queued >= bound {
            waiting.fetch_sub(1, Ordering::SeqCst);
            crate::metrics::refused(crate::metrics::Limit::Solver);
            return Err(busy());
        }
        crate::metrics::solver_waiting(lane, queued + 1);
        let started = std::time::Instant::now();
        let acquired = tokio::time::timeout(WAIT, async {
            let batch = match lane {
                Lane::Play => None,
                Lane::Batch | Lane::Opponent => {
                    Some(Arc::clone(&self.batch).acquire_owned().await?)
                }
            };
            let core = Arc::clone(&self.cores).acquire_owned().await?;
            Ok::<_, tokio::sync::AcquireError>(Core {
                _core: core,
                _batch: batch,
            })
        })
        .await;
        let left = waiting.fetch_sub(1, Ordering::SeqCst) - 1;
        crate::metrics::solver_waiting(lane, left);
        crate::metrics::solver_waited(lane, started.elapsed());
        match acquired {
            Ok(Ok(core)) => Ok(core),
            Ok(Err(_)) => Err(ApiError::Unavailable(
                "the server is shutting down".to_string(),
            )),
            Err(_) => {
                crate::metrics::refused(crate::metrics::Limit::Solver);
                Err(busy())
            }
        }
    }
}

impl crate::AppState {
    /// Runs CPU-bound solver work off the async threads, fairly: one job
    /// in flight per client (a second is 429), a bounded queue behind the
    /// cores (503 when it is full or the wait too long), and each job keeps
    /// its core until it ends, even if its client has gone.
    pub(crate) async fn solve<T, F>(
        &self,
        client: crate::guard::Client,
        lane: Lane,
        work: F,
    ) -> Result<T, ApiError>
    where
        F: FnOnce() -> T + Send + 'static,
        T: Send + 'static,
    {
        let gate = &self.inner.solver;
        let _claim = gate.claim(client.key())?;
        let permit = gate.queue(lane).await?;
        tokio::task::spawn_blocking(move || {
            let _permit = permit;
            work()
        })
        .await
        .map_err(|e| {
            tracing::error!("solver work failed: {e}");
            ApiError::Internal("the solver failed on this request".to_string())
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(last: u8) -> ClientKey {
        ClientKey::of(std::net::IpAddr::from([10, 0, 0, last]))
    }

    #[test]
    fn a_client_has_one_job_in_flight_and_others_are_not_held_up() {
        let gate = SolverGate::new(2);
        let first = gate.claim(ip(1)).expect("the first job");
        assert!(matches!(gate.claim(ip(1)), Err(ApiError::TooMany(_))));
        let other = gate.claim(ip(2)).expect("another client goes ahead");
        drop(first);
        assert!(gate.claim(ip(1)).is_ok(), "once answered, the next job");
        drop(other);
    }

    #[tokio::test]
    async fn the_queue_is_bounded_and_answers_when_full() {
        let gate = Arc::new(SolverGate::new(1));
        let core = gate.queue(Lane::Play).await.expect("the one core");
        // Fill the queue behind it.
        let mut waiting = Vec::new();
        for _ in 0..QUEUE {
            let gate = Arc::clone(&gate);
            waiting.push(tokio::spawn(async move {
                gate.queue(Lane::Play).await.map(drop)
            }));
        }
        while gate.waiting[Lane::Play as usize].load(Ordering::SeqCst) < QUEUE {
            tokio::task::yield_now().await;
        }
        assert!(
            matches!(gate.queue(Lane::Play).await, Err(ApiError::Unavailable(_))),
            "one more is turned away at once"
        );
        drop(core);
        for job in waiting {
            assert!(
                job.await.expect("ran").is_ok(),
                "every queued job gets its core in turn"
            );
        }
    }

    #[tokio::test]
    async fn whole_game_work_leaves_a_core_to_the_players() {
        let gate = Arc::new(SolverGate::new(2));
        let demo = gate.queue(Lane::Batch).await.expect("a core for a demo");
        // A second demo waits for the batch place although a core is free...
        let second = {
            let gate = Arc::clone(&gate);
            tokio::spawn(async move { gate.queue(Lane::Batch).await.map(drop) })
        };
        while gate.waiting[Lane::Batch as usize].load(Ordering::SeqCst) < 1 {
            tokio::task::yield_now().await;
        }
        // ...and a player's hint takes the free core at once, ahead of it.
        let hint = tokio::time::timeout(Duration::from_millis(500), gate.queue(Lane::Play))
            .await
            .expect("not held up by the demos")
            .expect("a core");
        // A full batch lane does not turn players away.
        for _ in 0..QUEUE {
            let gate = Arc::clone(&gate);
            tokio::spawn(async move { gate.queue(Lane::Batch).await.map(drop) });
        }
        while gate.waiting[Lane::Batch as usize].load(Ordering::SeqCst) < QUEUE {
            tokio::task::yield_now().await;
        }
        assert!(matches!(
            gate.queue(Lane::Batch).await,
            Err(ApiError::Unavailable(_))
        ));
        drop(hint);
        let again = tokio::time::timeout(Duration::from_millis(500), gate.queue(Lane::Play))
            .await
            .expect("players are still served");
        assert!(again.is_ok());
        drop(again);
        drop(demo);
        second
            .await
            .expect("ran")
            .expect("the second demo runs in turn");
    }

    #[tokio::test]
    async fn a_flood_of_computer_moves_leaves_a_core_to_hints() {
        let gate = Arc::new(SolverGate::new(2));
        let opponent = gate
            .queue(Lane::Opponent)
            .await
            .expect("a core for the computer");
        // Computer moves of many duels fill their own queue...
        for _ in 0..OPPONENT_QUEUE {
            let gate = Arc::clone(&gate);
            tokio::spawn(async move { gate.queue(Lane::Opponent).await.map(drop) });
        }
        while gate.waiting[Lane::Opponent as usize].load(Ordering::SeqCst) < OPPONENT_QUEUE {
            tokio::task::yield_now().await;
        }
        assert!(matches!(
            gate.queue(Lane::Opponent).await,
            Err(ApiError::Unavailable(_))
        ));
        // ...while a hint takes the core they leave, at once, every time.
        for _ in 0..3 {
            let hint = tokio::time::timeout(Duration::from_millis(500), gate.queue(Lane::Play))
                .await
                .expect("not held up by the computer's moves");
            assert!(hint.is_ok());
        }
        drop(opponent);
    }

    #[tokio::test]
    async fn a_computer_move_waits_behind_many_addresses_rather_than_being_refused() {
        let gate = Arc::new(SolverGate::new(2));
        let held = gate
            .queue(Lane::Opponent)
            .await
            .expect("the computer's core");
        // Forty addresses' moves wait: more than the other lanes hold.
        let mut waiting = Vec::new();
        for _ in 0..40 {
            let gate = Arc::clone(&gate);
            waiting.push(tokio::spawn(async move {
                gate.queue(Lane::Opponent).await.map(drop)
            }));
        }
        // (A refused move finishes at once: stop waiting for it to queue.)
        while gate.waiting[Lane::Opponent as usize].load(Ordering::SeqCst) < 40
            && !waiting.iter().any(|job| job.is_finished())
        {
            tokio::task::yield_now().await;
        }
        // One more address's move waits its turn too, and gets it.
        let victim = {
            let gate = Arc::clone(&gate);
            tokio::spawn(async move { gate.queue(Lane::Opponent).await.map(drop) })
        };
        drop(held);
        for job in waiting {
            assert!(job.await.expect("ran").is_ok());
        }
        assert!(
            victim.await.expect("ran").is_ok(),
            "the 41st address's move is made in turn, not refused"
        );
    }
}
