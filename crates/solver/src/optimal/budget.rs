//! What a search may spend: the most its candidate set may cost for the
//! answer to matter, lowered while it runs when another thread finds a
//! better guess at a node above it.
//!
//! A node whose guesses are searched on several threads keeps its best so
//! far in one word ([`Shared`]); each guess searched under it watches that
//! word ([`Watch`]), and every search below reads its budget through the
//! chain of watches above it ([`Budget`]). A budget only ever falls, and a
//! search that sees it fall goes on under the lower one: whatever it then
//! answers (an optimum within it, or that none is) stays true, so the memory
//! may keep it, and a thread stops spending on a guess as soon as the guess
//! can no longer beat the best found elsewhere.

use std::sync::atomic::{AtomicU64, Ordering};

/// A budget: at most `fixed`, and at most what the watch above allows less
/// `offset` (what the path from the watched guess down to here has spent or
/// owes to the parts beside it).
#[derive(Debug, Clone, Copy)]
pub(super) struct Budget<'a> {
    fixed: u64,
    offset: u64,
    watch: Option<&'a Watch<'a>>,
}

impl<'a> Budget<'a> {
    /// A budget nothing lowers.
    pub(super) fn fixed(limit: u64) -> Self {
        Budget {
            fixed: limit,
            offset: 0,
            watch: None,
        }
    }

    /// A budget that follows the best of a node searched on several threads.
    pub(super) fn watching(watch: &'a Watch<'a>) -> Self {
        Budget {
            fixed: u64::MAX,
            offset: 0,
            watch: Some(watch),
        }
    }

    /// The most the search may spend now.
    pub(super) fn limit(&self) -> u64 {
        match self.watch {
            None => self.fixed,
            Some(watch) => self.fixed.min(watch.limit().saturating_sub(self.offset)),
        }
    }

    /// This budget, at most `limit`.
    pub(super) fn at_most(self, limit: u64) -> Self {
        Budget {
            fixed: self.fixed.min(limit),
            ..self
        }
    }

    /// What is left of this budget once `spent` is spoken for.
    pub(super) fn less(self, spent: u64) -> Self {
        Budget {
            fixed: self.fixed.saturating_sub(spent),
            offset: self.offset.saturating_add(spent),
            watch: self.watch,
        }
    }
}

/// Bits of a shared best below its total: the guess's place in the
/// tie-break order (whether it cannot be the secret, then the guess).
const TIE_BITS: u32 = 33;
/// Totals from this one are taken as no bound (5·7's optimum, about 100,000,
/// is far below).
const NO_TOTAL: u64 = (1 << 30) - 1;
/// A place in the tie-break order after every guess's.
const LAST: u64 = (1 << TIE_BITS) - 1;
/// The place of no guess, after every guess's: the best of a node no
/// guess has come within the limit at.
const UNBEATEN: u64 = LAST - 1;

/// The best total of a node whose guesses are searched on several threads
/// and the guess's place in the tie-break order, as one word, so that one
/// `fetch_min` keeps the better of two and every thread sees it at once.
#[derive(Debug)]
pub(super) struct Shared(AtomicU64);

impl Shared {
    /// A node's best so far: `total` by the guess at `tie` (see [`tie`]).
    pub(super) fn new(total: u64, tie: u64) -> Self {
        Shared(AtomicU64::new(pack(total, tie)))
    }

    /// A node no guess has come within `limit` at yet: any guess that costs
    /// at most that beats it.
    pub(super) fn unbeaten(limit: u64) -> Self {
        Shared::new(limit, UNBEATEN)
    }

    /// Whether a guess has been offered (and not only the limit of
    /// [`Shared::unbeaten`]).
    pub(super) fn beaten(&self) -> bool {
        self.best().1 != UNBEATEN
    }

    /// Keeps `total` by the guess at `tie` if it beats the best.
    pub(super) fn offer(&self, total: u64, tie: u64) {
        self.0.fetch_min(pack(total, tie), Ordering::Relaxed);
    }

    /// The best: its total and place in the tie-break order.
    pub(super) fn best(&self) -> (u64, u64) {
        let word = self.0.load(Ordering::Relaxed);
        (word >> TIE_BITS, word & LAST)
    }

    /// The most the guess at `tie` may cost to beat the best: its total if
    /// the guess comes first in the tie-break order, one less if not.
    fn bound_for(&self, tie: u64) -> u64 {
        let (total, best_tie) = self.best();
        if total >= NO_TOTAL {
            u64::MAX - 1
        } else if tie < best_tie {
            total
        } else {
            total.saturating_sub(1)
        }
    }
}

fn pack(total: u64, tie: u64) -> u64 {
    debug_assert!(tie < LAST);
    total.min(NO_TOTAL) << TIE_BITS | tie
}

/// A guess's place in the tie-break order: a possible secret first, then
/// the lowest code.
pub(super) fn tie(impossible: bool, guess: u32) -> u64 {
    u64::from(impossible) << 32 | u64::from(guess)
}

/// A guess searched on one thread among several, under the shared best of
/// its node and the node's own budget.
#[derive(Debug)]
pub(super) struct Watch<'a> {
    shared: &'a Shared,
    tie: u64,
    above: Budget<'a>,
}

impl<'a> Watch<'a> {
    pub(super) fn new(shared: &'a Shared, tie: u64, above: Budget<'a>) -> Self {
        Watch { shared, tie, above }
    }

    fn limit(&self) -> u64 {
        self.shared.bound_for(self.tie).min(self.above.limit())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A watched budget follows the shared best at once, by the guess's
    /// place in the tie-break order, less what is spent below, and never
    /// above the node's own budget.
    #[test]
    fn a_watched_budget_follows_the_shared_best() {
        let shared = Shared::new(100, tie(false, 50));
        let before = Watch::new(&shared, tie(false, 20), Budget::fixed(u64::MAX - 1));
        let after = Watch::new(&shared, tie(true, 10), Budget::fixed(95));
        let (early, late) = (Budget::watching(&before), Budget::watching(&after));
        assert_eq!((early.limit(), late.limit()), (100, 95));
        assert_eq!(early.less(30).limit(), 70);
        assert_eq!(early.less(30).at_most(60).limit(), 60);
        shared.offer(90, tie(false, 60));
        assert_eq!((early.limit(), late.limit()), (90, 89));
        assert_eq!(early.less(30).limit(), 60);
        // A worse offer leaves the best as it was.
        shared.offer(91, tie(false, 1));
        assert_eq!(shared.best(), (90, tie(false, 60)));
        assert_eq!(early.less(200).limit(), 0);
        assert_eq!(Budget::fixed(7).less(3).limit(), 4);
    }

    /// A node no guess has come within its limit at yet bounds every guess,
    /// whatever its place in the tie-break order, at the limit, and is
    /// beaten by the first guess offered within it.
    #[test]
    fn an_unbeaten_node_bounds_every_guess_at_its_limit() {
        let shared = Shared::unbeaten(100);
        let first = Watch::new(&shared, tie(false, 0), Budget::fixed(u64::MAX - 1));
        let last = Watch::new(
            &shared,
            tie(true, u32::MAX - 2),
            Budget::fixed(u64::MAX - 1),
        );
        let limits = || {
            (
                Budget::watching(&first).limit(),
                Budget::watching(&last).limit(),
            )
        };
        assert_eq!(limits(), (100, 100));
        assert!(!shared.beaten());
        shared.offer(100, tie(true, 7));
        assert!(shared.beaten());
        assert_eq!(shared.best(), (100, tie(true, 7)));
        assert_eq!(limits(), (100, 99));
    }
}
