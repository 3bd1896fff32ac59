//! The web platform: a JSON API over the core, the solver and the store, and
//! the browser client embedded from `templates/` (the pages) and `web/`.
//!
//! No rule of the game lives here. A request is parsed into the core's types,
//! the core or the solver answers, the store makes the answer durable, and
//! the answer goes back as JSON. Every error is `{"error": "..."}` with a
//! 4xx status chosen in [`error`]; a 5xx is a fault of the server.

mod accounts;
mod api_doc;
mod assets;
pub mod bots;
pub mod bus;
mod cache;
mod catalogue;
mod coach;
mod codebreaker;
pub mod daily;
mod db_metrics;
mod duels;
pub mod error;
pub mod expiry;
mod export;
mod friends;
mod games;
mod guard;
mod head;
mod health;
mod limits;
mod listen;
mod live;
mod logs;
mod mail;
mod manifest;
mod metrics;
mod moves;
mod ndjson;
mod notifications;
mod options;
mod pages;
mod players;
mod presence;
pub mod push;
mod puzzles;
mod requests;
mod router;
mod running;
mod scores;
mod series;
mod session;
mod shares;
pub(crate) mod solver_gate;
mod statistics;
pub mod tls;
pub mod tokens;
pub mod tournaments;
mod vacation;
pub mod views;

use std::net::SocketAddr;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use mastermind_store::{Backend, Database, StoreError};
use tokio::task::JoinHandle;

pub use guard::RateLimit;
pub use listen::ConnectionLimits;
pub use logs::{LogFormat, init_tracing};
pub use mail::{MailError, MailOptions, Mailer};
pub use options::ServeOptions;
pub use pages::PageError;
pub use push::Endpoints as PushEndpoints;
pub use router::app;
pub use running::{Stopping, serve, serve_on, shutdown_signal};

/// The setup a request's body names (a preset or a custom setup), as every
/// route reads it; public for the fuzz targets.
pub use crate::catalogue::resolve as resolve_setup;

use crate::bus::Bus;
use crate::cache::Cache;
use crate::error::ApiError;
use crate::live::{Live, Writer};
use crate::series::LiveSeries;

/// The largest request body, in bytes.
pub const BODY_LIMIT: usize = 16 * 1024;

// Series kept in memory before idle ones are dropped (and reloaded when
// asked for again).
const CACHED_SERIES: usize = 10_000;

#[derive(Debug)]
struct Inner {
    // The one place the server holds its store as the concrete `Database`
    // (with the bus and the presence built on it): made by `open` or
    // `with_store`, and handed out only as a `Backend` (`store`, `bus`),
    // so no handler or task depends on the engine behind it. The way down
    // (`running::serve`) keeps a clone of its own, for what only the engine
    // has: where it is, its pool, its closing.
    store: Database,
    bus: Bus<Database>,
    games: Cache<Live>,
    series: Cache<LiveSeries>,
    writer: Writer,
    limiter: guard::Limiter,
    /// Requests with access tokens: per token, and per account.
    token_limiters: (guard::Limiter<String>, guard::Limiter<String>),
    limits: ConnectionLimits,
    public_origin: Option<Arc<str>>,
    trusted_proxies: Arc<[std::net::IpAddr]>,
    // Solver work runs on blocking threads, one job per core, shared
    // fairly between clients so that a queue of hints cannot crowd out the
    // games or one client the others.
    solver: solver_gate::SolverGate,
    // Password hashing, a few at once: each holds 19 MiB.
    hashing: limits::HashGate,
    // The `player` cookies known to be no account's id.
    guests: guard::Guests,
    // What the last beat found: whether the database takes writes.
    liveness: Arc<health::Liveness>,
    // Ends duels whose time ran out.
    _sweeper: duels::Sweeper,
    // Starts, pairs and ends tournaments.
    _director: tournaments::Director,
    // Sends mail, where an SMTP server was given; and its rounds.
    mailer: Option<Arc<mail::Mailer>>,
    _postman: Option<mail::Postman>,
    // Who this server sees online, written for every server to read.
    presence: Arc<presence::Presence<Database>>,
    // Web Push: the client to the push services, and the VAPID key.
    pusher: push::Pusher,
    // Each tournament's live view, shared by its open pages.
    tournament_views: tournaments::Views,
    // Live pages hold their connection after the upgrade, outside the
    // listener's count: they have a cap of their own.
    sockets: Arc<tokio::sync::Semaphore>,
    // And a share of it per client.
    socket_shares: Arc<shares::Shares>,
    // The daily code's key, read from the database once.
    daily_key: tokio::sync::OnceCell<Vec<u8>>,
    // The puzzles' provers, one per setup.
    provers: Arc<puzzles::supply::Provers>,
    // Puzzles of each theme to have at start, generated in the background.
    puzzle_supply: usize,
    // The coach's time for one review.
    coach_budget: Duration,
    // Where a stop has got to (see `serve_on`).
    stopping: tokio::sync::watch::Sender<Stopping>,
    shutdown_grace: Duration,
    stream_keep_alive: Duration,
}

