//! A game's moves, a guess and giving up, through the one move path
//! ([`crate::moves`]): the core decides on the copy in memory; the write
//! names what it follows (the turn, or that the game is still in play), so
//! the database refuses it on a stale copy and the move is decided again on
//! what is stored.

use axum::extract::State;
use mastermind_core::{Game, GuessError, Turn};
use mastermind_store::GameWrite;
use mastermind_store::prelude::*;

use super::{over, view};
use crate::AppState;
use crate::cache::{Owned, Unchecked};
use crate::error::{ApiError, ErrorBody, Json};
use crate::guard::Client;
use crate::live::Live;
use crate::moves::{self, Play, Step};
use crate::views::{GameView, GuessRequest, GuessView};

/// Plays a guess. It is answered only once it is stored.
#[utoipa::path(post, path = "/api/games/{id}/guesses", tag = "games",
    params(("id" = String, Path, description = "The game's id")),
    request_body = GuessRequest,
    responses((status = 200, body = GuessView), (status = 400, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "The game is over, or the guess names a turn already played (a retry: `current` holds the game) or not yet")))]
pub(super) async fn guess(
    State(state): State<AppState>,
    client: Client,
    Unchecked(mut live): Unchecked<Live>,
    Json(request): Json<GuessRequest>,
) -> Result<Json<GuessView>, ApiError> {
    let play = Guess {
        client: &client,
        live: &mut live,
        request: &request,
        fresh: false,
    };
    let conflict = "this turn was played at the same moment elsewhere; reload the game";
    moves::make(&state, play, conflict).await
}

struct Guess<'a> {
    /// Who moves: a won game's view offers a place in the tables for them.
    client: &'a Client,
    live: &'a mut Owned<Live>,
    request: &'a GuessRequest,
    /// Whether the copy in hand was read from the database for this move.
    fresh: bool,
}

impl Play for Guess<'_> {
    type Decision = (Game, Turn, i64);
    type Answer = Json<GuessView>;

    async fn read(&mut self, state: &AppState, again: bool) -> Result<(), ApiError> {
        if again {
            self.live.refresh(state).await?;
            self.fresh = true;
        }
        Ok(())
    }

    async fn decide(
        &mut self,
        state: &AppState,
        now: i64,
    ) -> Result<Step<Self::Decision>, ApiError> {
        if let Some(turn) = self.request.turn
            && let Err(error) = self.live.game.check_turn(turn)
        {
            // A copy may be behind: a turn named wrongly is refused only on
            // what is stored, with the game as it stands.
            if !self.fresh {
                return Ok(Step::Stale);
            }
            return Err(ApiError::turn(
                error,
                &view(state, self.live, self.client).await?,
            ));
        }
        let mut game = self.live.game.clone();
        let turn = game.guess_text(&self.request.guess).map_err(|e| match e {
            GuessError::Over(s) => over(s),
            GuessError::Code(e) => ApiError::bad_input(&e),
        })?;
        Ok(Step::Done((game, turn, now)))
    }

    async fn save(
        &mut self,
        state: &AppState,
        (game, turn, at): Self::Decision,
    ) -> Result<Step<Json<GuessView>>, ApiError> {
        let number = game.turns().len();
        let write = GameWrite::Guess {
            game: self.live.id.clone(),
            turn: number as u8,
            guess: turn.guess,
            at,
            ends: game.state().is_over().then_some(game.state()),
        };
        if !state.writer().write(write).await? {
            return Ok(Step::Stale);
        }
        if game.state().is_over() {
            self.live.finished_at = Some(at);
        }
        self.live.game = game;
        Ok(Step::Done(Json(GuessView {
            turn: number,
            black: turn.black,
            white: turn.white,
            state: self.live.game.state().name().to_string(),
            secret: self.live.game.revealed_secret().map(|c| c.to_string()),
        })))
    }
}

/// Gives up; the answer shows the secret.
#[utoipa::path(post, path = "/api/games/{id}/quit", tag = "games",
    params(("id" = String, Path, description = "The game's id")),
    responses((status = 200, body = GameView), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody)))]
pub(super) async fn quit(
    State(state): State<AppState>,
    client: Client,
    mut live: Owned<Live>,
) -> Result<Json<GameView>, ApiError> {
    let conflict = "the game moved at the same moment elsewhere; reload it";
    let play = Quit {
        client: &client,
        live: &mut live,
    };
    moves::make(&state, play, conflict).await
}

struct Quit<'a> {
    client: &'a Client,
    live: &'a mut Owned<Live>,
}

impl Play for Quit<'_> {
    type Decision = (Game, i64);
    type Answer = Json<GameView>;

    async fn read(&mut self, state: &AppState, again: bool) -> Result<(), ApiError> {
        // Another server moved this game: quit what is stored (or learn
        // that it is over).
        if again {
            self.live.refresh(state).await?;
        }
        Ok(())
    }

    async fn decide(&mut self, _: &AppState, now: i64) -> Result<Step<Self::Decision>, ApiError> {
        let mut game = self.live.game.clone();
        game.quit().map_err(|e| match e {
            GuessError::Over(s) => over(s),
            other => ApiError::bad_input(&other),
        })?;
        Ok(Step::Done((game, now)))
    }

    async fn save(
        &mut self,
        state: &AppState,
        (game, at): Self::Decision,
    ) -> Result<Step<Json<GameView>>, ApiError> {
        let write = GameWrite::Quit {
            game: self.live.id.clone(),
            at,
            turns: u8::try_from(self.live.game.turns().len()).unwrap_or(u8::MAX),
        };
        if !state.writer().write(write).await? {
            return Ok(Step::Stale);
        }
        self.live.game = game;
        self.live.finished_at = Some(at);
        Ok(Step::Done(Json(view(state, self.live, self.client).await?)))
    }
}

/// A hint asked for: the game is marked as played with one before the hint
/// is shown (a win after it is a hinted win), through the one move path.
pub(super) struct Hinting<'a> {
    pub live: &'a mut Owned<Live>,
}

impl Play for Hinting<'_> {
    type Decision = ();
    type Answer = ();

    async fn read(&mut self, state: &AppState, again: bool) -> Result<(), ApiError> {
        if again {
            self.live.refresh(state).await?;
        }
        Ok(())
    }

    async fn decide(&mut self, _: &AppState, _: i64) -> Result<Step<()>, ApiError> {
        let game = &self.live.game;
        if game.state().is_over() {
            return Err(over(game.state()));
        }
        if self.live.daily.is_some() {
            return Err(ApiError::conflict(
                "no hints on the daily code: everyone breaks it on their own",
            ));
        }
        crate::codebreaker::check_size(game.setup())?;
        Ok(Step::Done(()))
    }

    async fn save(&mut self, state: &AppState, (): ()) -> Result<Step<()>, ApiError> {
        if !self.live.hinted {
            state.store().mark_hinted(&self.live.id).await?;
            self.live.hinted = true;
        }
        Ok(Step::Done(()))
    }
}
