//! An online duel as a line protocol. Out: every message of the duel's
//! WebSocket as it arrives, one JSON object a line (`{"type":"state",
//! "duel":{...}}`, `{"type":"event","v":N,"event":"..."}`), and
//! `{"error": "..."}` for a move the server refused. In: the code, then a
//! guess a line, `resign`, `quit`. Lines typed while a challenge waits to
//! be accepted are kept until it is. `quit` or the end of the input leaves:
//! a challenge of ours still open is withdrawn, a duel in play goes on (to
//! be resumed with `--resume`). The socket is opened again with the last
//! version seen when it drops.

use std::collections::VecDeque;
use std::io::Write;
use std::time::Duration;

use futures_util::StreamExt;
use mastermind_i18n::tr;
use serde_json::{Value, json};
use tokio::sync::mpsc;
use tokio::time::{Instant, sleep, sleep_until};
use tokio_tungstenite::tungstenite::Message;

use super::api::{Api, Failure, Socket};

/// The server pings every 15 s: a socket silent for longer is dead.
pub(super) const SILENCE: Duration = Duration::from_secs(40);

/// What the messages so far have told about the duel.
#[derive(Debug, Default)]
struct Seen {
    /// "white" or "black"; none for a spectator.
    you: Option<String>,
    /// "open", "playing", "over" or "cancelled".
    state: String,
    /// Whether our code is still to be set.
    need_code: bool,
    /// The version of the last event.
    last: Option<u64>,
    /// The turn in play, once the guesses began.
    turn: Option<u64>,
    /// The duel has ended (or the challenge was withdrawn).
    finished: bool,
}

impl Seen {
    fn take(&mut self, message: &Value) {
        match message["type"].as_str() {
            Some("state") => {
                let full = &message["duel"];
                self.state = full["state"].as_str().unwrap_or_default().to_string();
                self.you = full["you"].as_str().map(str::to_string);
                let view = &full["duel"];
                if let Some(v) = view["v"].as_u64() {
                    self.last = Some(v);
                }
                self.turn = super::turn_in_play(view);
                let phase = &view["phase"];
                self.need_code = phase["phase"] == "codes"
                    && self
                        .you
                        .as_deref()
                        .is_some_and(|you| phase["awaiting"][you] == true);
                self.finished = matches!(self.state.as_str(), "over" | "cancelled");
            }
            Some("event") => {
                if let Some(v) = message["v"].as_u64() {
                    self.last = Some(v);
                }
                match message["event"].as_str() {
                    Some("code-set") if message["side"].as_str() == self.you.as_deref() => {
                        self.need_code = false;
                    }
                    Some("turn-started") => {
                        self.need_code = false;
                        self.turn = message["turn"].as_u64();
                    }
                    Some("ended") => {
                        self.state = "over".to_string();
                        self.finished = true;
                    }
                    _ => {}
                }
            }
            _ => {}
        }
    }
}

/// A line of input, or the news that it ended.
pub(super) enum Input {
    Line(String),
    Bad(String),
}

pub(super) fn emit(value: &Value) -> anyhow::Result<()> {
    let mut out = std::io::stdout().lock();
    writeln!(out, "{value}")?;
    out.flush()?;
    Ok(())
}

pub(super) fn refuse(message: impl std::fmt::Display) -> anyhow::Result<()> {
    emit(&json!({"error": message.to_string()}))
}

/// Reads standard input on its own thread: once for the whole run, as
/// the lines of one duel may be read before the next begins.
pub(super) fn read_input() -> mpsc::UnboundedReceiver<Input> {
    let (send, receive) = mpsc::unbounded_channel();
    std::thread::spawn(move || {
        for line in crate::text_lines::lines(std::io::stdin().lock()) {
            let input = match line {
                Ok(line) => Input::Line(line),
                Err(crate::text_lines::BadLine::Io(_)) => break,
                Err(bad) => Input::Bad(bad.to_string()),
            };
            if send.send(input).is_err() {
                break;
            }
        }
    });
    receive
}

