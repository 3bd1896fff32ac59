//! What a tournament does now: wait, start, pair, or end. Every server
//! asks this of the tournament as stored; the store lets one answer land.

use std::collections::HashSet;

use super::arena::{self, Free};
use super::standings::{Standing, standings};
use super::swiss::{self, Player, Round};
use super::{Entrant, Format, Pairing};
use crate::duel::Side;

/// Where a tournament stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Stage {
    /// Players join; it starts at its start time.
    Created,
    Running,
    Over,
    /// Withdrawn by its creator, or nobody came.
    Cancelled,
}

impl Stage {
    /// The wire name.
    pub fn name(self) -> &'static str {
        match self {
            Stage::Created => "created",
            Stage::Running => "running",
            Stage::Over => "over",
            Stage::Cancelled => "cancelled",
        }
    }

    pub fn parse(text: &str) -> Option<Stage> {
        Some(match text {
            "created" => Stage::Created,
            "running" => Stage::Running,
            "over" => Stage::Over,
            "cancelled" => Stage::Cancelled,
            _ => return None,
        })
    }
}

/// What to do.
#[derive(Debug, Clone, PartialEq)]
pub enum Step {
    Wait,
    /// Its start time came with fewer than two players in.
    Cancel,
    /// Its time is up (arena) or its last round is played (Swiss).
    End,
    /// Begin these duels, and give these byes, as `round` (an arena's
    /// pairings are all round 0); from [`Stage::Created`], this starts it.
    Pair {
        round: u32,
        round_pairs: Round,
    },
}

/// The tournament as stored, as [`plan`] reads it.
#[derive(Debug, Clone, Copy)]
pub struct State<'a> {
    pub format: Format,
    pub stage: Stage,
    pub starts_at: i64,
    /// The Swiss round in play (0 before the first).
    pub round: u32,
    pub entrants: &'a [Entrant],
    pub pairings: &'a [Pairing],
}

impl State<'_> {
    /// When an arena ends.
    pub fn ends_at(&self) -> Option<i64> {
        match self.format {
            Format::Arena { minutes } => Some(self.starts_at + i64::from(minutes) * 60_000),
            Format::Swiss { .. } => None,
        }
    }

    pub fn standings(&self) -> Vec<Standing> {
        standings(self.format, self.entrants, self.pairings, self.ends_at())
    }
}

/// What the tournament `state` does at `now` (Unix ms).
pub fn plan(state: &State<'_>, now: i64) -> Step {
    match state.stage {
        Stage::Over | Stage::Cancelled => Step::Wait,
        Stage::Created if now < state.starts_at => Step::Wait,
        Stage::Created if state.entrants.iter().filter(|e| e.active).count() < 2 => Step::Cancel,
        Stage::Created => next_pairing(state, 1),
        Stage::Running => match state.format {
            Format::Arena { .. } if state.ends_at().is_some_and(|end| now >= end) => Step::End,
            Format::Arena { .. } => next_pairing(state, 0),
            Format::Swiss { rounds } => {
                if state.pairings.iter().any(Pairing::in_play) {
                    Step::Wait
                } else if state.round >= rounds
                    || state.entrants.iter().filter(|e| e.active).count() < 2
                {
                    Step::End
                } else {
                    next_pairing(state, state.round + 1)
                }
            }
        },
    }
}

fn next_pairing(state: &State<'_>, round: u32) -> Step {
    let lines = state.standings();
    let round_pairs = match state.format {
        Format::Arena { .. } => Round {
            pairs: arena::pair_or_again(
                &free_players(state, &lines),
                lines
                    .iter()
                    .any(|l| l.active && !l.paused && l.playing.is_some()),
            ),
            byes: Vec::new(),
        },
        Format::Swiss { .. } => swiss::pair(&swiss_players(state, &lines)),
    };
    // Starting wants someone to play; a later arena pass with nobody to
    // pair waits.
    if round_pairs.pairs.is_empty() && round_pairs.byes.is_empty() && state.stage != Stage::Created
    {
        return Step::Wait;
    }
    Step::Pair {
        round: if matches!(state.format, Format::Arena { .. }) {
            0
        } else {
            round
        },
        round_pairs,
    }
}

/// White games less black games of `account`.
fn balance(pairings: &[Pairing], account: &str) -> i32 {
    pairings
        .iter()
        .filter(|p| !p.is_bye())
        .map(|p| match p.side_of(account) {
            Some(Side::White) => 1,
            Some(Side::Black) => -1,
            None => 0,
        })
        .sum()
}

fn free_players<'a>(state: &State<'a>, lines: &'a [Standing]) -> Vec<Free<'a>> {
    lines
        .iter()
        .filter(|l| l.active && !l.paused && l.playing.is_none())
        .map(|l| {
            let last = state
                .pairings
                .iter()
                .rev()
                .find(|p| p.side_of(&l.account).is_some());
            Free {
                account: &l.account,
                rank: l.rank,
                last_opponent: last
                    .and_then(|p| p.side_of(&l.account).and_then(|side| p.seat(side.other()))),
                balance: balance(state.pairings, &l.account),
            }
        })
        .collect()
}

fn swiss_players<'a>(state: &State<'a>, lines: &'a [Standing]) -> Vec<Player<'a>> {
    lines
        .iter()
        .filter(|l| l.active)
        .map(|l| {
            let mine = state
                .pairings
                .iter()
                .filter(|p| p.side_of(&l.account).is_some());
            let opponents: HashSet<&str> = mine
                .clone()
                .filter_map(|p| p.side_of(&l.account).and_then(|side| p.seat(side.other())))
                .collect();
            Player {
                account: &l.account,
                rank: l.rank,
                units: l.units,
                opponents: opponents.into_iter().collect(),
                had_bye: mine.clone().any(Pairing::is_bye),
                balance: balance(state.pairings, &l.account),
            }
        })
        .collect()
}
