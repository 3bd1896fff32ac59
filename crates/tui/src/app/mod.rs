//! The board as a state machine: keys in, state out. No terminal here, so a
//! test drives it key by key and renders it on a `TestBackend`.

mod highscore;
mod leaving;
mod screen_keys;

pub use leaving::Question;

use std::cell::Cell;
use std::fmt;

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use mastermind_core::{Achievement, Code, CodeError, Game, PlayerName, Preset, Setup, State};
use mastermind_i18n::tr;
use rand::rngs::StdRng;
use ratatui::Frame;

use crate::clock::Clock;
use crate::field::TextField;
use crate::keys::{BoardKey, board_key, peg_keys};
use crate::{Advisor, ColourDepth, Hint, PlayConfig, ReviewRow, ScoreBook};

/// Whether the player is still at the board after a key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flow {
    Continue,
    Exit,
}

/// The mood of the line under the board: the seeds' green, red and yellow flags.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tone {
    Info,
    Warning,
    Won,
    Lost,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Status {
    pub tone: Tone,
    pub text: String,
}

/// What `?` last showed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HintView {
    Hint(Hint),
    /// No advisor was given to the board.
    Unavailable,
    /// The game is over; the review has the advice now.
    Over,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Screen {
    Board,
    Help {
        scroll: u16,
    },
    /// Game and level: the presets, and the custom setup the session began with.
    Chooser {
        selected: usize,
    },
    /// A high-score table; `None` stands for a custom setup, which has none.
    Scores {
        preset: Option<Preset>,
    },
    /// A win that enters the table asks for a name.
    Name {
        input: TextField,
        error: Option<String>,
    },
    Review,
}

/// One game and level the chooser offers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    pub preset: Option<Preset>,
    pub setup: Setup,
}

/// A win waiting for a name before it goes into the table.
#[derive(Debug, Clone, Copy)]
struct PendingWin {
    preset: Preset,
    achievement: Achievement,
    secret: Code,
}

pub struct App<'a> {
    setup: Setup,
    preset: Option<Preset>,
    /// The setup the session began with when it was not a preset, so the
    /// chooser can lead back to it.
    custom: Option<Setup>,
    rng: StdRng,
    name: Option<PlayerName>,
    scores: Option<&'a dyn ScoreBook>,
    advisor: Option<&'a dyn Advisor>,
    clock: Box<dyn Clock + 'a>,
    game: Game,
    draft: Vec<Option<u8>>,
    cursor: usize,
    /// Ticks when the game was set up; the fallback start when it is won
    /// before it was ever drawn.
    created: u64,
    /// Ticks when the board of this game was first drawn: the clock of a high
    /// score starts when the player can see the board, not before.
    shown: Cell<Option<u64>>,
    /// The milliseconds a won game took.
    took: Option<u64>,
    status: Option<Status>,
    hint: Option<HintView>,
    /// A hint was given in this game: a win does not enter the table.
    hinted: bool,
    review: Option<Vec<ReviewRow>>,
    pending: Option<PendingWin>,
    /// The table and rank this game's win entered, to highlight it.
    recorded: Option<(Preset, u32)>,
    /// Asked before a game under way is dropped; the next key answers it.
    question: Option<Question>,
    colour_depth: ColourDepth,
    /// This game, once over, was handed to the book for the statistics.
    kept: bool,
    screen: Screen,
}

impl fmt::Debug for App<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("App")
            .field("setup", &self.setup)
            .field("preset", &self.preset)
            .field("state", &self.game.state())
            .field("turns", &self.game.turns().len())
            .field("draft", &self.draft)
            .field("screen", &self.screen)
            .finish_non_exhaustive()
    }
}

impl<'a> App<'a> {
    /// The board of a first game: against `config.secret` when it is set,
    /// otherwise against a secret drawn from `config.rng`.
    pub fn new(
        config: PlayConfig,
        scores: Option<&'a dyn ScoreBook>,
        advisor: Option<&'a dyn Advisor>,
        clock: Box<dyn Clock + 'a>,
    ) -> Result<Self, CodeError> {
        let PlayConfig {
            setup,
            preset,
            secret,
            mut rng,
            name,
            colour_depth,
        } = config;
        let secret = secret.unwrap_or_else(|| setup.random_code(&mut rng));
        let game = Game::new(setup.clone(), secret)?;
        let created = clock.ticks();
        Ok(App {
            custom: preset.is_none().then(|| setup.clone()),
            draft: vec![None; usize::from(setup.pegs())],
            setup,
            preset,
            rng,
            name,
            scores,
            advisor,
            clock,
            game,
            cursor: 0,
            created,
            shown: Cell::new(None),
            took: None,
            status: None,
            hint: None,
            hinted: false,
            review: None,
            pending: None,
            recorded: None,
            question: None,
            colour_depth,
            kept: false,
            screen: Screen::Board,
        })
    }

