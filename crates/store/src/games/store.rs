//! Web games on either engine, in one implementation: the SQL is one text
//! for SQLite and PostgreSQL, and only two steps differ by engine: how a
//! write transaction locks what it reads (SQLite's `BEGIN IMMEDIATE` takes
//! the whole database's write lock; PostgreSQL locks the games read with
//! `FOR UPDATE`), and how a batch of guesses is inserted (PostgreSQL takes
//! the columns as arrays, one statement text whatever the batch's size, so
//! it plans it once per connection).

use std::collections::HashMap;

use mastermind_core::Preset;
use sqlx::{PgConnection, Pool, QueryBuilder, SqliteConnection, Transaction};

use super::batch::{
    Standing, admissible, admitted_endings, admitted_guesses, admitted_quits, answers, creates,
    games_touched, mark_inserted, take,
};
use super::{
    GameScore, GameStamp, GameStore, GameWrite, ROWS_PER_STATEMENT, StoredGame, parse_code,
    parse_outcome, parse_preset, parse_setup, stored_turns,
};
use crate::engine::{Engine, Written, begin_write};
use crate::notify::Notify;
use crate::{Database, NewScore, StoreError};

/// The body of [`GameStore::write_games`] on the transaction `tx`, which
/// holds what it reads until the commit: SQLite's write transaction the
/// whole database, PostgreSQL the games read, locked as
/// [`Engine::LOCK_GAMES_READ`] says. Which writes took effect.
async fn write_games_in<DB: Engine>(
    tx: &mut Transaction<'_, DB>,
    writes: &[GameWrite],
) -> Result<Vec<bool>, StoreError> {
    let creates = super::in_play::within_games_in_play(tx, creates(writes)?).await?;
    let mut created = vec![false; writes.len()];
    for chunk in creates.chunks(ROWS_PER_STATEMENT) {
        let mut insert =
            QueryBuilder::new("INSERT INTO games (id, preset, setup, secret, player, created_at) ");
        insert.push_values(chunk, |mut row, (_, game, setup)| {
            row.push_bind(game.id.as_str())
                .push_bind(game.preset.map(Preset::name))
                .push_bind(setup.as_str())
                .push_bind(game.secret.to_string())
                .push_bind(game.player.as_deref())
                .push_bind(game.created_at);
        });
        insert.push(" ON CONFLICT DO NOTHING RETURNING id");
        let mut ids: Vec<String> = insert.build_query_scalar().fetch_all(&mut **tx).await?;
        for (i, game, _) in chunk {
            created[*i] = take(&mut ids, |id| *id == game.id);
        }
    }
    // The games this batch moves, in id order (two batches never wait
    // on each other in a circle), locked until the commit: another
    // process's write to them waits and then sees this one.
    let mut standing = HashMap::new();
    for chunk in games_touched(writes).chunks(ROWS_PER_STATEMENT) {
        let mut select = QueryBuilder::new(
            "SELECT g.id, g.quit_at IS NOT NULL, \
             (SELECT COUNT(*) FROM turns t WHERE t.game_id = g.id) \
             FROM games g WHERE g.id IN (",
        );
        let mut ids = select.separated(", ");
        for id in chunk {
            ids.push_bind(*id);
        }
        select.push(") ORDER BY g.id");
        select.push(DB::LOCK_GAMES_READ);
        let rows: Vec<(String, bool, i64)> = select.build_query_as().fetch_all(&mut **tx).await?;
        for (id, quit, turns) in rows {
            let turns = u8::try_from(turns)
                .map_err(|_| StoreError::Corrupt(format!("game {id} has {turns} turns")))?;
            standing.insert(id, Standing { quit, turns });
        }
    }
    let mut applied = admissible(writes, standing);
    let guesses = admitted_guesses(writes, &applied);
    for chunk in guesses.chunks(ROWS_PER_STATEMENT) {
        let inserted = DB::insert_turns(&mut **tx, writes, chunk).await?;
        mark_inserted(writes, chunk, inserted, &mut applied);
    }
    for (game, outcome, turns, at) in admitted_endings(writes, &applied) {
        sqlx::query("UPDATE games SET outcome = $1, turns = $2, finished_at = $3 WHERE id = $4")
            .bind(outcome)
            .bind(turns)
            .bind(at)
            .bind(game)
            .execute(&mut **tx)
            .await?;
    }
    for (i, game, at, turns) in admitted_quits(writes, &applied) {
        let done = sqlx::query(
            "UPDATE games SET quit_at = $1, outcome = 'quit', turns = $2, finished_at = $1 \
             WHERE id = $3 AND quit_at IS NULL",
        )
        .bind(at)
        .bind(turns)
        .bind(game)
        .execute(&mut **tx)
        .await?;
        applied[i] = done.rows_affected() == 1;
    }
    Ok(answers(applied, created))
}

