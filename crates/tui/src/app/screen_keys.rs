//! The keys of the screens beside the board: help, game and level, high
//! scores, the name for a high score.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use mastermind_core::highscore::MAX_NAME_CHARS;
use mastermind_core::highscore::NameError;
use mastermind_core::{PlayerName, Preset};
use mastermind_i18n::tr;

use super::{App, Question, Screen};
use crate::field::TextField;

impl App<'_> {
    pub(super) fn help_key(&mut self, key: KeyEvent, scroll: u16) {
        let Some(scroll) = crate::keys::help_scroll(key.code, scroll) else {
            return self.back_key(key);
        };
        self.screen = Screen::Help {
            scroll: scroll.min(crate::screens::help::max_scroll()),
        };
    }

    pub(super) fn chooser_key(&mut self, key: KeyEvent, selected: usize) {
        let choices = self.choices();
        let last = choices.len() - 1;
        let asked = self.question.take();
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
            KeyCode::Enter if self.under_way() && asked != Some(Question::Level(selected)) => {
                self.question = Some(Question::Level(selected));
            }
            KeyCode::Enter => {
                if let Some(choice) = choices.into_iter().nth(selected) {
                    self.give_up_and_play(Some(choice));
                }
            }
            // Esc answers a question first; the next one leaves the chooser.
            KeyCode::Esc if asked.is_some() => {}
            KeyCode::Char('s') | KeyCode::F(3) => {
                self.screen = Screen::Scores {
                    preset: choices.get(selected).and_then(|c| c.preset),
                }
            }
            _ => self.back_key(key),
        }
    }

    pub(super) fn scores_key(&mut self, key: KeyEvent, preset: Option<Preset>) {
        let index = preset.and_then(|p| Preset::ALL.iter().position(|&q| q == p));
        let count = Preset::ALL.len();
        let at = |i: usize| Some(Preset::ALL[i % count]);
        let preset = match key.code {
            KeyCode::Right | KeyCode::Tab => index.map_or(at(0), |i| at(i + 1)),
            KeyCode::Left | KeyCode::BackTab => index.map_or(at(count - 1), |i| at(i + count - 1)),
            // The board asks, as its own n does, before a game under way goes.
            KeyCode::Char('n') | KeyCode::F(5) if self.under_way() => {
                self.screen = Screen::Board;
                return self.ask(Question::NewGame);
            }
            KeyCode::Char('n') | KeyCode::F(5) => return self.give_up_and_play(None),
            _ => return self.back_key(key),
        };
        self.screen = Screen::Scores { preset };
    }

    pub(super) fn name_key(&mut self, key: KeyEvent, mut input: TextField) {
        let mut error = None;
        match key.code {
            KeyCode::Esc => {
                self.pending = None;
                self.screen = Screen::Board;
                return;
            }
            KeyCode::Enter => match PlayerName::parse(&input.text()) {
                Ok(name) => return self.record(name),
                Err(e) => error = Some(refused(&e)),
            },
            KeyCode::Left => input.left(),
            KeyCode::Right => input.right(),
            KeyCode::Home => input.home(),
            KeyCode::End => input.end(),
            KeyCode::Backspace => input.backspace(),
            KeyCode::Delete => input.delete(),
            KeyCode::Char(c)
                if !c.is_control() && !key.modifiers.contains(KeyModifiers::CONTROL) =>
            {
                // A key that does nothing says why, rather than seeming lost.
                if !input.insert(c) {
                    error = Some(tr!("term-name-full", most = MAX_NAME_CHARS));
                }
            }
            _ => return,
        }
        self.screen = Screen::Name { input, error };
    }

    /// Esc, Enter, `q` and the board's own keys lead back to the board.
    pub(super) fn back_key(&mut self, key: KeyEvent) {
        if matches!(
            key.code,
            KeyCode::Esc | KeyCode::Enter | KeyCode::Char('q') | KeyCode::Backspace
        ) {
            self.screen = Screen::Board;
        }
    }
}

/// Why a name was refused, as the name's prompt says it.
fn refused(error: &NameError) -> String {
    match error {
        NameError::Empty => tr!("term-name-error-empty", most = MAX_NAME_CHARS),
        NameError::TooLong(count) => tr!(
            "term-name-error-too-long",
            count = *count,
            most = MAX_NAME_CHARS
        ),
        NameError::Control => tr!("term-name-error-control"),
        NameError::Invisible => tr!("term-name-error-invisible"),
    }
}
