//! The lines under the duel's boards: the line of the moment, the clocks,
//! the colours and the keys.

use mastermind_core::Setup;
use mastermind_core::duel::Side;
use mastermind_i18n::tr;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};

use super::app::{Confirm, Mode};
use super::board::Board;
use super::view::{Face, mode};
use crate::app::Tone;
use crate::pegs;
use crate::view::toned;

/// The line of the moment: a question, the last key's message, or what the
/// duel asks now.
pub(super) fn status_line(app: &dyn Face, board: &Board) -> Line<'static> {
    match app.confirming() {
        Some(Confirm::Resign) => {
            return toned(Tone::Warning, &tr!("term-duel-ask-resign"));
        }
        Some(Confirm::Quit) => {
            return toned(Tone::Warning, &app.quit_question());
        }
        None => {}
    }
    if let Some(status) = Face::status(app) {
        return toned(status.tone, &status.text);
    }
    toned(Tone::Info, &app.moment(board))
}

/// Each player's time left while it runs, counted down from the server's
/// deadlines: ` Clock: you 0:42 · bob 0:58`; in the last 10 s of yours, a
/// warning. A player on vacation: how long until they are back.
pub(super) fn clock_line(board: &Board) -> Option<Line<'static>> {
    let clocks = board.clock.as_ref().filter(|_| !board.is_over())?;
    let shown = |side: Side| {
        let who = if side == board.you {
            tr!("term-duel-clock-you")
        } else {
            board.names[side].clone()
        };
        if let Some(away) = clocks.away_left(side) {
            let hours = away.as_secs().div_ceil(3600);
            return tr!(
                "term-duel-clock-away",
                who = who,
                days = hours / 24,
                hours = hours % 24
            );
        }
        match clocks.left(side) {
            Some(left) => {
                let seconds = left.as_secs();
                format!("{who} {}:{:02}", seconds / 60, seconds % 60)
            }
            None => tr!("term-duel-clock-moved", who = who),
        }
    };
    let text = tr!(
        "term-duel-clock",
        you = shown(board.you),
        them = shown(board.you.other())
    );
    let hurry = clocks
        .left(board.you)
        .is_some_and(|left| left < std::time::Duration::from_secs(10));
    Some(toned(if hurry { Tone::Warning } else { Tone::Info }, &text))
}

/// The colours of the game with their digits: ` 1 R●  2 B■ …`.
pub(super) fn palette_line(setup: &Setup) -> Line<'static> {
    let palette = setup.palette();
    let mut spans = Vec::new();
    for digit in setup.lowest_digit()..=setup.colours() {
        if palette.colour(digit).is_some() {
            spans.push(Span::raw(format!(" {digit}")));
            spans.extend(pegs::peg(setup, digit, false));
        }
    }
    Line::from(spans)
}

pub(super) fn key_lines(app: &dyn Face, board: &Board) -> Vec<Line<'static>> {
    let line = |pairs: &[(&str, String)]| {
        let mut spans = Vec::new();
        for (key, what) in pairs {
            spans.push(Span::styled(
                format!(" {key} "),
                Style::new().add_modifier(Modifier::BOLD),
            ));
            spans.push(Span::raw(format!("{what} ")));
        }
        Line::from(spans)
    };
    match mode(board) {
        Mode::Over(_) => vec![line(&app.keys_over())],
        mode => {
            let setup = &board.setup;
            let letters: String = setup.palette().colours().map(|c| c.letter).collect();
            let digits = format!("{}-{}", setup.lowest_digit(), setup.colours().min(9));
            let enter = if mode == Mode::Code {
                tr!("term-duel-keys-set-code")
            } else {
                tr!("term-keys-play-row")
            };
            vec![
                line(&[
                    (&format!("{digits} {letters}"), tr!("term-keys-peg")),
                    ("← →", tr!("term-keys-move")),
                    ("⌫", tr!("term-keys-clear")),
                    (&tr!("term-key-enter"), enter),
                ]),
                line(&[
                    ("?", tr!("term-keys-help")),
                    ("^R", tr!("term-duel-keys-resign")),
                    ("q", tr!("term-duel-keys-quit")),
                ]),
            ]
        }
    }
}
