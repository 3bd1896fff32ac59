//! One duel as the bot plays it: after each line of the duel's stream it
//! reads the duel's view and makes the move it owes, if any: a random code
//! for the setup, then each turn's guess by its strategy from the turns
//! revealed so far (naming the turn, so a retry is refused rather than
//! played twice). The rules stay with the server; the choice of code and
//! guess is the core's and the solver's.

use std::time::Duration;

use mastermind_api::board::{Board, BoardPhase};
use mastermind_api::duels::{CodeRequest, DuelFull};
use mastermind_api::games::GuessRequest;
use mastermind_core::game::Turn;
use mastermind_i18n::tr;

use super::lines::Lines;
use super::{Plan, SILENCE, say};
use crate::online::api::{Api, Failure};

/// Plays duel `id` until it is over (or cancelled before it began).
pub async fn play(api: &Api, id: &str, plan: &Plan) -> anyhow::Result<()> {
    let path = format!("/api/duels/{id}/stream");
    let mut lines = Lines::new(api.stream(&path).await?);
    let mut moved: Option<(u8, usize)> = None;
    loop {
        let view: DuelFull = api.get(&format!("/api/duels/{id}")).await?;
        if matches!(
            view.summary.state.as_str(),
            "over" | "cancelled" | "declined"
        ) {
            say(&ending(&view));
            return Ok(());
        }
        if let (Some(board), Some(you)) = (&view.duel, view.summary.you) {
            let stage = stage(board);
            if board.phase.awaits(you) && moved != Some(stage) {
                make_move(api, id, plan, &view, board, you).await?;
                moved = Some(stage);
            }
        }
        // Wait for the next word of the duel (an event, or a keep-alive);
        // a stream that ended or stayed silent is opened again.
        if lines.next(SILENCE).await.is_none() {
            tokio::time::sleep(Duration::from_millis(250)).await;
            lines = Lines::new(api.stream(&path).await?);
        }
    }
}

/// The stage a move belongs to: the codes, or a turn.
fn stage(board: &Board) -> (u8, usize) {
    match board.phase {
        BoardPhase::Codes { .. } => (0, 0),
        BoardPhase::Guesses { turn, .. } => (1, turn),
        BoardPhase::Over => (2, 0),
    }
}

async fn make_move(
    api: &Api,
    id: &str,
    plan: &Plan,
    view: &DuelFull,
    board: &Board,
    you: mastermind_core::duel::Side,
) -> anyhow::Result<()> {
    let setup = view
        .summary
        .setup
        .to_setup()
        .ok_or_else(|| anyhow::anyhow!(tr!("cmd-bot-setup-unknown", id = id)))?;
    let sent = match board.phase {
        BoardPhase::Codes { .. } => {
            let code = setup.random_code(&mut rand::rng());
            let body = CodeRequest {
                code: code.to_string(),
            };
            api.act(&format!("/api/duels/{id}/code"), &body).await
        }
        BoardPhase::Guesses { turn, .. } => {
            // Its own guesses at the opponent's code, as revealed.
            let turns: Vec<Turn> = board.turns.iter().map(|t| t[you]).collect();
            let strategy = plan.strategy;
            let guess = tokio::task::spawn_blocking(move || {
                mastermind_solver::opponent::guess_with(
                    &setup,
                    strategy,
                    0.0,
                    &turns,
                    &mut rand::rng(),
                )
            })
            .await?;
            let body = GuessRequest {
                guess: guess.to_string(),
                turn: Some(turn),
            };
            api.act(&format!("/api/duels/{id}/guesses"), &body).await
        }
        BoardPhase::Over => Ok(()),
    };
    match sent {
        // Played already (a retry) or moved on meanwhile: the next view says.
        Err(Failure::Refused(status, _)) if status.as_u16() == 409 => Ok(()),
        other => other.map_err(Into::into),
    }
}

/// How the duel ended, for the bot's log.
fn ending(view: &DuelFull) -> String {
    let id = view.summary.id.as_str();
    match (&view.summary.result, view.summary.you) {
        (Some(result), Some(you)) => match result.winner {
            Some(winner) if winner == you => tr!("cmd-bot-won", id = id, turns = result.turns),
            Some(_) => tr!("cmd-bot-lost", id = id, turns = result.turns),
            None => tr!("cmd-bot-drawn", id = id, turns = result.turns),
        },
        _ => tr!(
            "cmd-bot-duel-gone",
            id = id,
            state = view.summary.state.as_str()
        ),
    }
}
