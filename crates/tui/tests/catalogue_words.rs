//! No word on the terminal's screens escapes the catalogue: with every
//! message marked `⟦…⟧`, what is left of each line of each screen holds
//! no letter but the few the game's data writes (see [`leftover`]). And
//! a screen in Danish speaks Danish.
//!
//! Its own test binary, beside the terminal's one (tests/tui), because
//! marking and the language are set for the whole process: in the same
//! process, the other screens' tests would read Danish or marked words.

#[path = "tui/common/mod.rs"]
mod common;
#[path = "tui/duel_support/mod.rs"]
mod duel_support;
#[path = "tui/solve_support/mod.rs"]
mod solve_support;

use std::sync::Mutex;

use crossterm::event::KeyCode;
use mastermind_core::{COLOURS, Preset};
use mastermind_i18n::{Language, set_language, set_marked};
use mastermind_solver::Strategy;
use mastermind_tui::duel::{OnlineApp, ServerView, Update};
use mastermind_tui::{App, ScoreBook};
use ratatui::buffer::Buffer;
use serde_json::{Value, json};

/// The tests of this file share the process's language and marking.
static SETTINGS: Mutex<()> = Mutex::new(());

fn lines(buffer: &Buffer) -> Vec<String> {
    (0..buffer.area.height)
        .map(|y| {
            (0..buffer.area.width)
                .map(|x| buffer[(x, y)].symbol())
                .collect()
        })
        .collect()
}

/// The lines of a screen without their marked messages, which may nest
/// (a list inside a sentence). A message cut by the layout runs from an
/// unclosed `⟦` to the line's end, or from the line's start to a `⟧` that
/// closes nothing; a message wrapped over several lines runs on through
/// the lines between, when a later line closes it before opening another.
fn unmarked(lines: &[String]) -> Vec<String> {
    let mut carried = 0usize;
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let mut text = String::new();
        let mut depth = carried;
        for c in line.chars() {
            match c {
                '⟦' => depth += 1,
                '⟧' if depth == 0 => text.clear(),
                '⟧' => depth -= 1,
                c if depth == 0 => text.push(c),
                _ => {}
            }
        }
        carried = if depth > 0 && wraps_on(&lines[i + 1..]) {
            depth
        } else {
            0
        };
        out.push(text);
    }
    out
}

/// Whether the message left open at the end of a line wraps onto the
/// lines after it: the first mark that follows closes a message.
fn wraps_on(lines: &[String]) -> bool {
    lines
        .iter()
        .find_map(|line| line.chars().find(|&c| c == '⟦' || c == '⟧'))
        == Some('⟧')
}

/// The letters a line may keep outside the catalogue, all of them the
/// game's data and notation rather than words:
/// - a peg's face, its colour's letter and symbol (`R●`, the blank `.◌`),
///   from the core's palette;
/// - a run of capital colour letters (`RBYGPT`, a code as `RGBY`): the
///   core's letter notation of colours and codes;
/// - a single letter standing alone: the key that a key hint names (`q`,
///   `n`, `F1`'s `F`), bound by the code to that very character;
/// - the players' names, as typed or as a server sent them (`Ann`, `bob`).
fn leftover(line: &str) -> Vec<String> {
    let mut line = line.to_string();
    for colour in &COLOURS {
        line = line.replace(&format!("{}{}", colour.letter, colour.symbol), " ");
    }
    let colour_letters: Vec<char> = COLOURS.iter().map(|c| c.letter).collect();
    let words: Vec<String> = line
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect();
    words
        .into_iter()
        .filter(|word| {
            let single = word.chars().count() == 1;
            let code = word.chars().all(|c| colour_letters.contains(&c));
            let name = ["ann", "Ann", "bob"].contains(&word.as_str());
            !(single || code || name)
        })
        .collect()
}

fn assert_all_marked(screen: &str, buffer: &Buffer) {
    let mut escaped = Vec::new();
    let shown = lines(buffer);
    for (y, (line, left)) in shown.iter().zip(unmarked(&shown)).enumerate() {
        let words = leftover(&left);
        if !words.is_empty() {
            escaped.push(format!("  line {y}: {words:?} in {:?}", line.trim_end()));
        }
    }
    assert!(
        escaped.is_empty(),
        "words outside the catalogue on {screen}:\n{}",
        escaped.join("\n")
    );
}

