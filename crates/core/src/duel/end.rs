//! The endings that come from outside the board: a resignation, a clock
//! that ran out, an opponent who went away.

use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::{Duel, DuelError, Event, Moment, Reason, Side, TimeControl, whole_seconds};

/// How long a player must have been away, while owing a move, before the
/// opponent may claim the duel.
pub const ABANDON_GRACE: Duration = Duration::from_secs(60);

/// What a player claims when the opponent has abandoned the duel.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Claim {
    Win,
    Draw,
}

impl Duel {
    /// `side` gives up, at any moment before the end, and loses.
    pub fn resign(&mut self, side: Side) -> Result<Vec<Event>, DuelError> {
        if self.is_over() {
            return Err(DuelError::Over);
        }
        Ok(vec![self.end(Some(side.other()), Reason::Resigned)])
    }

    /// Calls time at `now`: the player whose time ran out first loses; if
    /// both ran out at the same moment (as with a limit per turn when
    /// neither moved) it is a draw.
    pub fn time_out(&mut self, now: Moment) -> Result<Vec<Event>, DuelError> {
        if self.is_over() {
            return Err(DuelError::Over);
        }
        if self.rules.time_control() == TimeControl::None {
            return Err(DuelError::NoClock);
        }
        let deadlines: Vec<(Side, Moment)> = Side::BOTH
            .into_iter()
            .filter_map(|s| self.deadline(s).map(|d| (s, d)))
            .collect();
        let mut late: Vec<(Side, Moment)> = deadlines
            .iter()
            .copied()
            .filter(|&(_, d)| now > d)
            .collect();
        late.sort_by_key(|&(_, d)| d);
        let winner = match late.as_slice() {
            [] => {
                let first = deadlines.iter().map(|&(_, d)| d).min().unwrap_or(now);
                return Err(DuelError::TimeLeft {
                    seconds: whole_seconds(first.since(now)).max(1),
                });
            }
            [(_, da), (_, db)] if da == db => None,
            [(loser, _), ..] => Some(loser.other()),
        };
        Ok(vec![self.end(winner, Reason::TimeOut)])
    }

    /// `side` claims the win or a draw because the opponent, who owes a
    /// move, was last seen at `opponent_seen` and has been away for at least
    /// [`ABANDON_GRACE`] by `now`. The edge knows who is connected; the duel
    /// only judges. Correspondence duels are left to their clocks.
    pub fn claim(
        &mut self,
        side: Side,
        claim: Claim,
        now: Moment,
        opponent_seen: Moment,
    ) -> Result<Vec<Event>, DuelError> {
        if self.is_over() {
            return Err(DuelError::Over);
        }
        if self.rules.time_control().is_correspondence() {
            return Err(DuelError::Correspondence);
        }
        if !self.phase().awaits(side.other()) {
            return Err(DuelError::OpponentMoved);
        }
        let away = now.since(opponent_seen);
        if away < ABANDON_GRACE {
            return Err(DuelError::NotAway {
                seconds: whole_seconds(ABANDON_GRACE - away),
            });
        }
        let winner = match claim {
            Claim::Win => Some(side),
            Claim::Draw => None,
        };
        Ok(vec![self.end(winner, Reason::Abandoned)])
    }
}
