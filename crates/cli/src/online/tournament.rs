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
use mastermind_i18n::tr;
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
        println!("{}", tr!("cmd-tournament-waiting"));
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
                        Some(Input::Line(_)) => lines::refuse(tr!("cmd-tournament-no-duel"))?,
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
                    println!("{}", tr!("cmd-tournament-paired", duel = duel));
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
            println!("{}", tr!("cmd-tournament-waiting-next"));
        }
    }
}

async fn open(api: &Api, path: &str) -> anyhow::Result<Socket> {
    api.socket(&format!("{path}/live"))
        .await
        .map_err(super::bad_id)
        .with_context(|| tr!("cmd-tournament-no-page"))
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
        Ok(_) if screen => println!("{}", tr!("cmd-tournament-left")),
        Ok(t) => lines::emit(&json!({"type": "left", "tournament": t}))?,
        Err(failure) => eprintln!(
            "mastermind: {}",
            tr!("cmd-tournament-not-left", problem = failure.to_string())
        ),
    }
    Ok(())
}

/// The tournament in one line: name, format and length.
fn describe(t: &Value) -> String {
    let text = |v: &Value| v.as_str().unwrap_or("?").to_string();
    let length = match t["format"].as_str() {
        Some("arena") => tr!("cmd-tournament-arena", minutes = t["minutes"].to_string()),
        _ => tr!("cmd-tournament-swiss", rounds = t["rounds"].to_string()),
    };
    tr!(
        "cmd-tournament-line",
        name = text(&t["name"]),
        length = length,
        players = t["players"].to_string(),
        state = stage(&t["state"])
    )
}

/// Where the player stands.
fn standing(t: &Value) -> String {
    let you = &t["you"];
    match (you["rank"].as_u64(), you["points"].as_f64()) {
        (Some(rank), Some(points)) => tr!(
            "cmd-tournament-standing",
            name = t["name"].as_str().unwrap_or("?"),
            state = stage(&t["state"]),
            place = ordinal(rank),
            players = t["players"].to_string(),
            points = crate::words::figure(points)
        ),
        _ => describe(t),
    }
}

/// The podium and the player's place, at the end.
fn result(t: &Value) -> String {
    if t["state"] == "cancelled" {
        return tr!("cmd-tournament-cancelled");
    }
    let empty = Vec::new();
    let podium: Vec<String> = t["standings"]
        .as_array()
        .unwrap_or(&empty)
        .iter()
        .take(3)
        .map(|l| {
            tr!(
                "cmd-tournament-podium",
                rank = l["rank"].to_string(),
                name = l["name"].as_str().unwrap_or("?"),
                points = crate::words::figure(&l["points"])
            )
        })
        .collect();
    format!(
        "{}\n{}\n{}",
        tr!("cmd-tournament-over"),
        podium.join("\n"),
        standing(t)
    )
}

/// Where the tournament stands, from its wire name (`running`).
fn stage(state: &Value) -> String {
    match state.as_str() {
        Some("created") => tr!("cmd-tournament-created"),
        Some("running") => tr!("cmd-tournament-running"),
        Some("over") => tr!("cmd-tournament-stage-over"),
        Some("cancelled") => tr!("cmd-tournament-stage-cancelled"),
        other => other.unwrap_or("?").to_string(),
    }
}

/// A place: "2nd". The catalogue picks the ending by the place's form in
/// English (CLDR's ordinal categories: 1st, 2nd, 3rd, 4th, 11th, 21st), as
/// the bundle has no `NUMBER(…, type: "ordinal")`.
fn ordinal(n: u64) -> String {
    let form = match (n % 10, n % 100) {
        (1, 11) | (2, 12) | (3, 13) => "other",
        (1, _) => "one",
        (2, _) => "two",
        (3, _) => "few",
        _ => "other",
    };
    tr!("cmd-ordinal", n = n, form = form)
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
