//! The board game for two (seed 001): a series of games agreed in advance,
//! codemaker and codebreaker alternating, scored by the rows the codebreaker
//! plays, with the penalty for wrong information.
//!
//! Pure, and the whole rule set: the edge supplies codes, answers, instants
//! and a [`Referee`]; the series says whose move it is ([`Series::phase`]),
//! what each move led to ([`Event`], in the wire form of the JSON protocol),
//! the points, and (with a [`TurnClock`]) when time is up. Its serde form is
//! the versioned stored record ([`record`]) and holds the secret codes: it
//! is for storage, never for a client.

mod clock;
mod error;
mod event;
mod game;
mod phase;
pub mod record;
mod rules;

pub(crate) use clock::whole_seconds;
pub use clock::{GRACE, TurnClock, warning_before};
pub use error::SeriesError;
pub use event::{Event, Scores};
pub use game::{Outcome, Row, SeriesGame};
pub use phase::Phase;
pub use rules::{FeedbackMode, GAMES, MAX_TIME_LIMIT, SeriesRules, Variant};

use std::time::Instant;

use serde::{Deserialize, Serialize};

use crate::code::Code;
use crate::feedback::Feedback;
use crate::setup::Setup;

/// Points for a code not broken in all its rows: 10 and the bonus point.
pub const UNBROKEN_POINTS: u32 = 11;
/// Extra points for a codebreaker who shows wrong information.
pub const WRONG_INFORMATION_POINTS: u32 = 3;

/// Answers the question the wrong-information rule asks: do these answers fit
/// any code at all? Implemented by the solver.
pub trait Referee {
    /// `None` when some code fits every answer; otherwise a smallest set of
    /// turns (1-based) whose answers contradict each other.
    fn contradiction(&self, setup: &Setup, history: &[(Code, Feedback)]) -> Option<Vec<usize>>;
}

/// A series in progress or finished.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "record::SeriesRecord", try_from = "record::SeriesRecord")]
pub struct Series {
    rules: SeriesRules,
    scores: [u32; 2],
    /// Every game played, voided ones included, the current one last.
    games: Vec<SeriesGame>,
}

impl Series {
    pub fn new(rules: SeriesRules) -> Self {
        let mut series = Series {
            rules,
            scores: [0, 0],
            games: Vec::new(),
        };
        series.start_game(1, 0);
        series
    }

    pub fn rules(&self) -> &SeriesRules {
        &self.rules
    }

    pub fn players(&self) -> &[String; 2] {
        self.rules.players()
    }

    pub fn setup(&self) -> Setup {
        self.rules.setup()
    }

    /// Points so far, in the order of the players.
    pub fn points(&self) -> [u32; 2] {
        self.scores
    }

    /// Points by player, as events carry them.
    pub fn scores(&self) -> Scores {
        Scores {
            players: self.rules.players().clone(),
            points: self.scores,
        }
    }

    /// Every game played, voided ones included, the current one last.
    pub fn games(&self) -> &[SeriesGame] {
        &self.games
    }

    fn start_game(&mut self, number: u8, codemaker: usize) {
        self.games.push(SeriesGame {
            number,
            codemaker,
            rows: Vec::new(),
            secret: None,
            pending: None,
            outcome: None,
            revealing: false,
        });
    }

    /// The game in play, `None` once the series is over.
    pub fn current(&self) -> Option<&SeriesGame> {
        self.games.last().filter(|g| g.outcome.is_none())
    }

    fn current_mut(&mut self) -> Result<&mut SeriesGame, SeriesError> {
        self.games
            .last_mut()
            .filter(|g| g.outcome.is_none())
            .ok_or(SeriesError::Over)
    }

    /// The row the codebreaker's next guess plays in the game in play (1
    /// for the first; a guess waiting for its answer is played already).
    pub fn next_row(&self) -> Option<usize> {
        self.current()
            .map(|g| g.rows.len() + 1 + usize::from(g.pending.is_some()))
    }

    /// Whether a guess that names `turn` (a row of the game in play) is for
    /// the row in play; one for a row already played is a retry. A series
    /// over takes no guess whatever it names.
    pub fn check_turn(&self, turn: usize) -> Result<(), crate::TurnError> {
        self.next_row()
            .map_or(Ok(()), |next| crate::turn::check(turn, next))
    }

