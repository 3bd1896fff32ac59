//! Runs the tournaments: a task on every server looks each second at the
//! tournaments due to start or running, and at once at one whose word
//! comes over the bus (a result, a join, a pairing made elsewhere). It asks
//! the core what the tournament does now and writes that naming the
//! version it read: when two servers decide at once, one write lands and
//! the other reads again. A server killed mid-tournament loses nothing: the
//! next look, on any server, carries on from the database.

use std::time::Duration;

use mastermind_core::duel::Duel;
use mastermind_core::tournament::{State, Step, plan};
use mastermind_store::{Database, NewPairing, StoreError, TournamentWrite, new_id, now_millis};
use tokio::sync::broadcast;
use tokio::sync::broadcast::error::RecvError;
use tokio::task::AbortHandle;

use crate::bus::{BusEvent, Change};

const EVERY: Duration = Duration::from_secs(1);
const BATCH: i64 = 100;
/// Reads again after a write refused for another's: enough for a burst of
/// joins, never a loop.
const ATTEMPTS: usize = 4;

/// The running task; it stops when this is dropped.
#[derive(Debug)]
pub struct Director(AbortHandle);

impl Director {
    pub fn start(store: Database, heard: broadcast::Receiver<BusEvent>) -> Director {
        Director(tokio::spawn(run(store, heard)).abort_handle())
    }
}

impl Drop for Director {
    fn drop(&mut self) {
        self.0.abort();
    }
}

async fn run(store: Database, mut heard: broadcast::Receiver<BusEvent>) {
    let mut tick = tokio::time::interval(EVERY);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            _ = tick.tick() => {
                if let Err(e) = look_at_all(&store).await {
                    tracing::warn!("the tournaments were not looked at: {e}");
                }
            }
            word = heard.recv() => match word {
                Ok(BusEvent::Changed(change)) if change.kind == "tournament" => {
                    if let Err(e) = direct(&store, &change.id).await {
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
pub async fn look_at_all(store: &Database) -> Result<usize, StoreError> {
    let mut changed = 0;
    for id in store.due_tournaments(now_millis(), BATCH).await? {
        changed += usize::from(direct(store, &id).await?);
    }
    Ok(changed)
}

/// Does what tournament `id` does now; whether this server changed it.
pub async fn direct(store: &Database, id: &str) -> Result<bool, StoreError> {
    for _ in 0..ATTEMPTS {
        let Some(t) = store.load_tournament(id).await? else {
            return Ok(false);
        };
        let now = now_millis();
        let entrants = t.entrants();
        let state = State {
            format: t.format,
            stage: t.stage,
            starts_at: t.starts_at,
            round: t.round,
            entrants: &entrants,
            pairings: &t.pairings,
        };
        let step = plan(&state, now);
        let mut begun: Vec<(String, String, String, Duel)> = Vec::new();
        let mut byes: Vec<String> = Vec::new();
        let (round, kind) = match step {
            Step::Wait => return Ok(false),
            Step::End => (None, "end"),
            Step::Cancel => (None, "cancel"),
            Step::Pair { round, round_pairs } => {
                for (white, black) in round_pairs.pairs {
                    let names = (t.name_of(&white), t.name_of(&black));
                    let (Some(w), Some(b)) = names else {
                        continue;
                    };
                    let Ok(rules) = t.terms.rules(w, b) else {
                        continue;
                    };
                    let duel = Duel::new(rules, crate::duels::moment(now));
                    begun.push((new_id(), white, black, duel));
                }
                byes = round_pairs.byes;
                (Some(round), "pair")
            }
        };
        let write = match (kind, round) {
            ("pair", Some(round)) => TournamentWrite::Pair {
                round,
                pairings: begun
                    .iter()
                    .map(|(duel_id, white, black, duel)| NewPairing {
                        duel: Some((duel_id.as_str(), duel)),
                        white,
                        black: Some(black),
                    })
                    .chain(byes.iter().map(|bye| NewPairing {
                        duel: None,
                        white: bye,
                        black: None,
                    }))
                    .collect(),
            },
            ("end", _) => TournamentWrite::End,
            _ => TournamentWrite::Cancel,
        };
        // Word of it in the same commit: the tournament's pages, and the
        // lobby's lists of duels in play.
        let notices: Vec<String> = [
            Change {
                kind: "tournament".to_string(),
                id: id.to_string(),
                version: t.version + 1,
            },
            Change {
                kind: "lobby".to_string(),
                id: id.to_string(),
                version: t.version + 1,
            },
        ]
        .iter()
        .filter_map(Change::payload)
        .collect();
        match store
            .write_tournament(id, t.version, &t.terms, &write, &notices)
            .await
        {
            Ok(_) => {
                crate::metrics::bus_published(notices.len());
                return Ok(true);
            }
            // Another server decided first, or someone joined meanwhile:
            // read again.
            Err(StoreError::Conflict(_)) => continue,
            Err(e) => return Err(e),
        }
    }
    Ok(false)
}
