//! A plan as bytes, kept on the board by the first process to make it: a
//! process that joins reads it in well under a second where making it
//! takes minutes (at 5·7, the bounds of the cut parts' 1,500 guesses
//! each), and every process follows the same plan.
//!
//! What is written is what takes the time: each first guess in order with
//! its place in the tie-break and its parts' bounds, then each cut part's
//! plan the same way. The parts themselves follow from the guesses and are
//! computed again on reading.

use std::collections::BTreeMap;

use super::Plan;
use crate::optimal::FirstGuess;
use crate::universe::Universe;

impl Plan {
    /// The plan as bytes, for [`Plan::from_bytes`].
    pub(crate) fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::new();
        write_guesses(&self.guesses, &mut bytes);
        bytes.push(u8::try_from(self.deeper.len()).unwrap_or(u8::MAX));
        for (&index, deeper) in &self.deeper {
            bytes.push(index);
            write_guesses(&deeper.guesses, &mut bytes);
        }
        bytes
    }

    /// The plan `bytes` hold for `universe`'s setup, its parts probed from
    /// `probe_from` codes; `None` if they hold no plan of this setup.
    pub(crate) fn from_bytes(universe: &Universe, probe_from: usize, bytes: &[u8]) -> Option<Plan> {
        let mut reader = Reader(bytes);
        let all = universe.all();
        let guesses = reader.guesses(universe, &all)?;
        let mut plan = Plan::whole(universe, guesses, probe_from);
        let cuts = reader.u8()?;
        for _ in 0..cuts {
            let index = reader.u8()?;
            let part = plan.guesses.first()?.parts.get(&index)?.clone();
            let guesses = reader.guesses(universe, &part)?;
            let cut = plan.cut(index, guesses)?;
            plan.deeper.insert(index, cut);
        }
        reader.0.is_empty().then_some(plan)
    }
}

fn write_guesses(guesses: &[FirstGuess], bytes: &mut Vec<u8>) {
    bytes.extend_from_slice(
        &u32::try_from(guesses.len())
            .unwrap_or(u32::MAX)
            .to_le_bytes(),
    );
    for first in guesses {
        bytes.extend_from_slice(&first.guess.to_le_bytes());
        bytes.extend_from_slice(&first.tie.to_le_bytes());
        bytes.push(u8::try_from(first.lowers.len()).unwrap_or(u8::MAX));
        for (&index, &lower) in &first.lowers {
            bytes.push(index);
            bytes.extend_from_slice(&lower.to_le_bytes());
        }
    }
}

/// The bytes not read yet.
struct Reader<'a>(&'a [u8]);

impl Reader<'_> {
    fn take<const N: usize>(&mut self) -> Option<[u8; N]> {
        let (head, rest) = self.0.split_first_chunk::<N>()?;
        self.0 = rest;
        Some(*head)
    }

    fn u8(&mut self) -> Option<u8> {
        self.take::<1>().map(|[b]| b)
    }

    fn u32(&mut self) -> Option<u32> {
        self.take().map(u32::from_le_bytes)
    }

    fn u64(&mut self) -> Option<u64> {
        self.take().map(u64::from_le_bytes)
    }

    /// Guesses of `set`, each with its parts computed again; `None` where
    /// a guess is no code of the setup or its bounds are not of its parts.
    fn guesses(&mut self, universe: &Universe, set: &[u32]) -> Option<Vec<FirstGuess>> {
        let count = self.u32()?;
        // Each guess takes at least 13 bytes: a count past them is no plan.
        if u64::from(count) * 13 > self.0.len() as u64 {
            return None;
        }
        let mut guesses = Vec::with_capacity(count as usize);
        for _ in 0..count {
            let guess = self.u32()?;
            let tie = self.u64()?;
            let mut lowers = BTreeMap::new();
            for _ in 0..self.u8()? {
                let index = self.u8()?;
                lowers.insert(index, self.u64()?);
            }
            if guess as usize >= universe.len() {
                return None;
            }
            let parts = crate::optimal::parts_of(universe, set, &universe.code(guess));
            if !parts.keys().eq(lowers.keys()) {
                return None;
            }
            guesses.push(FirstGuess {
                guess,
                tie,
                parts,
                lowers,
            });
        }
        Some(guesses)
    }
}

#[cfg(test)]
mod tests {
    use mastermind_core::{Rule, Setup};

    use super::*;
    use crate::optimal::Solver;

    fn plan_of(pegs: u8, colours: u8) -> (std::sync::Arc<Universe>, Plan) {
        let setup = Setup::new(pegs, colours, 10, Rule::Mastermind).expect("setup");
        let universe = crate::universe::shared(&setup);
        let solver = Solver::new(&universe);
        let plan = Plan::new(&solver, &universe, universe.len() / 10);
        (universe, plan)
    }

    /// A plan with parts cut reads back whole from its bytes; its bytes
    /// cut short or run on, or read for another setup, are no plan.
    #[test]
    fn a_plan_reads_back_from_its_bytes_and_nothing_else_does() {
        let (universe, plan) = plan_of(4, 4);
        assert!(plan.deeper.len() >= 2, "{} parts cut", plan.deeper.len());
        let bytes = plan.to_bytes();
        let read = |bytes: &[u8]| Plan::from_bytes(&universe, plan.probe_from, bytes);
        assert_eq!(read(&bytes), Some(Plan { ..plan }));
        let (universe, plan) = plan_of(4, 4);
        let read = |bytes: &[u8]| Plan::from_bytes(&universe, plan.probe_from, bytes);
        for end in (0..bytes.len()).step_by(7).chain([bytes.len() - 1]) {
            assert_eq!(read(&bytes[..end]), None, "cut at {end} of {}", bytes.len());
        }
        let mut longer = bytes.clone();
        longer.push(0);
        assert_eq!(read(&longer), None);
        let (other, _) = plan_of(3, 4);
        assert_eq!(Plan::from_bytes(&other, plan.probe_from, &bytes), None);
    }
}
