//! A tournament, live (WebSocket): the whole tournament as `GET
//! /api/tournaments/{id}` gives it, sent at once and again whenever it
//! changes on any server (a join, a pairing, a result, the start, the end).

use axum::extract::ws::rejection::WebSocketUpgradeRejection;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::response::Response;
use mastermind_store::now_millis;
use tokio::sync::broadcast::error::RecvError;

use crate::AppState;
use crate::bus::BusEvent;
use crate::duels::live::{
    Closed, HEARTBEAT, MAX_MESSAGE, READ_BUFFER, RESTART, close_with, closing, not_a_socket, send,
};
use crate::error::{ApiError, ErrorBody};
use crate::guard::Client;
use crate::session::MaybeMe;

/// The tournament, live (WebSocket): `{"type": "tournament", "tournament": {...}}`.
#[utoipa::path(get, path = "/api/tournaments/{id}/live", tag = "tournaments",
    params(("id" = String, Path, description = "The tournament's id")),
    responses((status = 101, description = "Switching to the WebSocket"), (status = 404, body = ErrorBody),
        (status = 400, body = ErrorBody, description = "Not a WebSocket upgrade"), (status = 429, body = ErrorBody, description = "Your address holds its share of live pages"), (status = 503, body = ErrorBody, description = "Too many sockets open")))]
pub async fn tournament_live(
    State(state): State<AppState>,
    client: Client,
    MaybeMe(me): MaybeMe,
    Path(id): Path<String>,
    ws: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Result<Response, ApiError> {
    super::load(&state, &id).await?;
    let ws = ws.map_err(not_a_socket)?;
    let permit = state.socket_permit(client)?;
    let account = me.map(|m| m.account.id);
    Ok(ws
        .max_message_size(MAX_MESSAGE)
        .read_buffer_size(READ_BUFFER)
        .on_upgrade(move |socket| async move {
            let _permit = permit;
            let _open = crate::metrics::LiveSocket::open("tournament");
            let _online = state.presence().open_page(account.as_deref());
            if let Err(e) = run(socket, state, id, account).await {
                tracing::debug!("a tournament's socket closed: {e}");
            }
        }))
}

async fn run(
    mut socket: WebSocket,
    state: AppState,
    id: String,
    account: Option<String>,
) -> Result<(), Closed> {
    // Subscribed before the first read: nothing said after it is missed.
    let mut bus = state
        .bus()
        .subscribe_to(&crate::bus::topic("tournament", &id));
    let mut stopping = state.stopping();
    let mut shown = None;
    send_tournament(&mut socket, &state, &id, account.as_deref(), &mut shown).await?;
    let mut heartbeat = tokio::time::interval(HEARTBEAT);
    loop {
        tokio::select! {
            message = socket.recv() => match message {
                None | Some(Err(_)) | Some(Ok(Message::Close(_))) => return Ok(()),
                Some(Ok(_)) => {}
            },
            () = closing(&mut stopping) => return close_with(&mut socket, RESTART).await,
            heard = bus.recv() => match heard {
                Ok(BusEvent::Changed(_)) | Ok(BusEvent::Resync) | Err(RecvError::Lagged(_)) => {
                    send_tournament(&mut socket, &state, &id, account.as_deref(), &mut shown).await?;
                }
                Err(RecvError::Closed) => return Ok(()),
            },
            _ = heartbeat.tick() => send(&mut socket, Message::Ping(Default::default())).await?,
        }
    }
}

/// Sends the tournament as it stands, unless the page has this version.
async fn send_tournament(
    socket: &mut WebSocket,
    state: &AppState,
    id: &str,
    account: Option<&str>,
    shown: &mut Option<i64>,
) -> Result<(), Closed> {
    let Some(t) = state.store().load_tournament(id).await? else {
        return Err("the tournament is gone".into());
    };
    // A result changes a duel, not the tournament's version: the standings
    // are sent again unless nothing at all moved.
    let fingerprint = t.version * 1_000_003
        + i64::try_from(t.pairings.iter().filter(|p| p.finish.is_some()).count()).unwrap_or(0);
    if *shown == Some(fingerprint) {
        return Ok(());
    }
    *shown = Some(fingerprint);
    let view = super::views::full(&t, account, now_millis());
    let message = serde_json::json!({"type": "tournament", "tournament": view});
    send(socket, Message::Text(message.to_string().into())).await
}
