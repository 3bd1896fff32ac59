//! The full screen of `mastermind solve`: the person thinks of a code, the
//! computer breaks it. Each guess appears on the board and the person sets its
//! key pegs; answers that contradict each other are named with the referee's
//! smallest set of turns, and the person corrects one of them. With a secret,
//! the computer answers itself a step at a time while a person watches
//! (seed 004: "the computer can play itself too").
//!
//! [`SolveApp`] is the screen as a pure state machine; [`run_solve`] puts it
//! on the terminal.

pub mod answer;
mod app;
mod help;
mod panel;
mod view;

pub use app::{Phase, Row, SolveApp, SolveScreen};

use std::time::{Duration, Instant};

use crossterm::event::{self, Event};
use mastermind_core::{Code, Notation, Preset, Setup};
use mastermind_i18n::tr;
use mastermind_solver::Strategy;
use rand::rngs::StdRng;
use ratatui::DefaultTerminal;

use crate::ColourDepth;
use crate::app::Flow;

/// What a solve session starts from.
#[derive(Debug)]
pub struct SolveConfig {
    pub setup: Setup,
    /// `None` for a custom setup.
    pub preset: Option<Preset>,
    pub strategy: Strategy,
    /// The chance that a turn forgets an answer ([`mastermind_solver::Codebreaker::with_blunder_rate`]).
    pub blunder_rate: f64,
    /// How answers are typed and named: B/W, or seed 004's W/R.
    pub notation: Notation,
    /// The computer's random choices, and the codes of later self-play games.
    pub rng: StdRng,
    /// Self-play: the computer answers its own guesses against this code.
    pub secret: Option<Code>,
    /// Self-play steps on its own at this pace; `None`: only on a key.
    pub pace: Option<Duration>,
    /// The colours the terminal shows, as the command line found it announced.
    pub colour_depth: ColourDepth,
}

/// How one game ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ending {
    /// The computer's guess of turn `turns` was all black.
    Solved { turns: usize, code: Code },
    /// All turns were used; `remaining` codes still fit the answers.
    GaveUp { turns: usize, remaining: usize },
    /// The person stopped after `turns` answered turns.
    Quit { turns: usize },
}

impl Ending {
    /// The ending in a sentence, as the screen and the command line say it.
    pub fn sentence(&self, setup: &Setup, self_play: bool) -> String {
        let whose = if self_play { "self" } else { "person" };
        match self {
            Ending::Solved { turns, code } => tr!(
                "term-solve-solved",
                turns = *turns,
                whose = whose,
                code = code.to_string(),
                colours = colour_names(setup, code)
            ),
            Ending::GaveUp { turns, remaining } => tr!(
                "term-solve-gave-up",
                turns = *turns,
                remaining = *remaining,
                whose = whose
            ),
            Ending::Quit { turns } => tr!("term-solve-stopped", turns = *turns),
        }
    }
}

/// What a session came to: every game, in order.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SolveOutcome {
    pub games: Vec<Ending>,
}

impl SolveOutcome {
    /// The game the person left the screen on.
    pub fn last(&self) -> Option<&Ending> {
        self.games.last()
    }
}

/// A code's colours by name: `blue yellow pink pink`.
fn colour_names(setup: &Setup, code: &Code) -> String {
    code.pegs()
        .iter()
        .map(|&digit| crate::words::colour(setup.colour_name(digit)))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Lets the computer break codes on the full screen until the person leaves.
pub fn run_solve(config: SolveConfig) -> anyhow::Result<SolveOutcome> {
    if !mastermind_solver::supports(&config.setup) {
        anyhow::bail!(tr!(
            "term-solve-too-big",
            most = mastermind_solver::MAX_CODES,
            codes = config.setup.code_count()
        ));
    }
    let depth = config.colour_depth;
    let mut app = SolveApp::new(config);
    let mut terminal = ratatui::try_init().inspect_err(|_| ratatui::restore())?;
    let result = event_loop(&mut terminal, &mut app, depth);
    ratatui::restore();
    result?;
    Ok(app.outcome())
}

fn event_loop(
    terminal: &mut DefaultTerminal,
    app: &mut SolveApp,
    depth: ColourDepth,
) -> anyhow::Result<()> {
    // When self-play takes its next step on its own.
    let mut due: Option<Instant> = None;
    loop {
        terminal.draw(|frame| {
            app.draw(frame);
            depth.fit_buffer(frame.buffer_mut());
        })?;
        if app.busy() {
            // The frame just drawn says the computer is thinking.
            app.work();
            continue;
        }
        match app.pace() {
            Some(pace) => {
                let at = *due.get_or_insert_with(|| Instant::now() + pace);
                if !event::poll(at.saturating_duration_since(Instant::now()))? {
                    due = None;
                    app.tick();
                    continue;
                }
            }
            None => due = None,
        }
        if let Event::Key(key) = event::read()?
            && app.handle_key(key) == Flow::Exit
        {
            return Ok(());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn endings_read_with_thousands_grouped() {
        let setup = Preset::Mastermind1.setup();
        let gave_up = Ending::GaveUp {
            turns: 8,
            remaining: 1234,
        };
        assert_eq!(
            gave_up.sentence(&setup, false),
            "I give up after 8 turns: 1,234 codes still fit your answers."
        );
        let one = Ending::GaveUp {
            turns: 1,
            remaining: 1,
        };
        assert_eq!(
            one.sentence(&setup, true),
            "I give up after 1 turn: 1 code still fits the answers."
        );
        let code = setup.parse_code("BYPP").expect("a code of Mastermind I");
        assert_eq!(
            Ending::Solved { turns: 3, code }.sentence(&setup, false),
            format!("Solved in 3 turns: your code is {code} (blue yellow pink pink).")
        );
    }
}
