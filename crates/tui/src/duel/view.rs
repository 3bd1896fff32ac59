//! Draws the duel as seed 003 lays it out: on the left your code at the
//! bottom with the computer's guesses at it, on the right the computer's
//! code hidden at the top with your guesses; under them the line of the
//! moment, the colours and the keys.

use mastermind_core::Setup;
use mastermind_core::duel::{DuelResult, Phase, Reason, Side};
use mastermind_core::game::Turn;
use mastermind_i18n::tr;
use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget, Wrap};

use super::app::{Confirm, Mode};
use super::board::Board;
use super::panel::{clock_line, key_lines, palette_line, status_line};
use crate::app::{Status, Tone};
use crate::board::describe;
use crate::pegs;
use crate::view::toned;

/// The cells before the first peg of a row: the turn number and the marker.
const LABEL: u16 = 5;
/// The lines under the boards: the line of the moment, the colours and two
/// of keys.
const BELOW: u16 = 4;

/// What the duel screen draws besides the [`Board`]: the row being typed,
/// the line of the moment, and the words that differ between a duel
/// against the computer and one against a person.
pub(crate) trait Face {
    fn draft(&self) -> &[Option<u8>];
    fn cursor(&self) -> usize;
    fn status(&self) -> Option<Status>;
    fn confirming(&self) -> Option<Confirm>;
    /// The title under the opponent's guesses: ` NAME guesses `.
    fn opponent_title(&self, board: &Board) -> String;
    /// Said in the row of the turn in play on the opponent's side.
    fn opponent_row(&self, board: &Board) -> String;
    /// What the duel asks now, when no key left a message.
    fn moment(&self, board: &Board) -> String;
    /// The result in a sentence.
    fn verdict(&self, board: &Board, result: &DuelResult) -> (Tone, String);
    /// The question before leaving.
    fn quit_question(&self) -> String;
    /// The keys once the duel is over.
    fn keys_over(&self) -> Vec<(&'static str, String)>;
}

/// What the person is doing, by the board.
pub(crate) fn mode(board: &Board) -> Mode {
    match board.phase {
        Phase::Codes { .. } => Mode::Code,
        Phase::Guesses { turn, .. } => Mode::Guess { turn },
        Phase::Over => match board.result {
            Some(result) => Mode::Over(result),
            None => Mode::Code,
        },
    }
}

/// Which half of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Half {
    /// Your code and the opponent's guesses at it.
    Yours,
    /// The opponent's code and your guesses.
    Theirs,
}

struct DuelBoard<'a> {
    app: &'a dyn Face,
    board: &'a Board,
    half: Half,
}

/// The width of either half: both are drawn alike.
fn board_width(app: &dyn Face, board: &Board) -> u16 {
    let setup = &board.setup;
    let pegs = u16::from(setup.pegs());
    let rows = LABEL + pegs * (pegs::SLOT + 1) - 1 + 2 + pegs + 1;
    let titles = [
        tr!("term-duel-your-code").chars().count() + 2,
        tr!("term-duel-your-guesses").chars().count() + 2,
        app.opponent_title(board).chars().count(),
        describe(setup).chars().count() + 2,
    ];
    let title = titles.into_iter().max().unwrap_or(0) as u16 + 2;
    2 + rows.max(title)
}

fn board_height(setup: &Setup) -> u16 {
    // Borders, the code and the rule beside it, then one line per turn.
    4 + u16::from(setup.turns())
}

/// The key pegs of a revealed row, packed.
fn packed(turn: &Turn, pegs: u8) -> Vec<Span<'static>> {
    pegs::key_pegs(turn.black, turn.white, pegs)
}

