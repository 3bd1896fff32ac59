//! What is in play, kept in memory: one cache for every kind (single-player
//! games, series, and what comes next), and the one extractor that hands a
//! handler "the thing in this URL, locked, owned by this browser".
//!
//! The database is the truth, for reads too: a thing not in memory is loaded
//! from it, and a copy in memory is handed out only once its stamp (what of
//! it can change: a game's stored guesses, quit, hint and score flags; a
//! series' version) has been checked against the database's with one
//! indexed read, and read again when they differ. So whatever another
//! server (or the terminal, on one SQLite file) acknowledged, this one shows
//! and builds on at once, with no word from the bus needed in time. Only
//! [`Unchecked`] skips the check, for moves whose write names what it
//! follows: the database refuses such a write made on a stale copy, and
//! the move is then made again on what is stored.
//!
//! A handler changes memory only after the database has committed. A
//! request holds its thing's lock from reading it to the database's answer,
//! so two requests on one game take turns while requests on different games
//! run side by side.

use std::collections::HashMap;
use std::future::Future;
use std::ops::{Deref, DerefMut};
use std::sync::{Arc, Mutex};

use axum::extract::{FromRequestParts, Path};
use axum::http::request::Parts;
use tokio::sync::OwnedMutexGuard;

use crate::AppState;
use crate::error::ApiError;
use crate::guard::Player;

/// A kind of thing played through a URL `/api/<kind>/{id}`.
pub trait Kind: Sized + Send + 'static {
    /// For messages: "game", "series".
    const NAME: &'static str;

    /// The cache this kind lives in.
    fn cache(state: &AppState) -> &Cache<Self>;

    /// Reads `id` from the database, `None` when there is no such thing (or
    /// `id` is not one of this kind's ids).
    fn load(
        state: &AppState,
        id: &str,
    ) -> impl Future<Output = Result<Option<Self>, ApiError>> + Send;

    /// What of it can change once stored; equal stamps, the same thing.
    type Stamp: PartialEq + Send;

    /// The stamp of this copy.
    fn stamp(&self) -> Self::Stamp;

    /// The stamp the database holds for `id` (one indexed read), `None`
    /// when there is no such thing any more.
    fn stored_stamp(
        state: &AppState,
        id: &str,
    ) -> impl Future<Output = Result<Option<Self::Stamp>, ApiError>> + Send;

    /// Keeps what this copy worked out in memory (a review, say) in
    /// `fresh`, the same thing read again from the database.
    fn carry(&self, _fresh: &mut Self) {}

    /// The browser it belongs to; `None` for a thing nobody owns.
    fn owner(&self) -> Option<&str>;

    /// Its id, as in the URL.
    fn id(&self) -> &str;
}

pub type Slot<T> = Arc<tokio::sync::Mutex<T>>;

/// Things recently used, by id.
#[derive(Debug)]
pub struct Cache<T> {
    slots: Mutex<HashMap<String, Slot<T>>>,
    capacity: usize,
}

impl<T: Kind> Cache<T> {
    pub fn new(capacity: usize) -> Self {
        Cache {
            slots: Mutex::new(HashMap::new()),
            capacity: capacity.max(1),
        }
    }

    fn slots(&self) -> std::sync::MutexGuard<'_, HashMap<String, Slot<T>>> {
        // A panic elsewhere cannot leave the map half-changed: every change
        // is one insert, retain or remove.
        self.slots.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The thing `id`, from memory or else from the database, and whether
    /// it was read from the database just now.
    async fn get(&self, state: &AppState, id: &str) -> Result<(Slot<T>, bool), ApiError> {
        let held = self.slots().get(id).map(Arc::clone);
        if let Some(slot) = held {
            return Ok((slot, false));
        }
        let loaded = T::load(state, id)
            .await?
            .ok_or_else(|| not_found::<T>(id))?;
        Ok((self.insert(id.to_string(), loaded), true))
    }

    /// The thing `id`, locked, as the database holds it now: the copy in
    /// memory once its stamp matches the stored one, else read again.
    pub async fn fresh(&self, state: &AppState, id: &str) -> Result<OwnedMutexGuard<T>, ApiError> {
        let (slot, loaded) = self.get(state, id).await?;
        let mut guard = slot.lock_owned().await;
        if !loaded {
            self.check(state, id, &mut guard).await?;
        }
        Ok(guard)
    }

    /// Brings `copy` up to what the database holds of `id`.
    async fn check(&self, state: &AppState, id: &str, copy: &mut T) -> Result<(), ApiError> {
        match T::stored_stamp(state, id).await? {
            Some(stamp) if stamp == copy.stamp() => Ok(()),
            Some(_) => reload(state, id, copy).await,
            None => {
                self.forget(id);
                Err(not_found::<T>(id))
            }
        }
    }

