//! What the duel screen draws from: one player's view of a duel, whoever
//! keeps the duel. [`ComputerDuel`](super::ComputerDuel) gives it from the
//! local core duel; an online duel from the server's JSON
//! ([`ServerView`], `GET /api/duels/{id}`), parsed as it comes and never
//! judged here: every rule stays with whoever keeps the duel.

use mastermind_core::duel::{DuelResult, DuelView, Phase, Side, Sides, TimeControl};
use mastermind_core::game::Turn;
use mastermind_core::{Code, Palette, Rule, Setup};
use serde::Deserialize;

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
    /// The server's clock when the view was taken.
    pub now: u64,
    /// When the view arrived here: the clocks count down from it.
    pub received: std::time::Instant,
}

impl Clocks {
    /// What `side` has left at this moment, if their time is running.
    pub fn left(&self, side: Side) -> Option<std::time::Duration> {
        let elapsed = u64::try_from(self.received.elapsed().as_millis()).unwrap_or(u64::MAX);
        let now = self.now.saturating_add(elapsed);
        self.deadlines[side]
            .map(|deadline| std::time::Duration::from_millis(deadline.saturating_sub(now)))
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

/// `GET /api/duels/{id}` as the server sends it: who plays, the state of
/// the challenge, and the board once it is accepted.
#[derive(Debug, Clone, Deserialize)]
pub struct ServerView {
    pub id: String,
    /// "open", "playing", "over" or "cancelled".
    pub state: String,
    pub you: Option<Side>,
    pub white: Option<String>,
    pub black: Option<String>,
    pub setup: SetupWire,
    #[serde(default)]
    pub now: u64,
    pub duel: Option<DuelWire>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct SetupWire {
    pub pegs: u8,
    pub colours: u8,
    pub blanks: bool,
    pub repetition: bool,
    pub turns: u8,
    pub rule: Rule,
    pub palette: Vec<String>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct DuelWire {
    pub v: u64,
    pub phase: PhaseWire,
    pub codes: Sides<Option<Code>>,
    pub turns: Vec<Sides<Turn>>,
    pub your_guess: Option<Code>,
    pub clock: Option<ClockWire>,
    pub result: Option<DuelResult>,
}

#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(tag = "phase", rename_all = "kebab-case")]
pub enum PhaseWire {
    Codes { awaiting: Sides<bool> },
    Guesses { turn: usize, awaiting: Sides<bool> },
    Over,
}

#[derive(Debug, Clone, Copy, Deserialize)]
pub struct ClockWire {
    pub time_control: TimeControl,
    pub deadlines: Sides<Option<u64>>,
}

impl SetupWire {
    pub fn setup(&self) -> Result<Setup, String> {
        let names: Vec<&str> = self.palette.iter().map(String::as_str).collect();
        let palette = Palette::from_names(&names).ok_or_else(|| {
            mastermind_i18n::tr!(
                "term-duel-unknown-colours",
                colours = self.palette.join(", ")
            )
        })?;
        Setup::with_palette(self.pegs, self.colours, self.turns, self.rule, palette)
            .and_then(|s| s.blanks(self.blanks).repetition(self.repetition))
            .map_err(|e| e.to_string())
    }
}

impl ServerView {
    /// The board, once the challenge is accepted; none while it is open
    /// (or cancelled), or without a side in it.
    pub fn board(&self) -> Result<Option<Board>, String> {
        let (Some(duel), Some(you)) = (&self.duel, self.you) else {
            return Ok(None);
        };
        let name = |n: &Option<String>, side: Side| n.clone().unwrap_or_else(|| side.name().into());
        Ok(Some(Board {
            setup: self.setup.setup()?,
            you,
            names: Sides::new(
                name(&self.white, Side::White),
                name(&self.black, Side::Black),
            ),
            phase: match duel.phase {
                PhaseWire::Codes { awaiting } => Phase::Codes { awaiting },
                PhaseWire::Guesses { turn, awaiting } => Phase::Guesses { turn, awaiting },
                PhaseWire::Over => Phase::Over,
            },
            codes: duel.codes,
            turns: duel.turns.clone(),
            your_guess: duel.your_guess,
            result: duel.result,
            clock: duel.clock.map(|c| Clocks {
                time_control: c.time_control,
                deadlines: c.deadlines,
                now: self.now,
                received: std::time::Instant::now(),
            }),
        }))
    }

    /// The version of the last event the board includes.
    pub fn version(&self) -> Option<u64> {
        self.duel.as_ref().map(|d| d.v)
    }
}
