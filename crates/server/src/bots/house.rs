//! The house bots: the computer's levels (1 to 5) as bot accounts, so a
//! new bot always has someone to play and a person can meet a bot in a
//! rated duel. Nobody logs into them; the server plays for them, in the
//! same move path as every other player: a challenge addressed to one is
//! taken up at once (its code set in the same write), and each of its
//! guesses is made right after the move that begins its turn
//! ([`crate::duels`]'s computer moves), from its own revealed turns only.

use mastermind_core::duel::{Duel, Event, Moment, Side};
use mastermind_solver::opponent;
use mastermind_store::prelude::*;
use mastermind_store::{Account, SavedDuel, now_millis};

use crate::AppState;
use crate::duels::Caller;
use crate::error::ApiError;

/// Makes sure the house bots exist (at every start: several servers may
/// start at once; one account per level results).
pub async fn open(state: &AppState) -> Result<(), ApiError> {
    let levels: Vec<u8> = opponent::LEVELS.collect();
    let made = state
        .store()
        .ensure_house_bots(&levels, now_millis())
        .await?;
    if made.len() < levels.len() {
        tracing::warn!(
            "house bots: {} of {} levels have their account (a person holds the other names)",
            made.len(),
            levels.len()
        );
    }
    Ok(())
}

/// The side a house bot plays in `saved`, and its level.
pub fn seat(saved: &SavedDuel) -> Option<(Side, u8)> {
    Side::BOTH
        .into_iter()
        .find_map(|s| Some((s, saved.seats[s].as_ref()?.house?)))
}

/// A house bot's code, set as its duel begins.
pub fn set_code(saved: &SavedDuel, duel: &mut Duel, now: Moment) -> Result<Vec<Event>, ApiError> {
    let Some((side, _)) = seat(saved) else {
        return Ok(Vec::new());
    };
    let secret = duel.setup().random_code(&mut rand::rng());
    duel.set_code(side, secret, now)
        .map_err(crate::duels::duel_error)
}

/// Whether a house bot can play `setup` (the solver's reach): checked
/// before a challenge is addressed to one, so none waits unanswered.
pub fn check_setup(setup: &mastermind_core::Setup) -> Result<(), ApiError> {
    crate::duels::computer_check_setup(setup)
}

/// Takes up challenge `id` if it is addressed to a house bot: the house
/// bot accepts it through the one move path.
pub async fn take_up(state: &AppState, id: &str) -> Result<(), ApiError> {
    let Some(saved) = state.store().load_duel(id).await? else {
        return Ok(());
    };
    let house = Side::BOTH
        .into_iter()
        .filter_map(|s| saved.seats[s].as_ref())
        .find(|seat| seat.house.is_some());
    let Some(house) = house else {
        return Ok(());
    };
    let account = Account {
        id: house.account.clone(),
        name: house.name.clone(),
        password_hash: String::new(),
        created_at: 0,
    };
    let caller = Caller {
        account: Some(house.account.clone()),
        player: house.account.clone(),
        session: None,
        origin: None,
    };
    crate::duels::accept_as(state, &account, &caller, id).await?;
    Ok(())
}
