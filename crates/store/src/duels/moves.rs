//! A duel in play: each move written over the version it was made from,
//! with its events, its rating and its notices in one commit; the events
//! read back; the duels whose clock ran out; who is there.

use mastermind_core::duel::{Duel, Event, Side};

use sqlx::Pool;

use super::row::corrupt;
use super::{Columns, insert_event};
use crate::engine::{Engine, Written};
use crate::{StoreError, now_millis};

// The queries, one SQL text for both engines.

pub(super) async fn duel_events<DB: Engine>(
    pool: &Pool<DB>,
    id: &str,
    after: u64,
) -> Result<Vec<Event>, StoreError> {
    let after = i64::try_from(after).unwrap_or(i64::MAX);
    let rows: Vec<(String,)> =
        sqlx::query_as("SELECT event FROM duel_events WHERE duel = $1 AND v > $2 ORDER BY v")
            .bind(id)
            .bind(after)
            .fetch_all(pool)
            .await?;
    rows.iter()
        .map(|(text,)| serde_json::from_str(text).map_err(|e| corrupt(id, "event", e)))
        .collect()
}

pub(super) async fn due_duels<DB: Engine>(
    pool: &Pool<DB>,
    now: i64,
    quiet: i64,
    limit: i64,
) -> Result<Vec<String>, StoreError> {
    // One statement, so the beat it reads and the deadlines it compares
    // are of one moment: a server that beat and then stalled (or an
    // outage begun since its beat) ends nothing until a beat has looked.
    let rows: Vec<(String,)> = sqlx::query_as(
        "SELECT id FROM duels WHERE deadline IS NOT NULL AND deadline <= $1 \
         AND state = 'playing' \
         AND EXISTS (SELECT 1 FROM liveness WHERE id = 1 AND alive_at >= $2) \
         ORDER BY deadline LIMIT $3",
    )
    .bind(now)
    .bind(now.saturating_sub(quiet))
    .bind(limit)
    .fetch_all(pool)
    .await?;
    Ok(rows.into_iter().map(|(id,)| id).collect())
}

pub(super) async fn mark_seen<DB: Engine>(
    pool: &Pool<DB>,
    id: &str,
    side: Side,
    at: i64,
) -> Result<(), StoreError> {
    let sql = match side {
        Side::White => "UPDATE duels SET white_seen = $1 WHERE id = $2",
        Side::Black => "UPDATE duels SET black_seen = $1 WHERE id = $2",
    };
    sqlx::query(sql).bind(at).bind(id).execute(pool).await?;
    Ok(())
}

pub(super) async fn save_move<DB: Engine>(
    pool: &Pool<DB>,
    id: &str,
    version: i64,
    duel: &Duel,
    events: &[Event],
    mover: Option<Side>,
    notices: &[String],
) -> Result<bool, StoreError> {
    let now = now_millis();
    let c = Columns::of(duel, now)?;
    let seen = match mover {
        Some(Side::White) => "white_seen = $8, ",
        Some(Side::Black) => "black_seen = $8, ",
        None => "",
    };
    let update = format!(
        "UPDATE duels SET state = $1, record = $2, winner = $3, reason = $4, turns = $5, \
         finished_at = $6, deadline = $7, {seen}version = version + 1, updated_at = $8 \
         WHERE id = $9 AND version = $10 AND state = 'playing'"
    );
    let mut tx = pool.begin().await?;
    let done = sqlx::query(sqlx::AssertSqlSafe(update.as_str()))
        .bind(c.state)
        .bind(&c.record)
        .bind(c.winner)
        .bind(c.reason)
        .bind(c.turns)
        .bind(c.finished_at)
        .bind(c.deadline)
        .bind(now)
        .bind(id)
        .bind(version)
        .execute(&mut *tx)
        .await?
        .rows_affected()
        == 1;
    if done {
        for event in events {
            insert_event(&mut tx, id, event).await?;
        }
        if crate::ratings::ends_rated(duel) {
            crate::ratings::rate_in(&mut tx, id, duel, now).await?;
        }
        crate::notify::Notify::notify(&mut *tx, notices).await?;
        tx.commit().await?;
    }
    Ok(done)
}
