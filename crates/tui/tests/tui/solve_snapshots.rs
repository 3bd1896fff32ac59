//! The solve screen as a person sees it, snapshot by snapshot: the computer
//! guesses seed 004's code, blue yellow pink pink, with seed 004's strategy.
//! The snapshots hold the text; the colours are checked in `solve_colours.rs`.

use crate::solve_support;

use crossterm::event::KeyCode;
use insta::assert_snapshot;
use mastermind_core::{Code, Notation, Preset, Rule, Setup};
use mastermind_solver::Strategy;
use mastermind_tui::solve::{SolveApp, SolveConfig};
use solve_support::*;

/// Seed 004's example code in Mastermind I's colours: blue yellow pink pink.
fn secret() -> Code {
    Preset::Mastermind1
        .setup()
        .parse_code("BYPP")
        .expect("a code")
}

fn game() -> SolveApp {
    solve(Preset::Mastermind1, Strategy::Simple)
}

/// A game where the person answered turn 1 with none by mistake, and turn 3
/// shows it: the two cannot both be true.
fn contradiction() -> SolveApp {
    let mut app = game();
    typed(&mut app, "-\n");
    answer_honestly(&mut app, &secret(), 2);
    app
}

#[test]
fn the_computer_thinks_of_its_first_guess() {
    let app = SolveApp::new(config(
        Preset::Mastermind1.setup(),
        Some(Preset::Mastermind1),
        Strategy::Simple,
    ));
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn the_first_guess() {
    let app = game();
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn a_row_being_answered() {
    let mut app = game();
    answer_honestly(&mut app, &secret(), 2);
    typed(&mut app, "bw");
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn counts_typed_as_digits() {
    let mut app = game();
    typed(&mut app, "02");
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn an_impossible_answer_warns() {
    let mut app = game();
    answer_honestly(&mut app, &secret(), 1);
    typed(&mut app, "bbbw\n");
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn too_many_key_pegs_warn() {
    let mut app = game();
    typed(&mut app, "3 2\n");
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn the_contradiction_marks_the_rows() {
    let app = contradiction();
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn correcting_an_earlier_answer() {
    let mut app = contradiction();
    press(&mut app, KeyCode::Up);
    typed(&mut app, "\nww");
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn a_correction_that_resolves_it() {
    let mut app = contradiction();
    typed(&mut app, "1\nww\n");
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn a_correction_that_still_contradicts() {
    let mut app = contradiction();
    typed(&mut app, "1\nbbb\n");
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn retyping_the_answer_just_given() {
    let mut app = contradiction();
    press(&mut app, KeyCode::Esc);
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn solved() {
    let mut app = game();
    answer_honestly(&mut app, &secret(), 8);
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn gave_up() {
    let setup = Setup::new(4, 6, 3, Rule::Mastermind).expect("a setup");
    let secret = setup.parse_code("TGRB").expect("a code");
    let mut app = start(config(setup, None, Strategy::Simple));
    answer_honestly(&mut app, &secret, 3);
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn stopped() {
    let mut app = game();
    answer_honestly(&mut app, &secret(), 1);
    typed(&mut app, "q");
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn self_play() {
    let mut app = watch(Preset::Mastermind1, Strategy::Simple, "BYPP");
    app.tick();
    app.settle();
    app.tick();
    app.settle();
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn self_play_solved() {
    let mut app = watch(Preset::Mastermind1, Strategy::Simple, "BYPP");
    for _ in 0..8 {
        press(&mut app, KeyCode::Enter);
    }
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn the_strategy_on_question_mark() {
    let mut app = start(SolveConfig {
        blunder_rate: 0.1,
        ..config(
            Preset::Mastermind1.setup(),
            Some(Preset::Mastermind1),
            Strategy::Knuth,
        )
    });
    typed(&mut app, "?");
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn help_shows_both_notations() {
    let mut app = game();
    typed(&mut app, "h");
    assert_snapshot!(render(&app, 80, 48).backend());
}

#[test]
fn seed_004_notation_answers_in_white_and_red() {
    let mut app = start(SolveConfig {
        notation: Notation::WhiteRed,
        ..config(
            Preset::Mastermind1.setup(),
            Some(Preset::Mastermind1),
            Strategy::Simple,
        )
    });
    typed(&mut app, "rr\n");
    typed(&mut app, "wr");
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn mastermind_three_fits_a_small_terminal() {
    let mut app = solve(Preset::Mastermind3, Strategy::Simple);
    typed(&mut app, "bw\n");
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn an_answer_no_code_can_give() {
    // The colour game reads 3 black and 1 white, but no code gives it to a
    // guess of four different colours.
    let mut app = solve(Preset::Colour1, Strategy::Simple);
    typed(&mut app, "bbbw\n");
    assert_snapshot!(render(&app, 80, 24).backend());
}
