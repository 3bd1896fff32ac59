//! The Swiss pairing: everyone still in is paired at each round, by score
//! and never twice against the same opponent; for an odd count the lowest
//! placed player who has not had one has a bye, worth a win.

use super::arena::{Free, colours};
use super::matching;

/// A player as the round's pairing sees them.
#[derive(Debug, Clone)]
pub(super) struct Player<'a> {
    pub account: &'a str,
    /// Their place in the standings (1 for the leader).
    pub rank: usize,
    /// Half points.
    pub units: u32,
    pub opponents: Vec<&'a str>,
    pub had_bye: bool,
    /// Duels played as white less those played as black.
    pub balance: i32,
}

/// A round's pairings: `(white, black)`, and who sits out with a bye.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Round {
    pub pairs: Vec<(String, String)>,
    pub byes: Vec<String>,
}

/// Heavier than any pair's cost, so that as many pairs as possible are
/// made before their costs are weighed.
const BASE: i64 = 1_000_000;

/// Beyond this many players, a player's opponent is sought among the
/// nearest in the standings only (the matching grows with the cube).
const ALL_PAIRS: usize = 64;
const WINDOW: usize = 40;

/// What a pair costs: a point apart weighs more than any distance in the
/// standings.
fn cost(units_apart: u32, ranks_apart: usize) -> i64 {
    let units = i64::from(units_apart);
    16 * units * units + i64::try_from(ranks_apart).unwrap_or(BASE / 2)
}

/// A player as the colours are given.
fn free<'a>(p: &Player<'a>) -> Free<'a> {
    Free {
        account: p.account,
        rank: p.rank,
        last_opponent: None,
        balance: p.balance,
    }
}

/// Pairs one round of `players` (in the order of the standings).
pub(super) fn pair(players: &[Player<'_>]) -> Round {
    let n = players.len();
    let window = if n <= ALL_PAIRS { n } else { WINDOW };
    let mut edges = Vec::new();
    for (i, a) in players.iter().enumerate() {
        for (j, b) in players.iter().enumerate().skip(i + 1).take(window) {
            if a.opponents.contains(&b.account) {
                continue;
            }
            let c = cost(a.units.abs_diff(b.units), a.rank.abs_diff(b.rank));
            edges.push((i, j, (BASE - c).max(1)));
        }
    }
    // The bye, for an odd count: a phantom at the foot of the standings,
    // so the lowest placed without a bye meets it.
    let phantom = n;
    if n % 2 == 1 {
        for (i, p) in players.iter().enumerate().filter(|(_, p)| !p.had_bye) {
            let c = cost(p.units, n + 1 - p.rank.min(n));
            edges.push((i, phantom, (BASE - c).max(1)));
        }
    }
    let vertices = n + n % 2;
    let mut paired = vec![false; n];
    let mut round = Round::default();
    for (i, j) in matching::pairs(vertices, &edges) {
        if j == phantom && n % 2 == 1 {
            round.byes.push(players[i].account.to_string());
            paired[i] = true;
            continue;
        }
        paired[i] = true;
        paired[j] = true;
        round
            .pairs
            .push(colours(&free(&players[i]), &free(&players[j])));
    }
    // Whoever no allowed pair was left for sits the round out with a bye.
    for (player, done) in players.iter().zip(paired) {
        if !done {
            round.byes.push(player.account.to_string());
        }
    }
    round
}
