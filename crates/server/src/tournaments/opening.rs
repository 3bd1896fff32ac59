//! A tournament made, through the one move path ([`crate::moves`]): its
//! name, format, terms and start checked by the core's rules, and stored
//! within its creator's quota of tournaments waiting to start.

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use mastermind_core::duel::Terms;
use mastermind_core::tournament::{Format, check_name};
use mastermind_store::prelude::*;
use mastermind_store::{NewTournament, new_id};

use super::{CreatedTournament, NewTournamentRequest, publish, refused, shown_id};
use crate::AppState;
use crate::error::{ApiError, ErrorBody, Json};
use crate::moves::{self, Play, Step};
use crate::session::Me;

/// How far ahead a tournament may be set to start (30 days).
const MAX_AHEAD_MS: i64 = 30 * 86_400_000;
/// How long before now a start time may lie (a clock a little behind).
const SLACK_MS: i64 = 60_000;
/// The default start: a minute from now, for players to join.
const DEFAULT_DELAY_MS: i64 = 60_000;

/// Opens a tournament for players to join until it starts.
#[utoipa::path(post, path = "/api/tournaments", tag = "tournaments", request_body = NewTournamentRequest,
    responses((status = 201, body = CreatedTournament), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 409, body = ErrorBody, description = "Too many tournaments of yours waiting to start")))]
pub(super) async fn create(
    State(state): State<AppState>,
    me: Me,
    Json(request): Json<NewTournamentRequest>,
) -> Result<Response, ApiError> {
    let opening = Opening {
        me: &me,
        request: &request,
    };
    // A new tournament has no version to go stale: its save never is.
    let conflict = "the tournament was not made; try again";
    let id = moves::make(&state, opening, conflict).await?;
    Ok((StatusCode::CREATED, Json(CreatedTournament { id })).into_response())
}

struct Opening<'a> {
    me: &'a Me,
    request: &'a NewTournamentRequest,
}

/// A tournament as decided, to be stored.
struct Decided {
    name: String,
    format: Format,
    terms: Terms,
    starts_at: i64,
}

impl Play for Opening<'_> {
    type Decision = Decided;
    /// The tournament's id.
    type Answer = String;

    async fn read(&mut self, _: &AppState, _again: bool) -> Result<(), ApiError> {
        Ok(())
    }

    async fn decide(&mut self, _: &AppState, now: i64) -> Result<Step<Decided>, ApiError> {
        let request = self.request;
        let name = check_name(&request.name).map_err(refused)?;
        let format = match (request.format.as_str(), request.minutes, request.rounds) {
            ("arena", Some(minutes), None) => Format::Arena { minutes },
            ("arena", _, _) => return Err(ApiError::bad("an arena takes minutes (and no rounds)")),
            ("swiss", None, Some(rounds)) => Format::Swiss { rounds },
            ("swiss", _, _) => return Err(ApiError::bad("a Swiss takes rounds (and no minutes)")),
            (other, _, _) => {
                return Err(ApiError::bad(format!(
                    "format is arena or swiss, not {}",
                    shown_id(other)
                )));
            }
        };
        let format = format.check(request.time_control).map_err(refused)?;
        let terms = crate::duels::terms(request.preset.as_deref(), request.setup.as_ref())?
            .with_time_control(request.time_control)
            .map_err(|e| ApiError::bad_input(&e))?
            .with_rated(request.rated);
        let starts_at = request.starts_at.unwrap_or(now + DEFAULT_DELAY_MS);
        if starts_at < now - SLACK_MS || starts_at > now + MAX_AHEAD_MS {
            return Err(ApiError::bad(
                "starts_at is a time from now to 30 days ahead (unix milliseconds)",
            ));
        }
        Ok(Step::Done(Decided {
            name,
            format,
            terms,
            starts_at: starts_at.max(now),
        }))
    }

    async fn save(&mut self, state: &AppState, t: Decided) -> Result<Step<String>, ApiError> {
        let id = new_id();
        // The quota is counted in the insert's own transaction.
        state
            .store()
            .create_tournament(
                &NewTournament {
                    id: &id,
                    name: &t.name,
                    format: t.format,
                    creator: &self.me.account.id,
                    terms: &t.terms,
                    starts_at: t.starts_at,
                    bots: self.request.bots,
                },
                Some(crate::limits::WAITING_TOURNAMENTS),
            )
            .await?;
        publish(state, &id, 1).await;
        Ok(Step::Done(id))
    }
}
