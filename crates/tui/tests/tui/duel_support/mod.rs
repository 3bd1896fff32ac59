//! What the duel screen's tests share: a stopped clock, duels of a known
//! seed, keys and rendering.
#![allow(dead_code)]

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use mastermind_core::duel::Terms;
use mastermind_core::{Code, Preset, Setup};
use mastermind_tui::duel::{DuelApp, DuelConfig};
use mastermind_tui::{Clock, Flow};
use rand::SeedableRng;
use rand::rngs::StdRng;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

/// A clock that never moves: duels against the computer have no clock.
#[derive(Debug, Clone, Copy)]
pub struct Stopped;

/// 2026-11-21 15:00 UTC.
pub const NOW: i64 = 1_795_273_200_000;

impl Clock for Stopped {
    fn ticks(&self) -> u64 {
        0
    }
    fn now(&self) -> i64 {
        NOW
    }
}

pub fn config(terms: Terms, level: u8, seed: u64) -> DuelConfig {
    DuelConfig {
        terms,
        level,
        rng: StdRng::seed_from_u64(seed),
        colour_depth: mastermind_tui::ColourDepth::TrueColour,
    }
}

/// A duel of `preset` against the computer at `level`, its random choices
/// seeded with `seed`.
pub fn duel(preset: Preset, level: u8, seed: u64) -> DuelApp {
    start(config(Terms::preset(preset), level, seed))
}

pub fn start(config: DuelConfig) -> DuelApp {
    DuelApp::new(config, Box::new(Stopped)).expect("a duel the computer can play")
}

/// The computer's code in a duel seeded with `seed`: the first thing it
/// draws.
pub fn computer_code(setup: &Setup, seed: u64) -> Code {
    setup.random_code(&mut StdRng::seed_from_u64(seed))
}

pub fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

pub fn ctrl(c: char) -> KeyEvent {
    KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL)
}

/// Presses `key` and lets the computer think, as the terminal does between
/// keys.
pub fn press(app: &mut DuelApp, key: KeyEvent) -> Flow {
    let flow = app.handle_key(key);
    app.settle();
    flow
}

/// Types each character as a key: `\n` is Enter, `<` Backspace, `^` Esc.
pub fn typed(app: &mut DuelApp, text: &str) -> Flow {
    let mut flow = Flow::Continue;
    for c in text.chars() {
        let code = match c {
            '\n' => KeyCode::Enter,
            '<' => KeyCode::Backspace,
            '^' => KeyCode::Esc,
            c => KeyCode::Char(c),
        };
        flow = press(app, key(code));
    }
    flow
}

pub fn render(app: &DuelApp, width: u16, height: u16) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test terminal");
    terminal
        .draw(|frame| app.draw(frame))
        .expect("a drawn frame");
    terminal
}

/// The screen as plain text, one line per row, trailing blanks trimmed.
pub fn text(app: &DuelApp, width: u16, height: u16) -> String {
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
