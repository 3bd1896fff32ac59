//! Rating attempts (Glicko-2 between the player and the puzzle, as lichess
//! rates its puzzles) and the coach's verdicts summed up as an accuracy.

use serde::{Deserialize, Serialize};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, glicko2};

use crate::duel::rating::Rating;

/// How fast volatility may change: the duels' (and lichess's) choice.
const TAU: f64 = 0.75;

/// Both ratings after an attempt.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct RatedAttempt {
    pub player: Rating,
    pub puzzle: Rating,
}

/// The player's and the puzzle's ratings after an attempt: one game between
/// them, which the player won when the puzzle was solved.
pub fn rate(player: Rating, puzzle: Rating, solved: bool) -> RatedAttempt {
    let outcome = if solved {
        Outcomes::WIN
    } else {
        Outcomes::LOSS
    };
    let config = Glicko2Config {
        tau: TAU,
        ..Glicko2Config::new()
    };
    let (player, puzzle) = glicko2(&player.into(), &puzzle.into(), &outcome, &config);
    RatedAttempt {
        player: player.into(),
        puzzle: puzzle.into(),
    }
}

/// The coach's word on one guess, by the guesses it is expected to cost
/// against the best play (see the solver's coach for the thresholds).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Verdict {
    /// The wire name.
    pub fn name(self) -> &'static str {
        match self {
            Verdict::Good => "good",
            Verdict::Inaccuracy => "inaccuracy",
            Verdict::Mistake => "mistake",
            Verdict::Blunder => "blunder",
        }
    }

    /// What a guess of this verdict counts towards [`accuracy`].
    pub fn weight(self) -> f64 {
        match self {
            Verdict::Good => 1.0,
            Verdict::Inaccuracy => 2.0 / 3.0,
            Verdict::Mistake => 1.0 / 3.0,
            Verdict::Blunder => 0.0,
        }
    }
}

/// A player's accuracy in percent over the verdicts of their reviewed
/// guesses: `100 · Σ weight / count`, a good guess weighing 1, an
/// inaccuracy 2/3, a mistake 1/3 and a blunder 0 (evenly spaced: each step
/// down the scale costs the same). `None` without a verdict.
pub fn accuracy(verdicts: impl IntoIterator<Item = Verdict>) -> Option<f64> {
    let (sum, count) = verdicts
        .into_iter()
        .fold((0.0, 0u32), |(s, n), v| (s + v.weight(), n + 1));
    (count > 0).then(|| 100.0 * sum / f64::from(count))
}
