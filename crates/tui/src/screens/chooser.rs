//! Game and level: the presets with their pegs · colours · turns, as the
//! seeds' Introduction pages list them.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Cell, Paragraph, Row, Table, Wrap};

use crate::app::App;
use crate::board::describe;
use crate::pegs;
use crate::view::rule_name;

pub fn draw(app: &App, selected: usize, frame: &mut Frame, area: Rect) {
    let [body, detail, foot] = Layout::vertical([
        Constraint::Fill(1),
        Constraint::Length(4),
        Constraint::Length(1),
    ])
    .areas(area);
    let choices = app.choices();
    let rows = choices.iter().enumerate().map(|(i, choice)| {
        let setup = &choice.setup;
        let name = match choice.preset {
            Some(preset) => preset.title().to_string(),
            None => "Custom game (as started)".to_string(),
        };
        let shape = format!("{}·{}·{}", setup.pegs(), setup.colours(), setup.turns());
        let marker = if i == selected { "▶" } else { " " };
        let row = Row::new(vec![
            Cell::from(marker),
            Cell::from(name),
            Cell::from(shape),
            Cell::from(rule_name(setup.rule())),
        ]);
        if i == selected {
            row.style(Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD))
        } else {
            row
        }
    });
    let header = Row::new(vec!["", "game and level", "pegs·colours·turns", "rule"])
        .style(Style::new().add_modifier(Modifier::BOLD));
    let table = Table::new(
        rows,
        [
            Constraint::Length(1),
            Constraint::Length(40),
            Constraint::Length(18),
            Constraint::Fill(1),
        ],
    )
    .header(header)
    .block(Block::bordered().title(" Choose the game and level "));
    frame.render_widget(table, body);
    if let Some(choice) = choices.get(selected) {
        let setup = &choice.setup;
        let mut colours = vec![Span::raw(" Colours: ")];
        for digit in 1..=setup.colours() {
            colours.push(Span::raw(format!("{digit}")));
            colours.extend(pegs::peg(setup, digit, false));
        }
        if setup.has_blanks() {
            colours.push(Span::raw("0 blank"));
        }
        let rule = match setup.rule() {
            mastermind_core::Rule::Mastermind => {
                "one dot per key peg, black before white (the board game, Mastermind)"
            }
            mastermind_core::Rule::ColourGame => {
                "white for every peg of a colour anywhere in the key (the colour game)"
            }
        };
        frame.render_widget(
            Paragraph::new(vec![
                Line::from(format!(" {}", describe(setup))),
                Line::from(colours),
                Line::from(format!(" Rule: {rule}")),
            ])
            .wrap(Wrap { trim: false }),
            detail,
        );
    }
    frame.render_widget(
        super::footer(&[
            ("↑ ↓", "choose"),
            ("Enter", "play"),
            ("s", "high scores"),
            ("Esc", "back to the board"),
        ]),
        foot,
    );
}
