//! Games in play, a quota of each player's ([`GAMES_IN_PLAY`]): counted in
//! the batched write that creates games, so that it holds however many
//! servers start games for one player at once.

use std::collections::HashMap;

use sqlx::{QueryBuilder, Transaction};

use super::{NewGame, ROWS_PER_STATEMENT};
use crate::engine::{Engine, lock};
use crate::{GAMES_IN_PLAY, StoreError};

/// The creates that keep each player within [`GAMES_IN_PLAY`], in the
/// batch's order: each player's games in play counted under the player's
/// lock (taken in the players' order, so two batches never wait on each
/// other in a circle), so that bursts through any number of servers leave
/// at most the limit. A game of no player (the terminal's) is not counted.
pub(super) async fn within_games_in_play<'w, DB: Engine>(
    tx: &mut Transaction<'_, DB>,
    creates: Vec<(usize, &'w NewGame, String)>,
) -> Result<Vec<(usize, &'w NewGame, String)>, StoreError> {
    let mut players: Vec<&str> = creates
        .iter()
        .filter_map(|(_, game, _)| game.player.as_deref())
        .collect();
    players.sort_unstable();
    players.dedup();
    let mut room: HashMap<&str, i64> = HashMap::new();
    for player in &players {
        lock(tx, DB::LOCK_PLAYER, player).await?;
        room.insert(player, GAMES_IN_PLAY.limit);
    }
    // Every player's count in one statement a chunk: a batch of a busy
    // server starts games for many players at once.
    for chunk in players.chunks(ROWS_PER_STATEMENT) {
        let mut count = QueryBuilder::new(
            "SELECT player, COUNT(*) FROM games WHERE outcome IS NULL AND player IN (",
        );
        let mut names = count.separated(", ");
        for player in chunk {
            names.push_bind(*player);
        }
        count.push(") GROUP BY player");
        let held: Vec<(String, i64)> = count.build_query_as().fetch_all(&mut **tx).await?;
        for (player, held) in held {
            if let Some(left) = room.get_mut(player.as_str()) {
                *left -= held;
            }
        }
    }
    Ok(creates
        .into_iter()
        .filter(|(_, game, _)| match game.player.as_deref() {
            None => true,
            Some(player) => room.get_mut(player).is_some_and(|left| {
                *left -= 1;
                *left >= 0
            }),
        })
        .collect())
}
