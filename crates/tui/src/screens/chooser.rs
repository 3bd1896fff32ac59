//! Game and level: the presets with their pegs · colours · turns, as the
//! seeds' Introduction pages list them.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Cell, Paragraph, Row, Table, Wrap};

use mastermind_core::Setup;
use mastermind_i18n::tr;

use crate::app::{App, Choice, Question};
use crate::board::describe;
use crate::pegs;
use crate::words::{colour, preset_title, rule_name};

/// The narrowest chooser: a line per choice still says which level it is.
const MIN_WIDTH: u16 = 32;
/// The table's columns and borders: narrower, each choice is a line.
const TABLE_WIDTH: u16 = 76;

pub fn draw(app: &App, selected: usize, frame: &mut Frame, area: Rect) {
    let choices = app.choices();
    let footer = super::footer(&[
        ("↑ ↓", tr!("term-footer-choose")),
        (tr!("term-key-enter").as_str(), tr!("term-footer-play")),
        ("s", tr!("term-footer-high-scores")),
        (tr!("term-key-esc").as_str(), tr!("term-footer-back")),
    ]);
    let detail = match choices.get(selected) {
        Some(choice) if app.question() == Some(Question::Level(selected)) => {
            question_lines(app, choice)
        }
        Some(choice) => detail_lines(&choice.setup),
        None => Vec::new(),
    };
    // Below the narrowest width the need is told for the narrowest width.
    let width = area.width.max(MIN_WIDTH);
    let foot_height = super::small::wrapped_height(&footer, width);
    let detail_height: u16 = detail
        .iter()
        .map(|line| super::small::wrapped_height(line, width))
        .sum();
    // The list keeps its borders and three choices at least; it scrolls to
    // the one selected.
    let need = (MIN_WIDTH, 2 + 3 + detail_height.max(4) + foot_height);
    if !super::small::fits(area, need) {
        super::small::draw(frame, area, need, None);
        return;
    }
    let [body, detail_area, foot] = Layout::vertical([
        Constraint::Fill(1),
        Constraint::Length(detail_height.max(4)),
        Constraint::Length(foot_height),
    ])
    .areas(area);
    let rows = choices.len() as u16 + 3;
    if body.width >= TABLE_WIDTH && body.height >= rows {
        table(&choices, selected, frame, body);
    } else {
        list(&choices, selected, frame, body);
    }
    frame.render_widget(
        Paragraph::new(detail).wrap(Wrap { trim: false }),
        detail_area,
    );
    frame.render_widget(Paragraph::new(footer).wrap(Wrap { trim: false }), foot);
}

fn name(choice: &Choice) -> String {
    match choice.preset {
        Some(preset) => preset_title(preset),
        None => tr!("term-chooser-custom"),
    }
}

fn selected_style() -> Style {
    Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD)
}

fn table(choices: &[Choice], selected: usize, frame: &mut Frame, area: Rect) {
    let rows = choices.iter().enumerate().map(|(i, choice)| {
        let setup = &choice.setup;
        let shape = format!("{}·{}·{}", setup.pegs(), setup.colours(), setup.turns());
        let marker = if i == selected { "▶" } else { " " };
        let row = Row::new(vec![
            Cell::from(marker),
            Cell::from(name(choice)),
            Cell::from(shape),
            Cell::from(rule_name(setup.rule())),
        ]);
        if i == selected {
            row.style(selected_style())
        } else {
            row
        }
    });
    let header = Row::new(vec![
        String::new(),
        tr!("term-chooser-game-and-level"),
        tr!("term-chooser-shape"),
        tr!("term-chooser-rule"),
    ])
    .style(Style::new().add_modifier(Modifier::BOLD));
    // Forty cells, or the widest name in a language that needs more.
    let widest = choices
        .iter()
        .map(|choice| name(choice).chars().count())
        .max()
        .unwrap_or(0);
    let name_width = u16::try_from(widest).unwrap_or(u16::MAX).max(40);
    let table = Table::new(
        rows,
        [
            Constraint::Length(1),
            Constraint::Length(name_width),
            Constraint::Length(18),
            Constraint::Fill(1),
        ],
    )
    .header(header)
    .block(Block::bordered().title(format!(" {} ", tr!("term-chooser-title"))));
    frame.render_widget(table, area);
}

/// One line a choice, its name first so that a cut line still says which
/// game and level it is; a window of the lines around the one selected.
fn list(choices: &[Choice], selected: usize, frame: &mut Frame, area: Rect) {
    let inner = usize::from(area.width.saturating_sub(2));
    let visible = usize::from(area.height.saturating_sub(2)).max(1);
    let first = (selected + 1).saturating_sub(visible);
    let lines: Vec<Line> = choices
        .iter()
        .enumerate()
        .skip(first)
        .take(visible)
        .map(|(i, choice)| {
            let setup = &choice.setup;
            let marker = if i == selected { "▶" } else { " " };
            let shape = tr!(
                "term-shape",
                pegs = setup.pegs(),
                colours = setup.colours(),
                turns = setup.turns()
            );
            let text = format!("{marker} {} · {shape}", name(choice));
            let text = super::small::truncate(&text, inner);
            if i == selected {
                Line::styled(text, selected_style())
            } else {
                Line::from(text)
            }
        })
        .collect();
    frame.render_widget(
        Paragraph::new(lines)
            .block(Block::bordered().title(format!(" {} ", tr!("term-chooser-title")))),
        area,
    );
}

/// Asked in place of the details, so the choice stays in sight.
fn question_lines(app: &App, choice: &Choice) -> Vec<Line<'static>> {
    let turns = app.game().turns().len();
    vec![
        Line::styled(
            format!(" ⚠ {}", tr!("term-chooser-give-up", turns = turns)),
            Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD),
        ),
        Line::from(format!(
            " {}",
            tr!("term-chooser-give-up-how", game = name(choice))
        )),
    ]
}

fn detail_lines(setup: &Setup) -> Vec<Line<'static>> {
    let mut colours = vec![Span::raw(format!(" {} ", tr!("term-chooser-colours")))];
    for digit in 1..=setup.colours() {
        colours.push(Span::raw(format!("{digit}")));
        colours.extend(pegs::peg(setup, digit, false));
    }
    if setup.has_blanks() {
        colours.push(Span::raw(format!("0 {}", colour("blank"))));
    }
    let rule = match setup.rule() {
        mastermind_core::Rule::Mastermind => tr!("term-chooser-rule-standard"),
        mastermind_core::Rule::ColourGame => tr!("term-chooser-rule-colour-game"),
    };
    vec![
        Line::from(format!(" {}", describe(setup))),
        Line::from(colours),
        Line::from(format!(" {}", tr!("term-chooser-rule-is", rule = rule))),
    ]
}