/// Word of each write in `writes` that took effect, as `notice` words it.
fn notices(
    writes: &[GameWrite],
    applied: &[bool],
    notice: &(dyn Fn(&GameWrite) -> Option<String> + Sync),
) -> Vec<String> {
    writes
        .iter()
        .zip(applied)
        .filter(|(_, done)| **done)
        .filter_map(|(write, _)| notice(write))
        .collect()
}

/// The admitted guesses `chunk` of `writes` as (game, turn, guess, at).
fn guess_rows<'w>(
    writes: &'w [GameWrite],
    chunk: &[usize],
) -> impl Iterator<Item = (&'w str, i64, String, i64)> {
    chunk.iter().filter_map(|&i| match &writes[i] {
        GameWrite::Guess {
            game,
            turn,
            guess,
            at,
            ..
        } => Some((game.as_str(), i64::from(*turn), guess.to_string(), *at)),
        _ => None,
    })
}

/// Inserts guesses on SQLite: one multi-row statement.
pub(crate) async fn sqlite_turns(
    tx: &mut SqliteConnection,
    writes: &[GameWrite],
    chunk: &[usize],
) -> Result<Vec<(String, i64)>, StoreError> {
    let mut insert = QueryBuilder::new("INSERT INTO turns (game_id, turn, guess, at) ");
    insert.push_values(
        guess_rows(writes, chunk),
        |mut row, (game, turn, guess, at)| {
            row.push_bind(game)
                .push_bind(turn)
                .push_bind(guess)
                .push_bind(at);
        },
    );
    insert.push(" ON CONFLICT DO NOTHING RETURNING game_id, turn");
    Ok(insert.build_query_as().fetch_all(tx).await?)
}

/// Inserts guesses on PostgreSQL: the columns as arrays.
pub(crate) async fn postgres_turns(
    tx: &mut PgConnection,
    writes: &[GameWrite],
    chunk: &[usize],
) -> Result<Vec<(String, i64)>, StoreError> {
    let (mut ids, mut turns, mut codes, mut ats) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for (game, turn, guess, at) in guess_rows(writes, chunk) {
        ids.push(game);
        turns.push(turn);
        codes.push(guess);
        ats.push(at);
    }
    Ok(sqlx::query_as(
        "INSERT INTO turns (game_id, turn, guess, at) \
         SELECT * FROM UNNEST($1::TEXT[], $2::BIGINT[], $3::TEXT[], $4::BIGINT[]) \
         ON CONFLICT DO NOTHING RETURNING game_id, turn",
    )
    .bind(&ids)
    .bind(&turns)
    .bind(&codes)
    .bind(&ats)
    .fetch_all(tx)
    .await?)
}

/// A game row as read: preset, setup, secret, player, created_at, quit_at,
/// score_recorded, hinted, outcome.
type GameRow = (
    Option<String>,
    String,
    String,
    Option<String>,
    i64,
    Option<i64>,
    bool,
    bool,
    Option<String>,
);

impl GameStore for Database {
    async fn write_games_telling(
        &self,
        writes: &[GameWrite],
        notice: &(dyn Fn(&GameWrite) -> Option<String> + Sync),
    ) -> Result<Vec<bool>, StoreError> {
        let (applied, words) = dispatch!(self, pool => write_games(pool, writes, notice))?;
        self.told(&words);
        Ok(applied)
    }

    async fn game_stamp(&self, id: &str) -> Result<Option<GameStamp>, StoreError> {
        dispatch!(self, pool => game_stamp(pool, id))
    }

    async fn mark_hinted(&self, id: &str) -> Result<(), StoreError> {
        dispatch!(self, pool => mark_hinted(pool, id))
    }

    async fn idle_games(
        &self,
        before: i64,
        skip: i64,
        limit: i64,
    ) -> Result<Vec<String>, StoreError> {
        dispatch!(self, pool => idle_games(pool, before, skip, limit))
    }

    async fn load_game(&self, id: &str) -> Result<Option<StoredGame>, StoreError> {
        dispatch!(self, pool => load_game(pool, id))
    }

    async fn record_game_score(&self, id: &str, score: &NewScore) -> Result<GameScore, StoreError> {
        dispatch!(self, pool => record_game_score(pool, id, score))
    }
}

