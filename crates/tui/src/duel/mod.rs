//! Seed 003's duel against the computer, offline: the person is white, the
//! computer black at one of the solver's levels. [`ComputerDuel`] plays the
//! computer's side of a core [`Duel`] and is shared by the full screen
//! ([`DuelApp`], [`run_duel`]) and the line protocol of `mastermind duel
//! --json`; every rule is the core's.
//!
//! The computer sets its code at the start and guesses as soon as a turn
//! begins, from the revealed turns alone (its rows of [`Duel::turns`]); its
//! guess stays hidden until the person's is in, then both are revealed.

mod app;
mod board;
mod help;
mod online;
mod panel;
mod view;

pub use app::{Confirm, DuelApp, DuelScreen, Mode, verdict};
pub use board::{Board, Clocks, FromServer, ServerView};
pub use online::{Move, OnlineApp, Update, run_online};

use crossterm::event::{self, Event as TermEvent};
use mastermind_core::Code;
use mastermind_core::duel::{Duel, DuelError, Event, Moment, Phase, Side, Terms};
use mastermind_core::game::Turn;
use mastermind_i18n::tr;
use mastermind_solver::opponent;
use rand::rngs::StdRng;
use ratatui::DefaultTerminal;

use crate::Clock;
use crate::ColourDepth;
use crate::app::Flow;

/// The person's name in the duel's rules.
pub const YOU: &str = "You";

/// What a duel against the computer starts from.
#[derive(Debug)]
pub struct DuelConfig {
    /// The game agreed: Logik by default, any preset or a custom setup.
    pub terms: Terms,
    /// The computer's level, within [`opponent::LEVELS`].
    pub level: u8,
    /// The computer's code and its random choices; seeded by `--seed`.
    pub rng: StdRng,
    /// The colours the terminal shows, as the command line found it announced.
    pub colour_depth: ColourDepth,
}

/// A duel with the computer playing black.
#[derive(Debug)]
pub struct ComputerDuel {
    duel: Duel,
    level: u8,
    rng: StdRng,
}

impl ComputerDuel {
    /// A new duel: the computer has set its code (the returned event). A
    /// level outside [`opponent::LEVELS`] or a setup beyond the solver is
    /// refused before anything starts.
    pub fn new(config: DuelConfig, now: Moment) -> anyhow::Result<(Self, Vec<Event>)> {
        let DuelConfig {
            terms,
            level,
            mut rng,
            colour_depth: _,
        } = config;
        if !opponent::LEVELS.contains(&level) {
            anyhow::bail!(tr!(
                "term-duel-bad-level",
                lowest = *opponent::LEVELS.start(),
                highest = *opponent::LEVELS.end(),
                level = level
            ));
        }
        if !mastermind_solver::supports(terms.setup()) {
            // The counts as this message always wrote them, ungrouped.
            anyhow::bail!(tr!(
                "term-duel-too-big",
                codes = terms.setup().code_count().to_string(),
                most = mastermind_solver::MAX_CODES.to_string()
            ));
        }
        let rules = terms.rules(YOU, &opponent::name(level))?;
        let mut duel = Duel::new(rules, now);
        let code = duel.setup().random_code(&mut rng);
        let events = duel.set_code(Side::Black, code, now)?;
        Ok((ComputerDuel { duel, level, rng }, events))
    }

    pub fn duel(&self) -> &Duel {
        &self.duel
    }

    pub fn level(&self) -> u8 {
        self.level
    }

    /// Whether the computer still owes its guess of the turn in play
    /// ([`ComputerDuel::computer_moves`]).
    pub fn computer_owes(&self) -> bool {
        matches!(self.duel.phase(), Phase::Guesses { awaiting, .. } if awaiting[Side::Black])
    }

    /// The computer's guess of the turn in play, thought out from its
    /// revealed turns only; nothing when it owes no move.
    pub fn computer_moves(&mut self, now: Moment) -> Vec<Event> {
        if !self.computer_owes() {
            return Vec::new();
        }
        let turns: Vec<Turn> = self.duel.turns().iter().map(|t| t.black).collect();
        let guess = opponent::duel_guess(self.duel.setup(), self.level, &turns, &mut self.rng);
        // The computer owes this move and the guess is a code of the setup.
        self.duel.guess(Side::Black, guess, now).unwrap_or_default()
    }

    /// The person sets their code, as typed.
    pub fn set_code_text(&mut self, text: &str, now: Moment) -> Result<Vec<Event>, DuelError> {
        self.duel.set_code_text(Side::White, text, now)
    }

    /// The person's guess of the turn in play, as typed.
    pub fn guess_text(&mut self, text: &str, now: Moment) -> Result<Vec<Event>, DuelError> {
        self.duel.guess_text(Side::White, text, now)
    }

    /// The person sets their code.
    pub fn set_code(&mut self, code: Code, now: Moment) -> Result<Vec<Event>, DuelError> {
        self.duel.set_code(Side::White, code, now)
    }

    /// The person's guess of the turn in play.
    pub fn guess(&mut self, code: Code, now: Moment) -> Result<Vec<Event>, DuelError> {
        self.duel.guess(Side::White, code, now)
    }

    /// The person gives up.
    pub fn resign(&mut self) -> Result<Vec<Event>, DuelError> {
        self.duel.resign(Side::White)
    }

    /// A new duel with the same game and level, the person white again;
    /// the computer's new code drawn from the same random source.
    pub fn rematch(&mut self, now: Moment) -> Vec<Event> {
        let mut duel = Duel::new(self.duel.rules().clone(), now);
        let code = duel.setup().random_code(&mut self.rng);
        // A fresh duel takes black's code; the code is one of the setup's.
        let events = duel.set_code(Side::Black, code, now).unwrap_or_default();
        self.duel = duel;
        events
    }
}

/// A clock reading as the duel's [`Moment`].
pub fn moment(clock: &dyn Clock) -> Moment {
    Moment::from_millis(u64::try_from(clock.now()).unwrap_or(0))
}

/// Plays duels against the computer on the full screen until the person
/// leaves.
pub fn run_duel(config: DuelConfig, clock: Box<dyn Clock>) -> anyhow::Result<()> {
    let depth = config.colour_depth;
    let mut app = DuelApp::new(config, clock)?;
    let mut terminal = ratatui::try_init().inspect_err(|_| ratatui::restore())?;
    let result = event_loop(&mut terminal, &mut app, depth);
    ratatui::restore();
    result
}

fn event_loop(
    terminal: &mut DefaultTerminal,
    app: &mut DuelApp,
    depth: ColourDepth,
) -> anyhow::Result<()> {
    loop {
        terminal.draw(|frame| {
            app.draw(frame);
            depth.fit_buffer(frame.buffer_mut());
        })?;
        if app.busy() {
            // The frame just drawn says the computer is thinking; keys typed
            // meanwhile wait in the terminal.
            app.work();
            continue;
        }
        if let TermEvent::Key(key) = event::read()?
            && app.handle_key(key) == Flow::Exit
        {
            return Ok(());
        }
    }
}
