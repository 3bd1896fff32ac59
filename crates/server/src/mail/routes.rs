//! The account's email from the account page, and the links in the mails:
//! confirming an address, and leaving (without logging in; RFC 8058's one
//! click too).

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use mastermind_store::prelude::*;
use mastermind_store::{NewEmail, now_millis};
use serde::Deserialize;
use utoipa::IntoParams;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::letters::{language, verification};
use crate::AppState;
use crate::error::{ApiError, ErrorBody, Json, Query};
use crate::session::{self, Me};
pub use mastermind_api::accounts::{EmailAddress, EmailView, EmailWishes};

/// A confirmation is mailed at most this often (a new address, or the
/// same link again).
const MAIL_EVERY_MS: i64 = 60_000;
/// The longest address SMTP carries (RFC 5321's path, less its brackets).
const MAX_ADDRESS: usize = 254;
const MAX_REMIND_HOURS: i64 = 72;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(show, set, wishes, remove))
        .routes(routes!(resend))
        .routes(routes!(verify))
        .routes(routes!(unsubscribe, unsubscribe_now))
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
pub struct VerifyLink {
    /// The secret of the link mailed to the address.
    pub token: String,
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
pub struct UnsubscribeLink {
    /// The secret of the link every mail carries.
    pub key: String,
}

fn secret() -> String {
    format!(
        "{:032x}{:032x}",
        rand::random::<u128>(),
        rand::random::<u128>()
    )
}

fn no_mail() -> ApiError {
    ApiError::conflict("this site sends no mail: its operator set no SMTP server")
}

fn too_soon() -> ApiError {
    ApiError::TooMany("a mail went to this account less than a minute ago; wait a minute".into())
}

async fn view(state: &AppState, me: &Me) -> Result<Json<EmailView>, ApiError> {
    let email = state.store().email(&me.account.id).await?;
    Ok(Json(EmailView {
        mail: state.mailer().is_some(),
        verified: email.as_ref().is_some_and(|e| e.verified_at.is_some()),
        digest: email.as_ref().is_some_and(|e| e.digest),
        remind_hours: email.as_ref().map_or(0, |e| e.remind_hours),
        address: email.map(|e| e.address),
    }))
}

/// The account's address and what it wants mailed.
#[utoipa::path(operation_id = "show_email", get, path = "/api/account/email", tag = "accounts",
    responses((status = 200, body = EmailView), (status = 401, body = ErrorBody, description = "Not logged in")))]
async fn show(State(state): State<AppState>, me: Me) -> Result<Json<EmailView>, ApiError> {
    view(&state, &me).await
}

/// Sets the account's address and mails a link to confirm it; nothing else
/// is mailed to it before. A new address starts with the daily digest and
/// a 12-hour reminder wanted.
#[utoipa::path(operation_id = "set_email", put, path = "/api/account/email", tag = "accounts",
    request_body = EmailAddress,
    responses((status = 200, body = EmailView),
        (status = 400, body = ErrorBody, description = "Not an address"),
        (status = 401, body = ErrorBody, description = "Not logged in"),
        (status = 409, body = ErrorBody, description = "The site sends no mail"),
        (status = 429, body = ErrorBody, description = "A mail went less than a minute ago"),
        (status = 503, body = ErrorBody, description = "The mail could not be sent")))]
async fn set(
    State(state): State<AppState>,
    me: Me,
    Json(request): Json<EmailAddress>,
) -> Result<Json<EmailView>, ApiError> {
    let mailer = state.mailer().ok_or_else(no_mail)?;
    let address = request.address.trim();
    if address.len() > MAX_ADDRESS {
        return Err(ApiError::bad(format!(
            "an address has at most {MAX_ADDRESS} characters"
        )));
    }
    let parsed: lettre::Address = address
        .parse()
        .map_err(|e| ApiError::bad(format!("{address:?} is not an email address: {e}")))?;
    let (token, key, now) = (secret(), secret(), now_millis());
    let new = NewEmail {
        account: &me.account.id,
        address: parsed.as_ref(),
        verify_digest: &session::digest(&token),
        unsubscribe_key: &key,
        now,
    };
    if !state.store().set_email(&new, now - MAIL_EVERY_MS).await? {
        return Err(too_soon());
    }
    send_verification(&state, &me, mailer, parsed.as_ref(), &token).await?;
    view(&state, &me).await
}

async fn send_verification(
    state: &AppState,
    me: &Me,
    mailer: &super::Mailer,
    to: &str,
    token: &str,
) -> Result<(), ApiError> {
    let tag = state.store().account_language(&me.account.id).await?;
    let lang = language(tag.as_deref());
    let letter = verification(mailer, lang, &me.account.name, to, token);
    mailer.send(letter).await.map_err(|e| {
        tracing::warn!("a confirmation could not be mailed: {e}");
        ApiError::Unavailable(format!(
            "the mail to {to} could not be sent; try again later"
        ))
    })
}

