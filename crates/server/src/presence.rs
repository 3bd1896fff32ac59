//! Who is online: a logged-in player is online while any server sees them,
//! through a request or an open live page. The database keeps when an
//! account was last seen, so every server sharing it agrees; this server
//! keeps only a gate that writes an account's `last_seen` at most once a
//! [`WRITE_EVERY`], and the accounts of its open live pages, written again
//! on that beat while they stay open.
//!
//! A live page is also written as this server's own (`live_pages`): at
//! once when an account's first page here opens, on every beat while one
//! stays open, and deleted when its last one here closes, so that any
//! server can tell whether a player is looking at the site (and need not
//! be pushed to) with [`has_live_page`]. A server gone leaves rows that
//! are not written again, and count no more after [`ONLINE_FOR`].

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use mastermind_store::prelude::*;
use mastermind_store::{StoreError, new_id, now_millis};
use tokio::sync::mpsc;
use tokio::task::AbortHandle;

/// How often one server writes that it saw an account.
const WRITE_EVERY: Duration = Duration::from_secs(60);

/// Seen within this long, a player is online: two beats, so that a write
/// held back by the gate (or a beat late) never makes a player drop out.
pub const ONLINE_FOR: Duration = Duration::from_secs(120);

/// Gate entries kept before the stale ones are swept out.
const GATE_SIZE: usize = 4096;

/// The earliest `last_seen` that counts as online now, and the earliest
/// live-page row that counts as a page open.
pub fn online_since() -> i64 {
    now_millis() - i64::try_from(ONLINE_FOR.as_millis()).unwrap_or(i64::MAX)
}

/// Live-page rows no server has written for this long are deleted.
const FORGET_AFTER: Duration = Duration::from_secs(600);

/// Whether any server holds a live page of `account` open now.
pub async fn has_live_page(store: &impl Backend, account: &str) -> Result<bool, StoreError> {
    store.has_live_page(account, online_since()).await
}

#[derive(Debug, Default)]
struct Seen {
    /// When this server last wrote each account's `last_seen`.
    written: HashMap<String, Instant>,
    /// Live pages open on this server, per account.
    sockets: HashMap<String, usize>,
}

/// This server's part of who is online; the task writing for its live
/// pages stops when this is dropped.
#[derive(Debug)]
pub struct Presence<B> {
    store: B,
    /// This server, among those writing live pages.
    server: Arc<str>,
    /// Accounts whose last live page here closed, and when.
    closes: mpsc::UnboundedSender<(String, i64)>,
    seen: Arc<Mutex<Seen>>,
    beat: AbortHandle,
}

impl<B> Drop for Presence<B> {
    fn drop(&mut self) {
        self.beat.abort();
    }
}

fn lock(seen: &Mutex<Seen>) -> std::sync::MutexGuard<'_, Seen> {
    // A panic while holding it leaves only times behind: still usable.
    seen.lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl<B: Backend> Presence<B> {
    pub fn start(store: B) -> Presence<B> {
        Presence::beating(store, WRITE_EVERY)
    }

    fn beating(store: B, every: Duration) -> Presence<B> {
        let seen = Arc::new(Mutex::new(Seen::default()));
        let server: Arc<str> = Arc::from(new_id());
        let (closes, closed) = mpsc::unbounded_channel();
        let beat = tokio::spawn(beat(
            store.clone(),
            Arc::clone(&server),
            Arc::clone(&seen),
            every,
            closed,
        ))
        .abort_handle();
        Presence {
            store,
            server,
            closes,
            seen,
            beat,
        }
    }

    /// This server saw `account` now: written unless it was within the
    /// last [`WRITE_EVERY`]. A failed write is only logged: being shown
    /// online is not worth failing the player's request.
    pub async fn saw(&self, account: &str) {
        let now = Instant::now();
        {
            let mut seen = lock(&self.seen);
            if seen
                .written
                .get(account)
                .is_some_and(|at| now.duration_since(*at) < WRITE_EVERY)
            {
                return;
            }
            if seen.written.len() >= GATE_SIZE {
                seen.written
                    .retain(|_, at| now.duration_since(*at) < WRITE_EVERY);
            }
            seen.written.insert(account.to_string(), now);
        }
        match self
            .store
            .seen(&[account.to_string()], now_millis(), online_since())
            .await
        {
            Ok(arrived) => tell_arrived(&self.store, arrived).await,
            Err(e) => tracing::warn!("could not note that an account was seen: {e}"),
        }
    }

    /// `account` logged in here: written at once, whatever the gate says,
    /// since a logout through another server may have just cleared it.
    pub async fn arrived(&self, account: &str) {
        lock(&self.seen).written.remove(account);
        self.saw(account).await;
    }

    /// `account` logged out here: offline at once unless it is logged in
    /// elsewhere, and written again at its next login.
    pub async fn left(&self, account: &str) {
        lock(&self.seen).written.remove(account);
        if let Err(e) = self.store.unseen(account).await {
            tracing::warn!("could not note that an account left: {e}");
        }
    }

    /// A live page of `account` opened: it stays online while it is open,
    /// and every server knows at once that it has a page open.
    pub async fn open_page(self: &Arc<Self>, account: Option<&str>) -> Option<OpenPage<B>> {
        let account = account?.to_string();
        let first = {
            let mut seen = lock(&self.seen);
            let count = seen.sockets.entry(account.clone()).or_default();
            *count += 1;
            *count == 1
        };
        let page = OpenPage {
            presence: Arc::clone(self),
            account,
        };
        if first {
            let accounts = std::slice::from_ref(&page.account);
            if let Err(e) = self
                .store
                .live_pages_seen(&self.server, accounts, now_millis())
                .await
            {
                tracing::warn!("could not note a live page: {e}");
            }
        }
        Some(page)
    }
}

