//! The colours the solve snapshots cannot show: pegs in their colours, the
//! contradicting rows in red, the key pegs of each notation, and the green,
//! red and yellow lines under the board.

use crate::solve_support;

use mastermind_core::{Notation, Preset};
use mastermind_solver::Strategy;
use mastermind_tui::solve::{SolveApp, SolveConfig};
use ratatui::buffer::Buffer;
use ratatui::style::{Color, Modifier};
use solve_support::*;

/// The cell where `needle` first starts on screen, searching rows from `from`.
fn find_from(buffer: &Buffer, needle: &str, from: u16) -> (u16, u16) {
    let area = buffer.area;
    for y in from..area.height {
        let row: String = (0..area.width).map(|x| buffer[(x, y)].symbol()).collect();
        if let Some(byte) = row.find(needle) {
            return (row[..byte].chars().count() as u16, y);
        }
    }
    panic!("{needle:?} is not on the screen");
}

fn find(buffer: &Buffer, needle: &str) -> (u16, u16) {
    find_from(buffer, needle, 0)
}

fn with_buffer(app: &SolveApp, check: impl FnOnce(&Buffer)) {
    let terminal = render(app, 80, 24);
    check(terminal.backend().buffer());
}

fn contradiction() -> SolveApp {
    let setup = Preset::Mastermind1.setup();
    let secret = setup.parse_code("BYPP").expect("a code");
    let mut app = solve(Preset::Mastermind1, Strategy::Simple);
    typed(&mut app, "-\n");
    answer_honestly(&mut app, &secret, 2);
    app
}

#[test]
fn the_guesses_are_drawn_in_their_colours() {
    let app = solve(Preset::Mastermind1, Strategy::Simple);
    with_buffer(&app, |buffer| {
        // Row 1 of the board: red, blue, yellow, green.
        let (x, y) = find(buffer, "R●   B■");
        assert_eq!(
            buffer[(x, y)].style().bg,
            Some(Color::Rgb(0xd6, 0x28, 0x28))
        );
        let (x, y) = find(buffer, "R●  red");
        assert_eq!(
            buffer[(x, y)].style().bg,
            Some(Color::Rgb(0xd6, 0x28, 0x28))
        );
    });
}

#[test]
fn contradicting_rows_are_red_and_the_picked_one_stands_out() {
    let app = contradiction();
    with_buffer(&app, |buffer| {
        let (x, y) = find(buffer, "1 ✘");
        let marker = buffer[(x + 2, y)].style();
        assert_eq!(marker.fg, Some(Color::Red));
        // The answer column of the row: red underneath.
        let (dx, dy) = find_from(buffer, "· · · ·", y);
        assert_eq!(dy, y);
        assert_eq!(buffer[(dx, dy)].style().bg, Some(Color::Red));
        let (x, y) = find(buffer, "3 ▶");
        let picked = buffer[(x + 2, y)].style();
        assert_eq!(picked.fg, Some(Color::Red));
        assert!(picked.add_modifier.contains(Modifier::REVERSED));
        let (ax, ay) = find_from(buffer, "▫ ▫", y);
        assert_eq!(buffer[(ax, ay)].style().bg, Some(Color::Red));
        // Turn 2 is not one of them.
        let (x, y) = find(buffer, "   2   Y▲");
        assert_ne!(buffer[(x + 5, y)].style().fg, Some(Color::Red));
        assert_eq!(buffer[(x + 27, y)].symbol(), "▪");
        assert_ne!(buffer[(x + 27, y)].style().bg, Some(Color::Red));
        let (sx, sy) = find(buffer, "✘ These answers");
        assert_eq!(buffer[(sx, sy)].style().fg, Some(Color::Red));
    });
}

#[test]
fn the_answer_being_typed_is_yellow_and_warnings_too() {
    let mut app = solve(Preset::Mastermind1, Strategy::Simple);
    typed(&mut app, "bw");
    with_buffer(&app, |buffer| {
        let (x, y) = find(buffer, "▪ ▫ · ·");
        assert_eq!(buffer[(x, y)].style().fg, Some(Color::Yellow));
    });
    typed(&mut app, "bbw\n");
    with_buffer(&app, |buffer| {
        let (x, y) = find(buffer, "⚠");
        assert_eq!(buffer[(x, y)].style().fg, Some(Color::Yellow));
    });
}

#[test]
fn seed_004_notation_draws_white_and_red_key_pegs() {
    let mut app = start(SolveConfig {
        notation: Notation::WhiteRed,
        ..config(
            Preset::Mastermind1.setup(),
            Some(Preset::Mastermind1),
            Strategy::Simple,
        )
    });
    typed(&mut app, "wr\n");
    with_buffer(&app, |buffer| {
        // Its own letters: a white peg never drawn as a black one (▪).
        let (x, y) = find(buffer, "W R · ·");
        assert_eq!(buffer[(x, y)].style().fg, Some(Color::White));
        assert_eq!(buffer[(x + 2, y)].style().fg, Some(Color::Red));
    });
    // Refusals speak white and red too.
    typed(&mut app, "www\n");
    typed(&mut app, "wwwr\n");
    let shown = text(&app, 80, 24);
    assert!(shown.contains("3 white and 1 red cannot happen"), "{shown}");
}

#[test]
fn solved_is_green_and_reveals_the_code() {
    let setup = Preset::Mastermind1.setup();
    let secret = setup.parse_code("BYPP").expect("a code");
    let mut app = solve(Preset::Mastermind1, Strategy::Simple);
    answer_honestly(&mut app, &secret, 8);
    with_buffer(&app, |buffer| {
        let (x, y) = find(buffer, "✔ Solved");
        assert_eq!(buffer[(x, y)].style().fg, Some(Color::Green));
        let (x, y) = find(buffer, "code  B■");
        assert_eq!(buffer[(x, y)].style().fg, Some(Color::Green));
        assert_eq!(
            buffer[(x + 6, y)].style().bg,
            Some(Color::Rgb(0x1f, 0x5f, 0xd6)),
            "blue"
        );
    });
}
