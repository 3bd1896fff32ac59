//! Accepting connections on the open internet: at most so many at once
//! (one more is closed at once, not left to hang), the request head within
//! a time limit (which also closes a kept-alive connection that sends
//! nothing), the body within a time limit, and a graceful stop that lets the
//! requests in flight finish. `axum::serve` offers none of these limits, so
//! connections are served here with hyper's HTTP/1 server.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::extract::ConnectInfo;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::net::TcpListener;
use tokio::sync::{Semaphore, watch};
use tower::ServiceExt;

use crate::limits::ClientKey;
use crate::shares::Shares;

/// The address the client connected to: what a page served by this
/// server has as its origin (unless a proxy is in front, see
/// `ServeOptions::public_origin`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LocalAddr(pub SocketAddr);

/// What a connection may take.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ConnectionLimits {
    /// Connections open at once; one more is closed as soon as it is accepted.
    pub max_connections: usize,
    /// Connections one client address (an IPv6 /64) may hold of them; one
    /// more from it is closed at once while others are still served. A
    /// trusted proxy's connections carry many clients and are not counted.
    pub per_client: usize,
    /// For a request's head to arrive, counted from the end of the previous
    /// request on a kept-alive connection: an idle connection is closed
    /// after it.
    pub header_timeout: Duration,
    /// For a request's body to arrive (a body trickled in is cut off, 408).
    pub body_timeout: Duration,
}

impl Default for ConnectionLimits {
    fn default() -> Self {
        ConnectionLimits {
            // Below the usual limit of 1,024 open files per process less what
            // the database and the logs hold, raised where the system allows.
            max_connections: 900,
            // Browsers open up to 6 connections to a server: room for a
            // household's worth of pages behind one address.
            per_client: 64,
            header_timeout: Duration::from_secs(10),
            body_timeout: Duration::from_secs(10),
        }
    }
}

// How long a stop waits for the connections in flight.
const DRAIN: Duration = Duration::from_secs(10);

/// Serves `app` on `listener` until `shutdown` completes; connections from
/// `proxies` do not count against a client's share.
pub async fn serve(
    listener: TcpListener,
    app: Router,
    limits: ConnectionLimits,
    proxies: Arc<[std::net::IpAddr]>,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let max = limits.max_connections.max(1);
    let open = Arc::new(Semaphore::new(max));
    let shares = Shares::new(limits.per_client);
    let (stop, stopping) = watch::channel(false);
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(limits.header_timeout)
        // Above `head::MAX_HEADERS`, so that a request with too many gets
        // that layer's JSON answer rather than hyper's bare 431.
        .max_headers(256)
        .keep_alive(true);
    tokio::pin!(shutdown);
    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(e) => {
                    // Out of file descriptors, most likely: wait for some to
                    // close rather than spin.
                    tracing::warn!("accept failed: {e}");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let share = if proxies.contains(&peer.ip()) {
            None
        } else {
            let Some(share) = shares.take(ClientKey::of(peer.ip()).to_string()) else {
                crate::metrics::refused(crate::metrics::Limit::Connections);
                tracing::debug!("{peer} holds its share of connections: closed at once");
                drop(stream);
                continue;
            };
            Some(share)
        };
        let Ok(permit) = Arc::clone(&open).try_acquire_owned() else {
            crate::metrics::refused(crate::metrics::Limit::Connections);
            tracing::warn!("{max} connections open: {peer} closed at once");
            drop(stream);
            continue;
        };
        let _ = stream.set_nodelay(true);
        let local = stream.local_addr().ok().map(LocalAddr);
        let service = app
            .clone()
            .map_request(move |mut request: hyper::Request<Incoming>| {
                request
                    .extensions_mut()
                    .insert(ConnectInfo::<SocketAddr>(peer));
                if let Some(local) = local {
                    request.extensions_mut().insert(local);
                }
                request
            });
        let connection = http
            .serve_connection(TokioIo::new(stream), TowerToHyperService::new(service))
            .with_upgrades();
        let mut stopping = stopping.clone();
        tokio::spawn(async move {
            tokio::pin!(connection);
            let stop = async move {
                let _ = stopping.wait_for(|stop| *stop).await;
            };
            tokio::select! {
                _ = connection.as_mut() => {}
                () = stop => {
                    connection.as_mut().graceful_shutdown();
                    let _ = connection.await;
                }
            }
            drop(permit);
            drop(share);
        });
    }
    drop(listener);
    let _ = stop.send(true);
    // Every connection gives its permit back once it has finished.
    let drained = tokio::time::timeout(DRAIN, open.acquire_many(max as u32)).await;
    if drained.is_err() {
        tracing::warn!("connections still open after {} s", DRAIN.as_secs());
    }
    Ok(())
}
