//! The board as a player sees it, snapshot by snapshot. The snapshots hold the
//! text of the screen; the colours are checked cell by cell in `colours.rs`.

use crate::common;

use common::*;
use crossterm::event::KeyCode;
use insta::assert_snapshot;
use mastermind_core::Preset;
use mastermind_tui::App;

fn app<'a>(preset: Preset, secret: &str, book: Option<&'a MemoryBook>) -> App<'a> {
    let book = book.map(|b| b as &dyn mastermind_tui::ScoreBook);
    App::new(
        config(preset, secret, 7),
        book,
        Some(&FixedAdvisor),
        Box::new(TestClock::default()),
    )
    .expect("the secret fits")
}

#[test]
fn empty_board() {
    let app = app(Preset::Mastermind1, "RGBY", None);
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn a_row_being_edited() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    typed(&mut app, "rB6");
    app.handle_key(key(KeyCode::Left));
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn a_full_row_offers_enter() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    typed(&mut app, "ppyt");
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn submitted_rows_with_dots() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    play(&mut app, &["RRBB", "BGYR", "PPTT"]);
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn enter_on_a_partial_row_warns() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    typed(&mut app, "rg\n");
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn a_key_that_is_no_colour_warns() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    typed(&mut app, "r7");
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn a_won_game_reveals_the_key() {
    let clock = TestClock::default();
    let mut app = App::new(
        config(Preset::Mastermind1, "RGBY", 7),
        None,
        Some(&FixedAdvisor),
        Box::new(clock.clone()),
    )
    .expect("the secret fits");
    render(&app, 80, 24);
    clock.advance(83_400);
    play(&mut app, &["RRBB", "RGYB", "RGBY"]);
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn a_lost_game_reveals_the_key() {
    let mut app = app(Preset::Colour1, "YRGY", None);
    play(&mut app, &["RRRB", "YYGG", "RGYY", "GRYY", "PPTT", "YRYG"]);
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn quitting_reveals_the_key() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    play(&mut app, &["RRBB"]);
    typed(&mut app, "qq");
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn quitting_a_game_under_way_asks_first() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    play(&mut app, &["RRBB"]);
    typed(&mut app, "q");
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn the_board_game_with_blanks_lists_the_blank_as_zero() {
    let mut app = app(Preset::BoardBlanks, "R0BK", None);
    play(&mut app, &["0000"]);
    typed(&mut app, "w0");
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn mastermind_three_fits_a_small_terminal() {
    let mut app = app(Preset::Mastermind3, "RGBYPT", None);
    play(&mut app, &["RRGGBB"]);
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn a_hint() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    play(&mut app, &["RRBB"]);
    typed(&mut app, "?");
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn no_advisor_no_hint() {
    let mut app = App::new(
        config(Preset::Mastermind1, "RGBY", 7),
        None,
        None,
        Box::new(TestClock::default()),
    )
    .expect("the secret fits");
    typed(&mut app, "?");
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn the_name_prompt_after_a_high_score() {
    let book = MemoryBook::default();
    let mut app = app(Preset::Mastermind1, "RGBY", Some(&book));
    play(&mut app, &["RRBB", "RGBY"]);
    typed(&mut app, "Ann");
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn a_refused_name_shows_why() {
    let book = MemoryBook::default();
    let mut app = app(Preset::Mastermind1, "RGBY", Some(&book));
    play(&mut app, &["RRBB", "RGBY"]);
    typed(&mut app, "   \n");
    assert_snapshot!(render(&app, 80, 24).backend());
}

/// A name wider than its box: the part around the cursor shows, with an
/// ellipsis for each cut side, and the cursor sits on the character it edits.
#[test]
fn a_long_name_scrolls_in_its_field() {
    let book = MemoryBook::default();
    let mut app = app(Preset::Mastermind1, "RGBY", Some(&book));
    play(&mut app, &["RRBB", "RGBY"]);
    typed(&mut app, &"名前".repeat(22));
    typed(&mut app, "x");
    let end = render(&app, 80, 24);
    app.handle_key(key(KeyCode::Home));
    for _ in 0..3 {
        app.handle_key(key(KeyCode::Right));
    }
    let mut start = render(&app, 80, 24);
    let cursor = start.get_cursor_position().expect("a cursor");
    assert_snapshot!(format!(
        "{}\n{}\ncursor at {cursor:?}",
        end.backend(),
        start.backend()
    ));
}

#[test]
fn the_chooser_asks_before_giving_up_a_game() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    play(&mut app, &["RRBB"]);
    typed(&mut app, "l");
    for _ in 0..8 {
        app.handle_key(key(KeyCode::Down));
    }
    app.handle_key(key(KeyCode::Enter));
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn the_table_after_recording_highlights_the_new_entry() {
    let clock = TestClock::default();
    let book = MemoryBook::default();
    book.add(Preset::Mastermind1, "Bea", 3, 61_000, "1234");
    book.add(Preset::Mastermind1, "Cy", 5, 20_000, "6655");
    book.add(Preset::Mastermind1, "Dee", 4, 90_500, "3311");
    let mut app = App::new(
        config(Preset::Mastermind1, "RGBY", 7),
        Some(&book),
        Some(&FixedAdvisor),
        Box::new(clock.clone()),
    )
    .expect("the secret fits");
    render(&app, 80, 24);
    clock.advance(75_000);
    play(&mut app, &["RRBB", "RGYB", "RGBY"]);
    typed(&mut app, "  Ann Mota  \n");
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn a_custom_setup_has_no_table() {
    let book = MemoryBook::default();
    let mut config = config(Preset::Mastermind1, "RGBY", 7);
    config.preset = None;
    let mut app = App::new(config, Some(&book), None, Box::new(TestClock::default()))
        .expect("the secret fits");
    typed(&mut app, "s");
    assert_snapshot!(render(&app, 80, 12).backend());
}

#[test]
fn help_shows_both_rules_with_examples() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    typed(&mut app, "h");
    let top = render(&app, 80, 24);
    for _ in 0..21 {
        app.handle_key(key(KeyCode::Down));
    }
    let rest = render(&app, 80, 24);
    assert_snapshot!(format!("{}\n{}", top.backend(), rest.backend()));
}

#[test]
fn the_chooser_lists_the_presets() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    typed(&mut app, "l");
    app.handle_key(key(KeyCode::Down));
    app.handle_key(key(KeyCode::Down));
    app.handle_key(key(KeyCode::Down));
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn the_review_after_a_game() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    play(&mut app, &["RRBB", "RGYB", "RGBY"]);
    typed(&mut app, "r");
    assert_snapshot!(render(&app, 80, 16).backend());
}

#[test]
fn the_review_without_an_advisor_still_lists_the_answers() {
    let mut app = App::new(
        config(Preset::BoardBlanks, "R0BK", 7),
        None,
        None,
        Box::new(TestClock::default()),
    )
    .expect("the secret fits");
    play(&mut app, &["RRBB", "0KBR"]);
    typed(&mut app, "qqr");
    assert_snapshot!(render(&app, 80, 12).backend());
}

#[test]
fn a_long_custom_game_scrolls_to_the_row_being_played() {
    let setup = mastermind_core::Setup::new(4, 6, 30, mastermind_core::Rule::Mastermind)
        .expect("a valid setup");
    let config = mastermind_tui::PlayConfig {
        secret: Some(setup.parse_code("RGBY").expect("fits")),
        setup,
        preset: None,
        rng: rand::SeedableRng::seed_from_u64(1),
        name: None,
        colour_depth: mastermind_tui::ColourDepth::TrueColour,
    };
    let mut app = App::new(config, None, None, Box::new(TestClock::default())).expect("fits");
    play(&mut app, &["PPTT"; 25]);
    typed(&mut app, "rg");
    assert_snapshot!(render(&app, 80, 24).backend());
}

/// The screen at the normal size, at 40×15 and at 20×6: each either fits or
/// says how large the terminal must be.
fn at_three_sizes(app: &App) -> String {
    [(80, 24), (40, 15), (20, 6)]
        .map(|(w, h)| format!("{w}×{h}\n{}", render(app, w, h).backend()))
        .join("\n")
}

#[test]
fn the_board_in_small_terminals() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    play(&mut app, &["RRBB", "BGYR"]);
    typed(&mut app, "q");
    assert_snapshot!(at_three_sizes(&app));
}

#[test]
fn the_chooser_in_small_terminals() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    typed(&mut app, "l");
    for _ in 0..8 {
        app.handle_key(key(KeyCode::Down));
    }
    assert_snapshot!(at_three_sizes(&app));
}

#[test]
fn the_help_in_small_terminals() {
    let mut app = app(Preset::Mastermind1, "RGBY", None);
    typed(&mut app, "h");
    assert_snapshot!(at_three_sizes(&app));
}

#[test]
fn the_scores_in_small_terminals() {
    let book = MemoryBook::default();
    book.add(Preset::Mastermind1, "Bea", 3, 61_000, "1234");
    book.add(Preset::Mastermind1, "Cy", 5, 20_000, "6655");
    let mut app = app(Preset::Mastermind1, "RGBY", Some(&book));
    typed(&mut app, "s");
    assert_snapshot!(at_three_sizes(&app));
}
