//! The copy of the puzzles and the coach's marks, row for row: each puzzle
//! at its rating, every attempt, the accounts' puzzle ratings, the days'
//! puzzles and every review's marks, so that a database copied or backed
//! up keeps every player's record and accuracy.

use sqlx::{Pool, QueryBuilder};

use crate::copy::fetch_all;
use crate::engine::Engine;
use crate::games::ROWS_PER_STATEMENT;
use crate::puzzles::attempts::{AttemptRow, attempt_columns};
use crate::{Database, StoreError};

type PuzzleRow = (String, String, String, f64, f64, f64, i64, i64, i64);
type RatingRow = (String, f64, f64, f64, i64);
type DailyRow = (String, String);
type CoachedRow = (String, String, String, i64, f64, i64);

async fn insert_coached<DB: Engine>(
    pool: &Pool<DB>,
    rows: &[CoachedRow],
) -> Result<(), StoreError> {
    for chunk in rows.chunks(ROWS_PER_STATEMENT / 6) {
        let mut insert =
            QueryBuilder::new("INSERT INTO coached (kind, id, player, judged, weights, at) ");
        insert.push_values(chunk, |mut row, c| {
            row.push_bind(c.0.clone())
                .push_bind(c.1.clone())
                .push_bind(c.2.clone())
                .push_bind(c.3)
                .push_bind(c.4)
                .push_bind(c.5);
        });
        insert.build().execute(pool).await?;
    }
    Ok(())
}

/// Copies every puzzle, attempt, puzzle rating and day's puzzle of `from`
/// into `to` (whose accounts are copied already); how many attempts.
pub(crate) async fn copy_puzzles(from: &Database, to: &Database) -> Result<u64, StoreError> {
    let puzzles: Vec<PuzzleRow> = dispatch!(from, pool => fetch_all(
        pool,
        "SELECT id, theme, body, rating, deviation, volatility, plays, solved, created_at \
         FROM puzzles ORDER BY id",
    ))?;
    let attempts: Vec<AttemptRow> = dispatch!(from, pool => fetch_all(
        pool,
        concat!("SELECT ", attempt_columns!(), " FROM puzzle_attempts ORDER BY id"),
    ))?;
    let ratings: Vec<RatingRow> = dispatch!(from, pool => fetch_all(
        pool,
        "SELECT account, rating, deviation, volatility, updated_at FROM puzzle_ratings \
         ORDER BY account",
    ))?;
    let days: Vec<DailyRow> = dispatch!(from, pool => fetch_all(
        pool,
        "SELECT day, puzzle_id FROM daily_puzzles ORDER BY day",
    ))?;
    dispatch!(to, pool => insert(pool, &puzzles, &attempts, &ratings, &days))?;
    let coached: Vec<CoachedRow> = dispatch!(from, pool => fetch_all(
        pool,
        "SELECT kind, id, player, judged, weights, at FROM coached ORDER BY kind, id, player",
    ))?;
    dispatch!(to, pool => insert_coached(pool, &coached))?;
    Ok(attempts.len() as u64)
}

async fn insert<DB: Engine>(
    pool: &Pool<DB>,
    puzzles: &[PuzzleRow],
    attempts: &[AttemptRow],
    ratings: &[RatingRow],
    days: &[DailyRow],
) -> Result<(), StoreError> {
    for chunk in puzzles.chunks(ROWS_PER_STATEMENT / 9) {
        let mut insert = QueryBuilder::new(
            "INSERT INTO puzzles (id, theme, body, rating, deviation, volatility, plays, \
             solved, created_at) ",
        );
        insert.push_values(chunk, |mut row, p| {
            row.push_bind(p.0.clone())
                .push_bind(p.1.clone())
                .push_bind(p.2.clone())
                .push_bind(p.3)
                .push_bind(p.4)
                .push_bind(p.5)
                .push_bind(p.6)
                .push_bind(p.7)
                .push_bind(p.8);
        });
        // A target a server opened holds the shipped set already: the
        // copy's ratings and counts are the ones kept.
        insert.push(
            " ON CONFLICT (id) DO UPDATE SET rating = excluded.rating, \
             deviation = excluded.deviation, volatility = excluded.volatility, \
             plays = excluded.plays, solved = excluded.solved",
        );
        insert.build().execute(pool).await?;
    }
    for chunk in attempts.chunks(ROWS_PER_STATEMENT / 14) {
        let mut insert = QueryBuilder::new(concat!(
            "INSERT INTO puzzle_attempts (",
            attempt_columns!(),
            ") "
        ));
        insert.push_values(chunk, |mut row, a| {
            row.push_bind(a.0.clone())
                .push_bind(a.1.clone())
                .push_bind(a.2.clone())
                .push_bind(a.3.clone())
                .push_bind(a.4)
                .push_bind(a.5.clone())
                .push_bind(a.6.clone())
                .push_bind(a.7.clone())
                .push_bind(a.8.clone())
                .push_bind(a.9)
                .push_bind(a.10)
                .push_bind(a.11)
                .push_bind(a.12)
                .push_bind(a.13);
        });
        insert.build().execute(pool).await?;
    }
    for chunk in ratings.chunks(ROWS_PER_STATEMENT / 5) {
        let mut insert = QueryBuilder::new(
            "INSERT INTO puzzle_ratings (account, rating, deviation, volatility, updated_at) ",
        );
        insert.push_values(chunk, |mut row, r| {
            row.push_bind(r.0.clone())
                .push_bind(r.1)
                .push_bind(r.2)
                .push_bind(r.3)
                .push_bind(r.4);
        });
        insert.build().execute(pool).await?;
    }
    for chunk in days.chunks(ROWS_PER_STATEMENT / 2) {
        let mut insert = QueryBuilder::new("INSERT INTO daily_puzzles (day, puzzle_id) ");
        insert.push_values(chunk, |mut row, d| {
            row.push_bind(d.0.clone()).push_bind(d.1.clone());
        });
        insert.build().execute(pool).await?;
    }
    Ok(())
}
