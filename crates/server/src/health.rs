//! For a load balancer: `/healthz` says the process is up, `/readyz` that
//! it can reach its database and is not stopping (take the server out of
//! rotation while not).

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
    state.store().ping().await.map_err(|e| {
        tracing::warn!("not ready: {e}");
        ApiError::Unavailable("the database cannot be reached".to_string())
    })?;
    Ok(Json(json!({"status": "ready"})))
}
