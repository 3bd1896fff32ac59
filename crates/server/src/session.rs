//! Who is logged in: the `session` cookie holds a random token; the
//! database keeps only its SHA-256, so any server of many can check it and
//! a copy of the database logs nobody in. Passwords are hashed with
//! argon2id, off the async threads.

use std::time::Duration;

use argon2::Argon2;
use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::Response;
use mastermind_store::prelude::*;
use mastermind_store::{Account, now_millis};
use sha2::{Digest, Sha256};

use crate::AppState;
use crate::error::ApiError;
use crate::guard::cookie;

const COOKIE: &str = "session";

/// How long a session lasts unused; each use past its first half renews it.
pub const LIFETIME: Duration = Duration::from_secs(30 * 86_400);

/// Failed logins allowed per account name, and per address, within
/// [`FAILURE_WINDOW_MINUTES`].
const FAILURES_PER_NAME: i64 = 10;
const FAILURES_PER_ADDRESS: i64 = 50;
const FAILURE_WINDOW_MINUTES: i64 = 15;

fn lifetime_ms() -> i64 {
    i64::try_from(LIFETIME.as_millis()).unwrap_or(i64::MAX)
}

fn is_token(text: &str) -> bool {
    text.len() == 64 && text.bytes().all(|b| b.is_ascii_hexdigit())
}

/// What the database keeps of a token (a session's or an access token's
/// secret).
pub fn digest(token: &str) -> String {
    Sha256::digest(token.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// The logged-in account of a request, with its session (digested): a
/// login session's, or an access token's, whose grant says what it may.
#[derive(Debug, Clone)]
pub struct Me {
    pub account: Account,
    pub session: String,
    /// The access token the request came with, if it came with one.
    pub token: Option<crate::tokens::Grant>,
}

/// The logged-in account, if any.
#[derive(Debug, Clone)]
pub struct MaybeMe(pub Option<Me>);

/// The account of the request: its access token's (`Authorization:
/// Bearer`), which must stand, else its session cookie's, if any.
pub async fn identify(state: &AppState, headers: &HeaderMap) -> Result<Option<Me>, ApiError> {
    if let Some(secret) = crate::tokens::bearer(headers)? {
        let session = digest(&secret);
        let Some((account, token)) = state
            .store()
            .token_by_digest(&session, now_millis())
            .await?
        else {
            return Err(crate::tokens::unknown());
        };
        return Ok(Some(Me {
            account,
            session,
            token: Some(crate::tokens::grant(&token)),
        }));
    }
    let Some(token) = cookie(headers, COOKIE, is_token) else {
        return Ok(None);
    };
    let session = digest(&token);
    let now = now_millis();
    let Some((account, expires)) = state.store().session(&session, now).await? else {
        return Ok(None);
    };
    if expires - now < lifetime_ms() / 2 {
        state
            .store()
            .extend_session(&session, now + lifetime_ms())
            .await?;
    }
    Ok(Some(Me {
        account,
        session,
        token: None,
    }))
}

/// Found once per request, by [`crate::guard::player_cookie`].
async fn me(parts: &Parts, state: &AppState) -> Result<Option<Me>, ApiError> {
    match parts.extensions.get::<MaybeMe>() {
        Some(MaybeMe(me)) => Ok(me.clone()),
        None => identify(state, &parts.headers).await,
    }
}

impl FromRequestParts<AppState> for Me {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        me(parts, state)
            .await?
            .ok_or_else(|| ApiError::Unauthorized("log in first".to_string()))
    }
}

impl FromRequestParts<AppState> for MaybeMe {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        Ok(MaybeMe(me(parts, state).await?))
    }
}

/// Starts a new session for `account` (never one the client chose: a
/// session id planted before login is worthless) and sets its cookie on
/// `response`.
pub async fn start(
    state: &AppState,
    account: &Account,
    response: &mut Response,
) -> Result<(), ApiError> {
    let token = format!(
        "{:032x}{:032x}",
        rand::random::<u128>(),
        rand::random::<u128>()
    );
    let now = now_millis();
    state
        .store()
        .create_session(&digest(&token), &account.id, now, now + lifetime_ms())
        .await?;
    state.presence().arrived(&account.id).await;
    let secure = if state.is_https() { "; Secure" } else { "" };
    let cookie = format!(
        "{COOKIE}={token}; Path=/; HttpOnly; SameSite=Lax; Max-Age={}{secure}",
        LIFETIME.as_secs()
    );
    set_cookie(response, &cookie);
    Ok(())
}

/// Ends `session` and clears the cookie.
pub async fn end(
    state: &AppState,
    account: Option<&str>,
    session: &str,
    response: &mut Response,
) -> Result<(), ApiError> {
    state.store().delete_session(session).await?;
    if let Some(account) = account {
        ended(state, account).await;
        state.presence().left(account).await;
    }
    clear(state, response);
    Ok(())
}

