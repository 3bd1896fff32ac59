//! Limits on a request's head (its address and its headers), answered in
//! JSON like every other refusal. Hyper refuses heads far past these limits
//! itself with a bare status (a URI over 64 KiB, a head over its buffer),
//! so the listener raises its own limits well above these and the ordinary
//! cases reach this layer.

use axum::extract::Request;
use axum::http::StatusCode;
use axum::middleware::Next;
use axum::response::Response;

use crate::error::json_error;

/// The longest path and query, in bytes.
pub const MAX_URI_BYTES: usize = 8 * 1024;
/// The most headers a request may carry.
pub const MAX_HEADERS: usize = 64;
/// The most bytes of header names and values together.
pub const MAX_HEADER_BYTES: usize = 16 * 1024;

pub async fn head_limits(request: Request, next: Next) -> Response {
    let uri = request
        .uri()
        .path_and_query()
        .map_or(0, |p| p.as_str().len());
    if uri > MAX_URI_BYTES {
        return json_error(
            StatusCode::URI_TOO_LONG,
            format!("the address is {uri} bytes long; at most {MAX_URI_BYTES} are read"),
        );
    }
    let headers = request.headers();
    if headers.len() > MAX_HEADERS {
        return json_error(
            StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE,
            format!(
                "the request has {} headers; at most {MAX_HEADERS} are read",
                headers.len()
            ),
        );
    }
    let bytes: usize = headers
        .iter()
        .map(|(name, value)| name.as_str().len() + value.len())
        .sum();
    if bytes > MAX_HEADER_BYTES {
        return json_error(
            StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE,
            format!("the headers take {bytes} bytes; at most {MAX_HEADER_BYTES} are read"),
        );
    }
    next.run(request).await
}