    pub fn game(&self) -> &Game {
        &self.game
    }
    pub fn setup(&self) -> &Setup {
        &self.setup
    }
    pub fn preset(&self) -> Option<Preset> {
        self.preset
    }
    /// The row being filled: one entry per peg, `None` for an empty hole.
    pub fn draft(&self) -> &[Option<u8>] {
        &self.draft
    }
    pub fn cursor(&self) -> usize {
        self.cursor
    }
    pub fn status(&self) -> Option<&Status> {
        self.status.as_ref()
    }
    pub fn hint(&self) -> Option<&HintView> {
        self.hint.as_ref()
    }
    pub fn review(&self) -> Option<&[ReviewRow]> {
        self.review.as_deref()
    }
    pub fn screen(&self) -> &Screen {
        &self.screen
    }
    /// The question waiting for its answer, if any.
    pub fn question(&self) -> Option<Question> {
        self.question
    }
    /// The milliseconds the current game took, once it is won.
    pub fn took(&self) -> Option<u64> {
        self.took
    }
    /// The table and rank the last win entered.
    pub fn recorded(&self) -> Option<(Preset, u32)> {
        self.recorded
    }

    /// The games and levels the chooser lists, in order.
    pub fn choices(&self) -> Vec<Choice> {
        let custom = self.custom.iter().map(|setup| Choice {
            preset: None,
            setup: setup.clone(),
        });
        custom
            .chain(Preset::ALL.into_iter().map(|p| Choice {
                preset: Some(p),
                setup: p.setup(),
            }))
            .collect()
    }

    /// The table of `preset`, or why there is none to show.
    pub fn table(&self, preset: Preset) -> Result<Vec<crate::Entry>, String> {
        match self.scores {
            None => Err(tr!("term-scores-unavailable")),
            Some(book) => book
                .table(preset)
                .map_err(|e| tr!("term-scores-unreadable", error = format!("{e:#}"))),
        }
    }

    /// Draws the current screen.
    pub fn draw(&self, frame: &mut Frame) {
        if matches!(self.screen, Screen::Board | Screen::Name { .. }) && self.shown.get().is_none()
        {
            self.shown.set(Some(self.clock.ticks()));
        }
        crate::view::draw(self, frame);
        self.colour_depth.fit_buffer(frame.buffer_mut());
    }

