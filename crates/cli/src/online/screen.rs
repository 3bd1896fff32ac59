//! An online duel on the full screen: the TUI's `OnlineApp` on its own
//! (blocking) thread, fed by this task. After each message of the duel's
//! WebSocket the task fetches the duel's view (`GET /api/duels/{id}`) and
//! sends it to the screen; the screen's moves come back here and are
//! posted. A dropped socket is opened again from the last version seen,
//! the screen saying "Reconnecting…" meanwhile.

use std::sync::mpsc::Sender;

use futures_util::StreamExt;
use mastermind_api::duels::{CodeRequest, DuelFull};
use mastermind_tui::duel::{FromServer, Move, OnlineApp, Update, run_online};
use serde_json::json;
use tokio::time::{Instant, sleep_until};
use tokio_tungstenite::tungstenite::Message;

use super::api::Api;
use super::lines::{SILENCE, reconnect};

/// What the task knows of the duel: the last version, its state and the
/// turn in play.
#[derive(Debug, Default)]
struct Known {
    last: Option<u64>,
    state: String,
    turn: Option<usize>,
}

impl Known {
    fn finished(&self) -> bool {
        matches!(self.state.as_str(), "over" | "cancelled")
    }
}

/// Fetches the duel's view and hands it to the screen.
async fn refresh(api: &Api, id: &str, screen: &Sender<Update>, known: &mut Known) {
    let update = match api.get::<DuelFull>(&format!("/api/duels/{id}")).await {
        Ok(view) => {
            known.turn = super::turn_in_play(view.duel.as_ref());
            if let Some(v) = view.version() {
                known.last = Some(v);
            }
            known.state.clone_from(&view.summary.state);
            Update::View(Box::new(view))
        }
        Err(failure) => Update::Refused(failure.to_string()),
    };
    let _ = screen.send(update);
}

/// Posts one move; a refusal goes to the screen, a success fetches the view.
async fn send_move(api: &Api, id: &str, screen: &Sender<Update>, known: &mut Known, m: Move) {
    let path = |action: &str| format!("/api/duels/{id}/{action}");
    let sent = match m {
        Move::Code(code) => api.act(&path("code"), &CodeRequest { code }).await,
        Move::Guess(guess) => {
            let guess = super::guess_body(&guess, known.turn);
            api.act(&path("guesses"), &guess).await
        }
        Move::Resign => api.act(&path("resign"), &json!({})).await,
    };
    match sent {
        Ok(_) => refresh(api, id, screen, known).await,
        Err(failure) => {
            let _ = screen.send(Update::Refused(failure.to_string()));
        }
    }
}

/// Plays duel `id` on the full screen until the person leaves; `ours` is
/// a challenge we made (withdrawn if still open when we leave).
pub async fn play(api: &Api, id: &str, ours: bool, server: &str, name: &str) -> anyhow::Result<()> {
    let resume = format!("mastermind duel --server {server} --name {name} --resume {id}");
    let mut socket = Some(api.live(id, None).await?);
    let (screen, updates) = std::sync::mpsc::channel();
    let (moves_out, mut moves) = tokio::sync::mpsc::unbounded_channel();
    let app = OnlineApp::new(id, resume.clone());
    let ui = tokio::task::spawn_blocking(move || {
        run_online(
            app,
            updates,
            move |m| {
                let _ = moves_out.send(m);
            },
            crate::terminal::colour_depth(),
        )
    });
    let mut known = Known::default();
    refresh(api, id, &screen, &mut known).await;
    let mut quiet_until = Instant::now() + SILENCE;
    loop {
        let open = socket.is_some();
        let live = async {
            match socket.as_mut() {
                Some(socket) => socket.next().await,
                None => std::future::pending().await,
            }
        };
        tokio::select! {
            message = live => match message {
                Some(Ok(Message::Text(_))) => {
                    quiet_until = Instant::now() + SILENCE;
                    refresh(api, id, &screen, &mut known).await;
                }
                Some(Ok(_)) => quiet_until = Instant::now() + SILENCE,
                None | Some(Err(_)) => {
                    socket = again(api, id, &screen, &mut known).await;
                    quiet_until = Instant::now() + SILENCE;
                }
            },
            () = sleep_until(quiet_until), if open => {
                socket = again(api, id, &screen, &mut known).await;
                quiet_until = Instant::now() + SILENCE;
            }
            m = moves.recv() => match m {
                Some(m) => send_move(api, id, &screen, &mut known, m).await,
                None => break,
            },
        }
    }
    drop(screen);
    let app = ui.await??;
    let state = match app.state() {
        "" => known.state.as_str(),
        state => state,
    };
    super::leave(api, id, ours, state, &resume).await;
    Ok(())
}

/// Opens the socket again (none once the duel is finished, or the server
/// is lost), telling the screen meanwhile.
async fn again(
    api: &Api,
    id: &str,
    screen: &Sender<Update>,
    known: &mut Known,
) -> Option<super::api::Socket> {
    if known.finished() {
        return None;
    }
    let _ = screen.send(Update::Connection(false));
    match reconnect(api, id, known.last).await {
        Ok(socket) => {
            let _ = screen.send(Update::Connection(true));
            refresh(api, id, screen, known).await;
            Some(socket)
        }
        Err(e) => {
            let _ = screen.send(Update::Lost(e.to_string()));
            None
        }
    }
}
