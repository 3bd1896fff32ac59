//! A resource shared out per client (connections, live pages): one client
//! (an address, or an IPv6 /64) holds at most so many at once, so that one
//! cannot take what every other needs; beyond its share it is refused while
//! others are still served. A household behind one address shares one
//! share: the defaults leave it room for many pages at once.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

#[derive(Debug)]
pub struct Shares {
    held: Mutex<HashMap<String, usize>>,
    per_client: usize,
}

/// One unit of a client's share, given back when dropped.
#[derive(Debug)]
pub struct Share {
    shares: Arc<Shares>,
    client: String,
}

impl Shares {
    pub fn new(per_client: usize) -> Arc<Self> {
        Arc::new(Shares {
            held: Mutex::new(HashMap::new()),
            per_client: per_client.max(1),
        })
    }

    fn held(&self) -> std::sync::MutexGuard<'_, HashMap<String, usize>> {
        // Every change is one insert or remove: a panic cannot leave it
        // half-changed.
        self.held.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// One more unit for `client`, or `None` when it holds its whole share.
    pub fn take(self: &Arc<Self>, client: String) -> Option<Share> {
        let mut held = self.held();
        let count = held.entry(client.clone()).or_insert(0);
        if *count >= self.per_client {
            return None;
        }
        *count += 1;
        Some(Share {
            shares: Arc::clone(self),
            client,
        })
    }
}

impl Drop for Share {
    fn drop(&mut self) {
        let mut held = self.shares.held();
        if let Some(count) = held.get_mut(&self.client) {
            *count -= 1;
            if *count == 0 {
                held.remove(&self.client);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_client_holds_its_share_and_no_more_while_others_are_served() {
        let shares = Shares::new(2);
        let first = shares.take("a".to_string()).expect("one");
        let _second = shares.take("a".to_string()).expect("two");
        assert!(shares.take("a".to_string()).is_none(), "a third is refused");
        let _other = shares
            .take("b".to_string())
            .expect("another client is served");
        drop(first);
        assert!(shares.take("a".to_string()).is_some(), "a share given back");
    }
}
