//! The duel screen as a state machine: keys in, state out, like the play
//! board's [`crate::App`]. The computer's thinking is a step of its own
//! ([`DuelApp::busy`], [`DuelApp::work`]) so that the terminal can show
//! "thinking" first, and a test can settle it at once.

use std::fmt;

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use mastermind_core::duel::{Duel, DuelResult, Phase, Reason, Side};
use mastermind_core::{Code, Setup};
use mastermind_i18n::tr;
use ratatui::Frame;

use super::board::Board;
use super::view::{self, Face};
use super::{ComputerDuel, DuelConfig, moment};
use crate::Clock;
use crate::app::{Flow, Status, Tone};
use crate::keys::{BoardKey, board_key, peg_keys};

/// What the person is doing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Setting the code the computer will break.
    Code,
    /// Guessing at the computer's code in turn `turn` (1-based).
    Guess {
        turn: usize,
    },
    Over(DuelResult),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DuelScreen {
    Board,
    Help { scroll: u16 },
}

/// A question the next key answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Confirm {
    Resign,
    Quit,
}

pub struct DuelApp {
    game: ComputerDuel,
    clock: Box<dyn Clock>,
    draft: Vec<Option<u8>>,
    cursor: usize,
    screen: DuelScreen,
    status: Option<Status>,
    confirm: Option<Confirm>,
}

impl fmt::Debug for DuelApp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DuelApp")
            .field("mode", &self.mode())
            .field("turns", &self.duel().turns().len())
            .field("draft", &self.draft)
            .field("screen", &self.screen)
            .finish_non_exhaustive()
    }
}

impl DuelApp {
    /// A first duel: the computer has set its code, the person sets theirs.
    pub fn new(config: DuelConfig, clock: Box<dyn Clock>) -> anyhow::Result<Self> {
        let (game, _) = ComputerDuel::new(config, moment(clock.as_ref()))?;
        let pegs = usize::from(game.duel().setup().pegs());
        Ok(DuelApp {
            game,
            clock,
            draft: vec![None; pegs],
            cursor: 0,
            screen: DuelScreen::Board,
            status: None,
            confirm: None,
        })
    }

    pub fn duel(&self) -> &Duel {
        self.game.duel()
    }
    pub fn setup(&self) -> &Setup {
        self.game.duel().setup()
    }
    pub fn level(&self) -> u8 {
        self.game.level()
    }
    /// The row being filled (the code, then each guess): one entry per peg.
    pub fn draft(&self) -> &[Option<u8>] {
        &self.draft
    }
    pub fn cursor(&self) -> usize {
        self.cursor
    }
    pub fn screen(&self) -> DuelScreen {
        self.screen
    }
    /// A message of the last key, if it left one.
    pub fn status(&self) -> Option<&Status> {
        self.status.as_ref()
    }
    /// The question the next key answers.
    pub fn confirming(&self) -> Option<Confirm> {
        self.confirm
    }

    pub fn mode(&self) -> Mode {
        match self.duel().phase() {
            Phase::Codes { .. } => Mode::Code,
            Phase::Guesses { turn, .. } => Mode::Guess { turn },
            Phase::Over => match self.duel().result() {
                Some(result) => Mode::Over(result),
                None => Mode::Code,
            },
        }
    }

    pub fn is_over(&self) -> bool {
        self.duel().is_over()
    }

    /// The person's code, once set (the duel's view for white).
    pub fn your_code(&self) -> Option<Code> {
        self.duel().view(Side::White).codes.white
    }

    /// The computer's code, once the duel is over.
    pub fn computer_code(&self) -> Option<Code> {
        self.duel().view(Side::White).codes.black
    }

    /// Whether the computer has its guess of the turn in play to think of.
    pub fn busy(&self) -> bool {
        self.game.computer_owes()
    }

    /// The computer thinks of its guess.
    pub fn work(&mut self) {
        let now = moment(self.clock.as_ref());
        self.game.computer_moves(now);
    }

    /// Works until the computer has made its move.
    pub fn settle(&mut self) {
        while self.busy() {
            self.work();
        }
    }

    /// What the board shows: the duel as the person (white) sees it.
    pub fn board(&self) -> Board {
        let now = moment(self.clock.as_ref());
        Board::from_view(self.duel().view(Side::White), Side::White, now.millis())
    }

    pub fn draw(&self, frame: &mut Frame) {
        let area = frame.area();
        match self.screen {
            DuelScreen::Board => view::board_screen(self, &self.board(), frame, area),
            DuelScreen::Help { scroll } => super::help::draw(self.setup(), scroll, frame, area),
        }
    }

