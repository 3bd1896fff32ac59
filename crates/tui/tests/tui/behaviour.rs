//! What the keys do to the game, asserted on the outcome rather than on the
//! screen.

use crate::common;

use common::*;
use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use mastermind_core::{Code, Preset, State};
use mastermind_tui::{App, Flow, HintView, ScoreBook, Screen, Tone};

fn app<'a>(preset: Preset, secret: &str, book: Option<&'a MemoryBook>) -> App<'a> {
    App::new(
        config(preset, secret, 7),
        book.map(|b| b as &dyn ScoreBook),
        Some(&FixedAdvisor),
        Box::new(TestClock::default()),
    )
    .expect("the secret fits")
}

fn digits(app: &App) -> String {
    app.draft()
        .iter()
        .map(|p| p.map_or('_', |d| char::from(b'0' + d)))
        .collect()
}

#[test]
fn the_first_game_is_against_the_given_secret() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    play(&mut app, &["1423"]);
    assert_eq!(app.game().state(), State::Won);
}

#[test]
fn enter_on_a_partial_row_does_not_spend_a_turn() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    typed(&mut app, "rgb\n");
    assert!(app.game().turns().is_empty());
    assert_eq!(app.game().turns_left(), 8);
    assert_eq!(app.status().map(|s| s.tone), Some(Tone::Warning));
    // The pegs already placed stay, so the player only adds the missing one.
    assert_eq!(digits(&app), "142_");
    typed(&mut app, "y\n");
    assert_eq!(app.game().turns().len(), 1);
}

#[test]
fn a_key_that_is_no_colour_costs_nothing() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    typed(&mut app, "r7x0");
    assert_eq!(digits(&app), "1___");
    assert!(app.game().turns().is_empty());
    let status = app.status().expect("a warning");
    assert_eq!(status.tone, Tone::Warning);
    assert!(status.text.contains("'0'"), "{}", status.text);
}

#[test]
fn a_correction_changes_the_submitted_guess() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    typed(&mut app, "rrrr");
    // The cursor waits on the last peg; two steps back is the second peg.
    app.handle_key(key(KeyCode::Left));
    app.handle_key(key(KeyCode::Left));
    typed(&mut app, "G");
    app.handle_key(key(KeyCode::Home));
    typed(&mut app, "t");
    assert_eq!(digits(&app), "6411");
    typed(&mut app, "\n");
    let turn = app.game().turns()[0];
    assert_eq!(turn.guess, Code::new(&[6, 4, 1, 1]).unwrap());
    assert_eq!((turn.black, turn.white), (1, 1));
    assert_eq!(digits(&app), "____", "a new row starts empty");
    assert_eq!(app.cursor(), 0);
}

#[test]
fn backspace_and_delete_take_pegs_out() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    typed(&mut app, "rgb");
    assert_eq!(app.cursor(), 3);
    app.handle_key(key(KeyCode::Backspace));
    assert_eq!((digits(&app).as_str(), app.cursor()), ("14__", 2));
    app.handle_key(key(KeyCode::Left));
    app.handle_key(key(KeyCode::Delete));
    assert_eq!((digits(&app).as_str(), app.cursor()), ("1___", 1));
    app.handle_key(key(KeyCode::End));
    assert_eq!(app.cursor(), 3);
    app.handle_key(key(KeyCode::Right));
    assert_eq!(app.cursor(), 3, "the cursor stays on the row");
}

#[test]
fn a_repeat_in_a_game_without_repeats_is_refused_at_enter() {
    let setup = Preset::Mastermind1
        .setup()
        .repetition(false)
        .expect("6 colours for 4 pegs");
    let config = mastermind_tui::PlayConfig {
        secret: Some(setup.parse_code("RGBY").unwrap()),
        setup,
        preset: None,
        rng: rand::SeedableRng::seed_from_u64(1),
        name: None,
        colour_depth: mastermind_tui::ColourDepth::TrueColour,
    };
    let mut app = App::new(config, None, None, Box::new(TestClock::default())).unwrap();
    typed(&mut app, "rrgb\n");
    assert!(app.game().turns().is_empty());
    let status = app.status().expect("a warning");
    assert_eq!(status.tone, Tone::Warning);
    assert!(status.text.contains("more than once"), "{}", status.text);
}

#[test]
fn n_starts_a_fresh_game_at_the_same_setup_with_a_new_secret() {
    let mut app = app(Preset::Colour2, "RGBYP", None);
    let first = app.game().secret();
    play(&mut app, &["RRRRR"]);
    typed(&mut app, "bb");
    typed(&mut app, "n");
    assert_eq!(app.game().turns().len(), 1, "one n mid-game only asks");
    assert_eq!(app.status().map(|s| s.tone), Some(Tone::Warning));
    typed(&mut app, "n");
    assert!(app.game().turns().is_empty());
    assert_eq!(app.game().state(), State::Playing);
    assert_eq!(app.setup(), &Preset::Colour2.setup());
    assert_eq!(app.preset(), Some(Preset::Colour2));
    assert_eq!(digits(&app), "_____");
    assert_ne!(app.game().secret(), first);
    // The next secrets come from the seeded generator, so a seed replays them.
    let mut again = self::app(Preset::Colour2, "RGBYP", None);
    typed(&mut again, "n");
    assert_eq!(again.game().secret(), app.game().secret());
}

