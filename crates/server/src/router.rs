//! The whole application: every feature's routes, the OpenAPI document,
//! and the layers every request passes on its way in and out.

use std::sync::Arc;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::http::{HeaderMap, HeaderValue, Method, Uri, header};
use axum::middleware::{from_fn, from_fn_with_state};
use axum::response::{IntoResponse, Response};
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::compression::CompressionLayer;
use tower_http::limit::RequestBodyLimitLayer;
use tower_http::set_header::SetResponseHeaderLayer;
use utoipa::OpenApi;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::error::ApiError;
use crate::*;

/// Unknown API paths answer in JSON; every other path is a page.
async fn fallback(method: Method, uri: Uri, headers: HeaderMap) -> Response {
    let path = uri.path();
    if path == "/api" || path.starts_with("/api/") {
        let path: String = path.chars().take(100).collect();
        return ApiError::NotFound(format!("no such API route: {method} {path}")).into_response();
    }
    assets::asset(uri, headers).await
}

/// The whole application, for [`serve_on`] or a test's own listener. Serve
/// it with `into_make_service_with_connect_info::<SocketAddr>()`: the rate
/// limit keys on the peer address.
pub fn app(state: AppState) -> Router {
    let body_timeout = state.inner.limits.body_timeout;
    let public_origin = state.inner.public_origin.clone();
    let trusted_proxies = Arc::clone(&state.inner.trusted_proxies);
    let (api, doc) = OpenApiRouter::with_openapi(api_doc::ApiDoc::openapi())
        .merge(catalogue::routes())
        .merge(games::routes())
        .merge(statistics::routes())
        .merge(daily::routes())
        .merge(scores::routes())
        .merge(codebreaker::routes())
        .merge(series::routes())
        .merge(accounts::routes())
        .merge(duels::routes())
        .merge(players::routes())
        .merge(friends::routes())
        .merge(tournaments::routes())
        .merge(tokens::routes())
        .merge(notifications::routes())
        .merge(push::routes())
        .merge(crate::vacation::routes())
        .merge(crate::bots::routes())
        .merge(crate::puzzles::routes())
        .merge(crate::mail::routes::routes())
        .routes(routes!(api_doc::openapi))
        .split_for_parts();
    let routes = requests::Routes::new(
        doc.paths
            .paths
            .keys()
            .map(String::as_str)
            .chain(["/healthz", "/readyz"]),
        trusted_proxies,
    );
    api_doc::keep(doc);
    api.merge(health::routes())
        .fallback(fallback)
        .with_state(state.clone())
        // A body announced larger than the limit is refused before a byte
        // of it is read; one trickled in is cut off. Inside `json_errors`,
        // so that both answer with {"error"}.
        .layer(from_fn_with_state(body_timeout, guard::whole_body))
        .layer(RequestBodyLimitLayer::new(BODY_LIMIT))
        .layer(from_fn(guard::json_errors))
        .layer(from_fn_with_state(state.clone(), guard::rate_limit))
        .layer(from_fn_with_state(public_origin, guard::same_origin))
        // Inside the identification: an access token's scopes are checked
        // against the route before anything else of the request.
        .layer(from_fn(tokens::check))
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .layer(from_fn_with_state(state.clone(), guard::player_cookie))
        .layer(from_fn(guard::refuse_methods))
        .layer(from_fn(head::head_limits))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(
                "default-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
            ),
        ))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::X_FRAME_OPTIONS,
            HeaderValue::from_static("DENY"),
        ))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::REFERRER_POLICY,
            HeaderValue::from_static("same-origin"),
        ))
        .layer(CompressionLayer::new())
        .layer(CatchPanicLayer::custom(guard::panic_response))
        .layer(from_fn_with_state(Arc::new(routes), requests::trace))
}
