//! The arena's pairing: the free players, in the order of the standings,
//! each paired with a near neighbour, never with the player they just
//! played while someone else may come free; with nobody else to wait for
//! (an arena of two, or the others gone), two who just met meet again,
//! else they would wait for ever.

use super::matching;

/// A free player, as the pairing sees them.
#[derive(Debug, Clone)]
pub(super) struct Free<'a> {
    pub account: &'a str,
    /// Their place in the standings (1 for the leader).
    pub rank: usize,
    /// The opponent of their last duel here.
    pub last_opponent: Option<&'a str>,
    /// Duels played as white less those played as black.
    pub balance: i32,
}

/// How far down the free list a player's opponent may be: near scores
/// only, and the matching stays fast with hundreds free at once.
const WINDOW: usize = 12;

/// A pair's weight: the nearer in the standings, the heavier.
const BASE: i64 = 1_000_000;

/// Pairs `free` (in the order of the standings): `(white, black)`.
pub(super) fn pair(free: &[Free<'_>]) -> Vec<(String, String)> {
    let mut edges = Vec::new();
    for (i, a) in free.iter().enumerate() {
        for (j, b) in free.iter().enumerate().skip(i + 1).take(WINDOW) {
            if a.last_opponent == Some(b.account) || b.last_opponent == Some(a.account) {
                continue;
            }
            let apart = i64::try_from(a.rank.abs_diff(b.rank)).unwrap_or(i64::MAX / 4);
            edges.push((i, j, BASE - apart.saturating_mul(apart).min(BASE - 1)));
        }
    }
    matching::pairs(free.len(), &edges)
        .into_iter()
        .map(|(i, j)| colours(&free[i], &free[j]))
        .collect()
}

/// Pairs `free` as [`pair`] does; then, when nobody else may come free
/// (no other player of the arena is in a duel), those left over meet
/// their last opponent again.
pub(super) fn pair_or_again(free: &[Free<'_>], others_in_play: bool) -> Vec<(String, String)> {
    let mut pairs = pair(free);
    if others_in_play {
        return pairs;
    }
    let taken = |account: &str| pairs.iter().any(|(w, b)| w == account || b == account);
    let left: Vec<Free<'_>> = free
        .iter()
        .filter(|f| !taken(f.account))
        .map(|f| Free {
            last_opponent: None,
            ..f.clone()
        })
        .collect();
    pairs.extend(pair(&left));
    pairs
}

/// White for the one who had it less often; level, for the higher placed.
pub(super) fn colours(a: &Free<'_>, b: &Free<'_>) -> (String, String) {
    let a_white = (a.balance, a.rank) <= (b.balance, b.rank);
    let (white, black) = if a_white { (a, b) } else { (b, a) };
    (white.account.to_string(), black.account.to_string())
}
