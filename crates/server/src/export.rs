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
    let mut tags = Tags::new();
    tags.set("Event", event);
    if let Some(origin) = state.public_origin() {
        tags.set("Site", origin.to_string());
    }
    if let Ok(when) =
        time::OffsetDateTime::from_unix_timestamp_nanos(i128::from(ended_at) * 1_000_000)
    {
        tags.set(
            "Date",
            format!(
                "{:04}.{:02}.{:02}",
                when.year(),
                u8::from(when.month()),
                when.day()
            ),
        );
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
