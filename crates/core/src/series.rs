//! The board game for two (seed 001): a series of games agreed in advance,
//! codemaker and codebreaker alternating, scored by the rows the codebreaker
//! plays, with the penalty for wrong information.
//!
//! Pure: the edge supplies codes, answers, time-outs and a [`Referee`]; the
//! series says what follows and keeps the score. Its serde form holds the
//! secret codes: it is for storage, never for a client.

use serde::{Deserialize, Serialize};

use crate::code::{Code, CodeError};
use crate::feedback::Feedback;
use crate::preset::Preset;
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

/// Game No. 1 or Game No. 2.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Variant {
    Board,
    BoardBlanks,
}

impl Variant {
    pub fn preset(self) -> Preset {
        match self {
            Variant::Board => Preset::Board,
            Variant::BoardBlanks => Preset::BoardBlanks,
        }
    }

    pub fn setup(self) -> Setup {
        self.preset().setup()
    }
}

/// Who works out the key pegs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FeedbackMode {
    /// The program scores every guess against the code.
    Computed,
    /// The codemaker answers, as on the real board; the program referees.
    Manual,
}

/// What two players agree on before the first game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeriesRules {
    pub players: [String; 2],
    /// An even number, so both make codes equally often.
    pub games: u8,
    pub variant: Variant,
    pub feedback: FeedbackMode,
    /// Companion to a physical board: the code is typed in only at the reveal.
    pub companion: bool,
    /// Seconds per turn, if any (seed 001 suggests 3 or 4 minutes).
    pub time_limit: Option<u32>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SeriesError {
    #[error(
        "a series has an even number of games (both players make codes equally often), not {0}"
    )]
    OddGames(u8),
    #[error("a series has 2 to 20 games, not {0}")]
    Games(u8),
    #[error("a player's name is empty")]
    EmptyName,
    #[error("the two players need different names")]
    SameNames,
    #[error("the series is over")]
    Over,
    #[error("the codemaker has not set the code yet")]
    NoSecret,
    #[error("the code is already set")]
    SecretSet,
    #[error("the guess of row {0} waits for the codemaker's answer")]
    AwaitingAnswer(usize),
    #[error("there is no guess to answer")]
    NoGuess,
    #[error("the program computes the answers in this series")]
    AnswersComputed,
    #[error("the code is typed in at the reveal in companion mode")]
    Companion,
    #[error("the code is not revealed yet: the game is still on")]
    NotRevealing,
    #[error("{0}")]
    Answer(String),
    #[error(transparent)]
    Code(#[from] CodeError),
}

/// A row of the board: a guess and its answer. A turn that ran out of time
/// has no guess but still counts as a row played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Row {
    pub guess: Option<Code>,
    pub black: u8,
    pub white: u8,
}

/// How a game ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Outcome {
    /// Broken on the last row: the codemaker scores the rows played.
    Broken { rows: usize },
    /// Not broken in every row: the codemaker scores 11.
    Unbroken,
    /// The codemaker gave wrong information: the game is void and replayed,
    /// the codebreaker scores 3. `turns` are the rows shown to be wrong.
    WrongInformation { turns: Vec<usize> },
}

/// One game of the series, finished or in play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeriesGame {
    /// 1-based; a replayed game keeps its number.
    pub number: u8,
    /// Index into the players of the codemaker.
    pub codemaker: usize,
    pub rows: Vec<Row>,
    secret: Option<Code>,
    /// A guess waiting for the codemaker's answer (manual feedback).
    pub pending: Option<Code>,
    pub outcome: Option<Outcome>,
    /// Waiting for the code to be typed in at the reveal (companion mode).
    pub revealing: bool,
}

impl SeriesGame {
    pub fn codebreaker(&self) -> usize {
        1 - self.codemaker
    }

    /// The code, once the game is over (never before).
    pub fn revealed_secret(&self) -> Option<Code> {
        self.outcome.as_ref().and(self.secret)
    }

