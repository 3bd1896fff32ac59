//! A duel's live feed, whatever carries it: the duel's page's WebSocket or
//! a program's NDJSON stream. Word of a change comes over the event bus from
//! whichever server made it; the feed then reads what changed from the
//! database and sends each viewer only what their side may see (the core's
//! `Event::seen_by`): the whole view first (`{"type": "state", ...}`), then
//! every event with its version (`{"type": "event", "v": N, ...}`); a
//! client that comes back with `since` gets what it missed, or the whole
//! state again.

use std::future::Future;
use std::time::Duration;

use axum::extract::ws::{Message, WebSocket};
use mastermind_api::live::DuelMessage;
use mastermind_core::duel::{Event, EventKind, Side, Viewer};
use mastermind_store::prelude::*;
use mastermind_store::{DuelState, SavedDuel, now_millis};
use tokio::sync::broadcast::error::RecvError;

use super::Caller;
use super::live::{
    Closed, RESTART, SESSION_ENDED, TAKEN, account_word, close_with, closing, next_word, send,
    session_ended,
};
use crate::AppState;
use crate::bus::BusEvent;

/// Where a feed's messages go.
pub(super) trait Outlet: Send {
    /// One message, a JSON object.
    fn send_text(&mut self, text: String) -> impl Future<Output = Result<(), Closed>> + Send;
    /// A sign of life for the client and whatever lies between.
    fn keep_alive(&mut self) -> impl Future<Output = Result<(), Closed>> + Send;
    /// The end, with a code and a reason the client can act on.
    fn close(&mut self, why: (u16, &str)) -> impl Future<Output = Result<(), Closed>> + Send;
    /// Completes when the client may have gone: true when it has.
    fn gone(&mut self) -> impl Future<Output = bool> + Send;
}

/// A page's WebSocket.
pub(super) struct WsOutlet(pub WebSocket);

impl Outlet for WsOutlet {
    async fn send_text(&mut self, text: String) -> Result<(), Closed> {
        send(&mut self.0, Message::Text(text.into())).await
    }

    async fn keep_alive(&mut self) -> Result<(), Closed> {
        send(&mut self.0, Message::Ping(Default::default())).await
    }

    async fn close(&mut self, why: (u16, &str)) -> Result<(), Closed> {
        close_with(&mut self.0, why).await
    }

    async fn gone(&mut self) -> bool {
        // What a page says does not matter; only that it closed.
        matches!(
            self.0.recv().await,
            None | Some(Err(_)) | Some(Ok(Message::Close(_)))
        )
    }
}

pub(super) struct DuelFeed<O> {
    outlet: O,
    state: AppState,
    id: String,
    caller: Caller,
    /// How often the client hears a sign of life (and a player's presence
    /// is written).
    beat: Duration,
    /// The version of the last event sent.
    last: Option<u64>,
    /// The state the client last saw the duel in.
    shown: Option<DuelState>,
    /// Who the client is to this duel, once known.
    viewer: Option<Viewer>,
}

impl<O: Outlet> DuelFeed<O> {
    pub(super) fn new(
        outlet: O,
        state: AppState,
        id: String,
        caller: Caller,
        beat: Duration,
    ) -> Self {
        DuelFeed {
            outlet,
            state,
            id,
            caller,
            beat,
            last: None,
            shown: None,
            viewer: None,
        }
    }

