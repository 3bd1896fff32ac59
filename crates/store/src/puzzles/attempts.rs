//! The attempts' queries, one SQL text for both engines: started once per
//! player and mode, saved at a version, and an ending that is rated moves
//! both ratings in the commit that saves it.

use mastermind_core::Turn;
use mastermind_core::daily::Day;
use mastermind_core::duel::rating::Rating;
use mastermind_core::puzzle::{Ending, Mode, rate};
use sqlx::Pool;

use super::queries::{PUZZLE_COLUMNS, PuzzleRow, puzzle, read_puzzle};
use super::{NewAttempt, PuzzleRecord, SavedAttempt};
use crate::StoreError;
use crate::engine::{Engine, Written};
use crate::quota::TAKE_ACCOUNT;

/// An attempt's row, its columns in the order of [`COLUMNS`].
pub(crate) type AttemptRow = (
    String,
    String,
    String,
    String,
    bool,
    Option<String>,
    Option<String>,
    String,
    Option<String>,
    Option<f64>,
    Option<f64>,
    i64,
    i64,
    Option<i64>,
);

/// An attempt's columns, in the order of [`AttemptRow`]: a macro, so that
/// the copy's statements are whole literals too.
macro_rules! attempt_columns {
    () => {
        "id, puzzle_id, player, mode, rated, streak, day, turns, ending, \
     rating_before, rating_after, version, created_at, finished_at"
    };
}
pub(crate) use attempt_columns;

const COLUMNS: &str = attempt_columns!();

fn parse_ending(id: &str, name: &str) -> Result<Ending, StoreError> {
    Ending::from_name(name)
        .ok_or_else(|| StoreError::Corrupt(format!("attempt {id} ended as {name}")))
}

fn turns_json(turns: &[Turn]) -> Result<String, StoreError> {
    serde_json::to_string(turns).map_err(|e| StoreError::Corrupt(format!("turns: {e}")))
}

async fn read<DB: Engine>(pool: &Pool<DB>, row: AttemptRow) -> Result<SavedAttempt, StoreError> {
    let (id, puzzle_id, player, mode, rated, streak, day, turns, ending) = (
        row.0, row.1, row.2, row.3, row.4, row.5, row.6, row.7, row.8,
    );
    let corrupt = |what: String| StoreError::Corrupt(format!("attempt {id}: {what}"));
    let puzzle = puzzle(pool, &puzzle_id)
        .await?
        .ok_or_else(|| corrupt(format!("its puzzle {puzzle_id} is gone")))?;
    Ok(SavedAttempt {
        mode: Mode::from_name(&mode).ok_or_else(|| corrupt(format!("mode {mode}")))?,
        day: day
            .map(|d| d.parse::<Day>().map_err(|e| corrupt(e.0)))
            .transpose()?,
        turns: serde_json::from_str(&turns).map_err(|e| corrupt(e.to_string()))?,
        ending: ending.map(|e| parse_ending(&id, &e)).transpose()?,
        puzzle,
        player,
        rated,
        streak,
        rating_before: row.9,
        rating_after: row.10,
        version: row.11,
        created_at: row.12,
        finished_at: row.13,
        id,
    })
}

async fn first<DB: Engine>(
    pool: &Pool<DB>,
    condition: &str,
    binds: (&str, &str),
) -> Result<Option<SavedAttempt>, StoreError> {
    let row: Option<AttemptRow> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM puzzle_attempts WHERE {condition}"
    )))
    .bind(binds.0)
    .bind(binds.1)
    .fetch_optional(pool)
    .await?;
    match row {
        Some(row) => Ok(Some(read(pool, row).await?)),
        None => Ok(None),
    }
}

pub(super) async fn one<DB: Engine>(
    pool: &Pool<DB>,
    id: &str,
) -> Result<Option<SavedAttempt>, StoreError> {
    first(pool, "id = $1 AND $2 = ''", (id, "")).await
}

pub(super) async fn open<DB: Engine>(
    pool: &Pool<DB>,
    player: &str,
    mode: Mode,
) -> Result<Option<SavedAttempt>, StoreError> {
    first(
        pool,
        "player = $1 AND mode = $2 AND finished_at IS NULL",
        (player, mode.name()),
    )
    .await
}

