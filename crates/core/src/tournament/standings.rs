//! The standings: each player's points, the sheet of their results, and
//! their rank, worked out from the pairings alone.
//!
//! Arena (the convention of the largest open games site): a win scores 2,
//! a draw 1, a loss 0; after two wins in a row a player is on fire and
//! every result counts double (a win 4, a draw 2) until one that is not a
//! win. Ties are broken by performance. A duel still in play when the arena
//! ends does not count. Swiss: a win 1, a draw ½, a bye 1; ties broken by
//! Buchholz (the sum of the opponents' points), then rating.

use std::collections::HashMap;

use super::{Entrant, Format, Pairing};
use crate::duel::{Reason, Side};

/// What a player had from one pairing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    Win,
    Draw,
    Loss,
    Bye,
    /// Still being played.
    Playing,
}

impl Mark {
    /// The wire name.
    pub fn name(self) -> &'static str {
        match self {
            Mark::Win => "win",
            Mark::Draw => "draw",
            Mark::Loss => "loss",
            Mark::Bye => "bye",
            Mark::Playing => "playing",
        }
    }
}

/// One result on a player's sheet.
#[derive(Debug, Clone, PartialEq)]
pub struct SheetEntry {
    pub mark: Mark,
    /// Points it scored (Swiss: ½ for a draw).
    pub points: f64,
    /// The duel; `None` for a bye.
    pub duel: Option<String>,
    /// Scored on fire (doubled).
    pub fire: bool,
}

/// One player's line of the standings.
#[derive(Debug, Clone, PartialEq)]
pub struct Standing {
    pub account: String,
    /// 1 for the leader; players level on everything share a rank.
    pub rank: usize,
    pub points: f64,
    /// Duels counted (byes not included).
    pub duels: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    /// Arena: on a streak, the next result counts double.
    pub fire: bool,
    pub sheet: Vec<SheetEntry>,
    /// The average of each counted duel's opponent rating, 500 more for a
    /// win and 500 less for a loss; `None` before a counted duel.
    pub performance: Option<f64>,
    /// Swiss: Buchholz; `None` in an arena.
    pub tiebreak: Option<f64>,
    pub rating: Option<f64>,
    pub active: bool,
    /// Arena: left out of pairings after losing on time or by absence,
    /// until they join again.
    pub paused: bool,
    /// Its duel in play, if any.
    pub playing: Option<String>,
    /// Points in whole units (an arena's points; a Swiss's half points),
    /// for ordering.
    pub(super) units: u32,
}

/// A newcomer's rating, for an opponent not yet rated.
const UNRATED: f64 = 1500.0;

