//! The second wave: a first guess after the first, read from its parts'
//! outcomes under the first guess's total, and the jobs it still needs.

use std::collections::HashMap;

use super::{Misplaced, PROBE, Plan};
use crate::work::{Job, Outcome};

/// A second-wave guess as the outcomes show it, while it may still win.
pub(super) struct Reading {
    /// Its total, once every part is known.
    pub(super) total: Option<u64>,
    /// The jobs it still needs, each with the limit to search it within
    /// now.
    pub(super) wanted: Vec<(Job, u64)>,
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
    /// The second-wave guess at `place` under the first guess's total
    /// `best`; `None` once it cannot win.
    pub(super) fn read(
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
        // they cost tightens the room of the large ones. Then every large
        // part's probe, and only then the large parts probed above their
        // shares, whole, as one process searches them: a part searched
        // whole before the others are probed may be searched for nothing
        // (at 5·6, three of 11234's, 75 s of the 225 s of the search on
        // two threads, where the probes alone refute it). Each part's
        // ranks are the same whatever the outcomes.
        let mut parts: Vec<(&u8, &Vec<u32>)> = guess.parts.iter().collect();
        let count = parts.len();
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
        // Large parts whose probe is still wanted.
        let mut probes_open = 0;
        for (pos, (&index, part)) in parts.into_iter().enumerate() {
            let lower = lowers[&index];
            let id = self.id(guess.guess, index);
            let probe = share.filter(|_| part.len() >= self.probe_from);
            let probe_rank = base + pos;
            let rank = if probe.is_some() {
                base + count + pos
            } else {
                probe_rank
            };
            let job = Job {
                id,
                rank: self.rank(rank),
                limit: Some(lower + room),
            };
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
                            rank: self.rank(probe_rank),
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
                    probes_open += u64::from(job.id & PROBE != 0);
                }
                // Skipped only once a part beside it refuted the guess.
                Part::Refuted | Part::Skipped => return Ok(None),
            }
        }
        if past > room {
            return Ok(None);
        }
        // Each open part within the room the others leave it; a probe,
        // within its share of that room among the probes still wanted, as
        // the search of one process shares it: a part found above its
        // share counts by its raised bound, not in the share (at 5·6,
        // counting it there shrank the share of 11234's later probes,
        // which then raised too little to refute it). The room falls as
        // the others are found, so the share is taken when the probe is.
        let wanted = open
            .into_iter()
            .map(|(job, lower, own)| {
                let left = room - (past - own);
                let within = if job.id & PROBE == 0 {
                    left
                } else {
                    left / probes_open.max(1)
                };
                (job, lower + within)
            })
            .collect();
        Ok(Some(Reading { total, wanted }))
    }
}
