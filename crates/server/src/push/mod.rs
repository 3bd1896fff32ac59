//! Web Push: a player allows notifications per device (the account page
//! subscribes the browser with the server's public VAPID key and posts the
//! subscription here), and "your move" and "challenge received" are pushed
//! to those devices while the player has no live page open ([`send`]).
//! The VAPID key is made once, by the first server that needs it, and kept
//! in the database, so that every server signs with it and a restart keeps
//! every subscription working.

mod check;
mod message;
mod send;

use axum::extract::State;
use axum::http::StatusCode;
use mastermind_store::prelude::*;
use mastermind_store::{PushSubscription, now_millis};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::error::{ApiError, ErrorBody, Json};
use crate::session::Me;
pub use check::Endpoints;
pub use mastermind_api::push::{
    PushDevice, PushEndpoint, PushKey, PushKeys, PushMessage, PushSubscriptionRequest,
};
pub use send::Pusher;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(key))
        .routes(routes!(devices, subscribe, unsubscribe))
}

/// The server's public key for push subscriptions (VAPID): the
/// `applicationServerKey` of `pushManager.subscribe`.
#[utoipa::path(get, path = "/api/push/key", tag = "accounts",
    responses((status = 200, body = PushKey)))]
async fn key(State(state): State<AppState>) -> Result<Json<PushKey>, ApiError> {
    let vapid = state.pusher().vapid(state.store()).await?;
    Ok(Json(PushKey {
        key: vapid.public.clone(),
    }))
}

fn device(sub: PushSubscription) -> PushDevice {
    PushDevice {
        endpoint: sub.endpoint,
        created_at: sub.created_at,
        used_at: sub.used_at,
    }
}

/// The devices you get notifications on, the oldest first.
#[utoipa::path(operation_id = "list_push_devices", get, path = "/api/push/subscriptions", tag = "accounts",
    responses((status = 200, body = [PushDevice]), (status = 401, body = ErrorBody, description = "Not logged in")))]
async fn devices(State(state): State<AppState>, me: Me) -> Result<Json<Vec<PushDevice>>, ApiError> {
    let kept = state.store().push_subscriptions(&me.account.id).await?;
    Ok(Json(kept.into_iter().map(device).collect()))
}

/// Pushes your notifications to this device from now on: the browser's
/// `PushSubscription.toJSON()`. The same endpoint again takes its new keys.
#[utoipa::path(operation_id = "subscribe_push", post, path = "/api/push/subscriptions", tag = "accounts",
    request_body = PushSubscriptionRequest,
    responses((status = 201, body = PushDevice, description = "A new device"),
        (status = 200, body = PushDevice, description = "A device you had already"),
        (status = 400, body = ErrorBody), (status = 401, body = ErrorBody, description = "Not logged in"),
        (status = 409, body = ErrorBody, description = "The account gets notifications on as many devices as it may")))]
async fn subscribe(
    State(state): State<AppState>,
    me: Me,
    Json(request): Json<PushSubscriptionRequest>,
) -> Result<(StatusCode, Json<PushDevice>), ApiError> {
    let url =
        check::endpoint(&request.endpoint, state.pusher().endpoints()).map_err(ApiError::bad)?;
    check::keys(&request.keys.p256dh, &request.keys.auth).map_err(ApiError::bad)?;
    let sub = PushSubscription {
        // As parsed: one spelling per endpoint.
        endpoint: url.to_string(),
        account: me.account.id.clone(),
        p256dh: request.keys.p256dh.trim_end_matches('=').to_string(),
        auth: request.keys.auth.trim_end_matches('=').to_string(),
        created_at: now_millis(),
        used_at: None,
    };
    let new = state
        .store()
        .subscribe_push(&sub, crate::limits::PUSH_DEVICES)
        .await?;
    let status = if new {
        StatusCode::CREATED
    } else {
        StatusCode::OK
    };
    Ok((status, Json(device(sub))))
}

/// Stops pushing to a device of yours.
#[utoipa::path(operation_id = "unsubscribe_push", delete, path = "/api/push/subscriptions", tag = "accounts",
    request_body = PushEndpoint,
    responses((status = 204, description = "No more pushes to it"), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody, description = "Not logged in"),
        (status = 404, body = ErrorBody, description = "No such device of this account")))]
async fn unsubscribe(
    State(state): State<AppState>,
    me: Me,
    Json(request): Json<PushEndpoint>,
) -> Result<StatusCode, ApiError> {
    // Kept as parsed, so asked as parsed; what does not parse was never kept.
    let endpoint = url::Url::parse(&request.endpoint)
        .map(String::from)
        .unwrap_or(request.endpoint);
    if !state
        .store()
        .unsubscribe_push(&me.account.id, &endpoint)
        .await?
    {
        return Err(ApiError::NotFound(
            "no such device gets your notifications".to_string(),
        ));
    }
    Ok(StatusCode::NO_CONTENT)
}