pub(super) async fn of_day<DB: Engine>(
    pool: &Pool<DB>,
    player: &str,
    day: Day,
) -> Result<Option<SavedAttempt>, StoreError> {
    first(pool, "player = $1 AND day = $2", (player, &day.to_string())).await
}

pub(super) async fn start<DB: Engine>(
    pool: &Pool<DB>,
    new: &NewAttempt,
) -> Result<SavedAttempt, StoreError> {
    // The unique indexes on open attempts and on days settle two starts at
    // once: the second inserts nothing and reads the first's.
    sqlx::query(
        "INSERT INTO puzzle_attempts (id, puzzle_id, player, mode, rated, streak, day, turns, \
         created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, '[]', $8) ON CONFLICT DO NOTHING",
    )
    .bind(&new.id)
    .bind(&new.puzzle_id)
    .bind(&new.player)
    .bind(new.mode.name())
    .bind(new.rated)
    .bind(new.streak.as_deref())
    .bind(new.day.map(|d| d.to_string()))
    .bind(new.created_at)
    .execute(pool)
    .await?;
    let kept = match new.day {
        Some(day) => of_day(pool, &new.player, day).await?,
        None => open(pool, &new.player, new.mode).await?,
    };
    kept.ok_or_else(|| StoreError::Conflict("the attempt ended as it began".to_string()))
}

pub(super) async fn save<DB: Engine>(
    pool: &Pool<DB>,
    id: &str,
    version: i64,
    turns: &[Turn],
    ending: Option<Ending>,
    now: i64,
) -> Result<Option<SavedAttempt>, StoreError> {
    let mut tx = pool.begin().await?;
    // The write first: it takes the attempt's row (SQLite's whole
    // database) before anything is read.
    let saved = sqlx::query(
        "UPDATE puzzle_attempts SET turns = $1, ending = $2, finished_at = $3, \
         version = version + 1 WHERE id = $4 AND version = $5 AND finished_at IS NULL",
    )
    .bind(turns_json(turns)?)
    .bind(ending.map(Ending::name))
    .bind(ending.map(|_| now))
    .bind(id)
    .bind(version)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    if saved == 0 {
        tx.rollback().await?;
        return Ok(None);
    }
    if let Some(ending) = ending {
        let (player, puzzle_id, rated): (String, String, bool) =
            sqlx::query_as("SELECT player, puzzle_id, rated FROM puzzle_attempts WHERE id = $1")
                .bind(id)
                .fetch_one(&mut *tx)
                .await?;
        if rated {
            // The account's row, then the puzzle's, in that order in every
            // transaction: two rated endings of one player, or at one
            // puzzle, wait for each other and rate from what it wrote.
            sqlx::query(TAKE_ACCOUNT)
                .bind(&player)
                .execute(&mut *tx)
                .await?;
        }
        sqlx::query("UPDATE puzzles SET plays = plays + 1, solved = solved + $1 WHERE id = $2")
            .bind(i64::from(ending.is_solved()))
            .bind(&puzzle_id)
            .execute(&mut *tx)
            .await?;
        if rated {
            let mine: Option<(f64, f64, f64)> = sqlx::query_as(
                "SELECT rating, deviation, volatility FROM puzzle_ratings WHERE account = $1",
            )
            .bind(&player)
            .fetch_optional(&mut *tx)
            .await?;
            let mine =
                mine.map_or_else(Rating::default, |(rating, deviation, volatility)| Rating {
                    rating,
                    deviation,
                    volatility,
                });
            let row: PuzzleRow = sqlx::query_as(sqlx::AssertSqlSafe(format!(
                "SELECT {PUZZLE_COLUMNS} FROM puzzles p WHERE p.id = $1"
            )))
            .bind(&puzzle_id)
            .fetch_one(&mut *tx)
            .await?;
            let theirs = read_puzzle(row)?.rating;
            let after = rate(mine, theirs, ending.is_solved());
            sqlx::query(
                "INSERT INTO puzzle_ratings (account, rating, deviation, volatility, updated_at) \
                 VALUES ($1, $2, $3, $4, $5) ON CONFLICT (account) DO UPDATE SET \
                 rating = excluded.rating, deviation = excluded.deviation, \
                 volatility = excluded.volatility, updated_at = excluded.updated_at",
            )
            .bind(&player)
            .bind(after.player.rating)
            .bind(after.player.deviation)
            .bind(after.player.volatility)
            .bind(now)
            .execute(&mut *tx)
            .await?;
            sqlx::query(
                "UPDATE puzzles SET rating = $1, deviation = $2, volatility = $3 WHERE id = $4",
            )
            .bind(after.puzzle.rating)
            .bind(after.puzzle.deviation)
            .bind(after.puzzle.volatility)
            .bind(&puzzle_id)
            .execute(&mut *tx)
            .await?;
            sqlx::query(
                "UPDATE puzzle_attempts SET rating_before = $1, rating_after = $2 WHERE id = $3",
            )
            .bind(mine.rating)
            .bind(after.player.rating)
            .bind(id)
            .execute(&mut *tx)
            .await?;
        }
    }
    tx.commit().await?;
    one(pool, id).await
}

