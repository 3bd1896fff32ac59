//! Draws the solve screen: the board of the computer's guesses and the
//! person's key pegs, the colours, the keys, and the lines under the board.

use mastermind_core::{Code, Feedback, Notation, Setup};
use mastermind_i18n::tr;
use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget, Wrap};

use super::Ending;
use super::app::{Phase, SolveApp, SolveScreen};
use crate::board::describe;
use crate::palette::PaletteView;
use crate::pegs;

use super::panel::{info_lines, key_lines, status_line};

const SIDE_WIDTH: u16 = 30;
/// The cells before the first peg of a row: the turn number and the marker.
const LABEL: u16 = 6;

pub fn draw(app: &SolveApp, frame: &mut Frame) {
    let area = frame.area();
    match app.screen() {
        SolveScreen::Board => board_screen(app, frame, area),
        SolveScreen::Help { scroll } => super::help::draw(scroll, app.notation(), frame, area),
    }
}

fn title(app: &SolveApp) -> String {
    match app.preset() {
        Some(preset) => crate::words::preset_title(preset),
        None => tr!(
            "term-custom-title",
            rule = crate::words::rule_name(app.setup().rule())
        ),
    }
}

/// The key pegs of an answer: right place first, then wrong place, then dim
/// marks for the pegs that scored nothing. Black-white draws the board's key
/// pegs; the white-red notation draws its own letters, W in white and R in
/// red, so that a white peg never looks like a black one.
pub fn marks(feedback: Feedback, pegs: u8, notation: Notation) -> Vec<Span<'static>> {
    let spans = match notation {
        Notation::BlackWhite => pegs::key_pegs(feedback.black, feedback.white, pegs),
        Notation::WhiteRed => {
            let bold = Style::new().add_modifier(Modifier::BOLD);
            pegs::key_pegs(feedback.black, feedback.white, pegs)
                .into_iter()
                .map(|span| match span.content.chars().next() {
                    Some(pegs::BLACK_KEY) => Span::styled("W", bold.fg(Color::White)),
                    Some(pegs::WHITE_KEY) => Span::styled("R", bold.fg(Color::Red)),
                    _ => span,
                })
                .collect()
        }
    };
    pegs::spaced(spans)
}

/// The answer column of a row not answered yet.
fn placeholders(pegs: u8) -> Vec<Span<'static>> {
    marks(Feedback::new(0, 0), pegs, Notation::BlackWhite)
}

fn patched(spans: Vec<Span<'static>>, style: Style) -> Vec<Span<'static>> {
    spans.into_iter().map(|s| s.patch_style(style)).collect()
}

/// The board: the code on top (hidden unless the computer found it or plays
/// itself), then one row per turn.
struct SolveBoard<'a> {
    app: &'a SolveApp,
    title: String,
}