    /// Whether a code that names `game` (1 for the first) is for the game
    /// in play.
    pub fn check_game(&self, game: usize) -> Result<(), crate::TurnError> {
        self.current().map_or(Ok(()), |g| {
            crate::turn::check(game, usize::from(g.number()))
        })
    }

    pub fn is_over(&self) -> bool {
        self.current().is_none()
    }

    /// Whether `game` replays one voided for wrong information.
    pub fn is_replay(&self, game: &SeriesGame) -> bool {
        self.games
            .iter()
            .filter(|g| g.number == game.number)
            .count()
            > 1
    }

    /// The game in play announced: who makes the code, who breaks it.
    pub fn game_started(&self) -> Option<Event> {
        let game = self.current()?;
        let players = self.rules.players();
        Some(Event::GameStarted {
            game: game.number,
            codemaker: players[game.codemaker].clone(),
            codebreaker: players[game.codebreaker()].clone(),
            replay: self.is_replay(game),
        })
    }

    /// Games scored so far (voided games do not count).
    pub fn games_scored(&self) -> usize {
        self.games
            .iter()
            .filter(|g| g.outcome.as_ref().is_some_and(Outcome::is_scored))
            .count()
    }

    /// What the series waits for.
    pub fn phase(&self) -> Phase {
        match self.current() {
            None => Phase::Over,
            Some(game) if game.revealing => Phase::Reveal,
            Some(game) if game.secret.is_none() && !self.rules.companion() => Phase::Secret,
            Some(game) => match game.pending {
                Some(guess) => Phase::Answer {
                    turn: game.rows.len() + 1,
                    guess,
                },
                None => Phase::Guess {
                    turn: game.rows.len() + 1,
                },
            },
        }
    }

    /// The player to move (index into the players), `None` once it is over.
    pub fn to_move(&self) -> Option<usize> {
        let game = self.current()?;
        Some(if self.phase().codemaker_moves() {
            game.codemaker
        } else {
            game.codebreaker()
        })
    }

    /// Identifies the row in play across games, for the turn clock.
    fn row_key(&self) -> Option<(usize, usize)> {
        self.current().map(|g| (self.games.len(), g.rows.len()))
    }

    /// Whether the current game still needs its code before the first guess.
    pub fn needs_secret(&self) -> bool {
        self.phase() == Phase::Secret
    }

    /// Why a move of the codebreaker cannot be made now.
    fn wrong_phase_for_guess(&self) -> SeriesError {
        match self.phase() {
            Phase::Over => SeriesError::Over,
            Phase::Secret => SeriesError::NoSecret,
            Phase::Answer { turn, .. } => SeriesError::AwaitingAnswer(turn),
            Phase::Reveal => SeriesError::Revealing,
            Phase::Guess { .. } => SeriesError::NoGuess,
        }
    }

    fn ready_for_secret(&self) -> Result<(), SeriesError> {
        if self.rules.companion() {
            return Err(SeriesError::Companion);
        }
        match self.phase() {
            Phase::Secret => Ok(()),
            Phase::Over => Err(SeriesError::Over),
            _ => Err(SeriesError::SecretSet),
        }
    }

    fn ready_for_guess(&self) -> Result<usize, SeriesError> {
        match self.phase() {
            Phase::Guess { turn } => Ok(turn),
            _ => Err(self.wrong_phase_for_guess()),
        }
    }

    fn ready_for_reveal(&self) -> Result<(), SeriesError> {
        match self.phase() {
            Phase::Reveal => Ok(()),
            Phase::Over => Err(SeriesError::Over),
            _ => Err(SeriesError::NotRevealing),
        }
    }

    /// A move typed as text: out of turn is refused before the text is read.
    fn typed(
        &mut self,
        ready: fn(&Series) -> Result<(), SeriesError>,
        text: &str,
        play: fn(&mut Series, Code) -> Result<Vec<Event>, SeriesError>,
    ) -> Result<Vec<Event>, SeriesError> {
        ready(self)?;
        let code = self.setup().parse_code(text)?;
        play(self, code)
    }

