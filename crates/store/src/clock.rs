//! The wall clock and the random ids, read at the edge only (the core never
//! reads a clock or draws a random number): when a game, a guess or a series
//! was saved, and under which id.

use std::time::{SystemTime, UNIX_EPOCH};

/// Milliseconds since the Unix epoch.
pub fn now_millis() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

/// A new id for a game or a series: 128 random bits as lower-case hex, as
/// hard to guess as a URL needs to be.
pub fn new_id() -> String {
    format!("{:032x}", rand::random::<u128>())
}

/// Whether `text` is an id [`new_id`] could have made.
pub fn is_id(text: &str) -> bool {
    text.len() == 32 && text.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}
