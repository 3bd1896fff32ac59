//! One tournament's live view, worked out once per server and shared by all
//! its open pages: with hundreds of players watching, a result must not
//! cost a read of the tournament per page. The view is read again at most
//! once a second; each page is sent it with its own line added.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use mastermind_store::prelude::*;
use mastermind_store::{SavedTournament, StoreError, now_millis};
use serde::Serialize;

use super::views::{self, YouView};
use crate::AppState;

/// How often a tournament's live view is read again at most.
pub const EVERY: Duration = Duration::from_secs(1);

/// The standings lines a live page is sent: the leaders; the page's own
/// player is told their rank and points apart.
const LINES: usize = 100;
/// The pairings a live page is sent, the latest first.
const PAIRINGS: usize = 50;

/// A view as built, and when.
#[derive(Debug)]
pub struct Built {
    pub at: Instant,
    /// The tournament as JSON, without the caller's part, its last `}` cut.
    body: String,
    /// Each player's part.
    you: HashMap<String, YouView>,
    creator: Option<String>,
    created: bool,
}

impl Built {
    /// The message for a page of `account`.
    pub fn message(&self, account: Option<&str>) -> String {
        let you = account.map(|a| {
            self.you.get(a).cloned().unwrap_or(YouView {
                joined: false,
                active: false,
                paused: false,
                duel: None,
                rank: None,
                points: None,
            })
        });
        let can_start = self.created && account.is_some() && self.creator.as_deref() == account;
        let you = serde_json::to_string(&you).unwrap_or_else(|_| "null".to_string());
        format!(
            "{{\"type\":\"tournament\",\"tournament\":{},\"you\":{you},\"can_start\":{can_start}}}}}",
            self.body
        )
    }
}

#[derive(Serialize)]
struct Body<'a> {
    #[serde(flatten)]
    full: &'a views::TournamentFull,
}

/// The view of `t`, read at `read` (stamped before the read began: word
/// heard after that may not be in it).
fn build(t: &SavedTournament, read: Instant) -> Result<Built, StoreError> {
    let lines = views::lines(t);
    let mut full = views::full_with(t, &lines, None, now_millis());
    let you = lines
        .iter()
        .map(|l| {
            (
                l.account.clone(),
                YouView {
                    joined: true,
                    active: l.active,
                    paused: l.paused,
                    duel: l.playing.clone(),
                    rank: Some(l.rank),
                    points: Some(l.points),
                },
            )
        })
        .collect();
    full.standings.truncate(LINES);
    full.pairings.truncate(PAIRINGS);
    let text = serde_json::to_string(&Body { full: &full })
        .map_err(|e| StoreError::Corrupt(e.to_string()))?;
    // Without the caller's part: `you` and `can_start` are the page's own.
    let mut value: serde_json::Map<String, serde_json::Value> =
        serde_json::from_str(&text).map_err(|e| StoreError::Corrupt(e.to_string()))?;
    value.remove("you");
    value.remove("can_start");
    let mut body = serde_json::to_string(&value).map_err(|e| StoreError::Corrupt(e.to_string()))?;
    body.pop();
    Ok(Built {
        at: read,
        body,
        you,
        creator: t.creator.as_ref().map(|(a, _)| a.clone()),
        created: t.stage == mastermind_core::tournament::Stage::Created,
    })
}

/// The live views of this server, by tournament.
#[derive(Debug, Default)]
pub struct Views(Mutex<HashMap<String, Slot>>);

/// One tournament's view, once built; locked while it is read again.
type Slot = Arc<tokio::sync::Mutex<Option<Arc<Built>>>>;

impl Views {
    /// The view of tournament `id` built after `heard` if there is one, or
    /// one built within the last [`EVERY`] (older than `heard`: the caller
    /// asks again later); `None` when the tournament is gone.
    pub async fn get(
        &self,
        state: &AppState,
        id: &str,
        heard: Instant,
    ) -> Result<Option<Arc<Built>>, StoreError> {
        let slot = {
            let mut views = self.0.lock().unwrap_or_else(|e| e.into_inner());
            // Views nobody holds are forgotten.
            views.retain(|_, slot| {
                Arc::strong_count(slot) > 1
                    || slot.try_lock().map_or(true, |v| {
                        v.as_ref().is_some_and(|b| b.at.elapsed() < EVERY * 60)
                    })
            });
            views.entry(id.to_string()).or_default().clone()
        };
        let mut cached = slot.lock().await;
        if let Some(built) = cached.as_ref()
            && (built.at >= heard || built.at.elapsed() < EVERY)
        {
            return Ok(Some(built.clone()));
        }
        let read = Instant::now();
        let Some(t) = state.store().load_tournament(id).await? else {
            return Ok(None);
        };
        let built = Arc::new(build(&t, read)?);
        *cached = Some(built.clone());
        Ok(Some(built))
    }
}
