//! Moving everything one database keeps into another: an SQLite file into
//! PostgreSQL when one server is no longer enough (`mastermind db copy`).
//! Rows are copied as they are (a score that fell off the all-time table
//! still counts in its player's own), into a target that holds nothing yet.

use sqlx::{FromRow, Pool, QueryBuilder};

use crate::engine::Engine;
use crate::games::ROWS_PER_STATEMENT;
use crate::{Database, GameStore, GameWrite, NewGame, SeriesStore, StoreError};

/// How much was copied.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Copied {
    pub scores: u64,
    pub games: u64,
    pub turns: u64,
    pub series: u64,
    pub accounts: u64,
    pub duels: u64,
    pub duel_events: u64,
    pub daily_games: u64,
    pub tournaments: u64,
    pub puzzle_attempts: u64,
}

type ScoreRow = (
    String,
    Option<String>,
    String,
    i64,
    i64,
    String,
    i64,
    bool,
    bool,
    Option<String>,
    bool,
);

/// Every row `sql` reads from `pool`, as `R`.
pub(crate) async fn fetch_all<DB: Engine, R>(
    pool: &Pool<DB>,
    sql: &'static str,
) -> Result<Vec<R>, StoreError>
where
    R: for<'r> FromRow<'r, DB::Row> + Send + Unpin,
{
    Ok(sqlx::query_as(sql).fetch_all(pool).await?)
}

impl Database {
    /// Rows in the tables a copy fills; a target must have none.
    async fn rows_kept(&self) -> Result<i64, StoreError> {
        let counts: Vec<(i64,)> = dispatch!(self, pool => fetch_all(
            pool,
            "SELECT COUNT(*) FROM scores UNION ALL SELECT COUNT(*) FROM games \
             UNION ALL SELECT COUNT(*) FROM series UNION ALL SELECT COUNT(*) FROM accounts \
             UNION ALL SELECT COUNT(*) FROM duels",
        ))?;
        Ok(counts.iter().map(|c| c.0).sum())
    }

    async fn insert_scores(&self, rows: &[ScoreRow]) -> Result<(), StoreError> {
        dispatch!(self, pool => insert_scores(pool, rows))
    }

    async fn mark_recorded(&self, ids: &[String]) -> Result<(), StoreError> {
        dispatch!(self, pool => mark_recorded(pool, ids))
    }
}