    /// [`Series::set_secret`] with the code as typed (digits, letters or names).
    pub fn set_secret_text(&mut self, text: &str) -> Result<Vec<Event>, SeriesError> {
        self.typed(Series::ready_for_secret, text, Series::set_secret)
    }

    /// [`Series::guess`] with the code as typed.
    pub fn guess_text(&mut self, text: &str) -> Result<Vec<Event>, SeriesError> {
        self.typed(|s| s.ready_for_guess().map(drop), text, Series::guess)
    }

    /// [`Series::reveal`] with the code as typed.
    pub fn reveal_text(&mut self, text: &str) -> Result<Vec<Event>, SeriesError> {
        self.typed(Series::ready_for_reveal, text, Series::reveal)
    }

    /// The codemaker sets the code (not in companion mode).
    pub fn set_secret(&mut self, code: Code) -> Result<Vec<Event>, SeriesError> {
        self.ready_for_secret()?;
        self.setup().check(&code)?;
        let game = self.current_mut()?;
        game.secret = Some(code);
        Ok(vec![Event::SecretSet { game: game.number }])
    }

    /// The codebreaker plays a row. With computed feedback the answer comes at
    /// once; with manual feedback it waits for [`Series::answer`].
    pub fn guess(&mut self, code: Code) -> Result<Vec<Event>, SeriesError> {
        let turn = self.ready_for_guess()?;
        let setup = self.setup();
        setup.check(&code)?;
        let computed = self.rules.feedback() == FeedbackMode::Computed;
        let game = self.current_mut()?;
        if computed {
            let secret = game.secret.ok_or(SeriesError::NoSecret)?;
            let feedback = setup.score(&secret, &code);
            self.push_row(Some(code), feedback)
        } else {
            game.pending = Some(code);
            Ok(vec![Event::Guess {
                game: game.number,
                turn,
                guess: code,
            }])
        }
    }

    /// Whether the codemaker may answer `feedback` to the pending guess:
    /// more key pegs than pegs, or an answer no code can give under the
    /// setup's rule, is refused before it reaches the board.
    pub fn check_answer(&self, feedback: Feedback) -> Result<(), SeriesError> {
        self.setup()
            .check_feedback(feedback)
            .map_err(|e| SeriesError::Answer(e.to_string()))
    }

    /// The codemaker's answer to the pending guess (manual feedback).
    pub fn answer(&mut self, feedback: Feedback) -> Result<Vec<Event>, SeriesError> {
        if self.rules.feedback() == FeedbackMode::Computed {
            return Err(SeriesError::AnswersComputed);
        }
        if !matches!(self.phase(), Phase::Answer { .. }) {
            return Err(match self.phase() {
                Phase::Over => SeriesError::Over,
                Phase::Secret => SeriesError::NoSecret,
                Phase::Reveal => SeriesError::Revealing,
                _ => SeriesError::NoGuess,
            });
        }
        self.check_answer(feedback)?;
        let game = self.current_mut()?;
        let guess = game.pending.take().ok_or(SeriesError::NoGuess)?;
        self.push_row(Some(guess), feedback)
    }

    /// The turn's time ran out by `clock` at `now`: the row counts as
    /// played, with no guess. Only while the codebreaker is to play, in a
    /// series with a time limit, once the time is up.
    pub fn time_out(&mut self, clock: &TurnClock, now: Instant) -> Result<Vec<Event>, SeriesError> {
        clock.check_up(self, now)?;
        self.push_row(None, Feedback::new(0, 0))
    }

    fn push_row(
        &mut self,
        guess: Option<Code>,
        feedback: Feedback,
    ) -> Result<Vec<Event>, SeriesError> {
        let setup = self.setup();
        let game = self.current_mut()?;
        game.rows.push(Row {
            guess,
            black: feedback.black,
            white: feedback.white,
        });
        let turn = game.rows.len();
        let number = game.number;
        let mut events = vec![match guess {
            Some(guess) => Event::Feedback {
                game: number,
                turn,
                guess,
                feedback,
            },
            None => Event::TimedOut { game: number, turn },
        }];
        let broken = feedback.is_win(setup.pegs()) && guess.is_some();
        if broken || turn >= usize::from(setup.turns()) {
            if self.rules.companion() {
                self.current_mut()?.revealing = true;
                events.push(Event::RevealNeeded { game: number });
            } else {
                events.extend(self.reveal_and_score()?);
            }
        }
        Ok(events)
    }

