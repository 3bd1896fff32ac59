//! Word that something changed, between the processes that share a
//! database: PostgreSQL's LISTEN/NOTIFY, or (for SQLite, which has no such
//! channel) a channel within this process only. Payloads are short text
//! chosen by the caller; the database keeps none of them.

use std::future::Future;

use sqlx::postgres::PgListener;
use tokio::sync::broadcast;

use crate::{Database, StoreError};

/// The PostgreSQL channel every server listens on.
const CHANNEL: &str = "mastermind";

// Word kept for a slow in-process listener before it is told it missed some.
const LOCAL_BACKLOG: usize = 4096;

/// What a listener hears.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Heard {
    Payload(String),
    /// The channel was interrupted (a lost connection, or a listener too
    /// slow to keep up): word sent meanwhile is lost, so whoever relies on
    /// it must read the database again.
    Gap,
}

/// Receives what is published on one database.
#[derive(Debug)]
pub enum Listener {
    Local(broadcast::Receiver<String>),
    Postgres(Box<PgListener>),
}

impl Listener {
    /// The next word; waits for it.
    pub async fn next(&mut self) -> Result<Heard, StoreError> {
        match self {
            Listener::Local(receiver) => match receiver.recv().await {
                Ok(payload) => Ok(Heard::Payload(payload)),
                Err(broadcast::error::RecvError::Lagged(_)) => Ok(Heard::Gap),
                Err(broadcast::error::RecvError::Closed) => std::future::pending().await,
            },
            // `None` means the connection dropped; the next call reconnects.
            Listener::Postgres(listener) => Ok(match listener.try_recv().await? {
                Some(notification) => Heard::Payload(notification.payload().to_string()),
                None => Heard::Gap,
            }),
        }
    }
}

/// The in-process channel of an SQLite database (clones share it).
#[derive(Debug, Clone)]
pub(crate) struct LocalChannel(broadcast::Sender<String>);

impl LocalChannel {
    /// Tells this process's listeners each of `payloads`, in order (after
    /// the commit they report).
    pub(crate) fn tell(&self, payloads: &[String]) {
        for payload in payloads {
            // Nobody listening is not an error.
            let _ = self.0.send(payload.clone());
        }
    }
}

/// Word queued within a transaction: on PostgreSQL, delivered at its
/// commit; SQLite's in-process channel is told by the caller after the
/// commit ([`LocalChannel::tell`]).
pub(crate) trait Notify {
    fn notify(
        &mut self,
        payloads: &[String],
    ) -> impl std::future::Future<Output = Result<(), StoreError>> + Send;
}

impl Notify for sqlx::PgConnection {
    fn notify(
        &mut self,
        payloads: &[String],
    ) -> impl std::future::Future<Output = Result<(), StoreError>> + Send {
        notify_in(self, payloads)
    }
}

impl Notify for sqlx::SqliteConnection {
    async fn notify(&mut self, _payloads: &[String]) -> Result<(), StoreError> {
        Ok(())
    }
}

/// Queues `payloads` on PostgreSQL's channel within the transaction of
/// `connection`: PostgreSQL delivers them when (and only if) it commits, so
/// a write and word of it take one commit.
pub(crate) async fn notify_in(
    connection: &mut sqlx::PgConnection,
    payloads: &[String],
) -> Result<(), StoreError> {
    if !payloads.is_empty() {
        sqlx::query("SELECT pg_notify($1, payload) FROM UNNEST($2::TEXT[]) AS payload")
            .bind(CHANNEL)
            .bind(payloads)
            .execute(connection)
            .await?;
    }
    Ok(())
}

impl Default for LocalChannel {
    fn default() -> Self {
        LocalChannel(broadcast::channel(LOCAL_BACKLOG).0)
    }
}

impl Database {
    /// Tells this process's listeners `payloads` after the commit of a
    /// write that queued them with [`Notify::notify`]: SQLite's channel is
    /// this process's alone, PostgreSQL delivered them with the commit.
    pub(crate) fn told(&self, payloads: &[String]) {
        if let Database::Sqlite(s) = self {
            s.channel().tell(payloads);
        }
    }
}

/// Word between the processes that share the database.
pub trait NoticeStore: Send + Sync {
    /// Tells every listener on this database (in any process, on
    /// PostgreSQL) `payload`.
    fn publish(&self, payload: &str) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// A new listener for what is published from now on.
    fn listen(&self) -> impl Future<Output = Result<Listener, StoreError>> + Send;
}

impl NoticeStore for Database {
    async fn publish(&self, payload: &str) -> Result<(), StoreError> {
        match self {
            Database::Sqlite(s) => s.channel().tell(&[payload.to_string()]),
            Database::Postgres(p) => {
                sqlx::query("SELECT pg_notify($1, $2)")
                    .bind(CHANNEL)
                    .bind(payload)
                    .execute(p.pool())
                    .await?;
            }
        }
        Ok(())
    }

    async fn listen(&self) -> Result<Listener, StoreError> {
        match self {
            Database::Sqlite(s) => Ok(Listener::Local(s.channel().0.subscribe())),
            Database::Postgres(p) => {
                let mut listener = PgListener::connect_with(p.pool()).await?;
                listener.listen(CHANNEL).await?;
                Ok(Listener::Postgres(Box::new(listener)))
            }
        }
    }
}
