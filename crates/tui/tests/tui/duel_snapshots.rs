//! The duel screen as a person sees it, snapshot by snapshot: seed 003's
//! Logik against the computer, the code being set, a duel under way, its
//! end, and a terminal too small for it.

use crate::duel_support;

use crossterm::event::KeyCode;
use duel_support::*;
use insta::assert_snapshot;
use mastermind_core::Preset;
use mastermind_tui::duel::Mode;

const SEED: u64 = 11;

#[test]
fn the_code_being_set() {
    let mut app = duel(Preset::Logik, 3, SEED);
    typed(&mut app, "rb3");
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn a_duel_under_way() {
    let mut app = duel(Preset::Logik, 3, SEED);
    typed(&mut app, "12345\n11223\n44556\n7");
    assert_eq!(app.mode(), Mode::Guess { turn: 3 });
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn the_end_shows_both_codes_and_the_result() {
    let mut app = duel(Preset::Logik, 3, SEED);
    let theirs = computer_code(app.setup(), SEED);
    typed(&mut app, &format!("12345\n11223\n{theirs}\n"));
    assert!(app.is_over());
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn a_resigned_duel() {
    let mut app = duel(Preset::Mastermind1, 2, SEED);
    typed(&mut app, "1234\n1122\n");
    press(&mut app, ctrl('r'));
    let asking = text(&app, 80, 24);
    assert!(asking.contains("Resign this duel? y resigns"), "{asking}");
    press(&mut app, key(KeyCode::Char('y')));
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn a_terminal_too_small() {
    let app = duel(Preset::Logik, 3, SEED);
    assert_snapshot!(render(&app, 60, 12).backend());
}

#[test]
fn the_help() {
    let mut app = duel(Preset::Logik, 3, SEED);
    typed(&mut app, "?");
    assert_snapshot!(render(&app, 80, 30).backend());
}
