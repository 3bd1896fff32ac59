//! Solver time shared fairly between clients: one job in flight per client
//! address, a bounded queue behind the cores, and a wait that ends with an
//! answer rather than hanging.

use std::collections::HashSet;
use std::net::IpAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use crate::error::ApiError;

/// Jobs waiting for a core before more are turned away.
const QUEUE: usize = 32;
/// How long a job waits for a core before its client is told to come back.
const WAIT: Duration = Duration::from_secs(8);

#[derive(Debug)]
pub struct SolverGate {
    cores: Arc<Semaphore>,
    waiting: AtomicUsize,
    busy: Arc<Mutex<HashSet<IpAddr>>>,
}

/// A client's one job in flight; the claim ends when it drops.
#[derive(Debug)]
pub struct Claim {
    client: IpAddr,
    busy: Arc<Mutex<HashSet<IpAddr>>>,
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
        SolverGate {
            cores: Arc::new(Semaphore::new(cores.max(1))),
            waiting: AtomicUsize::new(0),
            busy: Arc::default(),
        }
    }

    /// The client's turn, if it has no job in flight.
    pub fn claim(&self, client: IpAddr) -> Result<Claim, ApiError> {
        let mut busy = self.busy.lock().unwrap_or_else(|e| e.into_inner());
        if !busy.insert(client) {
            return Err(ApiError::TooMany(
                "one solver request at a time: wait for the answer to the last one".to_string(),
            ));
        }
        Ok(Claim {
            client,
            busy: Arc::clone(&self.busy),
        })
    }

    /// A core, after a bounded wait in a bounded queue.
    pub async fn queue(&self) -> Result<OwnedSemaphorePermit, ApiError> {
        let busy =
            || ApiError::Unavailable("the solver is busy; try again in a moment".to_string());
        if self.waiting.fetch_add(1, Ordering::SeqCst) >= QUEUE {
            self.waiting.fetch_sub(1, Ordering::SeqCst);
            return Err(busy());
        }
        let permit = tokio::time::timeout(WAIT, Arc::clone(&self.cores).acquire_owned()).await;
        self.waiting.fetch_sub(1, Ordering::SeqCst);
        match permit {
            Ok(Ok(permit)) => Ok(permit),
            Ok(Err(_)) => Err(ApiError::Unavailable(
                "the server is shutting down".to_string(),
            )),
            Err(_) => Err(busy()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(last: u8) -> IpAddr {
        IpAddr::from([10, 0, 0, last])
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
        let core = gate.queue().await.expect("the one core");
        // Fill the queue behind it.
        let mut waiting = Vec::new();
        for _ in 0..QUEUE {
            let gate = Arc::clone(&gate);
            waiting.push(tokio::spawn(async move { gate.queue().await.map(drop) }));
        }
        while gate.waiting.load(Ordering::SeqCst) < QUEUE {
            tokio::task::yield_now().await;
        }
        assert!(
            matches!(gate.queue().await, Err(ApiError::Unavailable(_))),
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
}
