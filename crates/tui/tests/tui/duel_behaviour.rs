//! What the duel screen does, asserted on outcomes: the code first, then
//! both guesses of a turn revealed together, the computer's code kept until
//! the end, every ending, and the keys that ask before they end a duel.

use crate::duel_support;

use crossterm::event::KeyCode;
use duel_support::*;
use mastermind_core::duel::{Reason, Side, Terms};
use mastermind_core::{Preset, Rule, Setup};
use mastermind_tui::duel::{DuelScreen, Mode};
use mastermind_tui::{Flow, Tone};

#[test]
fn the_code_comes_first_then_each_turn_reveals_both_guesses() {
    let mut app = duel(Preset::Logik, 3, 1);
    assert_eq!(app.mode(), Mode::Code);
    assert_eq!(app.your_code(), None);
    // Letters and digits, as `play` reads them; Backspace takes one back.
    typed(&mut app, "rby9");
    assert!(app.status().is_some_and(|s| s.tone == Tone::Warning));
    typed(&mut app, "<3g\n");
    assert_eq!(app.mode(), Mode::Code, "a partial code is refused");
    typed(&mut app, "p\n");
    let code = app.setup().parse_code("12345").unwrap();
    assert_eq!(app.your_code(), Some(code));
    assert_eq!(app.mode(), Mode::Guess { turn: 1 });
    // The computer has guessed already, but nothing is revealed yet.
    assert!(!app.busy());
    assert!(app.duel().turns().is_empty());
    typed(&mut app, "11223\n");
    assert_eq!(app.duel().turns().len(), 1);
    let rows = app.duel().turns()[0];
    assert_eq!(rows.white.guess, app.setup().parse_code("11223").unwrap());
    // The computer's guess is scored against the person's code.
    let f = app.setup().score(&code, &rows.black.guess);
    assert_eq!((rows.black.black, rows.black.white), (f.black, f.white));
    assert_eq!(app.mode(), Mode::Guess { turn: 2 });
    assert_eq!(app.computer_code(), None, "hidden until the end");
    let screen = text(&app, 80, 24);
    assert!(screen.contains("Turn 1: your guess scored"), "{screen}");
}

#[test]
fn breaking_the_computers_code_wins_and_shows_it() {
    let seed = 5;
    let mut app = duel(Preset::Logik, 1, seed);
    let theirs = computer_code(app.setup(), seed);
    typed(&mut app, &format!("12345\n{theirs}\n"));
    let Mode::Over(result) = app.mode() else {
        panic!("{:?}", app.mode())
    };
    assert_eq!(result.winner, Some(Side::White));
    assert_eq!(result.reason, Reason::Broken);
    assert_eq!(result.turns, 1);
    assert_eq!(app.computer_code(), Some(theirs));
    let screen = text(&app, 80, 24);
    assert!(
        screen.contains("You won: you broke the computer's code in turn 1."),
        "{screen}"
    );
}

#[test]
fn the_strongest_computer_breaks_a_code_that_is_never_defended() {
    let mut app = duel(Preset::Mastermind1, 5, 2);
    typed(&mut app, "1234\n");
    for _ in 0..8 {
        if app.is_over() {
            break;
        }
        typed(&mut app, "6666\n");
    }
    let Mode::Over(result) = app.mode() else {
        panic!("{:?}", app.mode())
    };
    assert_eq!(result.winner, Some(Side::Black), "{result:?}");
    assert!(result.turns <= 5, "{result:?}");
    assert!(text(&app, 80, 24).contains("You lost: the computer broke your code"));
}

#[test]
fn all_rows_used_is_a_draw() {
    // One row: neither side is likely to break a code at once.
    let setup = Setup::new(4, 6, 1, Rule::Mastermind).unwrap();
    let mut app = start(config(Terms::custom(setup), 1, 3));
    let theirs = computer_code(app.setup(), 3);
    let wrong = if theirs.to_string() == "1111" {
        "2222"
    } else {
        "1111"
    };
    typed(&mut app, &format!("6543\n{wrong}\n"));
    let Mode::Over(result) = app.mode() else {
        panic!("{:?}", app.mode())
    };
    assert_eq!(result.winner, None);
    assert_eq!(result.reason, Reason::RowsUsed);
    assert!(text(&app, 80, 24).contains("Draw: all 1 rows are used"));
}

#[test]
fn resigning_asks_first() {
    let mut app = duel(Preset::Logik, 3, 4);
    typed(&mut app, "12345\n");
    press(&mut app, ctrl('r'));
    // Any other key takes the question back.
    press(&mut app, key(KeyCode::Char('x')));
    assert!(!app.is_over());
    assert_eq!(app.draft(), &[None; 5], "the key answered the question");
    press(&mut app, key(KeyCode::F(6)));
    press(&mut app, key(KeyCode::Char('y')));
    let Mode::Over(result) = app.mode() else {
        panic!("{:?}", app.mode())
    };
    assert_eq!(
        (result.winner, result.reason),
        (Some(Side::Black), Reason::Resigned)
    );
    assert!(app.computer_code().is_some(), "both codes at the end");
}

#[test]
fn r_is_red_while_a_row_is_filled() {
    let mut app = duel(Preset::Logik, 3, 4);
    typed(&mut app, "r");
    assert_eq!(app.draft()[0], Some(1));
    assert!(!app.is_over());
}

#[test]
fn leaving_a_duel_asks_first_and_after_the_end_it_does_not() {
    let mut app = duel(Preset::Logik, 3, 4);
    typed(&mut app, "12345\n");
    assert_eq!(typed(&mut app, "q"), Flow::Continue);
    assert!(text(&app, 80, 24).contains("Leave the duel? y leaves"));
    assert_eq!(typed(&mut app, "x"), Flow::Continue);
    assert_eq!(typed(&mut app, "^"), Flow::Continue);
    assert_eq!(typed(&mut app, "y"), Flow::Exit);

    let mut app = duel(Preset::Logik, 3, 4);
    press(&mut app, ctrl('r'));
    press(&mut app, key(KeyCode::Enter));
    assert!(app.is_over());
    assert_eq!(typed(&mut app, "q"), Flow::Exit);
}

#[test]
fn n_starts_a_new_duel_only_after_the_end() {
    let mut app = duel(Preset::Logik, 3, 4);
    typed(&mut app, "12345\n11111\n");
    typed(&mut app, "n");
    assert_eq!(app.mode(), Mode::Guess { turn: 2 });
    assert!(app.status().is_some_and(|s| s.tone == Tone::Warning));
    press(&mut app, ctrl('r'));
    typed(&mut app, "y");
    assert!(app.is_over());
    typed(&mut app, "n");
    assert_eq!(app.mode(), Mode::Code);
    assert!(app.duel().turns().is_empty());
    assert_eq!(app.your_code(), None);
    assert_eq!(app.level(), 3);
}

#[test]
fn help_opens_on_question_mark_and_closes_on_esc() {
    let mut app = duel(Preset::Logik, 3, 4);
    typed(&mut app, "?");
    assert_eq!(app.screen(), DuelScreen::Help { scroll: 0 });
    typed(&mut app, "^");
    assert_eq!(app.screen(), DuelScreen::Board);
    assert!(!app.is_over());
}

#[test]
fn a_terminal_too_small_says_so() {
    let app = duel(Preset::Logik, 3, 4);
    let screen = text(&app, 70, 24);
    assert!(screen.contains("too small"), "{screen}");
    let screen = text(&app, 78, 18);
    assert!(!screen.contains("too small"), "{screen}");
}