/// Writes `writes` in one transaction: which took effect, and word of
/// those (as `notice` words it), queued on PostgreSQL's channel with the
/// commit (SQLite's is told after it, by the caller).
async fn write_games<DB: Engine>(
    pool: &Pool<DB>,
    writes: &[GameWrite],
    notice: &(dyn Fn(&GameWrite) -> Option<String> + Sync),
) -> Result<(Vec<bool>, Vec<String>), StoreError> {
    let mut tx = begin_write(pool).await?;
    let applied = write_games_in(&mut tx, writes).await?;
    let words = notices(writes, &applied, notice);
    Notify::notify(&mut *tx, &words).await?;
    tx.commit().await?;
    Ok((applied, words))
}

// The queries, one SQL text for both engines.

async fn game_stamp<DB: Engine>(
    pool: &Pool<DB>,
    id: &str,
) -> Result<Option<GameStamp>, StoreError> {
    let row: Option<(i64, bool, bool, bool)> = sqlx::query_as(
        "SELECT (SELECT COUNT(*) FROM turns t WHERE t.game_id = g.id), \
         g.quit_at IS NOT NULL, g.hinted, g.score_recorded FROM games g WHERE g.id = $1",
    )
    .bind(id)
    .fetch_optional(pool)
    .await?;
    row.map(|(turns, quit, hinted, score_recorded)| {
        Ok(GameStamp {
            turns: u8::try_from(turns)
                .map_err(|_| StoreError::Corrupt(format!("game {id} has {turns} turns")))?,
            quit,
            hinted,
            score_recorded,
        })
    })
    .transpose()
}

async fn mark_hinted<DB: Engine>(pool: &Pool<DB>, id: &str) -> Result<(), StoreError> {
    sqlx::query("UPDATE games SET hinted = $1 WHERE id = $2")
        .bind(true)
        .bind(id)
        .execute(pool)
        .await?;
    Ok(())
}

async fn idle_games<DB: Engine>(
    pool: &Pool<DB>,
    before: i64,
    skip: i64,
    limit: i64,
) -> Result<Vec<String>, StoreError> {
    Ok(sqlx::query_scalar(
        "SELECT g.id FROM games g WHERE g.quit_at IS NULL AND g.created_at < $1 \
         AND NOT EXISTS (SELECT 1 FROM turns t WHERE t.game_id = g.id AND t.at >= $1) \
         ORDER BY g.created_at, g.id LIMIT $3 OFFSET $2",
    )
    .bind(before)
    .bind(skip)
    .bind(limit)
    .fetch_all(pool)
    .await?)
}

async fn load_game<DB: Engine>(
    pool: &Pool<DB>,
    id: &str,
) -> Result<Option<StoredGame>, StoreError> {
    let row: Option<GameRow> = sqlx::query_as(
        "SELECT preset, setup, secret, player, created_at, quit_at, score_recorded, \
         hinted, outcome FROM games WHERE id = $1",
    )
    .bind(id)
    .fetch_optional(pool)
    .await?;
    let turns: Vec<(i64, String, i64)> =
        sqlx::query_as("SELECT turn, guess, at FROM turns WHERE game_id = $1 ORDER BY turn")
            .bind(id)
            .fetch_all(pool)
            .await?;
    let Some((preset, setup, secret, player, created_at, quit_at, score_recorded, hinted, outcome)) =
        row
    else {
        return Ok(None);
    };
    Ok(Some(StoredGame {
        id: id.to_string(),
        preset: parse_preset(id, preset)?,
        setup: parse_setup(id, &setup)?,
        secret: parse_code(id, &secret)?,
        player,
        created_at,
        quit_at,
        score_recorded,
        hinted,
        outcome: parse_outcome(id, outcome)?,
        turns: stored_turns(id, turns)?,
    }))
}

async fn record_game_score<DB: Engine>(
    pool: &Pool<DB>,
    id: &str,
    score: &NewScore,
) -> Result<GameScore, StoreError> {
    // The game is claimed first and released if the score does not go
    // in: a crash in between loses the entry rather than letting a game
    // enter the tables twice.
    let claimed =
        sqlx::query("UPDATE games SET score_recorded = $1 WHERE id = $2 AND NOT score_recorded")
            .bind(true)
            .bind(id)
            .execute(pool)
            .await?
            .rows_affected();
    if claimed == 0 {
        return Ok(GameScore::AlreadyRecorded);
    }
    let placed = crate::scores::record_placed(pool, score).await;
    let recorded = placed.map(|placed| match placed {
        Some(placed) => GameScore::Recorded {
            rank: placed.rank,
            all_time: placed.all_time,
        },
        None => GameScore::NotPlaced,
    });
    if !matches!(recorded, Ok(GameScore::Recorded { .. })) {
        sqlx::query("UPDATE games SET score_recorded = $1 WHERE id = $2")
            .bind(false)
            .bind(id)
            .execute(pool)
            .await?;
    }
    recorded
}
