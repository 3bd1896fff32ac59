//! The lines beside and under the solve board: the keys, the status line
//! and the information about the answers so far.

use mastermind_i18n::tr;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};

use super::Ending;
use super::answer::{spoken, tag, words};
use super::app::{Phase, SolveApp, list};
use crate::app::Tone;
use crate::view::toned;

pub(super) fn bold(text: String) -> Span<'static> {
    Span::styled(text, Style::new().add_modifier(Modifier::BOLD))
}

/// One line of the keys panel: up to two keys with what they do.
pub(super) fn keys(pairs: &[(&str, String)]) -> Line<'static> {
    let mut spans = Vec::new();
    for (key, what) in pairs {
        spans.push(bold(format!(" {key} ")));
        spans.push(Span::raw(format!("{what:<9}")));
    }
    Line::from(spans)
}

pub(super) fn key_lines(app: &SolveApp) -> Vec<Line<'static>> {
    let w = words(app.notation());
    let notation = tag(app.notation());
    let (right, wrong) = (w.right_key.to_string(), w.wrong_key.to_string());
    let (enter, esc) = (tr!("term-key-enter"), tr!("term-key-esc"));
    let common = || {
        [
            keys(&[
                ("?", tr!("term-solve-keys-strategy")),
                ("h", tr!("term-keys-help")),
            ]),
            keys(&[
                ("n", tr!("term-keys-new-game")),
                ("q", tr!("term-solve-keys-stop")),
            ]),
        ]
    };
    let answer = |last: (String, String)| {
        let mut lines = vec![
            keys(&[
                (&right, tr!("term-solve-keys-right", notation = notation)),
                (&wrong, tr!("term-solve-keys-wrong", notation = notation)),
            ]),
            keys(&[
                (
                    &format!("0-{}", app.setup().pegs()),
                    tr!("term-solve-keys-counts"),
                ),
                ("-", tr!("term-solve-keys-none")),
            ]),
            keys(&[("⌫", tr!("term-solve-keys-undo")), (&esc, last.1)]),
            keys(&[(&enter, last.0)]),
        ];
        lines.extend(common());
        lines
    };
    match app.phase() {
        Phase::Answering => answer((tr!("term-solve-keys-give-answer"), tr!("term-keys-clear"))),
        Phase::Correcting { .. } => answer((
            tr!("term-solve-keys-correct-turn"),
            tr!("term-solve-keys-back"),
        )),
        Phase::Contradiction { .. } => {
            let mut lines = vec![
                keys(&[("↑ ↓", tr!("term-solve-keys-pick"))]),
                keys(&[("1-9", tr!("term-solve-keys-pick-number"))]),
                keys(&[(&enter, tr!("term-solve-keys-correct-answer"))]),
                keys(&[(&esc, tr!("term-solve-keys-retype"))]),
            ];
            lines.extend(common());
            lines
        }
        Phase::Watching { paused } => {
            let pause = if *paused {
                tr!("term-solve-keys-go-on")
            } else {
                tr!("term-solve-keys-pause")
            };
            let mut lines = vec![
                keys(&[(&enter, tr!("term-solve-keys-step"))]),
                keys(&[("p", pause)]),
            ];
            lines.extend(common());
            lines
        }
        Phase::Over(_) => vec![
            keys(&[("n", tr!("term-keys-play-again"))]),
            keys(&[("?", tr!("term-solve-keys-strategy"))]),
            keys(&[("h", tr!("term-keys-help"))]),
            keys(&[("q", tr!("term-keys-leave"))]),
        ],
    }
}

/// The line under the board: the last key's message, or what the game asks now.
pub(super) fn status_line(app: &SolveApp) -> Line<'static> {
    if let Some(status) = app.status() {
        return toned(status.tone, &status.text);
    }
    let w = words(app.notation());
    let (turn, turns) = (app.turn(), app.setup().turns());
    let (tone, text) = match app.phase() {
        _ if app.busy() => (
            Tone::Info,
            tr!("term-solve-thinking", turn = turn, turns = turns),
        ),
        Phase::Answering if app.input().is_empty() => (
            Tone::Info,
            tr!(
                "term-solve-answer-my-guess",
                turn = turn,
                turns = turns,
                right = w.right_key.to_string(),
                wrong = w.wrong_key.to_string()
            ),
        ),
        Phase::Answering => (Tone::Info, typed(app, None)),
        Phase::Watching { paused: false } => (
            Tone::Info,
            tr!("term-solve-watching", turn = turn, turns = turns),
        ),
        Phase::Watching { paused: true } => (
            Tone::Info,
            tr!("term-solve-paused", turn = turn, turns = turns),
        ),
        Phase::Contradiction { turns, .. } => (
            Tone::Lost,
            tr!("term-solve-contradiction", turns = list(turns)),
        ),
        Phase::Correcting { turn, .. } if app.input().is_empty() => {
            (Tone::Info, tr!("term-solve-type-correction", turn = *turn))
        }
        Phase::Correcting { turn, .. } => (Tone::Info, typed(app, Some(*turn))),
        Phase::Over(ending) => {
            let tone = match ending {
                Ending::Solved { .. } => Tone::Won,
                _ => Tone::Lost,
            };
            let next = match ending {
                Ending::Quit { .. } => tr!("term-solve-next-or-leave"),
                _ => tr!("term-solve-next"),
            };
            (
                tone,
                format!(
                    "{} {next}",
                    ending.sentence(app.setup(), app.is_self_play())
                ),
            )
        }
    };
    toned(tone, &text)
}

