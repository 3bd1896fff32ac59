//! Web games in SQLite.

use std::collections::HashMap;

use mastermind_core::Preset;
use sqlx::{QueryBuilder, Row, Sqlite};

use super::SqliteStore;
use crate::games::{
    GameScore, GameStore, GameWrite, ROWS_PER_STATEMENT, Standing, StoredGame, admissible,
    admitted_endings, admitted_guesses, admitted_quits, answers, creates, games_touched,
    mark_inserted, parse_code, parse_outcome, parse_preset, parse_setup, stored_turns, take,
};
use crate::{NewScore, StoreError};

impl GameStore for SqliteStore {
    async fn write_games(&self, writes: &[GameWrite]) -> Result<Vec<bool>, StoreError> {
        let creates = creates(writes)?;
        // IMMEDIATE takes the write lock first: what is read below stays true
        // until the commit, whichever process writes next.
        let mut tx = self.pool().begin_with("BEGIN IMMEDIATE").await?;
        let mut created = vec![false; writes.len()];
        for chunk in creates.chunks(ROWS_PER_STATEMENT) {
            let mut insert = QueryBuilder::<Sqlite>::new(
                "INSERT INTO games (id, preset, setup, secret, player, created_at) ",
            );
            insert.push_values(chunk, |mut row, (_, game, setup)| {
                row.push_bind(game.id.as_str())
                    .push_bind(game.preset.map(Preset::name))
                    .push_bind(setup.as_str())
                    .push_bind(game.secret.to_string())
                    .push_bind(game.player.as_deref())
                    .push_bind(game.created_at);
            });
            insert.push(" ON CONFLICT DO NOTHING RETURNING id");
            let mut ids: Vec<String> = insert.build_query_scalar().fetch_all(&mut *tx).await?;
            for (i, game, _) in chunk {
                created[*i] = take(&mut ids, |id| *id == game.id);
            }
        }
        let mut standing = HashMap::new();
        for chunk in games_touched(writes).chunks(ROWS_PER_STATEMENT) {
            let mut select = QueryBuilder::<Sqlite>::new(
                "SELECT id, quit_at IS NOT NULL, \
                 (SELECT COUNT(*) FROM turns WHERE game_id = games.id) \
                 FROM games WHERE id IN (",
            );
            let mut ids = select.separated(", ");
            for id in chunk {
                ids.push_bind(*id);
            }
            select.push(")");
            let rows: Vec<(String, bool, i64)> =
                select.build_query_as().fetch_all(&mut *tx).await?;
            for (id, quit, turns) in rows {
                let turns = u8::try_from(turns)
                    .map_err(|_| StoreError::Corrupt(format!("game {id} has {turns} turns")))?;
                standing.insert(id, Standing { quit, turns });
            }
        }
        let mut applied = admissible(writes, standing);
        let guesses = admitted_guesses(writes, &applied);
        for chunk in guesses.chunks(ROWS_PER_STATEMENT) {
            let mut insert =
                QueryBuilder::<Sqlite>::new("INSERT INTO turns (game_id, turn, guess, at) ");
            insert.push_values(chunk, |mut row, &i| {
                if let GameWrite::Guess {
                    game,
                    turn,
                    guess,
                    at,
                    ..
                } = &writes[i]
                {
                    row.push_bind(game.as_str())
                        .push_bind(i64::from(*turn))
                        .push_bind(guess.to_string())
                        .push_bind(*at);
                }
            });
            insert.push(" ON CONFLICT DO NOTHING RETURNING game_id, turn");
            let inserted: Vec<(String, i64)> = insert.build_query_as().fetch_all(&mut *tx).await?;
            mark_inserted(writes, chunk, inserted, &mut applied);
        }
        for (game, outcome, turns, at) in admitted_endings(writes, &applied) {
            sqlx::query(
                "UPDATE games SET outcome = ?1, turns = ?2, finished_at = ?3 WHERE id = ?4",
            )
            .bind(outcome)
            .bind(turns)
            .bind(at)
            .bind(game)
            .execute(&mut *tx)
            .await?;
        }
        let quits = admitted_quits(writes, &applied);
        for (i, game, at, turns) in quits {
            let done = sqlx::query(
                "UPDATE games SET quit_at = ?1, outcome = 'quit', turns = ?2, finished_at = ?1 \
                 WHERE id = ?3 AND quit_at IS NULL",
            )
            .bind(at)
            .bind(turns)
            .bind(game)
            .execute(&mut *tx)
            .await?;
            applied[i] = done.rows_affected() == 1;
        }
        tx.commit().await?;
        Ok(answers(applied, created))
    }