    /// Reacts to one key.
    pub fn handle_key(&mut self, key: KeyEvent) -> Flow {
        // Terminals that report releases would otherwise place every peg twice.
        if key.kind == KeyEventKind::Release {
            return Flow::Continue;
        }
        if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
            return Flow::Exit;
        }
        match self.screen.clone() {
            Screen::Board => return self.board_key(key),
            Screen::Help { scroll } => self.help_key(key, scroll),
            Screen::Chooser { selected } => self.chooser_key(key, selected),
            Screen::Scores { preset } => self.scores_key(key, preset),
            Screen::Name { input, .. } => self.name_key(key, input),
            Screen::Review => self.back_key(key),
        }
        Flow::Continue
    }

    fn playing(&self) -> bool {
        self.game.state() == State::Playing
    }

    fn warn(&mut self, text: impl Into<String>) {
        self.status = Some(Status {
            tone: Tone::Warning,
            text: text.into(),
        });
    }

    fn board_key(&mut self, key: KeyEvent) -> Flow {
        let pegs = self.draft.len();
        let asked = self.question.take();
        if asked.is_some() {
            // Any key answers the question: it leaves the line under the board.
            self.status = None;
        }
        match board_key(&key, &self.setup, self.playing()) {
            BoardKey::Peg(digit) if self.playing() => {
                self.draft[self.cursor] = Some(digit);
                self.cursor = (self.cursor + 1).min(pegs - 1);
                self.status = None;
            }
            BoardKey::Peg(_) => self.warn(tr!("term-board-over")),
            BoardKey::Unknown(c) if self.playing() => self.warn(tr!(
                "term-not-a-colour",
                key = c.to_string(),
                keys = peg_keys(&self.setup)
            )),
            BoardKey::Unknown(c) => self.warn(tr!("term-board-nothing-here", key = c.to_string())),
            BoardKey::Left => self.cursor = self.cursor.saturating_sub(1),
            BoardKey::Right => self.cursor = (self.cursor + 1).min(pegs - 1),
            BoardKey::Home => self.cursor = 0,
            BoardKey::End => self.cursor = pegs - 1,
            BoardKey::Delete => self.draft[self.cursor] = None,
            BoardKey::Backspace => {
                if self.draft[self.cursor].is_none() {
                    self.cursor = self.cursor.saturating_sub(1);
                }
                self.draft[self.cursor] = None;
            }
            BoardKey::Submit => self.submit(),
            BoardKey::Hint => self.ask_hint(),
            BoardKey::Quit if self.under_way() && asked != Some(Question::Quit) => {
                self.ask(Question::Quit)
            }
            BoardKey::Quit if self.playing() => self.quit(),
            BoardKey::Quit | BoardKey::Exit => return Flow::Exit,
            BoardKey::NewGame if self.under_way() && asked != Some(Question::NewGame) => {
                self.ask(Question::NewGame)
            }
            BoardKey::NewGame => self.give_up_and_play(None),
            BoardKey::Help => self.screen = Screen::Help { scroll: 0 },
            BoardKey::Chooser => {
                let selected = self
                    .choices()
                    .iter()
                    .position(|c| c.preset == self.preset && c.setup == self.setup)
                    .unwrap_or(0);
                self.screen = Screen::Chooser { selected };
            }
            BoardKey::Scores => {
                self.screen = Screen::Scores {
                    preset: self.preset,
                }
            }
            BoardKey::Review => self.open_review(),
            // Esc only ever takes something off the screen (a question, a
            // warning, a note, a hint): a game ends by q alone.
            BoardKey::Dismiss => {
                if self
                    .status
                    .as_ref()
                    .is_some_and(|s| matches!(s.tone, Tone::Warning | Tone::Info))
                {
                    self.status = None;
                }
                self.hint = None;
            }
            BoardKey::Ignored => {}
        }
        Flow::Continue
    }

    fn submit(&mut self) {
        if !self.playing() {
            self.warn(tr!("term-board-over"));
            return;
        }
        let empty: Vec<String> = (1..)
            .zip(&self.draft)
            .filter(|(_, p)| p.is_none())
            .map(|(i, _)| i.to_string())
            .collect();
        if !empty.is_empty() {
            self.warn(tr!(
                "term-row-not-full",
                count = empty.len(),
                holes = crate::words::and_list(&empty),
                pegs = self.draft.len()
            ));
            return;
        }
        let pegs: Vec<u8> = self.draft.iter().flatten().copied().collect();
        let Some(code) = Code::new(&pegs) else {
            self.warn(tr!("term-row-no-code"));
            return;
        };
        match self.game.guess(code) {
            Err(e) => self.warn(crate::words::refusal(&e)),
            Ok(_) => {
                self.draft = vec![None; self.draft.len()];
                self.cursor = 0;
                self.hint = None;
                self.status = None;
                match self.game.state() {
                    State::Won => self.won(),
                    State::Lost => {
                        self.status = Some(Status {
                            tone: Tone::Lost,
                            text: tr!("term-board-lost", turns = self.setup.turns()),
                        })
                    }
                    State::Playing | State::Quit => {}
                }
                self.keep();
            }
        }
    }

    fn ask_hint(&mut self) {
        self.hint = Some(if !self.playing() {
            HintView::Over
        } else {
            match self.advisor {
                None => HintView::Unavailable,
                Some(advisor) => {
                    self.hinted = true;
                    HintView::Hint(advisor.hint(&self.setup, self.game.turns()))
                }
            }
        });
    }

    fn open_review(&mut self) {
        if self.playing() {
            self.warn(tr!("term-review-later"));
            return;
        }
        if self.review.is_none()
            && let Some(advisor) = self.advisor
        {
            self.review = Some(advisor.review(&self.setup, &self.game.secret(), self.game.turns()));
        }
        self.screen = Screen::Review;
    }

    /// A new game at the current setup, against a fresh secret.
    pub fn new_game(&mut self) {
        // A game given up for a new one counts as quit, as on the web.
        if self.under_way() {
            let _ = self.game.quit();
            self.keep();
        }
        self.kept = false;
        let secret = self.setup.random_code(&mut self.rng);
        // A secret drawn from the setup always fits it.
        if let Ok(game) = Game::new(self.setup.clone(), secret) {
            self.game = game;
            self.hinted = false;
        }
        self.draft = vec![None; usize::from(self.setup.pegs())];
        self.cursor = 0;
        self.created = self.clock.ticks();
        self.shown.set(None);
        self.took = None;
        self.status = None;
        self.hint = None;
        self.review = None;
        self.pending = None;
        self.recorded = None;
        self.question = None;
        self.screen = Screen::Board;
    }
}