/// Copies every score, game (with its guesses), daily game (with the key
/// of the daily codes), series, account (with its sessions) and duel (with
/// its events) of `from` into `to`, which must hold none yet.
pub async fn copy_all(from: &Database, to: &Database) -> Result<Copied, StoreError> {
    if to.rows_kept().await? > 0 {
        return Err(StoreError::Conflict(format!(
            "{} already holds scores, games, series, accounts or duels: copy into an empty database",
            to.describe()
        )));
    }
    let mut copied = Copied::default();

    let scores: Vec<ScoreRow> = dispatch!(from, pool => fetch_all(
        pool,
        "SELECT preset, player, name, turns, millis, secret, at, hidden, hinted, address, all_time FROM scores ORDER BY id",
    ))?;
    to.insert_scores(&scores).await?;
    copied.scores = scores.len() as u64;

    let games: Vec<(String,)> =
        dispatch!(from, pool => fetch_all(pool, "SELECT id FROM games ORDER BY id"))?;
    let mut recorded = Vec::new();
    let mut hinted = Vec::new();
    for chunk in games.chunks(ROWS_PER_STATEMENT / 16) {
        let mut writes = Vec::new();
        for (id,) in chunk {
            let game = from.load_game(id).await?.ok_or_else(|| {
                StoreError::Corrupt(format!("game {id} vanished during the copy"))
            })?;
            writes.push(GameWrite::Create(NewGame {
                id: game.id.clone(),
                preset: game.preset,
                setup: game.setup.clone(),
                secret: game.secret,
                player: game.player.clone(),
                created_at: game.created_at,
            }));
            let last = game.turns.len();
            for (i, turn) in game.turns.iter().enumerate() {
                // The outcome as kept: the last guess ended a game won or
                // lost (a quit is written by its own move below).
                let ends = game
                    .outcome
                    .filter(|o| i + 1 == last && *o != mastermind_core::State::Quit);
                writes.push(GameWrite::Guess {
                    game: game.id.clone(),
                    turn: turn.turn,
                    guess: turn.guess,
                    at: turn.at,
                    ends,
                });
            }
            if let Some(at) = game.quit_at {
                writes.push(GameWrite::Quit {
                    game: game.id.clone(),
                    at,
                    turns: u8::try_from(game.turns.len()).unwrap_or(u8::MAX),
                });
            }
            if game.score_recorded {
                recorded.push(game.id.clone());
            }
            if game.hinted {
                hinted.push(game.id.clone());
            }
            copied.games += 1;
            copied.turns += game.turns.len() as u64;
        }
        let applied = to.write_games(&writes).await?;
        if let Some(i) = applied.iter().position(|done| !done) {
            return Err(StoreError::Corrupt(format!(
                "a stored move does not follow its game: {:?}",
                writes[i]
            )));
        }
    }
    to.mark_recorded(&recorded).await?;
    for id in &hinted {
        to.mark_hinted(id).await?;
    }

    copied.daily_games = crate::copy_daily::copy_daily(from, to).await?;

    let series: Vec<(String,)> =
        dispatch!(from, pool => fetch_all(pool, "SELECT id FROM series ORDER BY id"))?;
    for (id,) in &series {
        let saved = from
            .load_series(id)
            .await?
            .ok_or_else(|| StoreError::Corrupt(format!("series {id} vanished during the copy")))?;
        to.create_series(
            id,
            &saved.series,
            saved.owner.as_deref(),
            saved.turn_started_at,
        )
        .await?;
        copied.series += 1;
    }
    let online = crate::copy_online::copy_online(from, to).await?;
    copied.accounts = online.accounts;
    copied.duels = online.duels;
    copied.duel_events = online.events;
    crate::copy_push::copy_push(from, to).await?;
    crate::copy_accounts::copy_accounts(from, to).await?;
    copied.tournaments = crate::copy_tournaments::copy_tournaments(from, to).await?;
    crate::copy_accounts::copy_bot_flags(from, to).await?;
    copied.puzzle_attempts = crate::copy_puzzles::copy_puzzles(from, to).await?;
    Ok(copied)
}

// The queries, one SQL text for both engines.

async fn insert_scores<DB: Engine>(pool: &Pool<DB>, rows: &[ScoreRow]) -> Result<(), StoreError> {
    for chunk in rows.chunks(ROWS_PER_STATEMENT) {
        let mut insert = QueryBuilder::new(
            "INSERT INTO scores (preset, player, name, turns, millis, secret, at, hidden, hinted, address, all_time) ",
        );
        insert.push_values(chunk, |mut row, r| {
            row.push_bind(r.0.clone())
                .push_bind(r.1.clone())
                .push_bind(r.2.clone())
                .push_bind(r.3)
                .push_bind(r.4)
                .push_bind(r.5.clone())
                .push_bind(r.6)
                .push_bind(r.7)
                .push_bind(r.8)
                .push_bind(r.9.clone())
                .push_bind(r.10);
        });
        insert.build().execute(pool).await?;
    }
    Ok(())
}

async fn mark_recorded<DB: Engine>(pool: &Pool<DB>, ids: &[String]) -> Result<(), StoreError> {
    for chunk in ids.chunks(ROWS_PER_STATEMENT) {
        let mut update = QueryBuilder::new("UPDATE games SET score_recorded = TRUE WHERE id IN (");
        let mut list = update.separated(", ");
        for id in chunk {
            list.push_bind(id.clone());
        }
        update.push(")");
        update.build().execute(pool).await?;
    }
    Ok(())
}
