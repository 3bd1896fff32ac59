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

/// A calendar day, UTC, written `YYYY-MM-DD`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Day {
    /// Days since 1970-01-01.
    days: i64,
}

impl Day {
    /// The day `millis` (since the Unix epoch) falls on.
    pub fn from_unix_millis(millis: i64) -> Self {
        Day {
            days: millis.div_euclid(MILLIS_PER_DAY),
        }
    }

    /// Days since 1970-01-01.
    pub fn from_days(days: i64) -> Self {
        Day { days }
    }

    pub fn days(self) -> i64 {
        self.days
    }

    /// The first millisecond of the day.
    pub fn start_millis(self) -> i64 {
        self.days.saturating_mul(MILLIS_PER_DAY)
    }

    /// Year, month (1-12) and day of the month (1-31).
    pub fn civil(self) -> (i64, u32, u32) {
        // Howard Hinnant's days-to-civil, over 400-year eras.
        let z = self.days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z.rem_euclid(146_097);
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
        let year = yoe + era * 400 + i64::from(month <= 2);
        (year, month, day)
    }

    fn from_civil(year: i64, month: u32, day: u32) -> Self {
        let year = if month <= 2 { year - 1 } else { year };
        let era = year.div_euclid(400);
        let yoe = year.rem_euclid(400);
        let mp = i64::from(if month > 2 { month - 3 } else { month + 9 });
        let doy = (153 * mp + 2) / 5 + i64::from(day) - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        Day {
            days: era * 146_097 + doe - 719_468,
        }
    }
}

impl fmt::Display for Day {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (year, month, day) = self.civil();
        write!(f, "{year:04}-{month:02}-{day:02}")
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
        let bad = || DayError(s.chars().take(40).collect());
        let text = s.trim();
        let parts: Vec<&str> = text.split('-').collect();
        let [year, month, day] = parts.as_slice() else {
            return Err(bad());
        };
        if year.len() != 4 || month.len() != 2 || day.len() != 2 {
            return Err(bad());
        }
        let number = |t: &str| {
            t.bytes()
                .all(|b| b.is_ascii_digit())
                .then(|| t.parse::<u32>().ok())
                .flatten()
        };
        let (Some(year), Some(month), Some(day)) = (number(year), number(month), number(day))
        else {
            return Err(bad());
        };
        if !(1..=12).contains(&month) || !(1..=31).contains(&day) {
            return Err(bad());
        }
        let found = Day::from_civil(i64::from(year), month, day);
        // 2025-02-30 lands on another day: not a day of the calendar.
        if found.civil() != (i64::from(year), month, day) {
            return Err(bad());
        }
        Ok(found)
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
