//! `/api/openapi.json`: the routes' own annotations, completed with the
//! answers that the layers around every route may give (the rate limit, the
//! Origin check, the body's limits), so that a client generated from the
//! document expects every status the server can send.

use std::sync::OnceLock;

use axum::http::{HeaderName, header};
use utoipa::OpenApi;
use utoipa::openapi::path::Operation;
use utoipa::openapi::{Content, OpenApi as Document, Ref, RefOr, ResponseBuilder};

#[derive(OpenApi)]
#[openapi(info(
    title = "Mastermind",
    description = "Play Mastermind and its family, keep high scores, and let the computer break your code. Every error is {\"error\": \"...\", \"code\": \"...\"}: the English message and a stable code, every one listed in ErrorBody.code."
))]
pub struct ApiDoc;

static OPENAPI: OnceLock<String> = OnceLock::new();

/// Completes `doc` and keeps it for [`openapi`].
pub fn keep(mut doc: Document) {
    complete(&mut doc);
    OPENAPI.get_or_init(|| doc.to_json().unwrap_or_default());
}

/// This document.
#[utoipa::path(get, path = "/api/openapi.json", tag = "meta",
    responses((status = 200, description = "The OpenAPI document of every route", content_type = "application/json")))]
pub async fn openapi() -> ([(HeaderName, &'static str); 1], String) {
    (
        [(header::CONTENT_TYPE, "application/json")],
        OPENAPI.get().cloned().unwrap_or_default(),
    )
}

/// Lists every code an error may carry as the values of `ErrorBody.code`.
fn list_codes(doc: &mut Document) {
    use utoipa::openapi::schema::Schema;
    let Some(components) = doc.components.as_mut() else {
        return;
    };
    if let Some(RefOr::T(Schema::Object(body))) = components.schemas.get_mut("ErrorBody")
        && let Some(RefOr::T(Schema::Object(code))) = body.properties.get_mut("code")
    {
        code.enum_values = Some(
            crate::error::codes()
                .into_iter()
                .map(serde_json::Value::from)
                .collect(),
        );
    }
}

/// The two ways in: a login session's cookie, and a personal access
/// token with its scopes.
fn add_security_schemes(doc: &mut Document) {
    use utoipa::openapi::security::{
        ApiKey, ApiKeyValue, HttpAuthScheme, HttpBuilder, SecurityScheme,
    };
    let components = doc.components.get_or_insert_with(Default::default);
    components.add_security_scheme(
        "session",
        SecurityScheme::ApiKey(ApiKey::Cookie(ApiKeyValue::with_description(
            "session",
            "The login session a browser gets from POST /api/session.",
        ))),
    );
    let scopes: Vec<&str> = crate::tokens::Scope::ALL.iter().map(|s| s.name()).collect();
    components.add_security_scheme(
        "token",
        SecurityScheme::Http(
            HttpBuilder::new()
                .scheme(HttpAuthScheme::Bearer)
                .bearer_format("mmt_ and 64 hexadecimal digits")
                .description(Some(format!(
                    "A personal access token, made on the account page (or POST /api/account/tokens) with some of the scopes {}. Each operation lists the scopes that reach it; an operation without a token requirement takes no token (403 token_scope). Requests with a token need no Origin check.",
                    scopes.join(", ")
                )))
                .build(),
        ),
    );
}

/// Who may call `operation` at `path` by `method`: anyone (as a guest), a
/// session, and a token with one of the scopes the route needs.
fn add_security(operation: &mut Operation, method: &axum::http::Method, path: &str) {
    use crate::tokens::scopes::{Needs, needs};
    use utoipa::openapi::security::SecurityRequirement;
    let mut ways = vec![
        SecurityRequirement::default(),
        SecurityRequirement::new("session", Vec::<String>::new()),
    ];
    if let Needs::Any(scopes) = needs(method, path) {
        for scope in scopes {
            ways.push(SecurityRequirement::new("token", [scope.name()]));
        }
    }
    operation.security = Some(ways);
}

/// Adds to every operation what the layers in front of it answer, where the
/// route's own annotation does not already say it, and who may call it.
fn complete(doc: &mut Document) {
    use axum::http::Method;
    list_codes(doc);
    add_security_schemes(doc);
    for (path, item) in doc.paths.paths.iter_mut() {
        let operations = [
            (&mut item.get, Method::GET),
            (&mut item.post, Method::POST),
            (&mut item.put, Method::PUT),
            (&mut item.delete, Method::DELETE),
            (&mut item.patch, Method::PATCH),
        ];
        for (operation, method) in operations {
            if let Some(operation) = operation {
                add_layer_answers(operation, method != Method::GET);
                add_security(operation, &method, path);
            }
        }
    }
}

fn add_layer_answers(operation: &mut Operation, changes_state: bool) {
    let mut add = |status: &str, description: &str| {
        operation
            .responses
            .responses
            .entry(status.to_string())
            .or_insert_with(|| RefOr::T(error(description)));
    };
    add(
        "429",
        "Too many requests from this address (or with this access token); try again shortly",
    );
    add(
        "401",
        "The access token is malformed, unknown or revoked (token_malformed, token_unknown)",
    );
    if changes_state {
        add(
            "403",
            "The request came from a page of another site (Origin check), or with an access token whose scopes do not reach this route (token_scope)",
        );
    } else {
        add(
            "403",
            "An access token whose scopes do not reach this route (token_scope)",
        );
    }
    if operation.request_body.is_some() {
        add(
            "400",
            "The body is not the JSON this route reads, or says something the rules refuse",
        );
        add("408", "The body did not arrive in time");
        add("413", "The body is larger than the server accepts");
    }
}

fn error(description: &str) -> utoipa::openapi::Response {
    ResponseBuilder::new()
        .description(description)
        .content(
            "application/json",
            Content::new(Some(Ref::from_schema_name("ErrorBody"))),
        )
        .build()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn every_route_says_what_a_token_needs() {
        let dir = tempfile::tempdir().expect("a folder");
        let store = mastermind_store::Database::open_in_dir(dir.path())
            .await
            .expect("opens");
        let (state, _writer) = crate::AppState::with_store(store, crate::ServeOptions::default());
        let _app = crate::app(state);
        let doc: serde_json::Value =
            serde_json::from_str(OPENAPI.get().expect("kept")).expect("JSON");
        let named: std::collections::HashSet<(String, String)> = crate::tokens::scopes::ROUTES
            .iter()
            .map(|(m, p, _)| (m.to_lowercase(), p.to_string()))
            .collect();
        let mut missing = Vec::new();
        for (path, item) in doc["paths"].as_object().expect("paths") {
            for method in item.as_object().expect("an item").keys() {
                if !named.contains(&(method.clone(), path.clone())) {
                    missing.push(format!("{method} {path}"));
                }
            }
        }
        assert!(
            missing.is_empty(),
            "not in tokens::scopes::ROUTES: {missing:?}"
        );
        let play = &doc["paths"]["/api/duels/{id}/guesses"]["post"]["security"];
        assert!(
            play.as_array()
                .expect("security")
                .contains(&serde_json::json!({"token": ["play"]})),
            "{play}"
        );
        let account = &doc["paths"]["/api/account"]["delete"]["security"];
        assert!(!account.to_string().contains("token"), "{account}");
    }

    #[test]
    fn a_route_with_a_body_documents_the_layers_answers() {
        let mut operation = Operation::new();
        operation.request_body = Some(RefOr::T(utoipa::openapi::request_body::RequestBody::new()));
        add_layer_answers(&mut operation, true);
        let statuses: Vec<&str> = operation
            .responses
            .responses
            .keys()
            .map(String::as_str)
            .collect();
        assert_eq!(statuses, ["400", "401", "403", "408", "413", "429"]);
    }

    #[test]
    fn a_read_documents_the_rate_limit_and_the_token_answers_and_keeps_its_own_words() {
        let mut operation = Operation::new();
        operation
            .responses
            .responses
            .insert("429".to_string(), RefOr::T(error("its own")));
        add_layer_answers(&mut operation, false);
        let statuses: Vec<&str> = operation
            .responses
            .responses
            .keys()
            .map(String::as_str)
            .collect();
        assert_eq!(statuses, ["401", "403", "429"]);
        let RefOr::T(response) = &operation.responses.responses["429"] else {
            panic!("a response")
        };
        assert_eq!(response.description, "its own");
    }
}