/// A live page of a logged-in player, counted while it is held.
#[derive(Debug)]
pub struct OpenPage<B> {
    presence: Arc<Presence<B>>,
    account: String,
}

impl<B> Drop for OpenPage<B> {
    fn drop(&mut self) {
        let mut seen = lock(&self.presence.seen);
        if let Some(count) = seen.sockets.get_mut(&self.account) {
            *count -= 1;
            if *count == 0 {
                seen.sockets.remove(&self.account);
                closed(&self.presence, &self.account);
            }
        }
    }
}

/// The last live page of `account` here closed: its row is deleted by the
/// beat's task, unless a page opened again meanwhile (the delete spares a
/// row written after the close).
fn closed<B>(presence: &Presence<B>, account: &str) {
    // The task has stopped only when the presence is dropped.
    let _ = presence.closes.send((account.to_string(), now_millis()));
}

/// Tells the followers who asked for it of the players who came online.
/// Who they are is read here, before the request or the beat that saw the
/// arrival goes on; the telling is left to a task of its own.
async fn tell_arrived(store: &impl Backend, arrived: Vec<String>) {
    if arrived.is_empty() {
        return;
    }
    let told = crate::notifications::tell::came_online(store, &arrived).await;
    if told.is_empty() {
        return;
    }
    let store = store.clone();
    tokio::spawn(async move {
        crate::notifications::tell::tell_came_online(&store, told).await;
    });
}

/// Writes, on every beat, that the accounts with live pages open here are
/// still here (online, and holding a live page on this server), and
/// forgets the live pages of servers long gone; between beats, deletes the
/// live page of an account whose last page here closed.
async fn beat(
    store: impl Backend,
    server: Arc<str>,
    seen: Arc<Mutex<Seen>>,
    every: Duration,
    mut closed: mpsc::UnboundedReceiver<(String, i64)>,
) {
    let mut tick = tokio::time::interval(every);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let forget_after = i64::try_from(FORGET_AFTER.as_millis()).unwrap_or(i64::MAX);
    loop {
        tokio::select! {
            _ = tick.tick() => {}
            close = closed.recv() => {
                let Some((account, at)) = close else {
                    return;
                };
                // Opened again since: its row stays.
                if lock(&seen).sockets.contains_key(&account) {
                    continue;
                }
                if let Err(e) = store.live_pages_closed(&server, &account, at).await {
                    tracing::warn!("could not note a live page closed: {e}");
                }
                continue;
            }
        }
        let now = Instant::now();
        // The time the pages were read open: a page closing after this
        // deletes what this beat writes.
        let at = now_millis();
        let accounts: Vec<String> = {
            let mut seen = lock(&seen);
            let accounts: Vec<String> = seen.sockets.keys().cloned().collect();
            for account in &accounts {
                seen.written.insert(account.clone(), now);
            }
            accounts
        };
        if let Err(e) = store.forget_live_pages(at - forget_after).await {
            tracing::warn!("could not forget the live pages of servers gone: {e}");
        }
        if accounts.is_empty() {
            continue;
        }
        match store.seen(&accounts, now_millis(), online_since()).await {
            Ok(arrived) => tell_arrived(&store, arrived).await,
            Err(e) => tracing::warn!("could not note the players of live pages as seen: {e}"),
        }
        if let Err(e) = store.live_pages_seen(&server, &accounts, at).await {
            tracing::warn!("could not note the live pages open: {e}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mastermind_store::{Account, Database, new_id};

    async fn online(store: &Database) -> Vec<String> {
        let list = store.online(0, None, 10).await.expect("reads");
        list.into_iter().map(|p| p.name).collect()
    }

    /// Whether `holds` comes true within ten seconds, asked every 10 ms:
    /// the beat's task writes on its own time, which a loaded machine may
    /// hold back far past a beat (a fixed wait of two beats failed so).
    async fn soon<F: std::future::Future<Output = bool>>(mut holds: impl FnMut() -> F) -> bool {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
        while !holds().await {
            if tokio::time::Instant::now() > deadline {
                return false;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        true
    }

    #[tokio::test]
    async fn an_open_live_page_keeps_its_player_seen_until_it_closes() {
        let dir = tempfile::tempdir().expect("a folder");
        let store = Database::open_in_dir(dir.path()).await.expect("opens");
        let ann = Account {
            id: new_id(),
            name: "ann".to_string(),
            password_hash: "not a hash".to_string(),
            created_at: 0,
        };
        store.create_account(&ann).await.expect("creates");
        let beat = Duration::from_millis(50);
        let presence = Arc::new(Presence::beating(store.clone(), beat));
        assert!(
            presence.open_page(None).await.is_none(),
            "a visitor is nobody"
        );

        let page = presence.open_page(Some(&ann.id)).await;
        assert!(
            has_live_page(&store, &ann.id).await.expect("reads"),
            "written as the page opens"
        );
        let second = presence.open_page(Some(&ann.id)).await;
        drop(second);
        tokio::time::sleep(beat * 2).await;
        assert!(
            has_live_page(&store, &ann.id).await.expect("reads"),
            "one of two pages closed: one is still open"
        );
        assert!(
            soon(|| async { online(&store).await == ["ann"] }).await,
            "written on the beat"
        );

        drop(page);
        // The beat's task deletes the row after any beat that read the
        // page open has written: once it is gone, no such write is left.
        assert!(
            soon(|| async { !has_live_page(&store, &ann.id).await.expect("reads") }).await,
            "the last page closed"
        );
        store.unseen(&ann.id).await.expect("forgets");
        tokio::time::sleep(beat * 4).await;
        assert!(online(&store).await.is_empty(), "no page, no more writes");
    }
}
