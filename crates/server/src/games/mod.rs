//! `/api/games`: a person plays against the computer's secret.

mod export;
mod moves;

use axum::Extension;
use axum::extract::State;
use axum::http::StatusCode;
use mastermind_core::{Code, PlayerName, State as GameState};
use mastermind_solver::{hint, review};
use mastermind_store::prelude::*;
use mastermind_store::{GameScore, GameWrite, NewGame, NewScore, Winner};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::cache::Owned;
use crate::catalogue::resolve;
use crate::coach;
use crate::error::{ApiError, ErrorBody, Json};
use crate::guard::Client;
use crate::guard::Player;
use crate::live::{Live, new_id, now_millis};
use crate::solver_gate::Lane;
use crate::views::{
    DailyTagView, GameView, HintView, NewGameRequest, RecordedView, ReviewTurnView, ReviewView,
    ScoreRequest, SetupView, TurnView,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(create))
        .routes(routes!(show))
        .routes(routes!(moves::guess))
        .routes(routes!(moves::quit))
        .routes(routes!(export::export))
        .routes(routes!(get_hint))
        .routes(routes!(get_review))
        .routes(routes!(record_score))
}

/// The game as its player may see it; `client` is who asks (a won game's
/// offer of a place in the tables is the store's answer for them).
pub(crate) async fn view(
    state: &AppState,
    live: &Live,
    client: &Client,
) -> Result<GameView, ApiError> {
    let game = &live.game;
    let won = game.state() == GameState::Won;
    let qualifies = if !won {
        None
    } else {
        Some(match (live.preset, live.millis(), live.finished_at) {
            (Some(preset), Some(millis), Some(at)) if !live.score_recorded => {
                let result = mastermind_core::Achievement {
                    turns: game.turns().len() as u8,
                    millis,
                    at,
                };
                let address = client.key().to_string();
                let winner = Winner {
                    player: live.player.as_deref(),
                    address: Some(&address),
                    hinted: live.hinted,
                };
                state.store().would_place(preset, &winner, &result).await?
            }
            _ => false,
        })
    };
    Ok(GameView {
        id: live.id.clone(),
        preset: live.preset.map(|p| p.name()).map(str::to_string),
        setup: SetupView::from(game.setup()),
        turns: game
            .turns()
            .iter()
            .enumerate()
            .map(|(i, t)| TurnView {
                turn: i + 1,
                guess: t.guess.to_string(),
                black: t.black,
                white: t.white,
            })
            .collect(),
        state: game.state().name().to_string(),
        turns_left: game.turns_left(),
        secret: game.revealed_secret().map(|c| c.to_string()),
        seconds: live.millis().map(|m| m as f64 / 1000.0),
        seconds_elapsed: live.elapsed_millis(now_millis()) as f64 / 1000.0,
        score_recorded: live.score_recorded,
        hinted: live.hinted,
        qualifies,
        hints: mastermind_solver::supports(game.setup()),
        daily: live.daily.map(|(day, preset)| DailyTagView {
            day: day.to_string(),
            preset: preset.name().to_string(),
            share: mastermind_core::daily::share(preset, day, game),
        }),
    })
}

/// Starts a game with a random secret.
#[utoipa::path(post, path = "/api/games", tag = "games", request_body = NewGameRequest,
    responses((status = 201, body = GameView), (status = 400, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "Too many games of yours in play")))]
async fn create(
    State(state): State<AppState>,
    client: Client,
    Extension(player): Extension<Player>,
    Json(request): Json<NewGameRequest>,
) -> Result<(StatusCode, Json<GameView>), ApiError> {
    let (setup, preset) = resolve(request.preset.as_deref(), request.setup.as_ref())?;
    let secret = setup.random_code(&mut rand::rng());
    let game = mastermind_core::Game::new(setup.clone(), secret)
        .map_err(|e| ApiError::Internal(e.to_string()))?;
    let new = NewGame {
        id: new_id(),
        preset,
        setup,
        secret,
        player: Some(player.0),
        created_at: now_millis(),
    };
    let live = Live {
        id: new.id.clone(),
        game,
        preset,
        player: new.player.clone(),
        created_at: new.created_at,
        finished_at: None,
        score_recorded: false,
        hinted: false,
        review: None,
        daily: None,
    };
    // A fresh random id is never taken: a create refused is one past the
    // player's games in play, counted inside the write (limits::GAMES_IN_PLAY).
    if !state.writer().write(GameWrite::Create(new)).await? {
        let quota = crate::limits::GAMES_IN_PLAY;
        return Err(ApiError::conflict(crate::limits::spent(
            quota.holding,
            quota.limit,
        )));
    }
    let shown = view(&state, &live, &client).await?;
    state.games().insert(live.id.clone(), live);
    Ok((StatusCode::CREATED, Json(shown)))
}

/// The game as it stands: where a reloaded page or a restarted server
/// picks it up.
#[utoipa::path(operation_id = "show_game", get, path = "/api/games/{id}", tag = "games",
    params(("id" = String, Path, description = "The game's id")),
    responses((status = 200, body = GameView), (status = 404, body = ErrorBody)))]
async fn show(
    State(state): State<AppState>,
    client: Client,
    live: Owned<Live>,
) -> Result<Json<GameView>, ApiError> {
    Ok(Json(view(&state, &live, &client).await?))
}

fn over(state: GameState) -> ApiError {
    ApiError::conflict(format!("the game is over ({})", state.name()))
}

