//! `mastermind play --daily --server URL`: today's daily code of a preset,
//! played through the server's JSON API (the secret is the server's and
//! never reaches the terminal before the game ends). A guess a line, `quit`
//! gives up, the end of the input gives up too (as `play` does); at the end
//! the result to share is printed.
//!
//! Who plays: with `--name` the account (the password asked, or read from
//! standard input with `--password-stdin`), whose one try a day holds from
//! run to run; without, a guest whose `player` cookie lives for this run
//! only.
//!
//! Out: lines for people, or with `--json` one JSON object a line: `start`,
//! `feedback` per turn, then `won`, `lost` or `quit` with the secret, and
//! `share`; a refused guess is `{"error": "..."}` and costs nothing.
//! Exit status: 0 once the game is over, 1 when the server cannot be
//! reached, 2 on a bad command line, 3 when the login is refused.

use std::io::{IsTerminal, Write};

use anyhow::Context;
use mastermind_api::daily::DailyView;
use mastermind_api::games::{GameView, GuessRequest, GuessView};
use mastermind_core::{Code, Preset, Setup};
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::args::PlayArgs;
use crate::online::api::{Api, Failure};
use crate::online::read_password;
use crate::text_lines::{self, BadLine};
use mastermind_i18n::tr;

use crate::usage::{Exit, refused, usage};
use crate::words;

pub fn run(args: &PlayArgs) -> anyhow::Result<()> {
    let server = args
        .server
        .as_deref()
        .ok_or_else(|| usage(tr!("cmd-daily-no-server")))?;
    let s = &args.setup;
    if s.pegs.is_some()
        || s.colours.is_some()
        || s.turns.is_some()
        || s.blanks
        || s.no_repeat
        || s.rules.is_some()
    {
        return Err(usage(tr!("cmd-daily-custom")));
    }
    let preset: Preset = s
        .preset
        .as_deref()
        .unwrap_or("mastermind-1")
        .parse()
        .map_err(refused)?;
    let api = Api::new(server, args.ca_cert.as_deref()).map_err(usage)?;
    let login = match &args.name {
        Some(name) => Some((name.clone(), read_password(args.password_stdin, name)?)),
        None => None,
    };
    let out = Out { json: args.json };
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .with_context(|| tr!("cmd-no-runtime"))?;
    runtime.block_on(async {
        if let Some((name, password)) = login
            && let Err(failure) = api.log_in(&name, &password, false).await
        {
            return match failure {
                Failure::Refused(_, message) => {
                    eprintln!(
                        "mastermind: {}",
                        tr!("cmd-login-refused", message = message)
                    );
                    Err(Exit(3).into())
                }
                unreachable => Err(unreachable.into()),
            };
        }
        play(&api, preset, &out).await
    })
}

/// Where the game's lines go.
struct Out {
    json: bool,
}

impl Out {
    /// One event: the JSON object, or the text for people.
    fn say(&self, event: Value, text: impl FnOnce() -> String) -> std::io::Result<()> {
        let mut out = std::io::stdout().lock();
        if self.json {
            writeln!(out, "{event}")?;
        } else {
            writeln!(out, "{}", text())?;
        }
        out.flush()
    }
}

/// The key pegs of a turn, as the result to share writes them.
fn pegs_text(black: u64, white: u64, pegs: u8) -> String {
    let none = u64::from(pegs).saturating_sub(black + white);
    let repeat = |c: char, n: u64| std::iter::repeat_n(c, usize::try_from(n).unwrap_or(0));
    repeat(mastermind_core::daily::BLACK, black)
        .chain(repeat(mastermind_core::daily::WHITE, white))
        .chain(repeat(mastermind_core::daily::NONE, none))
        .collect()
}

/// A code in digits from the server, in the setup's letters.
fn letters(setup: &Setup, digits: &str) -> String {
    Code::from_digits(digits).map_or_else(|| digits.to_string(), |code| setup.letters(&code))
}

/// One played row: `turn`, the guess in digits and its key pegs.
fn feedback(
    out: &Out,
    setup: &Setup,
    turn: usize,
    guess: &str,
    (black, white): (u8, u8),
) -> std::io::Result<()> {
    let (black, white) = (u64::from(black), u64::from(white));
    out.say(
        json!({"event": "feedback", "turn": turn, "guess": guess, "black": black, "white": white}),
        || {
            tr!(
                "cmd-daily-turn",
                turn = format!("{turn:>2}"),
                guess = letters(setup, guess),
                pegs = pegs_text(black, white, setup.pegs()),
                black = black,
                white = white
            )
        },
    )
}

