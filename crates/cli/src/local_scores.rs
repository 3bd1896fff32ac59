//! The terminal's high-score book: the store's SQLite tables in the data
//! directory, seen through the board's `ScoreBook` seam.

use std::path::{Path, PathBuf};

use anyhow::Context;
use mastermind_core::Preset;
use mastermind_core::highscore::Achievement;
use mastermind_store::blocking::ScoreDb;
use mastermind_store::{NewScore, Scope, ScoreEntry};
use mastermind_tui::{Entry, ScoreBook, Win};

use crate::usage::usage;

/// The data directory: `--data-dir`/`MASTERMIND_DATA_DIR`, else the platform's.
pub fn data_dir(explicit: Option<&Path>) -> anyhow::Result<PathBuf> {
    if let Some(dir) = explicit {
        return Ok(dir.to_path_buf());
    }
    directories::ProjectDirs::from("", "", "mastermind")
        .map(|dirs| dirs.data_dir().to_path_buf())
        .context("no home directory to keep high scores in: pass --data-dir DIR")
}

/// The database at `--database`, else the one in the data directory,
/// created on first use.
pub fn open_db(explicit: Option<&Path>, database: Option<&str>) -> anyhow::Result<ScoreDb> {
    if let Some(address) = database {
        return ScoreDb::open_address(address).map_err(usage);
    }
    let dir = data_dir(explicit)?;
    ScoreDb::open_in_dir(&dir).with_context(|| format!("opening the database in {}", dir.display()))
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
}
