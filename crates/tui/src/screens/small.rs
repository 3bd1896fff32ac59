//! What every screen of `play` shows when the terminal cannot hold it, as the
//! duel does: the size it needs, the size it has, and how to go on.

use mastermind_i18n::tr;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};

/// Whether `area` holds a screen of `need` (width, height).
pub(crate) fn fits(area: Rect, (width, height): (u16, u16)) -> bool {
    area.width >= width && area.height >= height
}

/// The message in place of a screen that needs `need`; `status` is the line
/// of the moment (a question waiting for its answer), if any.
pub(crate) fn draw(frame: &mut Frame, area: Rect, need: (u16, u16), status: Option<Line<'static>>) {
    let (width, height) = need;
    // One sentence that wraps, so that even a tiny terminal shows the sizes
    // and the way out.
    let mut lines = vec![Line::from(vec![
        Span::styled(
            format!(" {}", tr!("term-small")),
            Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD),
        ),
        Span::raw(format!(
            " {}",
            tr!(
                "term-small-needs",
                need = format!("{width}×{height}"),
                has = format!("{}×{}", area.width, area.height)
            )
        )),
    ])];
    lines.extend(status);
    frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), area);
}

/// The lines `line` takes when wrapped at word boundaries into `width`
/// columns (the way a wrapping paragraph lays it out).
pub(crate) fn wrapped_height(line: &Line, width: u16) -> u16 {
    let width = usize::from(width.max(1));
    let text: String = line.spans.iter().map(|s| s.content.as_ref()).collect();
    let mut lines = 1u16;
    let mut used = 0usize;
    // A line's start, not its width so far, decides whether a space goes
    // before the word: a leading space is an empty word that takes no cell
    // but still puts one before the next.
    let mut line_start = true;
    for word in text.split(' ') {
        let len = word.chars().count();
        let needed = if line_start { len } else { used + 1 + len };
        if needed <= width {
            used = needed;
        } else {
            if !line_start {
                lines += 1;
            }
            used = len;
            while used > width {
                lines += 1;
                used -= width;
            }
        }
        line_start = false;
    }
    lines
}

/// `text` cut to `width` columns, with an ellipsis when something is cut.
pub(crate) fn truncate(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(width.saturating_sub(1)).collect();
    cut.push('…');
    cut
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrapping_counts_lines_like_a_paragraph() {
        assert_eq!(wrapped_height(&Line::from("abc def"), 7), 1);
        assert_eq!(wrapped_height(&Line::from("abc def"), 6), 2);
        assert_eq!(wrapped_height(&Line::from("abcdefgh"), 4), 2);
        assert_eq!(wrapped_height(&Line::from(" abc def"), 7), 2);
        assert_eq!(wrapped_height(&Line::from(" abc def"), 8), 1);
    }

    #[test]
    fn truncation_keeps_the_width() {
        assert_eq!(
            truncate("Mastermind, level III", 40),
            "Mastermind, level III"
        );
        assert_eq!(truncate("Mastermind, level III", 12), "Mastermind,…");
    }
}
