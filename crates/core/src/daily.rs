//! The daily code: one secret per preset and day (UTC), the same for every
//! player. The secret comes from a keyed digest of [`message`] made by the
//! server with a key of its own, so that nobody can work it out in advance;
//! this module turns the digest into a code of the setup and, once the game
//! is over, writes the result to share: key pegs only, no colour.

use std::fmt;
use std::str::FromStr;

use serde::{Serialize, Serializer};

use crate::code::Code;
use crate::game::{Game, State};
use crate::preset::Preset;
use crate::setup::Setup;

const MILLIS_PER_DAY: i64 = 86_400_000;
// 1970-01-01 as a Julian day number.
const UNIX_EPOCH_JULIAN_DAY: i64 = 2_440_588;
const WRITTEN: &[time::format_description::BorrowedFormatItem<'static>] =
    time::macros::format_description!("[year]-[month]-[day]");

/// A calendar day, UTC, written `YYYY-MM-DD`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Day {
    date: time::Date,
}

impl Day {
    /// The day `millis` (since the Unix epoch) falls on.
    pub fn from_unix_millis(millis: i64) -> Self {
        Day::from_days(millis.div_euclid(MILLIS_PER_DAY))
    }

    /// Days since 1970-01-01 (kept within the years 1 to 9999, which every
    /// clock and every day written `YYYY-MM-DD` fall in).
    pub fn from_days(days: i64) -> Self {
        let julian = days.saturating_add(UNIX_EPOCH_JULIAN_DAY);
        let first = i64::from(YEAR_ONE.to_julian_day());
        let last = i64::from(YEAR_9999_END.to_julian_day());
        let julian = i32::try_from(julian.clamp(first, last)).unwrap_or(0);
        Day {
            date: time::Date::from_julian_day(julian).unwrap_or(YEAR_ONE),
        }
    }

    /// Days since 1970-01-01.
    pub fn days(self) -> i64 {
        i64::from(self.date.to_julian_day()) - UNIX_EPOCH_JULIAN_DAY
    }

    /// The year (UTC).
    pub fn year(self) -> i32 {
        self.date.year()
    }

    /// The first millisecond of the day.
    pub fn start_millis(self) -> i64 {
        self.days().saturating_mul(MILLIS_PER_DAY)
    }

    /// The day after: its codes are handed out from its first millisecond.
    pub fn next(self) -> Self {
        Day::from_days(self.days().saturating_add(1))
    }
}

const YEAR_ONE: time::Date = time::macros::date!(0001 - 01 - 01);
const YEAR_9999_END: time::Date = time::macros::date!(9999 - 12 - 31);

impl fmt::Display for Day {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = self.date.format(WRITTEN).map_err(|_| fmt::Error)?;
        f.write_str(&text)
    }
}

impl Serialize for Day {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// Text that is not a day written `YYYY-MM-DD`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a day: write it YYYY-MM-DD, such as 2025-03-14")]
pub struct DayError(pub String);

impl FromStr for Day {
    type Err = DayError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let text = s.trim();
        // Four digits of year exactly: the format would also take a sign.
        let digits_only =
            text.len() == 10 && text.bytes().next().is_some_and(|b| b.is_ascii_digit());
        match time::Date::parse(text, WRITTEN) {
            Ok(date) if digits_only => Ok(Day { date }),
            _ => Err(DayError(s.chars().take(40).collect())),
        }
    }
}

/// What the server's key signs for the secret of `preset` on `day`:
/// `2025-03-14:mastermind-1`.
pub fn message(day: Day, preset: Preset) -> String {
    format!("{day}:{preset}")
}

/// The code of `setup` that `digest` stands for: the digest read as a
/// big-endian number, reduced modulo the number of codes. With a digest of
/// 256 bits and at most 2^32 codes, no code is likelier than another by
/// more than one part in 2^224.
pub fn secret(setup: &Setup, digest: &[u8]) -> Code {
    let count = u128::from(setup.code_count());
    let index = digest
        .iter()
        .fold(0u128, |rest, &byte| (rest * 256 + u128::from(byte)) % count);
    let index = u64::try_from(index).expect("below the number of codes, itself a u64");
    setup
        .code_at(index)
        .expect("an index below the number of codes")
}

/// Marks of a key peg in the shared result: black, white, none.
pub const BLACK: char = '●';
pub const WHITE: char = '○';
pub const NONE: char = '·';

