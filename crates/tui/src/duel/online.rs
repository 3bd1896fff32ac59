//! The duel board online: the same screen as against the computer, drawn
//! from the server's view of the duel ([`ServerView`]) as it comes, with
//! the moves sent back to the server. [`OnlineApp`] is the state machine
//! (keys and [`Update`]s in, [`Move`]s out); [`run_online`] puts it on the
//! terminal while the caller's network task feeds it.

use std::sync::mpsc::{Receiver, TryRecvError};
use std::time::Duration;

use crossterm::event::{self, Event as TermEvent, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use mastermind_core::Code;
use mastermind_core::duel::{Phase, Side};
use mastermind_i18n::tr;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Wrap};

use super::app::{Confirm, DuelScreen, Mode, not_full, score};
use super::board::{Board, FromServer, ServerView};
use super::help;
use super::view::{self, mode};
use crate::ColourDepth;
use crate::app::{Flow, Status, Tone};
use crate::keys::{BoardKey, board_key, peg_keys};
use crate::view::toned;

mod face;

/// News from the server for the screen.
#[derive(Debug, Clone)]
pub enum Update {
    /// The duel as the server now shows it.
    View(Box<ServerView>),
    /// The server refused the last move: its `{"error"}` text.
    Refused(String),
    /// The live socket is up (true) or being opened again (false).
    Connection(bool),
    /// The server is gone for good.
    Lost(String),
}

/// A move for the server.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Move {
    /// `POST /api/duels/{id}/code`.
    Code(String),
    /// `POST /api/duels/{id}/guesses`.
    Guess(String),
    /// `POST /api/duels/{id}/resign`.
    Resign,
}

/// The stage of a duel a move belongs to: the codes, or a turn.
fn stage(board: &Board) -> (u8, usize) {
    match board.phase {
        Phase::Codes { .. } => (0, 0),
        Phase::Guesses { turn, .. } => (1, turn),
        Phase::Over => (2, 0),
    }
}

#[derive(Debug)]
pub struct OnlineApp {
    id: String,
    /// The command line that comes back to the duel.
    resume: String,
    view: Option<ServerView>,
    board: Option<Board>,
    draft: Vec<Option<u8>>,
    cursor: usize,
    screen: DuelScreen,
    status: Option<Status>,
    confirm: Option<Confirm>,
    connected: bool,
    lost: Option<String>,
    /// The stage of the move sent and not yet seen in a view.
    sent: Option<(u8, usize)>,
    outbox: Vec<Move>,
}

impl OnlineApp {
    /// The screen of duel `id`, before the first view comes; `resume` is
    /// the command line that comes back to it.
    pub fn new(id: impl Into<String>, resume: impl Into<String>) -> Self {
        OnlineApp {
            id: id.into(),
            resume: resume.into(),
            view: None,
            board: None,
            draft: Vec::new(),
            cursor: 0,
            screen: DuelScreen::Board,
            status: None,
            confirm: None,
            connected: true,
            lost: None,
            sent: None,
            outbox: Vec::new(),
        }
    }

    pub fn board(&self) -> Option<&Board> {
        self.board.as_ref()
    }

    /// "open", "playing", "over" or "cancelled"; empty before the first view.
    pub fn state(&self) -> &str {
        self.view.as_ref().map_or("", |v| v.summary.state.as_str())
    }

    pub fn mode(&self) -> Option<Mode> {
        self.board.as_ref().map(mode)
    }

    pub fn draft(&self) -> &[Option<u8>] {
        &self.draft
    }

    pub fn status(&self) -> Option<&Status> {
        self.status.as_ref()
    }

    pub fn confirming(&self) -> Option<Confirm> {
        self.confirm
    }

    /// The next move to send, oldest first.
    pub fn take_move(&mut self) -> Option<Move> {
        (!self.outbox.is_empty()).then(|| self.outbox.remove(0))
    }

    fn opponent(&self) -> String {
        match &self.board {
            Some(board) => board.opponent().to_string(),
            None => tr!("term-duel-your-opponent"),
        }
    }

    /// Whether the person may type a row: the duel is in play and waits
    /// for their move, which is not sent yet.
    fn editing(&self) -> bool {
        self.board
            .as_ref()
            .is_some_and(|b| !b.is_over() && b.awaits(b.you) && b.your_guess.is_none())
    }

    /// Takes news from the server.
    pub fn update(&mut self, update: Update) {
        match update {
            Update::View(view) => self.take_view(*view),
            Update::Refused(message) => {
                self.sent = None;
                self.warn(sentence(&message));
            }
            Update::Connection(up) => self.connected = up,
            Update::Lost(message) => {
                self.connected = false;
                self.lost = Some(message);
            }
        }
    }

