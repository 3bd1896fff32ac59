//! The full-screen terminal board of `mastermind play`, and the seams it plays
//! through: high scores ([`ScoreBook`]) and advice ([`Advisor`]).

pub mod advisor;
pub mod config;
pub mod scorebook;

pub use advisor::{Advisor, Hint, ReviewRow};
pub use config::PlayConfig;
pub use scorebook::{Entry, ScoreBook, Win};

/// Plays on the full-screen board until the player leaves.
pub fn run(_config: PlayConfig, _scores: Option<&dyn ScoreBook>, _advisor: Option<&dyn Advisor>) -> anyhow::Result<()> {
    anyhow::bail!("the full-screen board is being built; use --json")
}