    /// Reacts to one key.
    pub fn handle_key(&mut self, key: KeyEvent) -> Flow {
        if key.kind == KeyEventKind::Release {
            return Flow::Continue;
        }
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        if ctrl && key.code == KeyCode::Char('c') {
            return Flow::Exit;
        }
        if let DuelScreen::Help { scroll } = self.screen {
            self.help_key(key, scroll);
            return Flow::Continue;
        }
        if let Some(question) = self.confirm.take() {
            return self.answer(question, key);
        }
        if (ctrl && key.code == KeyCode::Char('r')) || key.code == KeyCode::F(6) {
            self.ask_resign();
            return Flow::Continue;
        }
        let editing = !self.is_over();
        let pegs = self.draft.len();
        match board_key(&key, self.setup(), editing) {
            BoardKey::Peg(digit) if editing => {
                self.draft[self.cursor] = Some(digit);
                self.cursor = (self.cursor + 1).min(pegs - 1);
                self.status = None;
            }
            BoardKey::Peg(_) => self.warn(tr!("term-duel-over-new")),
            BoardKey::Unknown(c) if editing => self.warn(tr!(
                "term-not-a-colour",
                key = c.to_string(),
                keys = peg_keys(self.setup())
            )),
            BoardKey::Unknown(c) => self.warn(tr!("term-duel-nothing-here", key = c.to_string())),
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
            BoardKey::Hint | BoardKey::Help => self.screen = DuelScreen::Help { scroll: 0 },
            BoardKey::Quit | BoardKey::Dismiss if editing => {
                self.confirm = Some(Confirm::Quit);
            }
            BoardKey::Quit | BoardKey::Dismiss | BoardKey::Exit => return Flow::Exit,
            BoardKey::NewGame if editing => self.warn(tr!("term-duel-new-later")),
            BoardKey::NewGame => self.new_duel(),
            BoardKey::Review if !editing => self.warn(tr!("term-duel-over-new")),
            BoardKey::Chooser | BoardKey::Scores | BoardKey::Review => {
                self.warn(tr!("term-duel-key-unused"))
            }
            BoardKey::Ignored => {}
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

    fn ask_resign(&mut self) {
        if self.is_over() {
            self.warn(tr!("term-duel-nothing-to-resign"));
        } else {
            self.confirm = Some(Confirm::Resign);
        }
    }

    /// `y` or Enter says yes; any other key takes the question back.
    fn answer(&mut self, question: Confirm, key: KeyEvent) -> Flow {
        let yes = matches!(key.code, KeyCode::Enter | KeyCode::Char('y' | 'Y'))
            || (question == Confirm::Quit && key.code == KeyCode::Char('q'));
        if !yes {
            self.status = None;
            return Flow::Continue;
        }
        match question {
            Confirm::Quit => Flow::Exit,
            Confirm::Resign => {
                // The duel is in play: the question is only asked then.
                let _ = self.game.resign();
                self.clear_draft();
                self.status = None;
                Flow::Continue
            }
        }
    }

    fn clear_draft(&mut self) {
        self.draft = vec![None; self.draft.len()];
        self.cursor = 0;
    }

    fn submit(&mut self) {
        let mode = self.mode();
        if let Mode::Over(_) = mode {
            self.warn(tr!("term-duel-over-new"));
            return;
        }
        let empty: Vec<String> = (1..)
            .zip(&self.draft)
            .filter(|(_, p)| p.is_none())
            .map(|(i, _)| i.to_string())
            .collect();
        if !empty.is_empty() {
            self.warn(not_full(mode == Mode::Code, &empty, self.draft.len()));
            return;
        }
        let pegs: Vec<u8> = self.draft.iter().flatten().copied().collect();
        let Some(code) = Code::new(&pegs) else {
            self.warn(tr!("term-row-no-code"));
            return;
        };
        // The computer's guess comes first, so that both are revealed now.
        self.settle();
        let now = moment(self.clock.as_ref());
        let result = match mode {
            Mode::Code => self.game.set_code(code, now),
            _ => self.game.guess(code, now),
        };
        match result {
            Err(e) => self.warn(crate::words::refusal(&e)),
            Ok(_) => {
                self.clear_draft();
                self.status = None;
                if let (Mode::Guess { turn }, Some(rows)) = (mode, self.duel().turns().last())
                    && !self.is_over()
                {
                    let text = tr!(
                        "term-duel-scored",
                        turn = turn,
                        yours = score(rows.white.black, rows.white.white),
                        theirs = score(rows.black.black, rows.black.white)
                    );
                    self.tell(Tone::Info, text);
                }
            }
        }
    }

    fn new_duel(&mut self) {
        let now = moment(self.clock.as_ref());
        self.game.rematch(now);
        self.clear_draft();
        self.status = None;
        self.confirm = None;
    }

    fn help_key(&mut self, key: KeyEvent, scroll: u16) {
        let Some(scroll) = crate::keys::help_scroll(key.code, scroll) else {
            if matches!(
                key.code,
                KeyCode::Esc
                    | KeyCode::Enter
                    | KeyCode::Backspace
                    | KeyCode::F(1)
                    | KeyCode::Char('q' | 'h' | '?')
            ) {
                self.screen = DuelScreen::Board;
            }
            return;
        };
        let last = super::help::lines(self.setup()).len().saturating_sub(1) as u16;
        self.screen = DuelScreen::Help {
            scroll: scroll.min(last),
        };
    }
}

impl Face for DuelApp {
    fn draft(&self) -> &[Option<u8>] {
        &self.draft
    }
    fn cursor(&self) -> usize {
        self.cursor
    }
    fn status(&self) -> Option<Status> {
        self.status.clone()
    }
    fn confirming(&self) -> Option<Confirm> {
        self.confirm
    }
    fn opponent_title(&self, _: &Board) -> String {
        format!(
            " {} ",
            tr!("term-duel-computer-guesses", level = self.level())
        )
    }
    fn opponent_row(&self, _: &Board) -> String {
        if self.busy() {
            format!(" {}", tr!("term-duel-row-thinking"))
        } else {
            format!(" {}", tr!("term-duel-row-guessed"))
        }
    }
    fn moment(&self, board: &Board) -> String {
        let turns = board.setup.turns();
        match self.mode() {
            Mode::Code => tr!("term-duel-set-code"),
            Mode::Guess { turn } if self.busy() => {
                tr!("term-duel-computer-thinking", turn = turn, turns = turns)
            }
            Mode::Guess { turn } => tr!("term-duel-guess", turn = turn, turns = turns),
            Mode::Over(_) => tr!("term-duel-over-keys"),
        }
    }
    fn verdict(&self, board: &Board, result: &DuelResult) -> (Tone, String) {
        verdict(result, board.you, &tr!("term-duel-the-computer"))
    }
    fn quit_question(&self) -> String {
        tr!("term-duel-ask-leave")
    }
    fn keys_over(&self) -> Vec<(&'static str, String)> {
        vec![
            ("n", tr!("term-duel-keys-new")),
            ("?", tr!("term-keys-help")),
            ("q", tr!("term-keys-leave")),
        ]
    }
}

/// `2 black, 1 white`.
pub(crate) fn score(black: u8, white: u8) -> String {
    tr!("term-duel-score", black = black, white = white)
}

/// Why a code or row cannot be sent yet: its empty pegs, by number.
pub(crate) fn not_full(code: bool, empty: &[String], pegs: usize) -> String {
    let holes = crate::words::and_list(empty);
    if code {
        tr!(
            "term-duel-code-not-full",
            count = empty.len(),
            holes = holes,
            pegs = pegs
        )
    } else {
        tr!(
            "term-row-not-full",
            count = empty.len(),
            holes = holes,
            pegs = pegs
        )
    }
}

/// The result in a sentence, from the side of the person playing `you`
/// against `opponent` ("the computer", or a name): who won and why.
pub fn verdict(result: &DuelResult, you: Side, opponent: &str) -> (Tone, String) {
    let won = result.winner.map(|side| side == you);
    let turn = result.turns;
    match (won, result.reason) {
        (Some(true), Reason::Broken) => (
            Tone::Won,
            tr!("term-duel-won-broke", opponent = opponent, turn = turn),
        ),
        (Some(false), Reason::Broken) => (
            Tone::Lost,
            tr!("term-duel-lost-broken", opponent = opponent, turn = turn),
        ),
        (None, Reason::BothBroken) => (Tone::Info, tr!("term-duel-draw-both", turn = turn)),
        (None, Reason::RowsUsed) => (Tone::Info, tr!("term-duel-draw-rows", turns = turn)),
        (Some(false), Reason::Resigned) => (Tone::Lost, tr!("term-duel-lost-resigned")),
        (Some(true), Reason::Resigned) => (
            Tone::Won,
            tr!("term-duel-won-resigned", opponent = opponent),
        ),
        (Some(true), Reason::TimeOut) => {
            (Tone::Won, tr!("term-duel-won-time", opponent = opponent))
        }
        (Some(false), Reason::TimeOut) => (Tone::Lost, tr!("term-duel-lost-time")),
        (None, Reason::TimeOut) => (Tone::Info, tr!("term-duel-draw-time")),
        (Some(true), Reason::Abandoned) => (
            Tone::Won,
            tr!("term-duel-won-abandoned", opponent = opponent),
        ),
        (Some(false), Reason::Abandoned) => (
            Tone::Lost,
            tr!("term-duel-lost-abandoned", opponent = opponent),
        ),
        (None, Reason::Abandoned) => (Tone::Info, tr!("term-duel-draw-abandoned")),
        (Some(true), reason) => (
            Tone::Won,
            tr!("term-duel-won-other", reason = reason.name()),
        ),
        (Some(false), reason) => (
            Tone::Lost,
            tr!("term-duel-lost-other", reason = reason.name()),
        ),
        (None, reason) => (
            Tone::Info,
            tr!("term-duel-draw-other", reason = reason.name()),
        ),
    }
}
