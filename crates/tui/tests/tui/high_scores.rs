//! High scores on the board: which wins enter a table, and the name a win
//! is recorded under.

use crate::common;

use common::*;
use crossterm::event::KeyCode;
use mastermind_core::{PlayerName, Preset};
use mastermind_tui::{App, ScoreBook, Screen, Tone};

fn app<'a>(preset: Preset, secret: &str, book: Option<&'a MemoryBook>) -> App<'a> {
    App::new(
        config(preset, secret, 7),
        book.map(|b| b as &dyn ScoreBook),
        Some(&FixedAdvisor),
        Box::new(TestClock::default()),
    )
    .expect("the secret fits")
}

#[test]
fn a_qualifying_win_asks_for_a_name_and_records_it() {
    let book = MemoryBook::default();
    let mut app = app(Preset::Mastermind1, "RGBY", Some(&book));
    play(&mut app, &["RRBB", "RGBY"]);
    assert!(matches!(app.screen(), Screen::Name { .. }));
    typed(&mut app, "  Ann  \n");
    assert_eq!(
        app.screen(),
        &Screen::Scores {
            preset: Some(Preset::Mastermind1)
        }
    );
    assert_eq!(app.recorded(), Some((Preset::Mastermind1, 1)));
    let table = book.table(Preset::Mastermind1).unwrap();
    assert_eq!(table.len(), 1);
    assert_eq!((table[0].name.as_str(), table[0].turns), ("Ann", 2));
    assert_eq!(table[0].secret, "1423");
}

#[test]
fn a_name_stops_at_44_characters_and_says_so() {
    let book = MemoryBook::default();
    let mut app = app(Preset::Mastermind1, "RGBY", Some(&book));
    play(&mut app, &["RRBB", "RGBY"]);
    typed(&mut app, &"é".repeat(45));
    match app.screen() {
        Screen::Name {
            input,
            error: Some(error),
        } => {
            assert_eq!(input.text(), "é".repeat(44));
            assert!(error.contains("at most 44 characters"), "{error}");
        }
        other => panic!("still asking for the name, with why, not {other:?}"),
    }
    typed(&mut app, "\n");
    assert!(matches!(app.screen(), Screen::Scores { .. }));
    assert_eq!(
        book.table(Preset::Mastermind1).unwrap()[0].name,
        "é".repeat(44)
    );
}

#[test]
fn the_name_is_edited_at_the_cursor() {
    let book = MemoryBook::default();
    let mut app = app(Preset::Mastermind1, "RGBY", Some(&book));
    play(&mut app, &["RRBB", "RGBY"]);
    typed(&mut app, "Ana Mota");
    for _ in 0..6 {
        app.handle_key(key(KeyCode::Left));
    }
    typed(&mut app, "n");
    app.handle_key(key(KeyCode::Home));
    app.handle_key(key(KeyCode::Delete));
    typed(&mut app, "Jo");
    app.handle_key(key(KeyCode::End));
    app.handle_key(key(KeyCode::Backspace));
    app.handle_key(key(KeyCode::Right));
    typed(&mut app, "s\n");
    assert_eq!(
        book.table(Preset::Mastermind1).unwrap()[0].name,
        "Jonna Mots"
    );
}

#[test]
fn an_empty_name_is_refused() {
    let book = MemoryBook::default();
    let mut app = app(Preset::Mastermind1, "RGBY", Some(&book));
    play(&mut app, &["RRBB", "RGBY"]);
    typed(&mut app, "   \n");
    assert!(matches!(app.screen(), Screen::Name { error: Some(_), .. }));
    assert!(book.table(Preset::Mastermind1).unwrap().is_empty());
}

#[test]
fn esc_skips_the_name_and_records_nothing() {
    let book = MemoryBook::default();
    let mut app = app(Preset::Mastermind1, "RGBY", Some(&book));
    play(&mut app, &["RRBB", "RGBY"]);
    typed(&mut app, "Ann");
    app.handle_key(key(KeyCode::Esc));
    assert_eq!(app.screen(), &Screen::Board);
    assert!(book.table(Preset::Mastermind1).unwrap().is_empty());
    assert_eq!(app.status().map(|s| s.tone), Some(Tone::Won));
}

#[test]
fn a_name_given_up_front_is_recorded_without_asking() {
    let book = MemoryBook::default();
    let mut config = config(Preset::Logik, "RGBYP", 7);
    config.name = Some(PlayerName::parse("Zoë").unwrap());
    let mut app = App::new(config, Some(&book), None, Box::new(TestClock::default())).unwrap();
    play(&mut app, &["RRRRR", "RGBYP"]);
    assert_eq!(
        app.screen(),
        &Screen::Scores {
            preset: Some(Preset::Logik)
        }
    );
    assert_eq!(book.table(Preset::Logik).unwrap()[0].name, "Zoë");
}

#[test]
fn a_win_that_misses_a_full_table_asks_nothing() {
    let book = MemoryBook::default();
    for i in 0..10 {
        book.add(Preset::Mastermind1, &format!("P{i}"), 1, 1_000, "1111");
    }
    let mut app = app(Preset::Mastermind1, "RGBY", Some(&book));
    play(&mut app, &["RRBB", "RGBY"]);
    assert_eq!(app.screen(), &Screen::Board);
    assert_eq!(app.status().map(|s| s.tone), Some(Tone::Won));
    assert_eq!(book.wins.borrow().len(), 10);
}

#[test]
fn a_custom_setup_has_no_table_to_enter() {
    let book = MemoryBook::default();
    let mut config = config(Preset::Mastermind1, "RGBY", 7);
    config.preset = None;
    let mut app = App::new(config, Some(&book), None, Box::new(TestClock::default())).unwrap();
    play(&mut app, &["RGBY"]);
    assert_eq!(app.screen(), &Screen::Board);
    assert!(book.wins.borrow().is_empty());
}
