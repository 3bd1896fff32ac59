//! What every request passes on its way in and out: the player cookie, the
//! origin check, the per-address rate limit, the request log, and the JSON
//! shape of every API error.

use std::collections::HashMap;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::Mutex;
use std::time::Instant;

use axum::body::Body;
use axum::extract::{ConnectInfo, Request, State};
use axum::http::{HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::AppState;
use crate::error::{ApiError, json_error};
use crate::limits::ClientKey;
use mastermind_store::{is_id, prelude::*};

/// The anonymous id of the browser that sent a request (its `player`
/// cookie, set on its first visit).
#[derive(Debug, Clone)]
pub struct Player(pub String);

const COOKIE: &str = "player";

/// The value of the cookie `name` for which `valid` holds.
pub fn cookie(
    headers: &axum::http::HeaderMap,
    name: &str,
    valid: impl Fn(&str) -> bool,
) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(n, value)| *n == name && valid(value))
        .map(|(_, value)| value.to_string())
}

fn cookie_player(request: &Request) -> Option<String> {
    cookie(request.headers(), COOKIE, is_id)
}

/// Gives every request a [`Player`]: the logged-in account, or else the
/// browser's cookie (a browser without one gets one). The session found on
/// the way is kept for the handlers ([`crate::session::Me`]).
pub async fn player_cookie(
    State(state): State<AppState>,
    mut request: Request,
    next: Next,
) -> Response {
    let me = match crate::session::identify(&state, request.headers()).await {
        Ok(me) => me,
        Err(e) => return e.into_response(),
    };
    if let Some(me) = &me {
        state.presence().saw(&me.account.id).await;
    }
    let mut known = cookie_player(&request);
    if me.is_none()
        && let Some(id) = &known
    {
        match state.guests().is_guest(state.store(), id).await {
            Ok(true) => {}
            // An account's id is never a guest's: such a cookie reads
            // nothing of the account's, and the browser gets a cookie of
            // its own.
            Ok(false) => known = None,
            // The database cannot say now; neither can it serve the
            // account's games to anyone. Static pages still answer.
            Err(_) => {}
        }
    }
    let browser = known.clone().unwrap_or_else(crate::live::new_id);
    let player = me
        .as_ref()
        .map_or_else(|| browser.clone(), |me| me.account.id.clone());
    request.extensions_mut().insert(Player(player));
    request.extensions_mut().insert(crate::session::MaybeMe(me));
    let mut response = next.run(request).await;
    if known.is_none() {
        // Secure under https, as the session cookie is: the browser's
        // games and series are as much its player's as a session is.
        let secure = if state.is_https() { "; Secure" } else { "" };
        let cookie = format!(
            "{COOKIE}={browser}; Path=/; HttpOnly; SameSite=Lax; Max-Age=315360000{secure}"
        );
        if let Ok(value) = HeaderValue::from_str(&cookie) {
            response.headers_mut().append(header::SET_COOKIE, value);
        }
    }
    response
}

/// The `player` cookies seen to be guests' (no account has that id), so
/// that each is looked up once. Ids are 128 random bits, made fresh for
/// every account and every browser: once a guest's, always a guest's.
#[derive(Debug, Default)]
pub struct Guests {
    known: Mutex<std::collections::HashSet<String>>,
}

// Guests remembered before the memory starts again.
const MAX_GUESTS: usize = 100_000;

impl Guests {
    /// Whether `id` may stand for a guest: it is no account's id.
    pub async fn is_guest(
        &self,
        store: &impl Backend,
        id: &str,
    ) -> Result<bool, mastermind_store::StoreError> {
        if self.lock().contains(id) {
            return Ok(true);
        }
        if store.account(id).await?.is_some() {
            return Ok(false);
        }
        let mut known = self.lock();
        if known.len() >= MAX_GUESTS {
            known.clear();
        }
        known.insert(id.to_string());
        Ok(true)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, std::collections::HashSet<String>> {
        // Each change is one insert or clear: a panic leaves it whole.
        self.known.lock().unwrap_or_else(|e| e.into_inner())
    }
}

fn changes_state(method: &Method) -> bool {
    !matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS)
}

