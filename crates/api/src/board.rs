//! A duel's board as one viewer may see it: the wire form of the core's
//! [`DuelView`], which the core only writes. A client reads it back into
//! these types; the server makes them from the core's view
//! ([`Board::from`]), so the two cannot drift apart.

use mastermind_core::Code;
use mastermind_core::duel::{DuelResult, DuelView, Moment, Phase, Side, Sides, TimeControl};
use mastermind_core::game::Turn;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::setup::SetupView;

/// `v` is the version of the last event the board includes: events with a
/// higher `v` come after it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct Board {
    pub v: u64,
    /// The viewer's side; null for a spectator.
    #[schema(value_type = Option<String>)]
    pub you: Option<Side>,
    pub rules: BoardRules,
    pub phase: BoardPhase,
    /// The viewer's own code; the opponent's only once the duel is over.
    #[schema(value_type = Object)]
    pub codes: Sides<Option<Code>>,
    /// The revealed turns; `turns[i].white` is white's guess at black's code.
    #[schema(value_type = Vec<Object>)]
    pub turns: Vec<Sides<Turn>>,
    /// The viewer's own guess of the turn in play, until it is revealed.
    #[schema(value_type = Option<String>)]
    pub your_guess: Option<Code>,
    pub clock: Option<BoardClock>,
    #[schema(value_type = Option<Object>)]
    pub result: Option<DuelResult>,
}

/// What was agreed before the duel began.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct BoardRules {
    #[schema(value_type = Object)]
    pub players: Sides<String>,
    pub preset: Option<String>,
    pub setup: SetupView,
    #[schema(value_type = Object)]
    pub time_control: TimeControl,
    pub rated: bool,
}

/// Who the duel waits for: `awaiting[side]` is true while that player owes
/// the move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "phase", rename_all = "kebab-case")]
pub enum BoardPhase {
    /// Each player sets a code for the other to break.
    Codes {
        #[schema(value_type = Object)]
        awaiting: Sides<bool>,
    },
    /// Each player guesses at the other's code in turn `turn` (1-based).
    Guesses {
        turn: usize,
        #[schema(value_type = Object)]
        awaiting: Sides<bool>,
    },
    Over,
}

impl BoardPhase {
    /// Whether `side` owes a move.
    pub fn awaits(self, side: Side) -> bool {
        match self {
            BoardPhase::Codes { awaiting } | BoardPhase::Guesses { awaiting, .. } => awaiting[side],
            BoardPhase::Over => false,
        }
    }

    /// The turn in play, while guesses are.
    pub fn turn(self) -> Option<usize> {
        match self {
            BoardPhase::Guesses { turn, .. } => Some(turn),
            _ => None,
        }
    }
}

/// The clocks, in the server's milliseconds since the Unix epoch.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct BoardClock {
    #[schema(value_type = Object)]
    pub time_control: TimeControl,
    #[schema(value_type = u64)]
    pub stage_start: Moment,
    #[schema(value_type = Object)]
    pub left_ms: Sides<u64>,
    /// When each player's time runs out; null once they have moved.
    #[schema(value_type = Object)]
    pub deadlines: Sides<Option<Moment>>,
    /// Time given back because no move could be made meanwhile.
    pub given_back_ms: u64,
    /// Until when each player is on vacation (their clock stands still);
    /// absent from older servers.
    #[serde(default)]
    #[schema(value_type = Object)]
    pub away_until: Sides<Option<Moment>>,
}

impl From<Phase> for BoardPhase {
    fn from(phase: Phase) -> Self {
        match phase {
            Phase::Codes { awaiting } => BoardPhase::Codes { awaiting },
            Phase::Guesses { turn, awaiting } => BoardPhase::Guesses { turn, awaiting },
            Phase::Over => BoardPhase::Over,
        }
    }
}

impl From<DuelView> for Board {
    fn from(view: DuelView) -> Self {
        let rules = &view.rules;
        Board {
            v: view.v,
            you: view.you,
            rules: BoardRules {
                players: rules.players().clone(),
                preset: rules.preset().map(|p| p.name().to_string()),
                setup: SetupView::from(rules.setup()),
                time_control: rules.time_control(),
                rated: rules.rated(),
            },
            phase: view.phase.into(),
            codes: view.codes,
            turns: view.turns,
            your_guess: view.your_guess,
            clock: view.clock.map(|c| BoardClock {
                time_control: c.time_control,
                stage_start: c.stage_start,
                left_ms: c.left_ms,
                deadlines: c.deadlines,
                given_back_ms: c.given_back_ms,
                away_until: c.away_until,
            }),
            result: view.result,
        }
    }
}
