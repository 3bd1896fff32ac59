//! What the solve screen's tests share: configurations, keys, honest
//! answers and rendering.
#![allow(dead_code)]

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use mastermind_core::{Code, Feedback, Notation, Preset, Setup};
use mastermind_solver::Strategy;
use mastermind_tui::Flow;
use mastermind_tui::solve::{SolveApp, SolveConfig};
use rand::SeedableRng;
use rand::rngs::StdRng;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

pub fn config(setup: Setup, preset: Option<Preset>, strategy: Strategy) -> SolveConfig {
    SolveConfig {
        colour_depth: mastermind_tui::ColourDepth::TrueColour,
        setup,
        preset,
        strategy,
        blunder_rate: 0.0,
        notation: Notation::BlackWhite,
        rng: StdRng::seed_from_u64(7),
        secret: None,
        pace: None,
    }
}

/// The screen of a preset, with the computer's first guess on the board.
pub fn solve(preset: Preset, strategy: Strategy) -> SolveApp {
    start(config(preset.setup(), Some(preset), strategy))
}

pub fn start(config: SolveConfig) -> SolveApp {
    let mut app = SolveApp::new(config);
    app.settle();
    app
}

/// Self-play of `preset` against `secret`.
pub fn watch(preset: Preset, strategy: Strategy, secret: &str) -> SolveApp {
    let setup = preset.setup();
    let secret = setup.parse_code(secret).expect("the test's secret fits");
    start(SolveConfig {
        secret: Some(secret),
        ..config(setup, Some(preset), strategy)
    })
}

pub fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

/// Presses `key` and lets the computer think.
pub fn press(app: &mut SolveApp, code: KeyCode) -> Flow {
    let flow = app.handle_key(key(code));
    app.settle();
    flow
}

/// Types each character as a key: `\n` is Enter, `<` Backspace, `^` Esc.
pub fn typed(app: &mut SolveApp, text: &str) -> Flow {
    let mut flow = Flow::Continue;
    for c in text.chars() {
        let code = match c {
            '\n' => KeyCode::Enter,
            '<' => KeyCode::Backspace,
            '^' => KeyCode::Esc,
            c => KeyCode::Char(c),
        };
        flow = press(app, code);
    }
    flow
}

/// The current guess.
pub fn guess(app: &SolveApp) -> Code {
    app.guess().expect("the computer has a guess")
}

/// The honest answer to the current guess, in black-white letters.
pub fn honest(app: &SolveApp, secret: &Code) -> String {
    let f = app.setup().score(secret, &guess(app));
    letters(f)
}

pub fn letters(f: Feedback) -> String {
    mastermind_tui::solve::answer::letters(f, Notation::BlackWhite)
}

/// Answers honestly until the game ends or `turns` answers were given.
pub fn answer_honestly(app: &mut SolveApp, secret: &Code, turns: usize) {
    for _ in 0..turns {
        if app.is_over() {
            return;
        }
        let answer = honest(app, secret);
        typed(app, &format!("{answer}\n"));
    }
}

pub fn render(app: &SolveApp, width: u16, height: u16) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test terminal");
    terminal
        .draw(|frame| app.draw(frame))
        .expect("a drawn frame");
    terminal
}

/// The screen as plain text, one line per row, trailing blanks trimmed.
pub fn text(app: &SolveApp, width: u16, height: u16) -> String {
    let terminal = render(app, width, height);
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
