//! The exact search's first guess as jobs: which jobs the outcomes so far
//! call for, and once none is left, which first guess wins.
//!
//! The first guess in the search's order is costed first, every part of it
//! exactly (the first wave): that sets the bound. Every other first guess
//! whose lower bound is within it then has each part searched within what
//! the bound leaves it once the other parts' lower bounds are counted (the
//! second wave). A part found above its limit refutes its guess, whose
//! other parts are no longer needed; a guess whose parts all come back
//! exact has its total. Every process computes the same plan from the
//! setup alone, so the jobs and their limits are the same on every one.

use std::collections::{BTreeMap, HashMap};

use super::{Job, Outcome};
use crate::optimal::{FirstGuess, Solver};
use crate::universe::Universe;

/// The plan of one setup's search.
#[derive(Debug)]
pub(crate) struct Plan {
    /// Codes of the setup.
    n: u64,
    guesses: Vec<FirstGuess>,
    /// The lower bound of each part of each guess, by feedback index.
    lowers: Vec<BTreeMap<u8, u64>>,
}

/// Where a search stands.
#[derive(Debug, PartialEq)]
pub(crate) enum Step {
    /// These jobs are still needed.
    Pending(Vec<Job>),
    /// Done: the winning first guess (its place in the plan) and its total.
    Done { guess: usize, total: u64 },
}

/// A job's outcome that its place in the plan rules out: an exact part
/// found above a limit it never had, or skipped while needed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Misplaced(pub(crate) u64);

impl Plan {
    pub(crate) fn new(solver: &Solver, universe: &Universe) -> Self {
        let guesses = solver.first_guesses(universe);
        let lowers = guesses
            .iter()
            .map(|g| {
                g.parts
                    .iter()
                    .map(|(&index, part)| (index, solver.part_lower(part.len() as u64)))
                    .collect()
            })
            .collect();
        Plan {
            n: universe.len() as u64,
            guesses,
            lowers,
        }
    }

    /// The first guess and part a job searches.
    pub(crate) fn part(&self, id: u64) -> Option<(u32, &[u32])> {
        let guess = u32::try_from(id >> 8).ok()?;
        let index = u8::try_from(id & 0xff).ok()?;
        let first = self.guesses.iter().find(|g| g.guess == guess)?;
        Some((guess, first.parts.get(&index)?.as_slice()))
    }

    /// The winning guess's code and its parts, by feedback index.
    pub(crate) fn guess(&self, place: usize) -> &FirstGuess {
        &self.guesses[place]
    }

    /// The jobs the outcomes so far still call for, or the answer.
    pub(crate) fn step(&self, outcomes: &HashMap<u64, Outcome>) -> Result<Step, Misplaced> {
        let Some(first) = self.guesses.first() else {
            return Ok(Step::Done { guess: 0, total: 0 });
        };
        // The first wave, the largest parts first: the last to finish
        // decides when the second wave can start.
        let mut wave: Vec<(&u8, &Vec<u32>)> = first.parts.iter().collect();
        wave.sort_by_key(|(index, part)| (std::cmp::Reverse(part.len()), **index));
        let mut rank = 0u32;
        let mut pending = Vec::new();
        let mut best = self.n;
        for (&index, _) in wave {
            let id = job_id(first.guess, index);
            match outcomes.get(&id) {
                Some(Outcome::Exact { cost, .. }) => best += cost,
                Some(_) => return Err(Misplaced(id)),
                None => pending.push(Job {
                    id,
                    rank,
                    limit: None,
                }),
            }
            rank += 1;
        }
        if !pending.is_empty() {
            return Ok(Step::Pending(pending));
        }
        let mut winner = (best, first.tie, 0);
        for (place, (guess, lowers)) in self.guesses.iter().zip(&self.lowers).enumerate().skip(1) {
            // A guess after the first in the tie-break order must beat it.
            let bound = if guess.tie < first.tie {
                best
            } else {
                best - 1
            };
            let sum: u64 = lowers.values().sum();
            if self.n.saturating_add(sum) > bound {
                continue;
            }
            // Small parts first: the cheapest to refute the guess.
            let mut parts: Vec<(&u8, &Vec<u32>)> = guess.parts.iter().collect();
            parts.sort_by_key(|(index, part)| (part.len(), **index));
            let mut total = Some(self.n);
            let mut refuted = false;
            let mut wanted = Vec::new();
            for (&index, _) in parts {
                let id = job_id(guess.guess, index);
                let limit = bound - self.n - (sum - lowers[&index]);
                match outcomes.get(&id) {
                    Some(Outcome::Exact { cost, .. }) if *cost <= limit => {
                        total = total.map(|t| t + cost);
                    }
                    Some(Outcome::Above(_)) => refuted = true,
                    // Skipped only once a part beside it was refuted.
                    Some(Outcome::Skipped) => {}
                    Some(Outcome::Exact { .. }) => return Err(Misplaced(id)),
                    None => {
                        total = None;
                        wanted.push(Job {
                            id,
                            rank,
                            limit: Some(limit),
                        });
                    }
                }
                rank += 1;
            }
            if refuted {
                continue;
            }
            match total {
                Some(total) if total <= bound && (total, guess.tie) < (winner.0, winner.1) => {
                    winner = (total, guess.tie, place);
                }
                Some(_) => {}
                None => pending.extend(wanted),
            }
        }
        if pending.is_empty() {
            Ok(Step::Done {
                guess: winner.2,
                total: winner.0,
            })
        } else {
            Ok(Step::Pending(pending))
        }
    }
}

/// A job's number: the first guess above its part's feedback index.
pub(crate) fn job_id(guess: u32, index: u8) -> u64 {
    u64::from(guess) << 8 | u64::from(index)
}
