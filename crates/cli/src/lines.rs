//! The line protocol of `play`, for scripts and bots: one guess (or `quit`,
//! `hint`, `review`) per line in, one JSON object per line out.

use std::io::{BufRead, Write};
use std::time::Instant;

use mastermind_core::{Code, Game, Preset, Setup, State};
use serde::Serialize;

use mastermind_i18n::tr;
use mastermind_tui::{Advisor, Finished, Hint, PlayConfig, ReviewRow, ScoreBook, Win};

#[derive(Debug, Serialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
enum Event<'a> {
    Start {
        preset: Option<&'static str>,
        setup: &'a Setup,
    },
    Feedback {
        turn: usize,
        guess: Code,
        black: u8,
        white: u8,
    },
    Invalid {
        input: &'a str,
        reason: String,
    },
    Won {
        turns: usize,
        secret: Code,
        seconds: f64,
    },
    Lost {
        secret: Code,
    },
    Quit {
        secret: Code,
    },
    HighScore {
        preset: &'static str,
        rank: u32,
        name: &'a str,
    },
    Hint(Hint),
    Review {
        turns: Vec<ReviewRow>,
    },
}

fn emit(out: &mut impl Write, event: &Event) -> anyhow::Result<()> {
    serde_json::to_writer(&mut *out, event)?;
    out.write_all(b"\n")?;
    out.flush()?;
    Ok(())
}

/// Plays one game over `input` and `output`. After the game ends it keeps
/// answering `review` until the input ends or says `quit`.
pub fn run(
    mut config: PlayConfig,
    scores: Option<&dyn ScoreBook>,
    advisor: Option<&dyn Advisor>,
    input: impl BufRead,
    mut output: impl Write,
) -> anyhow::Result<()> {
    let secret = config
        .secret
        .unwrap_or_else(|| config.setup.random_code(&mut config.rng));
    let mut game = Game::new(config.setup.clone(), secret)?;
    emit(
        &mut output,
        &Event::Start {
            preset: config.preset.map(Preset::name),
            setup: game.setup(),
        },
    )?;
    let started = Instant::now();
    let mut lines = crate::text_lines::lines(input);
    let mut bad_lines = 0;
    // A win played with hints is not offered to the high-score table.
    let mut hinted = false;
    while game.state() == State::Playing {
        let Some(line) = lines.next() else {
            // The player went away: the game ends as if they quit.
            game.quit()?;
            break;
        };
        let line = match line {
            Ok(line) => line,
            Err(crate::text_lines::BadLine::Io(e)) => return Err(e.into()),
            Err(bad) => {
                bad_lines += 1;
                invalid(&mut output, "", &bad.to_string())?;
                continue;
            }
        };
        let text = line.trim();
        match text.to_ascii_lowercase().as_str() {
            "" => continue,
            "quit" => game.quit()?,
            "hint" => match advisor {
                Some(advisor) => {
                    hinted = true;
                    emit(
                        &mut output,
                        &Event::Hint(advisor.hint(game.setup(), game.turns())),
                    )?
                }
                None => invalid(&mut output, text, &tr!("cmd-play-no-hints"))?,
            },
            "review" => invalid(&mut output, text, &tr!("cmd-play-review-later"))?,
            _ => match game.guess_text(text) {
                Ok(turn) => emit(
                    &mut output,
                    &Event::Feedback {
                        turn: game.turns().len(),
                        guess: turn.guess,
                        black: turn.black,
                        white: turn.white,
                    },
                )?,
                // The core's refusal, in the player's words.
                Err(e) => invalid(&mut output, text, &crate::words::refusal(&e))?,
            },
        }
    }
    let millis = started.elapsed().as_millis() as u64;
    match game.state() {
        State::Won => {
            let turns = game.turns().len();
            emit(
                &mut output,
                &Event::Won {
                    turns,
                    secret,
                    seconds: millis as f64 / 1000.0,
                },
            )?;
            if let (Some(book), Some(preset), Some(name), true) = (
                scores,
                config.preset,
                config.name.as_ref(),
                mastermind_core::highscore::counts_all_time(hinted, turns as u8),
            ) {
                let win = Win {
                    preset,
                    name: name.clone(),
                    turns: turns as u8,
                    millis,
                    secret,
                    at: crate::clock::now_millis(),
                };
                if let Some(rank) = book.record(&win)? {
                    emit(
                        &mut output,
                        &Event::HighScore {
                            preset: preset.name(),
                            rank,
                            name: name.as_str(),
                        },
                    )?;
                }
            }
        }
        State::Lost => emit(&mut output, &Event::Lost { secret })?,
        State::Quit | State::Playing => emit(&mut output, &Event::Quit { secret })?,
    }
    if let Some(book) = scores {
        book.finished(&Finished {
            preset: config.preset,
            game: &game,
            millis,
            at: crate::clock::now_millis(),
        })?;
    }
    for line in lines {
        let line = match line {
            Ok(line) => line,
            Err(crate::text_lines::BadLine::Io(e)) => return Err(e.into()),
            Err(bad) => {
                bad_lines += 1;
                invalid(&mut output, "", &bad.to_string())?;
                continue;
            }
        };
        let text = line.trim();
        match text.to_ascii_lowercase().as_str() {
            "" => {}
            "quit" | "exit" => break,
            "review" => match advisor {
                Some(advisor) => {
                    let turns = advisor.review(game.setup(), &secret, game.turns());
                    emit(&mut output, &Event::Review { turns })?
                }
                None => invalid(&mut output, text, &tr!("cmd-play-no-reviews"))?,
            },
            _ => invalid(&mut output, text, &tr!("cmd-play-over"))?,
        }
    }
    if bad_lines > 0 {
        // The game was played out with the readable lines; the status says
        // that some were not.
        return Err(crate::usage::usage(tr!(
            "cmd-lines-not-read",
            count = bad_lines
        )));
    }
    Ok(())
}

fn invalid(out: &mut impl Write, input: &str, reason: &str) -> anyhow::Result<()> {
    emit(
        out,
        &Event::Invalid {
            input,
            reason: reason.to_string(),
        },
    )
}
