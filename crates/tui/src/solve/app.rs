//! The solve screen as a state machine: keys in, state out, like the play
//! board's [`crate::App`]. The computer's thinking is a step of its own
//! ([`SolveApp::busy`], [`SolveApp::work`]) so that the terminal can show
//! "thinking" before a slow guess, and a test can settle it at once.

use std::fmt;
use std::time::Duration;

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use mastermind_core::{Code, Feedback, Notation, Preset, Setup};
use mastermind_i18n::tr;
use mastermind_solver::{Codebreaker, Strategy};
use rand::rngs::StdRng;
use ratatui::Frame;

use super::answer::AnswerInput;
use super::{Ending, SolveConfig, SolveOutcome};
use crate::app::{Flow, Status, Tone};

mod answering;
mod contradiction;
mod phrases;

pub(crate) use phrases::list;
use phrases::or_list;

/// Where the game stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Phase {
    /// The person answers the current guess.
    Answering,
    /// Self-play: the computer answers its own guesses, a step at a time.
    Watching {
        paused: bool,
    },
    /// The answer just given and some earlier ones cannot all be true. The
    /// person picks the wrong one among `turns` (1-based, the referee's
    /// smallest set, always with the current turn).
    Contradiction {
        turns: Vec<usize>,
        selected: usize,
    },
    /// The person gives the right answer of the earlier turn `turn`.
    Correcting {
        turns: Vec<usize>,
        turn: usize,
    },
    Over(Ending),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SolveScreen {
    Board,
    Help { scroll: u16 },
}

/// One row of the board as the view draws it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Row {
    pub guess: Code,
    /// The answer recorded, or given and refused (a contradiction).
    pub answer: Option<Feedback>,
}

pub struct SolveApp {
    setup: Setup,
    preset: Option<Preset>,
    strategy: Strategy,
    blunder_rate: f64,
    notation: Notation,
    rng: StdRng,
    /// Self-play: the code the computer answers for; new games draw one.
    self_play: bool,
    secret: Option<Code>,
    pace: Option<Duration>,
    codebreaker: Codebreaker,
    /// The guess of the current turn; `None` while the computer thinks.
    guess: Option<Code>,
    /// The answer given to the current guess and refused as contradicting.
    pending: Option<Feedback>,
    input: AnswerInput,
    phase: Phase,
    screen: SolveScreen,
    /// A message of the last key; the phase speaks when there is none.
    status: Option<Status>,
    show_strategy: bool,
    confirm_new: bool,
    games: Vec<Ending>,
    /// Digits typed to pick a turn of two digits.
    picked: String,
}

impl fmt::Debug for SolveApp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SolveApp")
            .field("setup", &self.setup)
            .field("strategy", &self.strategy)
            .field("turns", &self.codebreaker.turns())
            .field("guess", &self.guess)
            .field("phase", &self.phase)
            .field("screen", &self.screen)
            .finish_non_exhaustive()
    }
}

impl SolveApp {
    /// The screen of a first game. The computer has not guessed yet: it does
    /// on the first [`SolveApp::work`]. Setups beyond the solver
    /// (see [`mastermind_solver::supports`]) panic here; check first.
    pub fn new(config: SolveConfig) -> Self {
        let SolveConfig {
            setup,
            preset,
            strategy,
            blunder_rate,
            notation,
            rng,
            secret,
            pace,
            // The terminal loop fits the colours; the screen draws its own.
            colour_depth: _,
        } = config;
        let codebreaker = Codebreaker::new(&setup, strategy).with_blunder_rate(blunder_rate);
        let self_play = secret.is_some();
        SolveApp {
            phase: if self_play {
                Phase::Watching { paused: false }
            } else {
                Phase::Answering
            },
            setup,
            preset,
            strategy,
            blunder_rate,
            notation,
            rng,
            self_play,
            secret,
            pace,
            codebreaker,
            guess: None,
            pending: None,
            input: AnswerInput::default(),
            screen: SolveScreen::Board,
            status: None,
            show_strategy: false,
            confirm_new: false,
            games: Vec::new(),
            picked: String::new(),
        }
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }
    pub fn preset(&self) -> Option<Preset> {
        self.preset
    }
    pub fn strategy(&self) -> Strategy {
        self.strategy
    }
    pub fn blunder_rate(&self) -> f64 {
        self.blunder_rate
    }
    pub fn notation(&self) -> Notation {
        self.notation
    }
    pub fn phase(&self) -> &Phase {
        &self.phase
    }
    pub fn screen(&self) -> SolveScreen {
        self.screen
    }
    /// The code of a self-played game.
    pub fn secret(&self) -> Option<Code> {
        self.secret
    }
    pub fn is_self_play(&self) -> bool {
        self.self_play
    }
    /// The current guess; `None` while the computer thinks or after the end.
    pub fn guess(&self) -> Option<Code> {
        self.guess
    }
    pub fn input(&self) -> &AnswerInput {
        &self.input
    }
    /// A message of the last key, if it left one.
    pub fn status(&self) -> Option<&Status> {
        self.status.as_ref()
    }
    pub fn shows_strategy(&self) -> bool {
        self.show_strategy
    }
    /// The answers recorded so far, as the codebreaker holds them.
    pub fn answered(&self) -> &[(Code, Feedback)] {
        self.codebreaker.turns()
    }
    /// How many codes still fit every recorded answer.
    pub fn remaining(&self) -> usize {
        self.codebreaker.remaining()
    }
    /// The games that ended so far, in order.
    pub fn games(&self) -> &[Ending] {
        &self.games
    }

