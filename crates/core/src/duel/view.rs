//! What one viewer may see of a duel: the whole state a page or a bot needs
//! to draw the board and resync, with the secrets of the others left out.

use serde::Serialize;

use super::{ClockView, Duel, DuelResult, DuelRules, Phase, Side, Sides};
use crate::code::Code;
use crate::game::Turn;

/// Who is looking.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Viewer {
    Player(Side),
    Spectator,
}

/// A duel as one viewer sees it. `v` is the version of the last event it
/// includes: events with a higher `v` come after it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DuelView {
    pub v: u64,
    /// The viewer's side, `None` for a spectator.
    pub you: Option<Side>,
    pub rules: DuelRules,
    pub phase: Phase,
    /// The viewer's own code; the opponent's only once the duel is over.
    pub codes: Sides<Option<Code>>,
    /// The revealed turns; `turns[i].white` is white's guess at black's code.
    pub turns: Vec<Sides<Turn>>,
    /// The viewer's own guess of the turn in play, until it is revealed.
    pub your_guess: Option<Code>,
    pub clock: Option<ClockView>,
    pub result: Option<DuelResult>,
}

impl Duel {
    /// What `side` may see.
    pub fn view(&self, side: Side) -> DuelView {
        self.view_for(Viewer::Player(side))
    }

    /// What anyone else may see: no code until the end, no unrevealed guess.
    pub fn spectator_view(&self) -> DuelView {
        self.view_for(Viewer::Spectator)
    }

    pub fn view_for(&self, viewer: Viewer) -> DuelView {
        let you = match viewer {
            Viewer::Player(side) => Some(side),
            Viewer::Spectator => None,
        };
        let over = self.is_over();
        let sees = |side: Side| over || you == Some(side);
        let codes = Sides::new(
            self.codes.white.filter(|_| sees(Side::White)),
            self.codes.black.filter(|_| sees(Side::Black)),
        );
        DuelView {
            v: self.version,
            you,
            rules: self.rules.clone(),
            phase: self.phase(),
            codes,
            turns: self.turns.clone(),
            your_guess: you.and_then(|side| self.pending[side]).filter(|_| !over),
            clock: self.clock_view(),
            result: self.result,
        }
    }
}
