//! Every failure an API request can meet, mapped to one status code here and
//! answered as `{"error": "..."}`.

use axum::extract::rejection::{JsonRejection, QueryRejection};
use axum::extract::{FromRequest, FromRequestParts};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
pub use mastermind_api::error::ErrorBody;
use mastermind_core::refusal::Refusal;
use serde::Serialize;

#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    /// The request is malformed or names something impossible.
    #[error("{0}")]
    BadRequest(String),
    /// Not logged in, or the password is wrong.
    #[error("{0}")]
    Unauthorized(String),
    #[error("{0}")]
    NotFound(String),
    #[error("{0}")]
    Forbidden(String),
    /// The request is fine but the game is not in a state to take it.
    #[error("{0}")]
    Conflict(String),
    /// A move for a turn already played (or not yet): nothing changed;
    /// `current` is the thing as it stands.
    #[error("{message}")]
    Turn {
        message: String,
        code: &'static str,
        current: serde_json::Value,
    },
    /// A rule of the core refused the request: 400 when the input itself
    /// is malformed, 409 when it came at the wrong moment.
    #[error("{message}")]
    Refused {
        status: StatusCode,
        code: &'static str,
        message: String,
    },
    /// Answers to a codebreaker that no code fits.
    #[error("{message}")]
    Inconsistent { message: String, turns: Vec<usize> },
    #[error("{0}")]
    TooLarge(String),
    /// The request did not arrive in time.
    #[error("{0}")]
    Timeout(String),
    #[error("{0}")]
    TooMany(String),
    /// A fault of the server or its database, never of the request.
    #[error("{0}")]
    Internal(String),
    #[error("{0}")]
    Unavailable(String),
}

impl ApiError {
    pub fn bad(message: impl ToString) -> Self {
        ApiError::BadRequest(message.to_string())
    }

    pub fn conflict(message: impl ToString) -> Self {
        ApiError::Conflict(message.to_string())
    }

    /// A rule's refusal, with its code: `bad_input` says 400, else 409.
    pub fn refused(error: &impl Refusal, bad_input: bool) -> Self {
        ApiError::Refused {
            status: if bad_input {
                StatusCode::BAD_REQUEST
            } else {
                StatusCode::CONFLICT
            },
            code: error.code(),
            message: error.to_string(),
        }
    }

    /// Malformed input a rule refused (400, with the rule's code).
    pub fn bad_input(error: &impl Refusal) -> Self {
        ApiError::refused(error, true)
    }

    /// The stable code of the answer.
    pub fn code(&self) -> &'static str {
        match self {
            ApiError::Turn { code, .. } | ApiError::Refused { code, .. } => code,
            other => status_code(other.status()),
        }
    }

    pub fn status(&self) -> StatusCode {
        match self {
            ApiError::BadRequest(_) => StatusCode::BAD_REQUEST,
            ApiError::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            ApiError::NotFound(_) => StatusCode::NOT_FOUND,
            ApiError::Forbidden(_) => StatusCode::FORBIDDEN,
            ApiError::Conflict(_) | ApiError::Turn { .. } => StatusCode::CONFLICT,
            ApiError::Refused { status, .. } => *status,
            ApiError::Inconsistent { .. } => StatusCode::UNPROCESSABLE_ENTITY,
            ApiError::TooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::Timeout(_) => StatusCode::REQUEST_TIMEOUT,
            ApiError::TooMany(_) => StatusCode::TOO_MANY_REQUESTS,
            ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
            ApiError::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
        }
    }
}

/// The codes of refusals that are the server's own, not a rule's.
pub const SERVER_CODES: [&str; 4] = [
    "no_puzzles",
    "token_malformed",
    "token_scope",
    "token_unknown",
];

impl ApiError {
    /// A refusal with a code of the server's own ([`SERVER_CODES`]).
    pub fn coded(status: StatusCode, code: &'static str, message: String) -> Self {
        debug_assert!(SERVER_CODES.contains(&code), "{code} is listed");
        ApiError::Refused {
            status,
            code,
            message,
        }
    }

    /// A move for the wrong turn, answered with the thing as it stands.
    pub fn turn(error: mastermind_core::TurnError, current: &impl Serialize) -> Self {
        ApiError::Turn {
            message: error.to_string(),
            code: error.code(),
            current: serde_json::to_value(current).unwrap_or_default(),
        }
    }
}

impl From<mastermind_store::StoreError> for ApiError {
    fn from(error: mastermind_store::StoreError) -> Self {
        // A write refused on a stale copy is expected traffic with several
        // servers; only a fault of the database is an error.
        match &error {
            mastermind_store::StoreError::Conflict(_)
            | mastermind_store::StoreError::NotFound(_)
            | mastermind_store::StoreError::QuotaSpent { .. } => {
                tracing::debug!("store: {error}")
            }
            e if e.is_unavailable() => tracing::warn!("store: {error}"),
            _ => tracing::error!("store: {error}"),
        }
        match error {
            mastermind_store::StoreError::Conflict(message) => ApiError::Conflict(message),
            mastermind_store::StoreError::NotFound(message) => ApiError::NotFound(message),
            mastermind_store::StoreError::QuotaSpent { holding, limit, .. } => {
                ApiError::Conflict(crate::limits::spent(holding, limit))
            }
            e if e.is_unavailable() => {
                ApiError::Unavailable("the database is busy; try again in a moment".to_string())
            }
            _ => ApiError::Internal("the database failed; the request was not saved".to_string()),
        }
    }
}

