//! Handing a job's records to the board as its search goes. A board that
//! fails to take them (its database away a while) is said so once, not at
//! every hand-over, and the records wait for the next hand-over instead of
//! being lost: a process stopped after the database came back leaves them
//! to whoever takes the job again.

use std::sync::atomic::{AtomicBool, Ordering};

use super::{Job, WorkBoard};

/// A hand-over the board refused: what a worker says, once, when a run of
/// failures begins.
#[derive(Debug)]
pub struct NotKept<'a> {
    pub job: u64,
    /// The records waiting, handed over again at the next hand-over.
    pub records: usize,
    pub error: &'a (dyn std::error::Error + 'static),
}

impl std::fmt::Display for NotKept<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "job {}: the board did not keep {} records ({}); they are handed over again later",
            self.job, self.records, self.error
        )
    }
}

/// Where a worker says what it could not hand over.
pub(super) struct Warn(pub(super) Box<dyn Fn(&NotKept<'_>) + Send + Sync>);

impl std::fmt::Debug for Warn {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Warn")
    }
}

impl Default for Warn {
    /// One line on standard error: a library's caller that says nothing
    /// else still hears of a database gone away.
    fn default() -> Self {
        Warn(Box::new(|not_kept| eprintln!("warning: {not_kept}")))
    }
}

/// One job's hand-overs: the records the board has not taken yet.
pub(super) struct HandOver<'w> {
    job: Job,
    /// Bounded by what one job's search keeps (its time over the keeping
    /// threshold, times the depth), however long the board stays away.
    pending: Vec<Vec<u8>>,
    warn: &'w Warn,
    /// Whether the last hand-over failed: shared by the worker's jobs, so
    /// that a database away across several jobs is said once.
    failing: &'w AtomicBool,
}

impl<'w> HandOver<'w> {
    pub(super) fn new(job: Job, warn: &'w Warn, failing: &'w AtomicBool) -> Self {
        HandOver {
            job,
            pending: Vec::new(),
            warn,
            failing,
        }
    }

    /// Hands the board `found`, with whatever it refused before. A refusal
    /// does not stop the search: the records wait, and only a stop before
    /// the next hand-over loses them (they are searched again then).
    pub(super) fn hand<B: WorkBoard>(&mut self, board: &mut B, found: Vec<Vec<u8>>) {
        self.pending.extend(found);
        if self.pending.is_empty() {
            return;
        }
        match board.keep(&self.job, &self.pending) {
            Ok(()) => {
                self.pending.clear();
                self.failing.store(false, Ordering::Relaxed);
            }
            Err(error) => {
                if !self.failing.swap(true, Ordering::Relaxed) {
                    (self.warn.0)(&NotKept {
                        job: self.job.id,
                        records: self.pending.len(),
                        error: &error,
                    });
                }
            }
        }
    }

    /// At the job's end: hands over what the board refused before, with
    /// `found`, once more; nothing if the board took everything (the
    /// outcome, left next, makes the records needless). The job's outcome
    /// does not wait on it: a refusal here is said like any other.
    pub(super) fn last<B: WorkBoard>(mut self, board: &mut B, found: Vec<Vec<u8>>) {
        if !self.pending.is_empty() {
            self.hand(board, found);
        }
    }
}
