//! The review of a finished game: for each turn, the codes the player's guess
//! left against the codes the hint's guess would have left.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, Cell, Paragraph, Row, Table};

use crate::app::App;
use crate::pegs;

pub fn draw(app: &App, frame: &mut Frame, area: Rect) {
    let [body, foot] = Layout::vertical([Constraint::Fill(1), Constraint::Length(1)]).areas(area);
    frame.render_widget(super::footer(&[("Esc", "back to the board")]), foot);
    let block = Block::bordered().title(" Review: what each guess left ");
    let Some(review) = app.review() else {
        frame.render_widget(
            Paragraph::new(" Reviews are unavailable: this board has no advisor.").block(block),
            body,
        );
        return;
    };
    let setup = app.setup();
    let pegs = u16::from(setup.pegs());
    let rows = review.iter().map(|row| {
        let verdict = if row.left <= row.best_left {
            Cell::from("as good").style(Style::new().fg(Color::Green))
        } else {
            Cell::from(format!("{}× more", row.left.div_ceil(row.best_left.max(1))))
                .style(Style::new().fg(Color::Yellow))
        };
        Row::new(vec![
            Cell::from(format!("{:>4}", row.turn)),
            Cell::from(Line::from(pegs::compact(setup, &row.guess))),
            Cell::from(format!("{:>8}", row.before)),
            Cell::from(format!("{:>8}", row.left)),
            Cell::from(Line::from(pegs::compact(setup, &row.best))),
            Cell::from(format!("{:>8}", row.best_left)),
            verdict,
        ])
    });
    let header = Row::new(vec![
        "turn", "yours", "  before", "    left", "best", "    left", "",
    ])
    .style(Style::new().add_modifier(Modifier::BOLD));
    let guess_width = (2 * pegs).max(5);
    let table = Table::new(
        rows,
        [
            Constraint::Length(4),
            Constraint::Length(guess_width),
            Constraint::Length(8),
            Constraint::Length(8),
            Constraint::Length(guess_width),
            Constraint::Length(8),
            Constraint::Fill(1),
        ],
    )
    .header(header)
    .block(block);
    let [table_area, note] =
        Layout::vertical([Constraint::Fill(1), Constraint::Length(2)]).areas(body);
    frame.render_widget(table, table_area);
    frame.render_widget(
        Paragraph::new(vec![
            Line::from(" before: codes that fitted every answer before the turn; left: codes that"),
            Line::from(" fitted after it, for your guess and for the hint's. Fewer is better."),
        ]),
        note,
    );
}
