//! Web games in PostgreSQL.

use std::collections::HashMap;

use mastermind_core::Preset;
use sqlx::{Postgres, QueryBuilder, Row};

use super::PgStore;
use crate::games::{
    GameScore, GameStore, GameWrite, ROWS_PER_STATEMENT, Standing, StoredGame, admissible,
    admitted_endings, admitted_guesses, admitted_quits, answers, creates, games_touched,
    mark_inserted, parse_code, parse_outcome, parse_preset, parse_setup, stored_turns, take,
};
use crate::{NewScore, StoreError};

impl GameStore for PgStore {
    async fn write_games(&self, writes: &[GameWrite]) -> Result<Vec<bool>, StoreError> {
        let creates = creates(writes)?;
        let mut tx = self.pool().begin().await?;
        let mut created = vec![false; writes.len()];
        for chunk in creates.chunks(ROWS_PER_STATEMENT) {
            let mut insert = QueryBuilder::<Postgres>::new(
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
        // The games this batch moves are locked (in id order, so that two
        // batches never wait on each other in a circle) until the commit:
        // another server's write to them waits and then sees this one.
        let touched: Vec<String> = games_touched(writes)
            .into_iter()
            .map(str::to_string)
            .collect();
        let mut standing = HashMap::new();
        if !touched.is_empty() {
            let locked: Vec<(String, bool, i64)> = sqlx::query_as(
                "SELECT g.id, g.quit_at IS NOT NULL, \
                 (SELECT COUNT(*) FROM turns t WHERE t.game_id = g.id) \
                 FROM games g WHERE g.id = ANY($1) ORDER BY g.id FOR UPDATE OF g",
            )
            .bind(&touched)
            .fetch_all(&mut *tx)
            .await?;
            for (id, quit, count) in locked {
                let turns = u8::try_from(count)
                    .map_err(|_| StoreError::Corrupt(format!("game {id} has {count} turns")))?;
                standing.insert(id, Standing { quit, turns });
            }
        }
        let mut applied = admissible(writes, standing);
        let guesses = admitted_guesses(writes, &applied);
        for chunk in guesses.chunks(ROWS_PER_STATEMENT) {
            // Columns as arrays: one statement text whatever the batch's
            // size, so PostgreSQL plans it once per connection.
            let (mut ids, mut turns, mut codes, mut ats) =
                (Vec::new(), Vec::new(), Vec::new(), Vec::new());
            for &i in chunk {
                if let GameWrite::Guess {
                    game,
                    turn,
                    guess,
                    at,
                    ..
                } = &writes[i]
                {
                    ids.push(game.clone());
                    turns.push(i64::from(*turn));
                    codes.push(guess.to_string());
                    ats.push(*at);
                }
            }
            let inserted: Vec<(String, i64)> = sqlx::query_as(
                "INSERT INTO turns (game_id, turn, guess, at) \
                 SELECT * FROM UNNEST($1::TEXT[], $2::BIGINT[], $3::TEXT[], $4::BIGINT[]) \
                 ON CONFLICT DO NOTHING RETURNING game_id, turn",
            )
            .bind(&ids)
            .bind(&turns)
            .bind(&codes)
            .bind(&ats)
            .fetch_all(&mut *tx)
            .await?;
            mark_inserted(writes, chunk, inserted, &mut applied);
        }
        for (game, outcome, turns, at) in admitted_endings(writes, &applied) {
            sqlx::query(
                "UPDATE games SET outcome = $1, turns = $2, finished_at = $3 WHERE id = $4",
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
                "UPDATE games SET quit_at = $1, outcome = 'quit', turns = $2, finished_at = $1 \
                 WHERE id = $3 AND quit_at IS NULL",
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
        sqlx::query("UPDATE games SET hinted = TRUE WHERE id = $1")
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
            "SELECT g.id FROM games g WHERE g.quit_at IS NULL AND g.created_at < $1 \
             AND NOT EXISTS (SELECT 1 FROM turns t WHERE t.game_id = g.id AND t.at >= $1) \
             ORDER BY g.created_at, g.id LIMIT $3 OFFSET $2",
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
             outcome FROM games WHERE id = $1",
        )
        .bind(id)
        .fetch_optional(self.pool())
        .await?
        else {
            return Ok(None);
        };
        let rows: Vec<(i64, String, i64)> =
            sqlx::query_as("SELECT turn, guess, at FROM turns WHERE game_id = $1 ORDER BY turn")
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
            score_recorded: row.try_get("score_recorded")?,
            hinted: row.try_get("hinted")?,
            outcome: parse_outcome(id, row.try_get("outcome")?)?,
            turns: stored_turns(id, rows)?,
        }))
    }

    async fn record_game_score(&self, id: &str, score: &NewScore) -> Result<GameScore, StoreError> {
        // Claimed first and released if the score does not go in, as on
        // SQLite: a crash in between loses the entry rather than doubling it.
        let claimed = sqlx::query(
            "UPDATE games SET score_recorded = TRUE WHERE id = $1 AND NOT score_recorded",
        )
        .bind(id)
        .execute(self.pool())
        .await?;
        if claimed.rows_affected() == 0 {
            return Ok(GameScore::AlreadyRecorded);
        }
        let recorded = self.record_placed(score).await.map(|placed| match placed {
            Some(placed) => GameScore::Recorded {
                rank: placed.rank,
                all_time: placed.all_time,
            },
            None => GameScore::NotPlaced,
        });
        if !matches!(recorded, Ok(GameScore::Recorded { .. })) {
            sqlx::query("UPDATE games SET score_recorded = FALSE WHERE id = $1")
                .bind(id)
                .execute(self.pool())
                .await?;
        }
        recorded
    }
}