async fn play(api: &Api, preset: Preset, out: &Out) -> anyhow::Result<()> {
    let setup = preset.setup();
    let path = format!("/api/daily/{preset}");
    let view: DailyView = api
        .post(&path, &json!({}))
        .await
        .map_err(refused_as_usage)?;
    let game = view.game.as_ref().with_context(|| tr!("cmd-daily-no-id"))?;
    let id = game.id.clone();
    let colours: String = setup.palette().colours().map(|c| c.letter).collect();
    out.say(
        json!({"event": "start", "day": view.day, "preset": preset.name(), "game": id, "setup": game.setup}),
        || {
            let day = tr!(
                "cmd-daily-start",
                day = view.day.as_str(),
                title = words::preset_title(preset),
                pegs = setup.pegs(),
                colours = setup.colours(),
                letters = colours.as_str(),
                turns = setup.turns()
            );
            let how = tr!(
                "cmd-daily-how",
                colours = setup.colours(),
                letters = colours.as_str()
            );
            format!("{day}\n{how}")
        },
    )?;
    for turn in &game.turns {
        feedback(
            out,
            &setup,
            turn.turn,
            &turn.guess,
            (turn.black, turn.white),
        )?;
    }
    let mut state = game.state.clone();
    if state == "playing" {
        state = guesses(api, &id, &setup, out).await?;
    }
    let game: GameView = api.get(&format!("/api/games/{id}")).await?;
    let secret = game.secret.as_deref().unwrap_or("?");
    let turns = game.turns.len();
    out.say(
        json!({"event": state, "secret": secret, "turns": turns}),
        || match state.as_str() {
            "won" => tr!(
                "cmd-daily-won",
                turns = turns,
                code = letters(&setup, secret)
            ),
            "lost" => tr!("cmd-daily-lost", code = letters(&setup, secret)),
            _ => tr!("cmd-daily-quit", code = letters(&setup, secret)),
        },
    )?;
    let daily = game.daily.as_ref();
    let share = daily.and_then(|d| d.share.as_deref()).unwrap_or_default();
    out.say(json!({"event": "share", "text": share}), || {
        // The rows of key pegs are the core's; the heading in the reader's words.
        let rows: Vec<&str> = share.lines().skip(1).collect();
        let heading = tr!(
            "shared-daily-share-heading",
            title = words::preset_title(preset),
            day = daily.map_or("?", |d| d.day.as_str()),
            used = if state == "won" {
                turns.to_string()
            } else {
                "X".to_string()
            },
            turns = setup.turns().to_string()
        );
        format!(
            "\n{}\n{heading}\n{}",
            tr!("cmd-daily-share"),
            rows.join("\n")
        )
    })?;
    Ok(())
}

/// Plays the lines of standard input until the game ends; how it ended.
async fn guesses(api: &Api, id: &str, setup: &Setup, out: &Out) -> anyhow::Result<String> {
    let interactive = !out.json && std::io::stdin().is_terminal();
    let prompt = || -> std::io::Result<()> {
        if interactive {
            let mut stdout = std::io::stdout().lock();
            write!(stdout, "{} ", tr!("cmd-daily-prompt"))?;
            stdout.flush()?;
        }
        Ok(())
    };
    let refuse = |message: &str| {
        out.say(json!({"error": message}), || {
            tr!("cmd-daily-not-played", message = message)
        })
    };
    prompt()?;
    let mut lines = text_lines::lines(std::io::stdin().lock());
    loop {
        let Some(line) = lines.next() else {
            // The player went away: the game ends as if they quit.
            return quit(api, id).await;
        };
        let line = match line {
            Ok(line) => line,
            Err(BadLine::Io(e)) => return Err(e.into()),
            Err(bad) => {
                refuse(&bad.to_string())?;
                prompt()?;
                continue;
            }
        };
        let text = line.trim();
        match text.to_ascii_lowercase().as_str() {
            "" => {}
            "quit" => return quit(api, id).await,
            "hint" => refuse(&tr!("cmd-daily-no-hints"))?,
            _ => match api
                .post::<GuessView>(
                    &format!("/api/games/{id}/guesses"),
                    &GuessRequest {
                        guess: text.to_string(),
                        turn: None,
                    },
                )
                .await
            {
                Ok(answer) => {
                    // The answer has the key pegs; the guess is what was typed,
                    // in digits as the server reads it.
                    let guess = setup
                        .parse_code(text)
                        .map_or_else(|_| text.to_string(), |code| code.to_string());
                    let pegs = (answer.black, answer.white);
                    feedback(out, setup, answer.turn, &guess, pegs)?;
                    if answer.state != "playing" {
                        return Ok(answer.state);
                    }
                }
                Err(Failure::Refused(StatusCode::BAD_REQUEST, message)) => refuse(&message)?,
                Err(other) => return Err(other.into()),
            },
        }
        prompt()?;
    }
}

async fn quit(api: &Api, id: &str) -> anyhow::Result<String> {
    let game: GameView = api
        .post(&format!("/api/games/{id}/quit"), &json!({}))
        .await?;
    Ok(game.state)
}

/// A preset the server does not take is a bad argument; the server out of
/// reach is not.
fn refused_as_usage(failure: Failure) -> anyhow::Error {
    match failure {
        Failure::Refused(StatusCode::BAD_REQUEST | StatusCode::NOT_FOUND, message) => {
            usage(message)
        }
        other => other.into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn key_pegs_read_as_in_the_shared_result() {
        assert_eq!(pegs_text(2, 1, 4), "●●○·");
        assert_eq!(pegs_text(0, 0, 5), "·····");
        assert_eq!(pegs_text(4, 0, 4), "●●●●");
    }
}
