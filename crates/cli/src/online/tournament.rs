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
use mastermind_api::duels::DuelFull;
use mastermind_api::live::TournamentMessage;
use mastermind_api::tournaments::TournamentFull;
use mastermind_i18n::tr;
use serde_json::json;
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
    let joined: TournamentFull = api
        .post(&format!("{path}/join"), &json!({}))
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
            let Some((text, TournamentMessage::Tournament { tournament: t })) = message else {
                // The server closed the page (a restart): open it again.
                sleep(Duration::from_millis(250)).await;
                socket = open(api, &path).await?;
                continue;
            };
            if screen {
                let line = standing(&t);
                if line != last_line {
                    println!("{line}");
                    last_line = line;
                }
            } else {
                lines::emit_written(&text)?;
            }
            if matches!(t.summary.state.as_str(), "over" | "cancelled") {
                if screen {
                    println!("{}", result(&t));
                }
                return Ok(());
            }
            if let Some(duel) = t.you.as_ref().and_then(|you| you.duel.as_deref())
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
            Some(input) => lines::play(api, &duel, false, server, name, input, false).await?,
            None => super::screen::play(api, &duel, false, server, name).await?,
        }
        let view: DuelFull = api.get(&format!("/api/duels/{duel}")).await?;
        if view.summary.state == "playing" {
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

/// The next message of the socket, as written and as read; `None` once it
/// closed.
async fn next(socket: &mut Socket) -> Option<(String, TournamentMessage)> {
    loop {
        match tokio::time::timeout(lines::SILENCE, socket.next()).await {
            Ok(Some(Ok(Message::Text(text)))) => {
                if let Ok(message) = serde_json::from_str::<TournamentMessage>(&text) {
                    return Some((text.to_string(), message));
                }
            }
            Ok(Some(Ok(Message::Close(_)) | Err(_)) | None) | Err(_) => return None,
            Ok(Some(Ok(_))) => {}
        }
    }
}

/// Leaves the tournament (the points stay).
async fn leave(api: &Api, path: &str, screen: bool) -> anyhow::Result<()> {
    match api
        .post::<TournamentFull>(&format!("{path}/leave"), &json!({}))
        .await
    {
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
fn describe(t: &TournamentFull) -> String {
    let t = &t.summary;
    let count = |n: Option<u32>| n.map_or_else(|| "?".to_string(), |n| n.to_string());
    let length = match t.format.as_str() {
        "arena" => tr!("cmd-tournament-arena", minutes = count(t.minutes)),
        _ => tr!("cmd-tournament-swiss", rounds = count(t.rounds)),
    };
    tr!(
        "cmd-tournament-line",
        name = t.name.as_str(),
        length = length,
        players = t.players.to_string(),
        state = stage(&t.state)
    )
}

/// Where the player stands.
fn standing(t: &TournamentFull) -> String {
    let place = t.you.as_ref().and_then(|you| you.rank.zip(you.points));
    match place {
        Some((rank, points)) => tr!(
            "cmd-tournament-standing",
            name = t.summary.name.as_str(),
            state = stage(&t.summary.state),
            place = ordinal(rank as u64),
            players = t.summary.players.to_string(),
            points = crate::words::figure(points)
        ),
        None => describe(t),
    }
}

/// The podium and the player's place, at the end.
fn result(t: &TournamentFull) -> String {
    if t.summary.state == "cancelled" {
        return tr!("cmd-tournament-cancelled");
    }
    let podium: Vec<String> = t
        .standings
        .iter()
        .take(3)
        .map(|l| {
            tr!(
                "cmd-tournament-podium",
                rank = l.rank.to_string(),
                name = l.name.as_str(),
                points = crate::words::figure(format!("{:?}", l.points))
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
fn stage(state: &str) -> String {
    match state {
        "created" => tr!("cmd-tournament-created"),
        "running" => tr!("cmd-tournament-running"),
        "over" => tr!("cmd-tournament-stage-over"),
        "cancelled" => tr!("cmd-tournament-stage-cancelled"),
        other => other.to_string(),
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
        let line = |rank: usize, name: &str, points: f64| {
            json!({"rank": rank, "name": name, "points": points, "duels": 3, "wins": 1,
                "draws": 0, "losses": 2, "fire": false, "sheet": [], "active": true,
                "paused": false, "you": name == "bob"})
        };
        let t: TournamentFull = serde_json::from_value(json!({"id": "t1", "name": "Friday",
            "format": "arena", "state": "over", "setup": {"pegs": 5, "colours": 8,
                "blanks": false, "repetition": true, "turns": 10, "rule": "mastermind",
                "palette": []},
            "time_control": {"kind": "per-game", "seconds": 300}, "rated": true,
            "starts_at": 1, "minutes": 5, "round": 0, "players": 4, "joined": true,
            "standings": [line(1, "ann", 6.0), line(2, "bob", 2.0)], "pairings": [],
            "you": {"joined": true, "active": true, "paused": false, "rank": 2, "points": 2.0},
            "can_start": false, "now": 2, "version": 9}))
        .expect("a tournament");
        let text = result(&t);
        assert!(text.contains("1. ann (6.0 points)"), "{text}");
        assert!(text.contains("you are 2nd of 4 with 2 points"), "{text}");
    }
}
