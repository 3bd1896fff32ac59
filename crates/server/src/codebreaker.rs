//! `/api/codebreaker`: the computer breaks a person's code. Stateless: the
//! client sends the whole history each time, and the person's code never
//! reaches the server.

use axum::extract::State;
use mastermind_core::{Code, Feedback, Setup};
use mastermind_solver::{Codebreaker, Strategy, supports};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::catalogue::resolve;
use crate::error::{ApiError, ErrorBody, Json};
use crate::guard::Client;
use crate::solver_gate::Lane;
use crate::views::{AnsweredTurn, DemoRequest, DemoView, NextRequest, NextView};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(next))
        .routes(routes!(demo))
}

// The exhaustive search takes about a second at 4 pegs and 6 colours (the
// first levels, the board game); with a 7th symbol (4·7, the board with
// blanks) or more pegs it took from 27 s to minutes on the reference machine,
// and its time follows the shape of the setup more than its number of codes.
const OPTIMAL_MAX_PEGS: u8 = 4;
const OPTIMAL_MAX_SYMBOLS: u8 = 6;

// The one-step strategies play a whole level III game (262,144 codes) in
// 0.2 to 0.6 s and one of 6 pegs and 10 colours (a million codes) in 1.5 s.
const SEARCH_MAX_CODES: u64 = 1 << 20;

/// Refuses setups the solver cannot hold at all.
pub fn check_size(setup: &Setup) -> Result<(), ApiError> {
    if supports(setup) {
        Ok(())
    } else {
        Err(ApiError::bad(format!(
            "this setup has {} codes; the solver handles at most {}",
            setup.code_count(),
            mastermind_solver::MAX_CODES
        )))
    }
}

/// Refuses work that would hold a request for long.
fn check_work(setup: &Setup, strategy: Strategy) -> Result<(), ApiError> {
    check_size(setup)?;
    let codes = setup.code_count();
    let too_slow = match strategy {
        Strategy::Simple | Strategy::Random => false,
        Strategy::Optimal { .. } => {
            setup.pegs() > OPTIMAL_MAX_PEGS || setup.symbols() > OPTIMAL_MAX_SYMBOLS
        }
        _ => codes > SEARCH_MAX_CODES,
    };
    if too_slow {
        let bound = match strategy {
            Strategy::Optimal { .. } => format!(
                "at most {OPTIMAL_MAX_PEGS} pegs and {OPTIMAL_MAX_SYMBOLS} colours (blanks count as one)"
            ),
            _ => format!("at most {SEARCH_MAX_CODES} codes"),
        };
        return Err(ApiError::bad(format!(
            "the {} strategy is too slow for this setup ({} pegs, {} colours, {codes} codes; {bound} here): choose another strategy or a smaller setup",
            strategy.name(),
            setup.pegs(),
            setup.symbols(),
        )));
    }
    Ok(())
}

fn strategy(name: Option<&str>) -> Result<Strategy, ApiError> {
    name.unwrap_or("entropy").parse().map_err(ApiError::bad)
}

/// The history as the core's types. An answer the setup's rule cannot give,
/// or (when the person chose the code on the page) one that differs from
/// the truth, is named with its turn.
fn answered(
    setup: &Setup,
    turns: &[AnsweredTurn],
    secret: Option<&Code>,
) -> Result<Vec<(Code, Feedback)>, ApiError> {
    turns
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let turn = i + 1;
            let guess = setup
                .parse_code(&t.guess)
                .map_err(|e| ApiError::bad(format!("turn {turn}: {e}")))?;
            let feedback = Feedback::new(t.black, t.white);
            let wrong = |message: String| ApiError::Inconsistent {
                message,
                turns: vec![turn],
            };
            setup
                .check_feedback(feedback)
                .map_err(|e| wrong(format!("turn {turn}: {e}")))?;
            if let Some(secret) = secret {
                let truth = setup.score(secret, &guess);
                if truth != feedback {
                    return Err(wrong(format!(
                        "turn {turn}: against your code this guess scores {truth}, not {feedback}"
                    )));
                }
            }
            Ok((guess, feedback))
        })
        .collect()
}

