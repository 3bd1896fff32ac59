//! Draws the duel as seed 003 lays it out: on the left your code at the
//! bottom with the computer's guesses at it, on the right the computer's
//! code hidden at the top with your guesses; under them the line of the
//! moment, the colours and the keys.

use mastermind_core::Setup;
use mastermind_core::game::Turn;
use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget, Wrap};

use super::app::{Confirm, DuelApp, DuelScreen, Mode, verdict};
use crate::app::Tone;
use crate::board::describe;
use crate::pegs;

/// The cells before the first peg of a row: the turn number and the marker.
const LABEL: u16 = 5;
/// The lines under the boards: the line of the moment, the colours and two
/// of keys.
const BELOW: u16 = 4;

pub fn draw(app: &DuelApp, frame: &mut Frame) {
    let area = frame.area();
    match app.screen() {
        DuelScreen::Board => board_screen(app, frame, area),
        DuelScreen::Help { scroll } => super::help::draw(app.setup(), scroll, frame, area),
    }
}

/// Which half of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Half {
    /// Your code and the computer's guesses at it.
    Yours,
    /// The computer's code and your guesses.
    Theirs,
}

struct DuelBoard<'a> {
    app: &'a DuelApp,
    half: Half,
}

/// The width of either half: both are drawn alike.
fn board_width(app: &DuelApp) -> u16 {
    let setup = app.setup();
    let pegs = u16::from(setup.pegs());
    let rows = LABEL + pegs * (pegs::SLOT + 1) - 1 + 2 + pegs + 1;
    let titles = [
        " Your code ".len(),
        " Your guesses ".len(),
        opponent_title(app).chars().count(),
        describe(setup).chars().count() + 2,
    ];
    let title = titles.into_iter().max().unwrap_or(0) as u16 + 2;
    2 + rows.max(title)
}

fn board_height(setup: &Setup) -> u16 {
    // Borders, the code and the rule beside it, then one line per turn.
    4 + u16::from(setup.turns())
}

fn opponent_title(app: &DuelApp) -> String {
    format!(
        " {} guesses ",
        mastermind_solver::opponent::name(app.level())
    )
}

/// The key pegs of a revealed row, packed: black first, then white, then
/// dim dots for the pegs that scored nothing.
fn packed(turn: &Turn, pegs: u8) -> Vec<Span<'static>> {
    let bold = Style::new().add_modifier(Modifier::BOLD);
    (0..pegs)
        .map(|i| {
            if i < turn.black {
                Span::styled("●", bold)
            } else if i < turn.black.saturating_add(turn.white) {
                Span::styled("○", bold)
            } else {
                Span::styled("·", Style::new().fg(Color::DarkGray))
            }
        })
        .collect()
}

