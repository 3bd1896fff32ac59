//! Unfinished games do not stay open for ever: a game nobody has moved for
//! `ServeOptions::expire_after` (30 days by default) is ended as quit, as if
//! its player had given up, so that its secret may be shown and nothing
//! waits on it. Finished games are left as they are. Expired login
//! sessions are forgotten on the same round.

use std::time::Duration;

use mastermind_core::{Code, Game, State};
use mastermind_store::prelude::*;
use mastermind_store::{GameWrite, StoreError, now_millis};

/// Games looked at per pass.
const BATCH: i64 = 1000;

/// Ends every game idle for longer than `max_age` at `now` (Unix ms);
/// returns how many were ended.
pub async fn expire_games(
    store: &impl Backend,
    now: i64,
    max_age: Duration,
) -> Result<u64, StoreError> {
    let age = i64::try_from(max_age.as_millis()).unwrap_or(i64::MAX);
    let before = now.saturating_sub(age);
    let mut ended = 0;
    // Finished games stay candidates: skip past them page by page.
    let mut skip = 0;
    loop {
        let ids = store.idle_games(before, skip, BATCH).await?;
        let mut writes = Vec::new();
        for id in &ids {
            let Some(stored) = store.load_game(id).await? else {
                continue;
            };
            let guesses: Vec<Code> = stored.turns.iter().map(|t| t.guess).collect();
            let playing = Game::replay(stored.setup, stored.secret, &guesses, false)
                .is_ok_and(|game| game.state() == State::Playing);
            if playing {
                writes.push(GameWrite::Quit {
                    game: id.clone(),
                    at: now,
                    turns: u8::try_from(guesses.len()).unwrap_or(u8::MAX),
                });
            } else {
                skip += 1;
            }
        }
        let applied = store.write_games(&writes).await?;
        ended += applied.iter().filter(|done| **done).count() as u64;
        if (ids.len() as i64) < BATCH {
            return Ok(ended);
        }
    }
}

/// Runs [`expire_games`] once an hour, for as long as the server runs.
pub async fn every_hour(store: impl Backend, max_age: Duration) {
    let mut tick = tokio::time::interval(Duration::from_secs(3600));
    loop {
        tick.tick().await;
        match expire_games(&store, now_millis(), max_age).await {
            Ok(0) => {}
            Ok(n) => tracing::info!(
                "{n} games idle for {} days ended",
                max_age.as_secs() / 86_400
            ),
            Err(e) => tracing::warn!("expiring idle games failed: {e}"),
        }
        if let Err(e) = store.delete_expired_sessions(now_millis()).await {
            tracing::warn!("forgetting expired sessions failed: {e}");
        }
        let read_before = now_millis() - crate::notifications::KEPT_AFTER_READ_MS;
        if let Err(e) = store.forget_notifications(read_before).await {
            tracing::warn!("forgetting notifications read long ago failed: {e}");
        }
    }
}
