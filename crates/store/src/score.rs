use mastermind_core::highscore::{self, Achievement};
use mastermind_core::{Code, PlayerName, Preset};

use crate::StoreError;
use serde::{Serialize, Serializer};
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;
use time::macros::format_description;

/// One line of a high-score table.
///
/// Serializes as the CLI and the web show it:
/// `{rank, name, turns, seconds, secret, date}` (date in RFC 3339, UTC).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScoreEntry {
    /// 1 for the best entry of the table.
    pub rank: u32,
    /// As the player typed it (trimmed by the core), never escaped.
    pub name: String,
    pub turns: u8,
    /// Milliseconds taken.
    pub millis: u64,
    /// The secret in digits, as `Code`'s `Display` writes it.
    pub secret: String,
    /// When the game was won, in milliseconds since the Unix epoch.
    pub at: i64,
    /// Won with the help of hints.
    pub hinted: bool,
}

impl ScoreEntry {
    /// Time taken, in seconds with millisecond precision.
    pub fn seconds(&self) -> f64 {
        self.millis as f64 / 1000.0
    }

    /// When the game was won, as `YYYY-MM-DD HH:MM` UTC.
    pub fn date(&self) -> String {
        let format = format_description!("[year]-[month]-[day] [hour]:[minute]");
        utc(self.at)
            .and_then(|t| t.format(format).ok())
            .unwrap_or_else(|| undated(self.at))
    }

    /// When the game was won, as RFC 3339 UTC (`2026-11-21T15:24:26.5Z`).
    pub fn rfc3339(&self) -> String {
        utc(self.at)
            .and_then(|t| t.format(&Rfc3339).ok())
            .unwrap_or_else(|| undated(self.at))
    }

    pub fn achievement(&self) -> Achievement {
        Achievement {
            turns: self.turns,
            millis: self.millis,
            at: self.at,
        }
    }
}

impl Serialize for ScoreEntry {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut out = serializer.serialize_struct("ScoreEntry", 7)?;
        out.serialize_field("rank", &self.rank)?;
        out.serialize_field("name", &self.name)?;
        out.serialize_field("turns", &self.turns)?;
        out.serialize_field("seconds", &self.seconds())?;
        out.serialize_field("secret", &self.secret)?;
        out.serialize_field("date", &self.rfc3339())?;
        out.serialize_field("hinted", &self.hinted)?;
        out.end()
    }
}

/// A win to record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewScore {
    pub preset: Preset,
    /// An anonymous browser id on the web; `None` for the terminal game.
    pub player: Option<String>,
    pub name: PlayerName,
    pub turns: u8,
    pub millis: u64,
    pub secret: Code,
    /// When the game was won, in milliseconds since the Unix epoch.
    pub at: i64,
    /// Won with the help of hints: not for the all-time table.
    pub hinted: bool,
    /// Where the win came from (one client's address), on the web: the
    /// all-time table keeps one entry per address and preset, its best.
    /// `None` for the terminal game.
    pub address: Option<String>,
}

impl NewScore {
    pub fn achievement(&self) -> Achievement {
        Achievement {
            turns: self.turns,
            millis: self.millis,
            at: self.at,
        }
    }
}

/// Which table of a preset: every entry, or only one player's.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Scope {
    All,
    Player(String),
}

pub(crate) fn utc(at: i64) -> Option<OffsetDateTime> {
    OffsetDateTime::from_unix_timestamp_nanos(i128::from(at) * 1_000_000).ok()
}

// Only a row written by something other than this crate can get here, as
// `record_score` refuses dates it cannot show.
fn undated(at: i64) -> String {
    format!("{at} ms after 1970")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(millis: u64, at: i64) -> ScoreEntry {
        ScoreEntry {
            rank: 3,
            name: "Ann <b>\"Q\"</b>".to_string(),
            turns: 5,
            millis,
            secret: "1 10 3 2".to_string(),
            at,
            hinted: false,
        }
    }

    // 2026-11-21 15:24:26.5 UTC
    const AT: i64 = 1_795_274_666_500;

    #[test]
    fn seconds_keep_milliseconds() {
        assert_eq!(entry(61_234, AT).seconds(), 61.234);
        assert_eq!(entry(0, AT).seconds(), 0.0);
    }

    #[test]
    fn dates_are_utc_to_the_minute() {
        assert_eq!(entry(1, AT).date(), "2026-11-21 15:24");
        assert_eq!(entry(1, 0).date(), "1970-01-01 00:00");
        assert_eq!(entry(1, -60_000).date(), "1969-12-31 23:59");
    }

    #[test]
    fn unrepresentable_dates_still_show_something() {
        assert_eq!(
            entry(1, i64::MAX).date(),
            format!("{} ms after 1970", i64::MAX)
        );
    }

    #[test]
    fn json_has_seconds_and_an_rfc3339_date() {
        let json = serde_json::to_value(entry(61_234, AT)).expect("serializes");
        assert_eq!(
            json,
            serde_json::json!({
                "rank": 3,
                "name": "Ann <b>\"Q\"</b>",
                "turns": 5,
                "seconds": 61.234,
                "secret": "1 10 3 2",
                "date": "2026-11-21T15:24:26.5Z",
                "hinted": false,
            })
        );
        let text = serde_json::to_string(&entry(61_234, AT)).expect("serializes");
        assert!(text.contains("\"seconds\":61.234,"), "{text}");
    }
}

