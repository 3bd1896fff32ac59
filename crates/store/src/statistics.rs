//! What a player's statistics are read from: the outcome, turns and end
//! that a finished game keeps (written by the move that ends it), on either
//! engine. What they add up to is the core's business
//! (`mastermind_core::statistics`).

use std::future::Future;

use mastermind_core::{Preset, State};

use sqlx::Pool;

use crate::engine::{Engine, Written};
use crate::games::{parse_outcome, parse_preset};
use crate::{Database, StoreError};

/// A finished game on a preset, as the statistics read it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FinishedGame {
    pub preset: Preset,
    /// Won, lost or quit.
    pub outcome: State,
    pub turns: u8,
    pub created_at: i64,
    pub finished_at: i64,
}

impl FinishedGame {
    /// From the start to the end.
    pub fn millis(&self) -> u64 {
        u64::try_from(self.finished_at - self.created_at).unwrap_or(0)
    }
}

type FinishedRow = (
    String,
    Option<String>,
    String,
    Option<i64>,
    i64,
    Option<i64>,
);

const FINISHED: &str = "SELECT id, preset, outcome, turns, created_at, finished_at FROM games";

/// Where a player's statistics are read from: the finished games, and
/// the outcomes kept for them.
pub trait StatisticsStore: Send + Sync {
    /// The finished games of `player` on presets (custom setups left out),
    /// in the order they were started. `None` reads the terminal's games,
    /// kept without a player.
    fn finished_games(
        &self,
        player: Option<&str>,
    ) -> impl Future<Output = Result<Vec<FinishedGame>, StoreError>> + Send;

    /// Games of `player` with guesses and no outcome kept, oldest first, at
    /// most `limit`: those still played, and those won or lost before
    /// outcomes were kept, which only a replay tells apart.
    fn open_games(
        &self,
        player: &str,
        limit: i64,
    ) -> impl Future<Output = Result<Vec<String>, StoreError>> + Send;

    /// Keeps the outcome of game `id`, found by replaying it, unless one is
    /// kept already; whether it was written.
    fn settle_game(
        &self,
        id: &str,
        outcome: State,
        turns: u8,
        finished_at: i64,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;

    /// Keeps the coach's marks of one review for one player, replacing
    /// those of the same review kept before.
    fn keep_coached(
        &self,
        marks: &crate::CoachMarks<'_>,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// `player`'s accuracy over every review kept.
    fn coached(
        &self,
        player: &str,
    ) -> impl Future<Output = Result<crate::Coached, StoreError>> + Send;
}

impl StatisticsStore for Database {
    async fn finished_games(&self, player: Option<&str>) -> Result<Vec<FinishedGame>, StoreError> {
        dispatch!(self, pool => finished_games(pool, player))
    }

    async fn open_games(&self, player: &str, limit: i64) -> Result<Vec<String>, StoreError> {
        dispatch!(self, pool => open_games(pool, player, limit))
    }

    async fn settle_game(
        &self,
        id: &str,
        outcome: State,
        turns: u8,
        finished_at: i64,
    ) -> Result<bool, StoreError> {
        dispatch!(self, pool => settle_game(pool, id, outcome, turns, finished_at))
    }

    async fn keep_coached(&self, marks: &crate::CoachMarks<'_>) -> Result<(), StoreError> {
        dispatch!(self, pool => crate::coached::keep(pool, marks))
    }

    async fn coached(&self, player: &str) -> Result<crate::Coached, StoreError> {
        dispatch!(self, pool => crate::coached::of(pool, player))
    }
}

// The queries, one SQL text for both engines.

async fn finished_games<DB: Engine>(
    pool: &Pool<DB>,
    player: Option<&str>,
) -> Result<Vec<FinishedGame>, StoreError> {
    let rows: Vec<FinishedRow> = match player {
        Some(player) => {
            let sql = format!(
                "{FINISHED} WHERE player = $1 AND preset IS NOT NULL AND outcome IS NOT NULL \
                 ORDER BY created_at, id"
            );
            sqlx::query_as(sqlx::AssertSqlSafe(sql.as_str()))
                .bind(player)
                .fetch_all(pool)
                .await?
        }
        None => {
            let sql = format!(
                "{FINISHED} WHERE player IS NULL AND preset IS NOT NULL \
                 AND outcome IS NOT NULL ORDER BY created_at, id"
            );
            sqlx::query_as(sqlx::AssertSqlSafe(sql.as_str()))
                .fetch_all(pool)
                .await?
        }
    };
    rows.into_iter()
        .map(|(id, preset, outcome, turns, created_at, finished_at)| {
            let corrupt = |what: &str| StoreError::Corrupt(format!("game {id}: {what}"));
            Ok(FinishedGame {
                preset: parse_preset(&id, preset)?.ok_or_else(|| corrupt("no preset"))?,
                outcome: parse_outcome(&id, Some(outcome))?.ok_or_else(|| corrupt("no outcome"))?,
                turns: turns
                    .and_then(|t| u8::try_from(t).ok())
                    .ok_or_else(|| corrupt("bad turns"))?,
                created_at,
                finished_at: finished_at.ok_or_else(|| corrupt("no end"))?,
            })
        })
        .collect()
}

async fn open_games<DB: Engine>(
    pool: &Pool<DB>,
    player: &str,
    limit: i64,
) -> Result<Vec<String>, StoreError> {
    Ok(sqlx::query_scalar(
        "SELECT g.id FROM games g WHERE g.player = $1 AND g.outcome IS NULL \
         AND g.quit_at IS NULL \
         AND EXISTS (SELECT 1 FROM turns t WHERE t.game_id = g.id) \
         ORDER BY g.created_at, g.id LIMIT $2",
    )
    .bind(player)
    .bind(limit)
    .fetch_all(pool)
    .await?)
}

async fn settle_game<DB: Engine>(
    pool: &Pool<DB>,
    id: &str,
    outcome: State,
    turns: u8,
    finished_at: i64,
) -> Result<bool, StoreError> {
    if !outcome.is_over() {
        return Ok(false);
    }
    let done = sqlx::query(
        "UPDATE games SET outcome = $1, turns = $2, finished_at = $3 \
         WHERE id = $4 AND outcome IS NULL",
    )
    .bind(outcome.name())
    .bind(i64::from(turns))
    .bind(finished_at)
    .bind(id)
    .execute(pool)
    .await?
    .rows_affected();
    Ok(done == 1)
}
