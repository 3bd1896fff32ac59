//! A preset's high-score table: rank, name, turns, time, key and date, with
//! the entry just recorded highlighted.

use mastermind_core::{Code, Preset};
use mastermind_i18n::tr;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, Cell, Paragraph, Row, Table, Wrap};

use crate::app::App;
use crate::board::describe;
use crate::clock::format_millis;
use crate::pegs;

/// The narrowest name column the table keeps.
const NAME_MIN: u16 = 10;

pub fn draw(app: &App, preset: Option<Preset>, frame: &mut Frame, area: Rect) {
    let footer = super::footer(&[
        ("← →", tr!("term-footer-other-levels")),
        ("n", tr!("term-footer-play-again")),
        (tr!("term-key-esc").as_str(), tr!("term-footer-back")),
    ]);
    let footer_width = u16::try_from(footer.width()).unwrap_or(u16::MAX);
    // The title whole, the table's columns with room for a name, every
    // entry; a message without a table wraps into a few lines.
    let title = preset.map(|preset| {
        format!(
            " {} ",
            tr!(
                "term-scores-title",
                game = crate::words::preset_title(preset),
                shape = describe(&preset.setup())
            )
        )
    });
    let entries = preset.map(|preset| app.table(preset));
    let need = match (&title, &entries) {
        (Some(title), Some(Ok(entries))) if !entries.is_empty() => {
            let pegs = u16::from(preset.map_or(4, |p| p.setup().pegs()));
            let table = 1 + 2 + NAME_MIN + 5 + 6 + 2 * pegs + 16 + 6 + 2;
            let title = u16::try_from(title.chars().count()).unwrap_or(u16::MAX) + 2;
            let rows = u16::try_from(entries.len()).unwrap_or(u16::MAX);
            (table.max(title).max(footer_width), 2 + 1 + rows + 1)
        }
        (Some(title), _) => {
            let title = u16::try_from(title.chars().count()).unwrap_or(u16::MAX) + 2;
            (title.max(footer_width), 2 + 2 + 1)
        }
        (None, _) => (footer_width, 2 + 2 + 1),
    };
    if !super::small::fits(area, need) {
        super::small::draw(frame, area, need, None);
        return;
    }
    let [body, foot] = Layout::vertical([Constraint::Fill(1), Constraint::Length(1)]).areas(area);
    frame.render_widget(footer, foot);
    let (Some(preset), Some(title), Some(entries)) = (preset, title, entries) else {
        let block = Block::bordered().title(format!(" {} ", tr!("term-scores-heading")));
        frame.render_widget(
            Paragraph::new(format!(" {}", tr!("term-scores-custom")))
                .wrap(Wrap { trim: false })
                .block(block),
            body,
        );
        return;
    };
    let setup = preset.setup();
    let block = Block::bordered().title(title);
    let entries = match entries {
        Ok(entries) => entries,
        Err(message) => {
            frame.render_widget(
                Paragraph::new(format!(" {message}"))
                    .wrap(Wrap { trim: false })
                    .block(block),
                body,
            );
            return;
        }
    };
    if entries.is_empty() {
        frame.render_widget(
            Paragraph::new(format!(" {}", tr!("term-scores-empty"))).block(block),
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
    let header = Row::new(vec![
        String::new(),
        "#".to_string(),
        tr!("term-scores-name"),
        tr!("term-scores-turns"),
        format!("{:>5}", tr!("term-scores-time")),
        tr!("term-scores-key"),
        tr!("term-scores-date"),
    ])
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
