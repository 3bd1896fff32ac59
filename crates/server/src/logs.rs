//! The log: text for people or JSON lines, written off the runtime.

// Log lines waiting for standard error before new ones are dropped.
const LOG_QUEUE_LINES: usize = 100_000;

/// How log lines are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum LogFormat {
    /// Lines for people to read.
    #[default]
    Text,
    /// One JSON object per line, for log pipelines; a request's lines carry
    /// its id in their `span`.
    Json,
}

/// Logs to standard error at the level of `RUST_LOG` (default: info), in
/// `format`; with `database_metrics`, the database's timings also feed the
/// metrics (see [`crate::db_metrics`]).
///
/// Lines go through a queue to a thread of their own, so a standard error
/// that nobody reads fast enough (a full pipe) never blocks the runtime's
/// workers: once the queue holds [`LOG_QUEUE_LINES`] lines, new ones are
/// dropped until it drains. Keep the guard until the process ends: dropping
/// it writes out what is queued.
pub fn init_tracing(
    format: LogFormat,
    database_metrics: bool,
) -> tracing_appender::non_blocking::WorkerGuard {
    use tracing_subscriber::layer::SubscriberExt;
    use tracing_subscriber::util::SubscriberInitExt;
    use tracing_subscriber::{Layer, fmt};

    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let (writer, guard) = tracing_appender::non_blocking::NonBlockingBuilder::default()
        .lossy(true)
        .buffered_lines_limit(LOG_QUEUE_LINES)
        .thread_name("mastermind-log")
        .finish(std::io::stderr());
    // The log's filter is the log layer's own, so that the database's
    // timings reach the metrics whatever the log shows.
    let log = match format {
        LogFormat::Text => fmt::layer().with_writer(writer).boxed(),
        LogFormat::Json => fmt::layer()
            .json()
            .with_current_span(true)
            .with_writer(writer)
            .boxed(),
    }
    .with_filter(filter);
    let _ = tracing_subscriber::registry()
        .with(log)
        .with(database_metrics.then(crate::db_metrics::layer))
        .try_init();
    guard
}