/// Mails the link to confirm the address again.
#[utoipa::path(operation_id = "resend_email_link", post, path = "/api/account/email/verification", tag = "accounts",
    responses((status = 200, body = EmailView),
        (status = 401, body = ErrorBody, description = "Not logged in"),
        (status = 409, body = ErrorBody, description = "No address, or confirmed already, or the site sends no mail"),
        (status = 429, body = ErrorBody, description = "A mail went less than a minute ago"),
        (status = 503, body = ErrorBody, description = "The mail could not be sent")))]
async fn resend(State(state): State<AppState>, me: Me) -> Result<Json<EmailView>, ApiError> {
    let mailer = state.mailer().ok_or_else(no_mail)?;
    let email = state.store().email(&me.account.id).await?;
    let Some(email) = email.filter(|e| e.verified_at.is_none()) else {
        return Err(ApiError::conflict(
            "there is no address waiting to be confirmed",
        ));
    };
    let (token, now) = (secret(), now_millis());
    let renewed = state
        .store()
        .renew_verification(
            &me.account.id,
            &session::digest(&token),
            now,
            now - MAIL_EVERY_MS,
        )
        .await?;
    if !renewed {
        return Err(too_soon());
    }
    send_verification(&state, &me, mailer, &email.address, &token).await?;
    view(&state, &me).await
}

/// Changes what is mailed to the address.
#[utoipa::path(operation_id = "update_email", patch, path = "/api/account/email", tag = "accounts",
    request_body = EmailWishes,
    responses((status = 200, body = EmailView),
        (status = 400, body = ErrorBody, description = "Hours not 0 to 72"),
        (status = 401, body = ErrorBody, description = "Not logged in"),
        (status = 404, body = ErrorBody, description = "No address")))]
async fn wishes(
    State(state): State<AppState>,
    me: Me,
    Json(request): Json<EmailWishes>,
) -> Result<Json<EmailView>, ApiError> {
    if let Some(hours) = request.remind_hours
        && !(0..=MAX_REMIND_HOURS).contains(&hours)
    {
        return Err(ApiError::bad(format!(
            "a reminder comes 1 to {MAX_REMIND_HOURS} hours before the time runs out (0: none); not {hours}"
        )));
    }
    if state.store().email(&me.account.id).await?.is_none() {
        return Err(ApiError::NotFound("the account has no address".into()));
    }
    state
        .store()
        .set_email_wishes(&me.account.id, request.digest, request.remind_hours)
        .await?;
    view(&state, &me).await
}

/// Forgets the address: nothing more is mailed.
#[utoipa::path(operation_id = "remove_email", delete, path = "/api/account/email", tag = "accounts",
    responses((status = 200, body = EmailView), (status = 401, body = ErrorBody, description = "Not logged in")))]
async fn remove(State(state): State<AppState>, me: Me) -> Result<Json<EmailView>, ApiError> {
    state.store().remove_email(&me.account.id).await?;
    view(&state, &me).await
}

/// The link mailed to confirm an address: confirms it and goes to the
/// account page, which says so.
#[utoipa::path(operation_id = "verify_email", get, path = "/api/email/verify", tag = "accounts",
    params(VerifyLink),
    responses((status = 303, description = "To the account page, saying whether the address is confirmed"),
        (status = 400, body = ErrorBody, description = "The link lacks its secret")))]
async fn verify(
    State(state): State<AppState>,
    Query(link): Query<VerifyLink>,
) -> Result<Response, ApiError> {
    let verified = state
        .store()
        .verify_email(&session::digest(&link.token), now_millis())
        .await?;
    let said = if verified.is_some() {
        "verified"
    } else {
        "unknown-link"
    };
    Ok(Redirect::to(&format!("/account.html?email={said}")).into_response())
}

/// The link every mail carries: stops every mail to its address, without
/// logging in, and goes to the account page, which says so.
#[utoipa::path(operation_id = "unsubscribe_link", get, path = "/api/email/unsubscribe", tag = "accounts",
    params(UnsubscribeLink),
    responses((status = 303, description = "To the account page, saying whether the mails stopped"),
        (status = 400, body = ErrorBody, description = "The link lacks its secret")))]
async fn unsubscribe(
    State(state): State<AppState>,
    Query(link): Query<UnsubscribeLink>,
) -> Result<Response, ApiError> {
    let stopped = state.store().unsubscribe(&link.key).await?;
    let said = if stopped {
        "unsubscribed"
    } else {
        "unknown-link"
    };
    Ok(Redirect::to(&format!("/account.html?email={said}")).into_response())
}

/// RFC 8058's one click, as a mail program sends it: stops every mail to
/// the address.
#[utoipa::path(operation_id = "unsubscribe_one_click", post, path = "/api/email/unsubscribe", tag = "accounts",
    params(UnsubscribeLink),
    responses((status = 204, description = "No more mail"),
        (status = 400, body = ErrorBody, description = "The link lacks its secret"),
        (status = 404, body = ErrorBody, description = "No such link")))]
async fn unsubscribe_now(
    State(state): State<AppState>,
    Query(link): Query<UnsubscribeLink>,
) -> Result<StatusCode, ApiError> {
    if state.store().unsubscribe(&link.key).await? {
        Ok(StatusCode::NO_CONTENT)
    } else {
        Err(ApiError::NotFound("no such link".into()))
    }
}
