//! `GET /api/duels/{id}/stream`: the duel's live feed as newline-delimited
//! JSON, for programs that would rather read a response than speak
//! WebSocket: the same messages as the page's socket (the whole state,
//! then every event with its version; `?since=V` resumes after version V),
//! one a line, an empty line at least every 10 s to keep it open, and at
//! the end a last line `{"type": "closed", "code": …, "reason": …}` when
//! the server ends it (the session or token ended, the server restarting).

use std::time::Duration;

use axum::body::Body;
use axum::extract::{Path, State};
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use tokio::sync::mpsc;

use super::feed::{DuelFeed, Outlet};
use super::live::{Closed, LiveQuery};
use super::{Caller, load_for};
use crate::AppState;
use crate::error::{ApiError, ErrorBody, Query};
use crate::guard::Client;

/// Lines waiting for a slow reader before the stream is given up.
const BACKLOG: usize = 64;

/// The duel, live, as NDJSON.
#[utoipa::path(get, path = "/api/duels/{id}/stream", tag = "duels",
    params(("id" = String, Path, description = "The duel's id"), LiveQuery),
    responses((status = 200, description = "One JSON object a line: the state, then the events; an empty line to keep it open",
            content_type = "application/x-ndjson"),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody, description = "A single-use link taken by another player"),
        (status = 429, body = ErrorBody, description = "Your address holds its share of live pages"), (status = 503, body = ErrorBody, description = "Too many live pages open")))]
pub(super) async fn duel_stream(
    State(state): State<AppState>,
    client: Client,
    caller: Caller,
    Path(id): Path<String>,
    Query(query): Query<LiveQuery>,
) -> Result<Response, ApiError> {
    load_for(&state, &id, &caller).await?;
    let permit = state.socket_permit(client)?;
    let (lines, body) = mpsc::channel::<Result<String, std::io::Error>>(BACKLOG);
    let keep_alive = state.stream_keep_alive();
    tokio::spawn(async move {
        let _permit = permit;
        let _open = crate::metrics::LiveSocket::open("duel-stream");
        let _online = state.presence().open_page(caller.account.as_deref());
        let mut feed = DuelFeed::new(LineOutlet(lines), state, id, caller, keep_alive);
        if let Err(e) = feed.run(query.since).await {
            tracing::debug!("a duel's stream ended: {e}");
        }
    });
    let stream = futures_util::stream::unfold(body, |mut body| async move {
        body.recv().await.map(|line| (line, body))
    });
    let mut response = Body::from_stream(stream).into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/x-ndjson"),
    );
    // A proxy must pass each line on as it comes.
    headers.insert("x-accel-buffering", HeaderValue::from_static("no"));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(response)
}

/// The stream's lines, to the response's body.
struct LineOutlet(mpsc::Sender<Result<String, std::io::Error>>);

impl LineOutlet {
    async fn line(&mut self, text: String) -> Result<(), Closed> {
        // A reader that takes nothing for long is given up, not waited for.
        match tokio::time::timeout(Duration::from_secs(5), self.0.send(Ok(text))).await {
            Ok(Ok(())) => Ok(()),
            Ok(Err(_)) => Err("the reader left".into()),
            Err(_) => Err("the reader reads too slowly".into()),
        }
    }
}

impl Outlet for LineOutlet {
    async fn send_text(&mut self, text: String) -> Result<(), Closed> {
        self.line(format!("{text}\n")).await
    }

    async fn keep_alive(&mut self) -> Result<(), Closed> {
        self.line("\n".to_string()).await
    }

    async fn close(&mut self, (code, reason): (u16, &str)) -> Result<(), Closed> {
        let last = serde_json::json!({"type": "closed", "code": code, "reason": reason});
        self.line(format!("{last}\n")).await
    }

    async fn gone(&mut self) -> bool {
        self.0.closed().await;
        true
    }
}