impl DuelBoard<'_> {
    fn setup(&self) -> &Setup {
        self.app.setup()
    }

    fn title(&self) -> Line<'static> {
        let text = match self.half {
            Half::Yours => " Your code ",
            Half::Theirs => " Your guesses ",
        };
        Line::from(text).style(Style::new().add_modifier(Modifier::BOLD))
    }

    fn bottom(&self) -> Line<'static> {
        match self.half {
            Half::Yours => Line::from(opponent_title(self.app)),
            Half::Theirs => Line::from(format!(" {} ", describe(self.setup()))),
        }
    }

    fn rule(&self, width: u16) -> Line<'static> {
        Line::styled(
            "─".repeat(usize::from(width.saturating_sub(2))),
            Style::new().fg(Color::DarkGray),
        )
    }

    /// `code ` and the pegs: shown, hidden, or being typed.
    fn code_line(&self) -> Line<'static> {
        let app = self.app;
        let setup = self.setup();
        let mode = app.mode();
        let broken = |side_won: bool| match mode {
            Mode::Over(result)
                if result.reason == mastermind_core::duel::Reason::Broken
                    || result.reason == mastermind_core::duel::Reason::BothBroken =>
            {
                side_won
            }
            _ => false,
        };
        let (code, typing, hit) = match self.half {
            Half::Yours => (
                app.your_code(),
                mode == Mode::Code,
                broken(self.broke(mastermind_core::duel::Side::Black)),
            ),
            Half::Theirs => (
                app.computer_code(),
                false,
                broken(self.broke(mastermind_core::duel::Side::White)),
            ),
        };
        let label = if typing {
            Span::styled(
                "code▸",
                Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD),
            )
        } else if hit {
            Span::styled(
                "code ",
                Style::new().fg(Color::Red).add_modifier(Modifier::BOLD),
            )
        } else {
            Span::styled("code ", Style::new().add_modifier(Modifier::BOLD))
        };
        let mut spans = vec![label];
        match code {
            Some(code) => spans.extend(pegs::code(setup, &code)),
            None if typing => spans.extend(self.draft_spans()),
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

    /// Whether `side` broke the other's code in the last turn.
    fn broke(&self, side: mastermind_core::duel::Side) -> bool {
        let pegs = self.setup().pegs();
        self.app
            .duel()
            .turns()
            .last()
            .is_some_and(|rows| rows[side].black == pegs)
    }

    fn draft_spans(&self) -> Vec<Span<'static>> {
        let app = self.app;
        let mut spans = Vec::new();
        for (i, peg) in app.draft().iter().enumerate() {
            if i > 0 {
                spans.push(Span::raw(" "));
            }
            let cursor = i == app.cursor();
            match peg {
                Some(digit) => spans.extend(pegs::peg(self.setup(), *digit, cursor)),
                None => spans.push(pegs::hole(cursor)),
            }
        }
        if app.draft().iter().all(Option::is_some) {
            spans.push(Span::styled(
                "  ⏎",
                Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD),
            ));
        }
        spans
    }

    fn played_line(&self, number: usize, turn: &Turn) -> Line<'static> {
        let mut spans = vec![Span::raw(format!("{number:>3}  "))];
        spans.extend(pegs::code(self.setup(), &turn.guess));
        spans.push(Span::raw("  "));
        spans.extend(packed(turn, self.setup().pegs()));
        Line::from(spans)
    }

    fn current_label(number: usize) -> Span<'static> {
        Span::styled(
            format!("{number:>3} ▸"),
            Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD),
        )
    }

    /// The row of the turn in play: your guess being typed, or the
    /// computer's, hidden until yours is in.
    fn current_line(&self, number: usize) -> Line<'static> {
        let mut spans = vec![Self::current_label(number)];
        match self.half {
            Half::Theirs => spans.extend(self.draft_spans()),
            Half::Yours => {
                let text = if self.app.busy() {
                    " thinking…"
                } else {
                    " guessed: shown with yours"
                };
                spans.push(Span::styled(
                    text,
                    Style::new()
                        .fg(Color::Yellow)
                        .add_modifier(Modifier::ITALIC),
                ));
            }
        }
        Line::from(spans)
    }

    fn empty_line(&self, number: usize) -> Line<'static> {
        let mut spans = vec![Span::styled(
            format!("{number:>3}  "),
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

    fn rows(&self) -> Vec<Line<'static>> {
        let app = self.app;
        let turns = app.duel().turns();
        let current = match app.mode() {
            Mode::Guess { turn } => Some(turn),
            _ => None,
        };
        (1..=usize::from(self.setup().turns()))
            .map(|number| match turns.get(number - 1) {
                Some(rows) => match self.half {
                    Half::Yours => self.played_line(number, &rows.black),
                    Half::Theirs => self.played_line(number, &rows.white),
                },
                None if current == Some(number) => self.current_line(number),
                None => self.empty_line(number),
            })
            .collect()
    }
}

impl Widget for DuelBoard<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let block = Block::bordered()
            .title(self.title())
            .title_bottom(self.bottom());
        let mut lines = Vec::new();
        match self.half {
            Half::Yours => {
                lines.extend(self.rows());
                lines.push(self.rule(area.width));
                lines.push(self.code_line());
            }
            Half::Theirs => {
                lines.push(self.code_line());
                lines.push(self.rule(area.width));
                lines.extend(self.rows());
            }
        }
        Paragraph::new(lines).block(block).render(area, buf);
    }
}

