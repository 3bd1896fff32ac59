//! The duel of seed 003 (BrainKing's Logik): two players, each breaking the
//! other's code, both guesses of a turn revealed together.
//!
//! Pure, and the whole rule set: the edge supplies codes, guesses and
//! instants ([`Moment`]); the duel says who owes a move ([`Duel::phase`]),
//! what each move led to ([`Event`], versioned, and shown to each viewer only
//! as far as they may see it), when time is up and how it ended
//! ([`DuelResult`]). Its serde form is the versioned stored record
//! ([`record`]) and holds both codes: it is for storage, never for a client;
//! clients get [`Duel::view`] and [`Event::seen_by`].

mod clock;
mod end;
mod error;
mod event;
mod phase;
pub mod rating;
pub mod record;
mod result;
mod rules;
mod side;
mod terms;
mod vacation;
mod view;

pub use clock::{Away, ClockView, Moment};
pub use end::{ABANDON_GRACE, Claim};
pub use error::DuelError;
pub use event::{Event, EventKind, Shown};
pub use phase::Phase;
pub use result::{DuelResult, Reason};
pub use rules::{DuelRules, MAX_CLOCK_SECONDS, TimeControl};
pub use side::{Side, Sides};
pub use terms::Terms;
pub use view::{DuelView, Viewer};

use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::code::Code;
use crate::game::Turn;
use crate::series::whole_seconds;
use crate::setup::Setup;
use clock::Clock;

/// A duel in progress or finished.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "record::DuelRecord", try_from = "record::DuelRecord")]
pub struct Duel {
    rules: DuelRules,
    codes: Sides<Option<Code>>,
    /// The revealed turns; `turns[i].white` is white's guess at black's code.
    turns: Vec<Sides<Turn>>,
    /// The guesses of the turn in play, hidden until both are in.
    pending: Sides<Option<Code>>,
    clock: Clock,
    result: Option<DuelResult>,
    /// The version of the last event.
    version: u64,
}

impl Duel {
    /// A duel whose codes are due from `now` (the moment the challenge was
    /// accepted): with a clock, setting the code is timed like a guess.
    pub fn new(rules: DuelRules, now: Moment) -> Self {
        let clock = Clock::new(rules.time_control(), now);
        Duel {
            rules,
            codes: Sides::default(),
            turns: Vec::new(),
            pending: Sides::default(),
            clock,
            result: None,
            version: 0,
        }
    }

    pub fn rules(&self) -> &DuelRules {
        &self.rules
    }

    pub fn setup(&self) -> &Setup {
        self.rules.setup()
    }

    /// The revealed turns.
    pub fn turns(&self) -> &[Sides<Turn>] {
        &self.turns
    }

    pub fn result(&self) -> Option<DuelResult> {
        self.result
    }

    pub fn is_over(&self) -> bool {
        self.result.is_some()
    }

    /// The version of the last event; a view carries it too.
    pub fn version(&self) -> u64 {
        self.version
    }

    /// The rules of the return game: the same agreement, colours swapped.
    pub fn rematch(&self) -> DuelRules {
        self.rules.swapped()
    }

    /// The turn `side`'s next guess plays (1 for the first; a guess waiting
    /// for the opponent's is played already).
    pub fn next_turn(&self, side: Side) -> usize {
        self.turns.len() + 1 + usize::from(self.pending[side].is_some())
    }

    /// Whether a guess of `side` that names `turn` is for the turn in play;
    /// one for a turn already played is a retry.
    pub fn check_turn(&self, side: Side, turn: usize) -> Result<(), crate::TurnError> {
        crate::turn::check(turn, self.next_turn(side))
    }

    /// Who owes what.
    pub fn phase(&self) -> Phase {
        if self.result.is_some() {
            Phase::Over
        } else if self.codes.white.is_none() || self.codes.black.is_none() {
            Phase::Codes {
                awaiting: self.codes.map(|_, c| c.is_none()),
            }
        } else {
            Phase::Guesses {
                turn: self.turns.len() + 1,
                awaiting: self.pending.map(|_, g| g.is_none()),
            }
        }
    }

    /// When `side`'s time runs out, while they owe a move in a timed duel.
    pub fn deadline(&self, side: Side) -> Option<Moment> {
        self.phase()
            .awaits(side)
            .then(|| self.clock.deadline(side))
            .flatten()
    }

    /// The first moment someone's time runs out: when the edge should call
    /// [`Duel::time_out`] if nothing happens before.
    pub fn next_deadline(&self) -> Option<Moment> {
        Side::BOTH
            .into_iter()
            .filter_map(|s| self.deadline(s))
            .min()
    }

