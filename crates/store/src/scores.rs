//! The score tables on either engine, in one implementation: the SQL is one
//! text but for the reads of a table and the resets (SQLite keeps flags as
//! integers, PostgreSQL as booleans), which the engine names, and the lock
//! a recording writer holds (see [`Engine::BEGIN_WRITE`] and
//! [`Engine::LOCK_SCORES`]).

use mastermind_core::Preset;
use mastermind_core::highscore::{self, Achievement, TABLE_SIZE};
use sqlx::{Executor, Pool};

use crate::engine::{Engine, Written, begin_write, lock};
use crate::score::{Placed, Row, achievements, checked, placing, supersedes};
use crate::{NewScore, PgStore, Scope, ScoreEntry, SqliteStore, Store, StoreError};

// `TABLE_SIZE` as SQL's LIMIT wants it; a table is tiny, the cast is exact.
const LIMIT: i64 = TABLE_SIZE as i64;

/// The tables of one engine's store, read and written by the functions
/// below (no SQL here: the engine's store only hands over its pool).
macro_rules! store_on_pool {
    ($store:ty) => {
        impl Store for $store {
            async fn top_scores(
                &self,
                preset: Preset,
                scope: &Scope,
            ) -> Result<Vec<ScoreEntry>, StoreError> {
                top_scores(self.pool(), preset, scope).await
            }

            async fn qualifies(
                &self,
                preset: Preset,
                scope: &Scope,
                achievement: &Achievement,
            ) -> Result<bool, StoreError> {
                qualifies(self.pool(), preset, scope, achievement).await
            }

            async fn record_score(&self, score: &NewScore) -> Result<Option<u32>, StoreError> {
                Ok(record_placed(self.pool(), score)
                    .await?
                    .map(|placed| placed.rank))
            }

            async fn reset_scores(
                &self,
                preset: Option<Preset>,
                scope: &Scope,
            ) -> Result<u64, StoreError> {
                reset_scores(self.pool(), preset, scope).await
            }

            async fn would_place(
                &self,
                preset: Preset,
                winner: &Winner<'_>,
                result: &Achievement,
            ) -> Result<bool, StoreError> {
                would_place(self.pool(), preset, winner, result).await
            }
        }
    };
}

store_on_pool!(SqliteStore);
store_on_pool!(PgStore);

/// The best [`TABLE_SIZE`] rows of a table, best first.
async fn table<'e, DB: Engine, E: Executor<'e, Database = DB>>(
    executor: E,
    preset: Preset,
    scope: &Scope,
) -> Result<Vec<Row>, StoreError> {
    let rows = match scope {
        Scope::All => {
            sqlx::query_as::<DB, Row>(DB::TOP_ALL)
                .bind(preset.name())
                .bind(LIMIT)
                .fetch_all(executor)
                .await?
        }
        Scope::Player(player) => {
            sqlx::query_as::<DB, Row>(DB::TOP_PLAYER)
                .bind(preset.name())
                .bind(player.as_str())
                .bind(LIMIT)
                .fetch_all(executor)
                .await?
        }
    };
    Ok(rows)
}

pub(crate) async fn top_scores<DB: Engine>(
    pool: &Pool<DB>,
    preset: Preset,
    scope: &Scope,
) -> Result<Vec<ScoreEntry>, StoreError> {
    table(pool, preset, scope)
        .await?
        .into_iter()
        .zip(1..)
        .map(|(row, rank)| row.entry(rank))
        .collect()
}

pub(crate) async fn qualifies<DB: Engine>(
    pool: &Pool<DB>,
    preset: Preset,
    scope: &Scope,
    achievement: &Achievement,
) -> Result<bool, StoreError> {
    let rows = table(pool, preset, scope).await?;
    Ok(highscore::qualifies(&achievements(&rows), achievement))
}

pub(crate) async fn reset_scores<DB: Engine>(
    pool: &Pool<DB>,
    preset: Option<Preset>,
    scope: &Scope,
) -> Result<u64, StoreError> {
    let mut tx = begin_write(pool).await?;
    let changed = match scope {
        Scope::All => sqlx::query(DB::RESET_ALL)
            .bind(preset.map(Preset::name))
            .execute(&mut *tx)
            .await?
            .rows_affected(),
        Scope::Player(player) => sqlx::query(DB::RESET_PLAYER)
            .bind(preset.map(Preset::name))
            .bind(player.as_str())
            .execute(&mut *tx)
            .await?
            .rows_affected(),
    };
    tx.commit().await?;
    Ok(changed)
}

