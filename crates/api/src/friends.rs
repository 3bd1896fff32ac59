//! Friends and who is online.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::players::RatingView;

/// A player in a list of friends or of players online.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct PlayerPresence {
    pub name: String,
    /// Online now (seen by any server in the last two minutes), unless
    /// they hide it.
    pub online: bool,
    /// `null` before the player's first rated duel.
    pub rating: Option<RatingView>,
    /// A bot account (marked BOT).
    #[serde(default)]
    pub bot: bool,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct Friends {
    /// The players you follow, those online first, then by name.
    pub friends: Vec<PlayerPresence>,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct Online {
    /// Players online now but you and those who hide it, the highest rated
    /// first, at most 100.
    pub players: Vec<PlayerPresence>,
}
