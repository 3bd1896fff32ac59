//! The colours the snapshots cannot show: each peg in its own colour, and the
//! seeds' green, red and yellow flags.

use crate::common;

use common::*;
use mastermind_core::Preset;
use mastermind_tui::{App, ColourDepth, ScoreBook};
use ratatui::buffer::Buffer;
use ratatui::style::{Color, Modifier};

/// The cell where `needle` first starts on screen. Every character the board
/// draws is one cell wide, so a character's index is its column.
fn find(buffer: &Buffer, needle: &str) -> (u16, u16) {
    let area = buffer.area;
    for y in 0..area.height {
        let row: String = (0..area.width).map(|x| buffer[(x, y)].symbol()).collect();
        if let Some(byte) = row.find(needle) {
            return (row[..byte].chars().count() as u16, y);
        }
    }
    panic!("{needle:?} is not on the screen");
}

fn fg(buffer: &Buffer, needle: &str) -> Option<Color> {
    buffer[find(buffer, needle)].style().fg
}

fn app<'a>(preset: Preset, secret: &str, book: Option<&'a MemoryBook>) -> App<'a> {
    App::new(
        config(preset, secret, 7),
        book.map(|b| b as &dyn ScoreBook),
        None,
        Box::new(TestClock::default()),
    )
    .expect("the secret fits")
}

#[test]
fn every_palette_peg_is_drawn_in_its_colour_with_its_letter() {
    let app = app(Preset::Mastermind3, "RGBYPT", None);
    let terminal = render(&app, 80, 24);
    let buffer = terminal.backend().buffer();
    for (name, letter, rgb) in [
        ("red", "R●", (0xd6, 0x28, 0x28)),
        ("green", "G◆", (0x2a, 0x9d, 0x3a)),
        ("black", "K✚", (0x22, 0x22, 0x22)),
    ] {
        let (x, y) = find(buffer, &format!("{letter}  {name}"));
        let cell = &buffer[(x, y)];
        assert_eq!(
            cell.style().bg,
            Some(Color::Rgb(rgb.0, rgb.1, rgb.2)),
            "{name}"
        );
    }
}

#[test]
fn played_pegs_keep_their_colours_and_the_key_is_grey_until_the_end() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    play(&mut app, &["YYYY"]);
    let terminal = render(&app, 80, 24);
    let buffer = terminal.backend().buffer();
    let (x, y) = find(buffer, "??");
    assert_eq!(buffer[(x, y)].style().bg, Some(Color::DarkGray));
    let (x, y) = find(buffer, "Y▲   Y▲");
    assert_eq!(
        buffer[(x, y)].style().bg,
        Some(Color::Rgb(0xf2, 0xc8, 0x11))
    );
    // Yellow is light: its letter is black so it can be read.
    assert_eq!(buffer[(x, y)].style().fg, Some(Color::Black));
    typed(&mut app, "qq");
    let terminal = render(&app, 80, 24);
    let buffer = terminal.backend().buffer();
    let (x, y) = find(buffer, "key");
    let (kx, _) = find(buffer, "R●   G◆   B■   Y▲");
    assert_eq!(
        buffer[(kx, y)].style().bg,
        Some(Color::Rgb(0xd6, 0x28, 0x28))
    );
    assert_eq!(buffer[(x, y)].style().fg, Some(Color::Red));
}

#[test]
fn a_win_is_green() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    play(&mut app, &["RGBY"]);
    let terminal = render(&app, 80, 24);
    assert_eq!(
        fg(terminal.backend().buffer(), "You won in 1 turn"),
        Some(Color::Green)
    );
    assert_eq!(fg(terminal.backend().buffer(), "key"), Some(Color::Green));
}

#[test]
fn a_loss_is_red() {
    let mut app = app(Preset::Colour1, "YRGY", None);
    play(&mut app, &["RRRB"; 6]);
    let terminal = render(&app, 80, 24);
    assert_eq!(
        fg(terminal.backend().buffer(), "You lost"),
        Some(Color::Red)
    );
}

