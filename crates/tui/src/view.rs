//! Draws the app: the board screen (board, colours, keys, the flag line and
//! the hint) and hands the other screens to their modules.

use mastermind_core::State;
use mastermind_i18n::tr;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Wrap};

use crate::app::{App, HintView, Screen, Tone};
use crate::board::BoardView;
use crate::palette::PaletteView;
use crate::{pegs, screens};

const SIDE_WIDTH: u16 = 30;
/// The narrowest side panel that shows the keys whole.
const SIDE_MIN: u16 = 29;

pub fn draw(app: &App, frame: &mut Frame) {
    let area = frame.area();
    match app.screen() {
        Screen::Board => {
            board_screen(app, frame, area);
        }
        Screen::Name { input, error } => {
            if let Some(below) = board_screen(app, frame, area) {
                screens::name::draw(app, input, error.as_deref(), frame, area, below);
            }
        }
        Screen::Help { scroll } => screens::help::draw(*scroll, frame, area),
        Screen::Chooser { selected } => screens::chooser::draw(app, *selected, frame, area),
        Screen::Scores { preset } => screens::scores::draw(app, *preset, frame, area),
        Screen::Review => screens::review::draw(app, frame, area),
    }
}

/// The title of the game being played.
pub fn title(app: &App) -> String {
    match app.preset() {
        Some(preset) => crate::words::preset_title(preset),
        None => tr!(
            "term-custom-title",
            rule = crate::words::rule_name(app.setup().rule())
        ),
    }
}

/// Draws the board screen; returns the free space under the flag line, or
/// `None` when the terminal is too small for the board.
fn board_screen(app: &App, frame: &mut Frame, area: Rect) -> Option<Rect> {
    let board = BoardView {
        game: app.game(),
        title: title(app),
        draft: app.draft(),
        cursor: app.cursor(),
    };
    let palette = PaletteView { setup: app.setup() };
    let keys = key_lines(app);
    let side_height = palette.height() + keys.len() as u16 + 2;
    // The board, the whole side panel, the flag line and two lines of hint; a
    // board taller than the side panel can show a window of its rows.
    let need = (board.width() + SIDE_MIN, side_height + 3);
    if !screens::small::fits(area, need) {
        let status = app.status().map(|_| status_line(app));
        screens::small::draw(frame, area, need, status);
        return None;
    }
    // The flag line and two lines of hint always keep their place; a board too
    // tall for the terminal shows a window of its rows instead.
    let main_height = board
        .height()
        .max(side_height)
        .min(area.height.saturating_sub(3));
    let [main, status, hint] = Layout::vertical([
        Constraint::Length(main_height),
        Constraint::Length(1),
        Constraint::Min(0),
    ])
    .areas(area);
    // The board keeps its width; the side panel takes what is left.
    let side_width = SIDE_WIDTH.min(main.width.saturating_sub(board.width()));
    let [board_area, side] = Layout::horizontal([
        Constraint::Length(board.width()),
        Constraint::Length(side_width),
    ])
    .areas(main);
    let [palette_area, keys_area] =
        Layout::vertical([Constraint::Length(palette.height()), Constraint::Fill(1)]).areas(side);
    let board_area = Rect {
        height: board.height().min(board_area.height),
        ..board_area
    };
    frame.render_widget(board, board_area);
    frame.render_widget(palette, palette_area);
    frame.render_widget(
        Paragraph::new(keys)
            .block(Block::bordered().title(format!(" {} ", tr!("term-keys-title")))),
        keys_area,
    );
    frame.render_widget(Paragraph::new(status_line(app)), status);
    frame.render_widget(
        Paragraph::new(hint_lines(app)).wrap(Wrap { trim: false }),
        hint,
    );
    Some(hint)
}

fn bold(text: String) -> Span<'static> {
    Span::styled(text, Style::new().add_modifier(Modifier::BOLD))
}