/// A suggested next guess and how many codes still fit.
#[utoipa::path(post, path = "/api/games/{id}/hint", tag = "games",
    params(("id" = String, Path, description = "The game's id")),
    responses((status = 200, body = HintView), (status = 400, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn get_hint(
    State(state): State<AppState>,
    client: Client,
    mut live: Owned<Live>,
) -> Result<Json<HintView>, ApiError> {
    let conflict = "the game moved at the same moment elsewhere; reload it";
    crate::moves::make(&state, moves::Hinting { live: &mut live }, conflict).await?;
    let game = live.game.clone();
    drop(live);
    let history: Vec<_> = game
        .turns()
        .iter()
        .map(|t| (t.guess, t.feedback()))
        .collect();
    let setup = game.setup().clone();
    let found = state
        .solve(client, Lane::Play, move || hint(&setup, &history))
        .await?
        .map_err(|e| ApiError::conflict(e.to_string()))?;
    Ok(Json(HintView {
        remaining: found.remaining,
        suggestion: found.suggestion.to_string(),
    }))
}

/// Turn by turn, what each guess left and what a hint would have done. Only
/// once the game is over: the review uses the secret.
#[utoipa::path(get, path = "/api/games/{id}/review", tag = "games",
    params(("id" = String, Path, description = "The game's id")),
    responses((status = 200, body = ReviewView), (status = 400, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn get_review(
    State(state): State<AppState>,
    client: Client,
    mut live: Owned<Live>,
) -> Result<Json<ReviewView>, ApiError> {
    if let Some(done) = &live.review {
        return Ok(Json(done.clone()));
    }
    let game = live.game.clone();
    let Some(secret) = game.revealed_secret() else {
        return Err(ApiError::conflict(
            "the review shows the secret: finish or quit the game first",
        ));
    };
    crate::codebreaker::check_size(game.setup())?;
    let guesses: Vec<Code> = game.turns().iter().map(|t| t.guess).collect();
    let played = coach::played(&game);
    let setup = game.setup().clone();
    let budget = state.coach_budget();
    // The game's lock is held meanwhile: a second ask waits for this one's
    // answer and then reads it from memory.
    let (rows, coached) = state
        .solve(client, Lane::Batch, move || {
            let rows = review(&setup, &secret, &guesses);
            let coached = mastermind_solver::coach::review(&setup, &played, budget);
            (rows, coached)
        })
        .await?;
    let mut shown = ReviewView {
        accuracy: coach::game_accuracy(&coached),
        turns: rows
            .into_iter()
            .map(|r| ReviewTurnView {
                turn: r.turn,
                guess: r.guess.to_string(),
                black: r.feedback.black,
                white: r.feedback.white,
                before: r.before,
                after: r.after,
                suggestion: r.suggestion.to_string(),
                suggestion_after: r.suggestion_after,
                verdict: None,
                judged_by: String::new(),
                lost: None,
                best: None,
            })
            .collect(),
    };
    coach::mark(&mut shown.turns, &coached);
    if let Some(player) = &live.player {
        coach::keep(&state, "game", &live.id, player, &coached).await?;
    }
    live.review = Some(shown.clone());
    Ok(Json(shown))
}

/// Enters a won game in the high-score tables under `name`.
#[utoipa::path(post, path = "/api/games/{id}/score", tag = "games",
    params(("id" = String, Path, description = "The game's id")),
    request_body = ScoreRequest,
    responses((status = 201, body = RecordedView), (status = 400, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn record_score(
    State(state): State<AppState>,
    Extension(player): Extension<Player>,
    client: Client,
    mut live: Owned<Live>,
    Json(request): Json<ScoreRequest>,
) -> Result<(StatusCode, Json<RecordedView>), ApiError> {
    let id = live.id.clone();
    let game = &live.game;
    if game.state() != GameState::Won {
        return Err(ApiError::conflict(format!(
            "only a won game enters the high scores; this one is {}",
            game.state().name()
        )));
    }
    let Some(preset) = live.preset else {
        return Err(ApiError::conflict(
            "a custom setup has no high-score table; play a preset",
        ));
    };
    if live.score_recorded {
        return Err(ApiError::conflict("this game's score is already recorded"));
    }
    let name = PlayerName::parse(&request.name).map_err(|e| ApiError::bad_input(&e))?;
    let (Some(millis), Some(at)) = (live.millis(), live.finished_at) else {
        return Err(ApiError::Internal(
            "a won game without its time".to_string(),
        ));
    };
    let score = NewScore {
        hinted: live.hinted,
        preset,
        player: live.player.clone().or(Some(player.0)),
        name,
        turns: game.turns().len() as u8,
        millis,
        secret: game.secret(),
        at,
        address: Some(client.key().to_string()),
    };
    match state.store().record_game_score(&id, &score).await? {
        GameScore::Recorded { rank, all_time } => {
            live.score_recorded = true;
            let scope = if all_time { "all" } else { "mine" };
            Ok((
                StatusCode::CREATED,
                Json(RecordedView {
                    rank,
                    scope: scope.to_string(),
                }),
            ))
        }
        GameScore::NotPlaced => Err(ApiError::conflict(
            "this result does not enter the all-time table nor your own",
        )),
        GameScore::AlreadyRecorded => {
            live.score_recorded = true;
            Err(ApiError::conflict("this game's score is already recorded"))
        }
    }
}
