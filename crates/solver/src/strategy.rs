//! The codebreaking strategies, by name.

use std::fmt;
use std::str::FromStr;

use serde::{Serialize, Serializer};

/// How the computer picks its next guess.
///
/// Every strategy but `simple` and `random` breaks ties the same way: a guess
/// that could still be the secret first, then the lowest code in digit order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Strategy {
    /// Seed 004: fixed openings that cover the colours, then the first code
    /// that fits every answer.
    Simple,
    /// A code drawn at random from those that fit every answer.
    Random,
    /// Knuth (1976): the guess whose largest remaining part is smallest.
    Knuth,
    /// The guess that splits the candidates into the most parts.
    MostParts,
    /// The guess with the smallest expected number of remaining candidates.
    ExpectedSize,
    /// The guess whose feedback carries the most information.
    Entropy,
    /// The exact minimum expected number of guesses; with `worst_case`, the
    /// minimum among strategies that never need more than that many guesses.
    ///
    /// Where no strategy keeps within `worst_case` from a position, the
    /// unbounded optimum is played from there. Where the candidates times the
    /// codes of the setup exceed 7776² in an analysis (past 5 pegs of 6
    /// colours: the first turns of larger setups), or 1296² in a game
    /// against a person (who should not wait a minute), an exact search is
    /// out of reach and `most-parts` stands in until the candidates are few
    /// enough; under a `worst_case`, in an analysis, the first guess (in
    /// the exact search's order) that keeps every code within it stands in
    /// instead, so the cap holds on every setup.
    Optimal { worst_case: Option<u8> },
    /// The strongest play within reach: the exact optimum where the search
    /// fits (as for `optimal`, on setups of at most 4096 codes), elsewhere
    /// entropy improved by lookahead: entropy's few best guesses are each
    /// played out to the end with entropy after them, and the one whose game
    /// costs fewest guesses is played. In a game against a person the first
    /// guess comes from the analyses where they are known
    /// ([`crate::best_opening`]), and a turn that would take too long plays
    /// entropy's own choice.
    Best,
}

impl Strategy {
    pub const ALL: [Strategy; 8] = [
        Strategy::Simple,
        Strategy::Random,
        Strategy::Knuth,
        Strategy::MostParts,
        Strategy::ExpectedSize,
        Strategy::Entropy,
        Strategy::Optimal { worst_case: None },
        Strategy::Best,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Strategy::Simple => "simple",
            Strategy::Random => "random",
            Strategy::Knuth => "knuth",
            Strategy::MostParts => "most-parts",
            Strategy::ExpectedSize => "expected-size",
            Strategy::Entropy => "entropy",
            Strategy::Optimal { .. } => "optimal",
            Strategy::Best => "best",
        }
    }

    /// One line for people.
    pub fn description(self) -> &'static str {
        match self {
            Strategy::Simple => "fixed openings, then the first code that fits every answer",
            Strategy::Random => "a random code that fits every answer",
            Strategy::Knuth => "the guess whose largest remaining part is smallest",
            Strategy::MostParts => "the guess that splits the candidates into the most parts",
            Strategy::ExpectedSize => "the guess that leaves the fewest candidates on average",
            Strategy::Entropy => "the guess whose answer carries the most information",
            Strategy::Optimal { .. } => "the fewest guesses on average (exhaustive search)",
            Strategy::Best => {
                "the exact optimum where it can be searched, else entropy with lookahead"
            }
        }
    }
}

impl fmt::Display for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Strategy::Optimal {
                worst_case: Some(n),
            } => write!(f, "optimal:{n}"),
            other => f.write_str(other.name()),
        }
    }
}

impl Serialize for Strategy {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// A strategy name that is not one of [`Strategy::ALL`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown strategy '{0}': the strategies are simple, random, knuth, most-parts, expected-size, entropy, optimal (optimal:N for at most N guesses), best"
)]
pub struct UnknownStrategy(pub String);

impl FromStr for Strategy {
    type Err = UnknownStrategy;

    /// A name of [`Strategy::ALL`]; `optimal:N` (or `optimal-N`) bounds the
    /// worst case to N guesses.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let wanted = s.trim().to_ascii_lowercase().replace('_', "-");
        if let Some(n) = wanted
            .strip_prefix("optimal:")
            .or_else(|| wanted.strip_prefix("optimal-"))
        {
            return match n.parse::<u8>() {
                Ok(n) if n > 0 => Ok(Strategy::Optimal {
                    worst_case: Some(n),
                }),
                _ => Err(UnknownStrategy(s.to_string())),
            };
        }
        Strategy::ALL
            .into_iter()
            .find(|st| st.name() == wanted)
            .ok_or_else(|| UnknownStrategy(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for s in Strategy::ALL {
            assert_eq!(s.name().parse::<Strategy>(), Ok(s));
            assert_eq!(s.to_string().parse::<Strategy>(), Ok(s));
        }
        let bounded = Strategy::Optimal {
            worst_case: Some(5),
        };
        assert_eq!("optimal:5".parse::<Strategy>(), Ok(bounded));
        assert_eq!(bounded.to_string().parse::<Strategy>(), Ok(bounded));
        assert_eq!("Most_Parts".parse::<Strategy>(), Ok(Strategy::MostParts));
    }

    #[test]
    fn unknown_names_list_the_known_ones() {
        let err = "minimax".parse::<Strategy>().unwrap_err().to_string();
        assert!(err.contains("minimax"));
        for s in Strategy::ALL {
            assert!(err.contains(s.name()), "{err} lacks {}", s.name());
        }
        assert!("optimal:0".parse::<Strategy>().is_err());
        assert!("optimal:x".parse::<Strategy>().is_err());
    }
}