/// One line of the keys panel: up to two keys with what they do.
fn keys(pairs: &[(&str, String)]) -> Line<'static> {
    let mut spans = Vec::new();
    for (key, what) in pairs {
        spans.push(bold(format!(" {key} ")));
        spans.push(Span::raw(format!("{what:<9}")));
    }
    Line::from(spans)
}

fn key_lines(app: &App) -> Vec<Line<'static>> {
    let setup = app.setup();
    if app.game().state() == State::Playing {
        let letters: String = setup.palette().colours().map(|c| c.letter).collect();
        let digits = format!("{}-{}", setup.lowest_digit(), setup.colours().min(9));
        vec![
            Line::from(vec![
                bold(format!(" {digits} {letters}")),
                Span::raw(format!("  {}", tr!("term-keys-peg"))),
            ]),
            keys(&[
                ("← →", tr!("term-keys-move")),
                (&tr!("term-key-delete"), tr!("term-keys-clear")),
            ]),
            keys(&[(&tr!("term-key-enter"), tr!("term-keys-play-row"))]),
            keys(&[("?", tr!("term-keys-hint")), ("q", tr!("term-keys-quit"))]),
            keys(&[
                ("n", tr!("term-keys-new-game")),
                ("h", tr!("term-keys-help")),
            ]),
            keys(&[
                ("l", tr!("term-keys-levels")),
                ("s", tr!("term-keys-scores")),
            ]),
        ]
    } else {
        vec![
            keys(&[("n", tr!("term-keys-play-again"))]),
            keys(&[("r", tr!("term-keys-review"))]),
            keys(&[("s", tr!("term-keys-high-scores"))]),
            keys(&[("l", tr!("term-keys-game-and-level"))]),
            keys(&[("h", tr!("term-keys-help"))]),
            keys(&[("q", tr!("term-keys-leave"))]),
        ]
    }
}

fn status_line(app: &App) -> Line<'static> {
    match app.status() {
        Some(status) => toned(status.tone, &status.text),
        None => toned(
            Tone::Info,
            &tr!(
                "term-board-turn",
                turn = app.game().turns().len() + 1,
                turns = app.setup().turns()
            ),
        ),
    }
}

/// A line of the moment in its tone: won green with a tick, lost red with a
/// cross, a warning yellow with a sign; every screen's the same.
pub(crate) fn toned(tone: Tone, text: &str) -> Line<'static> {
    let (text, style) = match tone {
        Tone::Won => (
            format!("✔ {text}"),
            Style::new().fg(Color::Green).add_modifier(Modifier::BOLD),
        ),
        Tone::Lost => (
            format!("✘ {text}"),
            Style::new().fg(Color::Red).add_modifier(Modifier::BOLD),
        ),
        Tone::Warning => (
            format!("⚠ {text}"),
            Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD),
        ),
        Tone::Info => (text.to_string(), Style::new()),
    };
    Line::styled(format!(" {text}"), style)
}

fn hint_lines(app: &App) -> Vec<Line<'static>> {
    match app.hint() {
        None => Vec::new(),
        Some(HintView::Unavailable) => {
            vec![Line::from(format!(" {}", tr!("term-hint-unavailable")))]
        }
        Some(HintView::Over) => vec![Line::from(format!(" {}", tr!("term-hint-over")))],
        Some(HintView::Hint(hint)) => {
            let mut suggestion = vec![Span::raw(format!(" {} ", tr!("term-hint-try")))];
            suggestion.extend(pegs::code(app.setup(), &hint.suggestion));
            suggestion.push(Span::raw(format!(
                "  ({}, {})",
                app.setup().letters(&hint.suggestion),
                hint.suggestion
            )));
            vec![
                Line::from(vec![
                    Span::styled(
                        format!(" {}: ", tr!("term-hint-title")),
                        Style::new().fg(Color::Cyan).add_modifier(Modifier::BOLD),
                    ),
                    // The count as the board always wrote it, ungrouped.
                    Span::raw(tr!(
                        "term-hint-remaining",
                        remaining = hint.remaining,
                        shown = hint.remaining.to_string()
                    )),
                ]),
                Line::from(suggestion),
            ]
        }
    }
}
