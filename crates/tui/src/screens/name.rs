//! The name for a high score, asked over the won board: 1 to 44 characters,
//! checked by the core's `PlayerName`, whose message is shown when it refuses.
//! The field scrolls when the name is wider than the box.

use mastermind_core::highscore::MAX_NAME_CHARS;
use mastermind_i18n::tr;
use ratatui::Frame;
use ratatui::layout::{Constraint, Position, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, Clear, Paragraph};

use crate::app::App;
use crate::field::TextField;

/// The cells before the name inside the box: the border and ` > `.
const PROMPT: u16 = 4;

/// `below` is the free space under the board.
pub fn draw(
    app: &App,
    input: &TextField,
    error: Option<&str>,
    frame: &mut Frame,
    area: Rect,
    below: Rect,
) {
    let width = (MAX_NAME_CHARS as u16 + 12).min(area.width);
    let height = 7;
    // Below the board when there is room, so the key and the green line stay
    // in sight while the name is typed.
    let popup = if below.height >= height {
        Rect {
            height,
            ..below.centered_horizontally(Constraint::Length(width))
        }
    } else {
        area.centered(Constraint::Length(width), Constraint::Length(height))
    };
    let title = match app.preset() {
        Some(preset) => format!(" {} ", tr!("term-name-title-on", preset = preset.name())),
        None => format!(" {} ", tr!("term-name-title")),
    };
    let count = input.len();
    // The border on the right and nothing else after the field.
    let field_width = usize::from(width.saturating_sub(PROMPT + 1));
    let (shown, column) = input.window(field_width);
    let lines = vec![
        Line::from(format!(" {}", tr!("term-name-enters"))),
        Line::from(format!(
            " {}",
            tr!("term-name-prompt", most = MAX_NAME_CHARS)
        )),
        Line::from(format!(" > {shown}")),
        match error {
            Some(error) => Line::styled(
                format!(" {error}"),
                Style::new().fg(Color::Red).add_modifier(Modifier::BOLD),
            ),
            None => Line::styled(
                format!(" {count}/{MAX_NAME_CHARS}"),
                Style::new().fg(Color::DarkGray),
            ),
        },
        Line::from(format!(" {}", tr!("term-name-keys"))),
    ];
    frame.render_widget(Clear, popup);
    frame.render_widget(
        Paragraph::new(lines).block(
            Block::bordered()
                .title(title)
                .border_style(Style::new().fg(Color::Green)),
        ),
        popup,
    );
    let column = u16::try_from(column).unwrap_or(u16::MAX);
    let x = popup.x.saturating_add(PROMPT).saturating_add(column);
    frame.set_cursor_position(Position::new(
        x.min(popup.right().saturating_sub(2)),
        popup.y + 3,
    ));
}
