//! Changing tournaments: each write raises the version, and one that names
//! a version the database no longer holds is refused.

use mastermind_core::duel::{Duel, Terms};
use mastermind_core::tournament::{Format, MAX_PLAYERS, Stage};

use sqlx::Pool;

use super::NewTournament;
use crate::engine::{Engine, Written};
use crate::{StoreError, now_millis};

/// One pairing to make: a duel between two players, or a bye.
#[derive(Debug, Clone)]
pub struct NewPairing<'a> {
    /// The duel's id, and the duel as the core began it; `None` for a bye.
    pub duel: Option<(&'a str, &'a Duel)>,
    pub white: &'a str,
    pub black: Option<&'a str>,
}

/// What a server decided the tournament does.
#[derive(Debug, Clone)]
pub enum TournamentWrite<'a> {
    /// These pairings as `round` (starting the tournament if it had not).
    Pair {
        round: u32,
        pairings: Vec<NewPairing<'a>>,
    },
    End,
    Cancel,
}

fn json<T: serde::Serialize>(value: &T) -> Result<String, StoreError> {
    serde_json::to_string(value).map_err(|e| StoreError::Corrupt(e.to_string()))
}

fn format_columns(format: Format) -> (&'static str, Option<i32>, Option<i32>) {
    let n = |n: u32| Some(i32::try_from(n).unwrap_or(i32::MAX));
    match format {
        Format::Arena { minutes } => ("arena", n(minutes), None),
        Format::Swiss { rounds } => ("swiss", None, n(rounds)),
    }
}

pub(super) fn stale(id: &str) -> StoreError {
    StoreError::Conflict(format!(
        "tournament {id} was changed elsewhere since it was read; reload it"
    ))
}

// The queries, one SQL text for both engines.

pub(super) async fn create_tournament<DB: Engine>(
    pool: &Pool<DB>,
    t: &NewTournament<'_>,
    quota: Option<crate::Quota>,
) -> Result<(), StoreError> {
    let now = now_millis();
    let (format, minutes, rounds) = format_columns(t.format);
    let mut tx = crate::quota::reserve(pool.begin().await?, quota, t.creator).await?;
    sqlx::query(
        "INSERT INTO tournaments (id, name, format, minutes, rounds, creator, terms, starts_at, \
         stage, round, version, created_at, bots) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'created', 0, 1, $9, $10)",
    )
    .bind(t.id)
    .bind(t.name)
    .bind(format)
    .bind(minutes)
    .bind(rounds)
    .bind(t.creator)
    .bind(json(t.terms)?)
    .bind(t.starts_at)
    .bind(now)
    .bind(t.bots)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(())
}

pub(super) async fn join_tournament<DB: Engine>(
    pool: &Pool<DB>,
    id: &str,
    account: &str,
) -> Result<bool, StoreError> {
    let now = now_millis();
    let joined = {
        let mut tx = pool.begin().await?;
        let open = sqlx::query(
            "UPDATE tournaments SET version = version + 1 WHERE id = $1 \
             AND (stage = 'created' OR (stage = 'running' AND format = 'arena'))",
        )
        .bind(id)
        .execute(&mut *tx)
        .await?
        .rows_affected()
            == 1;
        if open {
            // The update above holds the tournament's row: of players
            // joining at once, each counts those before it.
            let (players, here): (i64, i64) = sqlx::query_as(
                "SELECT COUNT(*), CAST(COALESCE(SUM(CASE WHEN account = $2 THEN 1 ELSE 0 END), 0) \
                 AS BIGINT) FROM tournament_players WHERE tournament = $1",
            )
            .bind(id)
            .bind(account)
            .fetch_one(&mut *tx)
            .await?;
            if here == 0 && players >= MAX_PLAYERS as i64 {
                tx.rollback().await?;
                return Err(StoreError::Conflict("this tournament is full".to_string()));
            }
            sqlx::query(
                "INSERT INTO tournament_players (tournament, account, joined_at, active) \
                 VALUES ($1, $2, $3, TRUE) ON CONFLICT (tournament, account) \
                 DO UPDATE SET joined_at = $3, active = TRUE",
            )
            .bind(id)
            .bind(account)
            .bind(now)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
        }
        open
    };
    Ok(joined)
}

