//! The puzzles' own queries and the day's puzzle, one SQL text for both
//! engines.

use mastermind_core::daily::Day;
use mastermind_core::duel::rating::Rating;
use mastermind_core::puzzle::{Puzzle, Theme};
use sqlx::Pool;

use super::DailyTally;
use crate::StoreError;
use crate::engine::{Engine, Written};

/// A puzzle's row: its JSON and its rating.
pub(super) type PuzzleRow = (String, f64, f64, f64);

pub(super) const PUZZLE_COLUMNS: &str = "p.body, p.rating, p.deviation, p.volatility";

/// The puzzle a row keeps, at the row's rating.
pub(super) fn read_puzzle(
    (body, rating, deviation, volatility): PuzzleRow,
) -> Result<Puzzle, StoreError> {
    let mut puzzle: Puzzle = serde_json::from_str(&body)
        .map_err(|e| StoreError::Corrupt(format!("a kept puzzle does not read: {e}")))?;
    puzzle.rating = Rating {
        rating,
        deviation,
        volatility,
    };
    Ok(puzzle)
}

pub(super) async fn add_puzzles<DB: Engine>(
    pool: &Pool<DB>,
    puzzles: &[Puzzle],
    now: i64,
) -> Result<u64, StoreError> {
    let mut added = 0;
    for puzzle in puzzles {
        let body = serde_json::to_string(puzzle)
            .map_err(|e| StoreError::Corrupt(format!("a puzzle does not write: {e}")))?;
        added += sqlx::query(
            "INSERT INTO puzzles (id, theme, body, rating, deviation, volatility, created_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING",
        )
        .bind(&puzzle.id)
        .bind(puzzle.theme.name())
        .bind(body)
        .bind(puzzle.rating.rating)
        .bind(puzzle.rating.deviation)
        .bind(puzzle.rating.volatility)
        .bind(now)
        .execute(pool)
        .await?
        .rows_affected();
    }
    Ok(added)
}

pub(super) async fn puzzle_counts<DB: Engine>(
    pool: &Pool<DB>,
) -> Result<Vec<(Theme, i64)>, StoreError> {
    let rows: Vec<(String, i64)> =
        sqlx::query_as("SELECT theme, COUNT(*) FROM puzzles GROUP BY theme ORDER BY theme")
            .fetch_all(pool)
            .await?;
    Ok(rows
        .into_iter()
        .filter_map(|(theme, n)| Theme::from_name(&theme).map(|t| (t, n)))
        .collect())
}

pub(super) async fn puzzles_near<DB: Engine>(
    pool: &Pool<DB>,
    player: &str,
    theme: Option<Theme>,
    near: f64,
    limit: i64,
) -> Result<Vec<Puzzle>, StoreError> {
    // Unseen ones only, while there are any: a player who has seen every
    // puzzle of a theme meets them again rather than none.
    for seen in ["NOT EXISTS", "EXISTS"] {
        let rows: Vec<PuzzleRow> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
            "SELECT {PUZZLE_COLUMNS} FROM puzzles p \
             WHERE ($1 = '' OR p.theme = $1) AND {seen} (SELECT 1 FROM puzzle_attempts a \
             WHERE a.puzzle_id = p.id AND a.player = $2) \
             ORDER BY ABS(p.rating - $3), p.id LIMIT $4"
        )))
        .bind(theme.map_or("", Theme::name))
        .bind(player)
        .bind(near)
        .bind(limit)
        .fetch_all(pool)
        .await?;
        if !rows.is_empty() {
            return rows.into_iter().map(read_puzzle).collect();
        }
    }
    Ok(Vec::new())
}

pub(super) async fn puzzle<DB: Engine>(
    pool: &Pool<DB>,
    id: &str,
) -> Result<Option<Puzzle>, StoreError> {
    let row: Option<PuzzleRow> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {PUZZLE_COLUMNS} FROM puzzles p WHERE p.id = $1"
    )))
    .bind(id)
    .fetch_optional(pool)
    .await?;
    row.map(read_puzzle).transpose()
}

pub(super) async fn daily_puzzle<DB: Engine>(
    pool: &Pool<DB>,
    day: Day,
    pick: &str,
) -> Result<String, StoreError> {
    sqlx::query(
        "INSERT INTO daily_puzzles (day, puzzle_id) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING",
    )
    .bind(day.to_string())
    .bind(pick)
    .execute(pool)
    .await?;
    daily_puzzle_of(pool, day)
        .await?
        .ok_or_else(|| StoreError::Corrupt(format!("the puzzle of {day} vanished")))
}

pub(super) async fn daily_puzzle_of<DB: Engine>(
    pool: &Pool<DB>,
    day: Day,
) -> Result<Option<String>, StoreError> {
    Ok(
        sqlx::query_scalar("SELECT puzzle_id FROM daily_puzzles WHERE day = $1")
            .bind(day.to_string())
            .fetch_optional(pool)
            .await?,
    )
}

pub(super) async fn daily_tally<DB: Engine>(
    pool: &Pool<DB>,
    day: Day,
) -> Result<DailyTally, StoreError> {
    let (attempts, solved): (i64, i64) = sqlx::query_as(
        "SELECT COUNT(*), CAST(COALESCE(SUM(CASE WHEN ending = 'solved' THEN 1 ELSE 0 END), 0) \
         AS BIGINT) FROM puzzle_attempts WHERE day = $1 AND ending IS NOT NULL",
    )
    .bind(day.to_string())
    .fetch_one(pool)
    .await?;
    Ok(DailyTally { attempts, solved })
}
