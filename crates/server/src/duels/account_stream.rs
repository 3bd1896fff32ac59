//! `GET /api/account/stream`: what concerns an account, as NDJSON, for its
//! programs: the challenges addressed to it and its duels in play first,
//! then, as they happen on any server, a challenge received (or gone), a
//! duel started (a tournament's pairing among them) and a duel ended, with
//! its result. Word of a change comes over the event bus; the stream then
//! reads the account's lists again and says what changed.

use mastermind_store::prelude::*;
use std::collections::BTreeMap;

use axum::extract::State;
use axum::response::Response;
use mastermind_api::live::AccountMessage;
use tokio::sync::broadcast::error::RecvError;

use super::live::{
    Closed, RESTART, SESSION_ENDED, account_word, closing, next_word, session_ended,
};
use super::views::full;
use super::*;
use crate::bus::BusEvent;
use crate::ndjson::{self, Lines};

/// The account's stream.
#[utoipa::path(get, path = "/api/account/stream", tag = "accounts",
    responses((status = 200, description = "One JSON object a line: the state, then challenge, challenge-gone, duel-started and duel-ended; an empty line to keep it open",
            content_type = "application/x-ndjson"),
        (status = 401, body = ErrorBody, description = "Not logged in"),
        (status = 429, body = ErrorBody, description = "Your address holds its share of live pages"), (status = 503, body = ErrorBody, description = "Too many live pages open")))]
pub(super) async fn account_stream(
    State(state): State<AppState>,
    client: Client,
    me: Me,
    caller: Caller,
) -> Result<Response, ApiError> {
    let permit = state.socket_permit(client)?;
    let (lines, response) = ndjson::stream();
    tokio::spawn(async move {
        let _permit = permit;
        let _open = crate::metrics::LiveSocket::open("account-stream");
        let _online = state.presence().open_page(Some(&me.account.id)).await;
        let mut stream = AccountStream {
            lines,
            state,
            me,
            caller,
            received: BTreeMap::new(),
            playing: BTreeMap::new(),
        };
        if let Err(e) = stream.run().await {
            tracing::debug!("an account's stream ended: {e}");
        }
    });
    Ok(response)
}

struct AccountStream {
    lines: Lines,
    state: AppState,
    me: Me,
    caller: Caller,
    /// The challenges addressed to the account, as last said.
    received: BTreeMap<String, DuelSummary>,
    /// Its duels in play, as last said.
    playing: BTreeMap<String, DuelSummary>,
}

impl AccountStream {
    async fn run(&mut self) -> Result<(), Closed> {
        // Subscribed before the first read: nothing said after it is missed.
        let mut bus = self.state.bus().subscribe();
        let mut account = account_word(&self.state, &self.caller);
        let mut stopping = self.state.stopping();
        let (received, playing) = self.read().await?;
        let first = AccountMessage::State {
            challenges: received.values().cloned().collect(),
            playing: playing.values().cloned().collect(),
        };
        self.lines.send(&first).await?;
        (self.received, self.playing) = (received, playing);
        let mut keep_alive = tokio::time::interval(self.state.stream_keep_alive());
        keep_alive.tick().await;
        loop {
            tokio::select! {
                () = self.lines.gone() => return Ok(()),
                () = next_word(&mut account) => {
                    if session_ended(&self.state, &self.caller).await? {
                        return self.lines.close(SESSION_ENDED).await;
                    }
                }
                () = closing(&mut stopping) => return self.lines.close(RESTART).await,
                heard = bus.recv() => match heard {
                    Ok(BusEvent::Changed(change)) => {
                        let concerns = match change.kind.as_str() {
                            "lobby" | "tournament" => true,
                            "duel" => self.playing.contains_key(&change.id),
                            _ => false,
                        };
                        if concerns {
                            self.say_changes().await?;
                        }
                    }
                    Ok(BusEvent::Resync) | Err(RecvError::Lagged(_)) => self.say_changes().await?,
                    Err(RecvError::Closed) => return Ok(()),
                },
                _ = keep_alive.tick() => self.lines.keep_alive().await?,
            }
        }
    }

    /// The challenges addressed to the account, and its duels in play.
    async fn read(
        &self,
    ) -> Result<(BTreeMap<String, DuelSummary>, BTreeMap<String, DuelSummary>), Closed> {
        let name = self.me.account.name.as_str();
        let open = list_for(&self.state, &self.caller, "open")
            .await
            .map_err(|e| e.to_string())?;
        let received = open
            .duels
            .into_iter()
            .filter(|d| d.can_accept && d.opponent.as_deref() == Some(name))
            .map(|d| (d.id.clone(), d))
            .collect();
        let playing = list_for(&self.state, &self.caller, "playing")
            .await
            .map_err(|e| e.to_string())?
            .duels
            .into_iter()
            .map(|d| (d.id.clone(), d))
            .collect();
        Ok((received, playing))
    }

    /// Says what changed since the last read.
    async fn say_changes(&mut self) -> Result<(), Closed> {
        if session_ended(&self.state, &self.caller).await? {
            self.lines.close(SESSION_ENDED).await?;
            return Err("the session ended".into());
        }
        let (received, playing) = self.read().await?;
        for (id, duel) in &received {
            if !self.received.contains_key(id) {
                self.lines
                    .send(&AccountMessage::Challenge { duel: duel.clone() })
                    .await?;
            }
        }
        for id in self.received.keys() {
            if !received.contains_key(id) {
                self.lines
                    .send(&AccountMessage::ChallengeGone { id: id.clone() })
                    .await?;
            }
        }
        for (id, duel) in &playing {
            if !self.playing.contains_key(id) {
                self.lines
                    .send(&AccountMessage::DuelStarted { duel: duel.clone() })
                    .await?;
            }
        }
        let ended: Vec<String> = self
            .playing
            .keys()
            .filter(|id| !playing.contains_key(*id))
            .cloned()
            .collect();
        for id in ended {
            let message = match self.state.store().load_duel(&id).await? {
                Some(saved) => AccountMessage::DuelEnded {
                    duel: Some(Box::new(full(&saved, &self.caller, now_millis()))),
                    id: None,
                },
                None => AccountMessage::DuelEnded {
                    duel: None,
                    id: Some(id),
                },
            };
            self.lines.send(&message).await?;
        }
        (self.received, self.playing) = (received, playing);
        Ok(())
    }
}
