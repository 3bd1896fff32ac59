//! What the terminal announces about itself, read from the environment here
//! at the edge so that the screens take it as a plain setting.

use mastermind_tui::ColourDepth;

/// The colours the terminal shows, from `COLORTERM` and `TERM`.
pub fn colour_depth() -> ColourDepth {
    ColourDepth::from_terminal(
        std::env::var("COLORTERM").ok().as_deref(),
        std::env::var("TERM").ok().as_deref(),
    )
}