    pub(super) async fn run(&mut self, since: Option<u64>) -> Result<(), Closed> {
        // Subscribed before the first read: nothing said after it is missed.
        let mut bus = self
            .state
            .bus()
            .subscribe_to(&crate::bus::topic("duel", &self.id));
        let mut account = account_word(&self.state, &self.caller);
        let mut stopping = self.state.stopping();
        self.last = since;
        self.catch_up().await?;
        let mut heartbeat = tokio::time::interval(self.beat);
        loop {
            tokio::select! {
                gone = self.outlet.gone() => if gone {
                    return Ok(());
                },
                () = next_word(&mut account) => {
                    if session_ended(&self.state, &self.caller).await? {
                        return self.outlet.close(SESSION_ENDED).await;
                    }
                }
                () = closing(&mut stopping) => return self.outlet.close(RESTART).await,
                heard = bus.recv() => match heard {
                    Ok(BusEvent::Changed(change)) if change.kind == "duel" && change.id == self.id => {
                        self.catch_up().await?;
                    }
                    Ok(BusEvent::Changed(_)) => {}
                    Ok(BusEvent::Resync) | Err(RecvError::Lagged(_)) => self.catch_up().await?,
                    Err(RecvError::Closed) => return Ok(()),
                },
                _ = heartbeat.tick() => {
                    // What the socket last sent tells whether its player is
                    // one to mark present: no read of the duel needed.
                    if let (Some(Viewer::Player(side)), Some(DuelState::Playing)) =
                        (self.viewer, self.shown)
                    {
                        self.state.store().mark_seen(&self.id, side, now_millis()).await?;
                    }
                    self.outlet.keep_alive().await?;
                }
            }
        }
    }

    fn side(&self, saved: &SavedDuel) -> Option<Side> {
        self.caller.side(saved)
    }

    /// Sends what the client has not seen: the events after the last one
    /// it has, or the whole state when it has none, or the duel moved from
    /// challenge to play (or was withdrawn) since.
    async fn catch_up(&mut self) -> Result<(), Closed> {
        // Nothing more for a page whose session ended, whether or not word
        // of it has come yet.
        if session_ended(&self.state, &self.caller).await? {
            self.outlet.close(SESSION_ENDED).await?;
            return Err("the session ended".into());
        }
        // In play the events after the last one sent are all a page needs:
        // one query, not the duel's row as well.
        if let (Some(DuelState::Playing), Some(last), Some(viewer)) =
            (self.shown, self.last, self.viewer)
        {
            let events = self.state.store().duel_events(&self.id, last).await?;
            for event in &events {
                self.send_event(event, viewer).await?;
                self.last = Some(event.v);
                if matches!(event.kind, EventKind::Ended { .. }) {
                    self.shown = Some(DuelState::Over);
                }
            }
            return Ok(());
        }
        let Some(saved) = self.state.store().load_duel(&self.id).await? else {
            return Ok(());
        };
        // A single-use link taken by someone else since the page opened is
        // now theirs and its challenger's alone.
        if !self.caller.may_see(&saved) {
            self.outlet.close(TAKEN).await?;
            return Err("the challenge became private to its players".into());
        }
        let viewer = self.side(&saved).map_or(Viewer::Spectator, Viewer::Player);
        self.viewer = Some(viewer);
        let current = saved.duel.as_ref().map_or(0, |d| d.version());
        // A challenge accepted or withdrawn has no events to tell it by.
        let left_challenge = self.shown == Some(DuelState::Open) && saved.state != DuelState::Open;
        let fresh = match self.last {
            Some(last) if last <= current && !left_challenge => {
                self.state.store().duel_events(&self.id, last).await.ok()
            }
            _ => None,
        };
        match fresh {
            Some(events) => {
                for event in events.iter().filter(|e| e.v <= current) {
                    self.send_event(event, viewer).await?;
                }
                if saved.rematch.is_some() && self.shown == Some(DuelState::Over) {
                    // A rematch offer changes the page but is no event of
                    // this duel: resend the whole.
                    self.send_state(&saved).await?;
                }
            }
            None => self.send_state(&saved).await?,
        }
        self.last = Some(current);
        self.shown = Some(saved.state);
        Ok(())
    }

    async fn send_event(&mut self, event: &Event, viewer: Viewer) -> Result<(), Closed> {
        let mut message = serde_json::to_value(event.seen_by(viewer))?;
        message["type"] = "event".into();
        self.outlet.send_text(message.to_string()).await
    }

    async fn send_state(&mut self, saved: &SavedDuel) -> Result<(), Closed> {
        let view = super::views::full(saved, &self.caller, now_millis());
        let message = DuelMessage::State {
            duel: Box::new(view),
        };
        self.outlet
            .send_text(serde_json::to_string(&message)?)
            .await
    }
}