/// The standings of a tournament of `format` with these `entrants` and
/// `pairings` (in the order they were made); an arena's duels finished
/// after `ends_at` do not count.
pub fn standings(
    format: Format,
    entrants: &[Entrant],
    pairings: &[Pairing],
    ends_at: Option<i64>,
) -> Vec<Standing> {
    let ratings: HashMap<&str, Option<f64>> = entrants
        .iter()
        .map(|e| (e.account.as_str(), e.rating))
        .collect();
    let mut lines: Vec<Standing> = entrants
        .iter()
        .map(|e| Standing {
            account: e.account.clone(),
            rank: 0,
            points: 0.0,
            duels: 0,
            wins: 0,
            draws: 0,
            losses: 0,
            fire: false,
            sheet: Vec::new(),
            performance: None,
            tiebreak: None,
            rating: e.rating,
            active: e.active,
            paused: false,
            playing: None,
            units: 0,
        })
        .collect();
    let index: HashMap<String, usize> = lines
        .iter()
        .enumerate()
        .map(|(i, l)| (l.account.clone(), i))
        .collect();
    let arena = matches!(format, Format::Arena { .. });
    // An arena's results count in the order they finished: a streak is a
    // run of wins in time.
    let mut order: Vec<&Pairing> = pairings.iter().collect();
    if arena {
        order.sort_by_key(|p| p.finish.map_or(i64::MAX, |f| f.at));
    }
    let mut performance: Vec<(f64, u32)> = vec![(0.0, 0); lines.len()];
    let mut streaks: Vec<u32> = vec![0; lines.len()];
    let mut opponents: Vec<Vec<usize>> = vec![Vec::new(); lines.len()];
    for pairing in order {
        let counted = pairing
            .finish
            .is_none_or(|f| ends_at.is_none_or(|end| f.at <= end));
        for side in Side::BOTH {
            let Some(&i) = pairing.seat(side).and_then(|a| index.get(a)) else {
                continue;
            };
            let line = &mut lines[i];
            if pairing.is_bye() {
                line.units += 2;
                line.sheet.push(SheetEntry {
                    mark: Mark::Bye,
                    points: 1.0,
                    duel: None,
                    fire: false,
                });
                continue;
            }
            let Some(finish) = pairing.finish else {
                line.playing.clone_from(&pairing.duel);
                line.sheet.push(SheetEntry {
                    mark: Mark::Playing,
                    points: 0.0,
                    duel: pairing.duel.clone(),
                    fire: false,
                });
                continue;
            };
            if !counted {
                continue;
            }
            let mark = match finish.winner {
                None => Mark::Draw,
                Some(w) if w == side => Mark::Win,
                Some(_) => Mark::Loss,
            };
            let opponent = pairing.seat(side.other());
            if let Some(&j) = opponent.and_then(|a| index.get(a)) {
                opponents[i].push(j);
            }
            let opponent_rating = opponent
                .and_then(|a| ratings.get(a).copied().flatten())
                .unwrap_or(UNRATED);
            let swing = match mark {
                Mark::Win => 500.0,
                Mark::Loss => -500.0,
                _ => 0.0,
            };
            performance[i].0 += opponent_rating + swing;
            performance[i].1 += 1;
            let line = &mut lines[i];
            line.duels += 1;
            let fire = arena && streaks[i] >= 2;
            // The same units in both: an arena's points, a Swiss's halves.
            let base = match mark {
                Mark::Win => 2,
                Mark::Draw => 1,
                _ => 0,
            };
            let units = if fire { base * 2 } else { base };
            line.units += units;
            match mark {
                Mark::Win => line.wins += 1,
                Mark::Draw => line.draws += 1,
                _ => line.losses += 1,
            }
            streaks[i] = if mark == Mark::Win { streaks[i] + 1 } else { 0 };
            line.paused = arena
                && mark == Mark::Loss
                && matches!(finish.reason, Reason::TimeOut | Reason::Abandoned);
            line.sheet.push(SheetEntry {
                mark,
                points: shown(units, arena),
                duel: pairing.duel.clone(),
                fire,
            });
        }
    }
    // A player who joined again after a pause is back in.
    for (line, entrant) in lines.iter_mut().zip(entrants) {
        if line.paused {
            let last_loss = pairings
                .iter()
                .filter(|p| p.side_of(&line.account).is_some())
                .filter_map(|p| p.finish.map(|f| f.at))
                .max()
                .unwrap_or(i64::MIN);
            line.paused = entrant.joined_at <= last_loss;
        }
    }
    for (i, line) in lines.iter_mut().enumerate() {
        line.points = shown(line.units, arena);
        line.fire = arena && streaks[i] >= 2;
        let (sum, n) = performance[i];
        line.performance = (n > 0).then(|| (sum / f64::from(n)).round());
    }
    if !arena {
        let points: Vec<f64> = lines.iter().map(|l| l.points).collect();
        for (i, line) in lines.iter_mut().enumerate() {
            line.tiebreak = Some(opponents[i].iter().map(|&j| points[j]).sum());
        }
    }
    rank(&mut lines);
    lines
}

/// Points as shown: an arena's units, a Swiss's half points.
fn shown(units: u32, arena: bool) -> f64 {
    if arena {
        f64::from(units)
    } else {
        f64::from(units) / 2.0
    }
}

/// Orders the lines and numbers them: points, then the tiebreak
/// (Buchholz, or performance in an arena), then rating; a line level with
/// the one above on all three shares its rank.
fn rank(lines: &mut [Standing]) {
    let key = |l: &Standing| {
        (
            l.units,
            l.tiebreak.or(l.performance).unwrap_or(f64::MIN),
            l.rating.unwrap_or(UNRATED),
        )
    };
    lines.sort_by(|a, b| {
        let (ka, kb) = (key(a), key(b));
        kb.0.cmp(&ka.0)
            .then(kb.1.total_cmp(&ka.1))
            .then(kb.2.total_cmp(&ka.2))
            .then_with(|| a.account.cmp(&b.account))
    });
    for i in 0..lines.len() {
        lines[i].rank = if i > 0 && {
            let (a, b) = (key(&lines[i - 1]), key(&lines[i]));
            a.0 == b.0 && a.1 == b.1 && a.2 == b.2
        } {
            lines[i - 1].rank
        } else {
            i + 1
        };
    }
}
