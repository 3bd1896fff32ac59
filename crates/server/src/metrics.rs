//! What an operator watches, through the `metrics` facade, rendered in
//! Prometheus' text format on a listener of its own (`--metrics-addr`, off
//! by default, never the public one). Every name and its meaning is listed
//! in the book (docs/operators/metrics.md).
//!
//! The recorder is the process's: installed once, at the first server
//! that serves metrics. Until then every call here costs next to nothing.

use std::sync::OnceLock;
use std::time::Duration;

use axum::Router;
use axum::extract::State;
use axum::http::{Method, header};
use axum::response::IntoResponse;
use axum::routing::get;
use mastermind_store::Database;
use mastermind_store::prelude::*;
use metrics::{counter, gauge, histogram};
use metrics_exporter_prometheus::{PrometheusBuilder, PrometheusHandle};
use tokio::net::TcpListener;

use crate::solver_gate::Lane;

/// Upper bounds of the latency histograms, in seconds.
const BUCKETS: &[f64] = &[
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
];

static HANDLE: OnceLock<Option<PrometheusHandle>> = OnceLock::new();

/// The process's recorder, installed at the first call; `None` when
/// another recorder was installed first.
fn handle() -> Option<&'static PrometheusHandle> {
    HANDLE
        .get_or_init(|| {
            let builder = PrometheusBuilder::new().set_buckets(BUCKETS).ok()?;
            match builder.install_recorder() {
                Ok(handle) => Some(handle),
                Err(e) => {
                    tracing::warn!("metrics not recorded: {e}");
                    None
                }
            }
        })
        .as_ref()
}

/// A limit that turned a client away.
#[derive(Debug, Clone, Copy)]
pub enum Limit {
    /// The requests-per-second limit of an address.
    Rate,
    /// An address's share of connections, or the server's whole count.
    Connections,
    /// An address's share of live pages, or the server's whole count.
    Sockets,
    /// The solver: one job per address, or a full queue.
    Solver,
    /// Too many failed password checks for a name or an address.
    LoginBudget,
    /// Password hashing: every turn taken for longer than a request waits.
    Hashing,
    /// An access token's scopes do not reach the route.
    Scope,
}

impl Limit {
    fn label(self) -> &'static str {
        match self {
            Limit::Rate => "rate",
            Limit::Connections => "connections",
            Limit::Sockets => "sockets",
            Limit::Solver => "solver",
            Limit::LoginBudget => "login_budget",
            Limit::Hashing => "hashing",
            Limit::Scope => "scope",
        }
    }
}

/// Someone was refused by `limit`.
pub fn refused(limit: Limit) {
    counter!("mastermind_refused_total", "limit" => limit.label()).increment(1);
}

/// A request answered.
pub fn request(method: &Method, route: &str, status: u16, took: Duration) {
    let method = method.as_str().to_string();
    counter!("mastermind_http_requests_total",
        "method" => method.clone(), "route" => route.to_string(), "status" => status.to_string())
    .increment(1);
    histogram!("mastermind_http_request_duration_seconds",
        "method" => method, "route" => route.to_string())
    .record(took.as_secs_f64());
}

fn lane_label(lane: Lane) -> &'static str {
    match lane {
        Lane::Play => "play",
        Lane::Batch => "batch",
        Lane::Opponent => "opponent",
    }
}

/// How many jobs wait in `lane` now.
pub fn solver_waiting(lane: Lane, waiting: usize) {
    gauge!("mastermind_solver_waiting", "lane" => lane_label(lane)).set(waiting as f64);
}

/// A job of `lane` waited `took` for its core.
pub fn solver_waited(lane: Lane, took: Duration) {
    histogram!("mastermind_solver_wait_seconds", "lane" => lane_label(lane))
        .record(took.as_secs_f64());
}

/// `words` published on the event bus (by themselves, or in the commit of
/// the moves they tell of).
pub fn bus_published(words: usize) {
    counter!("mastermind_bus_notifications_total", "direction" => "published")
        .increment(words as u64);
}

/// A word heard from the event bus (every word, this server's own too),
/// `travelled` from its making to its hearing when it says when it was made.
pub fn bus_heard(travelled: Option<Duration>) {
    counter!("mastermind_bus_notifications_total", "direction" => "received").increment(1);
    if let Some(travelled) = travelled {
        histogram!("mastermind_bus_delay_seconds").record(travelled.as_secs_f64());
    }
}

/// A push to one device, by what came of it: `taken` by its push
/// service, `gone` (the device forgotten there, and dropped here),
/// `refused` (another answer), `failed` (no answer).
pub fn pushed(outcome: &'static str) {
    counter!("mastermind_pushes_total", "outcome" => outcome).increment(1);
}

/// One open live page of `kind` (`duel`, `lobby`) while it lives.
#[derive(Debug)]
pub struct LiveSocket(&'static str);

impl LiveSocket {
    pub fn open(kind: &'static str) -> Self {
        gauge!("mastermind_live_sockets", "kind" => kind).increment(1.0);
        LiveSocket(kind)
    }
}

impl Drop for LiveSocket {
    fn drop(&mut self) {
        gauge!("mastermind_live_sockets", "kind" => self.0).decrement(1.0);
    }
}

/// What is read at each scrape rather than counted as it happens. From the
/// concrete database, not a `Backend`: the pool's state is the engine's
/// own, no repository's (`running::serve` hands the database over).
async fn sample(store: &Database) {
    let pool = store.pool_state();
    gauge!("mastermind_db_connections", "state" => "in_use")
        .set(f64::from(pool.open.saturating_sub(pool.idle)));
    gauge!("mastermind_db_connections", "state" => "idle").set(f64::from(pool.idle));
    gauge!("mastermind_db_connections_max").set(f64::from(pool.max));
    match store.duels_in_play().await {
        Ok(count) => gauge!("mastermind_duels_in_play").set(count as f64),
        Err(e) => tracing::warn!("metrics: counting the duels in play failed: {e}"),
    }
}

async fn scrape(State(store): State<Database>) -> axum::response::Response {
    let Some(handle) = handle() else {
        return (
            axum::http::StatusCode::SERVICE_UNAVAILABLE,
            "metrics are not recorded in this process\n",
        )
            .into_response();
    };
    sample(&store).await;
    handle.run_upkeep();
    (
        [(
            header::CONTENT_TYPE,
            "text/plain; version=0.0.4; charset=utf-8",
        )],
        handle.render(),
    )
        .into_response()
}

/// Starts recording and serves `GET /metrics` on `listener` until
/// `stop` completes.
pub async fn serve(
    listener: TcpListener,
    store: Database,
    stop: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    handle();
    let app = Router::new()
        .route("/metrics", get(scrape))
        .with_state(store);
    axum::serve(listener, app)
        .with_graceful_shutdown(stop)
        .await
}
