//! Every request, once, at the outermost layer: who it is from, its id,
//! and its one log line. The id is the load balancer's `x-request-id` when
//! a trusted proxy sent one, otherwise a new one; it goes back in the
//! response's `x-request-id` and marks every log line the request causes
//! (they run inside its span), so a player's complaint can be found in the
//! logs of whichever server answered.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::Arc;
use std::time::Instant;

use axum::extract::{ConnectInfo, Request, State};
use axum::http::HeaderValue;
use axum::middleware::Next;
use axum::response::Response;
use mastermind_store::new_id;
use tracing::Instrument;

use crate::guard::Client;

pub const REQUEST_ID: &str = "x-request-id";

/// The routes of the API, to name the one a request is for (in the log
/// line and the metrics) also when a layer in front of the router
/// answered it (a rate limit, a refused origin).
#[derive(Debug)]
pub struct Routes {
    routes: matchit::Router<Arc<str>>,
    trusted: Arc<[IpAddr]>,
}

impl Routes {
    /// `paths` as the router writes them (`/api/games/{id}`); requests from
    /// `trusted` proxies name their client and their id.
    pub fn new<'a>(paths: impl IntoIterator<Item = &'a str>, trusted: Arc<[IpAddr]>) -> Self {
        let mut routes = matchit::Router::new();
        for path in paths {
            if let Err(e) = routes.insert(path, Arc::from(path)) {
                tracing::warn!("the route {path} is not named in logs: {e}");
            }
        }
        Routes { routes, trusted }
    }

    /// The route `path` is for: its pattern, `page` for the browser
    /// client's pages, or `unmatched` for an unknown API path.
    fn of(&self, path: &str) -> Arc<str> {
        match self.routes.at(path) {
            Ok(found) => Arc::clone(found.value),
            Err(_) if path == "/api" || path.starts_with("/api/") => Arc::from("unmatched"),
            Err(_) => Arc::from("page"),
        }
    }
}

/// The id a trusted proxy gave the request, if it is a sensible one.
fn forwarded_id(request: &Request) -> Option<String> {
    let id = request.headers().get(REQUEST_ID)?.to_str().ok()?;
    (!id.is_empty() && id.len() <= 128 && id.bytes().all(|b| b.is_ascii_graphic()))
        .then(|| id.to_string())
}

/// The address a trusted proxy appended last to `X-Forwarded-For`
/// (anything before it is whatever the client wrote).
fn forwarded_client(request: &Request) -> Option<IpAddr> {
    request
        .headers()
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .next_back()
        .and_then(|a| a.trim().parse::<IpAddr>().ok())
}

/// Finds who the request is from (the peer, or the client a trusted proxy
/// names) and its id, runs it inside its span, and logs it once.
pub async fn trace(
    State(routes): State<Arc<Routes>>,
    mut request: Request,
    next: Next,
) -> Response {
    let started = Instant::now();
    let peer = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |c| c.0.ip());
    let proxied = routes.trusted.contains(&peer);
    let client = proxied
        .then(|| forwarded_client(&request))
        .flatten()
        .unwrap_or(peer);
    let id = proxied
        .then(|| forwarded_id(&request))
        .flatten()
        .unwrap_or_else(new_id);
    request.extensions_mut().insert(Client(client));
    let method = request.method().clone();
    let path: String = request.uri().path().chars().take(200).collect();
    let span = tracing::info_span!("request", id = %id);
    let mut response = next.run(request).instrument(span.clone()).await;
    let route = routes.of(&path);
    let status = response.status().as_u16();
    let micros = started.elapsed().as_micros() as u64;
    crate::metrics::request(&method, &route, status, started.elapsed());
    span.in_scope(|| {
        if response.status().is_server_error() {
            tracing::warn!(%method, %route, %path, status, micros, %client, "request");
        } else {
            tracing::info!(%method, %route, %path, status, micros, %client, "request");
        }
    });
    if let Ok(value) = HeaderValue::from_str(&id) {
        response.headers_mut().insert(REQUEST_ID, value);
    }
    response
}
