//! For a load balancer: `/healthz` says the process is up, `/readyz` that
//! its database takes writes and it is not stopping (take the server out
//! of rotation while not).
//!
//! Whether the database takes writes is what the server's last beat found
//! (a write every second, see `duels::clock`), so `/readyz` is 503 within a
//! second of the database refusing writes (a full disk, where reads still
//! work) and 200 again with the first beat after; whether it answers at
//! all is asked at each call, for at most 0.8 s.

use mastermind_store::prelude::*;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::State;
use axum::routing::get;
use serde_json::{Value, json};

use crate::AppState;
use crate::error::{ApiError, Json};

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/healthz", get(healthz))
        .route("/readyz", get(readyz))
}

async fn healthz() -> Json<Value> {
    Json(json!({"status": "up"}))
}

async fn readyz(State(state): State<AppState>) -> Result<Json<Value>, ApiError> {
    if *state.stopping().borrow() != crate::Stopping::No {
        return Err(ApiError::Unavailable(
            "this server is stopping; send players elsewhere".to_string(),
        ));
    }
    if state.liveness().now() == Beat::Failed {
        return Err(ApiError::Unavailable(
            "the database takes no writes".to_string(),
        ));
    }
    // And it answers now, within a moment (a beat is up to a second old).
    let ping = tokio::time::timeout(ASK_WITHIN, state.store().ping()).await;
    if !matches!(ping, Ok(Ok(()))) {
        return Err(ApiError::Unavailable(
            "the database cannot be reached".to_string(),
        ));
    }
    Ok(Json(json!({"status": "ready"})))
}

/// How long `/readyz` waits for the database's answer.
const ASK_WITHIN: Duration = Duration::from_millis(800);
/// A beat older than this says nothing any more.
const FRESH: Duration = Duration::from_secs(3);

/// What the last beat found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Beat {
    Wrote,
    Failed,
    Unknown,
}

/// The server's last beat, for `/readyz`.
#[derive(Debug, Default)]
pub struct Liveness {
    last: Mutex<Option<(Instant, bool)>>,
}

impl Liveness {
    pub fn wrote(&self) {
        *self.lock() = Some((Instant::now(), true));
    }

    pub fn failed(&self) {
        *self.lock() = Some((Instant::now(), false));
    }

    pub fn now(&self) -> Beat {
        match *self.lock() {
            Some((at, wrote)) if at.elapsed() < FRESH => {
                if wrote {
                    Beat::Wrote
                } else {
                    Beat::Failed
                }
            }
            _ => Beat::Unknown,
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Option<(Instant, bool)>> {
        // One assignment at a time: a panic cannot leave it half-written.
        self.last.lock().unwrap_or_else(|e| e.into_inner())
    }
}
