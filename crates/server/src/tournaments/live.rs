//! A tournament, live (WebSocket): the tournament as `GET
//! /api/tournaments/{id}` gives it (the leading 100 lines of the standings
//! and the latest 50 pairings; the page's own rank and points in `you`),
//! sent at once and again whenever it changes on any server (a join, a
//! pairing, a result, the start, the end), at most about once a second.

use axum::extract::ws::rejection::WebSocketUpgradeRejection;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::response::Response;
use std::time::{Duration, Instant};

use tokio::sync::broadcast::error::RecvError;

use crate::AppState;
use crate::bus::BusEvent;
use crate::duels::live::{
    Closed, HEARTBEAT, MAX_MESSAGE, READ_BUFFER, RESTART, close_with, closing, not_a_socket, send,
};
use crate::error::{ApiError, ErrorBody};
use crate::guard::Client;
use crate::session::MaybeMe;

/// How often a page with word waiting looks for a newer view.
const LOOK: Duration = Duration::from_millis(250);

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
            let _online = state.presence().open_page(account.as_deref()).await;
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
    // Word heard and not yet shown: when the latest was heard. A view read
    // after the latest word shows every word before it; one read after only
    // the first may miss a later change (a join, a pairing), and its word
    // would be taken as shown.
    let mut dirty = Some(Instant::now());
    let mut sent: Option<Instant> = None;
    let mut heartbeat = tokio::time::interval(HEARTBEAT);
    let mut look = tokio::time::interval(LOOK);
    look.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            message = socket.recv() => match message {
                None | Some(Err(_)) | Some(Ok(Message::Close(_))) => return Ok(()),
                Some(Ok(_)) => {}
            },
            () = closing(&mut stopping) => return close_with(&mut socket, RESTART).await,
            heard = bus.recv() => match heard {
                Ok(BusEvent::Changed(_)) | Ok(BusEvent::Resync) | Err(RecvError::Lagged(_)) => {
                    dirty = Some(Instant::now());
                }
                Err(RecvError::Closed) => return Ok(()),
            },
            _ = look.tick(), if dirty.is_some() => {
                let Some(heard) = dirty else { continue };
                let Some(built) = state.tournament_views().get(&state, &id, heard).await? else {
                    return Err("the tournament is gone".into());
                };
                // A view older than the word is sent once its turn comes
                // again; a page never waits more than a second for one.
                if built.at >= heard || sent.is_none_or(|s| s < built.at) {
                    send(&mut socket, Message::Text(built.message(account.as_deref()).into())).await?;
                    sent = Some(built.at);
                }
                if built.at >= heard {
                    dirty = None;
                }
            }
            _ = heartbeat.tick() => send(&mut socket, Message::Ping(Default::default())).await?,
        }
    }
}