fn marked<T>(then: impl FnOnce() -> T) -> T {
    let _guard = SETTINGS.lock().unwrap_or_else(|e| e.into_inner());
    set_language(Language::default_language());
    set_marked(true);
    let out = then();
    set_marked(false);
    out
}

fn board_app<'a>(preset: Preset, secret: &str, book: Option<&'a common::MemoryBook>) -> App<'a> {
    App::new(
        common::config(preset, secret, 7),
        book.map(|b| b as &dyn ScoreBook),
        Some(&common::FixedAdvisor),
        Box::new(common::TestClock::default()),
    )
    .expect("the secret fits")
}

fn board(app: &App, width: u16, height: u16) -> Buffer {
    common::render(app, width, height)
        .backend()
        .buffer()
        .clone()
}

#[test]
fn the_board_and_its_screens_speak_only_the_catalogue() {
    marked(|| {
        use common::{key, play, typed};
        let mut app = board_app(Preset::Mastermind1, "RGBY", None);
        assert_all_marked("the empty board", &board(&app, 80, 24));
        typed(&mut app, "rg\n");
        assert_all_marked("a partial row's warning", &board(&app, 80, 24));
        typed(&mut app, "x");
        assert_all_marked("a key that is no colour", &board(&app, 80, 24));
        typed(&mut app, "by");
        assert_all_marked("a full row", &board(&app, 80, 24));
        typed(&mut app, "\n?");
        assert_all_marked("a hint", &board(&app, 80, 24));
        typed(&mut app, "q");
        assert_all_marked("the question before quitting", &board(&app, 80, 24));
        for (what, size) in [("a small terminal", (40, 10)), ("the board", (80, 24))] {
            let mut app = board_app(Preset::Mastermind1, "RGBY", None);
            play(&mut app, &["RRBB"]);
            assert_all_marked(what, &board(&app, size.0, size.1));
        }

        let mut lost = board_app(Preset::Mastermind1, "RGBY", None);
        play(&mut lost, &["RRBB"; 10]);
        assert_all_marked("a lost game", &board(&lost, 80, 24));
        lost.handle_key(key(KeyCode::Char('?')));
        assert_all_marked("a hint after the end", &board(&lost, 80, 24));
        lost.handle_key(key(KeyCode::Char('r')));
        assert_all_marked("the review", &board(&lost, 100, 24));

        let mut quit = board_app(Preset::Mastermind1, "RGBY", None);
        play(&mut quit, &["RRBB"]);
        typed(&mut quit, "qq");
        assert_all_marked("a quit game", &board(&quit, 80, 24));

        let book = common::MemoryBook::default();
        book.add(Preset::Mastermind1, "ann", 5, 61_000, "1234");
        let mut won = board_app(Preset::Mastermind1, "RGBY", Some(&book));
        play(&mut won, &["RRBB", "RGBY"]);
        assert_all_marked("the name for a high score", &board(&won, 80, 24));
        typed(&mut won, "\n");
        assert_all_marked("an empty name refused", &board(&won, 80, 24));
        typed(&mut won, "Ann\n");
        assert_all_marked("the scores after a win", &board(&won, 80, 24));
        won.handle_key(key(KeyCode::Right));
        assert_all_marked("an empty table", &board(&won, 80, 24));
        won.handle_key(key(KeyCode::Esc));
        assert_all_marked("a won game", &board(&won, 80, 24));

        let mut hinted = board_app(Preset::Mastermind1, "RGBY", None);
        typed(&mut hinted, "?");
        play(&mut hinted, &["RGBY"]);
        assert_all_marked("a win with hints", &board(&hinted, 80, 24));

        let mut app = board_app(Preset::Mastermind1, "RGBY", None);
        typed(&mut app, "h");
        assert_all_marked("the help", &board(&app, 90, 60));
        assert_all_marked("the help, too small", &board(&app, 40, 20));
        app.handle_key(key(KeyCode::Esc));
        typed(&mut app, "l");
        assert_all_marked("the chooser", &board(&app, 100, 30));
        assert_all_marked("the chooser as a list", &board(&app, 60, 30));
        app.handle_key(key(KeyCode::Esc));
        typed(&mut app, "s");
        assert_all_marked("the scores without a book", &board(&app, 80, 24));
        app.handle_key(key(KeyCode::Esc));
        play(&mut app, &["RRBB"]);
        typed(&mut app, "l\n");
        assert_all_marked("the chooser's question", &board(&app, 100, 30));

        let mut custom = App::new(
            mastermind_tui::PlayConfig {
                preset: None,
                ..common::config(Preset::BoardBlanks, "RGBY", 7)
            },
            None,
            None,
            Box::new(common::TestClock::default()),
        )
        .expect("the secret fits");
        assert_all_marked("a custom game", &board(&custom, 80, 24));
        typed(&mut custom, "?");
        assert_all_marked("no advisor", &board(&custom, 80, 24));
        typed(&mut custom, "s");
        assert_all_marked("a custom game's scores", &board(&custom, 80, 24));
        custom.handle_key(key(KeyCode::Esc));
        typed(&mut custom, "l");
        assert_all_marked("the chooser with a custom game", &board(&custom, 100, 30));
    });
}

