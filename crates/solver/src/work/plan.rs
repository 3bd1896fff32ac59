//! The exact search's first guess as jobs: which jobs the outcomes so far
//! call for, and once none is left, which first guess wins.
//!
//! The first guess in the search's order is costed first, every part of it
//! exactly (the first wave): that sets the bound. Every other first guess
//! whose lower bound is within it then has each part searched within what
//! the bound leaves it once the other parts' lower bounds are counted (the
//! second wave), as the single search does: where two large parts or more
//! share that room, each is first probed under its share of it, and one
//! found above its share has its bound raised; a part searched after
//! others came back searches within what they left. A part found above
//! its limit, or bounds raised past the room, refute the guess, whose other
//! parts are no longer needed; a guess whose parts all come back exact has
//! its total. Every process computes the same plan from the setup alone,
//! so the jobs and their limits are the same on every one.

use std::collections::HashMap;

use super::{Job, Outcome};
use crate::optimal::{FirstGuess, Solver};
use crate::universe::Universe;

/// The plan of one setup's search.
#[derive(Debug)]
pub(crate) struct Plan {
    /// Codes of the setup.
    n: u64,
    /// Each with its parts' lower bounds.
    guesses: Vec<FirstGuess>,
    /// Parts from this size are probed when two or more share the room.
    probe_from: usize,
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

/// A probe's job number is its part's with this bit set.
const PROBE: u64 = 1 << 40;

/// A second-wave guess as the outcomes show it, while it may still win.
struct Reading {
    /// Its total, once every part is known.
    total: Option<u64>,
    /// The jobs it still needs, each with the limit to search it within
    /// now.
    wanted: Vec<(Job, u64)>,
}

/// A part of a second-wave guess as the outcomes show it.
enum Part {
    Cost(u64),
    /// Not known yet: its bound (raised by a probe) and the job it needs.
    Open(u64, Job),
    Refuted,
    Skipped,
}

impl Plan {
    pub(crate) fn new(solver: &Solver, universe: &Universe) -> Self {
        Plan {
            n: universe.len() as u64,
            guesses: solver.first_guesses(universe),
            probe_from: solver.probe_from(),
        }
    }

    /// Every first guess worth trying, in the search's order.
    #[cfg(test)]
    pub(crate) fn guesses(&self) -> &[FirstGuess] {
        &self.guesses
    }

