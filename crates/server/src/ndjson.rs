//! Newline-delimited JSON streams: a task writes lines, the response's
//! body carries them as they come. A reader that takes nothing for 5 s is
//! given up, never waited for.

use std::time::Duration;

use axum::body::Body;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use tokio::sync::mpsc;

use crate::duels::live::Closed;

/// Lines waiting for a slow reader before the stream is given up.
const BACKLOG: usize = 64;
/// How long a line may wait for its reader.
const SEND_TIMEOUT: Duration = Duration::from_secs(5);

/// The writing end of a stream.
pub struct Lines(mpsc::Sender<Result<String, std::io::Error>>);

/// A stream: its writing end, and the response that carries it.
pub fn stream() -> (Lines, Response) {
    let (lines, body) = mpsc::channel::<Result<String, std::io::Error>>(BACKLOG);
    let chunks = futures_util::stream::unfold(body, |mut body| async move {
        body.recv().await.map(|line| (line, body))
    });
    let mut response = Body::from_stream(chunks).into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/x-ndjson"),
    );
    // A proxy must pass each line on as it comes.
    headers.insert("x-accel-buffering", HeaderValue::from_static("no"));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    (Lines(lines), response)
}

impl Lines {
    async fn line(&mut self, text: String) -> Result<(), Closed> {
        match tokio::time::timeout(SEND_TIMEOUT, self.0.send(Ok(text))).await {
            Ok(Ok(())) => Ok(()),
            Ok(Err(_)) => Err("the reader left".into()),
            Err(_) => Err("the reader reads too slowly".into()),
        }
    }

    /// One message.
    pub async fn send(&mut self, message: &impl serde::Serialize) -> Result<(), Closed> {
        let json = serde_json::to_string(message)?;
        self.line(format!("{json}\n")).await
    }

    /// One message written already (one line of JSON).
    pub async fn send_written(&mut self, json: &str) -> Result<(), Closed> {
        self.line(format!("{json}\n")).await
    }

    /// An empty line: the stream is alive.
    pub async fn keep_alive(&mut self) -> Result<(), Closed> {
        self.line("\n".to_string()).await
    }

    /// The last line: why the server ends the stream.
    pub async fn close(&mut self, (code, reason): (u16, &str)) -> Result<(), Closed> {
        let last = serde_json::json!({"type": "closed", "code": code, "reason": reason});
        self.send(&last).await
    }

    /// Completes when the reader has gone.
    pub async fn gone(&mut self) {
        self.0.closed().await;
    }
}
