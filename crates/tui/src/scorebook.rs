//! The high-score tables as the terminal game sees them: a small synchronous
//! seam over the store, so the board can be tested with an in-memory book.

use mastermind_core::highscore::Achievement;
use mastermind_core::{Code, Game, PlayerName, Preset};

/// One line of a high-score table.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Entry {
    pub rank: u32,
    pub name: String,
    pub turns: u8,
    /// Milliseconds taken.
    pub millis: u64,
    /// The secret, in digits.
    pub secret: String,
    /// When, as `YYYY-MM-DD HH:MM` UTC.
    pub date: String,
}

/// A win to record.
#[derive(Debug, Clone)]
pub struct Win {
    pub preset: Preset,
    pub name: PlayerName,
    pub turns: u8,
    pub millis: u64,
    pub secret: Code,
    /// Milliseconds since the Unix epoch.
    pub at: i64,
}

impl Win {
    pub fn achievement(&self) -> Achievement {
        Achievement {
            turns: self.turns,
            millis: self.millis,
            at: self.at,
        }
    }
}

/// A game over (won, lost or quit), kept for the player's statistics.
#[derive(Debug, Clone, Copy)]
pub struct Finished<'g> {
    /// `None` for a custom setup.
    pub preset: Option<Preset>,
    pub game: &'g Game,
    /// From when the board was shown to the end.
    pub millis: u64,
    /// Milliseconds since the Unix epoch: the end.
    pub at: i64,
}

/// The local high-score tables, one per preset.
pub trait ScoreBook {
    /// The table of a preset, best first (at most ten entries).
    fn table(&self, preset: Preset) -> anyhow::Result<Vec<Entry>>;
    /// Whether a win would enter the preset's table now.
    fn qualifies(&self, preset: Preset, achievement: &Achievement) -> anyhow::Result<bool>;
    /// Records a win; its rank, or `None` when it no longer makes the table
    /// (another game may have finished first).
    fn record(&self, win: &Win) -> anyhow::Result<Option<u32>>;
    /// Keeps a game that is over for the statistics; a book that keeps no
    /// statistics ignores it.
    fn finished(&self, game: &Finished<'_>) -> anyhow::Result<()> {
        let _ = game;
        Ok(())
    }
}
