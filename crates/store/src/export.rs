//! Transcripts of what is finished, a page at a time, the latest first: an
//! account's own games and duels (its export), or every finished game and
//! duel (an operator's open data dump). Nothing unfinished, nothing private:
//! a transcript holds names, setups, codes and moves (the core's
//! `transcript`), never an id, an address or a browser; single-player games
//! are the dump's without the player's name; duels against the computer
//! stay out (practice, often a guest's).

use std::future::Future;

use mastermind_core::Side;
use mastermind_core::game::Game;
use mastermind_core::transcript::{DuelTranscript, GameTranscript, Tags};

use sqlx::Pool;

use crate::accounts::DELETED;
use crate::engine::Engine;
use crate::prelude::*;
use crate::{Database, DuelState, StoreError};

/// Whose transcripts.
#[derive(Debug, Clone, Copy)]
pub enum Whose<'a> {
    /// The account's own single-player games (with its name) and duels.
    Account { id: &'a str, name: &'a str },
    /// Everything finished, for an open data dump.
    Everyone,
}

/// A finished game's or duel's transcript.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Transcript {
    Game(GameTranscript),
    Duel(DuelTranscript),
}

impl Transcript {
    pub fn to_text(&self) -> String {
        match self {
            Transcript::Game(t) => t.to_text(),
            Transcript::Duel(t) => t.to_text(),
        }
    }

    /// One JSON line: `{"kind": "game", …}` or `{"kind": "duel", …}`.
    pub fn to_json(&self) -> serde_json::Value {
        let (kind, mut value) = match self {
            Transcript::Game(t) => ("game", serde_json::to_value(t)),
            Transcript::Duel(t) => ("duel", serde_json::to_value(t)),
        };
        let value = value
            .as_mut()
            .ok()
            .and_then(|v| v.as_object_mut().cloned())
            .unwrap_or_default();
        let mut line = serde_json::Map::new();
        line.insert("kind".to_string(), kind.into());
        line.extend(value);
        serde_json::Value::Object(line)
    }
}

/// When it ended (Unix ms), its id (for the next page), and what it was.
pub type Ended = (i64, String, Transcript);

/// Where a page starts: what ended before `at`, or at `at` with an id after
/// `id` (ids are unique across games and duels).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cursor {
    pub at: i64,
    pub id: Option<String>,
}

impl Cursor {
    /// The first page: everything.
    pub fn start() -> Self {
        Cursor {
            at: i64::MAX,
            id: None,
        }
    }

    /// The page after `ended`.
    pub fn after(ended: &Ended) -> Self {
        Cursor {
            at: ended.0,
            id: Some(ended.1.clone()),
        }
    }
}

/// Where the transcripts of finished games and duels are read, a page at
/// a time.
pub trait ExportStore: Send + Sync {
    /// At most `limit` transcripts of `whose` from `from` on, the latest
    /// first (ties by id).
    fn transcripts(
        &self,
        whose: Whose<'_>,
        from: &Cursor,
        limit: i64,
    ) -> impl Future<Output = Result<Vec<Ended>, StoreError>> + Send;
}

impl ExportStore for Database {
    async fn transcripts(
        &self,
        whose: Whose<'_>,
        from: &Cursor,
        limit: i64,
    ) -> Result<Vec<Ended>, StoreError> {
        let (before, after) = (from.at, from.id.as_deref().unwrap_or(""));
        let account = match whose {
            Whose::Account { id, .. } => Some(id),
            Whose::Everyone => None,
        };
        let (games, duels) =
            dispatch!(self, pool => ended_before(pool, before, after, account, limit))?;
        let mut ended: Vec<(i64, bool, String)> = games
            .into_iter()
            .map(|(id, at)| (at, true, id))
            .chain(duels.into_iter().map(|(id, at)| (at, false, id)))
            .collect();
        ended.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.2.cmp(&b.2)));
        ended.truncate(usize::try_from(limit).unwrap_or(0));
        let mut out = Vec::with_capacity(ended.len());
        for (at, is_game, id) in ended {
            let transcript = if is_game {
                self.game_transcript(&id, at, whose).await?
            } else {
                self.duel_transcript(&id, at).await?
            };
            if let Some(transcript) = transcript {
                out.push((at, id, transcript));
            }
        }
        Ok(out)
    }
}

impl Database {
    async fn game_transcript(
        &self,
        id: &str,
        at: i64,
        whose: Whose<'_>,
    ) -> Result<Option<Transcript>, StoreError> {
        let Some(stored) = self.load_game(id).await? else {
            return Ok(None);
        };
        let guesses: Vec<_> = stored.turns.iter().map(|t| t.guess).collect();
        let game = Game::replay(
            stored.setup,
            stored.secret,
            &guesses,
            stored.quit_at.is_some(),
        )
        .map_err(|e| StoreError::Corrupt(format!("game {id} cannot be replayed: {e}")))?;
        let mut tags = Tags::event("Mastermind", at);
        if let Whose::Account { name, .. } = whose {
            tags.set("Codebreaker", name);
        }
        if let Some(preset) = stored.preset {
            tags.set("Preset", preset.name());
        }
        Ok(GameTranscript::of(&game, &tags).map(Transcript::Game))
    }

    async fn duel_transcript(&self, id: &str, at: i64) -> Result<Option<Transcript>, StoreError> {
        let Some(saved) = self.load_duel(id).await? else {
            return Ok(None);
        };
        let (DuelState::Over, Some(duel)) = (saved.state, &saved.duel) else {
            return Ok(None);
        };
        let mut tags = Tags::event("Logik duel", at);
        if let Some(tournament) = &saved.tournament {
            tags.set("Tournament", tournament.as_str());
        }
        let Some(mut transcript) = DuelTranscript::of(duel, &tags) else {
            return Ok(None);
        };
        // The names the site shows now: a deleted account's is gone.
        for (side, tag) in [(Side::White, "White"), (Side::Black, "Black")] {
            let name = saved.seats[side]
                .as_ref()
                .map_or(DELETED, |seat| seat.name.as_str());
            transcript.tags.set(tag, name);
        }
        Ok(Some(Transcript::Duel(transcript)))
    }
}

/// Finished games and duels (not against the computer) of `account` (of
/// everyone for `None`), each as its id and end, before `before` (ties
/// after the id `after`), at most `limit` of each, the latest first.
async fn ended_before<DB: Engine>(
    pool: &Pool<DB>,
    before: i64,
    after: &str,
    account: Option<&str>,
    limit: i64,
) -> Result<(Vec<(String, i64)>, Vec<(String, i64)>), StoreError> {
    let games = sqlx::query_as(
        "SELECT id, finished_at FROM games WHERE outcome IS NOT NULL \
         AND (finished_at < $1 OR (finished_at = $1 AND id > $4)) \
         AND ($2 IS NULL OR player = $2) ORDER BY finished_at DESC, id LIMIT $3",
    )
    .bind(before)
    .bind(account)
    .bind(limit)
    .bind(after)
    .fetch_all(pool)
    .await?;
    let duels = sqlx::query_as(
        "SELECT id, finished_at FROM duels WHERE state = 'over' AND computer IS NULL \
         AND (finished_at < $1 OR (finished_at = $1 AND id > $4)) \
         AND ($2 IS NULL OR white = $2 OR black = $2) \
         ORDER BY finished_at DESC, id LIMIT $3",
    )
    .bind(before)
    .bind(account)
    .bind(limit)
    .bind(after)
    .fetch_all(pool)
    .await?;
    Ok((games, duels))
}
