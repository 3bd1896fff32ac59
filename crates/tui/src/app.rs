//! The board as a state machine: keys in, state out. No terminal here, so a
//! test drives it key by key and renders it on a `TestBackend`.

use std::cell::Cell;
use std::fmt;

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use mastermind_core::{Achievement, Code, CodeError, Game, PlayerName, Preset, Setup, State};
use rand::rngs::StdRng;
use ratatui::Frame;

use crate::clock::{Clock, format_millis};
use crate::keys::{BoardKey, board_key, peg_keys};
use crate::{Advisor, Hint, PlayConfig, ReviewRow, ScoreBook, Win};

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
        input: String,
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
    /// `n` was pressed once in a game with turns played: one stray key should
    /// not throw the game away, so the next `n` confirms.
    confirm_new: bool,
    /// `q` was pressed once in a game with turns played: the next `q` quits.
    confirm_quit: bool,
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
            confirm_new: false,
            confirm_quit: false,
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
            None => Err("High scores are unavailable in this session.".to_string()),
            Some(book) => book
                .table(preset)
                .map_err(|e| format!("The high scores cannot be read: {e:#}")),
        }
    }

    /// Draws the current screen.
    pub fn draw(&self, frame: &mut Frame) {
        if matches!(self.screen, Screen::Board | Screen::Name { .. }) && self.shown.get().is_none()
        {
            self.shown.set(Some(self.clock.ticks()));
        }
        crate::view::draw(self, frame);
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
        let confirming = std::mem::take(&mut self.confirm_new);
        let quitting = std::mem::take(&mut self.confirm_quit);
        if confirming || quitting {
            // Any key answers the question: it leaves the line under the board.
            self.status = None;
        }
        match board_key(&key, &self.setup, self.playing()) {
            BoardKey::Peg(digit) if self.playing() => {
                self.draft[self.cursor] = Some(digit);
                self.cursor = (self.cursor + 1).min(pegs - 1);
                self.status = None;
            }
            BoardKey::Peg(_) => self.warn("The game is over: n plays again."),
            BoardKey::Unknown(c) if self.playing() => self.warn(format!(
                "'{c}' is not a colour of this game: use {}.",
                peg_keys(&self.setup)
            )),
            BoardKey::Unknown(c) => {
                self.warn(format!("'{c}' does nothing here: h lists the keys."))
            }
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
            BoardKey::Quit if self.playing() && !self.game.turns().is_empty() && !quitting => {
                self.confirm_quit = true;
                self.warn(
                    "Quit this game? q again quits and shows the code; any other key plays on.",
                );
            }
            BoardKey::Quit if self.playing() => {
                // Quitting a game that is still on is allowed by the rules;
                // the only failure is a game already over, excluded above.
                let _ = self.game.quit();
                self.status = Some(Status {
                    tone: Tone::Lost,
                    text: format!(
                        "You quit: the code was {} (shown on top). n plays again, q leaves.",
                        self.setup.letters(&self.game.secret())
                    ),
                });
                self.keep();
            }
            BoardKey::Quit | BoardKey::Exit => return Flow::Exit,
            BoardKey::NewGame if self.playing() && !self.game.turns().is_empty() && !confirming => {
                self.confirm_new = true;
                self.warn("Press n again to give up this game and start a new one.");
            }
            BoardKey::NewGame => self.new_game(),
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
            BoardKey::Dismiss => {
                if self
                    .status
                    .as_ref()
                    .is_some_and(|s| s.tone == Tone::Warning)
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
            self.warn("The game is over: n plays again.");
            return;
        }
        let empty: Vec<String> = (1..)
            .zip(&self.draft)
            .filter(|(_, p)| p.is_none())
            .map(|(i, _)| i.to_string())
            .collect();
        if !empty.is_empty() {
            let holes = match empty.split_last() {
                Some((last, [])) => format!("peg {last} is empty"),
                Some((last, rest)) => format!("pegs {} and {last} are empty", rest.join(", ")),
                None => String::new(),
            };
            self.warn(format!(
                "The row is not full: {holes}. Fill all {} pegs, then Enter.",
                self.draft.len()
            ));
            return;
        }
        let pegs: Vec<u8> = self.draft.iter().flatten().copied().collect();
        let Some(code) = Code::new(&pegs) else {
            self.warn("That row is not a code of this game.");
            return;
        };
        match self.game.guess(code) {
            Err(e) => self.warn(sentence(&e.to_string())),
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
                            text: format!(
                                "You lost: all {} turns are used. The key is revealed on top.",
                                self.setup.turns()
                            ),
                        })
                    }
                    State::Playing | State::Quit => {}
                }
                self.keep();
            }
        }
    }

    /// Hands the game, once over, to the book for the statistics (once).
    fn keep(&mut self) {
        if self.kept || !self.game.state().is_over() {
            return;
        }
        self.kept = true;
        let Some(book) = self.scores else {
            return;
        };
        let start = self.shown.get().unwrap_or(self.created);
        let finished = crate::scorebook::Finished {
            preset: self.preset,
            game: &self.game,
            millis: self.clock.ticks().saturating_sub(start),
            at: self.clock.now(),
        };
        if let Err(e) = book.finished(&finished) {
            self.warn(format!(
                "The game could not be kept for your statistics: {e:#}"
            ));
        }
    }

    fn won(&mut self) {
        let start = self.shown.get().unwrap_or(self.created);
        let millis = self.clock.ticks().saturating_sub(start);
        self.took = Some(millis);
        let turns = self.game.turns().len();
        let plural = if turns == 1 { "turn" } else { "turns" };
        self.status = Some(Status {
            tone: Tone::Won,
            text: format!(
                "You won in {turns} {plural} ({}). n plays again.",
                format_millis(millis)
            ),
        });
        let (Some(preset), Some(book)) = (self.preset, self.scores) else {
            return;
        };
        if !mastermind_core::highscore::counts_all_time(self.hinted, turns as u8) {
            let why = if self.hinted {
                " Played with hints: not for the high scores."
            } else {
                " Won by the first guess, which is luck: not for the high scores."
            };
            if let Some(status) = self.status.as_mut() {
                status.text.push_str(why);
            }
            return;
        }
        let achievement = Achievement {
            turns: u8::try_from(turns).unwrap_or(u8::MAX),
            millis,
            at: self.clock.now(),
        };
        match book.qualifies(preset, &achievement) {
            Ok(true) => {
                self.pending = Some(PendingWin {
                    preset,
                    achievement,
                    secret: self.game.secret(),
                });
                match self.name.clone() {
                    Some(name) => self.record(name),
                    None => {
                        self.screen = Screen::Name {
                            input: String::new(),
                            error: None,
                        }
                    }
                }
            }
            Ok(false) => {}
            Err(e) => self.warn(format!("Won, but the high scores cannot be read: {e:#}")),
        }
    }

    fn record(&mut self, name: PlayerName) {
        let Some(pending) = self.pending.take() else {
            return;
        };
        let Some(book) = self.scores else {
            return;
        };
        let win = Win {
            preset: pending.preset,
            name,
            turns: pending.achievement.turns,
            millis: pending.achievement.millis,
            secret: pending.secret,
            at: pending.achievement.at,
        };
        match book.record(&win) {
            Ok(rank) => {
                match rank {
                    Some(rank) => self.recorded = Some((pending.preset, rank)),
                    None => self.warn("Another game took that place in the table first."),
                }
                self.screen = Screen::Scores {
                    preset: Some(pending.preset),
                };
            }
            Err(e) => {
                self.screen = Screen::Board;
                self.warn(format!("The high score could not be saved: {e:#}"));
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
            self.warn("The review comes when the game is over; ? gives a hint now.");
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
        if self.playing() && !self.game.turns().is_empty() {
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
        self.confirm_new = false;
        self.confirm_quit = false;
        self.screen = Screen::Board;
    }

    fn play(&mut self, choice: Choice) {
        self.setup = choice.setup;
        self.preset = choice.preset;
        self.new_game();
    }

    fn help_key(&mut self, key: KeyEvent, scroll: u16) {
        let scroll = match key.code {
            KeyCode::Up | KeyCode::Char('k') => scroll.saturating_sub(1),
            KeyCode::Down | KeyCode::Char('j') => scroll.saturating_add(1),
            KeyCode::PageUp => scroll.saturating_sub(10),
            KeyCode::PageDown | KeyCode::Char(' ') => scroll.saturating_add(10),
            KeyCode::Home => 0,
            _ => return self.back_key(key),
        };
        self.screen = Screen::Help {
            scroll: scroll.min(crate::screens::help::max_scroll()),
        };
    }

    fn chooser_key(&mut self, key: KeyEvent, selected: usize) {
        let choices = self.choices();
        let last = choices.len() - 1;
        match key.code {
            KeyCode::Up | KeyCode::Char('k') => {
                self.screen = Screen::Chooser {
                    selected: selected.checked_sub(1).unwrap_or(last),
                }
            }
            KeyCode::Down | KeyCode::Char('j') => {
                self.screen = Screen::Chooser {
                    selected: if selected >= last { 0 } else { selected + 1 },
                }
            }
            KeyCode::Enter => {
                if let Some(choice) = choices.into_iter().nth(selected) {
                    self.play(choice);
                }
            }
            KeyCode::Char('s') | KeyCode::F(3) => {
                self.screen = Screen::Scores {
                    preset: choices.get(selected).and_then(|c| c.preset),
                }
            }
            _ => self.back_key(key),
        }
    }

    fn scores_key(&mut self, key: KeyEvent, preset: Option<Preset>) {
        let index = preset.and_then(|p| Preset::ALL.iter().position(|&q| q == p));
        let count = Preset::ALL.len();
        let at = |i: usize| Some(Preset::ALL[i % count]);
        let preset = match key.code {
            KeyCode::Right | KeyCode::Tab => index.map_or(at(0), |i| at(i + 1)),
            KeyCode::Left | KeyCode::BackTab => index.map_or(at(count - 1), |i| at(i + count - 1)),
            KeyCode::Char('n') | KeyCode::F(5) => return self.new_game(),
            _ => return self.back_key(key),
        };
        self.screen = Screen::Scores { preset };
    }

    fn name_key(&mut self, key: KeyEvent, mut input: String) {
        match key.code {
            KeyCode::Esc => {
                self.pending = None;
                self.screen = Screen::Board;
            }
            KeyCode::Enter => match PlayerName::parse(&input) {
                Ok(name) => self.record(name),
                Err(e) => {
                    self.screen = Screen::Name {
                        input,
                        error: Some(sentence(&e.to_string())),
                    }
                }
            },
            KeyCode::Backspace => {
                input.pop();
                self.screen = Screen::Name { input, error: None };
            }
            // Room for a little more than the limit, so that an overlong name is
            // seen and refused with its reason rather than silently cut.
            KeyCode::Char(c) if !c.is_control() && input.chars().count() < 64 => {
                input.push(c);
                self.screen = Screen::Name { input, error: None };
            }
            _ => {}
        }
    }

    /// Esc, Enter, `q` and the board's own keys lead back to the board.
    fn back_key(&mut self, key: KeyEvent) {
        if matches!(
            key.code,
            KeyCode::Esc | KeyCode::Enter | KeyCode::Char('q') | KeyCode::Backspace
        ) {
            self.screen = Screen::Board;
        }
    }
}

/// A core error message as a sentence on the screen: capital first, full stop.
fn sentence(message: &str) -> String {
    let mut chars = message.chars();
    match chars.next() {
        Some(first) => format!("{}{}.", first.to_uppercase(), chars.as_str()),
        None => String::new(),
    }
}