/// The result to share once the game is over (`None` before): a title line
/// with the preset, the day and the turns used (`X` when the code was not
/// broken), then one row of key pegs per turn, blacks first. No guess, no
/// colour: it spoils nothing for those still playing.
pub fn share(preset: Preset, day: Day, game: &Game) -> Option<String> {
    if !game.state().is_over() {
        return None;
    }
    let turns = game.setup().turns();
    let used = match game.state() {
        State::Won => game.turns().len().to_string(),
        _ => "X".to_string(),
    };
    let mut text = format!("Daily code · {} · {day} · {used}/{turns}", preset.title());
    let pegs = usize::from(game.setup().pegs());
    for turn in game.turns() {
        let black = usize::from(turn.black);
        let white = usize::from(turn.white);
        text.push('\n');
        text.extend(std::iter::repeat_n(BLACK, black));
        text.extend(std::iter::repeat_n(WHITE, white));
        text.extend(std::iter::repeat_n(
            NONE,
            pegs.saturating_sub(black + white),
        ));
    }
    Some(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> Day {
        text.parse().expect("a day")
    }

    #[test]
    fn days_are_counted_from_the_unix_epoch_in_utc() {
        assert_eq!(Day::from_unix_millis(0).to_string(), "1970-01-01");
        assert_eq!(
            Day::from_unix_millis(MILLIS_PER_DAY - 1).to_string(),
            "1970-01-01"
        );
        assert_eq!(
            Day::from_unix_millis(MILLIS_PER_DAY).to_string(),
            "1970-01-02"
        );
        assert_eq!(Day::from_unix_millis(-1).to_string(), "1969-12-31");
        // 2024-02-29 12:00 UTC.
        assert_eq!(
            Day::from_unix_millis(1_709_208_000_000).to_string(),
            "2024-02-29"
        );
        assert_eq!(day("2024-03-01").days() - day("2024-02-28").days(), 2);
        assert_eq!(day("2023-03-01").days() - day("2023-02-28").days(), 1);
        assert_eq!(day("2000-01-01").start_millis(), 946_684_800_000);
    }

    #[test]
    fn the_next_code_comes_at_the_next_midnight_utc() {
        assert_eq!(day("2024-02-28").next(), day("2024-02-29"));
        assert_eq!(day("2023-12-31").next(), day("2024-01-01"));
        // 2024-02-29 23:59:59.999 UTC: one millisecond to go.
        let now = 1_709_251_199_999;
        assert_eq!(Day::from_unix_millis(now).next().start_millis() - now, 1);
    }

    #[test]
    fn every_day_written_reads_back() {
        // 0001-01-01 to 9999-12-31.
        for days in (-719_162..=2_932_896).step_by(997) {
            let d = Day::from_days(days);
            assert_eq!(d.to_string().parse::<Day>(), Ok(d), "{d}");
        }
    }

    #[test]
    fn text_that_is_not_a_day_is_refused() {
        for bad in [
            "",
            "2025-1-01",
            "2025-13-01",
            "2025-02-29",
            "2025-04-31",
            "20250101",
            "2025-01-01x",
            "+025-01-01",
            "2025-00-10",
            "today",
        ] {
            let err = bad.parse::<Day>().expect_err(bad);
            assert!(err.to_string().contains("YYYY-MM-DD"), "{err}");
        }
        assert_eq!(day(" 2024-02-29 ").to_string(), "2024-02-29");
    }

    #[test]
    fn the_message_names_the_day_and_the_preset() {
        assert_eq!(
            message(day("2025-03-14"), Preset::Colour2),
            "2025-03-14:colour-2"
        );
    }

    #[test]
    fn a_digest_becomes_a_code_of_the_setup() {
        let setup = Preset::Mastermind1.setup();
        assert_eq!(secret(&setup, &[0; 32]).to_string(), "1111");
        // 1295 = the last of the 6^4 codes.
        assert_eq!(secret(&setup, &[5, 15]).to_string(), "6666");
        // 1296 wraps round to the first.
        assert_eq!(secret(&setup, &[5, 16]).to_string(), "1111");
        for preset in Preset::ALL {
            let setup = preset.setup();
            let code = secret(&setup, &[0xff; 32]);
            assert_eq!(setup.check(&code), Ok(()), "{preset}");
        }
    }

    #[test]
    fn digests_spread_over_every_code() {
        // Every one of the 1296 indices as a 2-byte digest, and then the
        // same indices shifted by a multiple of the count: each code once
        // per round.
        let setup = Preset::Board.setup();
        let mut seen = std::collections::HashMap::new();
        for n in 0u32..1296 * 3 {
            let code = secret(&setup, &n.to_be_bytes());
            *seen.entry(code).or_insert(0) += 1;
        }
        assert_eq!(seen.len(), 1296);
        assert!(seen.values().all(|&k| k == 3));
    }

    #[test]
    fn the_share_shows_key_pegs_only_once_the_game_is_over() {
        let setup = Preset::Mastermind1.setup();
        let secret = Code::from_digits("1234").unwrap();
        let mut game = Game::new(setup.clone(), secret).unwrap();
        game.guess_text("1156").unwrap();
        game.guess_text("2134").unwrap();
        assert_eq!(share(Preset::Mastermind1, day("2025-03-14"), &game), None);
        game.guess_text("1234").unwrap();
        let text = share(Preset::Mastermind1, day("2025-03-14"), &game).expect("over");
        assert_eq!(
            text,
            "Daily code · Mastermind, level I · 2025-03-14 · 3/8\n●···\n●●○○\n●●●●"
        );
        let mut quit = Game::new(setup, secret).unwrap();
        quit.guess_text("5555").unwrap();
        quit.quit().unwrap();
        assert_eq!(
            share(Preset::Mastermind1, day("2025-03-14"), &quit).as_deref(),
            Some("Daily code · Mastermind, level I · 2025-03-14 · X/8\n····")
        );
    }
}
