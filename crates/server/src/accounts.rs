//! Accounts of online play: sign up, log in and out, change the password,
//! delete the account. The name and password rules are the core's.

use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use mastermind_core::account::{AccountName, check_password};
use mastermind_i18n::Language;
use mastermind_store::prelude::*;
use mastermind_store::{Account, StoreError, new_id, now_millis};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::error::{ApiError, ErrorBody, Json};
use crate::guard::Client;
use crate::session::{self, MaybeMe, Me};
pub use mastermind_api::accounts::{
    AccountView, Confirmation, Credentials, PasswordChange, Settings,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(sign_up))
        .routes(routes!(log_in, log_out))
        .routes(routes!(show, update, delete))
        .routes(routes!(change_password))
        .routes(routes!(crate::export::account::export))
}

fn account_view(account: &Account, hide_online: bool, language: Option<String>) -> AccountView {
    AccountView {
        name: account.name.clone(),
        created_at: account.created_at,
        hide_online,
        language,
        tell_friends_online: false,
        bot: false,
        refuse_bots: false,
    }
}

/// The account with its settings as stored.
pub(crate) async fn read_view(
    state: &AppState,
    account: &Account,
) -> Result<AccountView, ApiError> {
    let hide_online = state.store().hides_online(&account.id).await?;
    let language = state.store().account_language(&account.id).await?;
    let bots = state.store().bot_flags(&account.id).await?;
    Ok(AccountView {
        tell_friends_online: state.store().tells_online(&account.id).await?,
        bot: bots.bot,
        refuse_bots: bots.refuse_bots,
        ..account_view(account, hide_online, language)
    })
}

/// The response, with the `lang` cookie set to the account's language
/// when it has one: the pages of this browser speak it from now on.
fn with_language(view: AccountView, status: StatusCode) -> Response {
    let cookie = view.language.as_deref().and_then(language_cookie);
    let mut response = (status, Json(view)).into_response();
    if let Some(cookie) = cookie {
        response.headers_mut().append(header::SET_COOKIE, cookie);
    }
    response
}

/// `lang=<tag>` for a year, for every page of the site.
fn language_cookie(tag: &str) -> Option<HeaderValue> {
    let lang = Language::named(tag)?;
    HeaderValue::from_str(&format!(
        "{}={}; Path=/; Max-Age=31536000; SameSite=Lax",
        crate::assets::LANGUAGE_COOKIE,
        lang.tag
    ))
    .ok()
}

/// Creates an account and logs it in.
#[utoipa::path(post, path = "/api/accounts", tag = "accounts", request_body = Credentials,
    responses((status = 201, body = AccountView, description = "Created and logged in (the session cookie is set)"),
        (status = 400, body = ErrorBody), (status = 409, body = ErrorBody, description = "The name is taken")))]
async fn sign_up(
    State(state): State<AppState>,
    headers: HeaderMap,
    Json(request): Json<Credentials>,
) -> Result<Response, ApiError> {
    let name = AccountName::parse(&request.name).map_err(|e| ApiError::bad_input(&e))?;
    check_password(&request.password).map_err(|e| ApiError::bad_input(&e))?;
    let account = Account {
        id: new_id(),
        name: name.as_str().to_string(),
        password_hash: session::hash(&state, request.password).await?,
        created_at: now_millis(),
    };
    match state.store().create_account(&account).await {
        Ok(()) => {}
        Err(StoreError::Conflict(_)) => {
            return Err(ApiError::conflict(format!(
                "the name {name} is taken; choose another"
            )));
        }
        Err(e) => return Err(e.into()),
    }
    // A language chosen in this browser before the account existed is the
    // account's from the start.
    let language = crate::guard::cookie(&headers, crate::assets::LANGUAGE_COOKIE, |v| {
        Language::named(v).is_some_and(|lang| lang.tag == v)
    });
    if let Some(tag) = &language {
        state.store().set_account_language(&account.id, tag).await?;
    }
    let mut response = (
        StatusCode::CREATED,
        Json(account_view(&account, false, language)),
    )
        .into_response();
    session::start(&state, &account, &mut response).await?;
    Ok(response)
}

/// Logs in. An unknown name and a wrong password get the same answer.
#[utoipa::path(post, path = "/api/session", tag = "accounts", request_body = Credentials,
    responses((status = 200, body = AccountView, description = "Logged in (a new session cookie is set)"),
        (status = 401, body = ErrorBody), (status = 429, body = ErrorBody, description = "Too many failed logins")))]
async fn log_in(
    State(state): State<AppState>,
    client: Client,
    headers: HeaderMap,
    Json(request): Json<Credentials>,
) -> Result<Response, ApiError> {
    let keys = session::budget_keys(client, &request.name);
    let account = if request.password.len() <= mastermind_core::account::MAX_PASSWORD {
        state.store().account_named(&request.name).await?
    } else {
        None
    };
    let hash = account.as_ref().map(|a| a.password_hash.clone());
    let password: String = request
        .password
        .chars()
        .take(mastermind_core::account::MAX_PASSWORD)
        .collect();
    let right = session::verify_within_budget(&state, &keys, password, hash).await?;
    let (true, Some(account)) = (right, account) else {
        return Err(ApiError::Unauthorized("wrong name or password".to_string()));
    };
    if let Some(old) = session::presented(&headers) {
        state.store().delete_session(&old).await?;
        session::ended(&state, &account.id).await;
    }
    let mut response = with_language(read_view(&state, &account).await?, StatusCode::OK);
    session::start(&state, &account, &mut response).await?;
    Ok(response)
}

