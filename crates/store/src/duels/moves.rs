//! A duel in play: each move written over the version it was made from,
//! with its events, its rating and its notices in one commit; the events
//! read back; the duels whose clock ran out; who is there.

use mastermind_core::duel::{Duel, Event, Side};

use sqlx::Pool;

use super::row::corrupt;
use super::{Columns, insert_event, stale};
use crate::engine::{Engine, Written};
use crate::{Database, StoreError, now_millis};

impl Database {
    /// Saves a move: `duel` after it, with the `events` it led to, if the
    /// database still holds `version`. Returns the new version.
    pub async fn save_duel(
        &self,
        id: &str,
        version: i64,
        duel: &Duel,
        events: &[Event],
    ) -> Result<i64, StoreError> {
        self.save_move(id, version, duel, events, None, &[]).await
    }

    /// [`Database::save_duel`] for a move by `mover`, who is noted as there
    /// (see [`Database::mark_seen`]) in the same write, and word of it
    /// (`notices`, to every listener of the database) in the same commit.
    pub async fn save_move(
        &self,
        id: &str,
        version: i64,
        duel: &Duel,
        events: &[Event],
        mover: Option<Side>,
        notices: &[String],
    ) -> Result<i64, StoreError> {
        let done =
            dispatch!(self, pool => save_move(pool, id, version, duel, events, mover, notices))?;
        if done {
            self.told(notices);
            Ok(version + 1)
        } else {
            Err(stale(id, self.exists(id).await?))
        }
    }

    /// The events of duel `id` after version `after`, in order.
    pub async fn duel_events(&self, id: &str, after: u64) -> Result<Vec<Event>, StoreError> {
        dispatch!(self, pool => duel_events(pool, id, after))
    }

    /// Duels in play where someone's time ran out by `now`.
    pub async fn due_duels(&self, now: i64, limit: i64) -> Result<Vec<String>, StoreError> {
        dispatch!(self, pool => due_duels(pool, now, limit))
    }

    /// Notes that `side`'s player was there at `at` (their page is open).
    /// Not a move: the version stays.
    pub async fn mark_seen(&self, id: &str, side: Side, at: i64) -> Result<(), StoreError> {
        dispatch!(self, pool => mark_seen(pool, id, side, at))
    }
}

// The queries, one SQL text for both engines.

async fn duel_events<DB: Engine>(
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

async fn due_duels<DB: Engine>(
    pool: &Pool<DB>,
    now: i64,
    limit: i64,
) -> Result<Vec<String>, StoreError> {
    let rows: Vec<(String,)> = sqlx::query_as(
        "SELECT id FROM duels WHERE deadline IS NOT NULL AND deadline <= $1 \
         AND state = 'playing' ORDER BY deadline LIMIT $2",
    )
    .bind(now)
    .bind(limit)
    .fetch_all(pool)
    .await?;
    Ok(rows.into_iter().map(|(id,)| id).collect())
}

async fn mark_seen<DB: Engine>(
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

async fn save_move<DB: Engine>(
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
