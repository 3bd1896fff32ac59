//! A guess's parts searched one after the other, each under what the parts
//! before it spent and the bounds of those after it leave; where two large
//! parts or more share the room a finite budget leaves, each is first
//! probed under its share of that room.
//!
//! A guess being refuted (one that will turn out to cost more than the best
//! found) needs only the sum of its parts' bounds to pass the budget. Given
//! the whole room, the first large part is solved exactly (its own bound is
//! far below its cost, and the bounds of the others are too), and so is the
//! next; at 5·6, refuting 11234 after 11223 solved three parts of 1,079 to
//! 1,290 codes exactly, most of the run. Probed under a share, a large part
//! either shows its cost within it (found exactly, as before) or raises its
//! bound to the share, and the guess fails as soon as the raised bounds
//! pass the budget.

use std::sync::atomic::Ordering;

use mastermind_core::Code;

use super::bounds::Within;
use super::budget::Budget;
use super::{Known, Solver};
use crate::universe::Universe;

/// Parts from this size are probed when two or more share the room.
pub(super) const PROBE_PART: usize = 400;

/// Where the parts lie: after `history` (the guess included), within
/// `reach` (the guesses left, the most parts of the guessed set), under
/// `budget` (the guess's).
pub(super) struct InTurn<'a> {
    pub(super) universe: &'a Universe,
    pub(super) history: &'a [Code],
    pub(super) reach: Within,
    pub(super) budget: Budget<'a>,
}

impl Solver {
    /// `spent` and the costs of `parts` (by size, smallest first, with
    /// their known bounds `lowers`, which the probes raise), if with `owed` (the bounds of the parts
    /// searched after these) it stays within the budget; `None` as soon as
    /// it cannot.
    pub(super) fn search_in_turn(
        &self,
        at: &InTurn,
        parts: &[Vec<u32>],
        lowers: &mut [u64],
        mut spent: u64,
        owed: u64,
    ) -> Option<u64> {
        let mut rest = lowers.iter().sum::<u64>() + owed;
        let large = parts.partition_point(|p| p.len() < self.probe_from);
        let probing = at.budget.limit() <= u64::MAX / 2 && parts.len() - large >= 2;
        let search = |j: usize, budget: Budget| {
            self.search_within(at.universe, &parts[j], at.history, at.reach, budget)
        };
        // The small parts first, exactly: they are solved quickly (often
        // from the memory), and what they cost tightens the room. Without
        // probes, every part so.
        let small = if probing { large } else { parts.len() };
        for (j, &lower) in lowers[..small].iter().enumerate() {
            rest -= lower;
            match search(j, at.budget.less(spent + rest)) {
                Known::Exact { cost, .. } => spent += cost,
                Known::Above(_) => return None,
            }
        }
        if !probing {
            return Some(spent);
        }
        // The probed parts whose cost is still open.
        let mut open = Vec::new();
        for (j, lower) in lowers.iter_mut().enumerate().skip(large) {
            let room = at.budget.limit().saturating_sub(spent + rest);
            let share = room / (parts.len() - j) as u64;
            let others = rest - *lower;
            let budget = at.budget.less(spent + others).at_most(*lower + share);
            self.probes.fetch_add(1, Ordering::Relaxed);
            match search(j, budget) {
                Known::Exact { cost, .. } => {
                    spent += cost;
                    rest -= *lower;
                }
                Known::Above(above) => {
                    let raised = above.saturating_add(1).max(*lower);
                    rest = (rest - *lower).saturating_add(raised);
                    *lower = raised;
                    open.push(j);
                }
            }
            if spent.saturating_add(rest) > at.budget.limit() {
                return None;
            }
        }
        // What the probes left open, under the whole room.
        for j in open {
            rest -= lowers[j];
            match search(j, at.budget.less(spent + rest)) {
                Known::Exact { cost, .. } => spent += cost,
                Known::Above(_) => return None,
            }
        }
        Some(spent)
    }
}
