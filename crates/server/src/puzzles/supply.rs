//! What puzzles a server offers: the shipped set from its first start, and
//! more of each theme generated in the background up to the supply asked
//! for (each proven, and its proof replayed, by the solver's generator);
//! and the provers that answer attempts, one per setup, kept.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use mastermind_core::Setup;
use mastermind_core::puzzle::Theme;
use mastermind_solver::puzzle::{Prover, generate, shipped};
use mastermind_store::prelude::*;

use crate::AppState;
use crate::live::now_millis;

/// One prover per setup, made on first use: it remembers what it solved,
/// so the attempts on a setup share its work.
#[derive(Debug, Default)]
pub struct Provers {
    by_setup: Mutex<HashMap<String, Arc<Prover>>>,
}

impl Provers {
    /// The prover of `setup`. Making one takes a moment on a large setup:
    /// call it where solver work may run.
    pub fn of(&self, setup: &Setup) -> Arc<Prover> {
        let key = serde_json::to_string(setup).unwrap_or_default();
        let mut provers = self.by_setup.lock().unwrap_or_else(|e| e.into_inner());
        Arc::clone(
            provers
                .entry(key)
                .or_insert_with(|| Arc::new(Prover::new(setup))),
        )
    }
}

/// Puzzles generated in one go, between the store's writes.
const BATCH: usize = 10;

/// Keeps the shipped set, then (in the background) generates puzzles of
/// each theme that has fewer than `supply`, one batch after another on
/// one thread: a fresh server offers puzzles at once and more soon after.
pub async fn open(state: &AppState, supply: usize) {
    let store = state.store().clone();
    if let Err(e) = store.add_puzzles(&shipped(), now_millis()).await {
        tracing::warn!("the shipped puzzles not kept: {e}");
        return;
    }
    if supply == 0 {
        return;
    }
    tokio::spawn(async move {
        let counts = match store.puzzle_counts().await {
            Ok(counts) => counts,
            Err(e) => return tracing::warn!("no puzzles generated: {e}"),
        };
        for theme in Theme::ALL {
            let have = counts
                .iter()
                .find(|(t, _)| *t == theme)
                .map_or(0, |&(_, n)| n);
            let mut wanted = (supply as i64 - have).max(0) as usize;
            while wanted > 0 {
                let count = wanted.min(BATCH);
                let made =
                    tokio::task::spawn_blocking(move || generate(theme, count, &mut rand::rng()))
                        .await
                        .unwrap_or_default();
                if made.is_empty() {
                    break;
                }
                wanted = wanted.saturating_sub(made.len());
                if let Err(e) = store.add_puzzles(&made, now_millis()).await {
                    return tracing::warn!("generated puzzles not kept: {e}");
                }
            }
        }
        tracing::info!("puzzles supplied: up to {supply} of each theme");
    });
}
