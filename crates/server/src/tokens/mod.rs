//! Personal access tokens (`/api/account/tokens`): a program acts for its
//! account with `Authorization: Bearer mmt_…`, within the token's scopes.
//! Made, listed and revoked only with a login session (on the account page
//! or through the API); the secret is shown once and kept as its SHA-256.
//! Every request with a token reads it from the database, so one revoked,
//! or whose account was deleted, is refused by every server at once, and
//! its open live pages close ([`crate::session::ended`]).

pub mod scopes;

use axum::extract::{Path, Request, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use mastermind_store::prelude::*;
use mastermind_store::{NewToken, Token, new_id, now_millis};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::error::{ApiError, ErrorBody, Json};
use crate::session::{self, MaybeMe, Me};
pub use mastermind_api::tokens::{CreatedToken, NewTokenRequest, TokenView};
pub use scopes::Scope;

/// What a secret starts with: a reader (or a secret scanner) knows it for
/// one of ours.
pub const PREFIX: &str = "mmt_";

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list, create))
        .routes(routes!(revoke))
}

/// The token a request came with, and what it may do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grant {
    pub id: String,
    pub scopes: Vec<Scope>,
}

/// Whether `text` has the shape of a secret.
fn is_secret(text: &str) -> bool {
    text.strip_prefix(PREFIX)
        .is_some_and(|hex| hex.len() == 64 && hex.bytes().all(|b| b.is_ascii_hexdigit()))
}

/// The secret of the request's `Authorization: Bearer` header: `Ok(None)`
/// without one; refused when it is not a token of ours.
pub fn bearer(headers: &HeaderMap) -> Result<Option<String>, ApiError> {
    let Some(value) = headers.get(header::AUTHORIZATION) else {
        return Ok(None);
    };
    let text = value.to_str().unwrap_or("");
    match text.split_once(' ') {
        Some((scheme, secret)) if scheme.eq_ignore_ascii_case("bearer") && is_secret(secret) => {
            Ok(Some(secret.to_string()))
        }
        _ => Err(ApiError::coded(
            StatusCode::UNAUTHORIZED,
            "token_malformed",
            format!("the Authorization header must be 'Bearer {PREFIX}' and 64 hexadecimal digits"),
        )),
    }
}

/// A token refused: unknown, revoked, or its account deleted.
pub fn unknown() -> ApiError {
    ApiError::coded(
        StatusCode::UNAUTHORIZED,
        "token_unknown",
        "this access token is unknown or was revoked".to_string(),
    )
}

/// The grant of a token as stored.
pub fn grant(token: &Token) -> Grant {
    Grant {
        id: token.id.clone(),
        scopes: token
            .scopes
            .iter()
            .filter_map(|s| Scope::named(s))
            .collect(),
    }
}

/// Refuses a request made with a token whose scopes do not reach its route
/// (every route is named in [`scopes::ROUTES`]).
pub async fn check(request: Request, next: Next) -> Response {
    let grant = request
        .extensions()
        .get::<MaybeMe>()
        .and_then(|MaybeMe(me)| me.as_ref())
        .and_then(|me| me.token.clone());
    if let Some(grant) = grant {
        let needs = scopes::needs(request.method(), request.uri().path());
        if let Err(wanted) = scopes::allows(&grant.scopes, needs) {
            let message = match wanted {
                Some(scope) => format!(
                    "this access token lacks the '{}' scope this route needs",
                    scope.name()
                ),
                None => "an access token cannot do this: log in on the site".to_string(),
            };
            crate::metrics::refused(crate::metrics::Limit::Scope);
            return ApiError::coded(StatusCode::FORBIDDEN, "token_scope", message).into_response();
        }
    }
    next.run(request).await
}

fn token_view(token: Token) -> TokenView {
    TokenView {
        id: token.id,
        name: token.name,
        scopes: token.scopes,
        created_at: token.created_at,
        used_at: token.used_at,
    }
}

/// The account's access tokens, the newest first (never their secrets).
#[utoipa::path(operation_id = "list_tokens", get, path = "/api/account/tokens", tag = "accounts",
    responses((status = 200, body = [TokenView]), (status = 401, body = ErrorBody, description = "Not logged in")))]
async fn list(State(state): State<AppState>, me: Me) -> Result<Json<Vec<TokenView>>, ApiError> {
    let tokens = state.store().tokens(&me.account.id).await?;
    Ok(Json(tokens.into_iter().map(token_view).collect()))
}

/// Makes an access token; its secret is in this answer only.
#[utoipa::path(operation_id = "create_token", post, path = "/api/account/tokens", tag = "accounts",
    request_body = NewTokenRequest,
    responses((status = 201, body = CreatedToken), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody, description = "Not logged in"),
        (status = 409, body = ErrorBody, description = "The account holds as many tokens as it may")))]
async fn create(
    State(state): State<AppState>,
    me: Me,
    Json(request): Json<NewTokenRequest>,
) -> Result<(StatusCode, Json<CreatedToken>), ApiError> {
    // The one name rule of every name a person reads.
    let name = mastermind_core::PlayerName::parse(&request.name)
        .map_err(|e| ApiError::bad(format!("the token's name: {e}")))?;
    let name = name.as_str();
    let mut scopes = Vec::new();
    for text in &request.scopes {
        let scope = Scope::named(text).ok_or_else(|| {
            let known: Vec<&str> = Scope::ALL.iter().map(|s| s.name()).collect();
            ApiError::bad(format!(
                "no scope '{text}'; the scopes are {}",
                known.join(", ")
            ))
        })?;
        if !scopes.contains(&scope) {
            scopes.push(scope);
        }
    }
    if scopes.is_empty() {
        return Err(ApiError::bad("a token needs at least one scope"));
    }
    scopes.sort();
    let secret = format!(
        "{PREFIX}{:032x}{:032x}",
        rand::random::<u128>(),
        rand::random::<u128>()
    );
    let names: Vec<&str> = scopes.iter().map(|s| s.name()).collect();
    let id = new_id();
    let now = now_millis();
    let digest = session::digest(&secret);
    state
        .store()
        .create_token(
            &NewToken {
                id: &id,
                account: &me.account.id,
                name,
                digest: &digest,
                scopes: &names,
                created_at: now,
            },
            crate::limits::TOKENS,
        )
        .await?;
    let token = TokenView {
        id,
        name: name.to_string(),
        scopes: names.iter().map(|s| s.to_string()).collect(),
        created_at: now,
        used_at: None,
    };
    Ok((StatusCode::CREATED, Json(CreatedToken { token, secret })))
}

/// Revokes an access token: every server refuses it from now on, and the
/// live pages opened with it close.
#[utoipa::path(operation_id = "revoke_token", delete, path = "/api/account/tokens/{id}", tag = "accounts",
    params(("id" = String, Path, description = "The token's id")),
    responses((status = 204, description = "Revoked"), (status = 401, body = ErrorBody, description = "Not logged in"),
        (status = 404, body = ErrorBody, description = "No such token of this account")))]
async fn revoke(
    State(state): State<AppState>,
    me: Me,
    Path(id): Path<String>,
) -> Result<StatusCode, ApiError> {
    if !state.store().revoke_token(&me.account.id, &id).await? {
        return Err(ApiError::NotFound("no such access token".to_string()));
    }
    session::ended(&state, &me.account.id).await;
    Ok(StatusCode::NO_CONTENT)
}
