//! The one path of every move, whatever its kind (a game's guess or quit; a
//! series' code, guess, answer, challenge, reveal or time-out; a duel's
//! code, guess, resignation or claim) and whatever door it came in by (an
//! HTTP request, a socket, the sweeper, an account's deletion):
//!
//! 1. the thing is read at a version (the caller may see and move in it:
//!    the kind's read checks it, or its extractor did),
//! 2. the core decides on it, at a moment read once for the whole move,
//! 3. the decision is saved naming the version read, with its events (and,
//!    where the store allows, the word for the other servers) in the same
//!    commit,
//! 4. only then is it answered.
//!
//! A save that finds the thing moved on elsewhere, or a decision that finds
//! the copy in hand behind, reads it again and lets the core decide again,
//! once; a second conflict is answered 409 for the client to reload. Each
//! kind says how it reads, decides and saves by implementing [`Play`]; no
//! handler keeps a retry loop of its own.

use std::future::Future;

use mastermind_store::now_millis;

use crate::AppState;
use crate::error::ApiError;

/// A step of a move that may find its copy of the thing stale.
#[derive(Debug)]
pub enum Step<T> {
    /// It went through.
    Done(T),
    /// The thing moved on since it was read: read it again.
    Stale,
}

/// One move of one kind: how it reads, decides and saves.
pub trait Play: Send {
    /// What the core decided: the thing after the move, with its events.
    type Decision: Send;
    /// What the mover is answered.
    type Answer: Send;

    /// Reads the thing to move in. `again` after a stale step; the first
    /// read may keep the copy in hand when the save names its version (a
    /// stale copy is then caught by the save).
    fn read(
        &mut self,
        state: &AppState,
        again: bool,
    ) -> impl Future<Output = Result<(), ApiError>> + Send;

    /// The core's decision on the thing as read, at `now` (Unix ms).
    fn decide(
        &mut self,
        state: &AppState,
        now: i64,
    ) -> impl Future<Output = Result<Step<Self::Decision>, ApiError>> + Send;

    /// Makes the decision durable, naming the version read, and answers.
    fn save(
        &mut self,
        state: &AppState,
        decision: Self::Decision,
    ) -> impl Future<Output = Result<Step<Self::Answer>, ApiError>> + Send;
}

/// Makes `play`: read, decide, save; on a stale step once more on the thing
/// read again; `conflict` is the message when that finds it stale too.
pub async fn make<P: Play>(
    state: &AppState,
    mut play: P,
    conflict: &str,
) -> Result<P::Answer, ApiError> {
    for attempt in 0..2 {
        play.read(state, attempt > 0).await?;
        let Step::Done(decision) = play.decide(state, now_millis()).await? else {
            continue;
        };
        if let Step::Done(answer) = play.save(state, decision).await? {
            return Ok(answer);
        }
    }
    Err(ApiError::conflict(conflict))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A thing whose stored version moves on `stale_saves` times before a
    /// save of it goes through.
    struct Counter {
        stored: i64,
        read: i64,
        reads: Vec<bool>,
        stale_saves: usize,
        refuse: bool,
    }

    impl Play for &mut Counter {
        type Decision = i64;
        type Answer = i64;

        async fn read(&mut self, _: &AppState, again: bool) -> Result<(), ApiError> {
            self.reads.push(again);
            self.read = self.stored;
            Ok(())
        }

        async fn decide(&mut self, _: &AppState, _: i64) -> Result<Step<i64>, ApiError> {
            if self.refuse {
                return Err(ApiError::conflict("refused by the rules"));
            }
            Ok(Step::Done(self.read + 1))
        }

        async fn save(&mut self, _: &AppState, next: i64) -> Result<Step<i64>, ApiError> {
            if self.stale_saves > 0 {
                self.stale_saves -= 1;
                self.stored += 10; // another server moved it
                return Ok(Step::Stale);
            }
            assert_eq!(next, self.stored + 1, "decided on what is stored");
            self.stored = next;
            Ok(Step::Done(next))
        }
    }

    fn counter(stale_saves: usize, refuse: bool) -> Counter {
        Counter {
            stored: 0,
            read: 0,
            reads: Vec::new(),
            stale_saves,
            refuse,
        }
    }

    async fn state() -> (tempfile::TempDir, AppState) {
        let dir = tempfile::tempdir().expect("a folder");
        let store = mastermind_store::Database::open_in_dir(dir.path())
            .await
            .expect("opens");
        let (state, _writer) = AppState::with_store(store, crate::ServeOptions::default());
        (dir, state)
    }

    #[tokio::test]
    async fn a_stale_save_is_decided_again_on_what_is_stored_once() {
        let (_dir, state) = state().await;
        let mut once = counter(1, false);
        assert_eq!(make(&state, &mut once, "moved").await.expect("made"), 11);
        assert_eq!(once.reads, [false, true]);

        let mut twice = counter(2, false);
        let error = make(&state, &mut twice, "moved twice").await.unwrap_err();
        assert!(
            matches!(&error, ApiError::Conflict(m) if m == "moved twice"),
            "{error:?}"
        );
        assert_eq!(twice.stored, 20, "nothing of this move was saved");
    }

    #[tokio::test]
    async fn a_refusal_is_answered_without_a_save() {
        let (_dir, state) = state().await;
        let mut refused = counter(0, true);
        let error = make(&state, &mut refused, "moved").await.unwrap_err();
        assert!(matches!(error, ApiError::Conflict(m) if m == "refused by the rules"));
        assert_eq!((refused.stored, refused.reads.len()), (0, 1));
    }
}
