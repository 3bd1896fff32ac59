//! `/api/series`: the board game for two (seed 001) on one device. The
//! core's [`Series`] keeps every rule, the score and whose move it is; these
//! handlers parse a request into a core call, make the result durable, and
//! answer with the core's events and a view.
//!
//! The server adds what a browser cannot be trusted with: it holds the codes
//! (the saved series never leaves the server; a view shows a code only once
//! its game is over), it reads the clock for the core's turn clock, and it
//! referees challenges with the solver. Every move is saved before it is
//! answered, so a restarted server resumes the series from the database.

mod live;
mod review;
mod views;

use std::time::{Instant, SystemTime};

use axum::Extension;
use axum::extract::State;
use axum::http::StatusCode;
use mastermind_core::Feedback;
use mastermind_core::series::{Event, FeedbackMode, Series, SeriesRules, Variant};
use mastermind_solver::SolverReferee;
use mastermind_store::{new_id, prelude::*};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::bus::Change;
use crate::cache::Owned;
use crate::error::{ApiError, ErrorBody, Json};
use crate::guard::Client;
use crate::guard::Player;
use crate::moves::{self, Play, Step};
use crate::solver_gate::Lane;
use crate::views::GuessRequest;
pub use live::LiveSeries;
use live::series_error;
use views::{
    AnswerRequest, CodeRequest, DeletedSeries, MoveView, NewSeriesRequest, SeriesSummary,
    SeriesView, view,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(create, list))
        .routes(routes!(show, abandon))
        .routes(routes!(secret))
        .routes(routes!(guess))
        .routes(routes!(answer))
        .routes(routes!(challenge))
        .routes(routes!(reveal))
        .routes(routes!(timeout))
        .routes(routes!(review::review))
}

/// A move in a series through the one move path ([`crate::moves`]): the
/// core decides on a copy of the series in memory; the copy is saved naming
/// its version and (only once it is durable) made the series in memory. If
/// another server moved first, the move is decided again on what the
/// database holds, where the core may refuse it (the code is set already,
/// it is not this player's turn any more).
async fn play(
    state: &AppState,
    live: &mut Owned<LiveSeries>,
    act: impl Fn(&mut Series) -> Result<Vec<Event>, ApiError> + Send + Sync,
) -> Result<Json<MoveView>, ApiError> {
    let conflict = "the series moved at the same moment elsewhere; reload it";
    moves::make(state, SeriesMove { live, act }, conflict).await
}

struct SeriesMove<'a, F> {
    live: &'a mut Owned<LiveSeries>,
    act: F,
}

impl<F> Play for SeriesMove<'_, F>
where
    F: Fn(&mut Series) -> Result<Vec<Event>, ApiError> + Send + Sync,
{
    type Decision = (Series, Vec<Event>);
    type Answer = Json<MoveView>;

    async fn read(&mut self, state: &AppState, again: bool) -> Result<(), ApiError> {
        // The copy in hand was checked against the database's version.
        if again {
            self.live.refresh(state).await?;
        }
        Ok(())
    }

    async fn decide(&mut self, _: &AppState, _: i64) -> Result<Step<Self::Decision>, ApiError> {
        let mut series = self.live.series.clone();
        let events = (self.act)(&mut series).map_err(|e| with_current(e, self.live))?;
        Ok(Step::Done((series, events)))
    }

    async fn save(
        &mut self,
        state: &AppState,
        (series, events): Self::Decision,
    ) -> Result<Step<Json<MoveView>>, ApiError> {
        commit(state, self.live, series, events).await
    }
}

/// A move for a turn (or game) that is not the next one, as the core
/// refused it.
fn wrong_turn(error: mastermind_core::TurnError) -> ApiError {
    ApiError::Turn {
        message: error.to_string(),
        code: mastermind_core::refusal::Refusal::code(&error),
        current: serde_json::Value::Null,
    }
}

/// A refusal for the wrong turn answers with the series as it stands.
fn with_current(error: ApiError, live: &LiveSeries) -> ApiError {
    match error {
        ApiError::Turn { message, code, .. } => ApiError::Turn {
            message,
            code,
            current: serde_json::to_value(view(live)).unwrap_or_default(),
        },
        other => other,
    }
}

