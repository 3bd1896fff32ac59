//! `mastermind duel --server URL`: online duels against a person, through
//! the server's JSON API and the duel's WebSocket. Logs in, then accepts,
//! makes or resumes a duel and plays it on the full screen (`screen`) or,
//! with `--json` or off a terminal, in the JSON line protocol (`lines`),
//! or lists the open challenges and the duels in play.
//!
//! Exit status: 0 when the duel has ended (or the player left it), 1 when
//! the server cannot be reached, 2 on a bad command line (or a duel that
//! does not exist), 3 when the login is refused.

pub(crate) mod api;
mod lines;
mod login;
mod screen;
mod tls;
mod tournament;

use std::io::{IsTerminal, Write};

use anyhow::Context;
use mastermind_api::board::Board;
use mastermind_api::duels::{CreatedDuel, DuelFull, DuelList, DuelSummary, NewDuelRequest};
use mastermind_api::games::GuessRequest;
use mastermind_core::duel::TimeControl;
use mastermind_i18n::tr;
use reqwest::StatusCode;
use serde_json::json;

use crate::args::DuelArgs;
use crate::usage::usage;
use api::{Api, Failure};
pub(crate) use login::{connect, enter, login_name, read_password, read_token};

/// What the player asked to do once logged in.
enum Action {
    List,
    Accept(String),
    Challenge(Option<String>),
    Resume(String),
    Tournament(String),
}

pub fn run(args: DuelArgs, server: &str) -> anyhow::Result<()> {
    let (token, name) = login_name(&args.login)?;
    let time_control = time_control(&args.time_control)?;
    let action = match (&args.accept, &args.challenge, args.open, &args.resume) {
        _ if args.tournament.is_some() => {
            Action::Tournament(args.tournament.clone().unwrap_or_default())
        }
        (Some(id), ..) => Action::Accept(id.clone()),
        (_, Some(opponent), ..) => Action::Challenge(Some(opponent.clone())),
        (_, _, true, _) => Action::Challenge(None),
        (.., Some(id)) => Action::Resume(id.clone()),
        _ => Action::List,
    };
    let (api, password) = connect(server, &args.login, token, &name)?;
    let json_mode = args.json || !std::io::stdin().is_terminal();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .with_context(|| tr!("cmd-no-runtime"))?;
    runtime.block_on(async {
        let name = enter(&api, &name, password.as_deref(), args.login.sign_up).await?;
        let (id, ours) = match action {
            Action::List => return list(&api, args.json || !std::io::stdout().is_terminal()).await,
            Action::Tournament(id) => {
                let screen = !json_mode && std::io::stdout().is_terminal();
                return tournament::play(&api, &id, server, &name, screen).await;
            }
            Action::Accept(id) => {
                api.act(&format!("/api/duels/{id}/accept"), &json!({}))
                    .await
                    .map_err(bad_id)?;
                (id, false)
            }
            Action::Resume(id) => {
                api.get::<DuelFull>(&format!("/api/duels/{id}"))
                    .await
                    .map_err(bad_id)?;
                (id, false)
            }
            Action::Challenge(opponent) => {
                let challenge = NewDuelRequest {
                    preset: Some(args.setup.preset.as_deref().unwrap_or("logik").to_string()),
                    setup: None,
                    opponent,
                    link: None,
                    time_control: Some(time_control),
                    rated: args.rated,
                };
                let created: CreatedDuel =
                    api.post("/api/duels", &challenge).await.map_err(bad_id)?;
                (created.id, true)
            }
        };
        if !json_mode && std::io::stdout().is_terminal() {
            return screen::play(&api, &id, ours, server, &name).await;
        }
        let mut input = lines::read_input();
        lines::play(&api, &id, ours, server, &name, &mut input, args.review).await
    })
}

/// `none`, `per-turn:SECONDS` or `per-game:SECONDS`.
pub(crate) fn time_control(text: &str) -> anyhow::Result<TimeControl> {
    let bad = || usage(tr!("cmd-time-control-bad", text = text));
    let seconds = |s: &str| -> anyhow::Result<u32> {
        match s.trim().parse::<u32>() {
            Ok(n) if n > 0 => Ok(n),
            _ => Err(bad()),
        }
    };
    match text.trim().split_once(':') {
        None if text.trim().eq_ignore_ascii_case("none") => Ok(TimeControl::None),
        Some((kind, s)) if kind.eq_ignore_ascii_case("per-turn") => Ok(TimeControl::PerTurn {
            seconds: seconds(s)?,
        }),
        Some((kind, s)) if kind.eq_ignore_ascii_case("per-game") => Ok(TimeControl::PerGame {
            seconds: seconds(s)?,
        }),
        _ => Err(bad()),
    }
}

/// Leaving a duel (quit, Ctrl-C, the input ended): a challenge of ours
/// still open is withdrawn; a duel in play goes on, and `resume` says how to
/// come back to it.
async fn leave(api: &Api, id: &str, ours: bool, state: &str, resume: &str) {
    if state == "open" && ours {
        match api
            .send::<serde::de::IgnoredAny>(
                reqwest::Method::DELETE,
                &format!("/api/duels/{id}"),
                None::<&()>,
            )
            .await
        {
            Ok(_) => eprintln!("mastermind: {}", tr!("cmd-challenge-withdrawn", id = id)),
            Err(failure) => eprintln!(
                "mastermind: {}",
                tr!(
                    "cmd-challenge-stays",
                    id = id,
                    problem = failure.to_string()
                )
            ),
        }
    } else if state == "playing" {
        eprintln!("mastermind: {}", tr!("cmd-duel-goes-on", resume = resume));
    }
}

