//! Seed 003's rules of the duel and the keys of the screen.

use mastermind_core::Setup;
use mastermind_i18n::tr;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, Paragraph, Wrap};

use crate::board::describe;
use crate::keys::peg_keys;
use crate::pegs::{BLACK_KEY, NO_KEY, WHITE_KEY};
use crate::screens::help::paragraph;

fn heading(text: &str) -> Line<'static> {
    Line::styled(
        format!(" {text}"),
        Style::new().add_modifier(Modifier::BOLD | Modifier::UNDERLINED),
    )
}

/// The rules both duels share: the key pegs, and the end.
fn pegs_and_end(resigning: String) -> Vec<Line<'static>> {
    let mut lines = paragraph(&tr!(
        "term-duel-help-marks",
        black = BLACK_KEY.to_string(),
        white = WHITE_KEY.to_string(),
        none = NO_KEY.to_string()
    ));
    lines.push(Line::default());
    lines.push(heading(&tr!("term-duel-help-end")));
    lines.extend(paragraph(&resigning));
    lines.push(Line::default());
    lines.push(heading(&tr!("term-help-keys")));
    lines
}

pub fn lines(setup: &Setup) -> Vec<Line<'static>> {
    let mut lines = vec![heading(&tr!("term-duel-help-title"))];
    lines.extend(paragraph(&tr!(
        "term-duel-help-intro",
        shape = describe(setup)
    )));
    lines.push(Line::default());
    lines.extend(paragraph(&tr!("term-duel-help-board")));
    lines.extend(pegs_and_end(tr!("term-duel-help-end-text")));
    lines.extend(paragraph(&tr!(
        "term-duel-help-keys",
        keys = peg_keys(setup)
    )));
    lines
}

pub fn online_lines(setup: &Setup, opponent: &str) -> Vec<Line<'static>> {
    let mut lines = vec![heading(&tr!("term-duel-help-online-title"))];
    lines.extend(paragraph(&tr!(
        "term-duel-help-online-intro",
        opponent = opponent,
        shape = describe(setup)
    )));
    lines.push(Line::default());
    lines.extend(paragraph(&tr!(
        "term-duel-help-online-board",
        opponent = opponent
    )));
    lines.extend(pegs_and_end(tr!("term-duel-help-online-end-text")));
    lines.extend(paragraph(&tr!(
        "term-duel-help-online-keys",
        keys = peg_keys(setup)
    )));
    lines
}

pub fn draw(setup: &Setup, scroll: u16, frame: &mut Frame, area: Rect) {
    draw_lines(lines(setup), scroll, frame, area);
}

pub fn draw_lines(lines: Vec<Line<'static>>, scroll: u16, frame: &mut Frame, area: Rect) {
    let block = Block::bordered()
        .title(format!(" {} ", tr!("term-duel-help-heading")))
        .title_bottom(format!(" {} ", tr!("term-duel-help-footer")));
    frame.render_widget(
        Paragraph::new(lines)
            .block(block)
            .wrap(Wrap { trim: false })
            .scroll((scroll, 0)),
        area,
    );
}