pub(super) async fn leave_tournament<DB: Engine>(
    pool: &Pool<DB>,
    id: &str,
    account: &str,
) -> Result<bool, StoreError> {
    let left = {
        let mut tx = pool.begin().await?;
        sqlx::query("UPDATE tournaments SET version = version + 1 WHERE id = $1")
            .bind(id)
            .execute(&mut *tx)
            .await?;
        let left = sqlx::query(
            "UPDATE tournament_players SET active = FALSE \
             WHERE tournament = $1 AND account = $2 AND active",
        )
        .bind(id)
        .bind(account)
        .execute(&mut *tx)
        .await?
        .rows_affected()
            == 1;
        if left {
            tx.commit().await?;
        }
        left
    };
    Ok(left)
}

pub(super) async fn start_tournament_at<DB: Engine>(
    pool: &Pool<DB>,
    id: &str,
    at: i64,
) -> Result<bool, StoreError> {
    let moved = sqlx::query(
        "UPDATE tournaments SET starts_at = $2, version = version + 1 \
         WHERE id = $1 AND stage = 'created'",
    )
    .bind(id)
    .bind(at)
    .execute(pool)
    .await?
    .rows_affected();
    Ok(moved == 1)
}

pub(super) async fn claim_reminder<DB: Engine>(
    pool: &Pool<DB>,
    id: &str,
) -> Result<bool, StoreError> {
    let claimed = sqlx::query(
        "UPDATE tournaments SET told_starting = TRUE WHERE id = $1 AND NOT told_starting",
    )
    .bind(id)
    .execute(pool)
    .await?
    .rows_affected();
    Ok(claimed == 1)
}

pub(super) async fn write_tournament<DB: Engine>(
    pool: &Pool<DB>,
    id: &str,
    version: i64,
    terms: &Terms,
    write: &TournamentWrite<'_>,
    notices: &[String],
) -> Result<bool, StoreError> {
    let now = now_millis();
    let (stage, round) = match write {
        TournamentWrite::Pair { round, .. } => (Stage::Running, Some(*round)),
        TournamentWrite::End => (Stage::Over, None),
        TournamentWrite::Cancel => (Stage::Cancelled, None),
    };
    let ended = (stage != Stage::Running).then_some(now);
    let terms_text = json(terms)?;
    // The UPDATE comes first: on SQLite it takes the write lock
    // before anything is read.
    let mut tx = pool.begin().await?;
    let done = sqlx::query(
        "UPDATE tournaments SET stage = $1, round = COALESCE($2, round), ended_at = $3, \
         version = version + 1 WHERE id = $4 AND version = $5",
    )
    .bind(stage.name())
    .bind(round.map(|r| i32::try_from(r).unwrap_or(i32::MAX)))
    .bind(ended)
    .bind(id)
    .bind(version)
    .execute(&mut *tx)
    .await?
    .rows_affected()
        == 1;
    if done {
        if let TournamentWrite::Pair { round, pairings } = write {
            let (next,): (i64,) = sqlx::query_as(
                        "SELECT CAST(COALESCE(MAX(n), 0) + 1 AS BIGINT) FROM tournament_pairings WHERE tournament = $1",
                    )
                    .bind(id)
                    .fetch_one(&mut *tx)
                    .await?;
            for (k, pairing) in pairings.iter().enumerate() {
                if let Some((duel_id, duel)) = pairing.duel {
                    sqlx::query(
                                "INSERT INTO duels (id, state, challenger, white, black, terms, record, \
                                 rated, deadline, white_seen, black_seen, tournament, version, \
                                 created_at, updated_at) \
                                 VALUES ($1, 'playing', $2, $2, $3, $4, $5, $6, $7, $8, $8, $9, 1, $8, $8)",
                            )
                            .bind(duel_id)
                            .bind(pairing.white)
                            .bind(pairing.black)
                            .bind(&terms_text)
                            .bind(json(duel)?)
                            .bind(duel.rules().rated())
                            .bind(duel.next_deadline().map(|m| i64::try_from(m.millis()).unwrap_or(i64::MAX)))
                            .bind(now)
                            .bind(id)
                            .execute(&mut *tx)
                            .await?;
                }
                sqlx::query(
                    "INSERT INTO tournament_pairings (tournament, n, round, white, black, duel, \
                     created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)",
                )
                .bind(id)
                .bind(next + i64::try_from(k).unwrap_or(0))
                .bind(i32::try_from(*round).unwrap_or(i32::MAX))
                .bind(pairing.white)
                .bind(pairing.black)
                .bind(pairing.duel.map(|(d, _)| d))
                .bind(now)
                .execute(&mut *tx)
                .await?;
            }
        }
        crate::notify::Notify::notify(&mut *tx, notices).await?;
        tx.commit().await?;
    }
    Ok(done)
}
