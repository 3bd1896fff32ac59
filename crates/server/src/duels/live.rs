//! The live pages: a WebSocket per duel page and one for the lobby. Word of
//! a change comes over the event bus from whichever server made it; the
//! socket then reads what changed from the database and sends each viewer
//! only what their side may see (the core's `Event::seen_by`).
//!
//! Messages, server to client: `{"type": "state", "duel": {...}}` (the
//! whole view, as `GET /api/duels/{id}`), `{"type": "event", "v": N,
//! "event": "...", ...}`, and for the lobby `{"type": "lobby", "duels":
//! [...]}`. A client that reconnects with `?since=V` gets the events after
//! `V`, or the whole state.

use std::time::Duration;

use axum::extract::ws::rejection::WebSocketUpgradeRejection;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::response::Response;
use mastermind_api::live::DuelMessage;
use serde::Deserialize;
use tokio::sync::broadcast;
use tokio::sync::broadcast::error::RecvError;

use super::feed::{DuelFeed, WsOutlet};
use super::{Caller, list_for, load_for};
use crate::AppState;
use crate::bus::BusEvent;
use crate::error::{ApiError, ErrorBody, Query};
use crate::guard::Client;
use crate::session::Me;

/// How often a player's open page tells the database they are there, and
/// pings the client.
pub(crate) const HEARTBEAT: Duration = Duration::from_secs(15);

/// The largest message a client may send (it has nothing to say).
pub(crate) const MAX_MESSAGE: usize = 1024;

/// The socket's read buffer: the default (128 KiB) is zeroed on every
/// read, which thousands of idle pages pay for nothing.
pub(crate) const READ_BUFFER: usize = 4096;

/// How long a message may wait for its reader: a page that reads nothing
/// (its buffers full) is dropped, never waited for, so it slows nobody.
const SEND_TIMEOUT: Duration = Duration::from_secs(5);

/// Sends `message`, or gives the socket up when its reader does not take it
/// in time.
pub(crate) async fn send(socket: &mut WebSocket, message: Message) -> Result<(), Closed> {
    tokio::time::timeout(SEND_TIMEOUT, socket.send(message))
        .await
        .map_err(|_| "the page reads too slowly")??;
    Ok(())
}

/// A plain request to a socket's address: say what it is.
pub(crate) fn not_a_socket(rejection: WebSocketUpgradeRejection) -> ApiError {
    ApiError::bad(format!(
        "this address is a WebSocket: connect with a WebSocket client ({})",
        rejection.body_text()
    ))
}

#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[serde(deny_unknown_fields)]
pub struct LiveQuery {
    /// The version of the last event the client saw.
    pub since: Option<u64>,
}

/// The duel, live (WebSocket).
#[utoipa::path(get, path = "/api/duels/{id}/live", tag = "duels",
    params(("id" = String, Path, description = "The duel's id"), LiveQuery),
    responses((status = 101, description = "Switching to the WebSocket"), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "A single-use link taken by another player (the socket closes with 4009 when it is taken meanwhile)"), (status = 400, body = ErrorBody, description = "Not a WebSocket upgrade"), (status = 429, body = ErrorBody, description = "Your address holds its share of live pages"), (status = 503, body = ErrorBody, description = "Too many sockets open")))]
