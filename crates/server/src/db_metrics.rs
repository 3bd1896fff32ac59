//! The database's share of the metrics: how long each statement took and
//! how long a request waited for a connection of the pool. The database
//! library (sqlx) times both and tells them as log events (statements at
//! debug level, waits for a connection at trace level); this layer of the
//! log turns those events into histograms, whatever the log itself shows.

use tracing::field::{Field, Visit};
use tracing::{Event, Subscriber};
use tracing_subscriber::Layer;
use tracing_subscriber::filter::Targets;
use tracing_subscriber::layer::Context;

const STATEMENTS: &str = "sqlx::query";
const ACQUIRES: &str = "sqlx::pool::acquire";

/// The layer, with the filter that lets through only the events it reads.
pub fn layer<S>() -> impl Layer<S>
where
    S: Subscriber + for<'a> tracing_subscriber::registry::LookupSpan<'a>,
{
    let events = Targets::new()
        .with_target(STATEMENTS, tracing::Level::TRACE)
        .with_target(ACQUIRES, tracing::Level::TRACE);
    DatabaseTimes.with_filter(events)
}

struct DatabaseTimes;

impl<S: Subscriber> Layer<S> for DatabaseTimes {
    fn on_event(&self, event: &Event<'_>, _: Context<'_, S>) {
        let mut times = Times::default();
        event.record(&mut times);
        match event.metadata().target() {
            STATEMENTS => {
                if let Some(took) = times.elapsed {
                    let statement = statement_kind(times.summary.as_deref().unwrap_or(""));
                    metrics::histogram!("mastermind_db_statement_duration_seconds",
                        "statement" => statement)
                    .record(took);
                }
            }
            ACQUIRES => {
                if let Some(waited) = times.acquired_after {
                    metrics::histogram!("mastermind_db_acquire_wait_seconds").record(waited);
                }
            }
            _ => {}
        }
    }
}

/// The fields of sqlx's events this layer reads.
#[derive(Default)]
struct Times {
    elapsed: Option<f64>,
    acquired_after: Option<f64>,
    summary: Option<String>,
}

impl Visit for Times {
    fn record_f64(&mut self, field: &Field, value: f64) {
        match field.name() {
            "elapsed_secs" => self.elapsed = Some(value),
            "acquired_after_secs" => self.acquired_after = Some(value),
            _ => {}
        }
    }

    fn record_str(&mut self, field: &Field, value: &str) {
        if field.name() == "summary" {
            self.summary = Some(value.to_string());
        }
    }

    fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
        if field.name() == "summary" {
            self.summary = Some(format!("{value:?}").trim_matches('"').to_string());
        }
    }
}

/// The kind of a statement, from the first word of its summary: a label
/// with few values, whatever the statements are.
fn statement_kind(summary: &str) -> &'static str {
    let first = summary
        .split_whitespace()
        .next()
        .unwrap_or("")
        .to_ascii_uppercase();
    match first.as_str() {
        "SELECT" | "WITH" => "select",
        "INSERT" => "insert",
        "UPDATE" => "update",
        "DELETE" => "delete",
        "BEGIN" | "COMMIT" | "ROLLBACK" | "SAVEPOINT" | "RELEASE" => "transaction",
        _ => "other",
    }
}

#[cfg(test)]
mod tests {
    use super::statement_kind;

    #[test]
    fn statements_are_labelled_by_their_first_word() {
        assert_eq!(statement_kind("SELECT id FROM games …"), "select");
        assert_eq!(statement_kind("insert into turns …"), "insert");
        assert_eq!(statement_kind("BEGIN IMMEDIATE"), "transaction");
        assert_eq!(statement_kind("PRAGMA foreign_keys"), "other");
        assert_eq!(statement_kind(""), "other");
    }
}