/// Saves `series` after a move naming the version `live` was read at, and
/// makes it the series in memory once it is durable.
async fn commit(
    state: &AppState,
    live: &mut Owned<LiveSeries>,
    series: Series,
    events: Vec<Event>,
) -> Result<Step<Json<MoveView>>, ApiError> {
    // The row's clock is saved with the move that starts it.
    let (clock, clock_wall) = live.clock_after(&series, Instant::now(), SystemTime::now());
    let saved = state
        .store()
        .save_series(
            &live.id,
            live.version,
            &series,
            LiveSeries::turn_started_at(clock_wall),
        )
        .await;
    live.version = match saved {
        Ok(version) => version,
        Err(mastermind_store::StoreError::Conflict(_)) => return Ok(Step::Stale),
        Err(error) => return Err(error.into()),
    };
    live.series = series;
    (live.clock, live.clock_wall) = (clock, clock_wall);
    state
        .bus()
        .publish(Change {
            kind: "series".to_string(),
            id: live.id.clone(),
            version: live.version,
        })
        .await;
    Ok(Step::Done(Json(MoveView {
        events: events.iter().map(views::event).collect(),
        series: view(live),
    })))
}

/// Starts a series: the first player makes the first code.
#[utoipa::path(post, path = "/api/series", tag = "series", request_body = NewSeriesRequest,
    responses((status = 201, body = SeriesView), (status = 400, body = ErrorBody)))]
async fn create(
    State(state): State<AppState>,
    Extension(player): Extension<Player>,
    Json(request): Json<NewSeriesRequest>,
) -> Result<(StatusCode, Json<SeriesView>), ApiError> {
    let variant: Variant = request
        .variant
        .as_deref()
        .unwrap_or("board")
        .parse()
        .map_err(series_error)?;
    let feedback: FeedbackMode = request
        .feedback
        .as_deref()
        .unwrap_or("computed")
        .parse()
        .map_err(series_error)?;
    let rules = SeriesRules::new(&request.players, request.games)
        .and_then(|rules| rules.with_time_limit(request.time_limit))
        .map_err(series_error)?
        .with_variant(variant)
        .with_feedback(feedback)
        .with_companion(request.companion);
    let series = Series::new(rules);
    let id = new_id();
    state
        .store()
        .create_series(&id, &series, Some(&player.0), None)
        .await?;
    let live = LiveSeries::new(id.clone(), 1, series, Some(player.0), None);
    let shown = view(&live);
    state.series().insert(id, live);
    Ok((StatusCode::CREATED, Json(shown)))
}

/// This browser's unfinished series, the most recently moved first: where
/// a series is found again without its link.
#[utoipa::path(operation_id = "list_series", get, path = "/api/series", tag = "series",
    responses((status = 200, body = [SeriesSummary])))]
async fn list(
    State(state): State<AppState>,
    Extension(player): Extension<Player>,
) -> Result<Json<Vec<SeriesSummary>>, ApiError> {
    let found = state.store().unfinished_series(&player.0, 20).await?;
    Ok(Json(
        found
            .into_iter()
            .map(|(id, saved)| views::summary(id, &saved.series))
            .collect(),
    ))
}

/// The players give a series up: it is deleted.
#[utoipa::path(delete, path = "/api/series/{id}", tag = "series",
    params(("id" = String, Path, description = "The series' id")),
    responses((status = 200, body = DeletedSeries), (status = 404, body = ErrorBody)))]
async fn abandon(
    State(state): State<AppState>,
    Extension(player): Extension<Player>,
    live: Owned<LiveSeries>,
) -> Result<Json<DeletedSeries>, ApiError> {
    let id = live.id.clone();
    let deleted = state.store().delete_series(&id, &player.0).await?;
    state.series().forget(&id);
    Ok(Json(DeletedSeries { deleted }))
}

/// The series as it stands: where a reloaded page or a restarted server
/// picks it up. The code of the game in play is not in it.
#[utoipa::path(operation_id = "show_series", get, path = "/api/series/{id}", tag = "series",
    params(("id" = String, Path, description = "The series' id")),
    responses((status = 200, body = SeriesView), (status = 404, body = ErrorBody)))]
async fn show(live: Owned<LiveSeries>) -> Json<SeriesView> {
    Json(view(&live))
}

