//! What a play session starts from, whichever door (board or line protocol) it uses.

use mastermind_core::{Code, PlayerName, Preset, Setup};
use rand::rngs::StdRng;

use crate::ColourDepth;

#[derive(Debug)]
pub struct PlayConfig {
    pub setup: Setup,
    /// `None` for a custom setup: no high-score table.
    pub preset: Option<Preset>,
    /// The secret of the first game when a person set it (`--secret`).
    pub secret: Option<Code>,
    /// Draws the secrets of new games; seeded by `--seed`.
    pub rng: StdRng,
    /// The name for the high-score table, given up front (`--name`).
    pub name: Option<PlayerName>,
    /// The colours the terminal shows, as the command line found it announced.
    pub colour_depth: ColourDepth,
}
