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
/// `format`.
///
/// Lines go through a queue to a thread of their own, so a standard error
/// that nobody reads fast enough (a full pipe) never blocks the runtime's
/// workers: once the queue holds [`LOG_QUEUE_LINES`] lines, new ones are
/// dropped until it drains. Keep the guard until the process ends: dropping
/// it writes out what is queued.
pub fn init_tracing(format: LogFormat) -> tracing_appender::non_blocking::WorkerGuard {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let (writer, guard) = tracing_appender::non_blocking::NonBlockingBuilder::default()
        .lossy(true)
        .buffered_lines_limit(LOG_QUEUE_LINES)
        .thread_name("mastermind-log")
        .finish(std::io::stderr());
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(writer);
    let _ = match format {
        LogFormat::Text => builder.try_init(),
        LogFormat::Json => builder.json().with_current_span(true).try_init(),
    };
    guard
}
