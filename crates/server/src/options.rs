//! What a server is told as it starts: its limits, its origin, its proxies,
//! and the intervals of its clocks.

use std::net::SocketAddr;
use std::time::Duration;

use crate::{ConnectionLimits, RateLimit};

/// How the server runs.
#[derive(Debug, Clone)]
pub struct ServeOptions {
    /// Per client address, for requests that change something.
    pub rate_limit: RateLimit,
    /// Games kept in memory before idle ones are dropped (they are reloaded
    /// from the database when asked for again).
    pub cached_games: usize,
    /// What a connection may take.
    pub limits: ConnectionLimits,
    /// How long an unfinished game may sit untouched before it is ended as
    /// quit.
    pub expire_after: Duration,
    /// The origin pages are served from behind a proxy
    /// (`https://mastermind.example`): the only one allowed to change
    /// anything. Without it, the address the client connected to.
    pub public_origin: Option<String>,
    /// Proxies in front of the server whose `X-Forwarded-For` names the
    /// client (for the rate limit and the high scores' one entry per
    /// address); any other peer is the client itself.
    pub trusted_proxies: Vec<std::net::IpAddr>,
    /// Live pages (WebSockets) one client address may hold open at once.
    pub live_pages_per_client: usize,
    /// Where to serve Prometheus metrics (`GET /metrics`), apart from the
    /// public listener; none when absent.
    pub metrics_addr: Option<SocketAddr>,
    /// How long a stopping server goes on serving after `/readyz` turned
    /// 503, so that the load balancer has seen it before live pages are
    /// closed and connections refused.
    pub shutdown_grace: Duration,
    /// How long no server may have written before that time counts as an
    /// outage, given back to every clock in play.
    pub outage_after: Duration,
    /// How often a quiet NDJSON stream sends an empty line (at most 10 s:
    /// what the API promises its readers).
    pub stream_keep_alive: Duration,
    /// Which push endpoints the server accepts and sends to: the push
    /// services' (`https://` to a public host), or for tests also plain
    /// HTTP on a loopback address, where a test's own push service listens.
    pub push_endpoints: crate::PushEndpoints,
    /// How mail is sent (an address's confirmation, the daily digest, the
    /// reminders); none when absent.
    pub mail: Option<crate::MailOptions>,
    /// Puzzles of each theme a server makes sure of at start, generating
    /// the missing ones in the background (the shipped set is kept
    /// whatever this says). None by default here: a test server plays the
    /// shipped set; `mastermind serve` asks for its own default.
    pub puzzle_supply: usize,
    /// The coach's time for one review (a game's, a series game's, one
    /// player's in a duel): past it, the guesses left are judged against
    /// the estimate, or not at all. A ceiling, not a wait.
    pub coach_budget: Duration,
}

impl Default for ServeOptions {
    fn default() -> Self {
        ServeOptions {
            rate_limit: RateLimit::per_second(20),
            cached_games: 100_000,
            limits: ConnectionLimits::default(),
            public_origin: None,
            trusted_proxies: Vec::new(),
            // A household's players each with a duel, the lobby and a few
            // tabs open.
            live_pages_per_client: 32,
            metrics_addr: None,
            shutdown_grace: Duration::from_secs(5),
            outage_after: Duration::from_secs(5),
            stream_keep_alive: Duration::from_secs(10),
            expire_after: Duration::from_secs(30 * 86_400),
            push_endpoints: crate::PushEndpoints::Public,
            mail: None,
            puzzle_supply: 0,
            coach_budget: crate::coach::BUDGET,
        }
    }
}