pub async fn duel_live(
    State(state): State<AppState>,
    client: Client,
    caller: Caller,
    Path(id): Path<String>,
    Query(query): Query<LiveQuery>,
    ws: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Result<Response, ApiError> {
    load_for(&state, &id, &caller).await?;
    let ws = ws.map_err(not_a_socket)?;
    let permit = state.socket_permit(client)?;
    Ok(ws
        .max_message_size(MAX_MESSAGE)
        .read_buffer_size(READ_BUFFER)
        .on_upgrade(move |socket| async move {
            let _permit = permit;
            let _open = crate::metrics::LiveSocket::open("duel");
            let _online = state.presence().open_page(caller.account.as_deref()).await;
            let mut live = DuelFeed::new(WsOutlet(socket), state, id, caller, HEARTBEAT);
            if let Err(e) = live.run(query.since).await {
                tracing::debug!("a duel's socket closed: {e}");
            }
        }))
}

pub(crate) type Closed = Box<dyn std::error::Error + Send + Sync>;

/// The close code and reason a live page gets when its login session ends
/// (logged out, a new password, the account deleted) on any server.
pub(super) const SESSION_ENDED: (u16, &str) = (4001, "your session ended: log in again");

/// The close code and reason of a page of a challenge by link that
/// another player took meanwhile.
pub(super) const TAKEN: (u16, &str) = (4009, "this link has been taken by another player");

/// The close code and reason of every live page when its server stops:
/// the client reconnects at once and resumes.
pub(crate) const RESTART: (u16, &str) = (1012, "this server is restarting: reconnect");

/// Completes when the server closes its live pages.
pub(crate) async fn closing(stopping: &mut tokio::sync::watch::Receiver<crate::Stopping>) {
    if stopping
        .wait_for(|s| *s == crate::Stopping::Closing)
        .await
        .is_err()
    {
        std::future::pending::<()>().await;
    }
}

/// Closes `socket` with `code` and `reason`.
pub(crate) async fn close_with(
    socket: &mut WebSocket,
    (code, reason): (u16, &str),
) -> Result<(), Closed> {
    let close = Message::Close(Some(axum::extract::ws::CloseFrame {
        code,
        reason: reason.into(),
    }));
    send(socket, close).await
}

/// Word that sessions of the caller's account ended, where the caller is
/// logged in: a receiver of the account's topic.
pub(crate) fn account_word(
    state: &AppState,
    caller: &Caller,
) -> Option<broadcast::Receiver<BusEvent>> {
    caller
        .account
        .as_ref()
        .filter(|_| caller.session.is_some())
        .map(|account| {
            state
                .bus()
                .subscribe_to(&crate::bus::topic("account", account))
        })
}

/// The next word on `receiver`, or never when there is none.
pub(crate) async fn next_word(receiver: &mut Option<broadcast::Receiver<BusEvent>>) {
    match receiver {
        Some(receiver) => {
            // What was said does not matter: the session is read again.
            let _ = receiver.recv().await;
        }
        None => std::future::pending().await,
    }
}

/// Whether the caller's login session (if the page was opened with one)
/// has ended.
pub(crate) async fn session_ended(state: &AppState, caller: &Caller) -> Result<bool, Closed> {
    match &caller.session {
        Some(session) => Ok(!crate::session::is_live(state, session)
            .await
            .map_err(|e| e.to_string())?),
        None => Ok(false),
    }
}

/// Closes `socket` because its session ended.
pub(crate) async fn close_for_session(socket: &mut WebSocket) -> Result<(), Closed> {
    close_with(socket, SESSION_ENDED).await
}

/// The open challenges, live (WebSocket): the list as `GET
/// /api/duels?state=open` gives it, sent again whenever it changes.
#[utoipa::path(get, path = "/api/lobby/live", tag = "duels",
    responses((status = 101, description = "Switching to the WebSocket"), (status = 401, body = ErrorBody), (status = 400, body = ErrorBody, description = "Not a WebSocket upgrade"), (status = 429, body = ErrorBody, description = "Your address holds its share of live pages"), (status = 503, body = ErrorBody, description = "Too many sockets open")))]