    /// The first guess and part a job searches.
    pub(crate) fn part(&self, id: u64) -> Option<(u32, &[u32])> {
        let id = id & !PROBE;
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
        let best = match self.first_wave(outcomes)? {
            Ok(best) => best,
            Err(pending) => return Ok(Step::Pending(pending)),
        };
        let mut pending = Vec::new();
        let mut winner = (best, first.tie, 0);
        for place in 1..self.guesses.len() {
            let Some(reading) = self.read(place, best, outcomes)? else {
                continue;
            };
            let tie = self.guesses[place].tie;
            match reading.total {
                Some(total) if (total, tie) < (winner.0, winner.1) => winner = (total, tie, place),
                Some(_) => {}
                None => pending.extend(reading.wanted.into_iter().map(|(job, _)| job)),
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

    /// What a second-wave job's part may cost now, searched: its limit less
    /// what the parts beside it were found to cost, or to be above, past
    /// their bounds (the limit counts every other part at its bound); a
    /// probe's, its share of that room among the large parts still open
    /// (its posted limit is the share when none is known). A part found
    /// above it refutes its guess as surely as one above its limit (a
    /// probe's raises its bound): outcomes stay, and the bound, the first
    /// guess's total, is fixed. Nothing once the guess cannot win; `None`
    /// for a job searched exactly.
    pub(crate) fn within(&self, job: &Job, outcomes: &HashMap<u64, Outcome>) -> Option<u64> {
        let limit = job.limit?;
        let place = self
            .guesses
            .iter()
            .position(|g| job_id(g.guess, 0) == job.id & !PROBE & !0xff)?;
        let Ok(Ok(best)) = self.first_wave(outcomes) else {
            return Some(limit);
        };
        Some(match self.read(place, best, outcomes) {
            Ok(Some(reading)) => reading
                .wanted
                .into_iter()
                .find(|(j, _)| j.id == job.id)
                .map_or(limit, |(_, within)| within),
            // The guess can no longer win: nothing is left for the part.
            Ok(None) => 0,
            Err(_) => limit,
        })
    }

    /// The subtree of a part found exact, by its own job or by its probe.
    pub(crate) fn exact(outcomes: &HashMap<u64, Outcome>, guess: u32, index: u8) -> Option<&[u32]> {
        let id = job_id(guess, index);
        [id, id | PROBE]
            .iter()
            .find_map(|id| match outcomes.get(id) {
                Some(Outcome::Exact { tree, .. }) => Some(tree.as_slice()),
                _ => None,
            })
    }

    /// The first guess's total once its parts are all known, else the jobs
    /// they need: the largest parts first, since the last to finish decides
    /// when the second wave can start.
    fn first_wave(
        &self,
        outcomes: &HashMap<u64, Outcome>,
    ) -> Result<Result<u64, Vec<Job>>, Misplaced> {
        let first = &self.guesses[0];
        let mut wave: Vec<(&u8, &Vec<u32>)> = first.parts.iter().collect();
        wave.sort_by_key(|(index, part)| (std::cmp::Reverse(part.len()), **index));
        let mut pending = Vec::new();
        let mut best = self.n;
        for (rank, (&index, _)) in wave.into_iter().enumerate() {
            let id = job_id(first.guess, index);
            match outcomes.get(&id) {
                Some(Outcome::Exact { cost, .. }) => best += cost,
                Some(_) => return Err(Misplaced(id)),
                None => pending.push(Job {
                    id,
                    rank: rank as u32,
                    limit: None,
                }),
            }
        }
        Ok(if pending.is_empty() {
            Ok(best)
        } else {
            Err(pending)
        })
    }

    /// The second-wave guess at `place` under the first guess's total
    /// `best`; `None` once it cannot win.
    fn read(
        &self,
        place: usize,
        best: u64,
        outcomes: &HashMap<u64, Outcome>,
    ) -> Result<Option<Reading>, Misplaced> {
        let first = &self.guesses[0];
        let guess = &self.guesses[place];
        // A guess after the first in the tie-break order must beat it.
        let bound = if guess.tie < first.tie {
            best
        } else {
            best - 1
        };
        let lowers = &guess.lowers;
        let sum: u64 = lowers.values().sum();
        let Some(room) = bound.checked_sub(self.n + sum) else {
            return Ok(None);
        };
        // Small parts first: the cheapest to refute the guess, and what
        // they cost tightens the room of the large ones. Each part has two
        // ranks, its probe's and its own, the same whatever the outcomes.
        let mut parts: Vec<(&u8, &Vec<u32>)> = guess.parts.iter().collect();
        parts.sort_by_key(|(index, part)| (part.len(), **index));
        let probed = parts
            .iter()
            .filter(|(_, p)| p.len() >= self.probe_from)
            .count();
        let share = (probed >= 2).then(|| room / probed as u64);
        let base = self.guesses[0].parts.len()
            + self.guesses[1..place]
                .iter()
                .map(|g| 2 * g.parts.len())
                .sum::<usize>();
        let mut total = Some(self.n);
        // What the parts known, or known to be above, cost past their bounds.
        let mut past = 0;
        let mut open = Vec::new();
        // Large parts not known yet, probed or searched.
        let mut open_large = 0;
        for (pos, (&index, part)) in parts.into_iter().enumerate() {
            let lower = lowers[&index];
            let id = job_id(guess.guess, index);
            let rank = (base + 2 * pos) as u32;
            let job = Job {
                id,
                rank: rank + 1,
                limit: Some(lower + room),
            };
            let probe = share.filter(|_| part.len() >= self.probe_from);
            let state = match (outcomes.get(&id), probe) {
                (Some(Outcome::Exact { cost, .. }), _) if *cost <= lower + room => {
                    Part::Cost(*cost)
                }
                (Some(Outcome::Exact { .. }), _) => return Err(Misplaced(id)),
                (Some(Outcome::Above(_)), _) => Part::Refuted,
                (Some(Outcome::Skipped), _) => Part::Skipped,
                (None, None) => Part::Open(lower, job),
                (None, Some(share)) => match outcomes.get(&(id | PROBE)) {
                    Some(Outcome::Exact { cost, .. }) if *cost <= lower + room => Part::Cost(*cost),
                    Some(Outcome::Exact { .. }) => return Err(Misplaced(id | PROBE)),
                    Some(Outcome::Above(above)) => {
                        Part::Open(lower.max(above.saturating_add(1)), job)
                    }
                    Some(Outcome::Skipped) => Part::Skipped,
                    None => Part::Open(
                        lower,
                        Job {
                            id: id | PROBE,
                            rank,
                            limit: Some(lower + share),
                        },
                    ),
                },
            };
            match state {
                Part::Cost(cost) => {
                    total = total.map(|t| t + cost);
                    past += cost.saturating_sub(lower);
                }
                Part::Open(raised, job) => {
                    total = None;
                    past += raised - lower;
                    open.push((job, lower, raised - lower));
                    open_large += u64::from(part.len() >= self.probe_from);
                }
                // Skipped only once a part beside it refuted the guess.
                Part::Refuted | Part::Skipped => return Ok(None),
            }
        }
        if past > room {
            return Ok(None);
        }
        // Each open part within the room the others leave it; a probe,
        // within its share of that room among the large parts still open,
        // as the search of one process shares it (the room falls as the
        // others are found, so the share is taken when the probe is).
        let wanted = open
            .into_iter()
            .map(|(job, lower, own)| {
                let left = room - (past - own);
                let within = if job.id & PROBE == 0 {
                    left
                } else {
                    left / open_large.max(1)
                };
                (job, lower + within)
            })
            .collect();
        Ok(Some(Reading { total, wanted }))
    }
}

/// A job's number: the first guess above its part's feedback index.
pub(crate) fn job_id(guess: u32, index: u8) -> u64 {
    u64::from(guess) << 8 | u64::from(index)
}