/// The columns a table is read with, in rank order.
#[derive(sqlx::FromRow)]
pub(crate) struct Row {
    name: String,
    turns: i64,
    millis: i64,
    secret: String,
    at: i64,
    hinted: bool,
}

impl Row {
    pub(crate) fn entry(self, rank: u32) -> Result<ScoreEntry, StoreError> {
        let corrupt = |what: &str, value: i64| {
            StoreError::Corrupt(format!("{what} = {value} in an entry of {}", self.name))
        };
        let turns = u8::try_from(self.turns).map_err(|_| corrupt("turns", self.turns))?;
        let millis = u64::try_from(self.millis).map_err(|_| corrupt("millis", self.millis))?;
        Ok(ScoreEntry {
            rank,
            name: self.name,
            turns,
            millis,
            secret: self.secret,
            at: self.at,
            hinted: self.hinted,
        })
    }
}

/// Where a recorded score placed: its rank in the all-time table, or else
/// in the player's own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Placed {
    pub rank: u32,
    pub all_time: bool,
}

/// Whether `result` ranks above the stored entry (`turns`, `millis`, `at`):
/// the one entry an address keeps in the all-time table is its best.
pub(crate) fn supersedes(result: &Achievement, turns: i64, millis: i64, at: i64) -> bool {
    let stored = Achievement {
        turns: u8::try_from(turns).unwrap_or(u8::MAX),
        millis: u64::try_from(millis).unwrap_or(u64::MAX),
        at,
    };
    result.rank_cmp(&stored) == std::cmp::Ordering::Less
}

pub(crate) fn achievements(rows: &[Row]) -> Vec<Achievement> {
    rows.iter()
        .map(|row| Achievement {
            // Out-of-range rows rank last here; reading the table reports them.
            turns: u8::try_from(row.turns).unwrap_or(u8::MAX),
            millis: u64::try_from(row.millis).unwrap_or(u64::MAX),
            at: row.at,
        })
        .collect()
}

/// The rank `result` would take in `table` (its best rows, best first), or
/// `None` if it would not enter. A tie goes below the entry already there.
pub(crate) fn placing(table: &[Achievement], result: &Achievement) -> Option<u32> {
    if !highscore::qualifies(table, result) {
        return None;
    }
    let ahead = table
        .iter()
        .filter(|entry| entry.rank_cmp(result).is_le())
        .count();
    u32::try_from(ahead + 1).ok()
}

/// The score's numbers as SQLite stores them, refusing what would not come
/// back out intact.
pub(crate) fn checked(score: &NewScore) -> Result<(i64, i64), StoreError> {
    let millis = i64::try_from(score.millis).map_err(|_| StoreError::OutOfRange {
        what: "millis",
        value: score.millis.to_string(),
        reason: "database integers stop at 2^63 - 1",
    })?;
    if utc(score.at).is_none() {
        return Err(StoreError::OutOfRange {
            what: "at",
            value: score.at.to_string(),
            reason: "the date must fall within the years -9999 to 9999",
        });
    }
    Ok((millis, score.at))
}

#[cfg(test)]
mod placing_tests {
    use super::*;

    fn a(turns: u8, millis: u64, at: i64) -> Achievement {
        Achievement { turns, millis, at }
    }

    #[test]
    fn a_tie_places_below_the_entry_already_there() {
        let table = [a(3, 100, 1), a(4, 50, 2), a(4, 50, 3), a(5, 0, 0)];
        assert_eq!(placing(&table, &a(2, 999, 9)), Some(1));
        assert_eq!(placing(&table, &a(4, 50, 2)), Some(3));
        assert_eq!(placing(&table, &a(4, 50, 1)), Some(2));
        assert_eq!(placing(&table, &a(9, 0, 0)), Some(5));
        assert_eq!(placing(&[], &a(9, 0, 0)), Some(1));
    }

    #[test]
    fn a_full_table_places_only_what_beats_its_last_entry() {
        let table: Vec<_> = (0..10).map(|i| a(3 + i, 100, 0)).collect();
        assert_eq!(placing(&table, &a(12, 100, 0)), None);
        assert_eq!(placing(&table, &a(12, 99, 0)), Some(10));
    }
}