/// A duel id the server does not know, or may not be used so, is a bad
/// argument; the server out of reach is not.
pub(crate) fn bad_id(failure: Failure) -> anyhow::Error {
    match failure {
        Failure::Refused(
            StatusCode::BAD_REQUEST
            | StatusCode::NOT_FOUND
            | StatusCode::FORBIDDEN
            | StatusCode::CONFLICT,
            message,
        ) => usage(message),
        other => other.into(),
    }
}

/// Prints the open challenges and the duels in play: one JSON object, or
/// a line each.
async fn list(api: &Api, json_mode: bool) -> anyhow::Result<()> {
    let open: DuelList = api.get("/api/duels?state=open").await?;
    let playing: DuelList = api.get("/api/duels?state=playing").await?;
    let mut out = std::io::stdout().lock();
    if json_mode {
        let both = json!({"open": open.duels, "playing": playing.duels});
        writeln!(out, "{both}")?;
        return Ok(());
    }
    for (title, list) in [
        (tr!("cmd-duels-open"), &open),
        (tr!("cmd-duels-playing"), &playing),
    ] {
        let duels = &list.duels;
        writeln!(out, "{title}")?;
        if duels.is_empty() {
            writeln!(out, "  {}", tr!("cmd-duels-none"))?;
        }
        for duel in duels {
            writeln!(out, "  {}", describe(duel))?;
        }
    }
    Ok(())
}

/// The turn in play of a duel's board, none before the guesses begin,
/// after the end, or before the challenge is accepted.
fn turn_in_play(board: Option<&Board>) -> Option<usize> {
    board.and_then(|b| b.phase.turn())
}

/// A guess naming the turn it is for, when known: sent again after a lost
/// answer (or typed again), it is refused as played already instead of
/// being played a second time in the next turn.
fn guess_body(guess: &str, turn: Option<usize>) -> GuessRequest {
    GuessRequest {
        guess: guess.to_string(),
        turn,
    }
}

/// One duel of a list, on one line.
fn describe(duel: &DuelSummary) -> String {
    let text = |v: &Option<String>| v.as_deref().unwrap_or("?").to_string();
    let who = if duel.state == "open" {
        match duel.opponent.as_deref() {
            Some(opponent) => tr!(
                "cmd-duel-challenges",
                challenger = text(&duel.challenger),
                opponent = opponent
            ),
            None => tr!(
                "cmd-duel-challenges-anyone",
                challenger = text(&duel.challenger)
            ),
        }
    } else {
        tr!(
            "cmd-duel-between",
            white = text(&duel.white),
            black = text(&duel.black),
            turn = duel.turn.map_or("-".to_string(), |t| t.to_string())
        )
    };
    // Seconds as strings: a clock's seconds are written without separators.
    let clock = match duel.time_control {
        TimeControl::PerTurn { seconds } => {
            tr!("cmd-clock-per-move", seconds = seconds.to_string())
        }
        TimeControl::PerGame { seconds } => {
            tr!("cmd-clock-per-game", seconds = seconds.to_string())
        }
        TimeControl::None => tr!("cmd-clock-none"),
    };
    let rated = if duel.rated {
        tr!("cmd-duel-rated-word")
    } else {
        tr!("cmd-duel-casual")
    };
    let game = duel
        .preset
        .as_deref()
        .map_or_else(|| tr!("cmd-custom"), str::to_string);
    tr!(
        "cmd-duel-line",
        id = duel.id.as_str(),
        who = who,
        game = game,
        clock = clock,
        rated = rated
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_controls_read_as_the_api_takes_them() {
        assert_eq!(time_control("none").unwrap(), TimeControl::None);
        assert_eq!(
            time_control("per-turn:60").unwrap(),
            TimeControl::PerTurn { seconds: 60 }
        );
        assert_eq!(
            time_control("per-game:600").unwrap(),
            TimeControl::PerGame { seconds: 600 }
        );
        for bad in ["per-turn", "per-turn:0", "per-game:x", "per-week:5", ""] {
            assert!(time_control(bad).is_err(), "{bad}");
        }
    }

    fn board(phase: serde_json::Value) -> Board {
        serde_json::from_value(json!({"v": 4, "you": "white",
            "rules": {"players": {"white": "ann", "black": "bob"}, "preset": "logik",
                "setup": {"pegs": 5, "colours": 8, "blanks": false, "repetition": true,
                    "turns": 10, "rule": "mastermind", "palette": []},
                "time_control": {"kind": "none"}, "rated": false},
            "phase": phase, "codes": {"white": null, "black": null}, "turns": [],
            "your_guess": null, "clock": null, "result": null}))
        .expect("a board")
    }

    #[test]
    fn a_guess_names_the_turn_in_play_once_the_guesses_began() {
        let guesses = board(json!({"phase": "guesses", "turn": 3,
            "awaiting": {"white": true, "black": true}}));
        let codes = board(json!({"phase": "codes", "awaiting": {"white": true, "black": true}}));
        assert_eq!(turn_in_play(Some(&guesses)), Some(3));
        assert_eq!(turn_in_play(Some(&codes)), None);
        assert_eq!(turn_in_play(None), None);
        assert_eq!(
            serde_json::to_value(guess_body("12345", turn_in_play(Some(&guesses)))).unwrap(),
            json!({"guess": "12345", "turn": 3})
        );
        assert_eq!(
            serde_json::to_value(guess_body("12345", None)).unwrap(),
            json!({"guess": "12345", "turn": null})
        );
    }
}
