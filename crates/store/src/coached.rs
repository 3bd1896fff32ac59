//! The coach's marks kept for a player's accuracy, one SQL text for both
//! engines: a row per reviewed game (or duel, or series game) and player.

use sqlx::Pool;

use crate::StoreError;
use crate::engine::Engine;

/// A player's accuracy over the games the coach reviewed.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Coached {
    /// Games (duels, series games) reviewed with a judged guess.
    pub games: i64,
    /// Guesses judged, and the sum of their weights.
    pub judged: i64,
    pub weights: f64,
}

impl Coached {
    /// The accuracy in percent (the core's weights); `None` before a
    /// judged guess.
    pub fn accuracy(&self) -> Option<f64> {
        (self.judged > 0).then(|| 100.0 * self.weights / self.judged as f64)
    }
}

/// The marks of one review for one player.
#[derive(Debug, Clone, PartialEq)]
pub struct CoachMarks<'a> {
    /// "game", "duel" or "series".
    pub kind: &'a str,
    /// The game's (duel's; series' and game number's) id.
    pub id: &'a str,
    pub player: &'a str,
    pub judged: i64,
    pub weights: f64,
    pub at: i64,
}

pub(crate) async fn keep<DB: Engine>(
    pool: &Pool<DB>,
    marks: &CoachMarks<'_>,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO coached (kind, id, player, judged, weights, at) \
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (kind, id, player) DO UPDATE SET \
         judged = excluded.judged, weights = excluded.weights, at = excluded.at",
    )
    .bind(marks.kind)
    .bind(marks.id)
    .bind(marks.player)
    .bind(marks.judged)
    .bind(marks.weights)
    .bind(marks.at)
    .execute(pool)
    .await?;
    Ok(())
}

pub(crate) async fn of<DB: Engine>(pool: &Pool<DB>, player: &str) -> Result<Coached, StoreError> {
    let (games, judged, weights): (i64, i64, f64) = sqlx::query_as(
        "SELECT COUNT(*), CAST(COALESCE(SUM(judged), 0) AS BIGINT), \
         CAST(COALESCE(SUM(weights), 0) AS DOUBLE PRECISION) \
         FROM coached WHERE player = $1 AND judged > 0",
    )
    .bind(player)
    .fetch_one(pool)
    .await?;
    Ok(Coached {
        games,
        judged,
        weights,
    })
}
