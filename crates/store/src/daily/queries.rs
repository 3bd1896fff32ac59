//! The daily code's queries, one SQL text for both engines.

use mastermind_core::daily::Day;
use mastermind_core::{Preset, State};

use sqlx::Pool;

use super::{DailyResult, DailyStart, DailyTable};
use crate::engine::{Engine, Written};
use crate::games::{parse_outcome, parse_preset, setup_json};
use crate::{NewGame, StoreError};

type ResultRow = (Option<String>, bool, Option<i64>, i64, Option<i64>);

/// SQL: the daily game `d` (joined with its game `g`) was begun before its
/// address had seen the day's secret: no daily game of that day and preset
/// from the same address had ended (won, lost or quit: each shows the
/// secret) by then. Games with no address (begun before addresses were
/// kept) count as before.
const UNSEEN: &str = "(d.address IS NULL OR NOT EXISTS (\
     SELECT 1 FROM daily_games e JOIN games eg ON eg.id = e.game_id \
     WHERE e.day = d.day AND e.preset = d.preset AND e.address = d.address \
     AND e.game_id <> d.game_id AND eg.finished_at IS NOT NULL \
     AND eg.finished_at <= g.created_at))";

pub(super) async fn server_key<DB: Engine>(
    pool: &Pool<DB>,
    name: &str,
    fresh: &str,
    now: i64,
) -> Result<String, StoreError> {
    sqlx::query(
        "INSERT INTO server_keys (name, value, created_at) VALUES ($1, $2, $3) \
         ON CONFLICT (name) DO NOTHING",
    )
    .bind(name)
    .bind(fresh)
    .bind(now)
    .execute(pool)
    .await?;
    Ok(
        sqlx::query_scalar("SELECT value FROM server_keys WHERE name = $1")
            .bind(name)
            .fetch_one(pool)
            .await?,
    )
}

pub(super) async fn daily_game<DB: Engine>(
    pool: &Pool<DB>,
    day: Day,
    preset: Preset,
    player: &str,
) -> Result<Option<String>, StoreError> {
    Ok(sqlx::query_scalar(
        "SELECT game_id FROM daily_games WHERE day = $1 AND preset = $2 AND player = $3",
    )
    .bind(day.to_string())
    .bind(preset.name())
    .bind(player)
    .fetch_optional(pool)
    .await?)
}

pub(super) async fn daily_games_of<DB: Engine>(
    pool: &Pool<DB>,
    day: Day,
    player: &str,
) -> Result<Vec<(Preset, String, Option<State>)>, StoreError> {
    let rows: Vec<(String, String, Option<String>)> = sqlx::query_as(
        "SELECT d.preset, d.game_id, g.outcome FROM daily_games d \
         JOIN games g ON g.id = d.game_id WHERE d.day = $1 AND d.player = $2",
    )
    .bind(day.to_string())
    .bind(player)
    .fetch_all(pool)
    .await?;
    rows.into_iter()
        .map(|(preset, id, outcome)| {
            let preset = parse_preset(&id, Some(preset))?
                .ok_or_else(|| StoreError::Corrupt(format!("daily game {id} has no preset")))?;
            Ok((preset, id.clone(), parse_outcome(&id, outcome)?))
        })
        .collect()
}

