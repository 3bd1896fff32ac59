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
    #[error(
        "the name has an invisible character (a direction override, a zero-width space or a line separator)"
    )]
    Invisible,
}

/// Characters that change how text around them shows without showing
/// themselves (Unicode's format characters and the line and paragraph
/// separators): a name with them could pass for another, or reorder the
/// table around it.
pub(crate) fn is_invisible(c: char) -> bool {
    matches!(c,
        '\u{00AD}' | '\u{0600}'..='\u{0605}' | '\u{061C}' | '\u{06DD}' | '\u{070F}'
        | '\u{180E}' | '\u{200B}'..='\u{200F}' | '\u{2028}'..='\u{202E}'
        | '\u{2060}'..='\u{2064}' | '\u{2066}'..='\u{206F}' | '\u{FEFF}'
        | '\u{FFF9}'..='\u{FFFB}' | '\u{1BCA0}'..='\u{1BCA3}' | '\u{1D173}'..='\u{1D17A}'
        | '\u{E0001}' | '\u{E0020}'..='\u{E007F}')
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
        if name.chars().any(is_invisible) {
            return Err(NameError::Invisible);
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

/// Whether a win may enter the all-time table: only one played without
/// hints (a hinted win keeps its place in the player's own table, marked),
/// and not one won by the first guess, which no play can aim for: a bot
/// guessing one code over and over would otherwise fill the table by luck.
/// (The store adds the other half of the rule: one entry per address.)
pub fn counts_all_time(hinted: bool, turns: u8) -> bool {
    !hinted && turns > 1
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
    #[test]
    fn the_all_time_table_takes_neither_hinted_wins_nor_first_guesses() {
        use super::counts_all_time;
        assert!(counts_all_time(false, 2));
        assert!(counts_all_time(false, 12));
        assert!(!counts_all_time(false, 1));
        assert!(!counts_all_time(true, 4));
    }

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
        for hidden in [
            "ab\u{202E}cd",
            "a\u{200B}b",
            "a\u{2028}b",
            "\u{FEFF}ab",
            "a\u{2066}b",
        ] {
            assert_eq!(
                PlayerName::parse(hidden),
                Err(NameError::Invisible),
                "{hidden:?}"
            );
        }
        assert!(
            PlayerName::parse("Zoë 🎲 李").is_ok(),
            "letters and emoji are names"
        );
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
