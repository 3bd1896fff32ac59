//! Duels against the computer: the same duel, the solver on the black side
//! at a level from 1 to 5, no account needed. The computer sets its code at
//! the start and guesses as soon as a turn begins, from the revealed turns
//! alone (never from the person's code or pending guess); its guess stays
//! hidden like any other until the person has guessed too. These duels
//! belong to their player, are never rated and stay out of the statistics.

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use mastermind_core::duel::{Duel, Event, Moment, Phase, Side, Terms};
use mastermind_core::game::Turn;
use mastermind_solver::opponent;
use mastermind_store::prelude::*;
use mastermind_store::{SavedDuel, new_id, now_millis};

use super::{Caller, CreatedDuel, duel_error, moment};
use crate::AppState;
use crate::error::{ApiError, ErrorBody, Json};
use crate::guard::Client;
use crate::session::MaybeMe;
use crate::solver_gate::Lane;
pub use mastermind_api::duels::ComputerDuelRequest;

/// A guest's name in a duel against the computer: no account can be
/// called this (a space is not allowed in an account's name).
pub const GUEST: &str = "Guest player";

/// Starts a duel against the computer (no account needed; it belongs to
/// this browser, or to the account logged in).
#[utoipa::path(post, path = "/api/duels/computer", tag = "duels", request_body = ComputerDuelRequest,
    responses((status = 201, body = CreatedDuel), (status = 400, body = ErrorBody)))]
pub async fn create(
    State(state): State<AppState>,
    caller: Caller,
    MaybeMe(me): MaybeMe,
    Json(request): Json<ComputerDuelRequest>,
) -> Result<Response, ApiError> {
    let terms = super::terms(request.preset.as_deref(), request.setup.as_ref())?
        .with_time_control(request.time_control.unwrap_or_default())
        .map_err(duel_error)?;
    let level = request.level.unwrap_or(3);
    if !opponent::LEVELS.contains(&level) {
        return Err(ApiError::bad(format!(
            "the computer's level is 1 to 5, not {level}"
        )));
    }
    let id = start(&state, &caller, me.map(|m| m.account.name), terms, level).await?;
    Ok((
        StatusCode::CREATED,
        Json(CreatedDuel { id, link_url: None }),
    )
        .into_response())
}

/// A new duel of `caller` against the computer at `level`; its id.
pub(super) async fn start(
    state: &AppState,
    caller: &Caller,
    name: Option<String>,
    terms: Terms,
    level: u8,
) -> Result<String, ApiError> {
    check_setup(terms.setup())?;
    let rules = terms
        .rules(name.as_deref().unwrap_or(GUEST), &opponent::name(level))
        .map_err(duel_error)?;
    let now = moment(now_millis());
    let mut duel = Duel::new(rules, now);
    let secret = duel.setup().random_code(&mut rand::rng());
    let events = duel
        .set_code(Side::Black, secret, now)
        .map_err(duel_error)?;
    let id = new_id();
    state
        .store()
        .create_computer_duel(&id, &caller.player, level, &terms, &duel, &events)
        .await?;
    Ok(id)
}

pub(crate) fn check_setup(setup: &mastermind_core::Setup) -> Result<(), ApiError> {
    if mastermind_solver::supports(setup) {
        Ok(())
    } else {
        Err(ApiError::bad(
            "this setup has too many codes for the computer to play; choose a smaller one",
        ))
    }
}

/// The computer's moves after the other side's: its guess of the turn in
/// play, if it owes one, in a duel against the computer or a house bot
/// ([`crate::bots::house`]). Nothing in any other duel.
pub(super) async fn moves(
    state: &AppState,
    client: Client,
    saved: &SavedDuel,
    duel: &mut Duel,
    now: Moment,
) -> Result<Vec<Event>, ApiError> {
    let seat = match &saved.computer {
        Some((_, level)) => Some((Side::Black, *level)),
        None => crate::bots::house::seat(saved),
    };
    let Some((side, level)) = seat else {
        return Ok(Vec::new());
    };
    let Phase::Guesses { awaiting, .. } = duel.phase() else {
        return Ok(Vec::new());
    };
    if !awaiting[side] {
        return Ok(Vec::new());
    }
    let setup = duel.setup().clone();
    // Its own guesses at the other side's code, as revealed.
    let turns: Vec<Turn> = duel.turns().iter().map(|t| t[side]).collect();
    let guess = state
        .solve(client, Lane::Opponent, move || {
            opponent::duel_guess(&setup, level, &turns, &mut rand::rng())
        })
        .await?;
    duel.guess(side, guess, now).map_err(duel_error)
}