/// Refuses a state-changing request (or a WebSocket, which can act for
/// its player) sent by a page of another site: a browser names the page's
/// origin, and it must be this server's.
pub async fn same_origin(
    axum::extract::State(public): axum::extract::State<Option<std::sync::Arc<str>>>,
    request: Request,
    next: Next,
) -> Response {
    // A request that names its access token and sends no cookie acts only
    // for whoever holds the token: no page of another site can make a
    // browser send it (a header a page sets needs a CORS grant, which this
    // server never gives).
    let bearer_only = request.headers().contains_key(header::AUTHORIZATION)
        && !request.headers().contains_key(header::COOKIE);
    if !bearer_only
        && (changes_state(request.method()) || request.headers().contains_key(header::UPGRADE))
        && let Some(origin) = request.headers().get(header::ORIGIN)
    {
        let origin_text = origin.to_str().unwrap_or("").to_ascii_lowercase();
        let local = request.extensions().get::<crate::listen::LocalAddr>();
        // Never the Host header: a page of a rebinding domain sends its own
        // name there.
        let allowed = match (&public, local) {
            (Some(public), _) => origin_text == **public,
            (None, Some(local)) => own_origins(local.0).contains(&origin_text),
            (None, None) => false,
        };
        if !allowed {
            let shown = String::from_utf8_lossy(origin.as_bytes())
                .chars()
                .take(100)
                .collect::<String>();
            return json_error(
                StatusCode::FORBIDDEN,
                format!("refused: a page from {shown} may not change anything on this server"),
            );
        }
    }
    next.run(request).await
}

/// How many state-changing requests one address may make.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RateLimit {
    /// Requests per second, refilled continuously; 0 for no limit.
    pub per_second: f64,
    /// How many may come at once after a quiet spell.
    pub burst: f64,
}

impl RateLimit {
    pub const UNLIMITED: RateLimit = RateLimit {
        per_second: 0.0,
        burst: 0.0,
    };

    /// `per_second` with a burst of twice as many; 0 for no limit.
    pub fn per_second(per_second: u32) -> Self {
        RateLimit {
            per_second: f64::from(per_second),
            burst: f64::from(per_second) * 2.0,
        }
    }
}

#[derive(Debug, Clone, Copy)]
struct Bucket {
    tokens: f64,
    at: Instant,
}

/// A token bucket per client (an address, or an IPv6 /64). Only the
/// socket's peer address counts, or what a trusted proxy says of it:
/// forwarded headers are whatever the client wants them to be.
///
/// Requests made with an access token count per token and per account
/// instead (`Limiter<String>`), whatever address they come from.
#[derive(Debug)]
pub struct Limiter<K = ClientKey> {
    limit: RateLimit,
    buckets: Mutex<HashMap<K, Bucket>>,
}

// Addresses remembered before full buckets (idle clients) are forgotten.
const MAX_BUCKETS: usize = 10_000;

impl<K: std::hash::Hash + Eq + Clone> Limiter<K> {
    pub fn new(limit: RateLimit) -> Self {
        Limiter {
            limit,
            buckets: Mutex::new(HashMap::new()),
        }
    }

