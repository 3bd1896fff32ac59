//! A challenge addressed to one player (a rematch offered, a challenge by
//! name), declined by that player: stored as declined, and both players'
//! pages told through the duel's socket (the challenge's, and for a
//! rematch the finished duel's, which shows the offer).

use super::*;

/// Declines the challenge `id` if it is one addressed to `me` by name;
/// `false` for a challenge by link, which the link's code declines.
pub(super) async fn decline_named(state: &AppState, me: &Me, id: &str) -> Result<bool, ApiError> {
    let saved = load(state, id).await?;
    if saved.link.is_some() {
        return Ok(false);
    }
    if saved.state != DuelState::Open {
        return Err(challenges::not_open(&saved));
    }
    let mine = saved.challenger.as_ref().map(|c| c.account.as_str()) == Some(&me.account.id);
    let addressed = saved.seats.white.is_some() && saved.seats.black.is_some();
    if mine || !addressed || saved.side_of(&me.account.id).is_none() {
        return Err(ApiError::Forbidden(
            if mine {
                "you cannot decline your own challenge: withdraw it"
            } else if addressed {
                "this challenge is addressed to another player"
            } else {
                "a challenge open to anyone is not yours to decline"
            }
            .to_string(),
        ));
    }
    let version = state.store().decline_challenge(id, &me.account.id).await?;
    publish(state, "lobby", id, version).await;
    publish(state, "duel", id, version).await;
    if let Some(old) = &saved.rematch_of {
        // The finished duel's page shows the offer: it is told too.
        if let Some(old) = state.store().load_duel(old).await? {
            publish(state, "duel", &old.id, old.version).await;
        }
    }
    Ok(true)
}
