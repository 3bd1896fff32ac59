//! Time nobody could use, given back: every server writes the moment it
//! was last alive each second (its beat). A beat that finds the last one
//! too long ago has found an outage (the database unreachable, or every
//! server down): it records it and, in the same commit, gives its length
//! back to the clock of every duel in play and to the row in play of every
//! timed series. Beats take the liveness row
//! first, so of several servers coming back at once exactly one finds the
//! outage; and a server ends duels on time only after a beat of its own
//! (see the server's sweeper), so no duel is ended on time before its
//! clock has the outage back.

use std::time::Duration;

use mastermind_core::duel::Duel;

use sqlx::Pool;

use super::{Columns, insert_event, stale};
use crate::StoreError;
use crate::engine::{Engine, Written};

/// An outage found by a beat, with what it gave back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outage {
    /// The last beat before it and the first after (Unix ms).
    pub began_at: i64,
    pub ended_at: i64,
    /// The duels whose clocks were given the time back, each with its new
    /// version.
    pub duels: Vec<(String, i64)>,
    /// How many series in play had their row's time given back.
    pub series: u64,
}

impl Outage {
    pub fn length(&self) -> Duration {
        Duration::from_millis(u64::try_from(self.ended_at - self.began_at).unwrap_or(0))
    }
}

// The queries, one SQL text for both engines.

pub(super) async fn beat<DB: Engine>(
    pool: &Pool<DB>,
    now: i64,
    quiet: i64,
) -> Result<Option<Outage>, StoreError> {
    let outage = {
        let mut tx = pool.begin().await?;
        // Taken first: beats of several servers follow one another.
        sqlx::query("UPDATE liveness SET alive_at = alive_at WHERE id = 1")
            .execute(&mut *tx)
            .await?;
        let last: i64 = sqlx::query_scalar("SELECT alive_at FROM liveness WHERE id = 1")
            .fetch_one(&mut *tx)
            .await?;
        let mut outage = None;
        if last > 0 && now - last > quiet {
            let stopped = Duration::from_millis(u64::try_from(now - last).unwrap_or(0));
            let rows: Vec<(String, String, i64)> = sqlx::query_as(
                "SELECT id, record, version FROM duels \
                 WHERE state = 'playing' AND deadline IS NOT NULL AND record IS NOT NULL",
            )
            .fetch_all(&mut *tx)
            .await?;
            let mut duels = Vec::with_capacity(rows.len());
            for (id, record, version) in rows {
                let mut duel: Duel = serde_json::from_str(&record)
                    .map_err(|e| StoreError::Corrupt(format!("duel {id}: {e}")))?;
                let Some(event) = duel.give_back(stopped) else {
                    continue;
                };
                let c = Columns::of(&duel, now)?;
                let moved = sqlx::query(
                    "UPDATE duels SET record = $1, deadline = $2, version = version + 1, \
                     updated_at = $3 WHERE id = $4 AND version = $5",
                )
                .bind(&c.record)
                .bind(c.deadline)
                .bind(now)
                .bind(&id)
                .bind(version)
                .execute(&mut *tx)
                .await?
                .rows_affected();
                if moved == 0 {
                    // A move landed since the read: the next beat
                    // finds the outage again and gives it back then.
                    tx.rollback().await?;
                    return Err(stale(&id, true));
                }
                insert_event(&mut tx, &id, &event).await?;
                duels.push((id, version + 1));
            }
            // A series' row in play starts later by the outage: the
            // version moves so that every server's copy is read again.
            let series = sqlx::query(
                "UPDATE series SET turn_started_at = turn_started_at + $1, \
                 version = version + 1, updated_at = $2 \
                 WHERE NOT finished AND turn_started_at IS NOT NULL",
            )
            .bind(now - last)
            .bind(now)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            sqlx::query(
                "INSERT INTO outages (began_at, ended_at, duels, series) VALUES ($1, $2, $3, $4)",
            )
            .bind(last)
            .bind(now)
            .bind(i64::try_from(duels.len()).unwrap_or(i64::MAX))
            .bind(i64::try_from(series).unwrap_or(i64::MAX))
            .execute(&mut *tx)
            .await?;
            outage = Some(Outage {
                began_at: last,
                ended_at: now,
                duels,
                series,
            });
        }
        sqlx::query("UPDATE liveness SET alive_at = $1 WHERE id = 1 AND alive_at < $1")
            .bind(now)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        outage
    };
    Ok(outage)
}

pub(super) async fn outages<DB: Engine>(
    pool: &Pool<DB>,
    limit: i64,
) -> Result<Vec<(i64, i64, i64)>, StoreError> {
    Ok(sqlx::query_as(
        "SELECT began_at, ended_at, duels FROM outages ORDER BY ended_at DESC LIMIT $1",
    )
    .bind(limit)
    .fetch_all(pool)
    .await?)
}