pub(super) async fn start_daily_from<DB: Engine>(
    pool: &Pool<DB>,
    day: Day,
    game: &NewGame,
    address: Option<&str>,
) -> Result<DailyStart, StoreError> {
    let (Some(preset), Some(player)) = (game.preset, game.player.as_deref()) else {
        return Err(StoreError::Conflict(
            "a daily game has a preset and a player".to_string(),
        ));
    };
    let setup = setup_json(&game.setup)?;
    let linked = {
        let mut tx = pool.begin().await?;
        // A write first: on SQLite it takes the lock before anything
        // is read.
        sqlx::query(
            "INSERT INTO games (id, preset, setup, secret, player, created_at) \
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(&game.id)
        .bind(preset.name())
        .bind(&setup)
        .bind(game.secret.to_string())
        .bind(player)
        .bind(game.created_at)
        .execute(&mut *tx)
        .await?;
        let linked = sqlx::query(
            "INSERT INTO daily_games (day, preset, player, game_id, address) \
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT (day, preset, player) DO NOTHING",
        )
        .bind(day.to_string())
        .bind(preset.name())
        .bind(player)
        .bind(&game.id)
        .bind(address)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        if linked == 1 {
            tx.commit().await?;
        } else {
            tx.rollback().await?;
        }
        linked == 1
    };
    if linked {
        return Ok(DailyStart::Started);
    }
    daily_game(pool, day, preset, player)
        .await?
        .map(DailyStart::Existing)
        .ok_or_else(|| StoreError::Corrupt("a daily game vanished".to_string()))
}

pub(super) async fn daily_of<DB: Engine>(
    pool: &Pool<DB>,
    id: &str,
) -> Result<Option<(Day, Preset)>, StoreError> {
    let row: Option<(String, String)> =
        sqlx::query_as("SELECT day, preset FROM daily_games WHERE game_id = $1")
            .bind(id)
            .fetch_optional(pool)
            .await?;
    row.map(|(day, preset)| {
        let day = day
            .parse::<Day>()
            .map_err(|e| StoreError::Corrupt(format!("daily game {id}: {e}")))?;
        let preset = parse_preset(id, Some(preset))?
            .ok_or_else(|| StoreError::Corrupt(format!("daily game {id} has no preset")))?;
        Ok((day, preset))
    })
    .transpose()
}

pub(super) async fn name_daily<DB: Engine>(
    pool: &Pool<DB>,
    day: Day,
    preset: Preset,
    player: &str,
    name: &str,
) -> Result<bool, StoreError> {
    let done = sqlx::query(
        "UPDATE daily_games SET name = $1 WHERE day = $2 AND preset = $3 AND player = $4",
    )
    .bind(name)
    .bind(day.to_string())
    .bind(preset.name())
    .bind(player)
    .execute(pool)
    .await?
    .rows_affected();
    Ok(done == 1)
}

pub(super) async fn daily_table<DB: Engine>(
    pool: &Pool<DB>,
    day: Day,
    preset: Preset,
    limit: i64,
) -> Result<DailyTable, StoreError> {
    let day = day.to_string();
    let (finished, won): (i64, i64) = sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT COUNT(*), CAST(COALESCE(SUM(CASE WHEN g.outcome = 'won' THEN 1 ELSE 0 END), 0) \
         AS BIGINT) FROM daily_games d JOIN games g ON g.id = d.game_id \
         WHERE d.day = $1 AND d.preset = $2 AND g.outcome IS NOT NULL AND {UNSEEN}"
    )))
    .bind(&day)
    .bind(preset.name())
    .fetch_one(pool)
    .await?;
    let rows: Vec<ResultRow> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT COALESCE(a.name, d.name), a.id IS NOT NULL, g.turns, \
         g.finished_at - g.created_at, g.finished_at \
         FROM daily_games d JOIN games g ON g.id = d.game_id \
         LEFT JOIN accounts a ON a.id = d.player \
         WHERE d.day = $1 AND d.preset = $2 AND g.outcome = 'won' AND {UNSEEN} \
         ORDER BY g.turns, g.finished_at - g.created_at, g.finished_at, d.game_id LIMIT $3"
    )))
    .bind(&day)
    .bind(preset.name())
    .bind(limit)
    .fetch_all(pool)
    .await?;
    let wins = rows
        .into_iter()
        .map(|(name, account, turns, millis, finished_at)| {
            let corrupt = || StoreError::Corrupt(format!("a daily win of {day} lacks its end"));
            Ok(DailyResult {
                name,
                account,
                turns: turns
                    .and_then(|t| u8::try_from(t).ok())
                    .ok_or_else(corrupt)?,
                millis: u64::try_from(millis).unwrap_or(0),
                finished_at: finished_at.ok_or_else(corrupt)?,
            })
        })
        .collect::<Result<_, StoreError>>()?;
    Ok(DailyTable {
        finished,
        won,
        wins,
    })
}