impl SolveBoard<'_> {
    fn setup(&self) -> &Setup {
        self.app.setup()
    }

    fn width(&self) -> u16 {
        let pegs = u16::from(self.setup().pegs());
        let rows = LABEL + pegs * (pegs::SLOT + 1) + 1 + (2 * pegs - 1) + 1;
        let title = self.title.chars().count() as u16 + 4;
        let bottom = describe(self.setup()).chars().count() as u16 + 4;
        2 + rows.max(title).max(bottom)
    }

    fn height(&self) -> u16 {
        4 + u16::from(self.setup().turns())
    }

    fn code_line(&self) -> Line<'static> {
        let setup = self.setup();
        let (label_style, code): (Style, Option<Code>) = match self.app.phase() {
            Phase::Over(Ending::Solved { code, .. }) => (
                Style::new().fg(Color::Green).add_modifier(Modifier::BOLD),
                Some(*code),
            ),
            Phase::Over(_) => (
                Style::new().fg(Color::Red).add_modifier(Modifier::BOLD),
                self.app.secret(),
            ),
            _ => (Style::new().add_modifier(Modifier::BOLD), self.app.secret()),
        };
        // As wide as a row's number and marker, so the pegs line up.
        let label = format!(" {:<5}", tr!("term-solve-code"));
        let mut spans = vec![Span::styled(label, label_style)];
        match code {
            Some(code) => spans.extend(pegs::code(setup, &code)),
            None => {
                for i in 0..setup.pegs() {
                    if i > 0 {
                        spans.push(Span::raw(" "));
                    }
                    spans.push(pegs::hidden());
                }
            }
        }
        Line::from(spans)
    }

    fn label(&self, number: usize) -> Span<'static> {
        let app = self.app;
        let red = Style::new().fg(Color::Red).add_modifier(Modifier::BOLD);
        let chosen = match app.phase() {
            Phase::Contradiction { turns, selected } => turns.get(*selected) == Some(&number),
            Phase::Correcting { turn, .. } => *turn == number,
            _ => false,
        };
        if chosen {
            Span::styled(
                format!("{number:>4} ▶"),
                red.add_modifier(Modifier::REVERSED),
            )
        } else if app.contradicting().contains(&number) {
            Span::styled(format!("{number:>4} ✘"), red)
        } else if number == app.turn() && !app.is_over() {
            Span::styled(format!("{number:>4} ▸"), pegs::marker_style())
        } else {
            Span::raw(format!("{number:>4}  "))
        }
    }

    /// The key pegs of row `number`: recorded, refused, being typed, or not yet.
    fn answer(&self, number: usize, answer: Option<Feedback>) -> Vec<Span<'static>> {
        let app = self.app;
        let pegs = self.setup().pegs();
        let notation = app.notation();
        let typing = match app.phase() {
            Phase::Answering => number == app.turn(),
            Phase::Correcting { turn, .. } => *turn == number,
            _ => false,
        };
        let preview = typing
            .then(|| app.input().preview(notation))
            .flatten()
            .filter(|f| f.black.saturating_add(f.white) <= pegs);
        let spans = match (preview, answer) {
            (Some(typed), _) => patched(
                marks(typed, pegs, notation),
                Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD),
            ),
            (None, Some(given)) => marks(given, pegs, notation),
            (None, None) => placeholders(pegs),
        };
        if app.contradicting().contains(&number) {
            patched(spans, Style::new().bg(Color::Red))
        } else {
            spans
        }
    }

    fn row_line(&self, number: usize, guess: Code, answer: Option<Feedback>) -> Line<'static> {
        let mut spans = vec![self.label(number)];
        spans.extend(pegs::code(self.setup(), &guess));
        spans.push(Span::raw("  "));
        spans.extend(self.answer(number, answer));
        Line::from(spans)
    }

    fn thinking_line(&self, number: usize) -> Line<'static> {
        Line::from(vec![
            self.label(number),
            Span::styled(
                format!(" {}", tr!("term-solve-row-thinking")),
                Style::new()
                    .fg(Color::Yellow)
                    .add_modifier(Modifier::ITALIC),
            ),
        ])
    }

    fn empty_line(&self, number: usize) -> Line<'static> {
        let mut spans = vec![Span::styled(
            format!("{number:>4}  "),
            Style::new().fg(Color::DarkGray),
        )];
        for i in 0..self.setup().pegs() {
            if i > 0 {
                spans.push(Span::raw(" "));
            }
            spans.push(pegs::hole(false));
        }
        Line::from(spans)
    }

    /// The code, its rule, and the rows: all of them when `rows` has room,
    /// otherwise a window that keeps the row in question in sight.
    fn lines(&self, rows: usize) -> Vec<Line<'static>> {
        let app = self.app;
        let board = app.rows();
        let rule_width = usize::from(self.width().saturating_sub(2));
        let mut lines = vec![
            self.code_line(),
            Line::styled("─".repeat(rule_width), Style::new().fg(Color::DarkGray)),
        ];
        let total = usize::from(self.setup().turns());
        let rows = rows.clamp(1, total);
        let focus = match app.phase() {
            Phase::Contradiction { turns, selected } => turns.get(*selected).copied(),
            Phase::Correcting { turn, .. } => Some(*turn),
            _ => None,
        }
        .unwrap_or(board.len().max(app.turn().min(total)));
        let current = focus.clamp(1, total) - 1;
        let first = (current + 1).saturating_sub(rows).min(total - rows);
        for number in first + 1..=first + rows {
            lines.push(match board.get(number - 1) {
                Some(row) => self.row_line(number, row.guess, row.answer),
                None if number == app.turn() && app.busy() => self.thinking_line(number),
                None => self.empty_line(number),
            });
        }
        lines
    }
}

impl Widget for SolveBoard<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let block = Block::bordered()
            .title(
                Line::from(format!(" {} ", self.title))
                    .style(Style::new().add_modifier(Modifier::BOLD)),
            )
            .title_bottom(Line::from(format!(" {} ", describe(self.setup()))));
        let rows = usize::from(block.inner(area).height.saturating_sub(2));
        Paragraph::new(self.lines(rows))
            .block(block)
            .render(area, buf);
    }
}

fn board_screen(app: &SolveApp, frame: &mut Frame, area: Rect) {
    let board = SolveBoard {
        app,
        title: title(app),
    };
    let palette = PaletteView { setup: app.setup() };
    let keys = key_lines(app);
    let side_height = palette.height() + keys.len() as u16 + 2;
    // The lines under the board keep at least four rows; a board too tall
    // for the terminal shows a window of its rows instead.
    let main_height = board
        .height()
        .max(side_height)
        .min(area.height.saturating_sub(4));
    let [main, below] =
        Layout::vertical([Constraint::Length(main_height), Constraint::Min(0)]).areas(area);
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
    let mut lines = vec![status_line(app)];
    lines.extend(info_lines(app));
    frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), below);
}
