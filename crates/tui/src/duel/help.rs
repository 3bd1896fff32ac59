//! Seed 003's rules of the duel and the keys of the screen.

use mastermind_core::Setup;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, Paragraph, Wrap};

use crate::board::describe;
use crate::keys::peg_keys;
use crate::pegs::{BLACK_KEY, NO_KEY, WHITE_KEY};

fn heading(text: &str) -> Line<'static> {
    Line::styled(
        format!(" {text}"),
        Style::new().add_modifier(Modifier::BOLD | Modifier::UNDERLINED),
    )
}

fn text(text: &str) -> Line<'static> {
    Line::from(format!(" {text}"))
}

pub fn lines(setup: &Setup) -> Vec<Line<'static>> {
    vec![
        heading("The duel (Logik)"),
        text("You and the computer each set a code for the other to break; the first"),
        text("to break the other's code wins. You play white, the computer black."),
        text(&format!("This duel: {}.", describe(setup))),
        Line::default(),
        text("Your code is on the left, at the bottom, with the computer's guesses at"),
        text("it. The computer's code is hidden at the top on the right, with your"),
        text("guesses. Each turn both of you guess; the computer's guess and both"),
        text("answers are shown together once yours is in, so neither has the edge."),
        text(&format!(
            "A black {BLACK_KEY} is a peg of the right colour in the right place, a white"
        )),
        text(&format!(
            "{WHITE_KEY} a peg of a right colour in the wrong place, a dim {NO_KEY} one that scores"
        )),
        text("nothing; black comes first."),
        Line::default(),
        heading("The end"),
        text("A code broken wins. Both codes broken in the same turn is a draw, and so"),
        text("is a duel where all rows are used and neither code is broken. Resigning"),
        text("loses. At the end both codes are shown."),
        Line::default(),
        heading("Keys"),
        text(&format!(
            "{}: a peg. ← → move, Backspace and Delete clear.",
            peg_keys(setup)
        )),
        text("Enter: set your code, then play each row."),
        text("Ctrl-R or F6: resign (asks first). n: a new duel once this one is over."),
        text("q or Esc: leave (asks first during a duel). ?, h or F1: this help."),
    ]
}

/// The rules and keys of a duel online against `opponent`.
pub fn online_lines(setup: &Setup, opponent: &str) -> Vec<Line<'static>> {
    vec![
        heading("The duel (Logik), online"),
        text(&format!(
            "You and {opponent} each set a code for the other to break;"
        )),
        text("the first to break the other's code wins."),
        text(&format!("This duel: {}.", describe(setup))),
        Line::default(),
        text(&format!(
            "Your code is on the left, at the bottom, with {opponent}'s guesses"
        )),
        text(&format!(
            "at it. {opponent}'s code is hidden at the top on the right, with"
        )),
        text("your guesses. Each turn both of you guess; both guesses and their"),
        text("answers are shown together once both are in. The server keeps the duel."),
        text(&format!(
            "A black {BLACK_KEY} is a peg of the right colour in the right place, a white"
        )),
        text(&format!(
            "{WHITE_KEY} a peg of a right colour in the wrong place, a dim {NO_KEY} one that scores"
        )),
        text("nothing; black comes first."),
        Line::default(),
        heading("The end"),
        text("A code broken wins. Both codes broken in the same turn is a draw, and so"),
        text("is a duel where all rows are used and neither code is broken. Resigning"),
        text("or running out of time loses. At the end both codes are shown."),
        Line::default(),
        heading("Keys"),
        text(&format!(
            "{}: a peg. ← → move, Backspace and Delete clear.",
            peg_keys(setup)
        )),
        text("Enter: send your code, then each row."),
        text("Ctrl-R or F6: resign (asks first)."),
        text("q or Esc: leave (asks first during a duel); the duel goes on and"),
        text("--resume comes back to it. ?, h or F1: this help."),
    ]
}

pub fn draw(setup: &Setup, scroll: u16, frame: &mut Frame, area: Rect) {
    draw_lines(lines(setup), scroll, frame, area);
}

pub fn draw_lines(lines: Vec<Line<'static>>, scroll: u16, frame: &mut Frame, area: Rect) {
    let block = Block::bordered()
        .title(" Help: the duel ")
        .title_bottom(" ↑ ↓ scroll · Esc back to the duel ");
    frame.render_widget(
        Paragraph::new(lines)
            .block(block)
            .wrap(Wrap { trim: false })
            .scroll((scroll, 0)),
        area,
    );
}