fn solve_screen(app: &mastermind_tui::solve::SolveApp, width: u16, height: u16) -> Buffer {
    solve_support::render(app, width, height)
        .backend()
        .buffer()
        .clone()
}

#[test]
fn the_solve_screens_speak_only_the_catalogue() {
    marked(|| {
        use solve_support::{key, press, solve, typed, watch};
        let mut app = solve(Preset::Mastermind1, Strategy::Knuth);
        assert_all_marked("the computer thinking", &solve_screen(&app, 80, 24));
        app.settle();
        assert_all_marked("the first guess", &solve_screen(&app, 80, 24));
        typed(&mut app, "bw");
        assert_all_marked("an answer typed", &solve_screen(&app, 80, 24));
        typed(&mut app, "x");
        assert_all_marked("a key no answer has", &solve_screen(&app, 80, 24));
        press(&mut app, KeyCode::Char('?'));
        assert_all_marked("the strategy", &solve_screen(&app, 80, 24));
        press(&mut app, KeyCode::Enter);
        app.settle();
        assert_all_marked("the second guess", &solve_screen(&app, 80, 24));
        typed(&mut app, "bbbb");
        press(&mut app, KeyCode::Enter);
        app.settle();
        typed(&mut app, "-\n");
        assert_all_marked("a contradiction", &solve_screen(&app, 80, 24));
        app.handle_key(key(KeyCode::Up));
        press(&mut app, KeyCode::Enter);
        assert_all_marked("a correction", &solve_screen(&app, 80, 24));
        press(&mut app, KeyCode::Enter);
        assert_all_marked("an empty correction", &solve_screen(&app, 80, 24));
        press(&mut app, KeyCode::Char('n'));
        assert_all_marked(
            "the question before a new game",
            &solve_screen(&app, 80, 24),
        );
        press(&mut app, KeyCode::Char('q'));
        assert_all_marked("a stopped game", &solve_screen(&app, 80, 24));
        press(&mut app, KeyCode::Char('h'));
        assert_all_marked("the help", &solve_screen(&app, 90, 60));

        let mut own = watch(Preset::Mastermind1, Strategy::Knuth, "RGBY");
        own.settle();
        assert_all_marked("self-play", &solve_screen(&own, 80, 24));
        press(&mut own, KeyCode::Char('p'));
        assert_all_marked("self-play paused", &solve_screen(&own, 80, 24));
        typed(&mut own, "x");
        assert_all_marked("a key self-play ignores", &solve_screen(&own, 80, 24));
        for _ in 0..10 {
            press(&mut own, KeyCode::Enter);
            own.settle();
        }
        assert_all_marked("self-play solved", &solve_screen(&own, 80, 24));
    });
}

fn duel_screen(app: &mastermind_tui::DuelApp, width: u16, height: u16) -> Buffer {
    duel_support::render(app, width, height)
        .backend()
        .buffer()
        .clone()
}

#[test]
fn the_duel_screens_speak_only_the_catalogue() {
    marked(|| {
        use duel_support::{ctrl, duel, key, press, typed};
        let mut app = duel(Preset::Logik, 3, 11);
        assert_all_marked("the code being set", &duel_screen(&app, 100, 28));
        typed(&mut app, "12\n");
        assert_all_marked("a code not full", &duel_screen(&app, 100, 28));
        typed(&mut app, "345\n");
        assert_all_marked("the first turn", &duel_screen(&app, 100, 28));
        typed(&mut app, "11223\n");
        app.settle();
        assert_all_marked("a duel under way", &duel_screen(&app, 100, 28));
        press(&mut app, key(KeyCode::Char('l')));
        assert_all_marked("a key a duel ignores", &duel_screen(&app, 100, 28));
        press(&mut app, key(KeyCode::Char('q')));
        assert_all_marked("the question before leaving", &duel_screen(&app, 100, 28));
        press(&mut app, key(KeyCode::Char('x')));
        press(&mut app, ctrl('r'));
        assert_all_marked("the question before resigning", &duel_screen(&app, 100, 28));
        press(&mut app, key(KeyCode::Char('y')));
        assert_all_marked("a resigned duel", &duel_screen(&app, 100, 28));
        assert_all_marked("a terminal too small", &duel_screen(&app, 60, 20));
        press(&mut app, key(KeyCode::Char('h')));
        assert_all_marked("the help", &duel_screen(&app, 100, 40));
    });
}