fn board_screen(app: &DuelApp, frame: &mut Frame, area: Rect) {
    let width = board_width(app);
    let height = board_height(app.setup());
    if area.width < 2 * width || area.height < height + BELOW {
        too_small(app, frame, area, (2 * width, height + BELOW));
        return;
    }
    let [boards, below] =
        Layout::vertical([Constraint::Length(height), Constraint::Min(0)]).areas(area);
    let [left, right, _] = Layout::horizontal([
        Constraint::Length(width),
        Constraint::Length(width),
        Constraint::Min(0),
    ])
    .areas(boards);
    frame.render_widget(
        DuelBoard {
            app,
            half: Half::Yours,
        },
        left,
    );
    frame.render_widget(
        DuelBoard {
            app,
            half: Half::Theirs,
        },
        right,
    );
    let mut lines = Vec::new();
    if let Mode::Over(result) = app.mode() {
        let (tone, text) = verdict(&result);
        lines.push(toned(tone, &text));
    }
    lines.push(status_line(app));
    if !app.is_over() {
        lines.push(palette_line(app.setup()));
    }
    lines.extend(key_lines(app));
    frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), below);
}

fn too_small(app: &DuelApp, frame: &mut Frame, area: Rect, (width, height): (u16, u16)) {
    let lines = vec![
        Line::styled(
            " The terminal is too small for the duel.",
            Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD),
        ),
        Line::from(format!(
            " It needs {width}×{height}; this one is {}×{}.",
            area.width, area.height
        )),
        Line::from(" Enlarge it, or q to leave."),
        status_line(app),
    ];
    frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), area);
}

fn toned(tone: Tone, text: &str) -> Line<'static> {
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

/// The line of the moment: a question, the last key's message, or what the
/// duel asks now.
fn status_line(app: &DuelApp) -> Line<'static> {
    match app.confirming() {
        Some(Confirm::Resign) => {
            return toned(
                Tone::Warning,
                "Resign this duel? y resigns, any other key plays on.",
            );
        }
        Some(Confirm::Quit) => {
            return toned(
                Tone::Warning,
                "Leave the duel? y leaves, any other key plays on.",
            );
        }
        None => {}
    }
    if let Some(status) = app.status() {
        return toned(status.tone, &status.text);
    }
    let turns = app.setup().turns();
    let text = match app.mode() {
        Mode::Code => {
            "Set your code for the computer to break (bottom left), then Enter.".to_string()
        }
        Mode::Guess { turn } if app.busy() => {
            format!("Turn {turn} of {turns}: the computer is thinking…")
        }
        Mode::Guess { turn } => {
            format!("Turn {turn} of {turns}: guess the computer's code on the right, then Enter.")
        }
        Mode::Over(_) => "n starts a new duel, q leaves.".to_string(),
    };
    toned(Tone::Info, &text)
}

/// The colours of the game with their digits: ` 1 R●  2 B■ …`.
fn palette_line(setup: &Setup) -> Line<'static> {
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

fn key_lines(app: &DuelApp) -> Vec<Line<'static>> {
    let line = |pairs: &[(&str, &str)]| {
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
    match app.mode() {
        Mode::Over(_) => vec![line(&[("n", "new duel"), ("?", "help"), ("q", "leave")])],
        mode => {
            let setup = app.setup();
            let letters: String = setup.palette().colours().map(|c| c.letter).collect();
            let digits = format!("{}-{}", setup.lowest_digit(), setup.colours().min(9));
            let enter = if mode == Mode::Code {
                "set the code"
            } else {
                "play the row"
            };
            vec![
                line(&[
                    (&format!("{digits} {letters}"), "a peg"),
                    ("← →", "move"),
                    ("⌫", "clear"),
                    ("Enter", enter),
                ]),
                line(&[("?", "help"), ("^R", "resign"), ("q", "quit")]),
            ]
        }
    }
}