pub(super) async fn streak_of<DB: Engine>(
    pool: &Pool<DB>,
    player: &str,
) -> Result<Option<(String, i64)>, StoreError> {
    let last: Option<(Option<String>, Option<String>)> = sqlx::query_as(
        "SELECT streak, ending FROM puzzle_attempts WHERE player = $1 AND mode = 'streak' \
         AND finished_at IS NOT NULL ORDER BY finished_at DESC, id DESC LIMIT 1",
    )
    .bind(player)
    .fetch_optional(pool)
    .await?;
    let Some((Some(streak), Some(ending))) = last else {
        return Ok(None);
    };
    if ending != Ending::Solved.name() {
        return Ok(None);
    }
    let solved = streak_length(pool, player, &streak).await?;
    Ok(Some((streak, solved)))
}

pub(super) async fn streak_length<DB: Engine>(
    pool: &Pool<DB>,
    player: &str,
    streak: &str,
) -> Result<i64, StoreError> {
    Ok(sqlx::query_scalar(
        "SELECT COUNT(*) FROM puzzle_attempts WHERE player = $1 AND streak = $2 \
         AND ending = 'solved'",
    )
    .bind(player)
    .bind(streak)
    .fetch_one(pool)
    .await?)
}

pub(super) async fn rating<DB: Engine>(
    pool: &Pool<DB>,
    player: &str,
) -> Result<Option<Rating>, StoreError> {
    let rating: Option<(f64, f64, f64)> = sqlx::query_as(
        "SELECT rating, deviation, volatility FROM puzzle_ratings WHERE account = $1",
    )
    .bind(player)
    .fetch_optional(pool)
    .await?;
    Ok(rating.map(|(rating, deviation, volatility)| Rating {
        rating,
        deviation,
        volatility,
    }))
}

pub(super) async fn record<DB: Engine>(
    pool: &Pool<DB>,
    player: &str,
) -> Result<PuzzleRecord, StoreError> {
    let rating = rating(pool, player).await?;
    let (attempts, solved): (i64, i64) = sqlx::query_as(
        "SELECT COUNT(*), CAST(COALESCE(SUM(CASE WHEN ending = 'solved' THEN 1 ELSE 0 END), 0) \
         AS BIGINT) FROM puzzle_attempts WHERE player = $1 AND ending IS NOT NULL",
    )
    .bind(player)
    .fetch_one(pool)
    .await?;
    let best_streak: i64 = sqlx::query_scalar(
        "SELECT CAST(COALESCE(MAX(n), 0) AS BIGINT) FROM (SELECT COUNT(*) AS n \
         FROM puzzle_attempts WHERE player = $1 AND mode = 'streak' AND ending = 'solved' \
         GROUP BY streak) s",
    )
    .bind(player)
    .fetch_one(pool)
    .await?;
    let streak = streak_of(pool, player).await?.map_or(0, |(_, n)| n);
    Ok(PuzzleRecord {
        rating,
        attempts,
        solved,
        best_streak,
        streak,
    })
}