#[test]
fn every_game_over_is_kept_once_for_the_statistics() {
    let book = MemoryBook::default();
    let clock = TestClock::default();
    let mut app = App::new(
        config(Preset::Mastermind1, "RGBY", 7),
        Some(&book as &dyn ScoreBook),
        Some(&FixedAdvisor),
        Box::new(clock.clone()),
    )
    .expect("the secret fits");
    let _ = render(&app, 100, 40);
    clock.advance(5_000);
    typed(&mut app, "q");
    // A new game after one over keeps nothing more.
    typed(&mut app, "n");
    play(&mut app, &["RRRR"]);
    assert_eq!(app.game().state(), State::Playing);
    // A game given up for a new one counts as quit.
    typed(&mut app, "nn");
    let secret = app.setup().letters(&app.game().secret());
    play(&mut app, &[&secret]);
    assert_eq!(app.game().state(), State::Won);
    let kept = book.finished.borrow().clone();
    let level1 = Some(Preset::Mastermind1);
    assert_eq!(
        kept,
        [
            (level1, State::Quit, 0, 5_000),
            (level1, State::Quit, 1, 0),
            (level1, State::Won, 1, 0),
        ]
    );
}

#[test]
fn q_quits_and_reveals_the_key_then_leaves() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    assert_eq!(app.game().revealed_secret(), None);
    assert_eq!(typed(&mut app, "q"), Flow::Continue);
    assert_eq!(app.game().state(), State::Quit);
    assert_eq!(app.game().revealed_secret(), Some(app.game().secret()));
    assert_eq!(typed(&mut app, "q"), Flow::Exit);
}

#[test]
fn q_asks_first_once_turns_are_played() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    play(&mut app, &["RRBB"]);
    assert_eq!(typed(&mut app, "q"), Flow::Continue);
    assert_eq!(app.game().state(), State::Playing, "one q only asks");
    let status = app.status().expect("the question");
    assert_eq!(status.tone, Tone::Warning);
    assert!(
        status.text.starts_with("Quit this game?"),
        "{}",
        status.text
    );
    // Any other key plays on, and does what it does: here it places a peg.
    typed(&mut app, "g");
    assert_eq!(app.game().state(), State::Playing);
    assert_eq!(digits(&app), "4___");
    assert_eq!(app.status(), None, "the question is answered");
    // Esc too plays on.
    typed(&mut app, "q");
    app.handle_key(key(KeyCode::Esc));
    assert_eq!(app.game().state(), State::Playing);
    typed(&mut app, "q");
    assert_eq!(app.game().state(), State::Playing);
    assert_eq!(typed(&mut app, "q"), Flow::Continue);
    assert_eq!(app.game().state(), State::Quit);
    let status = app.status().expect("the code");
    assert!(status.text.contains("RGBY"), "{}", status.text);
    assert_eq!(typed(&mut app, "q"), Flow::Exit);
}

#[test]
fn ctrl_c_leaves_from_any_screen() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    typed(&mut app, "h");
    let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
    assert_eq!(app.handle_key(ctrl_c), Flow::Exit);
}

#[test]
fn key_releases_do_not_place_pegs_twice() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    let mut release = key(KeyCode::Char('r'));
    release.kind = KeyEventKind::Release;
    app.handle_key(key(KeyCode::Char('r')));
    app.handle_key(release);
    assert_eq!(digits(&app), "1___");
}

#[test]
fn a_loss_after_the_last_turn() {
    let mut app = app(Preset::Colour1, "YRGY", None);
    play(&mut app, &["RRRB"; 6]);
    assert_eq!(app.game().state(), State::Lost);
    assert_eq!(app.status().map(|s| s.tone), Some(Tone::Lost));
    typed(&mut app, "r");
    assert_eq!(app.screen(), &Screen::Review);
    assert_eq!(app.review().map(<[_]>::len), Some(6));
}

#[test]
fn the_time_runs_from_the_first_drawn_board_to_the_win() {
    let clock = TestClock::default();
    let mut app = App::new(
        config(Preset::Mastermind1, "RGBY", 7),
        None,
        None,
        Box::new(clock.clone()),
    )
    .unwrap();
    clock.advance(5_000);
    render(&app, 80, 24);
    clock.advance(30_000);
    render(&app, 80, 24);
    clock.advance(12_500);
    play(&mut app, &["RGBY"]);
    assert_eq!(app.took(), Some(42_500));
    assert!(app.status().unwrap().text.contains("won in 1 turn (0:42)"));
    // A new game starts its own clock at its own first board.
    typed(&mut app, "n");
    clock.advance(1_000);
    render(&app, 80, 24);
    clock.advance(2_000);
    let secret = app.game().secret();
    app.handle_key(key(KeyCode::Home));
    for &peg in secret.pegs() {
        typed(&mut app, &peg.to_string());
    }
    typed(&mut app, "\n");
    assert_eq!(app.took(), Some(2_000));
}

