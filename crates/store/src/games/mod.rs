//! Single-player games played on the web: the game row, one row per guess.
//!
//! The store keeps what was played, not what it means: the server rebuilds a
//! [`mastermind_core::Game`] from a [`StoredGame`] with `Game::replay`, so the
//! rules live in the core only.

use std::future::Future;

use mastermind_core::{Code, Palette, Preset, Rule, Setup, State};
use serde::Deserialize;

use crate::{NewScore, Store, StoreError};

mod batch;
mod in_play;
mod store;

pub(crate) use store::{postgres_turns, sqlite_turns};

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
    /// A hint was asked for in this game.
    pub hinted: bool,
    /// Won, lost or quit, as written when the game ended; `None` while it is
    /// played (and for a game won or lost before outcomes were kept).
    pub outcome: Option<State>,
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
        /// The state this guess leaves the game in when it ends it (won or
        /// lost), as the core judged: kept as the game's outcome.
        ends: Option<State>,
    },
    /// The game ends unfinished; only if `turns` guesses are stored, so a
    /// quit made from a stale view of the game (won elsewhere meanwhile)
    /// is refused.
    Quit {
        game: String,
        at: i64,
        turns: u8,
    },
}

/// Everything of a stored game that changes after it is created: two
/// equal stamps mean the same game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameStamp {
    /// Guesses stored.
    pub turns: u8,
    pub quit: bool,
    pub hinted: bool,
    pub score_recorded: bool,
}

impl StoredGame {
    /// This game's stamp.
    pub fn stamp(&self) -> GameStamp {
        GameStamp {
            turns: u8::try_from(self.turns.len()).unwrap_or(u8::MAX),
            quit: self.quit_at.is_some(),
            hinted: self.hinted,
            score_recorded: self.score_recorded,
        }
    }
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
    /// has the answer. Each answer says whether its write took effect. A
    /// write takes effect only if it follows the state the database holds
    /// (earlier writes of the batch included): a game id already taken, a
    /// guess for any turn but the next one, a guess or a quit on a game that
    /// is quit or unknown, a quit that expects another number of turns, all
    /// leave the database as it was and answer `false`. Several processes
    /// may write to one database: the transaction locks the games it reads.
    fn write_games(
        &self,
        writes: &[GameWrite],
    ) -> impl Future<Output = Result<Vec<bool>, StoreError>> + Send {
        self.write_games_telling(writes, &|_| None)
    }

    /// [`GameStore::write_games`], and word of every write that took
    /// effect (`notice` of it, where it says something) to every listener
    /// of the database, committed with the writes: one commit for both.
    fn write_games_telling(
        &self,
        writes: &[GameWrite],
        notice: &(dyn Fn(&GameWrite) -> Option<String> + Sync),
    ) -> impl Future<Output = Result<Vec<bool>, StoreError>> + Send;

    /// What a copy of game `id` in memory is checked against before it is
    /// shown or a rule is applied to it (one indexed read); `None` if there
    /// is no such game.
    fn game_stamp(
        &self,
        id: &str,
    ) -> impl Future<Output = Result<Option<GameStamp>, StoreError>> + Send;

    /// The game `id` with its guesses, `None` if there is none.
    fn load_game(
        &self,
        id: &str,
    ) -> impl Future<Output = Result<Option<StoredGame>, StoreError>> + Send;

    /// Marks game `id` as played with a hint (before the hint is shown, so
    /// that a win after it never counts as one without).
    fn mark_hinted(&self, id: &str) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Games neither quit nor moved since `before` (Unix ms), oldest first,
    /// `limit` of them after skipping `skip`: candidates for expiry.
    /// Finished games are among them (the store does not know the rules);
    /// the caller replays each to tell.
    fn idle_games(
        &self,
        before: i64,
        skip: i64,
        limit: i64,
    ) -> impl Future<Output = Result<Vec<String>, StoreError>> + Send;

    /// Records the win of game `id` in the high-score tables, at most once
    /// per game. The caller has checked that the game was won and that
    /// `score` describes it.
    fn record_game_score(
        &self,
        id: &str,
        score: &NewScore,
    ) -> impl Future<Output = Result<GameScore, StoreError>> + Send;
}

// Rows per multi-row INSERT: 6 parameters each stays far below SQLite's
// 32,766 bound parameters and PostgreSQL's 65,535, and a batch rarely has
// more.
pub(crate) const ROWS_PER_STATEMENT: usize = 1000;

/// The setup as `Setup`'s `Serialize` writes it.
#[derive(Deserialize)]
pub(crate) struct SetupRow {
    pegs: u8,
    colours: u8,
    blanks: bool,
    repetition: bool,
    turns: u8,
    rule: Rule,
    palette: Vec<String>,
}

pub(crate) fn setup_json(setup: &Setup) -> Result<String, StoreError> {
    serde_json::to_string(setup).map_err(|e| StoreError::Corrupt(e.to_string()))
}

pub(crate) fn parse_setup(id: &str, text: &str) -> Result<Setup, StoreError> {
    let corrupt = |why: String| StoreError::Corrupt(format!("game {id} has a bad setup: {why}"));
    let row: SetupRow = serde_json::from_str(text).map_err(|e| corrupt(e.to_string()))?;
    let names: Vec<&str> = row.palette.iter().map(String::as_str).collect();
    let palette = Palette::from_names(&names).ok_or_else(|| corrupt(text.to_string()))?;
    Setup::with_palette(row.pegs, row.colours, row.turns, row.rule, palette)
        .and_then(|s| s.blanks(row.blanks).repetition(row.repetition))
        .map_err(|e| corrupt(e.to_string()))
}

pub(crate) fn parse_code(id: &str, text: &str) -> Result<Code, StoreError> {
    Code::from_digits(text)
        .ok_or_else(|| StoreError::Corrupt(format!("game {id} has a bad code '{text}'")))
}

pub(crate) fn parse_outcome(id: &str, name: Option<String>) -> Result<Option<State>, StoreError> {
    name.map(|name| {
        name.parse::<State>()
            .map_err(|e| StoreError::Corrupt(format!("game {id}: {e}")))
    })
    .transpose()
}

/// A stored game's turns, read back, as the core's types.
pub(crate) fn stored_turns(
    id: &str,
    rows: Vec<(i64, String, i64)>,
) -> Result<Vec<StoredTurn>, StoreError> {
    rows.into_iter()
        .map(|(turn, guess, at)| {
            let turn = u8::try_from(turn)
                .map_err(|_| StoreError::Corrupt(format!("game {id} has turn {turn}")))?;
            Ok(StoredTurn {
                turn,
                guess: parse_code(id, &guess)?,
                at,
            })
        })
        .collect()
}

pub(crate) fn parse_preset(id: &str, name: Option<String>) -> Result<Option<Preset>, StoreError> {
    name.map(|name| {
        name.parse::<Preset>()
            .map_err(|e| StoreError::Corrupt(format!("game {id}: {e}")))
    })
    .transpose()
}