    async fn mark_hinted(&self, id: &str) -> Result<(), StoreError> {
        sqlx::query("UPDATE games SET hinted = 1 WHERE id = ?1")
            .bind(id)
            .execute(self.pool())
            .await?;
        Ok(())
    }

    async fn idle_games(
        &self,
        before: i64,
        skip: i64,
        limit: i64,
    ) -> Result<Vec<String>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT g.id FROM games g WHERE g.quit_at IS NULL AND g.created_at < ?1 \
             AND NOT EXISTS (SELECT 1 FROM turns t WHERE t.game_id = g.id AND t.at >= ?1) \
             ORDER BY g.created_at, g.id LIMIT ?3 OFFSET ?2",
        )
        .bind(before)
        .bind(skip)
        .bind(limit)
        .fetch_all(self.pool())
        .await?)
    }

    async fn load_game(&self, id: &str) -> Result<Option<StoredGame>, StoreError> {
        let Some(row) = sqlx::query(
            "SELECT preset, setup, secret, player, created_at, quit_at, score_recorded, hinted, \
             outcome FROM games WHERE id = ?1",
        )
        .bind(id)
        .fetch_optional(self.pool())
        .await?
        else {
            return Ok(None);
        };
        let rows: Vec<(i64, String, i64)> =
            sqlx::query_as("SELECT turn, guess, at FROM turns WHERE game_id = ?1 ORDER BY turn")
                .bind(id)
                .fetch_all(self.pool())
                .await?;
        Ok(Some(StoredGame {
            id: id.to_string(),
            preset: parse_preset(id, row.try_get("preset")?)?,
            setup: parse_setup(id, &row.try_get::<String, _>("setup")?)?,
            secret: parse_code(id, &row.try_get::<String, _>("secret")?)?,
            player: row.try_get("player")?,
            created_at: row.try_get("created_at")?,
            quit_at: row.try_get("quit_at")?,
            score_recorded: row.try_get::<i64, _>("score_recorded")? != 0,
            hinted: row.try_get::<i64, _>("hinted")? != 0,
            outcome: parse_outcome(id, row.try_get("outcome")?)?,
            turns: stored_turns(id, rows)?,
        }))
    }

    async fn record_game_score(&self, id: &str, score: &NewScore) -> Result<GameScore, StoreError> {
        // The game is claimed first and released if the score does not go
        // in: a crash in between loses the entry rather than letting a game
        // enter the tables twice.
        let claimed =
            sqlx::query("UPDATE games SET score_recorded = 1 WHERE id = ?1 AND score_recorded = 0")
                .bind(id)
                .execute(self.pool())
                .await?;
        if claimed.rows_affected() == 0 {
            return Ok(GameScore::AlreadyRecorded);
        }
        let recorded = self.record_claimed(score).await;
        if !matches!(recorded, Ok(GameScore::Recorded { .. })) {
            sqlx::query("UPDATE games SET score_recorded = 0 WHERE id = ?1")
                .bind(id)
                .execute(self.pool())
                .await?;
        }
        recorded
    }
}

impl SqliteStore {
    async fn record_claimed(&self, score: &NewScore) -> Result<GameScore, StoreError> {
        Ok(match self.record_placed(score).await? {
            Some(placed) => GameScore::Recorded {
                rank: placed.rank,
                all_time: placed.all_time,
            },
            None => GameScore::NotPlaced,
        })
    }
}
