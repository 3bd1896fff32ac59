//! Exports of finished games and duels as transcripts (the core's
//! `transcript`): `?format=text` (the default, `text/plain`) or
//! `?format=json`. Only what is over is exported: a secret is never in a
//! transcript before the rules reveal it.

use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use mastermind_core::transcript::Tags;
use serde::Deserialize;
use utoipa::IntoParams;

use crate::AppState;
use crate::error::ApiError;

#[derive(Debug, Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
pub struct ExportQuery {
    /// `text` (the default) or `json`.
    pub format: Option<String>,
}

/// The format asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Text,
    Json,
}

impl ExportQuery {
    pub fn format(&self) -> Result<Format, ApiError> {
        match self.format.as_deref() {
            None | Some("text") => Ok(Format::Text),
            Some("json") => Ok(Format::Json),
            Some(other) => Err(ApiError::bad(format!(
                "no export format '{other}': text or json"
            ))),
        }
    }
}

/// The tags every transcript of this site begins with: what it was, where
/// (the site's public address, when it has one) and the day it ended (UTC).
pub fn tags(state: &AppState, event: &str, ended_at: i64) -> Tags {
    let mut tags = Tags::event(event, ended_at);
    if let Some(origin) = state.public_origin() {
        tags.set("Site", origin.to_string());
    }
    tags
}

/// The answer: the transcript's text, or its JSON.
pub fn answer(format: Format, text: String, json: &impl serde::Serialize) -> Response {
    match format {
        Format::Text => {
            let mut response = text.into_response();
            response.headers_mut().insert(
                header::CONTENT_TYPE,
                HeaderValue::from_static("text/plain; charset=utf-8"),
            );
            response
        }
        Format::Json => axum::Json(json).into_response(),
    }
}

/// `GET /api/account/export`: the caller's finished games and duels.
pub mod account {
    use axum::body::Body;
    use axum::extract::State;
    use axum::http::{HeaderValue, header};
    use axum::response::{IntoResponse, Response};
    use mastermind_store::prelude::*;
    use mastermind_store::{Cursor, Ended, Transcript, Whose};
    use serde::Deserialize;
    use utoipa::IntoParams;

    use crate::AppState;
    use crate::error::{ApiError, ErrorBody, Query};
    use crate::session::Me;

    /// Transcripts read from the database at a time.
    const PAGE: i64 = 100;
    /// Most transcripts one request answers.
    const MOST: i64 = 10_000;

    #[derive(Debug, Deserialize, IntoParams)]
    #[serde(deny_unknown_fields)]
    pub struct AccountExportQuery {
        /// `text` (the default: transcripts one after another, a blank
        /// line between) or `ndjson` (one JSON object a line).
        pub format: Option<String>,
        /// Only what ended before this moment (Unix ms): the next page
        /// starts before the last one's end.
        pub before: Option<i64>,
        /// At most this many (default 1,000; at most 10,000).
        pub limit: Option<i64>,
    }

    /// Your finished games and duels as transcripts, the latest first,
    /// streamed: `?format=text` (default) or `ndjson`, a page at a time
    /// with `before` and `limit`.
    #[utoipa::path(get, path = "/api/account/export", tag = "accounts", params(AccountExportQuery),
        responses((status = 200, description = "The transcripts (docs/developers/transcript.md)",
                content((String = "text/plain"), (String = "application/x-ndjson"))),
            (status = 400, body = ErrorBody), (status = 401, body = ErrorBody, description = "Not logged in")))]
    pub async fn export(
        State(state): State<AppState>,
        me: Me,
        Query(query): Query<AccountExportQuery>,
    ) -> Result<Response, ApiError> {
        let ndjson = match query.format.as_deref() {
            None | Some("text") => false,
            Some("ndjson") => true,
            Some(other) => {
                return Err(ApiError::bad(format!(
                    "no export format '{other}': text or ndjson"
                )));
            }
        };
        let limit = query.limit.unwrap_or(1_000);
        if !(1..=MOST).contains(&limit) {
            return Err(ApiError::bad(format!("limit is 1 to {MOST}, not {limit}")));
        }
        let from = Cursor {
            at: query.before.unwrap_or(i64::MAX),
            id: None,
        };
        // The first page is read before answering, so that a database
        // that fails fails the request, not the middle of a stream.
        let first = page(&state, &me, &from, limit.min(PAGE)).await?;
        let stream = futures_util::stream::unfold(
            (state, me, first, limit),
            move |(state, me, mut pending, left)| async move {
                if left <= 0 {
                    return None;
                }
                if pending.is_empty() {
                    return None;
                }
                let ended = pending.remove(0);
                let chunk = line(&ended.2, ndjson);
                let left = left - 1;
                if pending.is_empty() && left > 0 {
                    match page(&state, &me, &Cursor::after(&ended), left.min(PAGE)).await {
                        Ok(next) => pending = next,
                        Err(e) => {
                            tracing::warn!("an export stopped: {e}");
                            return Some((
                                Err(std::io::Error::other(e.to_string())),
                                (state, me, Vec::new(), 0),
                            ));
                        }
                    }
                }
                Some((Ok::<_, std::io::Error>(chunk), (state, me, pending, left)))
            },
        );
        let mut response = Body::from_stream(stream).into_response();
        let kind = if ndjson {
            "application/x-ndjson"
        } else {
            "text/plain; charset=utf-8"
        };
        response
            .headers_mut()
            .insert(header::CONTENT_TYPE, HeaderValue::from_static(kind));
        Ok(response)
    }

    async fn page(
        state: &AppState,
        me: &Me,
        from: &Cursor,
        limit: i64,
    ) -> Result<Vec<Ended>, ApiError> {
        let whose = Whose::Account {
            id: &me.account.id,
            name: &me.account.name,
        };
        Ok(state.store().transcripts(whose, from, limit).await?)
    }

    fn line(transcript: &Transcript, ndjson: bool) -> String {
        if ndjson {
            format!("{}\n", transcript.to_json())
        } else {
            format!("{}\n", transcript.to_text())
        }
    }
}
