//! `mastermind duel --server URL --tournament ID`: joins the tournament,
//! waits on its live socket for each pairing, plays every duel it is given
//! (on the full screen, or in the JSON line protocol), and ends with the
//! tournament. Quitting a duel (or Ctrl-C while waiting, or `quit` in the
//! line protocol) leaves the tournament; the points stay.
//!
//! In the line protocol every message of the tournament's socket is printed
//! as it comes (`{"type":"tournament","tournament":{...}}`), and each duel's
//! lines between them as `lines` prints them.

use std::collections::HashSet;
use std::time::Duration;

use anyhow::Context;
use futures_util::StreamExt;
use serde_json::{Value, json};
use tokio::time::sleep;
use tokio_tungstenite::tungstenite::Message;

use super::api::{Api, Socket};
use super::lines::{self, Input};

/// Plays tournament `id` until it ends or the player leaves.
pub async fn play(
    api: &Api,
    id: &str,
    server: &str,
    name: &str,
    screen: bool,
) -> anyhow::Result<()> {
    let path = format!("/api/tournaments/{id}");
    let joined = api
        .post(&format!("{path}/join"), json!({}))
        .await
        .map_err(super::bad_id)?;
    if screen {
        println!("{}", describe(&joined));
        println!("Waiting to be paired (Ctrl-C leaves the tournament)…");
    }
    let mut input = (!screen).then(lines::read_input);
    let mut played: HashSet<String> = HashSet::new();
    let mut last_line = String::new();
    loop {
        let mut socket = open(api, &path).await?;
        let duel = loop {
            let message = tokio::select! {
                message = next(&mut socket) => message,
                line = async {
                    match input.as_mut() {
                        Some(input) => input.recv().await,
                        None => std::future::pending().await,
                    }
                } => {
                    match line {
                        None => return leave(api, &path, screen).await,
                        Some(Input::Line(line)) if line.trim().eq_ignore_ascii_case("quit") => {
                            return leave(api, &path, screen).await;
                        }
                        Some(Input::Line(line)) if line.trim().is_empty() => {}
                        Some(Input::Line(_)) => lines::refuse("no duel of yours is in play: wait for your pairing, or quit")?,
                        Some(Input::Bad(message)) => lines::refuse(message)?,
                    }
                    continue;
                }
                _ = tokio::signal::ctrl_c(), if screen => return leave(api, &path, screen).await,
            };
            let Some(message) = message else {
                // The server closed the page (a restart): open it again.
                sleep(Duration::from_millis(250)).await;
                socket = open(api, &path).await?;
                continue;
            };
            let t = &message["tournament"];
            if screen {
                let line = standing(t);
                if line != last_line {
                    println!("{line}");
                    last_line = line;
                }
            } else {
                lines::emit(&message)?;
            }
            if matches!(t["state"].as_str(), Some("over" | "cancelled")) {
                if screen {
                    println!("{}", result(t));
                }
                return Ok(());
            }
            if let Some(duel) = t["you"]["duel"].as_str()
                && played.insert(duel.to_string())
            {
                if screen {
                    println!("Paired: your duel {duel} begins.");
                }
                break duel.to_string();
            }
        };
        // The tournament's page is not read during a duel: it is opened
        // again after.
        drop(socket);
        match input.as_mut() {
            Some(input) => lines::play(api, &duel, false, server, name, input).await?,
            None => super::screen::play(api, &duel, false, server, name).await?,
        }
        let view = api.get(&format!("/api/duels/{duel}")).await?;
        if view["state"] == "playing" {
            // The player left the duel: they leave the tournament too.
            return leave(api, &path, screen).await;
        }
        if screen {
            println!("Waiting for your next pairing (Ctrl-C leaves the tournament)…");
        }
    }
}

async fn open(api: &Api, path: &str) -> anyhow::Result<Socket> {
    api.socket(&format!("{path}/live"))
        .await
        .map_err(super::bad_id)
        .context("the tournament's live page did not open")
}

/// The next message of the socket; `None` once it closed.
async fn next(socket: &mut Socket) -> Option<Value> {
    loop {
        match tokio::time::timeout(lines::SILENCE, socket.next()).await {
            Ok(Some(Ok(Message::Text(text)))) => {
                if let Ok(value) = serde_json::from_str::<Value>(&text) {
                    return Some(value);
                }
            }
            Ok(Some(Ok(Message::Close(_)) | Err(_)) | None) | Err(_) => return None,
            Ok(Some(Ok(_))) => {}
        }
    }
}

/// Leaves the tournament (the points stay).
async fn leave(api: &Api, path: &str, screen: bool) -> anyhow::Result<()> {
    match api.post(&format!("{path}/leave"), json!({})).await {
        Ok(_) if screen => println!("You left the tournament; your points stay."),
        Ok(t) => lines::emit(&json!({"type": "left", "tournament": t}))?,
        Err(failure) => eprintln!("mastermind: the tournament could not be left: {failure}"),
    }
    Ok(())
}

/// The tournament in one line: name, format and length.
fn describe(t: &Value) -> String {
    let text = |v: &Value| v.as_str().unwrap_or("?").to_string();
    let length = match t["format"].as_str() {
        Some("arena") => format!("an arena of {} minutes", t["minutes"]),
        _ => format!("a Swiss of {} rounds", t["rounds"]),
    };
    format!(
        "{}: {length}, {} players in; {}",
        text(&t["name"]),
        t["players"],
        text(&t["state"])
    )
}

/// Where the player stands.
fn standing(t: &Value) -> String {
    let you = &t["you"];
    match (you["rank"].as_u64(), you["points"].as_f64()) {
        (Some(rank), Some(points)) => format!(
            "{}: {}, you are {} of {} with {points} points",
            t["name"].as_str().unwrap_or("?"),
            t["state"].as_str().unwrap_or("?"),
            ordinal(rank),
            t["players"]
        ),
        _ => describe(t),
    }
}

/// The podium and the player's place, at the end.
fn result(t: &Value) -> String {
    if t["state"] == "cancelled" {
        return "The tournament was cancelled.".to_string();
    }
    let empty = Vec::new();
    let podium: Vec<String> = t["standings"]
        .as_array()
        .unwrap_or(&empty)
        .iter()
        .take(3)
        .map(|l| {
            format!(
                "{}. {} ({} points)",
                l["rank"],
                l["name"].as_str().unwrap_or("?"),
                l["points"]
            )
        })
        .collect();
    format!(
        "The tournament is over.\n{}\n{}",
        podium.join("\n"),
        standing(t)
    )
}

fn ordinal(n: u64) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, 11) | (2, 12) | (3, 13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn places_read_as_english_says_them() {
        let said: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111]
            .into_iter()
            .map(ordinal)
            .collect();
        assert_eq!(
            said,
            [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st",
                "111th"
            ]
        );
    }

    #[test]
    fn the_end_shows_the_podium_and_where_you_stand() {
        let t = json!({"name": "Friday", "state": "over", "players": 4, "format": "arena", "minutes": 5,
            "standings": [{"rank": 1, "name": "ann", "points": 6.0}, {"rank": 2, "name": "bob", "points": 2.0}],
            "you": {"rank": 2, "points": 2.0}});
        let text = result(&t);
        assert!(text.contains("1. ann (6.0 points)"), "{text}");
        assert!(text.contains("you are 2nd of 4 with 2 points"), "{text}");
    }
}