#[test]
fn the_hint_asks_the_advisor_about_the_turns_played() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    play(&mut app, &["RRBB"]);
    typed(&mut app, "?");
    match app.hint() {
        Some(HintView::Hint(hint)) => assert_eq!(hint.remaining, 1296 / 2 / 5),
        other => panic!("a hint, not {other:?}"),
    }
    play(&mut app, &["PPTT"]);
    assert_eq!(app.hint(), None, "a played row makes the old hint stale");
}

#[test]
fn without_an_advisor_there_is_no_hint_and_no_review() {
    let mut app = App::new(
        config(Preset::Mastermind1, "RGBY", 7),
        None,
        None,
        Box::new(TestClock::default()),
    )
    .unwrap();
    typed(&mut app, "?");
    assert_eq!(app.hint(), Some(&HintView::Unavailable));
    typed(&mut app, "q");
    typed(&mut app, "r");
    assert_eq!(app.screen(), &Screen::Review);
    assert_eq!(app.review(), None);
}

#[test]
fn the_chooser_changes_game_and_level() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    typed(&mut app, "l");
    assert_eq!(app.screen(), &Screen::Chooser { selected: 0 });
    for _ in 0..8 {
        app.handle_key(key(KeyCode::Down));
    }
    app.handle_key(key(KeyCode::Enter));
    assert_eq!(app.preset(), Some(Preset::Logik));
    assert_eq!(app.setup().pegs(), 5);
    assert_eq!(app.draft().len(), 5);
    assert_eq!(app.screen(), &Screen::Board);
    typed(&mut app, "n");
    assert_eq!(
        app.preset(),
        Some(Preset::Logik),
        "n stays at the chosen level"
    );
}

#[test]
fn a_custom_setup_stays_in_the_chooser() {
    let mut config = config(Preset::Mastermind1, "RGBY", 7);
    config.preset = None;
    let custom = config.setup.clone();
    let mut app = App::new(config, None, None, Box::new(TestClock::default())).unwrap();
    assert_eq!(app.choices()[0].preset, None);
    typed(&mut app, "l");
    app.handle_key(key(KeyCode::Down));
    app.handle_key(key(KeyCode::Enter));
    assert_eq!(app.preset(), Some(Preset::Mastermind1));
    typed(&mut app, "l");
    app.handle_key(key(KeyCode::Home));
    app.handle_key(key(KeyCode::Up));
    app.handle_key(key(KeyCode::Down));
    app.handle_key(key(KeyCode::Up));
    app.handle_key(key(KeyCode::Enter));
    assert_eq!((app.preset(), app.setup()), (None, &custom));
}

#[test]
fn the_scores_screen_pages_through_the_presets() {
    let mut app = app(Preset::Logik, "RGBYP", None);
    typed(&mut app, "s");
    assert_eq!(
        app.screen(),
        &Screen::Scores {
            preset: Some(Preset::Logik)
        }
    );
    app.handle_key(key(KeyCode::Right));
    assert_eq!(
        app.screen(),
        &Screen::Scores {
            preset: Some(Preset::Mastermind1)
        }
    );
    app.handle_key(key(KeyCode::Left));
    app.handle_key(key(KeyCode::Left));
    assert_eq!(
        app.screen(),
        &Screen::Scores {
            preset: Some(Preset::BoardBlanks)
        }
    );
    app.handle_key(key(KeyCode::Esc));
    assert_eq!(app.screen(), &Screen::Board);
}

#[test]
fn colour_letters_place_pegs_in_the_board_game() {
    let mut app = app(Preset::BoardBlanks, "R0BK", None);
    typed(&mut app, "r0Bk\n");
    assert_eq!(app.game().state(), State::Won);
}

#[test]
fn a_stray_n_mid_game_is_forgotten_after_another_key() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    typed(&mut app, "n");
    assert_ne!(
        app.game().secret(),
        Code::new(&[1, 4, 2, 3]).unwrap(),
        "no turn played: a new game at once"
    );
    let mut app = self::app(Preset::Mastermind1, "RGBY", None);
    play(&mut app, &["RRBB"]);
    typed(&mut app, "nrn");
    assert_eq!(app.game().turns().len(), 1);
    assert_eq!(digits(&app), "1___");
}

/// Every choice of the chooser names its game and level, however narrow the
/// terminal: no two lines read the same.
#[test]
fn a_narrow_chooser_tells_the_levels_apart() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    typed(&mut app, "l");
    let mut seen = std::collections::BTreeSet::new();
    for _ in 0..Preset::ALL.len() {
        app.handle_key(key(KeyCode::Down));
        let terminal = common::render(&app, 40, 15);
        let buffer = terminal.backend().buffer();
        let line = (0..buffer.area.height)
            .map(|y| {
                (0..buffer.area.width)
                    .map(|x| buffer[(x, y)].symbol())
                    .collect::<String>()
            })
            .find(|row| row.contains('▶'))
            .expect("the selected choice is in sight");
        assert!(seen.insert(line.clone()), "twice: {line}");
    }
}