    fn take_view(&mut self, view: ServerView) {
        let board = match view.board() {
            Ok(board) => board,
            Err(e) => {
                self.warn(tr!("term-duel-unreadable", error = e));
                None
            }
        };
        let before = self.board.as_ref().map(|b| (stage(b), b.turns.len()));
        if let Some(board) = &board {
            let pegs = usize::from(board.setup.pegs());
            if self.draft.len() != pegs {
                self.draft = vec![None; pegs];
                self.cursor = 0;
            }
            let now = stage(board);
            if self
                .sent
                .is_some_and(|s| s != now || !board.awaits(board.you))
            {
                self.clear_draft();
                self.sent = None;
                self.status = None;
            }
            if before.is_some_and(|(s, _)| s != now) {
                self.status = None;
            }
            if let (Some((_, seen)), Some(rows)) = (before, board.turns.last())
                && board.turns.len() > seen
                && !board.is_over()
            {
                let them = board.them();
                self.tell(
                    Tone::Info,
                    tr!(
                        "term-duel-scored-online",
                        turn = board.turns.len(),
                        yours = score(rows[board.you].black, rows[board.you].white),
                        opponent = board.opponent(),
                        theirs = score(rows[them].black, rows[them].white)
                    ),
                );
            }
            if board.is_over() {
                self.confirm = None;
            }
        }
        self.board = board;
        self.view = Some(view);
    }

    pub fn draw(&self, frame: &mut Frame) {
        let area = frame.area();
        match (&self.board, self.screen) {
            (Some(board), DuelScreen::Help { scroll }) => help::draw_lines(
                help::online_lines(&board.setup, board.opponent()),
                scroll,
                frame,
                area,
            ),
            (Some(board), DuelScreen::Board) => view::board_screen(self, board, frame, area),
            (None, _) => self.waiting(frame, area),
        }
    }

