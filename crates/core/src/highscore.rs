//! High-score rules (seeds 000 and 002, section 5): who may enter, with what
//! name, and how entries rank.

use std::cmp::Ordering;

/// Entries kept per table.
pub const TABLE_SIZE: usize = 10;

/// The longest name, in characters, after trimming.
pub const MAX_NAME_CHARS: usize = 44;

/// A name fit for a high-score table: 1 to 44 characters after trimming, no
/// control characters.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PlayerName(String);

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NameError {
    #[error("the name is empty: give 1 to {MAX_NAME_CHARS} characters")]
    Empty,
    #[error("the name has {0} characters; at most {MAX_NAME_CHARS} are allowed")]
    TooLong(usize),
    #[error("the name has a control character (such as a newline or tab)")]
    Control,
}

impl PlayerName {
    pub fn parse(text: &str) -> Result<Self, NameError> {
        let name = text.trim();
        if name.is_empty() {
            return Err(NameError::Empty);
        }
        if name.chars().any(char::is_control) {
            return Err(NameError::Control);
        }
        let chars = name.chars().count();
        if chars > MAX_NAME_CHARS {
            return Err(NameError::TooLong(chars));
        }
        Ok(PlayerName(name.to_string()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// What ranks a win: fewer turns, then less time, then earlier.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Achievement {
    pub turns: u8,
    pub millis: u64,
    /// When the game was won, in milliseconds since the Unix epoch.
    pub at: i64,
}

impl Achievement {
    pub fn rank_cmp(&self, other: &Self) -> Ordering {
        (self.turns, self.millis, self.at).cmp(&(other.turns, other.millis, other.at))
    }
}

/// Whether a result enters a table that holds `table` (any order).
pub fn qualifies(table: &[Achievement], result: &Achievement) -> bool {
    if table.len() < TABLE_SIZE {
        return true;
    }
    let mut sorted = table.to_vec();
    sorted.sort_by(Achievement::rank_cmp);
    result.rank_cmp(&sorted[TABLE_SIZE - 1]) == Ordering::Less
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_trimmed_and_limited_to_44_characters() {
        assert_eq!(PlayerName::parse("  Ann ").unwrap().as_str(), "Ann");
        assert!(PlayerName::parse(&"é".repeat(44)).is_ok());
        assert_eq!(
            PlayerName::parse(&"x".repeat(45)),
            Err(NameError::TooLong(45))
        );
        assert_eq!(PlayerName::parse("   "), Err(NameError::Empty));
        assert_eq!(PlayerName::parse("a\nb"), Err(NameError::Control));
    }

    #[test]
    fn fewer_turns_then_less_time_then_earlier() {
        let r = |turns, millis, at| Achievement { turns, millis, at };
        let mut results = vec![r(5, 10, 1), r(4, 90, 2), r(4, 30, 3), r(4, 30, 1)];
        results.sort_by(Achievement::rank_cmp);
        assert_eq!(
            results,
            vec![r(4, 30, 1), r(4, 30, 3), r(4, 90, 2), r(5, 10, 1)]
        );
    }

    #[test]
    fn a_full_table_takes_only_better_results() {
        let table: Vec<Achievement> = (0..10)
            .map(|i| Achievement {
                turns: 3 + i as u8 / 3,
                millis: 1000,
                at: i,
            })
            .collect();
        let worst = Achievement {
            turns: 6,
            millis: 1000,
            at: 9,
        };
        assert!(!qualifies(
            &table,
            &Achievement {
                turns: 6,
                millis: 1000,
                at: 99
            }
        ));
        assert!(qualifies(
            &table,
            &Achievement {
                turns: 6,
                millis: 999,
                at: 99
            }
        ));
        assert!(qualifies(&table[..9], &worst));
    }
}