/// Logs out.
#[utoipa::path(delete, path = "/api/session", tag = "accounts",
    responses((status = 204, description = "Logged out (also when no one was)")))]
async fn log_out(
    State(state): State<AppState>,
    MaybeMe(me): MaybeMe,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let mut response = StatusCode::NO_CONTENT.into_response();
    let account = me.map(|me| me.account.id);
    match session::presented(&headers) {
        Some(session) => session::end(&state, account.as_deref(), &session, &mut response).await?,
        None => session::clear(&state, &mut response),
    }
    Ok(response)
}

/// The logged-in account.
#[utoipa::path(operation_id = "show_account", get, path = "/api/account", tag = "accounts",
    responses((status = 200, body = AccountView), (status = 401, body = ErrorBody, description = "Not logged in")))]
async fn show(State(state): State<AppState>, me: Me) -> Result<Json<AccountView>, ApiError> {
    Ok(Json(read_view(&state, &me.account).await?))
}

/// Changes the account's settings.
#[utoipa::path(operation_id = "update_account", patch, path = "/api/account", tag = "accounts", request_body = Settings,
    responses((status = 200, body = AccountView, description = "Changed"), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody, description = "Not logged in"),
        (status = 409, body = ErrorBody, description = "Bots refused while in a tournament that admits them (bots_tournament_entered)")))]
async fn update(
    State(state): State<AppState>,
    me: Me,
    Json(settings): Json<Settings>,
) -> Result<Response, ApiError> {
    let language = match settings.language.as_deref() {
        Some(tag) => Some(
            Language::named(tag)
                .filter(|lang| lang.tag == tag)
                .ok_or_else(|| {
                    let tags: Vec<&str> =
                        mastermind_i18n::LANGUAGES.iter().map(|l| l.tag).collect();
                    ApiError::bad(format!(
                        "no language '{tag}'; the pages speak {}",
                        tags.join(", ")
                    ))
                })?,
        ),
        None => None,
    };
    if let Some(hide) = settings.hide_online {
        state.store().set_hide_online(&me.account.id, hide).await?;
    }
    if let Some(tell) = settings.tell_friends_online {
        state.store().set_tell_online(&me.account.id, tell).await?;
    }
    if let Some(refuse) = settings.refuse_bots {
        state
            .store()
            .set_refuse_bots(&me.account.id, refuse)
            .await?
            .map_err(|e| crate::bots::refused(&e))?;
    }
    if let Some(lang) = language {
        state
            .store()
            .set_account_language(&me.account.id, lang.tag)
            .await?;
    }
    Ok(with_language(
        read_view(&state, &me.account).await?,
        StatusCode::OK,
    ))
}

/// Changes the password; every other session of the account ends.
#[utoipa::path(post, path = "/api/account/password", tag = "accounts", request_body = PasswordChange,
    responses((status = 204, description = "Changed"), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody, description = "Not logged in, or the current password is wrong")))]
async fn change_password(
    State(state): State<AppState>,
    client: Client,
    me: Me,
    Json(request): Json<PasswordChange>,
) -> Result<StatusCode, ApiError> {
    check_password(&request.password).map_err(|e| ApiError::bad_input(&e))?;
    confirm(&state, client, &me, request.current).await?;
    let hash = session::hash(&state, request.password).await?;
    state
        .store()
        .set_password(&me.account.id, &hash, &me.session)
        .await?;
    session::ended(&state, &me.account.id).await;
    Ok(StatusCode::NO_CONTENT)
}

/// Deletes the account: its duels in play are resigned, its open
/// challenges withdrawn; its finished duels stay, under "deleted player".
#[utoipa::path(delete, path = "/api/account", tag = "accounts", request_body = Confirmation,
    responses((status = 204, description = "Deleted and logged out"),
        (status = 401, body = ErrorBody, description = "Not logged in, or the password is wrong")))]
async fn delete(
    State(state): State<AppState>,
    client: Client,
    me: Me,
    Json(request): Json<Confirmation>,
) -> Result<Response, ApiError> {
    confirm(&state, client, &me, request.password).await?;
    crate::duels::leave_all(&state, &me.account).await?;
    state.store().delete_account(&me.account.id).await?;
    session::ended(&state, &me.account.id).await;
    let mut response = StatusCode::NO_CONTENT.into_response();
    session::clear(&state, &mut response);
    Ok(response)
}

/// A logged-in player's password, checked within the same budgets as a
/// login: a stolen session cookie does not buy guesses at the password.
async fn confirm(
    state: &AppState,
    client: Client,
    me: &Me,
    password: String,
) -> Result<(), ApiError> {
    let keys = session::budget_keys(client, &me.account.name);
    let hash = Some(me.account.password_hash.clone());
    if session::verify_within_budget(state, &keys, password, hash).await? {
        Ok(())
    } else {
        Err(ApiError::Unauthorized("the password is wrong".to_string()))
    }
}
