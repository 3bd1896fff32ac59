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
//! its total. Every process would compute the same plan from the setup
//! alone, so the jobs and their limits are the same on every one; the
//! first to make it keeps it on the board and the others read it there
//! ([`kept`]), which spares them minutes at 5·7.
//!
//! A part of the first wave too large to be one job (at 5·7, parts of
//! 1,818 to 3,402 codes, fitted at hours each as one job, where the rest
//! of the wave takes minutes) is cut the same way one level deeper: a
//! plan of its own over the part after the first guess, whose first wave
//! and second wave are jobs beside the others, and whose answer is the
//! part's cost and subtree.

use std::collections::{BTreeMap, HashMap};

use super::{Job, Outcome};
use crate::optimal::{FirstGuess, Solver};
use crate::universe::Universe;

mod kept;
mod second_wave;
mod tree;

/// The plan of one setup's search, or of one part of it after the first
/// guess.
#[derive(Debug, PartialEq)]
pub(crate) struct Plan {
    /// Codes of the set: the setup's, or the part's.
    n: u64,
    /// The guesses before the set: none for the setup, the first guess for
    /// a part.
    history: Vec<u32>,
    /// For a part: its feedback index and rank in the plan above (whose
    /// first guess it follows).
    above: Option<(u8, u32)>,
    /// Each with its parts' lower bounds.
    guesses: Vec<FirstGuess>,
    /// Parts from this size are probed when two or more share the room.
    probe_from: usize,
    /// The first guess's parts cut into plans of their own, by feedback
    /// index.
    deeper: BTreeMap<u8, Plan>,
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

/// A job's number holds the guess (any code's index: 32 bits) and the
/// part's feedback index in its low bits (a step); a job of a cut part's
/// own plan, the part's feedback index after the first guess above them,
/// and this bit.
const STEP_BITS: u32 = 40;
const STEP: u64 = (1 << STEP_BITS) - 1;
const DEEPER: u64 = 1 << 48;

/// A probe's job number is its part's with this bit set.
pub(crate) const PROBE: u64 = 1 << 49;

/// A plan's jobs rank at multiples of this; the jobs of a part's own plan
/// fill the ranks after the part's, before the next job's (the rest of the
/// wave comes after the part it cuts, as the part's own job would have).
const RANK_STEP: u32 = 1 << 16;

impl Plan {
    /// The plan of the setup's search, each part of the first guess from
    /// `split_from` codes cut into a plan of its own.
    pub(crate) fn new(solver: &Solver, universe: &Universe, split_from: usize) -> Self {
        let guesses = solver.first_guesses(universe);
        let mut plan = Plan::whole(universe, guesses, solver.probe_from());
        let Some(first) = plan.guesses.first() else {
            return plan;
        };
        let codes = [universe.code(first.guess)];
        let cut: Vec<(u8, Vec<FirstGuess>)> = plan
            .wave()
            .into_iter()
            .filter(|(_, part)| part.len() >= split_from)
            .map(|(&index, part)| (index, solver.guesses_of(universe, part, &codes)))
            .collect();
        for (index, guesses) in cut {
            if let Some(deeper) = plan.cut(index, guesses) {
                plan.deeper.insert(index, deeper);
            }
        }
        plan
    }

    /// The plan of the setup's search over `guesses`, nothing cut yet.
    fn whole(universe: &Universe, guesses: Vec<FirstGuess>, probe_from: usize) -> Self {
        Plan {
            n: universe.len() as u64,
            history: Vec::new(),
            above: None,
            guesses,
            probe_from,
            deeper: BTreeMap::new(),
        }
    }

    /// The plan of the first guess's part `index` over `guesses` (its own
    /// first guesses), ranked where the part's job would be.
    fn cut(&self, index: u8, guesses: Vec<FirstGuess>) -> Option<Plan> {
        let first = self.guesses.first()?;
        let (rank, (_, part)) = self
            .wave()
            .into_iter()
            .enumerate()
            .find(|(_, (i, _))| **i == index)?;
        Some(Plan {
            n: part.len() as u64,
            history: vec![first.guess],
            above: Some((index, u32::try_from(rank).ok()?)),
            guesses,
            probe_from: self.probe_from,
            deeper: BTreeMap::new(),
        })
    }

    /// The first guess's parts in the first wave's order: the largest
    /// first, since the last to finish decides when the second wave can
    /// start.
    fn wave(&self) -> Vec<(&u8, &Vec<u32>)> {
        let mut wave: Vec<(&u8, &Vec<u32>)> = self.guesses[0].parts.iter().collect();
        wave.sort_by_key(|(index, part)| (std::cmp::Reverse(part.len()), **index));
        wave
    }

    /// The number of the job of `guess`'s part `index` in this plan.
    fn id(&self, guess: u32, index: u8) -> u64 {
        let step = job_id(guess, index);
        match self.above {
            None => step,
            Some((above, _)) => DEEPER | u64::from(above) << STEP_BITS | step,
        }
    }

    /// The rank of this plan's job of place `rank` in its own order.
    fn rank(&self, rank: usize) -> u32 {
        let rank = u32::try_from(rank).unwrap_or(u32::MAX);
        match self.above {
            None => rank.saturating_mul(RANK_STEP),
            Some((_, above)) => above
                .saturating_mul(RANK_STEP)
                .saturating_add(rank.min(RANK_STEP - 1)),
        }
    }

