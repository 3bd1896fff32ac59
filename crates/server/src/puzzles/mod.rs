//! `/api/puzzles`: rated puzzles. A player asks for the next puzzle (rated,
//! casual or in a streak; of a theme or any), the day's puzzle, or their
//! record; guesses are answered by the solver's adversary, so that no
//! guess is lucky and no puzzle can be learnt; a rated attempt's end moves
//! the player's rating and the puzzle's.

mod play;
pub mod supply;
mod views;

use axum::Extension;
use axum::extract::{Path, State};
use mastermind_core::daily::Day;
use mastermind_core::puzzle::{Mode, Theme, streak_target};
use mastermind_store::NewAttempt;
use mastermind_store::prelude::*;
use rand::RngExt;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::error::{ApiError, ErrorBody, Json};
use crate::guard::{Client, Player};
use crate::live::{new_id, now_millis};
use crate::moves;
use crate::session::MaybeMe;
pub use mastermind_api::puzzles::{
    AttemptView, DailyPuzzleView, NextPuzzleRequest, PuzzleGuessRequest, PuzzleRecordView,
    ThemeCount,
};
use play::{AttemptMove, Move, owned};
use views::attempt_view;

/// Puzzles near the wanted rating one is drawn from: enough that two
/// players of one rating seldom meet the same one next.
const NEAREST: i64 = 8;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(next))
        .routes(routes!(daily))
        .routes(routes!(show))
        .routes(routes!(guess))
        .routes(routes!(give_up))
        .routes(routes!(record))
}

fn no_puzzles() -> ApiError {
    ApiError::coded(
        axum::http::StatusCode::NOT_FOUND,
        "no_puzzles",
        "no puzzles of this theme yet".to_string(),
    )
}

fn theme_of(name: Option<&str>) -> Result<Option<Theme>, ApiError> {
    name.map(|name| {
        Theme::from_name(name).ok_or_else(|| {
            let known: Vec<&str> = Theme::ALL.iter().map(|t| t.name()).collect();
            ApiError::bad(format!(
                "unknown theme {name:?}: one of {}",
                known.join(", ")
            ))
        })
    })
    .transpose()
}

/// The next puzzle: the player's open attempt in the mode if there is one
/// (a rated puzzle cannot be skipped by asking for another: give it up),
/// else a new attempt at a puzzle near the player's rating (in a streak,
/// near the streak's next step), one they have not met first.
#[utoipa::path(post, path = "/api/puzzles/next", tag = "puzzles", request_body = NextPuzzleRequest,
    responses((status = 200, body = AttemptView),
        (status = 400, body = ErrorBody, description = "An unknown mode or theme"),
        (status = 404, body = ErrorBody, description = "No puzzles of the theme (no_puzzles)")))]
async fn next(
    State(state): State<AppState>,
    client: Client,
    Extension(player): Extension<Player>,
    MaybeMe(me): MaybeMe,
    Json(body): Json<serde_json::Map<String, serde_json::Value>>,
) -> Result<Json<AttemptView>, ApiError> {
    // Read from an object only: every field is optional, and serde would
    // take a list of them (`[null, null]`) for one too.
    let request: NextPuzzleRequest = serde_json::from_value(body.into())
        .map_err(|e| ApiError::bad(format!("the request: {e}")))?;
    let mode = match request.mode.as_deref() {
        None => Mode::Rated,
        Some(name) => match Mode::from_name(name) {
            Some(Mode::Daily) => {
                return Err(ApiError::bad("the day's puzzle is POST /api/puzzles/daily"));
            }
            Some(mode) => mode,
            None => {
                return Err(ApiError::bad(format!(
                    "unknown mode {name:?}: rated, casual or streak"
                )));
            }
        },
    };
    let theme = theme_of(request.theme.as_deref())?;
    let store = state.store();
    if let Some(open) = store.open_attempt(&player.0, mode).await? {
        return Ok(Json(attempt_view(&state, client, &open).await?));
    }
    let (streak, near) = match mode {
        Mode::Streak => {
            let (streak, solved) = store
                .streak_of(&player.0)
                .await?
                .unwrap_or_else(|| (new_id(), 0));
            let solved = u32::try_from(solved).unwrap_or(u32::MAX);
            (Some(streak), streak_target(solved))
        }
        _ => {
            let rating = store.puzzle_rating(&player.0).await?;
            (None, rating.unwrap_or_default().rating)
        }
    };
    let mut nearest = store.puzzles_near(&player.0, theme, near, NEAREST).await?;
    if nearest.is_empty() {
        return Err(no_puzzles());
    }
    let puzzle = nearest.swap_remove(rand::rng().random_range(0..nearest.len()));
    let new = NewAttempt {
        id: new_id(),
        puzzle_id: puzzle.id,
        player: player.0.clone(),
        mode,
        rated: mode.is_rated(me.is_some()),
        streak,
        day: None,
        created_at: now_millis(),
    };
    let saved = store.start_attempt(&new).await?;
    Ok(Json(attempt_view(&state, client, &saved).await?))
}

/// The day's puzzle, the same for everyone (unrated): the player's attempt
/// at it, begun on the first ask, with how it went for everyone so far.
#[utoipa::path(post, path = "/api/puzzles/daily", tag = "puzzles",
    responses((status = 200, body = DailyPuzzleView),
        (status = 404, body = ErrorBody, description = "No puzzles yet (no_puzzles)")))]
