//! Every limit of the server in one place, and the one key every per-client
//! limit counts under.
//!
//! What must hold across servers is reserved in the database, inside the
//! write it limits ([`OPEN_CHALLENGES`], [`WAITING_TOURNAMENTS`],
//! [`TOKENS`], [`GAMES_IN_PLAY`], [`PUSH_DEVICES`]: see
//! `mastermind_store::Quota`; failed logins: `session::verify_within_budget`).
//! What is local to one process (cores, sockets, memory for password
//! hashing) has one gate here or beside its resource, taken before the
//! work. Every per-client share keys on [`ClientKey`].

use std::fmt;
use std::net::{IpAddr, Ipv6Addr};
use std::sync::Arc;
use std::time::Duration;

use mastermind_store::{Holding, Quota};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use crate::error::ApiError;

/// Open challenges one player may have at once.
pub const OPEN_CHALLENGES: Quota = Quota {
    holding: Holding::OpenChallenges,
    limit: 20,
};

/// Tournaments one player may have waiting to start.
pub const WAITING_TOURNAMENTS: Quota = Quota {
    holding: Holding::WaitingTournaments,
    limit: 10,
};

/// Web games one player (an account or a browser) may have in play: held
/// by the store, which counts them in the batched write that creates one.
pub use mastermind_store::GAMES_IN_PLAY;

/// Access tokens one account may hold at once.
pub const TOKENS: Quota = Quota {
    holding: Holding::Tokens,
    limit: 20,
};

/// Devices one account may have allowed push notifications on.
pub const PUSH_DEVICES: Quota = Quota {
    holding: Holding::PushSubscriptions,
    limit: 20,
};

/// An account's requests with all its tokens together, against one
/// token's: a bot may run a few programs, each with its own token.
pub const ACCOUNT_TOKENS_FACTOR: f64 = 4.0;

/// What a player reads when a quota is spent.
pub fn spent(holding: Holding, limit: i64) -> String {
    match holding {
        Holding::OpenChallenges => {
            format!("you have {limit} open challenges; withdraw one first")
        }
        Holding::WaitingTournaments => {
            format!("you have {limit} tournaments waiting to start; cancel one first")
        }
        Holding::Tokens => {
            format!("you have {limit} access tokens; revoke one first")
        }
        Holding::GamesInPlay => {
            format!("you have {limit} games in play; finish or give up one first")
        }
        Holding::PushSubscriptions => {
            format!("you get notifications on {limit} devices; turn them off on one of them first")
        }
    }
}

/// One client, as every per-client limit counts it: an IPv4 address, or
/// an IPv6 /64 (a host usually holds a whole /64, so each of its 2^64
/// addresses must not get a budget of its own). An IPv4 address written
/// in IPv6 form is that IPv4 address.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ClientKey(IpAddr);

impl ClientKey {
    pub fn of(address: IpAddr) -> Self {
        match address {
            IpAddr::V4(v4) => ClientKey(IpAddr::V4(v4)),
            IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
                Some(v4) => ClientKey(IpAddr::V4(v4)),
                None => {
                    let prefix = u128::from(v6) & !u128::from(u64::MAX);
                    ClientKey(IpAddr::V6(Ipv6Addr::from(prefix)))
                }
            },
        }
    }
}

impl fmt::Display for ClientKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            IpAddr::V4(v4) => write!(f, "{v4}"),
            IpAddr::V6(v6) => {
                let s = v6.segments();
                write!(f, "{:x}:{:x}:{:x}:{:x}::/64", s[0], s[1], s[2], s[3])
            }
        }
    }
}

/// Password hashing at most so many at once: argon2id holds 19 MiB a hash
/// by design, so 120 sign-ups at once took the server from 81 MB to 1.1 GB.
/// A request waits a moment for its turn; past that it is answered 503
/// with `Retry-After`, and memory stays bounded.
#[derive(Debug, Clone)]
pub struct HashGate {
    slots: Arc<Semaphore>,
    wait: Duration,
}

/// A turn at hashing, given back when dropped.
#[derive(Debug)]
pub struct HashTurn(#[allow(dead_code)] OwnedSemaphorePermit);

impl HashGate {
    pub fn new(at_once: usize, wait: Duration) -> Self {
        HashGate {
            slots: Arc::new(Semaphore::new(at_once.max(1))),
            wait,
        }
    }

    /// One hash per core: more at once would only share the cores slower.
    /// A turn is waited for up to 5 s: about 300 hashes on two cores.
    pub fn for_cores(cores: usize) -> Self {
        HashGate::new(cores, Duration::from_secs(5))
    }

    pub async fn turn(&self) -> Result<HashTurn, ApiError> {
        match tokio::time::timeout(self.wait, Arc::clone(&self.slots).acquire_owned()).await {
            Ok(Ok(permit)) => Ok(HashTurn(permit)),
            _ => {
                crate::metrics::refused(crate::metrics::Limit::Hashing);
                Err(ApiError::Unavailable(
                    "too many password checks at once; try again in a moment".to_string(),
                ))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_client_is_its_ipv4_address_or_its_ipv6_slash_64() {
        let key = |text: &str| ClientKey::of(text.parse().expect("an address"));
        assert_eq!(key("203.0.113.7").to_string(), "203.0.113.7");
        assert_eq!(key("::ffff:203.0.113.7"), key("203.0.113.7"));
        assert_eq!(key("2001:db8:1:2:aaaa::1").to_string(), "2001:db8:1:2::/64");
        assert_eq!(key("2001:db8:1:2:bbbb::9"), key("2001:db8:1:2:aaaa::1"));
        assert_ne!(key("2001:db8:1:3::1"), key("2001:db8:1:2::1"));
    }

    #[tokio::test]
    async fn hashing_waits_for_a_turn_then_is_refused_with_a_retry() {
        let gate = HashGate::new(2, Duration::from_millis(20));
        let first = gate.turn().await.expect("a turn");
        let _second = gate.turn().await.expect("a second turn");
        let refused = gate.turn().await.expect_err("no third at once");
        assert_eq!(
            refused.status(),
            axum::http::StatusCode::SERVICE_UNAVAILABLE
        );
        drop(first);
        gate.turn().await.expect("a turn given back is taken again");
    }
}
