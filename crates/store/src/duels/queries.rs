//! The queries of challenges and duels' creation, one SQL text for both
//! engines.

use mastermind_core::duel::{Duel, Event, Sides, Terms};
use sqlx::{Pool, Transaction};

use super::row::{DuelRow, SELECT};
use super::{Columns, DuelQuery, Link, NewChallenge, SavedDuel, json, stale};
use crate::engine::{Engine, Written};
use crate::{StoreError, now_millis};

/// Keeps one event of duel `id` within the transaction `tx`.
pub(super) async fn insert_event<DB: Engine>(
    tx: &mut Transaction<'_, DB>,
    id: &str,
    event: &Event,
) -> Result<(), StoreError> {
    sqlx::query("INSERT INTO duel_events (duel, v, event) VALUES ($1, $2, $3)")
        .bind(id)
        .bind(i64::try_from(event.v).unwrap_or(i64::MAX))
        .bind(json(event)?)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

pub(super) async fn create_challenge<DB: Engine>(
    pool: &Pool<DB>,
    c: &NewChallenge<'_>,
    quota: Option<crate::Quota>,
) -> Result<(), StoreError> {
    let now = now_millis();
    let inserted = {
        let mut tx = crate::quota::reserve(pool.begin().await?, quota, c.challenger).await?;
        let inserted = sqlx::query(
            "INSERT INTO duels (id, state, challenger, white, black, terms, rated, rematch_of, \
             link, version, created_at, updated_at) \
             VALUES ($1, 'open', $2, $3, $4, $5, $6, $7, $8, 1, $9, $9)",
        )
        .bind(c.id)
        .bind(c.challenger)
        .bind(c.seats.white)
        .bind(c.seats.black)
        .bind(json(c.terms)?)
        .bind(c.terms.rated())
        .bind(c.rematch_of)
        .bind(c.link.map(Link::name))
        .bind(now)
        .execute(&mut *tx)
        .await
        .map(drop);
        if inserted.is_ok() {
            tx.commit().await?;
        }
        inserted
    };
    match inserted {
        Err(sqlx::Error::Database(e)) if e.is_unique_violation() && c.rematch_of.is_some() => Err(
            StoreError::Conflict("a rematch of this duel is offered already".to_string()),
        ),
        other => other.map_err(StoreError::from),
    }
}

pub(super) async fn load_duel<DB: Engine>(
    pool: &Pool<DB>,
    id: &str,
) -> Result<Option<SavedDuel>, StoreError> {
    let sql = format!("{SELECT} WHERE d.id = $1");
    let row: Option<DuelRow> = sqlx::query_as(sqlx::AssertSqlSafe(sql.as_str()))
        .bind(id)
        .fetch_optional(pool)
        .await?;
    row.map(SavedDuel::try_from).transpose()
}

pub(super) async fn list_duels<DB: Engine>(
    pool: &Pool<DB>,
    query: DuelQuery<'_>,
    limit: i64,
) -> Result<Vec<SavedDuel>, StoreError> {
    let (account, filter) = match query {
        DuelQuery::Open { viewer } => (
            Some(viewer),
            "d.state = 'open' AND ((d.link IS NULL AND (d.white IS NULL OR d.black IS NULL)) \
             OR d.challenger = $1 OR d.white = $1 OR d.black = $1) \
             ORDER BY d.created_at DESC, d.id",
        ),
        DuelQuery::Playing { account } => (
            Some(account),
            "d.state = 'playing' AND (d.white = $1 OR d.black = $1) \
             ORDER BY d.updated_at DESC, d.id",
        ),
        DuelQuery::Over { account } => (
            Some(account),
            "d.state = 'over' AND (d.white = $1 OR d.black = $1) \
             ORDER BY d.finished_at DESC, d.id",
        ),
        DuelQuery::Watch => (
            None,
            "d.state = 'playing' AND d.computer IS NULL ORDER BY d.updated_at DESC, d.id",
        ),
        DuelQuery::Computer { owner } => (
            Some(owner),
            "d.owner = $1 AND d.computer IS NOT NULL ORDER BY d.updated_at DESC, d.id",
        ),
    };
    let limit_at = if account.is_some() { "$2" } else { "$1" };
    let sql = format!("{SELECT} WHERE {filter} LIMIT {limit_at}");
    let mut query = sqlx::query_as(sqlx::AssertSqlSafe(sql.as_str()));
    if let Some(account) = account {
        query = query.bind(account);
    }
    let rows: Vec<DuelRow> = query.bind(limit).fetch_all(pool).await?;
    rows.into_iter().map(SavedDuel::try_from).collect()
}

pub(super) async fn exists<DB: Engine>(pool: &Pool<DB>, id: &str) -> Result<bool, StoreError> {
    Ok(sqlx::query("SELECT 1 FROM duels WHERE id = $1")
        .bind(id)
        .fetch_optional(pool)
        .await?
        .is_some())
}

pub(super) async fn create_computer_duel<DB: Engine>(
    pool: &Pool<DB>,
    id: &str,
    owner: &str,
    level: u8,
    terms: &Terms,
    duel: &Duel,
    events: &[Event],
) -> Result<(), StoreError> {
    let now = now_millis();
    let columns = Columns::of(duel, now)?;
    let mut tx = pool.begin().await?;
    sqlx::query(
                "INSERT INTO duels (id, state, terms, record, rated, deadline, owner, computer, \
                 version, created_at, updated_at) VALUES ($1, $2, $3, $4, FALSE, $5, $6, $7, 1, $8, $8)",
            )
            .bind(id)
            .bind(columns.state)
            .bind(json(terms)?)
            .bind(&columns.record)
            .bind(columns.deadline)
            .bind(owner)
            .bind(i32::from(level))
            .bind(now)
            .execute(&mut *tx)
            .await?;
    for event in events {
        insert_event(&mut tx, id, event).await?;
    }
    tx.commit().await?;
    Ok(())
}

pub(super) async fn cancel_challenge<DB: Engine>(
    pool: &Pool<DB>,
    id: &str,
    version: i64,
) -> Result<i64, StoreError> {
    let updated = sqlx::query(
        "UPDATE duels SET state = 'cancelled', version = version + 1, updated_at = $1 \
         WHERE id = $2 AND version = $3 AND state = 'open'",
    )
    .bind(now_millis())
    .bind(id)
    .bind(version)
    .execute(pool)
    .await?
    .rows_affected();
    if updated == 1 {
        Ok(version + 1)
    } else {
        Err(stale(id, exists(pool, id).await?))
    }
}

pub(super) async fn start_duel<DB: Engine>(
    pool: &Pool<DB>,
    id: &str,
    version: i64,
    seats: Sides<&str>,
    duel: &Duel,
    events: &[Event],
) -> Result<i64, StoreError> {
    let now = now_millis();
    let columns = Columns::of(duel, now)?;
    let done = {
        // The UPDATE comes first: on SQLite it takes the write lock
        // before anything is read.
        let mut tx = pool.begin().await?;
        let done = sqlx::query(
            "UPDATE duels SET state = $1, white = $2, black = $3, record = $4, deadline = $5, \
             white_seen = $6, black_seen = $6, version = version + 1, updated_at = $6 \
             WHERE id = $7 AND version = $8 AND state = 'open'",
        )
        .bind(columns.state)
        .bind(seats.white)
        .bind(seats.black)
        .bind(&columns.record)
        .bind(columns.deadline)
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
            tx.commit().await?;
        }
        done
    };
    if done {
        Ok(version + 1)
    } else {
        Err(stale(id, exists(pool, id).await?))
    }
}

pub(super) async fn duels_in_play<DB: Engine>(pool: &Pool<DB>) -> Result<u64, StoreError> {
    let count: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM duels WHERE state = 'playing'")
        .fetch_one(pool)
        .await?;
    Ok(count.max(0) as u64)
}
