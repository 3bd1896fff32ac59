//! Where the daily code's secrets come from: HMAC-SHA256 of "day:preset"
//! under a key of 32 random bytes kept in the database. The first server to
//! need it makes it; every server on the database then uses that one, so
//! everyone gets the same secret and nobody without the key can work it
//! out in advance.

use hmac::{Hmac, KeyInit, Mac};
use mastermind_core::daily::{self, Day};
use mastermind_core::{Code, Preset};
use mastermind_store::now_millis;
use mastermind_store::prelude::*;
use sha2::Sha256;

use crate::AppState;
use crate::error::ApiError;

/// The key's name among the server's keys.
const NAME: &str = "daily";

/// The keyed digest of `day` and `preset`.
pub fn digest(key: &[u8], day: Day, preset: Preset) -> [u8; 32] {
    let mut mac = Hmac::<Sha256>::new_from_slice(key).expect("HMAC takes a key of any length");
    mac.update(daily::message(day, preset).as_bytes());
    mac.finalize().into_bytes().into()
}

/// The daily secret of `preset` on `day` under `key`.
pub fn secret_with(key: &[u8], day: Day, preset: Preset) -> Code {
    daily::secret(&preset.setup(), &digest(key, day, preset))
}

/// The daily secret of `preset` on `day` on this server's database.
pub async fn secret(state: &AppState, day: Day, preset: Preset) -> Result<Code, ApiError> {
    let key = state
        .daily_key()
        .get_or_try_init(|| async {
            let fresh = hex(&rand::random::<[u8; 32]>());
            let kept = state.store().server_key(NAME, &fresh, now_millis()).await?;
            unhex(&kept).ok_or_else(|| {
                tracing::error!("the daily key in the database is not hex");
                ApiError::Internal("the daily code is unavailable".to_string())
            })
        })
        .await?;
    Ok(secret_with(key, day, preset))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(text: &str) -> Option<Vec<u8>> {
    if text.is_empty() || !text.len().is_multiple_of(2) {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(text.get(i..i + 2)?, 16).ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_digest_is_hmac_sha256() {
        // The hmac crate's own example: key and message as there.
        let mut mac = Hmac::<Sha256>::new_from_slice(b"my secret and secure key").unwrap();
        mac.update(b"input message");
        assert_eq!(
            hex(&mac.finalize().into_bytes()),
            "97d2a569059bbcd8ead4444ff99071f4c01d005bcefe0d3567e1be628e5fdcd9"
        );
        let day: Day = "2025-03-14".parse().unwrap();
        let mut mac = Hmac::<Sha256>::new_from_slice(b"k").unwrap();
        mac.update(b"2025-03-14:mastermind-1");
        let expected: [u8; 32] = mac.finalize().into_bytes().into();
        assert_eq!(digest(b"k", day, Preset::Mastermind1), expected);
    }

    #[test]
    fn keys_read_back_from_hex() {
        let bytes: Vec<u8> = (0..=255).collect();
        assert_eq!(unhex(&hex(&bytes)), Some(bytes));
        for bad in ["", "abc", "zz", "0g"] {
            assert_eq!(unhex(bad), None, "{bad}");
        }
    }
}