    /// Companion mode: the code typed in at the reveal.
    pub fn reveal(&mut self, code: Code) -> Result<Vec<Event>, SeriesError> {
        self.ready_for_reveal()?;
        self.setup().check(&code)?;
        self.current_mut()?.secret = Some(code);
        self.reveal_and_score()
    }

    /// The codebreaker challenges: if no code fits the answers, the codemaker
    /// gave wrong information.
    pub fn challenge(&mut self, referee: &dyn Referee) -> Result<Vec<Event>, SeriesError> {
        let setup = self.setup();
        let game = self.current().ok_or(SeriesError::Over)?;
        let number = game.number;
        let turns = game.guessed_turns();
        match referee.contradiction(&setup, &game.history()) {
            None => Ok(vec![Event::ChallengeFailed { game: number }]),
            // The referee numbers the answered rows; map back to board rows.
            Some(bad) => Ok(self.void(bad.iter().map(|&i| turns[i - 1]).collect())),
        }
    }

    /// At the reveal every answer is checked against the code.
    fn reveal_and_score(&mut self) -> Result<Vec<Event>, SeriesError> {
        let setup = self.setup();
        let game = self.current_mut()?;
        game.revealing = false;
        let secret = game.secret.ok_or(SeriesError::NoSecret)?;
        let wrong: Vec<usize> = game
            .rows
            .iter()
            .enumerate()
            .filter(|(_, r)| {
                r.guess
                    .is_some_and(|g| setup.score(&secret, &g) != Feedback::new(r.black, r.white))
            })
            .map(|(i, _)| i + 1)
            .collect();
        if !wrong.is_empty() {
            return Ok(self.void(wrong));
        }
        let rows = game.rows.len();
        let broken = game
            .rows
            .last()
            .is_some_and(|r| r.guess.is_some() && r.black == setup.pegs());
        let outcome = if broken {
            Outcome::Broken { rows }
        } else {
            Outcome::Unbroken
        };
        let (number, codemaker) = (game.number, game.codemaker);
        self.scores[codemaker] += outcome.points();
        self.games.last_mut().ok_or(SeriesError::Over)?.outcome = Some(outcome);
        let mut events = vec![Event::GameEnded {
            game: number,
            broken,
            rows,
            secret,
            scores: self.scores(),
        }];
        if self.games_scored() >= usize::from(self.rules.games()) {
            events.push(Event::SeriesEnded {
                scores: self.scores(),
                winner: self.winner().map(|i| self.rules.players()[i].clone()),
            });
        } else {
            self.start_game(number + 1, 1 - codemaker);
        }
        Ok(events)
    }

    /// Wrong information: the game's rows score nothing, the codebreaker gets
    /// 3 points, and the same game is played again with the same roles.
    fn void(&mut self, turns: Vec<usize>) -> Vec<Event> {
        let Some(game) = self.games.last_mut() else {
            return Vec::new();
        };
        let outcome = Outcome::WrongInformation {
            turns: turns.clone(),
        };
        let points = outcome.points();
        game.outcome = Some(outcome);
        game.revealing = false;
        game.pending = None;
        let (number, codemaker) = (game.number, game.codemaker);
        self.scores[1 - codemaker] += points;
        self.start_game(number, codemaker);
        vec![Event::WrongInformation {
            game: number,
            turns,
            scores: self.scores(),
        }]
    }

    /// The winner's index, `None` for a tie or while the series is on.
    pub fn winner(&self) -> Option<usize> {
        if !self.is_over() {
            return None;
        }
        match self.scores[0].cmp(&self.scores[1]) {
            std::cmp::Ordering::Greater => Some(0),
            std::cmp::Ordering::Less => Some(1),
            std::cmp::Ordering::Equal => None,
        }
    }
}
