//! Copying the server's keys and the daily games into another database
//! (see [`crate::copy_all`]).

use sqlx::Pool;

use crate::engine::Engine;
use crate::games::ROWS_PER_STATEMENT;
use crate::{Database, StoreError};

type DailyRow = (
    String,
    String,
    String,
    String,
    Option<String>,
    Option<String>,
);

/// Copies the server's keys and the daily games (after the games they point
/// to); how many daily games.
pub(crate) async fn copy_daily(from: &Database, to: &Database) -> Result<u64, StoreError> {
    let keys = dispatch!(from, pool => read_keys(pool))?;
    dispatch!(to, pool => write_keys(pool, &keys))?;
    let daily = dispatch!(from, pool => read_daily(pool))?;
    dispatch!(to, pool => write_daily(pool, &daily))?;
    Ok(daily.len() as u64)
}

type KeyRow = (String, String, i64);

async fn read_keys<DB: Engine>(pool: &Pool<DB>) -> Result<Vec<KeyRow>, StoreError> {
    Ok(
        sqlx::query_as("SELECT name, value, created_at FROM server_keys ORDER BY name")
            .fetch_all(pool)
            .await?,
    )
}

async fn write_keys<DB: Engine>(pool: &Pool<DB>, keys: &[KeyRow]) -> Result<(), StoreError> {
    for (name, value, created_at) in keys {
        // The source's key wins: the daily codes stay what they were.
        sqlx::query(
            "INSERT INTO server_keys (name, value, created_at) VALUES ($1, $2, $3) \
             ON CONFLICT (name) DO UPDATE SET value = excluded.value, \
             created_at = excluded.created_at",
        )
        .bind(name)
        .bind(value)
        .bind(created_at)
        .execute(pool)
        .await?;
    }
    Ok(())
}

async fn read_daily<DB: Engine>(pool: &Pool<DB>) -> Result<Vec<DailyRow>, StoreError> {
    Ok(sqlx::query_as(
        "SELECT day, preset, player, game_id, name, address FROM daily_games \
         ORDER BY day, preset, player",
    )
    .fetch_all(pool)
    .await?)
}

async fn write_daily<DB: Engine>(pool: &Pool<DB>, daily: &[DailyRow]) -> Result<(), StoreError> {
    for chunk in daily.chunks(ROWS_PER_STATEMENT / 6) {
        let mut insert = sqlx::QueryBuilder::new(
            "INSERT INTO daily_games (day, preset, player, game_id, name, address) ",
        );
        insert.push_values(chunk, |mut row, d| {
            row.push_bind(d.0.clone())
                .push_bind(d.1.clone())
                .push_bind(d.2.clone())
                .push_bind(d.3.clone())
                .push_bind(d.4.clone())
                .push_bind(d.5.clone());
        });
        insert.build().execute(pool).await?;
    }
    Ok(())
}
