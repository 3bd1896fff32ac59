//! What the board's tests share: an in-memory score book, an advisor with
//! fixed answers, a clock that only moves when told, and key helpers.
#![allow(dead_code)]

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use mastermind_core::highscore::{self, Achievement, TABLE_SIZE};
use mastermind_core::{Code, Preset, Setup, State, Turn};
use mastermind_tui::{
    Advisor, App, Clock, ColourDepth, Entry, Finished, Flow, Hint, PlayConfig, ReviewRow,
    ScoreBook, Win,
};
use rand::SeedableRng;
use rand::rngs::StdRng;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

/// A clock that stands still until a test moves it.
#[derive(Debug, Clone, Default)]
pub struct TestClock(Rc<Cell<u64>>);

/// 2026-11-21 15:00 UTC: a fixed "now" for the dates of wins.
pub const NOW: i64 = 1_795_273_200_000;

impl TestClock {
    pub fn advance(&self, millis: u64) {
        self.0.set(self.0.get() + millis);
    }
}

impl Clock for TestClock {
    fn ticks(&self) -> u64 {
        self.0.get()
    }
    fn now(&self) -> i64 {
        NOW + self.0.get() as i64
    }
}

/// The high-score tables of one computer, in memory.
#[derive(Debug, Default)]
pub struct MemoryBook {
    pub wins: RefCell<Vec<(Preset, String, Achievement, Code)>>,
    pub finished: RefCell<Vec<Kept>>,
}

/// A game kept for the statistics: preset, how it ended, turns, milliseconds.
pub type Kept = (Option<Preset>, State, usize, u64);

impl MemoryBook {
    fn sorted(&self, preset: Preset) -> Vec<(String, Achievement, Code)> {
        let mut wins: Vec<_> = self
            .wins
            .borrow()
            .iter()
            .filter(|w| w.0 == preset)
            .map(|w| (w.1.clone(), w.2, w.3))
            .collect();
        wins.sort_by(|a, b| a.1.rank_cmp(&b.1));
        wins.truncate(TABLE_SIZE);
        wins
    }

    pub fn add(&self, preset: Preset, name: &str, turns: u8, millis: u64, secret: &str) {
        let code = Code::from_digits(secret).expect("a code in digits");
        let at = NOW - 86_400_000 * (1 + self.wins.borrow().len() as i64);
        self.wins.borrow_mut().push((
            preset,
            name.to_string(),
            Achievement { turns, millis, at },
            code,
        ));
    }
}

fn date(at: i64) -> String {
    // Days since the epoch to a civil date (Howard Hinnant's algorithm).
    let days = at.div_euclid(86_400_000);
    let minutes = at.rem_euclid(86_400_000) / 60_000;
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02}",
        minutes / 60,
        minutes % 60
    )
}

impl ScoreBook for MemoryBook {
    fn table(&self, preset: Preset) -> anyhow::Result<Vec<Entry>> {
        Ok(self
            .sorted(preset)
            .into_iter()
            .zip(1..)
            .map(|((name, a, code), rank)| Entry {
                rank,
                name,
                turns: a.turns,
                millis: a.millis,
                secret: code.to_string(),
                date: date(a.at),
            })
            .collect())
    }

    fn qualifies(&self, preset: Preset, achievement: &Achievement) -> anyhow::Result<bool> {
        let table: Vec<Achievement> = self.sorted(preset).into_iter().map(|w| w.1).collect();
        Ok(highscore::qualifies(&table, achievement))
    }

    fn record(&self, win: &Win) -> anyhow::Result<Option<u32>> {
        let achievement = win.achievement();
        if !self.qualifies(win.preset, &achievement)? {
            return Ok(None);
        }
        self.wins.borrow_mut().push((
            win.preset,
            win.name.as_str().to_string(),
            achievement,
            win.secret,
        ));
        let rank = self
            .sorted(win.preset)
            .iter()
            .position(|w| w.1 == achievement && w.0 == win.name.as_str())
            .map(|i| i as u32 + 1);
        Ok(rank)
    }

    fn finished(&self, game: &Finished<'_>) -> anyhow::Result<()> {
        self.finished.borrow_mut().push((
            game.preset,
            game.game.state(),
            game.game.turns().len(),
            game.millis,
        ));
        Ok(())
    }
}

/// An advisor with canned answers, so the tests do not depend on a solver.
#[derive(Debug)]
pub struct FixedAdvisor;

impl Advisor for FixedAdvisor {
    fn hint(&self, setup: &Setup, turns: &[Turn]) -> Hint {
        Hint {
            remaining: setup.code_count() / (turns.len() as u64 + 1) / 5,
            suggestion: setup
                .parse_code(&"1122"[..4.min(setup.pegs() as usize)])
                .unwrap_or_else(|_| {
                    Code::new(&vec![1; usize::from(setup.pegs())]).expect("a code")
                }),
        }
    }

    fn review(&self, setup: &Setup, _secret: &Code, turns: &[Turn]) -> Vec<ReviewRow> {
        let mut before = setup.code_count();
        turns
            .iter()
            .zip(1..)
            .map(|(turn, number)| {
                let left = (before / 6).max(1);
                let best_left = if number % 2 == 0 {
                    left
                } else {
                    (left / 2).max(1)
                };
                let row = ReviewRow {
                    turn: number,
                    guess: turn.guess,
                    before,
                    left,
                    best: Code::new(&vec![1; usize::from(setup.pegs())]).expect("a code"),
                    best_left,
                    // The coach's word where it judged, the counts' where not.
                    verdict: (number == 1).then_some(mastermind_core::puzzle::Verdict::Mistake),
                };
                before = left;
                row
            })
            .collect()
    }
}

pub fn config(preset: Preset, secret: &str, seed: u64) -> PlayConfig {
    let setup = preset.setup();
    let secret = setup.parse_code(secret).expect("the test's secret fits");
    PlayConfig {
        setup,
        preset: Some(preset),
        secret: Some(secret),
        rng: StdRng::seed_from_u64(seed),
        name: None,
        colour_depth: ColourDepth::TrueColour,
    }
}

pub fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

/// Types each character as a key; `\n` is Enter.
pub fn typed(app: &mut App, text: &str) -> Flow {
    let mut flow = Flow::Continue;
    for c in text.chars() {
        let code = match c {
            '\n' => KeyCode::Enter,
            c => KeyCode::Char(c),
        };
        flow = app.handle_key(key(code));
    }
    flow
}

/// Plays whole rows: each guess typed and submitted.
pub fn play(app: &mut App, guesses: &[&str]) {
    for guess in guesses {
        typed(app, guess);
        typed(app, "\n");
    }
}

pub fn render(app: &App, width: u16, height: u16) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test terminal");
    terminal
        .draw(|frame| app.draw(frame))
        .expect("a drawn frame");
    terminal
}
