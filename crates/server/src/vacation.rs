//! Vacation, from the account page: the year's allowance, a vacation
//! started and ended. The days are the core's rules, kept under the
//! account's row by the store; each correspondence duel of the player's
//! learns of it through the one move path ([`crate::duels::vacation`]).

use axum::extract::State;
use mastermind_core::duel::Moment;
use mastermind_core::vacation::{Allowance, DAYS_A_YEAR, VacationError, year_of};
use mastermind_store::now_millis;
use mastermind_store::prelude::*;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::duels::moment;
use crate::duels::vacation::{Turn, tell_duels};
use crate::error::{ApiError, ErrorBody, Json};
use crate::session::Me;
pub use mastermind_api::accounts::{VacationStart, VacationView};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(show, start, end))
}

fn view(allowance: &Allowance, now: i64) -> VacationView {
    let millis = |m: Moment| i64::try_from(m.millis()).unwrap_or(i64::MAX);
    let away = allowance.away_at(moment(now));
    VacationView {
        year: year_of(moment(now)),
        allowance: DAYS_A_YEAR,
        used: allowance.used,
        left: allowance.left(),
        away_from: away.map(|a| millis(a.from)),
        away_until: away.map(|a| millis(a.until)),
    }
}

fn refused(e: &VacationError) -> ApiError {
    ApiError::refused(e, matches!(e, VacationError::Days(_)))
}

async fn current(state: &AppState, me: &Me) -> Result<Json<VacationView>, ApiError> {
    let now = now_millis();
    let allowance = state.store().allowance(&me.account.id, now).await?;
    Ok(Json(view(&allowance, now)))
}

/// The account's vacation days this year and the vacation going on.
#[utoipa::path(operation_id = "show_vacation", get, path = "/api/account/vacation", tag = "accounts",
    responses((status = 200, body = VacationView), (status = 401, body = ErrorBody, description = "Not logged in")))]
async fn show(State(state): State<AppState>, me: Me) -> Result<Json<VacationView>, ApiError> {
    current(&state, &me).await
}

/// Starts a vacation of some days now: the clocks of the account's
/// correspondence duels stand still for it until the vacation ends.
#[utoipa::path(operation_id = "start_vacation", post, path = "/api/account/vacation", tag = "accounts",
    request_body = VacationStart,
    responses((status = 200, body = VacationView),
        (status = 400, body = ErrorBody, description = "Not 1 to 30 days (vacation_days)"),
        (status = 401, body = ErrorBody, description = "Not logged in"),
        (status = 409, body = ErrorBody, description = "Already on vacation (vacation_already), or fewer days left (vacation_allowance)")))]
async fn start(
    State(state): State<AppState>,
    me: Me,
    Json(request): Json<VacationStart>,
) -> Result<Json<VacationView>, ApiError> {
    let store = state.store();
    let account = &me.account.id;
    match store
        .start_vacation(account, request.days, now_millis())
        .await?
    {
        Ok(away) => {
            tell_duels(store, account, Turn::Away(away)).await?;
        }
        Err(e) => {
            // A start whose duels were not all told (the database failed
            // halfway) is completed by the next try.
            if e == VacationError::AlreadyAway
                && let Some(away) = store.allowance(account, now_millis()).await?.away
            {
                tell_duels(store, account, Turn::Away(away)).await?;
            }
            return Err(refused(&e));
        }
    }
    current(&state, &me).await
}

/// Ends the vacation going on: the clocks run again from now, and the days
/// not begun go back to the allowance.
#[utoipa::path(operation_id = "end_vacation", delete, path = "/api/account/vacation", tag = "accounts",
    responses((status = 200, body = VacationView),
        (status = 401, body = ErrorBody, description = "Not logged in"),
        (status = 409, body = ErrorBody, description = "Not on vacation (vacation_none)")))]
async fn end(State(state): State<AppState>, me: Me) -> Result<Json<VacationView>, ApiError> {
    let store = state.store();
    let account = &me.account.id;
    match store.end_vacation(account, now_millis()).await? {
        Ok(_) => {
            tell_duels(store, account, Turn::Back).await?;
        }
        Err(e) => return Err(refused(&e)),
    }
    current(&state, &me).await
}
