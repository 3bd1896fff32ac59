//! Ratings of rated duels: Glicko-2 (Glickman), one duel at a time, as
//! lichess rates its games. A player starts at 1500 with a deviation of 350
//! and is provisional while the deviation stays above 110.

use serde::{Deserialize, Serialize};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

use super::{DuelResult, Side, Sides};

/// A deviation above this marks a rating as provisional (shown with "?").
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// How fast volatility may change: lichess's choice.
const TAU: f64 = 0.75;

/// A player's rating.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Default for Rating {
    /// A newcomer's: 1500, deviation 350, volatility 0.06.
    fn default() -> Self {
        Rating::from(Glicko2Rating::new())
    }
}

impl From<Glicko2Rating> for Rating {
    fn from(r: Glicko2Rating) -> Self {
        Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }
}

impl From<Rating> for Glicko2Rating {
    fn from(r: Rating) -> Self {
        Glicko2Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }
}

impl Rating {
    pub fn is_provisional(&self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }
}

/// Both players' ratings after a rated duel ended with `result`.
pub fn rate(before: Sides<Rating>, result: &DuelResult) -> Sides<Rating> {
    let outcome = match result.winner {
        Some(Side::White) => Outcomes::WIN,
        Some(Side::Black) => Outcomes::LOSS,
        None => Outcomes::DRAW,
    };
    let config = Glicko2Config {
        tau: TAU,
        ..Glicko2Config::new()
    };
    let (white, black) = glicko2(
        &before.white.into(),
        &before.black.into(),
        &outcome,
        &config,
    );
    Sides::new(white.into(), black.into())
}
