//! The one path of every move, whatever its kind (a game's guess or quit; a
//! series' code, guess, answer, challenge, reveal or time-out; a duel's
//! code, guess, resignation, claim or time-out; a challenge made, accepted,
//! declined or withdrawn; a tournament made, joined, left, started,
//! cancelled, paired or ended) and whatever door it came in by (an HTTP
//! request, a socket, the clock's sweeper, the tournaments' director, an
//! account's deletion):
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
//! the copy in hand behind, reads it again and lets the core decide again
//! (once for a request, which is then answered 409 for the client to
//! reload; a few times for a background task, which looks again on its next
//! round). Each kind says how it reads, decides and saves by implementing
//! [`Play`]; no handler or task keeps a retry loop of its own.

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

/// One move of one kind: how it reads, decides and saves. `At` is what it
/// reads and saves through (the server's state for a request; the store
/// alone for a background task), `E` how it fails.
pub trait Play<At: Sync = AppState, E = ApiError>: Send {
    /// What the core decided: the thing after the move, with its events.
    type Decision: Send;
    /// What the mover is answered.
    type Answer: Send;

    /// Reads the thing to move in. `again` after a stale step; the first
    /// read may keep the copy in hand when the save names its version (a
    /// stale copy is then caught by the save).
    fn read(&mut self, at: &At, again: bool) -> impl Future<Output = Result<(), E>> + Send;

    /// The core's decision on the thing as read, at `now` (Unix ms).
    fn decide(
        &mut self,
        at: &At,
        now: i64,
    ) -> impl Future<Output = Result<Step<Self::Decision>, E>> + Send;

    /// Makes the decision durable, naming the version read, and answers.
    fn save(
        &mut self,
        at: &At,
        decision: Self::Decision,
    ) -> impl Future<Output = Result<Step<Self::Answer>, E>> + Send;
}

/// Makes `play` by a request: read, decide, save; on a stale step once more
/// on the thing read again; `conflict` is the message when that finds it
/// stale too.
pub async fn make<P: Play>(
    state: &AppState,
    play: P,
    conflict: &str,
) -> Result<P::Answer, ApiError> {
    attempt(state, play, 2)
        .await?
        .ok_or_else(|| ApiError::conflict(conflict))
}

/// Makes `play` in at most `tries` rounds of read, decide, save; `None`
/// when every round found the thing stale (nothing of the move was saved).
pub async fn attempt<At: Sync, E, P: Play<At, E>>(
    at: &At,
    mut play: P,
    tries: usize,
) -> Result<Option<P::Answer>, E> {
    for round in 0..tries {
        play.read(at, round > 0).await?;
        let Step::Done(decision) = play.decide(at, now_millis()).await? else {
            continue;
        };
        if let Step::Done(answer) = play.save(at, decision).await? {
            return Ok(Some(answer));
        }
    }
    Ok(None)
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
    async fn a_background_task_tries_as_often_as_it_says_and_then_leaves_it() {
        let (_dir, state) = state().await;
        let mut burst = counter(3, false);
        let made = attempt(&state, &mut burst, 4).await.expect("no error");
        assert_eq!(made, Some(31), "decided on what was stored last");
        assert_eq!(burst.reads, [false, true, true, true]);

        let mut longer = counter(4, false);
        assert_eq!(
            attempt(&state, &mut longer, 4).await.expect("no error"),
            None
        );
        assert_eq!(longer.stored, 40, "nothing of this move was saved");
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