    /// The rows of the board: the answered turns, then the current guess.
    pub fn rows(&self) -> Vec<Row> {
        let mut rows: Vec<Row> = self
            .codebreaker
            .turns()
            .iter()
            .map(|&(guess, answer)| Row {
                guess,
                answer: Some(answer),
            })
            .collect();
        if let Some(guess) = self.guess
            && !self.is_over()
        {
            rows.push(Row {
                guess,
                answer: self.pending,
            });
        }
        rows
    }

    /// The number of the turn being played (1-based).
    pub fn turn(&self) -> usize {
        self.codebreaker.turns().len() + 1
    }

    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over(_))
    }

    /// The turns that contradict each other, while the person sorts them out.
    pub fn contradicting(&self) -> &[usize] {
        match &self.phase {
            Phase::Contradiction { turns, .. } | Phase::Correcting { turns, .. } => turns,
            _ => &[],
        }
    }

    /// What the session comes to: every game that ended, and the one left
    /// on the screen as stopped.
    pub fn outcome(&self) -> SolveOutcome {
        let mut games = self.games.clone();
        if !self.is_over() {
            games.push(Ending::Quit {
                turns: self.codebreaker.turns().len(),
            });
        }
        SolveOutcome { games }
    }

    /// Whether the computer has a guess to think of ([`SolveApp::work`]).
    pub fn busy(&self) -> bool {
        self.guess.is_none() && !self.is_over()
    }

    /// Thinks of the next guess.
    pub fn work(&mut self) {
        if self.busy() {
            self.guess = Some(self.codebreaker.next_guess(&mut self.rng));
        }
    }

    /// Works until the computer has its guess.
    pub fn settle(&mut self) {
        while self.busy() {
            self.work();
        }
    }

    /// How long self-play waits before its next step on its own; `None`
    /// when nothing is to happen without a key.
    pub fn pace(&self) -> Option<Duration> {
        match self.phase {
            Phase::Watching { paused: false }
                if self.screen == SolveScreen::Board && self.guess.is_some() =>
            {
                self.pace
            }
            _ => None,
        }
    }

    /// The self-play timer ran out: one step, unless paused or not watching.
    pub fn tick(&mut self) {
        if matches!(self.phase, Phase::Watching { paused: false })
            && self.screen == SolveScreen::Board
        {
            self.step();
        }
    }

    /// Draws the current screen.
    pub fn draw(&self, frame: &mut Frame) {
        super::view::draw(self, frame);
    }

    /// Reacts to one key.
    pub fn handle_key(&mut self, key: KeyEvent) -> Flow {
        if key.kind == KeyEventKind::Release {
            return Flow::Continue;
        }
        if key.modifiers.contains(KeyModifiers::CONTROL) {
            return match key.code {
                KeyCode::Char('c') => Flow::Exit,
                _ => Flow::Continue,
            };
        }
        if let SolveScreen::Help { scroll } = self.screen {
            self.help_key(key, scroll);
            return Flow::Continue;
        }
        let confirming = std::mem::take(&mut self.confirm_new);
        self.status = None;
        if !matches!(key.code, KeyCode::Char(c) if c.is_ascii_digit()) {
            self.picked.clear();
        }
        // Commands first: no notation uses these letters for key pegs.
        match key.code {
            KeyCode::Char('q' | 'Q') => return self.quit(),
            KeyCode::Char('n' | 'N') | KeyCode::F(5) => {
                self.new_game(confirming);
                return Flow::Continue;
            }
            KeyCode::Char('h' | 'H') | KeyCode::F(1) => {
                self.screen = SolveScreen::Help { scroll: 0 };
                return Flow::Continue;
            }
            KeyCode::Char('?') => {
                self.show_strategy = !self.show_strategy;
                return Flow::Continue;
            }
            _ => {}
        }
        match self.phase.clone() {
            Phase::Answering => self.answer_key(key, None),
            Phase::Correcting { turns, turn } => self.answer_key(key, Some((turns, turn))),
            Phase::Contradiction { turns, selected } => self.pick_key(key, &turns, selected),
            Phase::Watching { paused } => self.watch_key(key, paused),
            Phase::Over(_) => {
                if let KeyCode::Char(c) = key.code {
                    self.warn(tr!("term-solve-nothing-now", key = c.to_string()));
                }
            }
        }
        Flow::Continue
    }

    fn warn(&mut self, text: impl Into<String>) {
        self.status = Some(Status {
            tone: Tone::Warning,
            text: text.into(),
        });
    }

    fn tell(&mut self, tone: Tone, text: impl Into<String>) {
        self.status = Some(Status {
            tone,
            text: text.into(),
        });
    }

    fn quit(&mut self) -> Flow {
        if self.is_over() {
            return Flow::Exit;
        }
        let ending = Ending::Quit {
            turns: self.codebreaker.turns().len(),
        };
        self.end(ending);
        Flow::Continue
    }

    fn end(&mut self, ending: Ending) {
        self.games.push(ending.clone());
        self.phase = Phase::Over(ending);
        self.input.clear();
        self.pending = None;
    }

    /// A new game with the same setup and strategy; in self-play against a
    /// code drawn at random.
    fn new_game(&mut self, confirming: bool) {
        if !self.is_over() && !self.codebreaker.turns().is_empty() && !confirming {
            self.confirm_new = true;
            self.warn(tr!("term-solve-ask-new-game"));
            return;
        }
        if !self.is_over() {
            self.games.push(Ending::Quit {
                turns: self.codebreaker.turns().len(),
            });
        }
        self.codebreaker =
            Codebreaker::new(&self.setup, self.strategy).with_blunder_rate(self.blunder_rate);
        if self.self_play {
            self.secret = Some(self.setup.random_code(&mut self.rng));
        }
        self.phase = if self.self_play {
            Phase::Watching { paused: false }
        } else {
            Phase::Answering
        };
        self.guess = None;
        self.pending = None;
        self.input.clear();
        self.status = None;
    }

    fn help_key(&mut self, key: KeyEvent, scroll: u16) {
        let Some(scroll) = crate::keys::help_scroll(key.code, scroll) else {
            if matches!(
                key.code,
                KeyCode::Esc
                    | KeyCode::Enter
                    | KeyCode::Backspace
                    | KeyCode::F(1)
                    | KeyCode::Char('q' | 'h')
            ) {
                self.screen = SolveScreen::Board;
            }
            return;
        };
        let last = super::help::lines(self.notation).len().saturating_sub(1) as u16;
        self.screen = SolveScreen::Help {
            scroll: scroll.min(last),
        };
    }

    /// Typing an answer: of the current turn, or the right answer of the
    /// earlier turn being corrected.
    /// After an answer was taken: solved, given up, or the next guess.
    fn after_record(&mut self, guess: Code) {
        let turns = self.codebreaker.turns().len();
        if self.codebreaker.is_solved() {
            self.end(Ending::Solved { turns, code: guess });
        } else if turns >= usize::from(self.setup.turns()) {
            let remaining = self.codebreaker.remaining();
            self.end(Ending::GaveUp { turns, remaining });
        } else {
            self.guess = None;
            self.phase = if self.self_play {
                let paused = matches!(self.phase, Phase::Watching { paused: true });
                Phase::Watching { paused }
            } else {
                Phase::Answering
            };
        }
    }

    fn watch_key(&mut self, key: KeyEvent, paused: bool) {
        match key.code {
            KeyCode::Enter | KeyCode::Right | KeyCode::Char(' ') => self.step(),
            KeyCode::Char('p' | 'P') => {
                self.phase = Phase::Watching { paused: !paused };
            }
            KeyCode::Esc => self.show_strategy = false,
            KeyCode::Char(c) => self.warn(tr!("term-solve-watching-nothing", key = c.to_string())),
            _ => {}
        }
    }

    /// Self-play: the computer answers its guess from the secret.
    fn step(&mut self) {
        let (Some(secret), Some(guess)) = (self.secret, self.guess) else {
            return;
        };
        let feedback = self.setup.score(&secret, &guess);
        self.give(feedback);
    }
}
