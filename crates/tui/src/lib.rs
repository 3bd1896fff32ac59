//! The full-screen terminal board of `mastermind play`, and the seams it plays
//! through: high scores ([`ScoreBook`]), advice ([`Advisor`]) and time ([`Clock`]).
//!
//! [`App`] is the board as a pure state machine (keys in, a drawn frame out);
//! [`run`] puts it on the terminal.

pub mod advisor;
pub mod app;
pub mod board;
pub mod clock;
pub mod config;
pub mod depth;
pub mod duel;
pub mod field;
pub mod keys;
pub mod palette;
pub mod pegs;
pub mod scorebook;
pub mod screens;
pub mod solve;
mod view;
mod words;

pub use advisor::{Advisor, Hint, ReviewRow};
pub use app::{App, Flow, HintView, Question, Screen, Status, Tone};
pub use clock::Clock;
pub use config::PlayConfig;
pub use depth::ColourDepth;
pub use duel::{ComputerDuel, DuelApp, DuelConfig, run_duel};
pub use scorebook::{Entry, Finished, ScoreBook, Win};
pub use solve::{SolveConfig, SolveOutcome, run_solve};

use crossterm::event::{self, Event};
use ratatui::DefaultTerminal;

/// Plays on the full-screen board until the player leaves.
pub fn run(
    config: PlayConfig,
    scores: Option<&dyn ScoreBook>,
    advisor: Option<&dyn Advisor>,
    clock: Box<dyn Clock>,
) -> anyhow::Result<()> {
    let mut app = App::new(config, scores, advisor, clock)?;
    // try_init installs a panic hook that restores the terminal before the
    // panic message is printed; a failure half-way still needs the restore.
    let mut terminal = ratatui::try_init().inspect_err(|_| ratatui::restore())?;
    let result = event_loop(&mut terminal, &mut app);
    ratatui::restore();
    result
}

fn event_loop(terminal: &mut DefaultTerminal, app: &mut App) -> anyhow::Result<()> {
    loop {
        terminal.draw(|frame| app.draw(frame))?;
        if let Event::Key(key) = event::read()?
            && app.handle_key(key) == Flow::Exit
        {
            return Ok(());
        }
    }
}