    /// The plan a job belongs to: this one, or a part's below it.
    fn owner(&self, id: u64) -> Option<&Plan> {
        let id = id & !PROBE;
        if id & DEEPER == 0 {
            return (self.above.is_none() && id >> STEP_BITS == 0).then_some(self);
        }
        let above = u8::try_from((id & !DEEPER) >> STEP_BITS).ok()?;
        match self.above {
            Some((mine, _)) => (mine == above).then_some(self),
            None => self.deeper.get(&above)?.owner(id),
        }
    }

    /// Every first guess worth trying, in the search's order.
    #[cfg(test)]
    pub(crate) fn guesses(&self) -> &[FirstGuess] {
        &self.guesses
    }

    /// The first guess's parts cut into plans of their own.
    #[cfg(test)]
    pub(crate) fn deeper(&self) -> &BTreeMap<u8, Plan> {
        &self.deeper
    }

    /// The guesses before the part a job searches, and the part; `None`
    /// for a number no job of the plan has (a part cut into a plan of its
    /// own has no job of its own).
    pub(crate) fn part(&self, id: u64) -> Option<(Vec<u32>, &[u32])> {
        let plan = self.owner(id)?;
        let (guess, index) = step_of(id);
        let found = plan.guesses.iter().find(|g| g.guess == guess)?;
        if plan.guesses[0].guess == guess && plan.deeper.contains_key(&index) {
            return None;
        }
        let mut guesses = plan.history.clone();
        guesses.push(guess);
        Some((guesses, found.parts.get(&index)?.as_slice()))
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
        let plan = self.owner(job.id)?;
        if !std::ptr::eq(plan, self) {
            return plan.within(job, outcomes);
        }
        let place = self
            .guesses
            .iter()
            .position(|g| self.id(g.guess, 0) == job.id & !PROBE & !0xff)?;
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

    /// The first guess's total once its parts are all known, else the jobs
    /// they need, in the order of [`Self::wave`]. A part cut into a plan of
    /// its own costs what that plan finds, and needs the jobs it needs.
    fn first_wave(
        &self,
        outcomes: &HashMap<u64, Outcome>,
    ) -> Result<Result<u64, Vec<Job>>, Misplaced> {
        let first = &self.guesses[0];
        let mut pending = Vec::new();
        let mut best = self.n;
        for (rank, (&index, _)) in self.wave().into_iter().enumerate() {
            let id = self.id(first.guess, index);
            if let Some(deeper) = self.deeper.get(&index) {
                if outcomes.contains_key(&id) {
                    return Err(Misplaced(id));
                }
                match deeper.step(outcomes)? {
                    Step::Done { total, .. } => best += total,
                    Step::Pending(jobs) => pending.extend(jobs),
                }
                continue;
            }
            match outcomes.get(&id) {
                Some(Outcome::Exact { cost, .. }) => best += cost,
                Some(_) => return Err(Misplaced(id)),
                None => pending.push(Job {
                    id,
                    rank: self.rank(rank),
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
}

/// The guess and the part's feedback index a job's number names.
fn step_of(id: u64) -> (u32, u8) {
    let step = id & !PROBE & STEP;
    ((step >> 8) as u32, (step & 0xff) as u8)
}

/// A job's number: the first guess above its part's feedback index.
pub(crate) fn job_id(guess: u32, index: u8) -> u64 {
    u64::from(guess) << 8 | u64::from(index)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn guess(guess: u32, parts: &[(u8, Vec<u32>)]) -> FirstGuess {
        FirstGuess {
            guess,
            tie: 0,
            parts: parts.iter().cloned().collect(),
            lowers: parts.iter().map(|(i, _)| (*i, 0)).collect(),
        }
    }

    /// A job's number names its part for every code's index (up to 2³²
    /// codes, as before the cut), in the whole setup's plan and in a cut
    /// part's; a number of no job names none.
    #[test]
    fn a_job_number_names_its_part_for_any_code() {
        let big = u32::MAX - 1;
        let cut = Plan {
            n: 3,
            history: vec![big],
            above: Some((7, 0)),
            guesses: vec![guess(big - 1, &[(2, vec![10]), (4, vec![11])])],
            probe_from: usize::MAX,
            deeper: BTreeMap::new(),
        };
        let plan = Plan {
            n: 9,
            history: Vec::new(),
            above: None,
            guesses: vec![
                guess(big, &[(7, vec![10, 11, 12]), (9, vec![13])]),
                guess(big - 2, &[(7, vec![14])]),
            ],
            probe_from: usize::MAX,
            deeper: [(7, cut)].into_iter().collect(),
        };
        let own = |g: u32, i: u8| plan.part(plan.id(g, i));
        assert_eq!(own(big, 9), Some((vec![big], &[13][..])));
        assert_eq!(own(big - 2, 7), Some((vec![big - 2], &[14][..])));
        // The cut part has no job of its own; its plan's jobs name its parts.
        assert_eq!(own(big, 7), None);
        let deeper = plan.deeper[&7].id(big - 1, 4);
        assert_eq!(plan.part(deeper), Some((vec![big, big - 1], &[11][..])));
        assert_eq!(plan.part(deeper | PROBE), plan.part(deeper));
        // Numbers of no job: another feedback, a part never cut, stray bits.
        assert_eq!(own(big, 8), None);
        assert_eq!(
            plan.part(DEEPER | 9 << STEP_BITS | job_id(big - 1, 4)),
            None
        );
        assert_eq!(plan.part(deeper | 1 << 50), None);
        assert_eq!(plan.part(job_id(big, 9) | 1 << 45), None);
    }
}