/// What every handler shares. Cheap to clone.
#[derive(Debug, Clone)]
pub struct AppState {
    inner: Arc<Inner>,
}

/// Why the server could not start or stop cleanly.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("cannot listen on {addr}: {source}")]
    Bind {
        addr: SocketAddr,
        #[source]
        source: std::io::Error,
    },
    #[error("the server stopped: {0}")]
    Io(#[from] std::io::Error),
    #[error(transparent)]
    Pages(#[from] PageError),
}

impl AppState {
    /// Opens (creating and migrating on first use) the embedded database
    /// in `data_dir` and starts the writer task, whose handle is returned: it
    /// ends once every clone of the state is dropped.
    pub async fn open(
        data_dir: &Path,
        options: ServeOptions,
    ) -> Result<(AppState, JoinHandle<()>), ServeError> {
        let store = Database::open_in_dir(data_dir).await?;
        Ok(Self::with_store(store, options))
    }

    pub fn with_store(store: Database, options: ServeOptions) -> (AppState, JoinHandle<()>) {
        let (writer, task) = Writer::start(store.clone());
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let bus = Bus::start(store.clone());
        let liveness = Arc::new(health::Liveness::default());
        let pusher = push::Pusher::new(options.push_endpoints, options.public_origin.as_deref());
        let mailer = options.mail.as_ref().and_then(|mail| {
            Mailer::new(mail, options.public_origin.as_deref())
                .inspect_err(|e| tracing::error!("no mail will be sent: {e}"))
                .ok()
                .map(Arc::new)
        });
        let state = AppState {
            inner: Arc::new(Inner {
                games: Cache::new(options.cached_games),
                series: Cache::new(CACHED_SERIES),
                writer,
                limiter: guard::Limiter::new(options.rate_limit),
                token_limiters: (
                    guard::Limiter::new(options.rate_limit),
                    guard::Limiter::new(RateLimit {
                        per_second: options.rate_limit.per_second * limits::ACCOUNT_TOKENS_FACTOR,
                        burst: options.rate_limit.burst * limits::ACCOUNT_TOKENS_FACTOR,
                    }),
                ),
                limits: options.limits,
                public_origin: options
                    .public_origin
                    .as_deref()
                    .map(|o| Arc::from(o.trim_end_matches('/').to_ascii_lowercase())),
                trusted_proxies: options.trusted_proxies.into(),
                solver: solver_gate::SolverGate::new(cores),
                hashing: limits::HashGate::for_cores(cores),
                guests: guard::Guests::default(),
                _sweeper: duels::Sweeper::start(
                    store.clone(),
                    pusher.clone(),
                    Arc::clone(&liveness),
                    options.outage_after,
                ),
                liveness,
                _director: tournaments::Director::start(
                    store.clone(),
                    pusher.clone(),
                    bus.subscribe(),
                ),
                _postman: mailer
                    .clone()
                    .map(|m| mail::Postman::start(store.clone(), m)),
                mailer,
                bus,
                presence: Arc::new(presence::Presence::start(store.clone())),
                pusher,
                tournament_views: tournaments::Views::default(),
                sockets: Arc::new(tokio::sync::Semaphore::new(
                    options.limits.max_connections.max(1),
                )),
                socket_shares: shares::Shares::new(options.live_pages_per_client),
                daily_key: tokio::sync::OnceCell::new(),
                provers: Arc::default(),
                puzzle_supply: options.puzzle_supply,
                coach_budget: options.coach_budget,
                stopping: tokio::sync::watch::Sender::new(Stopping::No),
                shutdown_grace: options.shutdown_grace,
                stream_keep_alive: options.stream_keep_alive.min(Duration::from_secs(10)),
                store,
            }),
        };
        (state, task)
    }

    /// Where a stop has got to; live pages watch it.
    pub fn stopping(&self) -> tokio::sync::watch::Receiver<Stopping> {
        self.inner.stopping.subscribe()
    }

    /// The event bus: changes made through any server on this database.
    pub fn bus(&self) -> &Bus<impl Backend + use<>> {
        &self.inner.bus
    }

    /// What sends mail; `None` where the site sends none.
    pub(crate) fn mailer(&self) -> Option<&Mailer> {
        self.inner.mailer.as_deref()
    }

    /// The store, as the repositories it offers: handlers see a
    /// [`Backend`], never the engine behind it.
    pub fn store(&self) -> &(impl Backend + use<>) {
        &self.inner.store
    }

    fn tournament_views(&self) -> &tournaments::Views {
        &self.inner.tournament_views
    }

    fn presence(&self) -> &Arc<presence::Presence<impl Backend + use<>>> {
        &self.inner.presence
    }

    fn pusher(&self) -> &push::Pusher {
        &self.inner.pusher
    }

    /// The origin pages are served from, when the server was told it
    /// (`--public-origin`), without a trailing slash.
    pub(crate) fn public_origin(&self) -> Option<Arc<str>> {
        self.inner.public_origin.clone()
    }

    /// How often a quiet NDJSON stream sends an empty line.
    pub(crate) fn stream_keep_alive(&self) -> Duration {
        self.inner.stream_keep_alive
    }

    /// Whether pages are served over https (cookies are then Secure).
    fn is_https(&self) -> bool {
        self.inner
            .public_origin
            .as_deref()
            .is_some_and(|o| o.starts_with("https://"))
    }

    /// A place for one more live page, if any is left.
    /// Room for one more live page of `client`: its share first, then the
    /// server's cap.
    fn socket_permit(
        &self,
        client: guard::Client,
    ) -> Result<(tokio::sync::OwnedSemaphorePermit, shares::Share), ApiError> {
        let share = self
            .inner
            .socket_shares
            .take(client.key().to_string())
            .ok_or_else(|| {
                metrics::refused(metrics::Limit::Sockets);
                ApiError::TooMany(
                    "too many live pages are open from your address; close some".to_string(),
                )
            })?;
        let permit = Arc::clone(&self.inner.sockets)
            .try_acquire_owned()
            .map_err(|_| {
                metrics::refused(metrics::Limit::Sockets);
                ApiError::Unavailable("too many live pages are open; try again later".to_string())
            })?;
        Ok((permit, share))
    }

    fn games(&self) -> &Cache<Live> {
        &self.inner.games
    }

    fn series(&self) -> &Cache<LiveSeries> {
        &self.inner.series
    }

    fn writer(&self) -> &Writer {
        &self.inner.writer
    }

    fn coach_budget(&self) -> Duration {
        self.inner.coach_budget
    }

    fn provers(&self) -> &Arc<puzzles::supply::Provers> {
        &self.inner.provers
    }

    fn daily_key(&self) -> &tokio::sync::OnceCell<Vec<u8>> {
        &self.inner.daily_key
    }

    fn limiter(&self) -> &guard::Limiter {
        &self.inner.limiter
    }

    fn token_limiters(&self) -> &(guard::Limiter<String>, guard::Limiter<String>) {
        &self.inner.token_limiters
    }

    fn hashing(&self) -> &limits::HashGate {
        &self.inner.hashing
    }

    fn guests(&self) -> &guard::Guests {
        &self.inner.guests
    }

    fn liveness(&self) -> &health::Liveness {
        &self.inner.liveness
    }
}