/// The codemaker sets the code of the game in play (not in companion mode).
#[utoipa::path(post, path = "/api/series/{id}/secret", tag = "series",
    params(("id" = String, Path, description = "The series' id")),
    request_body = CodeRequest,
    responses((status = 200, body = MoveView), (status = 400, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn secret(
    State(state): State<AppState>,
    mut live: Owned<LiveSeries>,
    Json(request): Json<CodeRequest>,
) -> Result<Json<MoveView>, ApiError> {
    play(&state, &mut live, |series| {
        if let Some(game) = request.game {
            series.check_game(game).map_err(wrong_turn)?;
        }
        series.set_secret_text(&request.code).map_err(series_error)
    })
    .await
}

/// The codebreaker plays the next row. With computed feedback the answer
/// comes back at once; with manual feedback it waits for `/answers`.
#[utoipa::path(post, path = "/api/series/{id}/guesses", tag = "series",
    params(("id" = String, Path, description = "The series' id")),
    request_body = GuessRequest,
    responses((status = 200, body = MoveView), (status = 400, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn guess(
    State(state): State<AppState>,
    mut live: Owned<LiveSeries>,
    Json(request): Json<GuessRequest>,
) -> Result<Json<MoveView>, ApiError> {
    let clock = live.clock;
    play(&state, &mut live, |series| {
        if let Some(turn) = request.turn {
            series.check_turn(turn).map_err(wrong_turn)?;
        }
        clock
            .check_guess(series, Instant::now())
            .and_then(|()| series.guess_text(&request.guess))
            .map_err(series_error)
    })
    .await
}

/// The codemaker's key pegs for the pending guess (manual feedback). An
/// answer no code can give is refused with a message.
#[utoipa::path(post, path = "/api/series/{id}/answers", tag = "series",
    params(("id" = String, Path, description = "The series' id")),
    request_body = AnswerRequest,
    responses((status = 200, body = MoveView), (status = 400, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn answer(
    State(state): State<AppState>,
    mut live: Owned<LiveSeries>,
    Json(request): Json<AnswerRequest>,
) -> Result<Json<MoveView>, ApiError> {
    let feedback = Feedback::new(request.black, request.white);
    play(&state, &mut live, |series| {
        series.answer(feedback).map_err(series_error)
    })
    .await
}

/// The codebreaker challenges the answers so far: if no code fits them,
/// the codemaker gave wrong information, the game is void and replayed and
/// the codebreaker scores 3.
#[utoipa::path(post, path = "/api/series/{id}/challenge", tag = "series",
    params(("id" = String, Path, description = "The series' id")),
    responses((status = 200, body = MoveView), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody)))]
async fn challenge(
    State(state): State<AppState>,
    client: Client,
    mut live: Owned<LiveSeries>,
) -> Result<Json<MoveView>, ApiError> {
    let conflict = "the series moved elsewhere during the challenge; reload it and challenge again";
    moves::make(
        &state,
        Challenge {
            live: &mut live,
            client,
        },
        conflict,
    )
    .await
}

/// The codebreaker's challenge: the solver referees it, off the request's
/// thread, behind the solver's gate.
struct Challenge<'a> {
    live: &'a mut Owned<LiveSeries>,
    client: Client,
}

impl Play for Challenge<'_> {
    type Decision = (Series, Vec<Event>);
    type Answer = Json<MoveView>;

    async fn read(&mut self, state: &AppState, again: bool) -> Result<(), ApiError> {
        if again {
            self.live.refresh(state).await?;
        }
        Ok(())
    }

    async fn decide(&mut self, state: &AppState, _: i64) -> Result<Step<Self::Decision>, ApiError> {
        let series = self.live.series.clone();
        let decided = state
            .solve(Client(self.client.0), Lane::Play, move || {
                let mut series = series;
                let events = series.challenge(&SolverReferee)?;
                Ok((series, events))
            })
            .await?
            .map_err(series_error)?;
        Ok(Step::Done(decided))
    }

    async fn save(
        &mut self,
        state: &AppState,
        (series, events): Self::Decision,
    ) -> Result<Step<Json<MoveView>>, ApiError> {
        commit(state, self.live, series, events).await
    }
}

/// Companion mode: the codemaker types the code in once the game is over;
/// every answer is checked against it.
#[utoipa::path(post, path = "/api/series/{id}/reveal", tag = "series",
    params(("id" = String, Path, description = "The series' id")),
    request_body = CodeRequest,
    responses((status = 200, body = MoveView), (status = 400, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn reveal(
    State(state): State<AppState>,
    mut live: Owned<LiveSeries>,
    Json(request): Json<CodeRequest>,
) -> Result<Json<MoveView>, ApiError> {
    play(&state, &mut live, |series| {
        series.reveal_text(&request.code).map_err(series_error)
    })
    .await
}

/// The codebreaker's time ran out: the row counts as played, with no guess.
/// Accepted only once the server's clock says so.
#[utoipa::path(post, path = "/api/series/{id}/timeout", tag = "series",
    params(("id" = String, Path, description = "The series' id")),
    responses((status = 200, body = MoveView), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "Not the codebreaker's turn, no time limit, or time left (the message says how much)")))]
async fn timeout(
    State(state): State<AppState>,
    mut live: Owned<LiveSeries>,
) -> Result<Json<MoveView>, ApiError> {
    let clock = live.clock;
    play(&state, &mut live, |series| {
        series
            .time_out(&clock, Instant::now())
            .map_err(series_error)
    })
    .await
}