/// Word to every server that sessions of `account` ended (a logout, a new
/// password, the account deleted): each live page of the account checks
/// its own session and closes if it is gone.
pub async fn ended(state: &AppState, account: &str) {
    state
        .bus()
        .publish(crate::bus::Change {
            kind: "account".to_string(),
            id: account.to_string(),
            version: 0,
        })
        .await;
}

/// Whether `session` (a digest) is still a live login session or a
/// standing access token.
pub async fn is_live(state: &AppState, session: &str) -> Result<bool, ApiError> {
    Ok(state
        .store()
        .session(session, now_millis())
        .await?
        .is_some()
        || state.store().token_is_live(session).await?)
}

pub fn clear(state: &AppState, response: &mut Response) {
    let secure = if state.is_https() { "; Secure" } else { "" };
    set_cookie(
        response,
        &format!("{COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0{secure}"),
    );
}

fn set_cookie(response: &mut Response, cookie: &str) {
    if let Ok(value) = HeaderValue::from_str(cookie) {
        response.headers_mut().append(header::SET_COOKIE, value);
    }
}

/// The session of the request, to end at a new login.
pub fn presented(parts: &HeaderMap) -> Option<String> {
    cookie(parts, COOKIE, is_token).map(|t| digest(&t))
}

/// Hashes a password with argon2id (a fresh salt each time), in its turn
/// at the server's hashing gate.
pub async fn hash(state: &AppState, password: String) -> Result<String, ApiError> {
    let turn = state.hashing().turn().await?;
    tokio::task::spawn_blocking(move || {
        let _turn = turn;
        Argon2::default()
            .hash_password(password.as_bytes())
            .map(|h| h.to_string())
    })
    .await
    .map_err(|e| ApiError::Internal(format!("hashing failed: {e}")))?
    .map_err(|e| ApiError::Internal(format!("hashing failed: {e}")))
}

/// Whether `password` matches `hash`. With no hash (an unknown name) a
/// hash is still checked, so that the answer takes as long either way.
/// The caller holds a turn at the hashing gate.
async fn verify(password: String, hash: Option<String>) -> bool {
    tokio::task::spawn_blocking(move || {
        let stand_in = stand_in_hash();
        let known = hash.is_some();
        let hash = hash.unwrap_or(stand_in);
        let matches = PasswordHash::new(&hash).is_ok_and(|h| {
            Argon2::default()
                .verify_password(password.as_bytes(), &h)
                .is_ok()
        });
        known && matches
    })
    .await
    .unwrap_or(false)
}

fn stand_in_hash() -> String {
    static HASH: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    HASH.get_or_init(|| {
        Argon2::default()
            .hash_password(b"no account has this password")
            .map(|h| h.to_string())
            .unwrap_or_default()
    })
    .clone()
}

/// Checks `password` against `hash` (see [`verify`]) within the
/// failed-login budgets of `keys` ("address ..." and "name ..."): one check
/// is reserved under every key before the hash is checked, in the database
/// (so every request and every server shares the budget), and given back
/// only when the password was right. 429 once a key's budget is spent.
pub async fn verify_within_budget(
    state: &AppState,
    keys: &[String],
    password: String,
    hash: Option<String>,
) -> Result<bool, ApiError> {
    let minute = now_millis() / 60_000;
    let budgets: Vec<(String, i64)> = keys
        .iter()
        .map(|key| {
            let limit = if key.starts_with("address ") {
                FAILURES_PER_ADDRESS
            } else {
                FAILURES_PER_NAME
            };
            (key.clone(), limit)
        })
        .collect();
    // The turn first: a request refused for want of one has used none of
    // the budget.
    let turn = state.hashing().turn().await?;
    let reserved = state
        .store()
        .reserve_login(
            &budgets,
            minute,
            minute - FAILURE_WINDOW_MINUTES + 1,
            minute - FAILURE_WINDOW_MINUTES,
        )
        .await?;
    if !reserved {
        crate::metrics::refused(crate::metrics::Limit::LoginBudget);
        return Err(ApiError::TooMany(format!(
            "too many failed password checks; try again in {FAILURE_WINDOW_MINUTES} minutes"
        )));
    }
    let right = verify(password, hash).await;
    drop(turn);
    if right {
        state.store().release_login(keys, minute).await?;
    }
    Ok(right)
}

/// The budgets a password check of `name` from `address` counts against.
pub fn budget_keys(client: crate::guard::Client, name: &str) -> [String; 2] {
    let address = client.key();
    [
        format!("address {address}"),
        format!("name {}", mastermind_store::name_key(name)),
    ]
}