impl DuelBoard<'_> {
    fn setup(&self) -> &Setup {
        &self.board.setup
    }

    fn title(&self) -> Line<'static> {
        let text = match self.half {
            Half::Yours => format!(" {} ", tr!("term-duel-your-code")),
            Half::Theirs => format!(" {} ", tr!("term-duel-your-guesses")),
        };
        Line::from(text).style(Style::new().add_modifier(Modifier::BOLD))
    }

    fn bottom(&self) -> Line<'static> {
        match self.half {
            Half::Yours => Line::from(self.app.opponent_title(self.board)),
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
        let board = self.board;
        let setup = self.setup();
        let mode = mode(board);
        let broken = |side_won: bool| match mode {
            Mode::Over(result)
                if result.reason == Reason::Broken || result.reason == Reason::BothBroken =>
            {
                side_won
            }
            _ => false,
        };
        let (you, them) = (board.you, board.them());
        let (code, typing, hit) = match self.half {
            Half::Yours => (
                board.codes[you],
                mode == Mode::Code,
                broken(self.broke(them)),
            ),
            Half::Theirs => (board.codes[them], false, broken(self.broke(you))),
        };
        // As wide as a row's number and marker, so the pegs line up.
        let word = tr!("term-duel-code");
        let label = if typing {
            Span::styled(format!("{word:<4}▸"), pegs::marker_style())
        } else if hit {
            Span::styled(
                format!("{word:<5}"),
                Style::new().fg(Color::Red).add_modifier(Modifier::BOLD),
            )
        } else {
            Span::styled(
                format!("{word:<5}"),
                Style::new().add_modifier(Modifier::BOLD),
            )
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
    fn broke(&self, side: Side) -> bool {
        let pegs = self.setup().pegs();
        self.board
            .turns
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
            spans.push(Span::styled("  ⏎", pegs::marker_style()));
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
        Span::styled(format!("{number:>3} ▸"), pegs::marker_style())
    }

    /// The row of the turn in play: your guess being typed (or sent), or
    /// the opponent's, hidden until both are in.
    fn current_line(&self, number: usize) -> Line<'static> {
        let mut spans = vec![Self::current_label(number)];
        match (self.half, self.board.your_guess) {
            (Half::Theirs, Some(guess)) => {
                spans.extend(pegs::code(self.setup(), &guess));
                spans.push(Span::styled(
                    format!("  {}", tr!("term-duel-sent")),
                    Style::new()
                        .fg(Color::Yellow)
                        .add_modifier(Modifier::ITALIC),
                ));
            }
            (Half::Theirs, None) => spans.extend(self.draft_spans()),
            (Half::Yours, _) => {
                let text = self.app.opponent_row(self.board);
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
        let board = self.board;
        let turns = &board.turns;
        let current = match mode(board) {
            Mode::Guess { turn } => Some(turn),
            _ => None,
        };
        (1..=usize::from(self.setup().turns()))
            .map(|number| match turns.get(number - 1) {
                Some(rows) => match self.half {
                    Half::Yours => self.played_line(number, &rows[board.them()]),
                    Half::Theirs => self.played_line(number, &rows[board.you]),
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

/// Both halves of the board and the lines under them.
pub(crate) fn board_screen(app: &dyn Face, board: &Board, frame: &mut Frame, area: Rect) {
    let width = board_width(app, board);
    let height = board_height(&board.setup);
    // A timed duel shows its clocks on a line of their own.
    let below = BELOW + u16::from(board.clock.is_some());
    if area.width < 2 * width || area.height < height + below {
        too_small(app, board, frame, area, (2 * width, height + below));
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
            board,
            half: Half::Yours,
        },
        left,
    );
    frame.render_widget(
        DuelBoard {
            app,
            board,
            half: Half::Theirs,
        },
        right,
    );
    let mut lines = Vec::new();
    if let Mode::Over(result) = mode(board) {
        let (tone, text) = app.verdict(board, &result);
        lines.push(toned(tone, &text));
    }
    lines.push(status_line(app, board));
    if let Some(clocks) = clock_line(board) {
        lines.push(clocks);
    }
    if !board.is_over() {
        lines.push(palette_line(&board.setup));
    }
    lines.extend(key_lines(app, board));
    frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), below);
}

fn too_small(
    app: &dyn Face,
    board: &Board,
    frame: &mut Frame,
    area: Rect,
    (width, height): (u16, u16),
) {
    let lines = vec![
        Line::styled(
            format!(" {}", tr!("term-duel-small")),
            Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD),
        ),
        Line::from(format!(
            " {}",
            tr!(
                "term-duel-small-needs",
                need = format!("{width}×{height}"),
                has = format!("{}×{}", area.width, area.height)
            )
        )),
        Line::from(format!(" {}", tr!("term-duel-small-enlarge"))),
        status_line(app, board),
    ];
    frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), area);
}