/// The code of an answer that only its status tells.
pub fn status_code(status: StatusCode) -> &'static str {
    match status.as_u16() {
        400 => "bad_request",
        401 => "unauthorized",
        403 => "forbidden",
        404 => "not_found",
        405 => "method_not_allowed",
        408 => "timeout",
        409 => "conflict",
        413 => "too_large",
        415 => "unsupported_media_type",
        422 => "answers_inconsistent",
        429 => "too_many_requests",
        503 => "unavailable",
        _ => "internal",
    }
}

/// Every code an answer of the API may carry: the rules' and the
/// statuses'.
pub fn codes() -> Vec<&'static str> {
    let mut all = mastermind_core::refusal::codes();
    all.extend(SERVER_CODES);
    all.extend(
        [
            400, 401, 403, 404, 405, 408, 409, 413, 415, 422, 429, 500, 503,
        ]
        .into_iter()
        .filter_map(|s| StatusCode::from_u16(s).ok())
        .map(status_code),
    );
    all.sort_unstable();
    all.dedup();
    all
}

pub fn json_error(status: StatusCode, message: impl Into<String>) -> Response {
    coded_error(status, status_code(status), message)
}

fn coded_error(status: StatusCode, code: &str, message: impl Into<String>) -> Response {
    let body = ErrorBody {
        error: message.into(),
        code: code.to_string(),
        inconsistent: None,
        current: None,
    };
    (status, axum::Json(body)).into_response()
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let status = self.status();
        let mut response = match self {
            ApiError::Inconsistent { message, turns } => (
                status,
                axum::Json(ErrorBody {
                    error: message,
                    code: status_code(status).to_string(),
                    inconsistent: Some(turns),
                    current: None,
                }),
            )
                .into_response(),
            ApiError::Turn {
                message,
                code,
                current,
            } => (
                status,
                axum::Json(ErrorBody {
                    error: message,
                    code: code.to_string(),
                    inconsistent: None,
                    current: Some(current),
                }),
            )
                .into_response(),
            other => coded_error(status, other.code(), other.to_string()),
        };
        // Both mean "not now": a client may try again after a second.
        if status == StatusCode::TOO_MANY_REQUESTS || status == StatusCode::SERVICE_UNAVAILABLE {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, header::HeaderValue::from_static("1"));
        }
        response
    }
}

impl From<JsonRejection> for ApiError {
    fn from(rejection: JsonRejection) -> Self {
        let message = match &rejection {
            JsonRejection::MissingJsonContentType(_) => {
                "send the body as JSON with 'Content-Type: application/json'".to_string()
            }
            JsonRejection::JsonSyntaxError(e) => {
                format!("the body is not valid JSON: {}", cause(e))
            }
            JsonRejection::JsonDataError(e) => format!("the body does not fit: {}", cause(e)),
            other => other.body_text(),
        };
        match rejection.status() {
            StatusCode::PAYLOAD_TOO_LARGE => ApiError::TooLarge(format!(
                "the body is too large: at most {} bytes",
                crate::BODY_LIMIT
            )),
            _ => ApiError::BadRequest(message),
        }
    }
}

impl From<QueryRejection> for ApiError {
    fn from(rejection: QueryRejection) -> Self {
        ApiError::BadRequest(format!("bad query string: {}", cause(&rejection)))
    }
}

/// The innermost message of a rejection: serde's own words ("missing field
/// `guess` at line 1 column 2") rather than axum's wrapper around them.
fn cause(error: &dyn std::error::Error) -> String {
    let mut inner = error;
    while let Some(source) = inner.source() {
        inner = source;
    }
    inner.to_string()
}

/// `axum::Json` whose rejections answer in the API's error shape.
#[derive(Debug, FromRequest)]
#[from_request(via(axum::Json), rejection(ApiError))]
pub struct Json<T>(pub T);

impl<T: Serialize> IntoResponse for Json<T> {
    fn into_response(self) -> Response {
        axum::Json(self.0).into_response()
    }
}

/// `axum::extract::Query` whose rejections answer in the API's error shape.
#[derive(Debug, FromRequestParts)]
#[from_request(via(axum::extract::Query), rejection(ApiError))]
pub struct Query<T>(pub T);

#[cfg(test)]
mod words {
    /// The pages and the terminal show a refusal in the reader's language
    /// by its code: every code the API may answer with has its message,
    /// `error-<code>` (the `_` as `-`), in every language.
    #[test]
    fn every_code_has_its_message_in_every_language() {
        let mut missing = Vec::new();
        for code in super::codes() {
            let id = format!("error-{}", code.replace('_', "-"));
            for &lang in mastermind_i18n::LANGUAGES {
                if !mastermind_i18n::has(lang, &id) {
                    missing.push(format!("{}: {id}", lang.tag));
                }
            }
        }
        assert!(missing.is_empty(), "no message for {missing:?}");
    }
}