pub async fn lobby_live(
    State(state): State<AppState>,
    client: Client,
    _me: Me,
    caller: Caller,
    ws: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Result<Response, ApiError> {
    let account = caller.account.clone();
    live_page(state, client, account, ws, "lobby", |socket, state| {
        lobby(socket, state, caller)
    })
}

/// Opens a live page of `kind` (its name in the metrics and the log):
/// within the server's and the client's shares of live pages, the
/// `account` (if any) seen online while it is open, `page` run on the
/// socket until it closes.
pub(crate) fn live_page<F, Fut>(
    state: AppState,
    client: Client,
    account: Option<String>,
    ws: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
    kind: &'static str,
    page: F,
) -> Result<Response, ApiError>
where
    F: FnOnce(WebSocket, AppState) -> Fut + Send + 'static,
    Fut: std::future::Future<Output = Result<(), Closed>> + Send,
{
    let ws = ws.map_err(not_a_socket)?;
    let permit = state.socket_permit(client)?;
    Ok(ws
        .max_message_size(MAX_MESSAGE)
        .read_buffer_size(READ_BUFFER)
        .on_upgrade(move |socket| async move {
            let _permit = permit;
            let _open = crate::metrics::LiveSocket::open(kind);
            let _online = state.presence().open_page(account.as_deref()).await;
            if let Err(e) = page(socket, state).await {
                tracing::debug!("a {kind} socket closed: {e}");
            }
        }))
}

async fn lobby(socket: WebSocket, state: AppState, caller: Caller) -> Result<(), Closed> {
    let concerns = |change: &crate::bus::Change| change.kind == "lobby";
    let view = Lobby {
        state: &state,
        caller: &caller,
    };
    follow(socket, &state, &caller, "lobby", concerns, view).await
}

/// What a live page that shows one view sends, whole, each time.
pub(crate) trait View: Send + Sync {
    fn send_to<'a>(
        &'a self,
        socket: &'a mut WebSocket,
    ) -> impl std::future::Future<Output = Result<(), Closed>> + Send + 'a;
}

/// The open challenges.
struct Lobby<'a> {
    state: &'a AppState,
    caller: &'a Caller,
}

impl View for Lobby<'_> {
    async fn send_to(&self, socket: &mut WebSocket) -> Result<(), Closed> {
        send_lobby(socket, self.state, self.caller).await
    }
}

/// Keeps a live page that shows one view: the view at once, then again on
/// every word of `topic` that `concerns` it (and after word was missed),
/// until the page closes, its session ends or the server stops.
pub(crate) async fn follow(
    mut socket: WebSocket,
    state: &AppState,
    caller: &Caller,
    topic: &str,
    concerns: impl Fn(&crate::bus::Change) -> bool,
    view: impl View,
) -> Result<(), Closed> {
    let mut bus = state.bus().subscribe_to(topic);
    let mut account = account_word(state, caller);
    let mut stopping = state.stopping();
    view.send_to(&mut socket).await?;
    let mut heartbeat = tokio::time::interval(HEARTBEAT);
    loop {
        tokio::select! {
            message = socket.recv() => match message {
                None | Some(Err(_)) | Some(Ok(Message::Close(_))) => return Ok(()),
                Some(Ok(_)) => {}
            },
            () = next_word(&mut account) => {
                if session_ended(state, caller).await? {
                    return close_for_session(&mut socket).await;
                }
            }
            () = closing(&mut stopping) => return close_with(&mut socket, RESTART).await,
            heard = bus.recv() => match heard {
                Ok(BusEvent::Changed(change)) if concerns(&change) => {
                    view.send_to(&mut socket).await?;
                }
                Ok(BusEvent::Changed(_)) => {}
                Ok(BusEvent::Resync) | Err(RecvError::Lagged(_)) => {
                    view.send_to(&mut socket).await?;
                }
                Err(RecvError::Closed) => return Ok(()),
            },
            _ = heartbeat.tick() => send(&mut socket, Message::Ping(Default::default())).await?,
        }
    }
}

async fn send_lobby(
    socket: &mut WebSocket,
    state: &AppState,
    caller: &Caller,
) -> Result<(), Closed> {
    if session_ended(state, caller).await? {
        close_for_session(socket).await?;
        return Err("the session ended".into());
    }
    let list = list_for(state, caller, "open")
        .await
        .map_err(|e| e.to_string())?;
    let message = serde_json::to_string(&DuelMessage::Lobby { duels: list.duels })?;
    send(socket, Message::Text(message.into())).await
}