    /// Takes a token for `client`; false when its bucket is empty.
    pub fn allow(&self, client: K) -> bool {
        let RateLimit { per_second, burst } = self.limit;
        if per_second <= 0.0 {
            return true;
        }
        let now = Instant::now();
        let mut buckets = self.buckets.lock().unwrap_or_else(|e| e.into_inner());
        if buckets.len() >= MAX_BUCKETS && !buckets.contains_key(&client) {
            buckets.retain(|_, b| {
                b.tokens + now.duration_since(b.at).as_secs_f64() * per_second < burst
            });
        }
        let bucket = buckets.entry(client).or_insert(Bucket {
            tokens: burst,
            at: now,
        });
        let refill = now.duration_since(bucket.at).as_secs_f64() * per_second;
        bucket.tokens = (bucket.tokens + refill).min(burst);
        bucket.at = now;
        if bucket.tokens >= 1.0 {
            bucket.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

pub async fn rate_limit(State(state): State<AppState>, request: Request, next: Next) -> Response {
    if changes_state(request.method()) {
        let token = request
            .extensions()
            .get::<crate::session::MaybeMe>()
            .and_then(|crate::session::MaybeMe(me)| me.as_ref())
            .and_then(|me| Some((me.token.as_ref()?.id.clone(), me.account.id.clone())));
        if let Some((token, account)) = token {
            let (tokens, accounts) = state.token_limiters();
            if !(tokens.allow(token) && accounts.allow(account)) {
                crate::metrics::refused(crate::metrics::Limit::Rate);
                return ApiError::TooMany(
                    "too many requests with this access token or account; wait a moment and try again"
                        .to_string(),
                )
                .into_response();
            }
            return next.run(request).await;
        }
        let client = client_of(request.extensions()).key();
        if !state.limiter().allow(client) {
            crate::metrics::refused(crate::metrics::Limit::Rate);
            return ApiError::TooMany(
                "too many requests from your address; wait a moment and try again".to_string(),
            )
            .into_response();
        }
    }
    next.run(request).await
}

/// Gives every API error the `{"error": ...}` shape, including those axum
/// answers by itself (an unknown method, say).
pub async fn json_errors(request: Request, next: Next) -> Response {
    let method = request.method().clone();
    let path = request.uri().path().to_string();
    let response = next.run(request).await;
    if !(path == "/api" || path.starts_with("/api/")) {
        return response;
    }
    let status = response.status();
    let is_json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"));
    if !(status.is_client_error() || status.is_server_error()) || is_json {
        return response;
    }
    let message = match status {
        StatusCode::METHOD_NOT_ALLOWED => format!("{path} does not take {method}"),
        StatusCode::NOT_FOUND => format!("no such API route: {method} {path}"),
        StatusCode::PAYLOAD_TOO_LARGE => {
            format!("the body is too large: at most {} bytes", crate::BODY_LIMIT)
        }
        StatusCode::UNSUPPORTED_MEDIA_TYPE => {
            "send the body as JSON with 'Content-Type: application/json'".to_string()
        }
        other => other
            .canonical_reason()
            .unwrap_or("the request failed")
            .to_string(),
    };
    let (mut parts, _) = response.into_parts();
    let fresh = json_error(status, message);
    parts.headers.remove(header::CONTENT_LENGTH);
    parts.headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    let (_, body) = fresh.into_parts();
    Response::from_parts(parts, Body::new(body))
}

/// The answer when a handler panics: a bug, reported without its details.
pub fn panic_response(_: Box<dyn std::any::Any + Send + 'static>) -> Response {
    tracing::error!("a request handler panicked");
    json_error(
        StatusCode::INTERNAL_SERVER_ERROR,
        "the server failed on this request",
    )
}

/// Reads the whole body before the handler runs, within `deadline` from
/// the end of the head: a body trickled in a byte at a time (which a
/// per-read timeout never stops) is answered 408. Bodies are small (at most
/// [`crate::BODY_LIMIT`] bytes, checked before this runs).
pub async fn whole_body(
    axum::extract::State(deadline): axum::extract::State<std::time::Duration>,
    request: Request,
    next: Next,
) -> Response {
    let (parts, body) = request.into_parts();
    let read = tokio::time::timeout(deadline, axum::body::to_bytes(body, crate::BODY_LIMIT));
    match read.await {
        Ok(Ok(bytes)) => {
            next.run(Request::from_parts(parts, axum::body::Body::from(bytes)))
                .await
        }
        Ok(Err(_)) => ApiError::TooLarge(format!(
            "the body is too large or broken: at most {} bytes",
            crate::BODY_LIMIT
        ))
        .into_response(),
        Err(_) => ApiError::Timeout(format!(
            "the body did not arrive within {} s",
            deadline.as_secs_f64()
        ))
        .into_response(),
    }
}

/// The origins of pages served straight from this server to a client that
/// connected to `local`: its address, and `localhost` for a loopback one.
fn own_origins(local: std::net::SocketAddr) -> Vec<String> {
    let port = local.port();
    let mut origins = vec![format!("http://{local}")];
    if local.ip().is_loopback() {
        origins.push(format!("http://localhost:{port}"));
    }
    origins
}

/// CONNECT and TRACE are not methods of this server: 405 with a message,
/// whatever the path (a page must not echo a request back).
pub async fn refuse_methods(request: Request, next: Next) -> Response {
    let method = request.method();
    if method == axum::http::Method::CONNECT || method == axum::http::Method::TRACE {
        let mut response = json_error(
            StatusCode::METHOD_NOT_ALLOWED,
            format!("{method} is not served here"),
        );
        response.headers_mut().insert(
            header::ALLOW,
            HeaderValue::from_static("GET, HEAD, POST, PUT, PATCH, DELETE"),
        );
        return response;
    }
    next.run(request).await
}

/// The address a request came from, for what is shared out per client.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Client(pub IpAddr);

impl Client {
    /// The address as one client (see [`ClientKey`]).
    pub fn key(&self) -> ClientKey {
        ClientKey::of(self.0)
    }
}

impl<S: Send + Sync> axum::extract::FromRequestParts<S> for Client {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut axum::http::request::Parts,
        _: &S,
    ) -> Result<Self, Self::Rejection> {
        Ok(client_of(&parts.extensions))
    }
}

/// The client of a request: as [`client_address`] found it, else the peer.
fn client_of(extensions: &axum::http::Extensions) -> Client {
    extensions.get::<Client>().copied().unwrap_or_else(|| {
        Client(
            extensions
                .get::<ConnectInfo<SocketAddr>>()
                .map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |c| c.0.ip()),
        )
    })
}
