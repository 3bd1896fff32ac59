//! `/api/notifications/live`: the count of the account's unread
//! notifications and of its duels waiting for its move, at once and again
//! whenever they change on any server (a notification told, some marked
//! read, a move of the player's own). Every page of a player logged in
//! keeps one open for the bell in its header; it closes when the session
//! ends.

use axum::extract::State;
use axum::extract::ws::rejection::WebSocketUpgradeRejection;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::response::Response;
use mastermind_api::notifications::NotificationMessage;
use mastermind_store::prelude::*;

use crate::AppState;
use crate::bus::topic;
use crate::duels::Caller;
use crate::duels::live::{Closed, View, follow, live_page, send};
use crate::error::{ApiError, ErrorBody};
use crate::guard::Client;
use crate::session::Me;

/// Your unread notifications, counted live (WebSocket).
#[utoipa::path(get, path = "/api/notifications/live", tag = "accounts",
    responses((status = 101, description = "Switching to the WebSocket: `{\"type\":\"unread\",\"unread\":N}` at once and whenever it changes"),
        (status = 401, body = ErrorBody), (status = 400, body = ErrorBody, description = "Not a WebSocket upgrade"), (status = 429, body = ErrorBody, description = "Your address holds its share of live pages"), (status = 503, body = ErrorBody, description = "Too many sockets open")))]
pub(super) async fn notifications_live(
    State(state): State<AppState>,
    client: Client,
    me: Me,
    caller: Caller,
    ws: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Result<Response, ApiError> {
    let account = me.account.id;
    live_page(
        state,
        client,
        Some(account.clone()),
        ws,
        "notifications",
        |socket, state| count(socket, state, account, caller),
    )
}

async fn count(
    socket: WebSocket,
    state: AppState,
    account: String,
    caller: Caller,
) -> Result<(), Closed> {
    let topic = topic("notifications", &account);
    let view = Counts {
        state: &state,
        account: &account,
        caller: &caller,
    };
    follow(socket, &state, &caller, &topic, |_| true, view).await
}

/// The account's counts.
struct Counts<'a> {
    state: &'a AppState,
    account: &'a str,
    caller: &'a Caller,
}

impl View for Counts<'_> {
    async fn send_to(&self, socket: &mut WebSocket) -> Result<(), Closed> {
        send_count(socket, self.state, self.account, self.caller).await
    }
}

async fn send_count(
    socket: &mut WebSocket,
    state: &AppState,
    account: &str,
    caller: &Caller,
) -> Result<(), Closed> {
    let unread = state.store().unread_notifications(account).await?;
    let owed = crate::duels::list_for(state, caller, "your-move")
        .await
        .map_err(|e| e.to_string())?;
    let your_move = i64::try_from(owed.duels.len()).unwrap_or(i64::MAX);
    let message = serde_json::to_string(&NotificationMessage::Unread { unread, your_move })?;
    send(socket, Message::Text(message.into())).await
}
