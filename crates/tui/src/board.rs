//! The board of seed 002, section 2.1: the key on top (hidden until the game
//! ends), one row per turn from top to bottom, the results column on the right.

use mastermind_core::{Game, Setup, State, Turn};
use mastermind_i18n::tr;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use crate::pegs;

/// The cells before the first peg of a row: the turn number and the marker.
const LABEL: u16 = 6;

/// A game's board, with the row being filled.
#[derive(Debug)]
pub struct BoardView<'g> {
    pub game: &'g Game,
    pub title: String,
    pub draft: &'g [Option<u8>],
    pub cursor: usize,
}

/// The shape of a setup in the seeds' words: `4 pegs · 6 colours · 8 turns`.
pub fn describe(setup: &Setup) -> String {
    let mut parts = vec![tr!(
        "term-shape",
        pegs = setup.pegs(),
        colours = setup.colours(),
        turns = setup.turns()
    )];
    if setup.has_blanks() {
        parts.push(tr!("term-shape-blanks"));
    }
    if !setup.allows_repetition() {
        parts.push(tr!("term-shape-no-repeats"));
    }
    parts.join(" · ")
}

impl BoardView<'_> {
    pub fn width(&self) -> u16 {
        let pegs = u16::from(self.game.setup().pegs());
        let rows = LABEL + pegs * (pegs::SLOT + 1) + 1 + (2 * pegs - 1) + 1;
        let title = self.title.chars().count() as u16 + 4;
        let bottom = describe(self.game.setup()).chars().count() as u16 + 4;
        2 + rows.max(title).max(bottom)
    }

    pub fn height(&self) -> u16 {
        // Borders, the key and the rule under it, then one line per turn.
        4 + u16::from(self.game.setup().turns())
    }

    fn key_line(&self) -> Line<'static> {
        let setup = self.game.setup();
        let label_style = match self.game.state() {
            State::Won => Style::new().fg(Color::Green).add_modifier(Modifier::BOLD),
            State::Lost | State::Quit => Style::new().fg(Color::Red).add_modifier(Modifier::BOLD),
            State::Playing => Style::new().add_modifier(Modifier::BOLD),
        };
        // As wide as a row's number and marker, so the pegs line up.
        let label = format!(" {:<5}", tr!("term-board-key"));
        let mut spans = vec![Span::styled(label, label_style)];
        match self.game.revealed_secret() {
            Some(secret) => spans.extend(pegs::code(setup, &secret)),
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

    fn played_line(&self, number: usize, turn: &Turn) -> Line<'static> {
        let setup = self.game.setup();
        let mut spans = vec![Span::raw(format!("{number:>4}  "))];
        spans.extend(pegs::code(setup, &turn.guess));
        spans.push(Span::raw("  "));
        spans.extend(dots(turn, setup.pegs()));
        Line::from(spans)
    }

    fn draft_line(&self, number: usize) -> Line<'static> {
        let setup = self.game.setup();
        let mut spans = vec![Span::styled(format!("{number:>4} ▸"), pegs::marker_style())];
        for (i, peg) in self.draft.iter().enumerate() {
            spans.push(Span::raw(if i == 0 { "" } else { " " }));
            let cursor = i == self.cursor;
            match peg {
                Some(digit) => spans.extend(pegs::peg(setup, *digit, cursor)),
                None => spans.push(pegs::hole(cursor)),
            }
        }
        if self.draft.iter().all(Option::is_some) {
            // The web board's "OK" sign: shown once every hole has a peg.
            spans.push(Span::styled(
                format!("  ⏎ {}", tr!("term-key-enter")),
                pegs::marker_style(),
            ));
        }
        Line::from(spans)
    }

    fn empty_line(&self, number: usize) -> Line<'static> {
        let mut spans = vec![Span::styled(
            format!("{number:>4}  "),
            Style::new().fg(Color::DarkGray),
        )];
        for i in 0..self.game.setup().pegs() {
            if i > 0 {
                spans.push(Span::raw(" "));
            }
            spans.push(pegs::hole(false));
        }
        Line::from(spans)
    }

    /// The key, its rule, and the rows of turns: all of them when `rows` has
    /// room, otherwise a window that keeps the row being played in sight.
    pub fn lines(&self, rows: usize) -> Vec<Line<'static>> {
        let setup = self.game.setup();
        let turns = self.game.turns();
        let rule_width = usize::from(self.width().saturating_sub(2));
        let mut lines = vec![
            self.key_line(),
            Line::styled("─".repeat(rule_width), Style::new().fg(Color::DarkGray)),
        ];
        let total = usize::from(setup.turns());
        let rows = rows.clamp(1, total);
        let current = turns.len().min(total - 1);
        let first = (current + 1).saturating_sub(rows).min(total - rows);
        for number in first + 1..=first + rows {
            lines.push(if let Some(turn) = turns.get(number - 1) {
                self.played_line(number, turn)
            } else if number == turns.len() + 1 && self.game.state() == State::Playing {
                self.draft_line(number)
            } else {
                self.empty_line(number)
            });
        }
        lines
    }
}

/// The key pegs of a turn, spaced as the board's answer column.
pub fn dots(turn: &Turn, pegs: u8) -> Vec<Span<'static>> {
    pegs::spaced(pegs::key_pegs(turn.black, turn.white, pegs))
}

impl Widget for BoardView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let block = Block::bordered()
            .title(
                Line::from(format!(" {} ", self.title))
                    .style(Style::new().add_modifier(Modifier::BOLD)),
            )
            .title_bottom(Line::from(format!(" {} ", describe(self.game.setup()))));
        let rows = usize::from(block.inner(area).height.saturating_sub(2));
        Paragraph::new(self.lines(rows))
            .block(block)
            .render(area, buf);
    }
}
