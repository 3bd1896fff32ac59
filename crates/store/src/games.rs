//! Single-player games played on the web: the game row, one row per guess.
//!
//! The store keeps what was played, not what it means: the server rebuilds a
//! [`mastermind_core::Game`] from a [`StoredGame`] with `Game::replay`, so the
//! rules live in the core only.

use std::future::Future;

use mastermind_core::{Code, Palette, Preset, Rule, Setup};
use serde::Deserialize;
use sqlx::{QueryBuilder, Row, Sqlite};

use crate::{NewScore, Scope, SqliteStore, Store, StoreError};

/// A game to create.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewGame {
    /// Random, URL-safe text chosen by the caller.
    pub id: String,
    pub preset: Option<Preset>,
    pub setup: Setup,
    pub secret: Code,
    /// The anonymous browser id of whoever started the game.
    pub player: Option<String>,
    /// Unix milliseconds, UTC.
    pub created_at: i64,
}

/// One guess as stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StoredTurn {
    /// 1 for the first guess.
    pub turn: u8,
    pub guess: Code,
    /// Unix milliseconds, UTC.
    pub at: i64,
}

/// A game as stored, with its guesses in turn order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredGame {
    pub id: String,
    pub preset: Option<Preset>,
    pub setup: Setup,
    pub secret: Code,
    pub player: Option<String>,
    pub created_at: i64,
    pub quit_at: Option<i64>,
    pub score_recorded: bool,
    pub turns: Vec<StoredTurn>,
}

/// One change to the games, written with others in one transaction by
/// [`GameStore::write_games`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameWrite {
    Create(NewGame),
    /// A guess for turn `turn` of game `game`.
    Guess {
        game: String,
        turn: u8,
        guess: Code,
        at: i64,
    },
    Quit {
        game: String,
        at: i64,
    },
}

/// What [`GameStore::record_game_score`] did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameScore {
    /// Entered the all-time table (`all_time`) or else the player's own, at
    /// `rank`.
    Recorded { rank: u32, all_time: bool },
    /// Made neither table; the game may try again (with another name, say).
    NotPlaced,
    /// The game's score was recorded before.
    AlreadyRecorded,
}

/// Where web games are kept.
pub trait GameStore: Store {
    /// Applies `writes` in one write transaction, committed (and synced)
    /// before this returns: the caller may acknowledge every write once it
    /// has the answer. Each answer says whether its write took effect: a
    /// game id already taken, a turn already played or an unknown game, a
    /// second quit, all leave the database as it was and answer `false`.
    fn write_games(
        &self,
        writes: &[GameWrite],
    ) -> impl Future<Output = Result<Vec<bool>, StoreError>> + Send;

    /// The game `id` with its guesses, `None` if there is none.
    fn load_game(
        &self,
        id: &str,
    ) -> impl Future<Output = Result<Option<StoredGame>, StoreError>> + Send;

    /// Records the win of game `id` in the high-score tables, at most once
    /// per game. The caller has checked that the game was won and that
    /// `score` describes it.
    fn record_game_score(
        &self,
        id: &str,
        score: &NewScore,
    ) -> impl Future<Output = Result<GameScore, StoreError>> + Send;
}

// Rows per multi-row INSERT: 4 parameters each stays far below SQLite's
// 32,766 bound parameters, and a batch rarely has more.
const ROWS_PER_STATEMENT: usize = 1000;

/// The setup as `Setup`'s `Serialize` writes it.
#[derive(Deserialize)]
struct SetupRow {
    pegs: u8,
    colours: u8,
    blanks: bool,
    repetition: bool,
    turns: u8,
    rule: Rule,
    palette: Vec<String>,
}

/// Removes the first row that `matches` from `rows`: of two writes with the
/// same key in one statement only the first went in, and only it may say so.
fn take<T>(rows: &mut Vec<T>, matches: impl Fn(&T) -> bool) -> bool {
    match rows.iter().position(matches) {
        Some(i) => {
            rows.swap_remove(i);
            true
        }
        None => false,
    }
}

fn setup_json(setup: &Setup) -> Result<String, StoreError> {
    serde_json::to_string(setup).map_err(|e| StoreError::Corrupt(e.to_string()))
}

fn parse_setup(id: &str, text: &str) -> Result<Setup, StoreError> {
    let corrupt = |why: String| StoreError::Corrupt(format!("game {id} has a bad setup: {why}"));
    let row: SetupRow = serde_json::from_str(text).map_err(|e| corrupt(e.to_string()))?;
    let names: Vec<&str> = row.palette.iter().map(String::as_str).collect();
    let palette = Palette::from_names(&names).ok_or_else(|| corrupt(text.to_string()))?;
    Setup::with_palette(row.pegs, row.colours, row.turns, row.rule, palette)
        .and_then(|s| s.blanks(row.blanks).repetition(row.repetition))
        .map_err(|e| corrupt(e.to_string()))
}

fn parse_code(id: &str, text: &str) -> Result<Code, StoreError> {
    Code::from_digits(text)
        .ok_or_else(|| StoreError::Corrupt(format!("game {id} has a bad code '{text}'")))
}

