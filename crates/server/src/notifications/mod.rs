//! The notification centre: what happened that concerns an account (a duel
//! waiting for its move, a challenge received, its challenge accepted, a
//! duel ended, a tournament it joined about to start), told where the move is made ([`tell`]), listed newest
//! first, marked read up to what the reader saw, counted live on every open
//! page of the account ([`live`]), and forgotten 30 days after it was read.

mod live;
pub mod tell;

use axum::extract::State;
use axum::http::StatusCode;
use mastermind_api::notifications::{NotificationData, NotificationView};
use mastermind_store::now_millis;
use mastermind_store::prelude::*;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::error::{ApiError, ErrorBody, Json};
use crate::session::Me;
pub use mastermind_api::notifications::{NotificationList, ReadRequest};

/// The notifications a list shows.
const LIST_LIMIT: i64 = 50;

/// How long a notification is kept once read.
pub const KEPT_AFTER_READ_MS: i64 = 30 * 86_400_000;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list))
        .routes(routes!(read))
        .routes(routes!(live::notifications_live))
}

/// Your notifications, newest first, and how many are unread.
#[utoipa::path(get, path = "/api/notifications", tag = "accounts",
    responses((status = 200, body = NotificationList), (status = 401, body = ErrorBody)))]
async fn list(State(state): State<AppState>, me: Me) -> Result<Json<NotificationList>, ApiError> {
    Ok(Json(list_for(&state, &me.account.id).await?))
}

pub(crate) async fn list_for(
    state: &AppState,
    account: &str,
) -> Result<NotificationList, ApiError> {
    let store = state.store();
    let notifications = store
        .notifications(account, LIST_LIMIT)
        .await?
        .into_iter()
        .map(|n| NotificationView {
            // A notification whose words cannot be read is shown bare.
            data: serde_json::from_str(&n.data).unwrap_or_else(|_| NotificationData::default()),
            id: n.id,
            kind: n.kind,
            subject: n.subject,
            created_at: n.created_at,
            read: n.read_at.is_some(),
        })
        .collect();
    let unread = store.unread_notifications(account).await?;
    Ok(NotificationList {
        notifications,
        unread,
    })
}

/// Marks read what you saw: every notification made at `up_to` or before.
#[utoipa::path(post, path = "/api/notifications/read", tag = "accounts", request_body = ReadRequest,
    responses((status = 204, description = "Marked read"), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody)))]
async fn read(
    State(state): State<AppState>,
    me: Me,
    Json(request): Json<ReadRequest>,
) -> Result<StatusCode, ApiError> {
    let account = &me.account.id;
    if state
        .store()
        .read_notifications(account, request.up_to, now_millis())
        .await?
        > 0
    {
        tell::counted(state.store(), account).await;
    }
    Ok(StatusCode::NO_CONTENT)
}
