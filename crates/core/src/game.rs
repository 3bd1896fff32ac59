//! The single-player game: a secret, a setup and the turns played against it.

use serde::{Deserialize, Serialize};

use crate::code::{Code, CodeError};
use crate::feedback::Feedback;
use crate::setup::Setup;

/// Where a game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum State {
    Playing,
    Won,
    Lost,
    Quit,
}

impl State {
    pub fn name(self) -> &'static str {
        match self {
            State::Playing => "playing",
            State::Won => "won",
            State::Lost => "lost",
            State::Quit => "quit",
        }
    }

    pub fn is_over(self) -> bool {
        self != State::Playing
    }
}

/// A name that is not one of [`State`]'s.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown game state '{0}': playing, won, lost or quit")]
pub struct UnknownState(pub String);

impl std::str::FromStr for State {
    type Err = UnknownState;

    /// Reads back what [`State::name`] writes.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        [State::Playing, State::Won, State::Lost, State::Quit]
            .into_iter()
            .find(|state| state.name() == s)
            .ok_or_else(|| UnknownState(s.to_string()))
    }
}

/// One row of the board: a guess and its feedback.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub guess: Code,
    pub black: u8,
    pub white: u8,
}

impl Turn {
    pub fn feedback(&self) -> Feedback {
        Feedback::new(self.black, self.white)
    }
}

/// Why a guess was not taken. The game is unchanged.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GuessError {
    #[error(transparent)]
    Code(#[from] CodeError),
    #[error("the game is over ({})", .0.name())]
    Over(State),
}

/// A game against a secret code. Holds the secret; edges decide when to show it
/// ([`Game::revealed_secret`] gives it only once the game is over).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    setup: Setup,
    secret: Code,
    turns: Vec<Turn>,
    state: State,
}

impl Game {
    /// A new game; the secret must fit the setup.
    pub fn new(setup: Setup, secret: Code) -> Result<Self, CodeError> {
        setup.check(&secret)?;
        Ok(Game {
            setup,
            secret,
            turns: Vec::new(),
            state: State::Playing,
        })
    }

    /// Plays a guess. On error nothing changes and no turn is spent.
    pub fn guess(&mut self, guess: Code) -> Result<Turn, GuessError> {
        if self.state.is_over() {
            return Err(GuessError::Over(self.state));
        }
        self.setup.check(&guess)?;
        let feedback = self.setup.score(&self.secret, &guess);
        let turn = Turn {
            guess,
            black: feedback.black,
            white: feedback.white,
        };
        self.turns.push(turn);
        if feedback.is_win(self.setup.pegs()) {
            self.state = State::Won;
        } else if self.turns.len() >= usize::from(self.setup.turns()) {
            self.state = State::Lost;
        }
        Ok(turn)
    }

    /// Parses and plays a typed guess.
    pub fn guess_text(&mut self, text: &str) -> Result<Turn, GuessError> {
        if self.state.is_over() {
            return Err(GuessError::Over(self.state));
        }
        let code = self.setup.parse_code(text)?;
        self.guess(code)
    }

    /// Gives up; the secret may be shown.
    pub fn quit(&mut self) -> Result<(), GuessError> {
        if self.state.is_over() {
            return Err(GuessError::Over(self.state));
        }
        self.state = State::Quit;
        Ok(())
    }

    /// Rebuilds a game from its secret and the guesses played, as stored.
    pub fn replay(
        setup: Setup,
        secret: Code,
        guesses: &[Code],
        quit: bool,
    ) -> Result<Self, GuessError> {
        let mut game = Game::new(setup, secret)?;
        for &guess in guesses {
            game.guess(guess)?;
        }
        if quit {
            game.quit()?;
        }
        Ok(game)
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    pub fn turns(&self) -> &[Turn] {
        &self.turns
    }

    pub fn state(&self) -> State {
        self.state
    }

    /// Turns still to play.
    /// The turn the next guess plays (1 for the first).
    pub fn next_turn(&self) -> usize {
        self.turns.len() + 1
    }

    /// Whether a guess that names `turn` is for the turn in play; one for a
    /// turn already played is a retry.
    pub fn check_turn(&self, turn: usize) -> Result<(), crate::TurnError> {
        crate::turn::check(turn, self.next_turn())
    }

    pub fn turns_left(&self) -> u8 {
        self.setup.turns().saturating_sub(self.turns.len() as u8)
    }

    /// The secret, once the rules allow it to be seen.
    pub fn revealed_secret(&self) -> Option<Code> {
        self.state.is_over().then_some(self.secret)
    }

    /// The secret, whatever the state: for the edge that stores the game, never
    /// for one that shows it.
    pub fn secret(&self) -> Code {
        self.secret
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn state_names_read_back() {
        for state in [State::Playing, State::Won, State::Lost, State::Quit] {
            assert_eq!(state.name().parse::<State>(), Ok(state));
        }
        assert!("over".parse::<State>().is_err());
    }
}
