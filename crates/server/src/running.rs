//! Serving and stopping: `mastermind serve`'s listeners, and the way down
//! a rolling restart needs.

use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use mastermind_store::Database;
use tokio::net::TcpListener;

use crate::{AppState, ServeError, ServeOptions, app, expiry, listen, metrics, pages};

/// A server's way down, on SIGTERM or Ctrl-C.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Stopping {
    /// Serving as usual.
    No,
    /// `/readyz` answers 503 so that the load balancer sends players
    /// elsewhere; everything else is served as before, for the grace.
    Draining,
    /// Live pages are closed with 1012 ("service restart"), no connection
    /// is accepted, and the requests in flight finish.
    Closing,
}

/// Serves `state` on `listener` until `shutdown` completes, then stops as
/// a rolling restart needs: `/readyz` answers 503 at once, everything else
/// is served for the grace (`ServeOptions::shutdown_grace`), then every live
/// page is closed with 1012 (its client reconnects, to whichever server the
/// load balancer picks, and resumes where it was), no more connections are
/// accepted, and the requests in flight finish. It renders every page
/// first, and does not start with a template that fails.
pub async fn serve_on(
    listener: TcpListener,
    state: AppState,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), ServeError> {
    // Every page rendered before the first reader comes: a broken template
    // stops the server here.
    pages::check()?;
    if let Err(e) = crate::bots::house::open(&state).await {
        // Served without them until the next start: they are a courtesy.
        tracing::warn!("house bots not made: {e}");
    }
    crate::puzzles::supply::open(&state, state.inner.puzzle_supply).await;
    let limits = state.inner.limits;
    let proxies = Arc::clone(&state.inner.trusted_proxies);
    let stopping = state.inner.stopping.clone();
    let grace = state.inner.shutdown_grace;
    let stop = async move {
        shutdown.await;
        stopping.send_replace(Stopping::Draining);
        tracing::info!(
            "stopping: not ready from now on, serving {} s more",
            grace.as_secs_f64()
        );
        tokio::time::sleep(grace).await;
        stopping.send_replace(Stopping::Closing);
        tracing::info!("stopping: live pages closed, no new connections");
    };
    listen::serve(listener, app(state), limits, proxies, stop).await?;
    Ok(())
}

/// The server of `mastermind serve`: serves `store` on `addr`, and stops
/// when `shutdown` completes, after the requests in flight and every
/// acknowledged write are done.
pub async fn serve(
    addr: SocketAddr,
    store: Database,
    options: ServeOptions,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), ServeError> {
    let expiry = tokio::spawn(expiry::every_hour(store.clone(), options.expire_after));
    let options_metrics = options.metrics_addr;
    // The concrete database stays in hand here, beside the state built on
    // it (which hands out only a `Backend`): where it is, its pool for the
    // metrics, and its closing on the way down are the engine's own.
    let database = store.clone();
    let (state, writer) = AppState::with_store(store, options);
    let listener = TcpListener::bind(addr)
        .await
        .map_err(|source| ServeError::Bind { addr, source })?;
    let local = listener.local_addr()?;
    let metrics_listener = match options_metrics {
        Some(addr) => Some(
            TcpListener::bind(addr)
                .await
                .map_err(|source| ServeError::Bind { addr, source })?,
        ),
        None => None,
    };
    println!("Open http://{local}/ in your browser");
    tracing::info!("serving on {local}, data in {}", database.describe());
    let (stop_metrics, metrics_stopped) = tokio::sync::oneshot::channel::<()>();
    let metrics = match metrics_listener {
        Some(listener) => {
            println!("Metrics on http://{}/metrics", listener.local_addr()?);
            Some(tokio::spawn(metrics::serve(
                listener,
                database.clone(),
                async {
                    let _ = metrics_stopped.await;
                },
            )))
        }
        None => None,
    };
    serve_on(listener, state, shutdown).await?;
    let _ = stop_metrics.send(());
    if let Some(metrics) = metrics {
        let _ = metrics.await;
    }
    // The state's last clones went with the server; the writer now finishes
    // what it was given and stops.
    if tokio::time::timeout(Duration::from_secs(10), writer)
        .await
        .is_err()
    {
        tracing::warn!("the writer did not finish within 10 s");
    }
    expiry.abort();
    database.close().await;
    tracing::info!("stopped");
    Ok(())
}

/// Completes on Ctrl-C (or SIGTERM on Unix).
pub async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {}
        () = terminate => {}
    }
}
