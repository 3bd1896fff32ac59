//! `GET /api/duels/{id}/stream`: the duel's live feed as newline-delimited
//! JSON, for programs that would rather read a response than speak
//! WebSocket: the same messages as the page's socket (the whole state,
//! then every event with its version; `?since=V` resumes after version V),
//! one a line, an empty line at least every 10 s to keep it open, and at
//! the end a last line `{"type": "closed", "code": …, "reason": …}` when
//! the server ends it (the session or token ended, the server restarting).

use axum::extract::{Path, State};
use axum::response::Response;

use super::feed::{DuelFeed, Outlet};
use super::live::{Closed, LiveQuery};
use super::{Caller, load_for};
use crate::AppState;
use crate::error::{ApiError, ErrorBody, Query};
use crate::guard::Client;
use crate::ndjson::{self, Lines};

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
    let (lines, response) = ndjson::stream();
    let keep_alive = state.stream_keep_alive();
    tokio::spawn(async move {
        let _permit = permit;
        let _open = crate::metrics::LiveSocket::open("duel-stream");
        let _online = state.presence().open_page(caller.account.as_deref()).await;
        let mut feed = DuelFeed::new(lines, state, id, caller, keep_alive);
        if let Err(e) = feed.run(query.since).await {
            tracing::debug!("a duel's stream ended: {e}");
        }
    });
    Ok(response)
}

impl Outlet for Lines {
    async fn send_text(&mut self, text: String) -> Result<(), Closed> {
        self.send_written(&text).await
    }

    async fn keep_alive(&mut self) -> Result<(), Closed> {
        Lines::keep_alive(self).await
    }

    async fn close(&mut self, why: (u16, &str)) -> Result<(), Closed> {
        Lines::close(self, why).await
    }

    async fn gone(&mut self) -> bool {
        Lines::gone(self).await;
        true
    }
}