/// `Turn 3 of 8: 2 black, 1 white (bbw). Enter gives the answer.`, or of
/// the earlier turn being corrected.
pub(super) fn typed(app: &SolveApp, correcting: Option<usize>) -> String {
    let text = app.input().text();
    let (turn, turns) = (app.turn(), app.setup().turns());
    match (app.input().preview(app.notation()), correcting) {
        (Some(f), None) => tr!(
            "term-solve-typed",
            turn = turn,
            turns = turns,
            answer = spoken(f, app.notation()),
            text = text
        ),
        (None, None) => tr!(
            "term-solve-typed-unreadable",
            turn = turn,
            turns = turns,
            text = text
        ),
        (Some(f), Some(turn)) => tr!(
            "term-solve-correction-typed",
            turn = turn,
            answer = spoken(f, app.notation()),
            text = text
        ),
        (None, Some(turn)) => tr!("term-solve-correction-unreadable", turn = turn, text = text),
    }
}

pub(super) fn info_lines(app: &SolveApp) -> Vec<Line<'static>> {
    let mut lines = Vec::new();
    let own = if app.is_self_play() { "self" } else { "person" };
    let remaining = app.remaining();
    let answered = app.answered().len();
    let count = match app.phase() {
        Phase::Over(Ending::Solved { .. } | Ending::GaveUp { .. }) => None,
        // At turn 1 the status line says it all.
        Phase::Contradiction { .. } | Phase::Correcting { .. } if answered == 0 => None,
        Phase::Contradiction { .. } | Phase::Correcting { .. } => Some(match answered {
            1 => tr!("term-solve-fit-first", whose = own, remaining = remaining),
            _ => tr!(
                "term-solve-fit-turns",
                whose = own,
                remaining = remaining,
                answered = answered,
                turn = app.turn()
            ),
        }),
        _ if answered == 0 => Some(tr!("term-solve-possible", codes = app.setup().code_count())),
        _ => Some(tr!("term-solve-fit", whose = own, remaining = remaining)),
    };
    if let Some(count) = count {
        lines.push(Line::styled(
            format!(" {count}"),
            Style::new().fg(Color::Cyan),
        ));
    }
    match app.phase() {
        Phase::Contradiction { turns, .. } if turns.len() == 1 => lines.push(Line::from(format!(
            " {}",
            tr!("term-solve-retype-hint", turn = app.turn())
        ))),
        Phase::Contradiction { .. } => lines.push(Line::from(format!(
            " {}",
            tr!("term-solve-pick-hint", turn = app.turn())
        ))),
        Phase::Correcting { turn, .. } => {
            if let Some((_, was)) = app.answered().get(turn - 1) {
                lines.push(Line::from(format!(
                    " {}",
                    tr!(
                        "term-solve-was-answered",
                        turn = *turn,
                        answer = spoken(*was, app.notation())
                    )
                )));
            }
        }
        _ => {}
    }
    if app.shows_strategy() {
        let strategy = app.strategy();
        lines.push(Line::from(vec![
            Span::styled(
                format!(
                    " {} ",
                    tr!("term-solve-strategy", strategy = strategy.to_string())
                ),
                Style::new().fg(Color::Cyan).add_modifier(Modifier::BOLD),
            ),
            Span::raw(format!("{}.", crate::words::strategy_description(strategy))),
        ]));
        if app.blunder_rate() > 0.0 {
            lines.push(Line::from(format!(
                " {}",
                tr!(
                    "term-solve-blunders",
                    rate = mastermind_i18n::percent(
                        mastermind_i18n::language(),
                        app.blunder_rate(),
                        0
                    )
                )
            )));
        }
    }
    lines
}