    /// The answered rows as (guess, feedback), for a referee.
    pub fn history(&self) -> Vec<(Code, Feedback)> {
        self.rows
            .iter()
            .filter_map(|r| r.guess.map(|g| (g, Feedback::new(r.black, r.white))))
            .collect()
    }

    /// Turn numbers of the rows that have a guess, in order (time-outs leave gaps).
    fn guessed_turns(&self) -> Vec<usize> {
        self.rows
            .iter()
            .enumerate()
            .filter(|(_, r)| r.guess.is_some())
            .map(|(i, _)| i + 1)
            .collect()
    }
}

/// What a move led to, for the edge to show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// A row was answered (by the program or the codemaker).
    Feedback {
        turn: usize,
        guess: Code,
        feedback: Feedback,
    },
    /// A turn ran out of time; it counts as a row.
    TimedOut { turn: usize },
    /// A challenge found the answers consistent: play goes on.
    ChallengeFailed,
    /// Wrong information: the game is void and will be replayed.
    WrongInformation { game: u8, turns: Vec<usize> },
    /// The game ended and was scored.
    GameEnded {
        game: u8,
        broken: bool,
        rows: usize,
        secret: Code,
    },
    /// The code must now be typed in (companion mode).
    RevealNeeded,
    /// Every game is played.
    SeriesEnded,
}

/// A series in progress or finished.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Series {
    pub rules: SeriesRules,
    pub scores: [u32; 2],
    /// Every game played, voided ones included, the current one last.
    pub games: Vec<SeriesGame>,
}

impl Series {
    pub fn new(rules: SeriesRules) -> Result<Self, SeriesError> {
        if rules.games % 2 == 1 {
            return Err(SeriesError::OddGames(rules.games));
        }
        if !(2..=20).contains(&rules.games) {
            return Err(SeriesError::Games(rules.games));
        }
        let names = [rules.players[0].trim(), rules.players[1].trim()];
        if names.iter().any(|n| n.is_empty()) {
            return Err(SeriesError::EmptyName);
        }
        if names[0] == names[1] {
            return Err(SeriesError::SameNames);
        }
        let mut series = Series {
            rules,
            scores: [0, 0],
            games: Vec::new(),
        };
        series.start_game(1, 0);
        Ok(series)
    }

