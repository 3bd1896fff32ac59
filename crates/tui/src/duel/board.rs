//! What the duel screen draws from: one player's view of a duel, whoever
//! keeps the duel. [`ComputerDuel`](super::ComputerDuel) gives it from the
//! local core duel; an online duel from the server's JSON
//! ([`ServerView`], `GET /api/duels/{id}`), parsed as it comes and never
//! judged here: every rule stays with whoever keeps the duel.

use mastermind_api::board::BoardPhase;
use mastermind_api::duels::DuelFull;
use mastermind_api::setup::SetupView;
use mastermind_core::duel::{DuelResult, DuelView, Phase, Side, Sides, TimeControl};
use mastermind_core::game::Turn;
use mastermind_core::{Code, Setup};

/// A duel as the person at the screen sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    pub setup: Setup,
    /// The person's side.
    pub you: Side,
    /// Both players' names.
    pub names: Sides<String>,
    pub phase: Phase,
    /// The person's code once set; the opponent's once the duel is over.
    pub codes: Sides<Option<Code>>,
    /// The revealed turns; `turns[i][side]` is `side`'s guess and its score.
    pub turns: Vec<Sides<Turn>>,
    /// The person's guess of the turn in play, until it is revealed.
    pub your_guess: Option<Code>,
    pub result: Option<DuelResult>,
    pub clock: Option<Clocks>,
}

/// The clocks of a duel that has them, in the server's milliseconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Clocks {
    pub time_control: TimeControl,
    /// When each player's time runs out; none once they have moved.
    pub deadlines: Sides<Option<u64>>,
    /// Until when each player is on vacation (their clock stands still).
    pub away_until: Sides<Option<u64>>,
    /// The server's clock when the view was taken.
    pub now: u64,
    /// When the view arrived here: the clocks count down from it.
    pub received: std::time::Instant,
}

impl Clocks {
    /// The server's clock at this moment.
    fn now(&self) -> u64 {
        let elapsed = u64::try_from(self.received.elapsed().as_millis()).unwrap_or(u64::MAX);
        self.now.saturating_add(elapsed)
    }

    /// What `side` has left at this moment, if their time is running.
    pub fn left(&self, side: Side) -> Option<std::time::Duration> {
        let now = self.now();
        self.deadlines[side]
            .map(|deadline| std::time::Duration::from_millis(deadline.saturating_sub(now)))
    }

    /// How much longer `side` is on vacation, if they are.
    pub fn away_left(&self, side: Side) -> Option<std::time::Duration> {
        let now = self.now();
        self.away_until[side]
            .filter(|until| *until > now)
            .map(|until| std::time::Duration::from_millis(until - now))
    }
}

impl Board {
    /// The local duel's view for `you`, `now` being its clock's reading.
    pub fn from_view(view: DuelView, you: Side, now: u64) -> Board {
        Board {
            setup: view.rules.setup().clone(),
            you,
            names: Sides::new(
                view.rules.player(Side::White).to_string(),
                view.rules.player(Side::Black).to_string(),
            ),
            phase: view.phase,
            codes: view.codes,
            turns: view.turns,
            your_guess: view.your_guess,
            result: view.result,
            clock: view.clock.map(|c| Clocks {
                time_control: c.time_control,
                deadlines: Sides::new(
                    c.deadlines.white.map(|m| m.millis()),
                    c.deadlines.black.map(|m| m.millis()),
                ),
                away_until: c.away_until.map(|_, m| m.map(|m| m.millis())),
                now,
                received: std::time::Instant::now(),
            }),
        }
    }

    pub fn them(&self) -> Side {
        self.you.other()
    }

    pub fn opponent(&self) -> &str {
        &self.names[self.them()]
    }

    pub fn is_over(&self) -> bool {
        self.phase.is_over()
    }

    /// Whether `side` owes a move now.
    pub fn awaits(&self, side: Side) -> bool {
        self.phase.awaits(side)
    }
}

/// `GET /api/duels/{id}` as the server sends it (the shared wire type):
/// who plays, the state of the challenge, and the board once it is
/// accepted.
pub type ServerView = DuelFull;

/// What the screen draws from the server's view of a duel.
pub trait FromServer {
    /// The board, once the challenge is accepted; none while it is open
    /// (or cancelled), or without a side in it.
    fn board(&self) -> Result<Option<Board>, String>;
    /// The version of the last event the board includes.
    fn version(&self) -> Option<u64>;
}

impl FromServer for DuelFull {
    fn board(&self) -> Result<Option<Board>, String> {
        let (Some(duel), Some(you)) = (&self.duel, self.summary.you) else {
            return Ok(None);
        };
        let name = |n: &Option<String>, side: Side| n.clone().unwrap_or_else(|| side.name().into());
        Ok(Some(Board {
            setup: setup(&self.summary.setup)?,
            you,
            names: Sides::new(
                name(&self.summary.white, Side::White),
                name(&self.summary.black, Side::Black),
            ),
            phase: match duel.phase {
                BoardPhase::Codes { awaiting } => Phase::Codes { awaiting },
                BoardPhase::Guesses { turn, awaiting } => Phase::Guesses { turn, awaiting },
                BoardPhase::Over => Phase::Over,
            },
            codes: duel.codes,
            turns: duel.turns.clone(),
            your_guess: duel.your_guess,
            result: duel.result,
            clock: duel.clock.map(|c| Clocks {
                time_control: c.time_control,
                deadlines: Sides::new(
                    c.deadlines.white.map(|m| m.millis()),
                    c.deadlines.black.map(|m| m.millis()),
                ),
                away_until: c.away_until.map(|_, m| m.map(|m| m.millis())),
                now: u64::try_from(self.now).unwrap_or(0),
                received: std::time::Instant::now(),
            }),
        }))
    }

    fn version(&self) -> Option<u64> {
        self.duel.as_ref().map(|d| d.v)
    }
}

/// The core's setup of the server's view.
fn setup(view: &SetupView) -> Result<Setup, String> {
    view.to_setup().ok_or_else(|| {
        mastermind_i18n::tr!(
            "term-duel-unknown-colours",
            colours = view.palette.join(", ")
        )
    })
}