#[test]
fn a_warning_is_yellow() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    typed(&mut app, "\n");
    let terminal = render(&app, 80, 24);
    assert_eq!(
        fg(terminal.backend().buffer(), "The row is not full"),
        Some(Color::Yellow)
    );
}

#[test]
fn the_new_entry_stands_out_in_the_table() {
    let book = MemoryBook::default();
    book.add(Preset::Mastermind1, "Bea", 3, 61_000, "1234");
    let mut app = app(Preset::Mastermind1, "RGBY", Some(&book));
    play(&mut app, &["RRBB", "RGBY"]);
    typed(&mut app, "Ann\n");
    let terminal = render(&app, 80, 24);
    let buffer = terminal.backend().buffer();
    assert_eq!(fg(buffer, "Ann"), Some(Color::Green));
    assert_ne!(fg(buffer, "Bea"), Some(Color::Green));
}

/// No colour of ours on a cell: the terminal's own foreground and background.
fn uncoloured(style: ratatui::style::Style) -> bool {
    [style.fg, style.bg]
        .iter()
        .all(|c| matches!(c, None | Some(Color::Reset)))
}

#[test]
fn the_cursor_shows_on_dark_and_light_terminals() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    let terminal = render(&app, 80, 24);
    let buffer = terminal.backend().buffer();
    let (x, y) = find(buffer, "[()]");
    for dx in 0..4 {
        let style = buffer[(x + dx, y)].style();
        assert!(style.add_modifier.contains(Modifier::REVERSED), "{dx}");
        assert!(uncoloured(style), "{style:?}");
    }
    let (x, y) = find(buffer, "▸");
    assert!(uncoloured(buffer[(x, y)].style()));
    // Under the cursor a peg keeps its colour between reversed brackets.
    typed(&mut app, "r");
    app.handle_key(key(crossterm::event::KeyCode::Left));
    let terminal = render(&app, 80, 24);
    let buffer = terminal.backend().buffer();
    let (x, y) = find(buffer, "[R●]");
    for dx in [0, 3] {
        let style = buffer[(x + dx, y)].style();
        assert!(style.add_modifier.contains(Modifier::REVERSED), "{dx}");
        assert!(uncoloured(style), "{style:?}");
    }
    assert_eq!(
        buffer[(x + 1, y)].style().bg,
        Some(Color::Rgb(0xd6, 0x28, 0x28))
    );
}

/// Every 24-bit colour on the screen, by cell.
fn rgb_cells(buffer: &Buffer) -> usize {
    buffer
        .content
        .iter()
        .filter(|cell| matches!(cell.fg, Color::Rgb(..)) || matches!(cell.bg, Color::Rgb(..)))
        .count()
}

#[test]
fn a_terminal_without_24_bit_colour_gets_none() {
    let mut config = config(Preset::Mastermind1, "RGBY", 7);
    config.colour_depth = ColourDepth::Indexed;
    let mut app = App::new(config, None, None, Box::new(TestClock::default())).unwrap();
    play(&mut app, &["RGBY"]);
    let terminal = render(&app, 80, 24);
    let buffer = terminal.backend().buffer();
    assert_eq!(rgb_cells(buffer), 0);
    let (x, y) = find(buffer, "R●  red");
    assert_eq!(buffer[(x, y)].style().bg, Some(Color::Indexed(160)));

    let mut config = common::config(Preset::Mastermind1, "RGBY", 7);
    config.colour_depth = ColourDepth::Basic;
    let app = App::new(config, None, None, Box::new(TestClock::default())).unwrap();
    let terminal = render(&app, 80, 24);
    let buffer = terminal.backend().buffer();
    assert_eq!(rgb_cells(buffer), 0);
    let (x, y) = find(buffer, "R●  red");
    assert_eq!(buffer[(x, y)].style().bg, Some(Color::Red));
    let (x, y) = find(buffer, "T★  turquoise");
    assert_eq!(buffer[(x, y)].style().bg, Some(Color::Cyan));

    // A terminal that announces it keeps the palette's own colours.
    let app = self::app(Preset::Mastermind1, "RGBY", None);
    assert!(rgb_cells(render(&app, 80, 24).backend().buffer()) > 0);
}
