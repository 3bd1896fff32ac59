//! The duel board online, drawn from the server's view of a duel (the JSON
//! of `GET /api/duels/{id}`): snapshots of a duel under way and of its end,
//! and the screen's behaviour as views, refusals and keys come in.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use insta::assert_snapshot;
use mastermind_tui::Flow;
use mastermind_tui::duel::{Move, OnlineApp, ServerView, Update};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use serde_json::{Value, json};

const RESUME: &str = "mastermind duel --server http://host:8080 --name ann --resume d7";

fn logik() -> Value {
    json!({"pegs": 5, "colours": 8, "blanks": false, "repetition": true, "turns": 10,
        "rule": "mastermind",
        "palette": ["red", "blue", "yellow", "green", "pink", "turquoise", "white", "black"]})
}

/// The server's view for ann (white) of a duel with bob: `duel` is the board.
fn full(state: &str, duel: Value) -> Value {
    json!({"id": "d7", "state": state, "challenger": "ann", "white": "ann", "black": "bob",
        "opponent": "bob", "you": "white", "preset": "logik", "setup": logik(),
        "time_control": {"kind": "none"}, "rated": false, "created_at": 1, "updated_at": 2,
        "can_accept": false, "your_move": false, "computer": null, "turn": null, "result": null,
        "now": 1_795_273_200_000_u64, "can_claim": false, "rematch": null, "duel": duel})
}

fn two_turns() -> Value {
    json!([
        {"white": {"guess": "11223", "black": 0, "white": 2},
         "black": {"guess": "66778", "black": 0, "white": 0}},
        {"white": {"guess": "44556", "black": 0, "white": 1},
         "black": {"guess": "12121", "black": 2, "white": 0}}
    ])
}

/// Turn 3: bob has guessed, ann has not.
fn mid_duel() -> Value {
    full(
        "playing",
        json!({"v": 9, "you": "white", "rules": rules(),
            "phase": {"phase": "guesses", "turn": 3, "awaiting": {"white": true, "black": false}},
            "codes": {"white": "12345", "black": null}, "turns": two_turns(),
            "your_guess": null, "clock": null, "result": null}),
    )
}

/// Bob broke ann's code in turn 3.
fn the_end() -> Value {
    let mut turns = two_turns();
    turns.as_array_mut().unwrap().push(json!(
        {"white": {"guess": "67821", "black": 3, "white": 2},
         "black": {"guess": "12345", "black": 5, "white": 0}}));
    full(
        "over",
        json!({"v": 12, "you": "white", "rules": rules(), "phase": {"phase": "over"},
            "codes": {"white": "12345", "black": "67812"}, "turns": turns,
            "your_guess": null, "clock": null,
            "result": {"winner": "black", "reason": "broken", "turns": 3}}),
    )
}

fn codes_phase(awaiting_white: bool, white_code: Value) -> Value {
    full(
        "playing",
        json!({"v": 1, "you": "white", "rules": rules(),
            "phase": {"phase": "codes", "awaiting": {"white": awaiting_white, "black": true}},
            "codes": {"white": white_code, "black": null}, "turns": [],
            "your_guess": null, "clock": null, "result": null}),
    )
}

fn view(value: Value) -> Update {
    let view: ServerView = serde_json::from_value(value).expect("the server's view parses");
    Update::View(Box::new(view))
}

fn app_with(value: Value) -> OnlineApp {
    let mut app = OnlineApp::new("d7", RESUME);
    app.update(view(value));
    app
}

fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

fn typed(app: &mut OnlineApp, text: &str) -> Flow {
    let mut flow = Flow::Continue;
    for c in text.chars() {
        let code = match c {
            '\n' => KeyCode::Enter,
            '<' => KeyCode::Backspace,
            '^' => KeyCode::Esc,
            c => KeyCode::Char(c),
        };
        flow = app.handle_key(key(code));
    }
    flow
}

fn render(app: &OnlineApp, width: u16, height: u16) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test terminal");
    terminal
        .draw(|frame| app.draw(frame))
        .expect("a drawn frame");
    terminal
}

fn text(app: &OnlineApp) -> String {
    let terminal = render(app, 80, 24);
    let buffer = terminal.backend().buffer();
    let mut out = String::new();
    for y in 0..buffer.area.height {
        let row: String = (0..buffer.area.width)
            .map(|x| buffer[(x, y)].symbol())
            .collect();
        out.push_str(row.trim_end());
        out.push('\n');
    }
    out
}

