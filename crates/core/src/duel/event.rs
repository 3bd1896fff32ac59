//! What a move led to. An [`Event`] holds everything, secrets included, and
//! is never sent as it is: [`Event::seen_by`] gives the form one viewer may
//! receive, which serializes to the wire form with the duel's version:
//! `{"v": 3, "event": "guessed", "side": "white", "turn": 1}`.

use serde::{Deserialize, Serialize};

use super::{DuelResult, Moment, Side, Sides, Viewer};
use crate::code::Code;
use crate::game::Turn;

/// What happened. Its serde form (secrets included) is for storage only.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum EventKind {
    /// `side` set its code.
    CodeSet { side: Side, code: Code },
    /// `side` guessed in turn `turn`; revealed only with the opponent's.
    Guessed {
        side: Side,
        turn: usize,
        guess: Code,
    },
    /// Both guesses of `turn` and their feedback, shown to everyone at once;
    /// `rows.white` is white's guess at black's code.
    TurnRevealed { turn: usize, rows: Sides<Turn> },
    /// A stage of play begins (turn 1 once both codes are set, then each
    /// turn after a reveal), with each player's deadline.
    TurnStarted {
        turn: usize,
        deadlines: Sides<Option<Moment>>,
    },
    /// The clocks stood still for `millis` while no move could be made (the
    /// server unreachable), with each player's deadline after it.
    ClocksStopped {
        millis: u64,
        deadlines: Sides<Option<Moment>>,
    },
    /// `side`'s player went on vacation until `until`: their clock stands
    /// still meanwhile, with each player's deadline after it.
    Away {
        side: Side,
        until: Moment,
        deadlines: Sides<Option<Moment>>,
    },
    /// `side`'s player came back before their vacation's end.
    Back {
        side: Side,
        deadlines: Sides<Option<Moment>>,
    },
    /// The duel ended; both codes are shown (a code is `None` only when its
    /// player resigned or timed out before setting it).
    Ended {
        result: DuelResult,
        codes: Sides<Option<Code>>,
    },
}

/// An event with the duel's version after it: versions count up from 1
/// without gaps, so a client that sees a gap knows it missed something.
/// Its serde form (secrets included) is for storage only.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    pub v: u64,
    #[serde(flatten)]
    pub kind: EventKind,
}

impl Event {
    /// The wire name.
    pub fn name(&self) -> &'static str {
        match self.kind {
            EventKind::CodeSet { .. } => "code-set",
            EventKind::Guessed { .. } => "guessed",
            EventKind::TurnRevealed { .. } => "turn-revealed",
            EventKind::TurnStarted { .. } => "turn-started",
            EventKind::ClocksStopped { .. } => "clocks-stopped",
            EventKind::Away { .. } => "away",
            EventKind::Back { .. } => "back",
            EventKind::Ended { .. } => "ended",
        }
    }

    /// The event as `viewer` may receive it: a player's own code and guess
    /// come back to them; the opponent and spectators learn only that the
    /// move was made.
    pub fn seen_by(&self, viewer: Viewer) -> Shown<'_> {
        self.shown(|side| viewer == Viewer::Player(side))
    }

    fn shown(&self, own: impl Fn(Side) -> bool) -> Shown<'_> {
        let wire = match &self.kind {
            EventKind::CodeSet { side, code } => Wire::CodeSet {
                side: *side,
                code: own(*side).then_some(code),
            },
            EventKind::Guessed { side, turn, guess } => Wire::Guessed {
                side: *side,
                turn: *turn,
                guess: own(*side).then_some(guess),
            },
            EventKind::TurnRevealed { turn, rows } => Wire::TurnRevealed {
                turn: *turn,
                white: &rows.white,
                black: &rows.black,
            },
            EventKind::TurnStarted { turn, deadlines } => Wire::TurnStarted {
                turn: *turn,
                deadlines,
            },
            EventKind::ClocksStopped { millis, deadlines } => Wire::ClocksStopped {
                millis: *millis,
                deadlines,
            },
            EventKind::Away {
                side,
                until,
                deadlines,
            } => Wire::Away {
                side: *side,
                until: *until,
                deadlines,
            },
            EventKind::Back { side, deadlines } => Wire::Back {
                side: *side,
                deadlines,
            },
            EventKind::Ended { result, codes } => Wire::Ended { result, codes },
        };
        Shown { v: self.v, wire }
    }

    /// The event for a player.
    pub fn for_side(&self, side: Side) -> Shown<'_> {
        self.seen_by(Viewer::Player(side))
    }

    /// The event with nothing held back, as a replay shows it once the duel
    /// is over. Never for a duel in play.
    pub fn after_the_end(&self) -> Shown<'_> {
        self.shown(|_| true)
    }
}

/// An event as one viewer receives it.
#[derive(Debug, Serialize)]
pub struct Shown<'a> {
    v: u64,
    #[serde(flatten)]
    wire: Wire<'a>,
}

#[derive(Debug, Serialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
enum Wire<'a> {
    CodeSet {
        side: Side,
        #[serde(skip_serializing_if = "Option::is_none")]
        code: Option<&'a Code>,
    },
    Guessed {
        side: Side,
        turn: usize,
        #[serde(skip_serializing_if = "Option::is_none")]
        guess: Option<&'a Code>,
    },
    TurnRevealed {
        turn: usize,
        white: &'a Turn,
        black: &'a Turn,
    },
    TurnStarted {
        turn: usize,
        deadlines: &'a Sides<Option<Moment>>,
    },
    ClocksStopped {
        millis: u64,
        deadlines: &'a Sides<Option<Moment>>,
    },
    Away {
        side: Side,
        until: Moment,
        deadlines: &'a Sides<Option<Moment>>,
    },
    Back {
        side: Side,
        deadlines: &'a Sides<Option<Moment>>,
    },
    Ended {
        result: &'a DuelResult,
        codes: &'a Sides<Option<Code>>,
    },
}
