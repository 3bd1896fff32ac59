//! The review of a finished game: for each turn, the guess and its answer as
//! the board drew them, then the codes the guess left against the codes the
//! hint's guess would have left.

use mastermind_core::puzzle::Verdict;
use mastermind_i18n::tr;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, Cell, Paragraph, Row, Table};

use crate::ReviewRow;
use crate::app::App;
use crate::pegs;

pub fn draw(app: &App, frame: &mut Frame, area: Rect) {
    let [body, foot] = Layout::vertical([Constraint::Fill(1), Constraint::Length(1)]).areas(area);
    frame.render_widget(
        super::footer(&[(tr!("term-key-esc").as_str(), tr!("term-footer-back"))]),
        foot,
    );
    let [table_area, note_area] =
        Layout::vertical([Constraint::Fill(1), Constraint::Length(2)]).areas(body);
    let setup = app.setup();
    let pegs = u16::from(setup.pegs());
    let review = app.review();
    let rows = app.game().turns().iter().zip(1..).map(|(turn, number)| {
        let mut cells = vec![
            Cell::from(format!("{number:>4}")),
            Cell::from(Line::from(pegs::compact(setup, &turn.guess))),
            Cell::from(Line::from(pegs::key_pegs(
                turn.black,
                turn.white,
                setup.pegs(),
            ))),
        ];
        if let Some(advice) = review.and_then(|rows| rows.iter().find(|r| r.turn == number)) {
            cells.extend(advice_cells(app, advice));
        }
        Row::new(cells)
    });
    let guess_width = (2 * pegs).max(5);
    let mut header = vec![
        tr!("term-review-turn"),
        tr!("term-review-yours"),
        tr!("term-review-answer"),
    ];
    let mut widths = vec![
        Constraint::Length(4),
        Constraint::Length(guess_width),
        Constraint::Length(pegs.max(6)),
    ];
    if review.is_some() {
        // The counts' headings stand right, over the counts.
        header.extend([
            format!("{:>8}", tr!("term-review-before")),
            format!("{:>8}", tr!("term-review-left")),
            tr!("term-review-best"),
            format!("{:>8}", tr!("term-review-left")),
            String::new(),
        ]);
        widths.extend([
            Constraint::Length(8),
            Constraint::Length(8),
            Constraint::Length(guess_width),
            Constraint::Length(8),
            Constraint::Fill(1),
        ]);
    }
    let table = Table::new(rows, widths)
        .header(Row::new(header).style(Style::new().add_modifier(Modifier::BOLD)))
        .block(Block::bordered().title(format!(" {} ", tr!("term-review-title"))));
    frame.render_widget(table, table_area);
    let note = match review {
        Some(_) => super::help::paragraph(&tr!("term-review-note")),
        None => super::help::paragraph(&tr!("term-review-no-advisor")),
    };
    frame.render_widget(Paragraph::new(note), note_area);
}

/// What the advisor says of a turn: the codes before and after it, the
/// hint's guess and what that would have left, and a verdict.
fn advice_cells(app: &App, row: &ReviewRow) -> Vec<Cell<'static>> {
    let coach = row.verdict.map(|v| match v {
        Verdict::Good => (tr!("term-review-verdict-good"), Color::Green),
        Verdict::Inaccuracy => (tr!("term-review-verdict-inaccuracy"), Color::Yellow),
        Verdict::Mistake => (tr!("term-review-verdict-mistake"), Color::Red),
        Verdict::Blunder => (tr!("term-review-verdict-blunder"), Color::Red),
    });
    let verdict = if let Some((word, colour)) = coach {
        Cell::from(word).style(Style::new().fg(colour))
    } else if row.left <= row.best_left {
        Cell::from(tr!("term-review-as-good")).style(Style::new().fg(Color::Green))
    } else {
        let times = row.left.div_ceil(row.best_left.max(1));
        Cell::from(tr!("term-review-more", times = times)).style(Style::new().fg(Color::Yellow))
    };
    vec![
        Cell::from(format!("{:>8}", row.before)),
        Cell::from(format!("{:>8}", row.left)),
        Cell::from(Line::from(pegs::compact(app.setup(), &row.best))),
        Cell::from(format!("{:>8}", row.best_left)),
        verdict,
    ]
}