/// The computer's next guess after the answers so far.
#[utoipa::path(post, path = "/api/codebreaker/next", tag = "codebreaker",
    request_body = NextRequest,
    responses((status = 200, body = NextView), (status = 400, body = ErrorBody),
        (status = 422, body = ErrorBody, description = "No code fits the answers: `inconsistent` names a smallest set of contradicting turns")))]
async fn next(
    State(state): State<AppState>,
    client: Client,
    Json(request): Json<NextRequest>,
) -> Result<Json<NextView>, ApiError> {
    let (setup, _) = resolve(request.preset.as_deref(), request.setup.as_ref())?;
    let strategy = strategy(request.strategy.as_deref())?;
    if !(0.0..=1.0).contains(&request.blunder_rate) {
        return Err(ApiError::bad("blunder_rate is a chance from 0 to 1"));
    }
    if request.history.len() > usize::from(mastermind_core::MAX_TURNS) {
        return Err(ApiError::bad(format!(
            "a game has at most {} turns",
            mastermind_core::MAX_TURNS
        )));
    }
    check_work(&setup, strategy)?;
    let secret = request
        .secret
        .as_deref()
        .map(|text| {
            setup
                .parse_code(text)
                .map_err(|e| ApiError::bad(format!("secret: {e}")))
        })
        .transpose()?;
    let history = answered(&setup, &request.history, secret.as_ref())?;
    let blunder_rate = request.blunder_rate;
    let turns = usize::from(setup.turns());
    state
        .solve(client, Lane::Play, move || {
            let mut codebreaker =
                Codebreaker::new(&setup, strategy).with_blunder_rate(blunder_rate);
            for (guess, feedback) in history {
                codebreaker
                    .record(guess, feedback)
                    .map_err(|e| ApiError::Inconsistent {
                        message: e.to_string(),
                        turns: e.turns,
                    })?;
            }
            if codebreaker.is_solved() {
                return Ok(NextView {
                    guess: None,
                    remaining: None,
                    solved: Some(true),
                    out_of_turns: None,
                });
            }
            if codebreaker.turns().len() >= turns {
                return Ok(NextView {
                    guess: None,
                    remaining: Some(codebreaker.remaining()),
                    solved: None,
                    out_of_turns: Some(true),
                });
            }
            let guess = codebreaker.next_guess(&mut rand::rng());
            Ok(NextView {
                guess: Some(guess.to_string()),
                remaining: Some(codebreaker.remaining()),
                solved: None,
                out_of_turns: None,
            })
        })
        .await?
        .map(Json)
}

/// The computer plays a whole game against a secret (given, or random).
#[utoipa::path(post, path = "/api/codebreaker/demo", tag = "codebreaker",
    request_body = DemoRequest,
    responses((status = 200, body = DemoView), (status = 400, body = ErrorBody)))]
async fn demo(
    State(state): State<AppState>,
    client: Client,
    Json(request): Json<DemoRequest>,
) -> Result<Json<DemoView>, ApiError> {
    let (setup, _) = resolve(request.preset.as_deref(), request.setup.as_ref())?;
    let strategy = strategy(request.strategy.as_deref())?;
    let secret = match &request.secret {
        Some(text) => setup
            .parse_code(text)
            .map_err(|e| ApiError::bad(format!("secret: {e}")))?,
        None => setup.random_code(&mut rand::rng()),
    };
    check_work(&setup, strategy)?;
    let view = state
        .solve(client, Lane::Batch, move || {
            let mut rng = rand::rng();
            let mut codebreaker = Codebreaker::new(&setup, strategy);
            let mut turns = Vec::new();
            let mut solved = false;
            while turns.len() < usize::from(setup.turns()) && !solved {
                let guess = codebreaker.next_guess(&mut rng);
                let feedback = setup.score(&secret, &guess);
                if codebreaker.record(guess, feedback).is_err() {
                    break;
                }
                solved = feedback.is_win(setup.pegs());
                turns.push(AnsweredTurn {
                    guess: guess.to_string(),
                    black: feedback.black,
                    white: feedback.white,
                });
            }
            DemoView {
                secret: secret.to_string(),
                strategy: strategy.to_string(),
                turns,
                solved,
            }
        })
        .await?;
    Ok(Json(view))
}
