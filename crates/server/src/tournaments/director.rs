//! Runs the tournaments: a task on every server looks each second at the
//! tournaments due to start or running (and tells the players of those
//! about to start), and at once at one whose word
//! comes over the bus (a result, a join, a pairing made elsewhere). It asks
//! the core what the tournament does now and writes that naming the
//! version it read: when two servers decide at once, one write lands and
//! the other reads again. A server killed mid-tournament loses nothing: the
//! next look, on any server, carries on from the database.

use std::time::Duration;

use mastermind_core::duel::Duel;
use mastermind_core::tournament::{self, State, plan};
use mastermind_store::prelude::*;
use mastermind_store::{
    NewPairing, SavedTournament, StoreError, TournamentWrite, new_id, now_millis,
};
use tokio::sync::broadcast;
use tokio::sync::broadcast::error::RecvError;
use tokio::task::AbortHandle;

use crate::bus::{BusEvent, Change};
use crate::moves::{self, Play, Step};
use crate::push::Pusher;

const EVERY: Duration = Duration::from_secs(1);
const BATCH: i64 = 100;
/// Reads again after a write refused for another's: enough for a burst of
/// joins, never a loop.
const ATTEMPTS: usize = 4;

/// The running task; it stops when this is dropped.
#[derive(Debug)]
pub struct Director(AbortHandle);

impl Director {
    pub fn start(
        store: impl Backend,
        push: Pusher,
        heard: broadcast::Receiver<BusEvent>,
    ) -> Director {
        Director(tokio::spawn(run(store, push, heard)).abort_handle())
    }
}

impl Drop for Director {
    fn drop(&mut self) {
        self.0.abort();
    }
}

async fn run(store: impl Backend, push: Pusher, mut heard: broadcast::Receiver<BusEvent>) {
    let mut tick = tokio::time::interval(EVERY);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            _ = tick.tick() => {
                if let Err(e) = look_at_all(&store, &push).await {
                    tracing::warn!("the tournaments were not looked at: {e}");
                }
                if let Err(e) = remind_starting(&store, now_millis()).await {
                    tracing::warn!("the players of tournaments about to start were not told: {e}");
                }
            }
            word = heard.recv() => match word {
                Ok(BusEvent::Changed(change)) if change.kind == "tournament" => {
                    if let Err(e) = direct(&store, &push, &change.id).await {
                        tracing::warn!("tournament {} was not looked at: {e}", change.id);
                    }
                }
                // Missed words are made good by the next tick.
                Ok(_) | Err(RecvError::Lagged(_)) => {}
                Err(RecvError::Closed) => return,
            },
        }
    }
}

/// Looks at every tournament due to start or running.
pub async fn look_at_all(store: &impl Backend, push: &Pusher) -> Result<usize, StoreError> {
    let mut changed = 0;
    for id in store.due_tournaments(now_millis(), BATCH).await? {
        changed += usize::from(direct(store, push, &id).await?);
    }
    Ok(changed)
}

/// How long before its start a tournament's players are told.
pub const REMIND_BEFORE_MS: i64 = 5 * 60_000;

/// Tells the players of every tournament starting within
/// [`REMIND_BEFORE_MS`] of `now` that has not told them yet; the server
/// that claims a tournament's reminder tells, the others pass. A player
/// who joins after the reminder, knowing the start is near, is not told;
/// nor is anyone of a tournament made inside the window before they join.
/// How many tournaments this call told.
pub async fn remind_starting(store: &impl Backend, now: i64) -> Result<usize, StoreError> {
    let mut told = 0;
    for id in store
        .starting_tournaments(now + REMIND_BEFORE_MS, BATCH)
        .await?
    {
        if !store.claim_reminder(&id).await? {
            continue;
        }
        if let Some(t) = store.load_tournament(&id).await? {
            crate::notifications::tell::starting(store, &t).await;
            told += 1;
        }
    }
    Ok(told)
}

/// Does what tournament `id` does now, through the one move path
/// ([`crate::moves`]); whether this server changed it.
pub async fn direct(store: &impl Backend, push: &Pusher, id: &str) -> Result<bool, StoreError> {
    let look = Look {
        id,
        saved: None,
        push,
    };
    Ok(moves::attempt(store, look, ATTEMPTS)
        .await?
        .unwrap_or(false))
}

/// One look at a tournament: the core plans what it does now.
struct Look<'a> {
    id: &'a str,
    saved: Option<SavedTournament>,
    push: &'a Pusher,
}