/// Plays duel `id` until it ends or the player leaves; `ours` is a
/// challenge we made.
pub async fn play(
    api: &Api,
    id: &str,
    ours: bool,
    server: &str,
    name: &str,
    input: &mut mpsc::UnboundedReceiver<Input>,
) -> anyhow::Result<()> {
    let mut socket = api.live(id, None).await?;
    let mut seen = Seen::default();
    let mut held: VecDeque<String> = VecDeque::new();
    let mut quiet_until = Instant::now() + SILENCE;
    loop {
        tokio::select! {
            message = socket.next() => match message {
                Some(Ok(Message::Text(text))) => {
                    quiet_until = Instant::now() + SILENCE;
                    let Ok(message) = serde_json::from_str::<Value>(&text) else {
                        continue;
                    };
                    emit(&message)?;
                    seen.take(&message);
                    if seen.finished {
                        return Ok(());
                    }
                    if seen.state == "playing" {
                        while let Some(line) = held.pop_front() {
                            if !act(api, id, &mut seen, &line).await? {
                                return leave(api, id, ours, &seen, server, name).await;
                            }
                        }
                    }
                }
                Some(Ok(_)) => quiet_until = Instant::now() + SILENCE,
                None | Some(Err(_)) => socket = reconnect(api, id, seen.last).await?,
            },
            () = sleep_until(quiet_until) => {
                socket = reconnect(api, id, seen.last).await?;
                quiet_until = Instant::now() + SILENCE;
            }
            line = input.recv() => match line {
                None => return leave(api, id, ours, &seen, server, name).await,
                Some(Input::Bad(message)) => refuse(message)?,
                Some(Input::Line(line)) if seen.state != "playing" && is_move(&line) => {
                    held.push_back(line);
                }
                Some(Input::Line(line)) => {
                    if !act(api, id, &mut seen, &line).await? {
                        return leave(api, id, ours, &seen, server, name).await;
                    }
                }
            },
        }
    }
}

/// Whether `line` is a code or a guess (to keep until the duel starts).
fn is_move(line: &str) -> bool {
    let text = line.trim().to_ascii_lowercase();
    !text.is_empty() && text != "quit" && text != "resign"
}

/// Sends one line of input; false when it says to leave.
async fn act(api: &Api, id: &str, seen: &mut Seen, line: &str) -> anyhow::Result<bool> {
    let text = line.trim();
    let sent = match text.to_ascii_lowercase().as_str() {
        "" => return Ok(true),
        "quit" => return Ok(false),
        "resign" => {
            api.post(&format!("/api/duels/{id}/resign"), json!({}))
                .await
        }
        _ if seen.need_code => {
            let sent = api
                .post(&format!("/api/duels/{id}/code"), json!({"code": text}))
                .await;
            if sent.is_ok() {
                seen.need_code = false;
            }
            sent
        }
        _ => {
            api.post(
                &format!("/api/duels/{id}/guesses"),
                super::guess_body(text, seen.turn),
            )
            .await
        }
    };
    // What the move did comes over the socket; only a refusal is told here.
    if let Err(failure) = sent {
        refuse(failure)?;
    }
    Ok(true)
}

/// Opens the socket again after `since`, waiting longer between tries;
/// gives up (exit 1) when the server stays away.
pub(super) async fn reconnect(api: &Api, id: &str, since: Option<u64>) -> anyhow::Result<Socket> {
    let mut wait = Duration::from_millis(250);
    let mut last = None;
    for _ in 0..8 {
        sleep(wait).await;
        match api.live(id, since).await {
            Ok(socket) => return Ok(socket),
            Err(refused @ Failure::Refused(..)) => return Err(refused.into()),
            Err(failure) => last = Some(failure),
        }
        wait = (wait * 2).min(Duration::from_secs(4));
    }
    Err(anyhow::anyhow!(tr!(
        "cmd-server-lost",
        problem = last.map_or_else(String::new, |f| f.to_string())
    )))
}

/// Leaves the duel as the last state seen says (see [`super::leave`]).
async fn leave(
    api: &Api,
    id: &str,
    ours: bool,
    seen: &Seen,
    server: &str,
    name: &str,
) -> anyhow::Result<()> {
    let resume = format!("mastermind duel --server {server} --name {name} --resume {id}");
    super::leave(api, id, ours, &seen.state, &resume).await;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_state_and_the_events_tell_when_the_code_is_due_and_the_duel_over() {
        let mut seen = Seen::default();
        seen.take(
            &json!({"type": "state", "duel": {"state": "open", "you": "white", "duel": null}}),
        );
        assert_eq!(seen.state, "open");
        assert_eq!(seen.last, None);
        seen.take(&json!({"type": "state", "duel": {"state": "playing", "you": "white",
            "duel": {"v": 0, "phase": {"phase": "codes", "awaiting": {"white": true, "black": true}}}}}));
        assert!(seen.need_code);
        assert_eq!(seen.last, Some(0));
        seen.take(&json!({"type": "event", "v": 1, "event": "code-set", "side": "black"}));
        assert!(seen.need_code, "the opponent's code is not ours");
        seen.take(&json!({"type": "event", "v": 2, "event": "code-set", "side": "white", "code": "11111"}));
        assert!(!seen.need_code);
        assert!(!seen.finished);
        seen.take(&json!({"type": "event", "v": 7, "event": "ended"}));
        assert!(seen.finished);
        assert_eq!(seen.last, Some(7));
    }
}
