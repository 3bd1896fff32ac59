//! The terminal's high-score book: the store's SQLite tables in the data
//! directory, seen through the board's `ScoreBook` seam.

use std::path::{Path, PathBuf};

use anyhow::Context;
use mastermind_core::highscore::Achievement;
use mastermind_core::{Preset, State};
use mastermind_i18n::tr;
use mastermind_store::blocking::ScoreDb;
use mastermind_store::{FinishedGame, GameWrite, NewGame, NewScore, Scope, ScoreEntry, new_id};
use mastermind_tui::{Entry, Finished, ScoreBook, Win};

use crate::usage::usage;

/// The data directory: `--data-dir`/`MASTERMIND_DATA_DIR`, else the platform's.
pub fn data_dir(explicit: Option<&Path>) -> anyhow::Result<PathBuf> {
    if let Some(dir) = explicit {
        return Ok(dir.to_path_buf());
    }
    directories::ProjectDirs::from("", "", "mastermind")
        .map(|dirs| dirs.data_dir().to_path_buf())
        .with_context(|| tr!("cmd-no-home"))
}

/// The database at `--database`, else the one in the data directory,
/// created on first use.
pub fn open_db(explicit: Option<&Path>, database: Option<&str>) -> anyhow::Result<ScoreDb> {
    if let Some(address) = database {
        return ScoreDb::open_address(address).map_err(usage);
    }
    let dir = data_dir(explicit)?;
    ScoreDb::open_in_dir(&dir).with_context(|| opening(&dir))
}

/// The context of a database in `dir` that did not open.
pub fn opening(dir: &Path) -> String {
    tr!("cmd-db-opening", dir = dir.display().to_string())
}

pub fn open(explicit: Option<&Path>, database: Option<&str>) -> anyhow::Result<LocalScores> {
    Ok(LocalScores {
        db: open_db(explicit, database)?,
    })
}

#[derive(Debug)]
pub struct LocalScores {
    db: ScoreDb,
}

impl LocalScores {
    pub fn entries(&self, preset: Preset) -> anyhow::Result<Vec<ScoreEntry>> {
        Ok(self.db.top_scores(preset, &Scope::All)?)
    }

    pub fn reset(&self, preset: Option<Preset>) -> anyhow::Result<u64> {
        Ok(self.db.reset_scores(preset, &Scope::All)?)
    }

    /// The terminal's finished games, oldest first: those kept without a
    /// player.
    pub fn finished_games(&self) -> anyhow::Result<Vec<FinishedGame>> {
        Ok(self.db.finished_games(None)?)
    }
}

/// The writes that keep a finished game as the web's games are kept: the
/// game, its guesses (each at the end, the only time the terminal keeps),
/// and how it ended.
fn game_writes(finished: &Finished<'_>) -> Vec<GameWrite> {
    let game = finished.game;
    let id = new_id();
    let millis = i64::try_from(finished.millis).unwrap_or(i64::MAX);
    let mut writes = vec![GameWrite::Create(NewGame {
        id: id.clone(),
        preset: finished.preset,
        setup: game.setup().clone(),
        secret: game.secret(),
        player: None,
        created_at: finished.at.saturating_sub(millis),
    })];
    let last = game.turns().len();
    for (i, turn) in game.turns().iter().enumerate() {
        let ends = (i + 1 == last && game.state() != State::Quit).then_some(game.state());
        writes.push(GameWrite::Guess {
            game: id.clone(),
            turn: u8::try_from(i + 1).unwrap_or(u8::MAX),
            guess: turn.guess,
            at: finished.at,
            ends,
        });
    }
    if game.state() == State::Quit {
        writes.push(GameWrite::Quit {
            game: id,
            at: finished.at,
            turns: u8::try_from(last).unwrap_or(u8::MAX),
        });
    }
    writes
}

impl ScoreBook for LocalScores {
    fn table(&self, preset: Preset) -> anyhow::Result<Vec<Entry>> {
        Ok(self
            .entries(preset)?
            .into_iter()
            .map(|e| Entry {
                rank: e.rank,
                date: e.date(),
                name: e.name,
                turns: e.turns,
                millis: e.millis,
                secret: e.secret,
            })
            .collect())
    }

    fn qualifies(&self, preset: Preset, achievement: &Achievement) -> anyhow::Result<bool> {
        Ok(self.db.qualifies(preset, &Scope::All, achievement)?)
    }

    fn record(&self, win: &Win) -> anyhow::Result<Option<u32>> {
        Ok(self.db.record_score(&NewScore {
            preset: win.preset,
            player: None,
            name: win.name.clone(),
            turns: win.turns,
            millis: win.millis,
            secret: win.secret,
            at: win.at,
            // The terminal offers the table only to wins played without hints.
            hinted: false,
            address: None,
        })?)
    }

    fn finished(&self, game: &Finished<'_>) -> anyhow::Result<()> {
        if !game.game.state().is_over() {
            return Ok(());
        }
        self.db.write_games(&game_writes(game))?;
        Ok(())
    }
}