    /// The clocks as pages draw them; `None` without a clock.
    pub fn clock_view(&self) -> Option<ClockView> {
        let time_control = self.rules.time_control();
        if time_control == TimeControl::None {
            return None;
        }
        Some(ClockView {
            time_control,
            stage_start: self.clock.stage_start,
            left_ms: self
                .clock
                .left
                .map(|_, d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX)),
            deadlines: self.deadlines(),
            given_back_ms: u64::try_from(self.clock.given_back.as_millis()).unwrap_or(u64::MAX),
            away_until: self.clock.away.map(|_, a| a.map(|a| a.until)),
        })
    }

    /// No move could be made for `stopped` (the server could not reach its
    /// database, or was down): the clocks give that time back, so nobody
    /// loses on time while they could not move. `None` for a duel without
    /// a clock or over.
    pub fn give_back(&mut self, stopped: Duration) -> Option<Event> {
        if self.result.is_some()
            || self.rules.time_control() == TimeControl::None
            || stopped.is_zero()
        {
            return None;
        }
        self.clock.give_back(stopped);
        let deadlines = self.deadlines();
        Some(self.emit(EventKind::ClocksStopped {
            millis: u64::try_from(stopped.as_millis()).unwrap_or(u64::MAX),
            deadlines,
        }))
    }

    fn ready_for_code(&self, side: Side) -> Result<(), DuelError> {
        match self.phase() {
            Phase::Over => Err(DuelError::Over),
            Phase::Codes { awaiting } if awaiting[side] => Ok(()),
            _ => Err(DuelError::CodeSet),
        }
    }

    fn ready_for_guess(&self, side: Side) -> Result<(), DuelError> {
        match self.phase() {
            Phase::Over => Err(DuelError::Over),
            Phase::Codes { awaiting } if awaiting[side] => Err(DuelError::CodeFirst),
            Phase::Codes { .. } => Err(DuelError::WaitingForCode),
            Phase::Guesses { awaiting, .. } if awaiting[side] => Ok(()),
            Phase::Guesses { turn, .. } => Err(DuelError::AlreadyGuessed(turn)),
        }
    }

    fn in_time(&self, side: Side, now: Moment) -> Result<(), DuelError> {
        if self.clock.in_time(side, now) {
            Ok(())
        } else {
            Err(DuelError::TimeUp)
        }
    }

    fn emit(&mut self, kind: EventKind) -> Event {
        self.version += 1;
        Event {
            v: self.version,
            kind,
        }
    }

    /// [`Duel::set_code`] with the code as typed (digits, letters or names);
    /// out of turn is refused before the text is read.
    pub fn set_code_text(
        &mut self,
        side: Side,
        text: &str,
        now: Moment,
    ) -> Result<Vec<Event>, DuelError> {
        self.ready_for_code(side)?;
        let code = self.setup().parse_code(text)?;
        self.set_code(side, code, now)
    }

    /// [`Duel::guess`] with the code as typed.
    pub fn guess_text(
        &mut self,
        side: Side,
        text: &str,
        now: Moment,
    ) -> Result<Vec<Event>, DuelError> {
        self.ready_for_guess(side)?;
        let code = self.setup().parse_code(text)?;
        self.guess(side, code, now)
    }

    /// `side` sets the code the opponent will break, once, before the first
    /// turn. The first turn starts when both codes are set.
    pub fn set_code(
        &mut self,
        side: Side,
        code: Code,
        now: Moment,
    ) -> Result<Vec<Event>, DuelError> {
        self.ready_for_code(side)?;
        self.in_time(side, now)?;
        self.setup().check(&code)?;
        self.codes[side] = Some(code);
        self.clock.charge(side, now);
        let mut events = vec![self.emit(EventKind::CodeSet { side, code })];
        if self.codes.white.is_some() && self.codes.black.is_some() {
            events.push(self.next_stage(now));
        }
        Ok(events)
    }

    /// `side` guesses at the opponent's code in the turn in play. The guess
    /// stays hidden until the opponent has guessed too; then both are
    /// revealed with their feedback.
    pub fn guess(&mut self, side: Side, guess: Code, now: Moment) -> Result<Vec<Event>, DuelError> {
        self.ready_for_guess(side)?;
        self.in_time(side, now)?;
        self.setup().check(&guess)?;
        let turn = self.turns.len() + 1;
        self.pending[side] = Some(guess);
        self.clock.charge(side, now);
        let mut events = vec![self.emit(EventKind::Guessed { side, turn, guess })];
        if self.pending.white.is_some() && self.pending.black.is_some() {
            events.extend(self.reveal(now));
        }
        Ok(events)
    }

    /// Both guesses are in: score each against the other side's code, show
    /// them together, and see whether the duel is over.
    fn reveal(&mut self, now: Moment) -> Vec<Event> {
        let (
            Sides {
                white: Some(white_code),
                black: Some(black_code),
            },
            Sides {
                white: Some(white_guess),
                black: Some(black_guess),
            },
        ) = (self.codes, std::mem::take(&mut self.pending))
        else {
            return Vec::new();
        };
        let setup = self.setup();
        let row = |code: &Code, guess: Code| {
            let feedback = setup.score(code, &guess);
            Turn {
                guess,
                black: feedback.black,
                white: feedback.white,
            }
        };
        let rows = Sides::new(row(&black_code, white_guess), row(&white_code, black_guess));
        let pegs = setup.pegs();
        let rows_used = self.turns.len() + 1 >= usize::from(setup.turns());
        self.turns.push(rows);
        let turn = self.turns.len();
        let mut events = vec![self.emit(EventKind::TurnRevealed { turn, rows })];
        let end = match (rows.white.black == pegs, rows.black.black == pegs) {
            (true, true) => Some((None, Reason::BothBroken)),
            (true, false) => Some((Some(Side::White), Reason::Broken)),
            (false, true) => Some((Some(Side::Black), Reason::Broken)),
            (false, false) if rows_used => Some((None, Reason::RowsUsed)),
            (false, false) => None,
        };
        events.push(match end {
            Some((winner, reason)) => self.end(winner, reason),
            None => self.next_stage(now),
        });
        events
    }

    fn next_stage(&mut self, now: Moment) -> Event {
        self.clock.next_stage(now);
        let deadlines = self.deadlines();
        self.emit(EventKind::TurnStarted {
            turn: self.turns.len() + 1,
            deadlines,
        })
    }

    fn end(&mut self, winner: Option<Side>, reason: Reason) -> Event {
        let result = DuelResult {
            winner,
            reason,
            turns: self.turns.len(),
        };
        self.result = Some(result);
        // A guess never revealed stays unrevealed.
        self.pending = Sides::default();
        self.emit(EventKind::Ended {
            result,
            codes: self.codes,
        })
    }
}
