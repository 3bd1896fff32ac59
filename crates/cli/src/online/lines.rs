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
use mastermind_api::board::BoardPhase;
use mastermind_api::duels::{CodeRequest, DuelReview};
use mastermind_api::live::{DuelMessage, Shown};
use mastermind_core::duel::Side;
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
    /// None for a spectator.
    you: Option<Side>,
    /// "open", "playing", "over" or "cancelled".
    state: String,
    /// Whether our code is still to be set.
    need_code: bool,
    /// The version of the last event.
    last: Option<u64>,
    /// The turn in play, once the guesses began.
    turn: Option<usize>,
    /// The duel has ended (or the challenge was withdrawn).
    finished: bool,
}

impl Seen {
    fn take(&mut self, message: &DuelMessage) {
        match message {
            DuelMessage::State { duel } => {
                self.state.clone_from(&duel.summary.state);
                self.you = duel.summary.you;
                if let Some(board) = &duel.duel {
                    self.last = Some(board.v);
                }
                self.turn = super::turn_in_play(duel.duel.as_ref());
                self.need_code = match (duel.duel.as_ref().map(|b| b.phase), self.you) {
                    (Some(phase @ BoardPhase::Codes { .. }), Some(you)) => phase.awaits(you),
                    _ => false,
                };
                self.finished = matches!(self.state.as_str(), "over" | "cancelled");
            }
            DuelMessage::Event(event) => {
                self.last = Some(event.v);
                match &event.event {
                    Shown::CodeSet { side, .. } if Some(*side) == self.you => {
                        self.need_code = false;
                    }
                    Shown::TurnStarted { turn, .. } => {
                        self.need_code = false;
                        self.turn = Some(*turn);
                    }
                    Shown::Ended { .. } => {
                        self.state = "over".to_string();
                        self.finished = true;
                    }
                    _ => {}
                }
            }
            DuelMessage::Lobby { .. } | DuelMessage::Closed { .. } => {}
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

/// A message as the server wrote it, on one line.
pub(super) fn emit_written(text: &str) -> anyhow::Result<()> {
    let mut out = std::io::stdout().lock();
    writeln!(out, "{}", text.trim_end())?;
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
    review: bool,
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
                    // Printed as the server wrote it; read for what it says.
                    let Ok(message) = serde_json::from_str::<DuelMessage>(&text) else {
                        continue;
                    };
                    emit_written(&text)?;
                    seen.take(&message);
                    if seen.finished {
                        if review && seen.state == "over" {
                            show_review(api, id).await?;
                        }
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

/// The coach's review of both players' guesses in a duel over: a line of
/// its own (`"type": "review"`), or a refusal when the server's solver is
/// busy (the duel is over all the same).
async fn show_review(api: &Api, id: &str) -> anyhow::Result<()> {
    match api
        .get::<DuelReview>(&format!("/api/duels/{id}/review"))
        .await
    {
        Ok(review) => {
            let mut line = serde_json::to_value(review)?;
            line["type"] = "review".into();
            emit(&line)
        }
        Err(failure) => refuse(failure),
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
            api.act(&format!("/api/duels/{id}/resign"), &json!({}))
                .await
        }
        _ if seen.need_code => {
            let code = CodeRequest {
                code: text.to_string(),
            };
            let sent = api.act(&format!("/api/duels/{id}/code"), &code).await;
            if sent.is_ok() {
                seen.need_code = false;
            }
            sent
        }
        _ => {
            api.act(
                &format!("/api/duels/{id}/guesses"),
                &super::guess_body(text, seen.turn),
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

    /// A duel's whole view as ann (white) sees it, in `state`, with
    /// `board` once accepted.
    fn state(state: &str, board: Value) -> DuelMessage {
        let setup = json!({"pegs": 5, "colours": 8, "blanks": false, "repetition": true,
            "turns": 10, "rule": "mastermind", "palette": []});
        let board = if board.is_null() {
            board
        } else {
            let mut board = board;
            board["rules"] = json!({"players": {"white": "ann", "black": "bob"},
                "preset": "logik", "setup": setup, "time_control": {"kind": "none"},
                "rated": false});
            board
        };
        read(json!({"type": "state", "duel": {"id": "d1", "state": state,
            "challenger": "ann", "white": "ann", "black": "bob", "opponent": null,
            "you": "white", "preset": "logik", "setup": setup,
            "time_control": {"kind": "none"}, "rated": false, "created_at": 1,
            "updated_at": 2, "can_accept": false, "link": null, "link_url": null,
            "computer": null, "tournament": null, "turn": null, "your_move": true,
            "deadline": null, "result": null, "challenger_rating": null,
            "white_rating": null, "black_rating": null, "now": 3, "can_claim": false,
            "rematch": null, "duel": board}}))
    }

    fn read(value: Value) -> DuelMessage {
        serde_json::from_value(value).expect("reads as a duel's message")
    }

    #[test]
    fn the_state_and_the_events_tell_when_the_code_is_due_and_the_duel_over() {
        let mut seen = Seen::default();
        seen.take(&state("open", Value::Null));
        assert_eq!(seen.state, "open");
        assert_eq!(seen.last, None);
        seen.take(&state(
            "playing",
            json!({"v": 0, "you": "white",
            "phase": {"phase": "codes", "awaiting": {"white": true, "black": true}},
            "codes": {"white": null, "black": null}, "turns": [], "your_guess": null,
            "clock": null, "result": null}),
        ));
        assert!(seen.need_code);
        assert_eq!(seen.last, Some(0));
        seen.take(&read(
            json!({"type": "event", "v": 1, "event": "code-set", "side": "black"}),
        ));
        assert!(seen.need_code, "the opponent's code is not ours");
        seen.take(&read(
            json!({"type": "event", "v": 2, "event": "code-set", "side": "white", "code": "11111"}),
        ));
        assert!(!seen.need_code);
        assert!(!seen.finished);
        seen.take(&read(
            json!({"type": "event", "v": 3, "event": "turn-started", "turn": 1,
            "deadlines": {"white": null, "black": null}}),
        ));
        assert_eq!(seen.turn, Some(1));
        seen.take(&read(json!({"type": "event", "v": 7, "event": "ended",
            "result": {"winner": "black", "reason": "resigned", "turns": 0},
            "codes": {"white": "11111", "black": null}})));
        assert!(seen.finished);
        assert_eq!(seen.last, Some(7));
    }
}