    /// The screen before the duel starts: the challenge waiting.
    fn waiting(&self, frame: &mut Frame, area: Rect) {
        let id = &self.id;
        let mut lines = vec![Line::default()];
        let text = match self.state() {
            "" => tr!("term-duel-opening", id = id.as_str()),
            "open" => {
                let to = self
                    .view
                    .as_ref()
                    .and_then(|v| match v.summary.you {
                        Some(Side::White) => v.summary.black.clone(),
                        Some(Side::Black) => v.summary.white.clone(),
                        None => None,
                    })
                    .unwrap_or_else(|| tr!("term-duel-someone"));
                tr!("term-duel-challenge-waiting", id = id.as_str(), to = to)
            }
            "cancelled" => tr!("term-duel-challenge-withdrawn", id = id.as_str()),
            _ => tr!("term-duel-no-board", id = id.as_str()),
        };
        lines.push(toned(Tone::Info, &text));
        if let Some(line) = self.link_line() {
            lines.push(line);
        }
        if let Some(status) = &self.status {
            lines.push(toned(status.tone, &status.text));
        }
        lines.push(Line::default());
        lines.push(Line::from(format!(" {}", tr!("term-duel-waiting-leave"))));
        frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), area);
    }

    fn link_line(&self) -> Option<Line<'static>> {
        match (&self.lost, self.connected) {
            (Some(why), _) => Some(toned(
                Tone::Warning,
                &tr!(
                    "term-duel-lost-server-then",
                    why = why.as_str(),
                    resume = self.resume.as_str()
                ),
            )),
            (None, false) => Some(toned(Tone::Warning, &tr!("term-duel-reconnecting"))),
            (None, true) => None,
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
        let Some(board) = self.board.clone() else {
            return match key.code {
                KeyCode::Esc | KeyCode::Char('q') => Flow::Exit,
                _ => Flow::Continue,
            };
        };
        if let DuelScreen::Help { scroll } = self.screen {
            self.help_key(&board, key, scroll);
            return Flow::Continue;
        }
        if let Some(question) = self.confirm.take() {
            return self.answer(question, key);
        }
        if (ctrl && key.code == KeyCode::Char('r')) || key.code == KeyCode::F(6) {
            if board.is_over() {
                self.warn(tr!("term-duel-online-nothing-to-resign"));
            } else {
                self.confirm = Some(Confirm::Resign);
            }
            return Flow::Continue;
        }
        let editing = self.editing();
        let over = board.is_over();
        let pegs = self.draft.len();
        match board_key(&key, &board.setup, editing) {
            BoardKey::Peg(digit) if editing => {
                self.draft[self.cursor] = Some(digit);
                self.cursor = (self.cursor + 1).min(pegs - 1);
                self.status = None;
            }
            BoardKey::Submit if editing => self.submit(&board),
            BoardKey::Peg(_) | BoardKey::Submit if over => self.warn(tr!("term-duel-over-leave")),
            BoardKey::Peg(_) | BoardKey::Submit => {
                self.warn(tr!("term-duel-moved", opponent = self.opponent()))
            }
            BoardKey::Unknown(c) if editing => self.warn(tr!(
                "term-not-a-colour",
                key = c.to_string(),
                keys = peg_keys(&board.setup)
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
            BoardKey::Hint | BoardKey::Help => self.screen = DuelScreen::Help { scroll: 0 },
            BoardKey::Quit | BoardKey::Dismiss if !over => self.confirm = Some(Confirm::Quit),
            BoardKey::Quit | BoardKey::Dismiss | BoardKey::Exit => return Flow::Exit,
            BoardKey::NewGame | BoardKey::Chooser | BoardKey::Scores | BoardKey::Review => {
                self.warn(tr!("term-duel-online-key-unused"))
            }
            BoardKey::Ignored => {}
        }
        Flow::Continue
    }

    fn submit(&mut self, board: &Board) {
        if self.sent.is_some() {
            self.warn(tr!("term-duel-sent-waiting"));
            return;
        }
        let empty: Vec<String> = (1..)
            .zip(&self.draft)
            .filter(|(_, p)| p.is_none())
            .map(|(i, _)| i.to_string())
            .collect();
        let code = matches!(board.phase, Phase::Codes { .. });
        if !empty.is_empty() {
            self.warn(not_full(code, &empty, self.draft.len()));
            return;
        }
        let pegs: Vec<u8> = self.draft.iter().flatten().copied().collect();
        let Some(text) = Code::new(&pegs).map(|c| c.to_string()) else {
            self.warn(tr!("term-row-no-code"));
            return;
        };
        self.outbox.push(if code {
            Move::Code(text)
        } else {
            Move::Guess(text)
        });
        self.sent = Some(stage(board));
        self.tell(Tone::Info, tr!("term-duel-sent-waiting"));
    }

    /// `y` or Enter says yes; any other key takes the question back.
    fn answer(&mut self, question: Confirm, key: KeyEvent) -> Flow {
        let yes = matches!(key.code, KeyCode::Enter | KeyCode::Char('y' | 'Y'))
            || (question == Confirm::Quit && key.code == KeyCode::Char('q'));
        self.status = None;
        if !yes {
            return Flow::Continue;
        }
        match question {
            Confirm::Quit => Flow::Exit,
            Confirm::Resign => {
                self.outbox.push(Move::Resign);
                Flow::Continue
            }
        }
    }

    fn clear_draft(&mut self) {
        self.draft = vec![None; self.draft.len()];
        self.cursor = 0;
    }

    fn warn(&mut self, text: impl Into<String>) {
        self.tell(Tone::Warning, text);
    }

    fn tell(&mut self, tone: Tone, text: impl Into<String>) {
        self.status = Some(Status {
            tone,
            text: text.into(),
        });
    }

    fn help_key(&mut self, board: &Board, key: KeyEvent, scroll: u16) {
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
        let lines = help::online_lines(&board.setup, board.opponent()).len();
        let last = lines.saturating_sub(1) as u16;
        self.screen = DuelScreen::Help {
            scroll: scroll.min(last),
        };
    }
}

/// A server's message as a sentence: capital first, full stop.
fn sentence(message: &str) -> String {
    let message = message.trim().trim_end_matches('.');
    let mut chars = message.chars();
    match chars.next() {
        Some(first) => format!("{}{}.", first.to_uppercase(), chars.as_str()),
        None => tr!("term-duel-refused"),
    }
}

/// Plays the online duel on the full screen until the person leaves:
/// draws, takes the server's `updates` and the keys, and hands each move
/// to `send`. Returns the screen as it was left (its [`OnlineApp::state`]
/// says whether the duel goes on).
pub fn run_online(
    mut app: OnlineApp,
    updates: Receiver<Update>,
    mut send: impl FnMut(Move),
    depth: ColourDepth,
) -> anyhow::Result<OnlineApp> {
    let mut terminal = ratatui::try_init().inspect_err(|_| ratatui::restore())?;
    let result = (|| -> anyhow::Result<()> {
        loop {
            loop {
                match updates.try_recv() {
                    Ok(update) => app.update(update),
                    Err(TryRecvError::Empty) => break,
                    Err(TryRecvError::Disconnected) => {
                        if app.lost.is_none() {
                            app.update(Update::Lost(tr!("term-duel-connection-ended")));
                        }
                        break;
                    }
                }
            }
            while let Some(m) = app.take_move() {
                send(m);
            }
            terminal.draw(|frame| {
                app.draw(frame);
                depth.fit_buffer(frame.buffer_mut());
            })?;
            if event::poll(Duration::from_millis(100))?
                && let TermEvent::Key(key) = event::read()?
                && app.handle_key(key) == Flow::Exit
            {
                return Ok(());
            }
        }
    })();
    ratatui::restore();
    result.map(|()| app)
}