    /// The thing `id`, locked, as memory holds it (see [`Unchecked`]).
    async fn held(&self, state: &AppState, id: &str) -> Result<OwnedMutexGuard<T>, ApiError> {
        let (slot, _) = self.get(state, id).await?;
        Ok(slot.lock_owned().await)
    }

    /// Keeps `thing` in memory; if another request loaded it meanwhile, its
    /// slot wins.
    pub fn insert(&self, id: String, thing: T) -> Slot<T> {
        let mut slots = self.slots();
        if slots.len() >= self.capacity {
            // Slots in use stay (their holders rely on the lock); the others
            // are reloaded from the database when next asked for.
            slots.retain(|_, slot| Arc::strong_count(slot) > 1);
        }
        Arc::clone(
            slots
                .entry(id)
                .or_insert_with(|| Arc::new(tokio::sync::Mutex::new(thing))),
        )
    }
}

impl<T: Kind> Cache<T> {
    /// Forgets `id` (deleted from the database).
    pub fn forget(&self, id: &str) {
        self.slots().remove(id);
    }
}

/// The same answer for a thing that does not exist and one of another
/// browser, so as not to tell others that it exists.
pub fn not_found<T: Kind>(id: &str) -> ApiError {
    let shown: String = id.chars().take(64).collect();
    ApiError::NotFound(format!("no {} '{shown}'", T::NAME))
}

/// The thing named by the URL's `{id}`, locked for this request, and
/// belonging to the browser that asks (else 404).
#[derive(Debug)]
pub struct Owned<T> {
    guard: OwnedMutexGuard<T>,
}

impl<T> Deref for Owned<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.guard
    }
}

impl<T> DerefMut for Owned<T> {
    fn deref_mut(&mut self) -> &mut T {
        &mut self.guard
    }
}

/// Reads `id` again from the database into `copy`, keeping what memory
/// worked out.
async fn reload<T: Kind>(state: &AppState, id: &str, copy: &mut T) -> Result<(), ApiError> {
    let mut fresh = T::load(state, id)
        .await?
        .ok_or_else(|| not_found::<T>(id))?;
    copy.carry(&mut fresh);
    *copy = fresh;
    Ok(())
}

impl<T: Kind> Owned<T> {
    /// Reads the thing again from the database, in place: after a write the
    /// database refused because another server moved first, the move is
    /// tried once more on what the database holds (a server behind a load
    /// balancer sees every move, whichever server made it).
    pub async fn refresh(&mut self, state: &AppState) -> Result<(), ApiError> {
        let id = self.guard.id().to_string();
        reload(state, &id, &mut *self.guard).await
    }
}

/// The thing named by the URL's `{id}` as memory holds it, unchecked: for
/// a move whose write names what it follows, so that the database refuses
/// it on a stale copy, and whose refusals hold on any older copy too (a
/// game only moves forward: a turn played or a game over on a copy is so
/// in the database). A move refused by the database is made again after
/// [`Owned::refresh`].
#[derive(Debug)]
pub struct Unchecked<T>(pub Owned<T>);

impl<T> Deref for Unchecked<T> {
    type Target = Owned<T>;

    fn deref(&self) -> &Owned<T> {
        &self.0
    }
}

impl<T> DerefMut for Unchecked<T> {
    fn deref_mut(&mut self) -> &mut Owned<T> {
        &mut self.0
    }
}

/// The id in the URL and the browser asking.
async fn named(parts: &mut Parts, state: &AppState) -> Result<(String, Option<Player>), ApiError> {
    let Path(id) = Path::<String>::from_request_parts(parts, state)
        .await
        .map_err(|e| ApiError::bad(e.body_text()))?;
    Ok((id, parts.extensions.get::<Player>().cloned()))
}

/// `guard` if it belongs to `player`, else the answer for a thing that
/// does not exist.
fn owned<T: Kind>(
    guard: OwnedMutexGuard<T>,
    player: Option<&Player>,
) -> Result<Owned<T>, ApiError> {
    // A thing without an owner (a series of the terminal) is no browser's.
    let mine = match (guard.owner(), player) {
        (Some(owner), Some(player)) => owner == player.0,
        _ => false,
    };
    if !mine {
        return Err(not_found::<T>(guard.id()));
    }
    Ok(Owned { guard })
}

impl<T: Kind> FromRequestParts<AppState> for Owned<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        let (id, player) = named(parts, state).await?;
        let guard = T::cache(state).fresh(state, &id).await?;
        owned(guard, player.as_ref())
    }
}

impl<T: Kind> FromRequestParts<AppState> for Unchecked<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        let (id, player) = named(parts, state).await?;
        let guard = T::cache(state).held(state, &id).await?;
        owned(guard, player.as_ref()).map(Unchecked)
    }
}
