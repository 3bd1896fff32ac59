//! How one peg looks: its colour as the background, and its letter and symbol
//! on top, so that a player who cannot tell two colours apart still can tell
//! the pegs apart.

use mastermind_core::{Code, Colour, Setup};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Span;

/// A peg slot is this many cells wide: a space, letter, symbol, space.
pub const SLOT: u16 = 4;

/// The terminal colour of a palette colour; `None` for the blank, which has none.
pub fn terminal_colour(colour: &Colour) -> Option<Color> {
    let hex = colour.rgb.strip_prefix('#')?;
    if hex.len() != 6 {
        return None;
    }
    let byte = |i: usize| u8::from_str_radix(hex.get(i..i + 2)?, 16).ok();
    Some(Color::Rgb(byte(0)?, byte(2)?, byte(4)?))
}

/// Black or white, whichever reads better on `background`.
fn contrast(background: Color) -> Color {
    match background {
        Color::Rgb(r, g, b) => {
            let luma = 299 * u32::from(r) + 587 * u32::from(g) + 114 * u32::from(b);
            if luma > 140_000 {
                Color::Black
            } else {
                Color::White
            }
        }
        _ => Color::Reset,
    }
}

pub fn peg_style(colour: &Colour) -> Style {
    match terminal_colour(colour) {
        Some(bg) => Style::new().bg(bg).fg(contrast(bg)),
        // The blank is a vacant hole that still counts as a colour: drawn
        // plain, so it never passes for a coloured peg.
        None => Style::new().add_modifier(Modifier::BOLD),
    }
}

/// The letter and symbol of a peg, as in `R●`.
pub fn face(colour: &Colour) -> String {
    format!("{}{}", colour.letter, colour.symbol)
}

fn colour_of(setup: &Setup, digit: u8) -> &'static Colour {
    setup
        .palette()
        .colour(digit)
        .unwrap_or(&mastermind_core::colour::BLANK)
}

/// One peg in a slot: ` R● `, or `[R●]` under the cursor.
pub fn peg(setup: &Setup, digit: u8, cursor: bool) -> Vec<Span<'static>> {
    let colour = colour_of(setup, digit);
    let style = peg_style(colour);
    let (open, close) = if cursor { ("[", "]") } else { (" ", " ") };
    vec![
        Span::styled(open, style.add_modifier(Modifier::BOLD)),
        Span::styled(face(colour), style),
        Span::styled(close, style.add_modifier(Modifier::BOLD)),
    ]
}

/// A slot with no peg yet.
pub fn hole(cursor: bool) -> Span<'static> {
    if cursor {
        Span::styled(
            "[()]",
            Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD),
        )
    } else {
        Span::styled(" () ", Style::new().fg(Color::DarkGray))
    }
}

/// A peg of the key while it is still hidden.
pub fn hidden() -> Span<'static> {
    Span::styled(" ?? ", Style::new().bg(Color::DarkGray).fg(Color::White))
}

/// A code in slots separated by one space.
pub fn code(setup: &Setup, code: &Code) -> Vec<Span<'static>> {
    let mut spans = Vec::new();
    for (i, &digit) in code.pegs().iter().enumerate() {
        if i > 0 {
            spans.push(Span::raw(" "));
        }
        spans.extend(peg(setup, digit, false));
    }
    spans
}

/// A code packed tight (`R●B■Y▲G◆`), for tables.
pub fn compact(setup: &Setup, code: &Code) -> Vec<Span<'static>> {
    code.pegs()
        .iter()
        .map(|&digit| {
            let colour = colour_of(setup, digit);
            Span::styled(face(colour), peg_style(colour))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use mastermind_core::COLOURS;

    #[test]
    fn every_colour_has_a_terminal_colour_and_the_blank_has_none() {
        for colour in &COLOURS {
            assert!(terminal_colour(colour).is_some(), "{}", colour.name);
        }
        assert_eq!(terminal_colour(&mastermind_core::colour::BLANK), None);
        assert_eq!(
            terminal_colour(&COLOURS[0]),
            Some(Color::Rgb(0xd6, 0x28, 0x28))
        );
    }

    #[test]
    fn letters_stay_readable_on_light_and_dark_pegs() {
        let white = &COLOURS[6];
        let black = &COLOURS[7];
        assert_eq!(peg_style(white).fg, Some(Color::Black));
        assert_eq!(peg_style(black).fg, Some(Color::White));
    }
}