    pub fn setup(&self) -> Setup {
        self.rules.variant.setup()
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

    pub fn is_over(&self) -> bool {
        self.current().is_none()
    }

    /// Games scored so far (voided games do not count).
    pub fn games_scored(&self) -> usize {
        self.games
            .iter()
            .filter(|g| matches!(g.outcome, Some(Outcome::Broken { .. } | Outcome::Unbroken)))
            .count()
    }

    /// Whether the current game still needs its code before the first guess.
    pub fn needs_secret(&self) -> bool {
        !self.rules.companion && self.current().is_some_and(|g| g.secret.is_none())
    }

    /// The codemaker sets the code (not in companion mode).
    pub fn set_secret(&mut self, code: Code) -> Result<(), SeriesError> {
        if self.rules.companion {
            return Err(SeriesError::Companion);
        }
        let setup = self.setup();
        setup.check(&code)?;
        let game = self.current_mut()?;
        if game.secret.is_some() {
            return Err(SeriesError::SecretSet);
        }
        game.secret = Some(code);
        Ok(())
    }

    fn ready_for_guess(&self) -> Result<(), SeriesError> {
        let game = self.current().ok_or(SeriesError::Over)?;
        if game.revealing {
            return Err(SeriesError::NotRevealing);
        }
        if self.needs_secret() {
            return Err(SeriesError::NoSecret);
        }
        if game.pending.is_some() {
            return Err(SeriesError::AwaitingAnswer(game.rows.len() + 1));
        }
        Ok(())
    }

    /// The codebreaker plays a row. With computed feedback the answer comes at
    /// once; with manual feedback it waits for [`Series::answer`].
    pub fn guess(&mut self, code: Code) -> Result<Vec<Event>, SeriesError> {
        self.ready_for_guess()?;
        let setup = self.setup();
        setup.check(&code)?;
        let computed = self.rules.feedback == FeedbackMode::Computed && !self.rules.companion;
        let game = self.current_mut()?;
        if computed {
            let secret = game.secret.ok_or(SeriesError::NoSecret)?;
            let feedback = setup.score(&secret, &code);
            self.push_row(Some(code), feedback)
        } else {
            game.pending = Some(code);
            Ok(Vec::new())
        }
    }

    /// The codemaker's answer to the pending guess (manual feedback).
    pub fn answer(&mut self, feedback: Feedback) -> Result<Vec<Event>, SeriesError> {
        if self.rules.feedback == FeedbackMode::Computed && !self.rules.companion {
            return Err(SeriesError::AnswersComputed);
        }
        let pegs = self.setup().pegs();
        if feedback.black + feedback.white > pegs {
            return Err(SeriesError::Answer(format!(
                "{} black and {} white make more than {pegs} key pegs",
                feedback.black, feedback.white
            )));
        }
        let game = self.current_mut()?;
        let guess = game.pending.take().ok_or(SeriesError::NoGuess)?;
        self.push_row(Some(guess), feedback)
    }

    /// The turn's time ran out: the row counts as played, with no guess.
    pub fn time_out(&mut self) -> Result<Vec<Event>, SeriesError> {
        let game = self.current().ok_or(SeriesError::Over)?;
        if game.revealing || self.needs_secret() {
            return Err(if game.revealing {
                SeriesError::NotRevealing
            } else {
                SeriesError::NoSecret
            });
        }
        self.current_mut()?.pending = None;
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
        let mut events = vec![match guess {
            Some(guess) => Event::Feedback {
                turn,
                guess,
                feedback,
            },
            None => Event::TimedOut { turn },
        }];
        let broken = feedback.is_win(setup.pegs()) && guess.is_some();
        if broken || turn >= usize::from(setup.turns()) {
            if self.rules.companion {
                self.current_mut()?.revealing = true;
                events.push(Event::RevealNeeded);
            } else {
                events.extend(self.reveal_and_score()?);
            }
        }
        Ok(events)
    }

    /// Companion mode: the code typed in at the reveal.
    pub fn reveal(&mut self, code: Code) -> Result<Vec<Event>, SeriesError> {
        let setup = self.setup();
        setup.check(&code)?;
        let game = self.current_mut()?;
        if !game.revealing {
            return Err(SeriesError::NotRevealing);
        }
        game.secret = Some(code);
        self.reveal_and_score()
    }

    /// The codebreaker challenges: if no code fits the answers, the codemaker
    /// gave wrong information.
    pub fn challenge(&mut self, referee: &dyn Referee) -> Result<Vec<Event>, SeriesError> {
        let setup = self.setup();
        let game = self.current().ok_or(SeriesError::Over)?;
        let turns = game.guessed_turns();
        match referee.contradiction(&setup, &game.history()) {
            None => Ok(vec![Event::ChallengeFailed]),
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
        game.outcome = Some(if broken {
            Outcome::Broken { rows }
        } else {
            Outcome::Unbroken
        });
        let (number, codemaker) = (game.number, game.codemaker);
        self.scores[codemaker] += if broken { rows as u32 } else { UNBROKEN_POINTS };
        let mut events = vec![Event::GameEnded {
            game: number,
            broken,
            rows,
            secret,
        }];
        if self.games_scored() >= usize::from(self.rules.games) {
            events.push(Event::SeriesEnded);
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
        game.outcome = Some(Outcome::WrongInformation {
            turns: turns.clone(),
        });
        game.revealing = false;
        game.pending = None;
        let (number, codemaker) = (game.number, game.codemaker);
        self.scores[1 - codemaker] += WRONG_INFORMATION_POINTS;
        self.start_game(number, codemaker);
        vec![Event::WrongInformation {
            game: number,
            turns,
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
