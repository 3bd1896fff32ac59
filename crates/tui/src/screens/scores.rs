//! A preset's high-score table: rank, name, turns, time, key and date, with
//! the entry just recorded highlighted.

use mastermind_core::{Code, Preset};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, Cell, Paragraph, Row, Table, Wrap};

use crate::app::App;
use crate::board::describe;
use crate::clock::format_millis;
use crate::pegs;

pub fn draw(app: &App, preset: Option<Preset>, frame: &mut Frame, area: Rect) {
    let [body, foot] = Layout::vertical([Constraint::Fill(1), Constraint::Length(1)]).areas(area);
    frame.render_widget(
        super::footer(&[
            ("← →", "other levels"),
            ("n", "play again"),
            ("Esc", "back to the board"),
        ]),
        foot,
    );
    let Some(preset) = preset else {
        let block = Block::bordered().title(" High scores ");
        frame.render_widget(
            Paragraph::new(
                " A custom setup has no high-score table. ← → show the tables of the presets.",
            )
            .wrap(Wrap { trim: false })
            .block(block),
            body,
        );
        return;
    };
    let setup = preset.setup();
    let block = Block::bordered().title(format!(
        " High scores: {} ({}) ",
        preset.title(),
        describe(&setup)
    ));
    let entries = match app.table(preset) {
        Ok(entries) => entries,
        Err(message) => {
            frame.render_widget(Paragraph::new(format!(" {message}")).block(block), body);
            return;
        }
    };
    if entries.is_empty() {
        frame.render_widget(
            Paragraph::new(" No scores on this level yet: win a game to be the first.")
                .block(block),
            body,
        );
        return;
    }
    let highlight = app
        .recorded()
        .filter(|(p, _)| *p == preset)
        .map(|(_, rank)| rank);
    let rows = entries.iter().map(|entry| {
        let key = match Code::from_digits(&entry.secret) {
            Some(code) => Line::from(pegs::compact(&setup, &code)),
            None => Line::from(entry.secret.clone()),
        };
        let mine = highlight == Some(entry.rank);
        let row = Row::new(vec![
            Cell::from(if mine { "▶" } else { " " }),
            Cell::from(format!("{:>2}", entry.rank)),
            Cell::from(entry.name.clone()),
            Cell::from(format!("{:>5}", entry.turns)),
            Cell::from(format!("{:>5}", format_millis(entry.millis))),
            Cell::from(key),
            Cell::from(entry.date.clone()),
        ]);
        if mine {
            row.style(Style::new().fg(Color::Green).add_modifier(Modifier::BOLD))
        } else {
            row
        }
    });
    let header = Row::new(vec!["", "#", "name", "turns", " time", "key", "date (UTC)"])
        .style(Style::new().add_modifier(Modifier::BOLD));
    let table = Table::new(
        rows,
        [
            Constraint::Length(1),
            Constraint::Length(2),
            Constraint::Fill(1),
            Constraint::Length(5),
            Constraint::Length(6),
            Constraint::Length(2 * u16::from(setup.pegs())),
            Constraint::Length(16),
        ],
    )
    .header(header)
    .block(block);
    frame.render_widget(table, body);
}