async fn daily(
    State(state): State<AppState>,
    client: Client,
    Extension(player): Extension<Player>,
) -> Result<Json<DailyPuzzleView>, ApiError> {
    let now = now_millis();
    let day = Day::from_unix_millis(now);
    let store = state.store();
    let puzzle_id = match store.daily_puzzle_of(day).await? {
        Some(id) => id,
        None => {
            // Any puzzle will do, the same one whichever server asks first:
            // the first pick is kept.
            let pool = store.puzzles_near("", None, 1500.0, 64).await?;
            if pool.is_empty() {
                return Err(no_puzzles());
            }
            let pick = &pool[day.days().rem_euclid(pool.len() as i64) as usize];
            store.daily_puzzle(day, &pick.id).await?
        }
    };
    let saved = match store.daily_attempt(&player.0, day).await? {
        Some(saved) => saved,
        None => {
            let new = NewAttempt {
                id: new_id(),
                puzzle_id,
                player: player.0.clone(),
                mode: Mode::Daily,
                rated: false,
                streak: None,
                day: Some(day),
                created_at: now,
            };
            store.start_attempt(&new).await?
        }
    };
    let tally = store.daily_tally(day).await?;
    Ok(Json(DailyPuzzleView {
        attempt: attempt_view(&state, client, &saved).await?,
        attempts: tally.attempts,
        solved: tally.solved,
    }))
}

/// One of the player's attempts.
#[utoipa::path(get, path = "/api/puzzles/attempts/{id}", tag = "puzzles",
    params(("id" = String, Path, description = "The attempt's id")),
    responses((status = 200, body = AttemptView),
        (status = 404, body = ErrorBody, description = "No such attempt of this player")))]
async fn show(
    State(state): State<AppState>,
    client: Client,
    Extension(player): Extension<Player>,
    Path(id): Path<String>,
) -> Result<Json<AttemptView>, ApiError> {
    let saved = owned(&state, &id, &player.0).await?;
    Ok(Json(attempt_view(&state, client, &saved).await?))
}

/// Plays a guess in an attempt: the codemaker answers so that the player's
/// worst case stays as large as it can be.
#[utoipa::path(post, path = "/api/puzzles/attempts/{id}/guesses", tag = "puzzles",
    params(("id" = String, Path, description = "The attempt's id")),
    request_body = PuzzleGuessRequest,
    responses((status = 200, body = AttemptView),
        (status = 400, body = ErrorBody, description = "The guess does not read for this setup"),
        (status = 404, body = ErrorBody, description = "No such attempt of this player"),
        (status = 409, body = ErrorBody, description = "The attempt is over (puzzle_over), or moved on elsewhere"),
        (status = 429, body = ErrorBody, description = "Another solver request of this client is in flight"),
        (status = 503, body = ErrorBody, description = "The solver is busy")))]
async fn guess(
    State(state): State<AppState>,
    client: Client,
    Extension(player): Extension<Player>,
    Path(id): Path<String>,
    Json(request): Json<PuzzleGuessRequest>,
) -> Result<Json<AttemptView>, ApiError> {
    play(&state, client, player, &id, Move::Guess(request.guess)).await
}

/// Gives an attempt up: a miss (a rated one moves the ratings), and the
/// answer is shown.
#[utoipa::path(post, path = "/api/puzzles/attempts/{id}/give-up", tag = "puzzles",
    params(("id" = String, Path, description = "The attempt's id")),
    responses((status = 200, body = AttemptView),
        (status = 404, body = ErrorBody, description = "No such attempt of this player"),
        (status = 409, body = ErrorBody, description = "The attempt is over (puzzle_over)")))]
async fn give_up(
    State(state): State<AppState>,
    client: Client,
    Extension(player): Extension<Player>,
    Path(id): Path<String>,
) -> Result<Json<AttemptView>, ApiError> {
    play(&state, client, player, &id, Move::GiveUp).await
}

/// Makes `action` in the player's attempt `id`, through the one path of
/// moves.
async fn play(
    state: &AppState,
    client: Client,
    player: Player,
    id: &str,
    action: Move,
) -> Result<Json<AttemptView>, ApiError> {
    let saved = owned(state, id, &player.0).await?;
    let play = AttemptMove {
        client,
        player: player.0,
        saved,
        action,
    };
    moves::make(state, play, "this attempt moved on elsewhere; reload it").await
}

/// The player's record at puzzles, and how many puzzles each theme has.
#[utoipa::path(get, path = "/api/puzzles/record", tag = "puzzles",
    responses((status = 200, body = PuzzleRecordView)))]
async fn record(
    State(state): State<AppState>,
    Extension(player): Extension<Player>,
) -> Result<Json<PuzzleRecordView>, ApiError> {
    let store = state.store();
    let record = store.puzzle_record(&player.0).await?;
    let counts = store.puzzle_counts().await?;
    Ok(Json(PuzzleRecordView {
        rating: record.rating.map(|r| r.rating.round() as i64),
        provisional: record.rating.is_none_or(|r| r.is_provisional()),
        attempts: record.attempts,
        solved: record.solved,
        streak: record.streak,
        best_streak: record.best_streak,
        themes: Theme::ALL
            .iter()
            .map(|t| ThemeCount {
                theme: t.name().to_string(),
                puzzles: counts.iter().find(|(c, _)| c == t).map_or(0, |c| c.1),
            })
            .collect(),
    }))
}