/// The all-time entry of `address` on `preset`'s table, if it has one:
/// its id, turns, time and moment (the table keeps one entry an address).
async fn address_best<'e, DB: Engine, E: Executor<'e, Database = DB>>(
    executor: E,
    preset: Preset,
    address: &str,
) -> Result<Option<(i64, i64, i64, i64)>, StoreError> {
    Ok(sqlx::query_as(
        "SELECT id, turns, millis, at FROM scores \
         WHERE preset = $1 AND address = $2 AND all_time = TRUE \
         ORDER BY turns, millis, at, id LIMIT 1",
    )
    .bind(preset.name())
    .bind(address)
    .fetch_optional(executor)
    .await?)
}

/// Whether `result` would place now as [`record_placed`] places it: in the
/// all-time table when it counts there (no hints, not a first guess, and
/// better than its address's entry, which it would take the place of),
/// else in the player's own table. Reads only. An address's entry that the
/// result supersedes needs no taking out here: being worse than the result,
/// it is in the table only if the result would enter it too.
pub(crate) async fn would_place<DB: Engine>(
    pool: &Pool<DB>,
    preset: Preset,
    winner: &Winner<'_>,
    result: &Achievement,
) -> Result<bool, StoreError> {
    let mut all_time = highscore::counts_all_time(winner.hinted, result.turns);
    if let (true, Some(address)) = (all_time, winner.address)
        && let Some((_, turns, millis, at)) = address_best(pool, preset, address).await?
    {
        all_time = supersedes(result, turns, millis, at);
    }
    if all_time {
        let table = table(pool, preset, &Scope::All).await?;
        if placing(&achievements(&table), result).is_some() {
            return Ok(true);
        }
    }
    match winner.player {
        Some(player) => {
            let own = table(pool, preset, &Scope::Player(player.to_string())).await?;
            Ok(placing(&achievements(&own), result).is_some())
        }
        None => Ok(false),
    }
}

/// Whose win is asked about in [`Store::would_place`]: the player (a browser id),
/// the client's address, and whether hints helped.
#[derive(Debug, Clone, Copy)]
pub struct Winner<'a> {
    pub player: Option<&'a str>,
    pub address: Option<&'a str>,
    pub hinted: bool,
}

/// Records `score` where it places: the all-time table if it counts there
/// (no hints, not a first guess, its address's best), else the player's
/// own table; `None` where it places nowhere, nothing written. The check
/// and the insert run under one lock of the preset's tables, so they see
/// the same table whichever process writes next.
pub(crate) async fn record_placed<DB: Engine>(
    pool: &Pool<DB>,
    score: &NewScore,
) -> Result<Option<Placed>, StoreError> {
    let mut tx = begin_write(pool).await?;
    lock(&mut tx, DB::LOCK_SCORES, score.preset.name()).await?;
    let (millis, at) = checked(score)?;
    let result = score.achievement();
    let mut all_time = highscore::counts_all_time(score.hinted, score.turns);
    if let (true, Some(address)) = (all_time, &score.address)
        && let Some((id, turns, millis, at)) = address_best(&mut *tx, score.preset, address).await?
    {
        if supersedes(&result, turns, millis, at) {
            sqlx::query("UPDATE scores SET all_time = FALSE WHERE id = $1")
                .bind(id)
                .execute(&mut *tx)
                .await?;
        } else {
            all_time = false;
        }
    }
    let mut placed = if all_time {
        let table = table(&mut *tx, score.preset, &Scope::All).await?;
        placing(&achievements(&table), &result).map(|rank| Placed {
            rank,
            all_time: true,
        })
    } else {
        None
    };
    if let (None, Some(player)) = (placed, &score.player) {
        let own = table(&mut *tx, score.preset, &Scope::Player(player.clone())).await?;
        placed = placing(&achievements(&own), &result).map(|rank| Placed {
            rank,
            all_time: false,
        });
    }
    let Some(placed) = placed else {
        tx.rollback().await?;
        return Ok(None);
    };
    sqlx::query(
        "INSERT INTO scores \
         (preset, player, name, turns, millis, secret, at, hinted, address, all_time) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
    )
    .bind(score.preset.name())
    .bind(score.player.as_deref())
    .bind(score.name.as_str())
    .bind(i64::from(score.turns))
    .bind(millis)
    .bind(score.secret.to_string())
    .bind(at)
    .bind(score.hinted)
    .bind(score.address.as_deref())
    .bind(all_time)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(Some(placed))
}