#[test]
fn online_mid_duel_with_the_opponent_having_guessed() {
    let mut app = app_with(mid_duel());
    typed(&mut app, "67");
    let screen = text(&app);
    assert!(screen.contains("bob has guessed: your turn"), "{screen}");
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn online_the_end() {
    let app = app_with(the_end());
    let screen = text(&app);
    assert!(
        screen.contains("You lost: bob broke your code in turn 3."),
        "{screen}"
    );
    assert_snapshot!(render(&app, 80, 24).backend());
}

#[test]
fn an_open_challenge_waits_for_someone_to_accept() {
    let mut value = full("open", Value::Null);
    value["black"] = Value::Null;
    let mut app = app_with(value);
    assert!(app.board().is_none());
    assert!(text(&app).contains("waiting for someone to accept"));
    // Then it is accepted: the board, and the code to set.
    app.update(view(codes_phase(true, Value::Null)));
    assert!(text(&app).contains("Set your code for bob to break"));
    // q leaves at once while nothing is in play? No: the duel is in play.
    assert_eq!(typed(&mut app, "q"), Flow::Continue);
    assert!(text(&app).contains("Leave? The duel goes on"));
}

#[test]
fn the_code_is_sent_and_the_row_cleared_once_the_server_shows_it() {
    let mut app = app_with(codes_phase(true, Value::Null));
    typed(&mut app, "1234\n");
    assert_eq!(app.take_move(), None, "a row not full is not sent");
    assert!(text(&app).contains("peg 5 is empty"));
    typed(&mut app, "5\n");
    assert_eq!(app.take_move(), Some(Move::Code("12345".into())));
    assert_eq!(
        app.draft().iter().flatten().count(),
        5,
        "the row stays until seen"
    );
    app.update(view(codes_phase(false, json!("12345"))));
    assert!(app.draft().iter().all(Option::is_none));
    assert!(text(&app).contains("Waiting for bob's code."));
}

#[test]
fn a_refused_guess_shows_the_servers_words_and_keeps_the_row() {
    let mut app = app_with(mid_duel());
    typed(&mut app, "67812\n");
    assert_eq!(app.take_move(), Some(Move::Guess("67812".into())));
    app.update(Update::Refused("the turn is over".into()));
    assert!(text(&app).contains("The turn is over."));
    assert_eq!(app.draft().iter().flatten().count(), 5);
    // Sent again, and this time taken: the view shows it as sent.
    typed(&mut app, "\n");
    assert_eq!(app.take_move(), Some(Move::Guess("67812".into())));
    let mut taken = mid_duel();
    taken["duel"]["phase"]["awaiting"]["white"] = json!(false);
    taken["duel"]["phase"]["awaiting"]["black"] = json!(true);
    taken["duel"]["your_guess"] = json!("67812");
    app.update(view(taken));
    assert!(app.draft().iter().all(Option::is_none));
    let screen = text(&app);
    assert!(screen.contains("waiting for bob's guess"), "{screen}");
    assert!(screen.contains("sent"), "{screen}");
}

#[test]
fn resigning_and_leaving_ask_first() {
    let mut app = app_with(mid_duel());
    app.handle_key(KeyEvent::new(KeyCode::Char('r'), KeyModifiers::CONTROL));
    assert!(text(&app).contains("Resign this duel?"));
    typed(&mut app, "x");
    assert_eq!(app.take_move(), None);
    app.handle_key(key(KeyCode::F(6)));
    typed(&mut app, "y");
    assert_eq!(app.take_move(), Some(Move::Resign));
    assert_eq!(typed(&mut app, "^"), Flow::Continue);
    assert_eq!(typed(&mut app, "y"), Flow::Exit);
    assert_eq!(app.state(), "playing");
}

#[test]
fn a_dropped_socket_says_reconnecting() {
    let mut app = app_with(mid_duel());
    app.update(Update::Connection(false));
    assert!(text(&app).contains("Reconnecting…"));
    app.update(Update::Connection(true));
    assert!(!text(&app).contains("Reconnecting…"));
}

#[test]
fn the_end_leaves_without_asking() {
    let mut app = app_with(the_end());
    assert_eq!(typed(&mut app, "q"), Flow::Exit);
}

#[test]
fn a_timed_duel_counts_each_clock_down_from_the_servers_deadlines() {
    // Ann has 42.5 s left of a per-turn minute; bob has guessed.
    let now = 1_795_273_200_000_u64;
    let mut value = mid_duel();
    value["time_control"] = json!({"kind": "per-turn", "seconds": 60});
    value["duel"]["clock"] = json!({"time_control": {"kind": "per-turn", "seconds": 60},
        "stage_start": now - 17_500, "left_ms": {"white": 0, "black": 0},
        "deadlines": {"white": now + 42_500, "black": null}, "given_back_ms": 0});
    let app = app_with(value);
    let shown = text(&app);
    assert!(
        shown.contains("Clock: you 0:42 · bob (moved)")
            || shown.contains("Clock: you 0:41 · bob (moved)"),
        "{shown}"
    );
    // In the last ten seconds the line turns to a warning.
    let mut value = mid_duel();
    value["duel"]["clock"] = json!({"time_control": {"kind": "per-turn", "seconds": 60},
        "stage_start": now - 55_000, "left_ms": {"white": 0, "black": 0},
        "deadlines": {"white": now + 5_000, "black": null}, "given_back_ms": 0});
    let shown = text(&app_with(value));
    assert!(shown.contains("⚠ Clock: you 0:0"), "{shown}");
    // Without a clock, no such line.
    assert!(!text(&app_with(mid_duel())).contains("Clock:"));
}

#[test]
fn an_opponent_on_vacation_is_shown_with_the_time_until_they_are_back() {
    let now = 1_795_273_200_000_u64;
    let hour = 3_600_000;
    let mut value = mid_duel();
    value["time_control"] = json!({"kind": "per-turn", "seconds": 86_400});
    value["duel"]["clock"] = json!({"time_control": {"kind": "per-turn", "seconds": 86_400},
        "stage_start": now - hour, "left_ms": {"white": 0, "black": 0},
        "deadlines": {"white": now + 23 * hour, "black": null}, "given_back_ms": 0,
        "away_until": {"white": null, "black": now + 53 * hour + hour / 2}});
    let shown = text(&app_with(value));
    assert!(
        shown.contains("bob (on vacation for 2 d 6 h more)"),
        "{shown}"
    );
}

/// The agreed rules of the duel between ann and bob.
fn rules() -> Value {
    json!({"players": {"white": "ann", "black": "bob"}, "preset": "logik", "setup": logik(),
        "time_control": {"kind": "none"}, "rated": false})
}
