//! The screens beside the board: help, game and level, high scores, the name
//! for a high score, the review of a finished game.

pub mod chooser;
pub mod help;
pub mod name;
pub mod review;
pub mod scores;
pub(crate) mod small;

use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};

/// The line of keys at the foot of a screen.
pub(crate) fn footer(keys: &[(&str, String)]) -> Line<'static> {
    let mut spans = vec![Span::raw(" ")];
    for (i, (key, what)) in keys.iter().enumerate() {
        if i > 0 {
            spans.push(Span::raw(" · "));
        }
        spans.push(Span::styled(
            key.to_string(),
            Style::new().add_modifier(Modifier::BOLD),
        ));
        spans.push(Span::raw(format!(" {what}")));
    }
    Line::from(spans)
}