fn logik() -> Value {
    json!({"pegs": 5, "colours": 8, "blanks": false, "repetition": true, "turns": 10,
        "rule": "mastermind",
        "palette": ["red", "blue", "yellow", "green", "pink", "turquoise", "white", "black"]})
}

fn server_view(state: &str, duel: Value) -> Update {
    let value = json!({"id": "d7", "state": state, "challenger": "ann", "white": "ann",
        "black": "bob", "opponent": "bob", "you": "white", "preset": "logik", "setup": logik(),
        "time_control": {"kind": "none"}, "rated": false, "created_at": 1, "updated_at": 2,
        "can_accept": false, "your_move": false, "computer": null, "turn": null, "result": null,
        "now": 1_795_273_200_000_u64, "can_claim": false, "rematch": null, "duel": duel});
    let view: ServerView = serde_json::from_value(value).expect("the server's view parses");
    Update::View(Box::new(view))
}

fn online_screen(app: &OnlineApp, width: u16, height: u16) -> Buffer {
    let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(width, height))
        .expect("a test terminal");
    terminal
        .draw(|frame| app.draw(frame))
        .expect("a drawn frame");
    terminal.backend().buffer().clone()
}

#[test]
fn the_online_duel_speaks_only_the_catalogue() {
    marked(|| {
        let mut app = OnlineApp::new("d7", "mastermind duel --resume d7");
        assert_all_marked("an online duel opening", &online_screen(&app, 100, 28));
        let turns = json!([
            {"white": {"guess": "11223", "black": 0, "white": 2},
             "black": {"guess": "66778", "black": 0, "white": 0}}]);
        app.update(server_view(
            "playing",
            json!({"v": 9, "you": "white", "rules": rules(),
                "phase": {"phase": "guesses", "turn": 2,
                    "awaiting": {"white": true, "black": false}},
                "codes": {"white": "12345", "black": null}, "turns": turns,
                "your_guess": null, "clock": null, "result": null}),
        ));
        assert_all_marked("an online duel under way", &online_screen(&app, 100, 28));
        app.handle_key(duel_support::key(KeyCode::Char('h')));
        assert_all_marked("the online help", &online_screen(&app, 100, 40));
        app.handle_key(duel_support::key(KeyCode::Esc));
        app.update(server_view(
            "over",
            json!({"v": 12, "you": "white", "rules": rules(), "phase": {"phase": "over"},
                "codes": {"white": "12345", "black": "67812"}, "turns": turns,
                "your_guess": null, "clock": null,
                "result": {"winner": "black", "reason": "resigned", "turns": 1}}),
        ));
        assert_all_marked("an online duel's end", &online_screen(&app, 100, 28));
    });
}

#[test]
fn a_screen_in_danish_speaks_danish() {
    let _guard = SETTINGS.lock().unwrap_or_else(|e| e.into_inner());
    set_marked(false);
    set_language(Language::named("da").expect("Danish is spoken"));
    let mut app = board_app(Preset::Mastermind1, "RGBY", None);
    common::typed(&mut app, "rg\n");
    let screen = lines(&board(&app, 80, 24)).join("\n");
    let help = {
        common::typed(&mut app, "h");
        lines(&board(&app, 100, 70)).join("\n")
    };
    set_language(Language::default_language());
    assert!(
        screen.contains("Taster"),
        "the keys panel in Danish:\n{screen}"
    );
    assert!(screen.contains("rød"), "the colours in Danish:\n{screen}");
    assert!(
        screen.contains("Rækken"),
        "the warning in Danish:\n{screen}"
    );
    assert!(
        help.contains("Sådan spiller du"),
        "the help in Danish:\n{help}"
    );
}

/// The agreed rules of the duel between ann and bob.
fn rules() -> Value {
    json!({"players": {"white": "ann", "black": "bob"}, "preset": "logik", "setup": logik(),
        "time_control": {"kind": "none"}, "rated": false})
}
