//! Vacation (BrainKing's, seed 003): while a player is away, the clocks of
//! their correspondence duels stand still for them, and only for them. The
//! account keeps the allowance ([`crate::account`]); here each duel learns
//! when its player went and came back.

use super::{Duel, Event, EventKind, Moment, Side, Sides};

impl Duel {
    /// `side`'s player is away from `now` until `until`. Only a
    /// correspondence duel in play, where `side` is still in time, takes
    /// it; `None` where nothing changes.
    pub fn go_away(&mut self, side: Side, now: Moment, until: Moment) -> Option<Event> {
        if !self.takes_vacation(side, now, until) {
            return None;
        }
        self.clock.go_away(side, now, until);
        let deadlines = self.deadlines();
        Some(self.emit(EventKind::Away {
            side,
            until,
            deadlines,
        }))
    }

    /// A duel that begins at `now` while `side`'s player is away until
    /// `until`: its first state says so, and no event is needed for it.
    pub fn begins_away(&mut self, side: Side, now: Moment, until: Moment) {
        if self.version == 0 && self.takes_vacation(side, now, until) {
            self.clock.go_away(side, now, until);
        }
    }

    fn takes_vacation(&self, side: Side, now: Moment, until: Moment) -> bool {
        let in_time = self.deadline(side).is_none_or(|d| now <= d);
        let same = self.clock.away[side].is_some_and(|a| a.until == until);
        self.result.is_none()
            && self.rules.time_control().is_correspondence()
            && until > now
            && in_time
            && !same
    }

    /// `side`'s player is back at `now`, before their vacation's end: their
    /// clock runs again from now. `None` where they were not away.
    pub fn come_back(&mut self, side: Side, now: Moment) -> Option<Event> {
        let away = self.clock.away[side]?;
        if self.result.is_some() || away.until <= now {
            return None;
        }
        self.clock.come_back(side, now);
        let deadlines = self.deadlines();
        Some(self.emit(EventKind::Back { side, deadlines }))
    }

    /// Until when `side`'s player is away, as far as this duel knows.
    pub fn away_until(&self, side: Side) -> Option<Moment> {
        self.clock.away[side].map(|a| a.until)
    }

    pub(super) fn deadlines(&self) -> Sides<Option<Moment>> {
        Sides::new(self.deadline(Side::White), self.deadline(Side::Black))
    }
}
