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
use tokio::sync::broadcast::error::RecvError;

use crate::AppState;
use crate::bus::{BusEvent, topic};
use crate::duels::Caller;
use crate::duels::live::{
    Closed, HEARTBEAT, RESTART, account_word, close_for_session, close_with, closing, live_page,
    next_word, send, session_ended,
};
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
    mut socket: WebSocket,
    state: AppState,
    account: String,
    caller: Caller,
) -> Result<(), Closed> {
    let mut told = state.bus().subscribe_to(&topic("notifications", &account));
    let mut ended = account_word(&state, &caller);
    let mut stopping = state.stopping();
    send_count(&mut socket, &state, &account, &caller).await?;
    let mut heartbeat = tokio::time::interval(HEARTBEAT);
    loop {
        tokio::select! {
            message = socket.recv() => match message {
                None | Some(Err(_)) | Some(Ok(Message::Close(_))) => return Ok(()),
                Some(Ok(_)) => {}
            },
            () = next_word(&mut ended) => {
                if session_ended(&state, &caller).await? {
                    return close_for_session(&mut socket).await;
                }
            }
            () = closing(&mut stopping) => return close_with(&mut socket, RESTART).await,
            heard = told.recv() => match heard {
                Ok(BusEvent::Changed(_) | BusEvent::Resync) | Err(RecvError::Lagged(_)) => {
                    send_count(&mut socket, &state, &account, &caller).await?;
                }
                Err(RecvError::Closed) => return Ok(()),
            },
            _ = heartbeat.tick() => send(&mut socket, Message::Ping(Default::default())).await?,
        }
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