impl<B: Backend> Play<B, StoreError> for Look<'_> {
    /// What it does now; `None` to wait.
    type Decision = Option<Decided>;
    /// Whether this look changed the tournament.
    type Answer = bool;

    async fn read(&mut self, store: &B, _again: bool) -> Result<(), StoreError> {
        self.saved = store.load_tournament(self.id).await?;
        Ok(())
    }

    async fn decide(&mut self, store: &B, now: i64) -> Result<Step<Self::Decision>, StoreError> {
        let Some(t) = self.saved.as_ref() else {
            return Ok(Step::Done(None));
        };
        let entrants = t.entrants();
        let state = State {
            format: t.format,
            stage: t.stage,
            starts_at: t.starts_at,
            round: t.round,
            entrants: &entrants,
            pairings: &t.pairings,
        };
        Ok(Step::Done(match plan(&state, now) {
            tournament::Step::Wait => None,
            tournament::Step::End => Some(Decided::End),
            tournament::Step::Cancel => Some(Decided::Cancel),
            tournament::Step::Pair { round, round_pairs } => {
                let mut begun = Vec::new();
                for (white, black) in round_pairs.pairs {
                    let names = (t.name_of(&white), t.name_of(&black));
                    let (Some(w), Some(b)) = names else {
                        continue;
                    };
                    let Ok(rules) = t.terms.rules(w, b) else {
                        continue;
                    };
                    let mut duel = Duel::new(rules, crate::duels::moment(now));
                    let seats = [white.as_str(), black.as_str()];
                    crate::duels::vacation::begin_away(store, seats, &mut duel, now).await?;
                    begun.push(Begun {
                        duel: Some((new_id(), duel)),
                        white,
                        black: Some(black),
                    });
                }
                begun.extend(round_pairs.byes.into_iter().map(|bye| Begun {
                    duel: None,
                    white: bye,
                    black: None,
                }));
                Some(Decided::Pair { round, begun })
            }
        }))
    }

    async fn save(
        &mut self,
        store: &B,
        decision: Self::Decision,
    ) -> Result<Step<bool>, StoreError> {
        let (Some(decided), Some(t)) = (decision, self.saved.as_ref()) else {
            return Ok(Step::Done(false));
        };
        let write = match &decided {
            Decided::Pair { round, begun } => TournamentWrite::Pair {
                round: *round,
                pairings: begun
                    .iter()
                    .map(|b| NewPairing {
                        duel: b.duel.as_ref().map(|(id, duel)| (id.as_str(), duel)),
                        white: &b.white,
                        black: b.black.as_deref(),
                    })
                    .collect(),
            },
            Decided::End => TournamentWrite::End,
            Decided::Cancel => TournamentWrite::Cancel,
        };
        // Word of it in the same commit: the tournament's pages, and the
        // lobby's lists of duels in play.
        let notices: Vec<String> = ["tournament", "lobby"]
            .into_iter()
            .map(|kind| Change {
                kind: kind.to_string(),
                id: self.id.to_string(),
                version: t.version + 1,
            })
            .filter_map(|change| change.payload())
            .collect();
        match store
            .write_tournament(self.id, t.version, &t.terms, &write, &notices)
            .await
        {
            Ok(_) => {
                crate::metrics::bus_published(notices.len());
                if let Decided::Pair { begun, .. } = &decided {
                    for b in begun {
                        let (Some((id, duel)), Some(black)) = (&b.duel, &b.black) else {
                            continue;
                        };
                        let (white, black) = (b.white.as_str(), black.as_str());
                        let players = [
                            (white, t.name_of(white).unwrap_or_default()),
                            (black, t.name_of(black).unwrap_or_default()),
                        ];
                        let push = self.push;
                        crate::notifications::tell::paired(store, push, id, players, duel).await;
                    }
                }
                Ok(Step::Done(true))
            }
            // Another server decided first, or someone joined meanwhile:
            // read again.
            Err(StoreError::Conflict(_)) => Ok(Step::Stale),
            Err(e) => Err(e),
        }
    }
}

/// What a tournament does now, as the core planned it.
enum Decided {
    /// The round's pairings (starting the tournament if it had not).
    Pair {
        round: u32,
        begun: Vec<Begun>,
    },
    End,
    Cancel,
}

/// A pairing decided: its duel (id and board; none for a bye) and players.
struct Begun {
    duel: Option<(String, Duel)>,
    white: String,
    black: Option<String>,
}