impl GameStore for SqliteStore {
    async fn write_games(&self, writes: &[GameWrite]) -> Result<Vec<bool>, StoreError> {
        let mut applied = vec![false; writes.len()];
        let mut creates = Vec::new();
        let mut guesses = Vec::new();
        let mut quits = Vec::new();
        for (i, write) in writes.iter().enumerate() {
            match write {
                GameWrite::Create(game) => creates.push((i, game, setup_json(&game.setup)?)),
                GameWrite::Guess { .. } => guesses.push(i),
                GameWrite::Quit { .. } => quits.push(i),
            }
        }
        let mut tx = self.pool().begin_with("BEGIN IMMEDIATE").await?;
        // Games first, so a batch may hold a game and its first guesses.
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
            let mut created: Vec<String> = insert.build_query_scalar().fetch_all(&mut *tx).await?;
            for (i, game, _) in chunk {
                applied[*i] = take(&mut created, |id| *id == game.id);
            }
        }
        // Only guesses for games that exist: a missing game would otherwise
        // fail the foreign key and with it the whole statement.
        let mut known: Vec<usize> = Vec::with_capacity(guesses.len());
        for chunk in guesses.chunks(ROWS_PER_STATEMENT) {
            let mut select = QueryBuilder::<Sqlite>::new("SELECT id FROM games WHERE id IN (");
            let mut ids = select.separated(", ");
            for &i in chunk {
                if let GameWrite::Guess { game, .. } = &writes[i] {
                    ids.push_bind(game.as_str());
                }
            }
            select.push(")");
            let found: Vec<String> = select.build_query_scalar().fetch_all(&mut *tx).await?;
            known.extend(chunk.iter().copied().filter(
                |&i| matches!(&writes[i], GameWrite::Guess { game, .. } if found.contains(game)),
            ));
        }
        for chunk in known.chunks(ROWS_PER_STATEMENT) {
            let mut insert =
                QueryBuilder::<Sqlite>::new("INSERT INTO turns (game_id, turn, guess, at) ");
            insert.push_values(chunk, |mut row, &i| {
                if let GameWrite::Guess {
                    game,
                    turn,
                    guess,
                    at,
                } = &writes[i]
                {
                    row.push_bind(game.as_str())
                        .push_bind(i64::from(*turn))
                        .push_bind(guess.to_string())
                        .push_bind(*at);
                }
            });
            insert.push(" ON CONFLICT DO NOTHING RETURNING game_id, turn");
            let mut inserted: Vec<(String, i64)> =
                insert.build_query_as().fetch_all(&mut *tx).await?;
            for &i in chunk {
                if let GameWrite::Guess { game, turn, .. } = &writes[i] {
                    applied[i] = take(&mut inserted, |(g, t)| g == game && *t == i64::from(*turn));
                }
            }
        }
        for i in quits {
            if let GameWrite::Quit { game, at } = &writes[i] {
                let done =
                    sqlx::query("UPDATE games SET quit_at = ?1 WHERE id = ?2 AND quit_at IS NULL")
                        .bind(*at)
                        .bind(game.as_str())
                        .execute(&mut *tx)
                        .await?;
                applied[i] = done.rows_affected() == 1;
            }
        }
        tx.commit().await?;
        Ok(applied)
    }

    async fn load_game(&self, id: &str) -> Result<Option<StoredGame>, StoreError> {
        let Some(row) = sqlx::query(
            "SELECT preset, setup, secret, player, created_at, quit_at, score_recorded \
             FROM games WHERE id = ?1",
        )
        .bind(id)
        .fetch_optional(self.pool())
        .await?
        else {
            return Ok(None);
        };
        let preset = row
            .try_get::<Option<String>, _>("preset")?
            .map(|name| {
                name.parse::<Preset>()
                    .map_err(|e| StoreError::Corrupt(format!("game {id}: {e}")))
            })
            .transpose()?;
        let setup = parse_setup(id, &row.try_get::<String, _>("setup")?)?;
        let secret = parse_code(id, &row.try_get::<String, _>("secret")?)?;
        let rows: Vec<(i64, String, i64)> =
            sqlx::query_as("SELECT turn, guess, at FROM turns WHERE game_id = ?1 ORDER BY turn")
                .bind(id)
                .fetch_all(self.pool())
                .await?;
        let mut turns = Vec::with_capacity(rows.len());
        for (turn, guess, at) in rows {
            let turn = u8::try_from(turn)
                .map_err(|_| StoreError::Corrupt(format!("game {id} has turn {turn}")))?;
            turns.push(StoredTurn {
                turn,
                guess: parse_code(id, &guess)?,
                at,
            });
        }
        Ok(Some(StoredGame {
            id: id.to_string(),
            preset,
            setup,
            secret,
            player: row.try_get("player")?,
            created_at: row.try_get("created_at")?,
            quit_at: row.try_get("quit_at")?,
            score_recorded: row.try_get::<i64, _>("score_recorded")? != 0,
            turns,
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
        let all_time = self
            .qualifies(score.preset, &Scope::All, &score.achievement())
            .await;
        let recorded = match all_time {
            Ok(all_time) => self
                .record_score(score)
                .await
                .map(|rank| rank.map(|rank| (rank, all_time))),
            Err(e) => Err(e),
        };
        match recorded {
            Ok(Some((rank, all_time))) => Ok(GameScore::Recorded { rank, all_time }),
            other => {
                sqlx::query("UPDATE games SET score_recorded = 0 WHERE id = ?1")
                    .bind(id)
                    .execute(self.pool())
                    .await?;
                other.map(|_| GameScore::NotPlaced)
            }
        }
    }
}
