//! A challenge declined, through the one move path ([`crate::moves`]). One
//! addressed to one player (a rematch offered, a challenge by name),
//! declined by that player: stored as declined, and both players' pages
//! told through the duel's socket (the challenge's, and for a rematch the
//! finished duel's, which shows the offer). A single-use link taken by a
//! player, declined by them: free again for whoever opens the link next.

use super::*;
use crate::moves::{self, Play, Step};
use mastermind_store::prelude::*;

/// Declines the challenge `id` for `account`.
pub(super) async fn decline(state: &AppState, account: &Account, id: &str) -> Result<(), ApiError> {
    let declining = Declining {
        account,
        id,
        saved: None,
    };
    let conflict = "this challenge changed at the same moment; reload it";
    moves::make(state, declining, conflict).await
}

struct Declining<'a> {
    account: &'a Account,
    id: &'a str,
    saved: Option<SavedDuel>,
}

/// How a challenge is declined.
enum Declined {
    /// One addressed by name: it is over.
    Named,
    /// A link: it is let go (the store checks that `me` took it).
    Link,
}

impl Play for Declining<'_> {
    type Decision = Declined;
    type Answer = ();

    async fn read(&mut self, state: &AppState, _again: bool) -> Result<(), ApiError> {
        self.saved = Some(load(state, self.id).await?);
        Ok(())
    }

    async fn decide(&mut self, _: &AppState, _: i64) -> Result<Step<Declined>, ApiError> {
        let saved = self.saved.as_ref().expect("read before decided");
        if saved.link.is_some() {
            return Ok(Step::Done(Declined::Link));
        }
        if saved.state != DuelState::Open {
            return Err(challenges::not_open(saved));
        }
        let me = self.account.id.as_str();
        let mine = saved.challenger.as_ref().map(|c| c.account.as_str()) == Some(me);
        let addressed = saved.seats.white.is_some() && saved.seats.black.is_some();
        if mine || !addressed || saved.side_of(me).is_none() {
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
        Ok(Step::Done(Declined::Named))
    }

    async fn save(&mut self, state: &AppState, how: Declined) -> Result<Step<()>, ApiError> {
        let saved = self.saved.as_ref().expect("read before saved");
        let (store, me) = (state.store(), self.account.id.as_str());
        let version = match how {
            Declined::Link => store.release_link(self.id, me).await?,
            Declined::Named => match store.decline_challenge(self.id, me).await {
                Ok(version) => version,
                // Accepted or withdrawn meanwhile: read again, and say so.
                Err(StoreError::Conflict(_)) => return Ok(Step::Stale),
                Err(e) => return Err(e.into()),
            },
        };
        publish(state, "lobby", self.id, version).await;
        publish(state, "duel", self.id, version).await;
        if let Some(old) = &saved.rematch_of {
            // The finished duel's page shows the offer: it is told too.
            if let Some(old) = store.load_duel(old).await? {
                publish(state, "duel", &old.id, old.version).await;
            }
        }
        Ok(Step::Done(()))
    }
}
