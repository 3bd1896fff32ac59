//! Leaving a game: every way out of a game with turns played asks first,
//! shows the code once the game is given up, and takes the hint with it; Esc
//! only ever dismisses.

use crate::common;

use common::*;
use crossterm::event::KeyCode;
use mastermind_core::{Preset, State};
use mastermind_tui::{App, HintView, Question, ScoreBook, Screen, Tone};

fn app<'a>(preset: Preset, secret: &str, book: Option<&'a MemoryBook>) -> App<'a> {
    App::new(
        config(preset, secret, 7),
        book.map(|b| b as &dyn ScoreBook),
        Some(&FixedAdvisor),
        Box::new(TestClock::default()),
    )
    .expect("the secret fits")
}

/// Opens the chooser and moves to Logik, eight places down.
fn choose_logik(app: &mut App) {
    typed(app, "l");
    for _ in 0..8 {
        app.handle_key(key(KeyCode::Down));
    }
}

#[test]
fn another_level_mid_game_asks_first_then_shows_the_code() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    play(&mut app, &["RRBB"]);
    choose_logik(&mut app);
    app.handle_key(key(KeyCode::Enter));
    assert_eq!(app.screen(), &Screen::Chooser { selected: 8 });
    assert_eq!(app.question(), Some(Question::Level(8)));
    assert_eq!(app.game().turns().len(), 1, "one Enter only asks");
    app.handle_key(key(KeyCode::Enter));
    assert_eq!(app.preset(), Some(Preset::Logik));
    assert_eq!(app.screen(), &Screen::Board);
    assert!(app.game().turns().is_empty());
    let status = app.status().expect("the code of the game given up");
    assert!(status.text.contains("RGBY"), "{}", status.text);
    assert_eq!(app.question(), None);
}

#[test]
fn another_level_before_any_turn_starts_at_once() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    choose_logik(&mut app);
    app.handle_key(key(KeyCode::Enter));
    assert_eq!(app.preset(), Some(Preset::Logik));
    assert_eq!(app.status(), None, "nothing was given up");
}

#[test]
fn moving_in_the_chooser_withdraws_the_question() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    play(&mut app, &["RRBB"]);
    choose_logik(&mut app);
    app.handle_key(key(KeyCode::Enter));
    app.handle_key(key(KeyCode::Up));
    assert_eq!(app.question(), None);
    app.handle_key(key(KeyCode::Enter));
    assert_eq!(app.question(), Some(Question::Level(7)), "asked again");
    assert_eq!(app.preset(), Some(Preset::Mastermind1));
}

#[test]
fn esc_in_the_chooser_answers_the_question_then_leaves() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    play(&mut app, &["RRBB"]);
    choose_logik(&mut app);
    app.handle_key(key(KeyCode::Enter));
    app.handle_key(key(KeyCode::Esc));
    assert_eq!(app.screen(), &Screen::Chooser { selected: 8 });
    assert_eq!(app.question(), None);
    app.handle_key(key(KeyCode::Esc));
    assert_eq!(app.screen(), &Screen::Board);
    assert_eq!(app.preset(), Some(Preset::Mastermind1));
    assert_eq!(app.game().turns().len(), 1);
    assert_eq!(app.game().state(), State::Playing);
}

#[test]
fn a_new_game_given_up_shows_the_code() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    play(&mut app, &["RRBB"]);
    typed(&mut app, "nn");
    assert!(app.game().turns().is_empty());
    let status = app.status().expect("the code of the game given up");
    assert_eq!(status.tone, Tone::Info);
    assert!(status.text.contains("RGBY"), "{}", status.text);
    // The first peg of the new game takes the note away.
    typed(&mut app, "r");
    assert_eq!(app.status(), None);
}

#[test]
fn n_on_the_scores_asks_on_the_board() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    play(&mut app, &["RRBB"]);
    typed(&mut app, "sn");
    assert_eq!(app.screen(), &Screen::Board);
    assert_eq!(app.game().turns().len(), 1, "the scores' n only asks");
    assert_eq!(app.question(), Some(Question::NewGame));
    typed(&mut app, "n");
    assert!(app.game().turns().is_empty());
    assert!(app.status().is_some_and(|s| s.text.contains("RGBY")));
}

#[test]
fn esc_on_the_board_dismisses_and_never_ends_a_game() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    play(&mut app, &["RRBB"]);
    for question in ["q", "n"] {
        typed(&mut app, question);
        assert!(app.question().is_some());
        app.handle_key(key(KeyCode::Esc));
        assert_eq!(app.question(), None, "after {question}");
        assert_eq!(app.status(), None, "after {question}");
    }
    typed(&mut app, "x");
    assert_eq!(app.status().map(|s| s.tone), Some(Tone::Warning));
    typed(&mut app, "?");
    app.handle_key(key(KeyCode::Esc));
    assert_eq!((app.status(), app.hint()), (None, None));
    for _ in 0..3 {
        app.handle_key(key(KeyCode::Esc));
    }
    assert_eq!(app.game().state(), State::Playing);
    assert_eq!(app.game().turns().len(), 1);
    assert_eq!(app.screen(), &Screen::Board);
}

#[test]
fn quitting_takes_the_hint_away() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    play(&mut app, &["RRBB"]);
    typed(&mut app, "?");
    assert!(matches!(app.hint(), Some(HintView::Hint(_))));
    typed(&mut app, "qq");
    assert_eq!(app.game().state(), State::Quit);
    assert_eq!(app.hint(), None);
    // Before any turn a single q quits, and the hint goes with it too.
    let mut app = self::app(Preset::Mastermind1, "RGBY", None);
    typed(&mut app, "?q");
    assert_eq!(app.game().state(), State::Quit);
    assert_eq!(app.hint(), None);
}

#[test]
fn a_new_game_or_level_takes_the_hint_away() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    play(&mut app, &["RRBB"]);
    typed(&mut app, "?nn");
    assert_eq!(app.hint(), None);
    play(&mut app, &["RRBB"]);
    typed(&mut app, "?");
    choose_logik(&mut app);
    app.handle_key(key(KeyCode::Enter));
    app.handle_key(key(KeyCode::Enter));
    assert_eq!(app.preset(), Some(Preset::Logik));
    assert_eq!(app.hint(), None);
}

#[test]
fn a_game_given_up_for_another_level_is_kept_as_quit_at_its_own() {
    let book = MemoryBook::default();
    let mut app = app(Preset::Mastermind1, "RGBY", Some(&book));
    play(&mut app, &["RRBB"]);
    choose_logik(&mut app);
    app.handle_key(key(KeyCode::Enter));
    assert!(book.finished.borrow().is_empty(), "asking keeps nothing");
    app.handle_key(key(KeyCode::Enter));
    assert_eq!(
        book.finished.borrow().clone(),
        [(Some(Preset::Mastermind1), State::Quit, 1, 0)]
    );
}
