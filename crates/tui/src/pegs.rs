//! How one peg looks: its colour as the background, and its letter and symbol
//! on top, so that a player who cannot tell two colours apart still can tell
//! the pegs apart. Key pegs have marks of their own that no code peg uses, so
//! an answer never reads as a colour.

use mastermind_core::{Code, Colour, Setup};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Span;

/// A peg slot is this many cells wide: a space, letter, symbol, space.
pub const SLOT: u16 = 4;

/// A black key peg: right colour, right place. Small squares, because red's
/// symbol is ● and white's is ○.
pub const BLACK_KEY: char = '▪';
/// A white key peg: right colour, wrong place.
pub const WHITE_KEY: char = '▫';
/// A peg of the guess that scored nothing.
pub const NO_KEY: char = '·';
/// The blank on the board: the core's symbol for it is the key column's `·`.
pub const BLANK_SYMBOL: char = '◌';

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
    let symbol = if terminal_colour(colour).is_none() {
        BLANK_SYMBOL
    } else {
        colour.symbol
    };
    format!("{}{symbol}", colour.letter)
}

fn colour_of(setup: &Setup, digit: u8) -> &'static Colour {
    setup
        .palette()
        .colour(digit)
        .unwrap_or(&mastermind_core::colour::BLANK)
}

/// The cursor: reverse video in the terminal's own colours, which shows on
/// dark and light backgrounds alike, where a colour of ours might not.
pub fn cursor_style() -> Style {
    Style::new().add_modifier(Modifier::BOLD | Modifier::REVERSED)
}

/// The marks that point at the row being played (`▸`, `⏎`): bold in the
/// terminal's own foreground, for the same reason.
pub fn marker_style() -> Style {
    Style::new().add_modifier(Modifier::BOLD)
}

/// One peg in a slot: ` R● `, or `[R●]` under the cursor, its brackets in
/// reverse video beside the peg's own colours.
pub fn peg(setup: &Setup, digit: u8, cursor: bool) -> Vec<Span<'static>> {
    let colour = colour_of(setup, digit);
    let style = peg_style(colour);
    let (open, close) = if cursor {
        (
            Span::styled("[", cursor_style()),
            Span::styled("]", cursor_style()),
        )
    } else {
        (Span::styled(" ", style), Span::styled(" ", style))
    };
    vec![open, Span::styled(face(colour), style), close]
}

/// A slot with no peg yet.
pub fn hole(cursor: bool) -> Span<'static> {
    if cursor {
        Span::styled("[()]", cursor_style())
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

/// The key pegs of an answer packed tight (`▪▫··`): black first, then white,
/// then a dim mark for each peg that scored nothing, so that there is always
/// one mark per peg.
pub fn key_pegs(black: u8, white: u8, pegs: u8) -> Vec<Span<'static>> {
    let bold = Style::new().add_modifier(Modifier::BOLD);
    (0..pegs)
        .map(|i| {
            if i < black {
                Span::styled(BLACK_KEY.to_string(), bold)
            } else if i < black.saturating_add(white) {
                Span::styled(WHITE_KEY.to_string(), bold)
            } else {
                Span::styled(NO_KEY.to_string(), Style::new().fg(Color::DarkGray))
            }
        })
        .collect()
}

/// Spans with one space between each two, as the board's answer column.
pub fn spaced(spans: Vec<Span<'static>>) -> Vec<Span<'static>> {
    let mut out = Vec::with_capacity(spans.len() * 2);
    for (i, span) in spans.into_iter().enumerate() {
        if i > 0 {
            out.push(Span::raw(" "));
        }
        out.push(span);
    }
    out
}

/// The key pegs as plain text, for output that is not drawn on the board.
pub fn key_text(black: u8, white: u8, pegs: u8) -> String {
    key_pegs(black, white, pegs)
        .iter()
        .map(|span| span.content.as_ref())
        .collect()
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
    fn no_key_peg_looks_like_a_code_peg() {
        let faces: Vec<char> = COLOURS
            .iter()
            .chain([&mastermind_core::colour::BLANK])
            .flat_map(|colour| face(colour).chars().collect::<Vec<_>>())
            .collect();
        for mark in [BLACK_KEY, WHITE_KEY, NO_KEY] {
            assert!(!faces.contains(&mark), "{mark} is on a code peg too");
        }
        assert_eq!(face(&mastermind_core::colour::BLANK), ".◌");
    }

    #[test]
    fn an_answer_has_one_mark_per_peg() {
        assert_eq!(key_text(1, 2, 5), "▪▫▫··");
        assert_eq!(key_text(0, 0, 4), "····");
    }

    #[test]
    fn letters_stay_readable_on_light_and_dark_pegs() {
        let white = &COLOURS[6];
        let black = &COLOURS[7];
        assert_eq!(peg_style(white).fg, Some(Color::Black));
        assert_eq!(peg_style(black).fg, Some(Color::White));
    }
}
