//! Leaving a game under way. One stray key should not throw away a game
//! with turns played, so quitting, a new game and another level each ask
//! first; and a game that is given up always shows its code, as quitting does.

use mastermind_core::State;
use mastermind_i18n::tr;

use super::{App, Choice, Status, Tone};

/// What is asked before a game under way is dropped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Question {
    /// `q`: quit the game and show its code.
    Quit,
    /// `n`: give the game up for a new one at the same level.
    NewGame,
    /// Enter in the chooser: give the game up for the choice at this place.
    Level(usize),
}

impl App<'_> {
    /// A game still on with turns played: dropping it loses something.
    pub(super) fn under_way(&self) -> bool {
        self.game.state() == State::Playing && !self.game.turns().is_empty()
    }

    /// Puts `question` on the flag line; the next key answers it.
    pub(super) fn ask(&mut self, question: Question) {
        self.question = Some(question);
        match question {
            Question::Quit => self.warn(tr!("term-ask-quit")),
            Question::NewGame => self.warn(tr!("term-ask-new-game")),
            // The chooser shows its own question beside the choice.
            Question::Level(_) => {}
        }
    }

    /// Ends the game by the rules' quit, which reveals the key on top.
    pub(super) fn quit(&mut self) {
        // Quitting a game that is still on is allowed by the rules; the only
        // failure is a game already over, which has nothing left to quit.
        let _ = self.game.quit();
        // A hint is about a game still to be won: this one no longer is.
        self.hint = None;
        self.status = Some(Status {
            tone: Tone::Lost,
            text: tr!(
                "term-board-quit",
                code = self.setup.letters(&self.game.secret())
            ),
        });
        self.keep();
    }

    /// A new game at `choice`, or at the same level; a game under way is given
    /// up and its code told on the new board's flag line.
    pub(super) fn give_up_and_play(&mut self, choice: Option<Choice>) {
        let given_up = self
            .under_way()
            .then(|| self.setup.letters(&self.game.secret()));
        if given_up.is_some() {
            // A game given up counts as quit, as on the web, and is kept
            // under its own level before the level changes.
            let _ = self.game.quit();
            self.keep();
        }
        if let Some(choice) = choice {
            self.setup = choice.setup;
            self.preset = choice.preset;
        }
        self.new_game();
        if let Some(code) = given_up {
            self.status = Some(Status {
                tone: Tone::Info,
                text: tr!("term-board-given-up", code = code),
            });
        }
    }
}
