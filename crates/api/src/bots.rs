//! Bot accounts and the codebreaker league.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::players::RatingView;

/// A bot in the codebreaker league.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct LeagueEntryView {
    /// Its place among the rated bots; null before its first rated duel.
    pub rank: Option<usize>,
    pub name: String,
    /// The computer's level (1 to 5) of one of the site's house bots.
    pub house: Option<u8>,
    /// Null before its first rated duel.
    pub rating: Option<RatingView>,
    /// Finished duels, and how they ended for the bot.
    pub duels: i64,
    pub wins: i64,
    pub losses: i64,
    pub draws: i64,
    /// Guesses per code broken, over the duels in which it broke the
    /// opponent's code (two decimals); null before the first.
    pub average_guesses: Option<f64>,
}

/// The codebreaker league: the bots, the best rated first.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct LeagueView {
    pub bots: Vec<LeagueEntryView>,
}
