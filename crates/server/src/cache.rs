//! What is in play, kept in memory: one cache for every kind (single-player
//! games, series, and what comes next), and the one extractor that hands a
//! handler "the thing in this URL, locked, owned by this browser".
//!
//! The database is the truth: a thing not in memory is loaded from it, and a
//! handler changes memory only after the database has committed. A request
//! holds its thing's lock from reading it to the database's answer, so two
//! requests on one game take turns while requests on different games run side
//! by side.

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

    /// The thing `id`, from memory or else from the database.
    pub async fn get(&self, state: &AppState, id: &str) -> Result<Slot<T>, ApiError> {
        if let Some(slot) = self.slots().get(id) {
            return Ok(Arc::clone(slot));
        }
        let loaded = T::load(state, id)
            .await?
            .ok_or_else(|| not_found::<T>(id))?;
        Ok(self.insert(id.to_string(), loaded))
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

impl<T: Kind> Owned<T> {
    /// Reads the thing again from the database, in place: after a write the
    /// database refused because another server moved first, the move is
    /// tried once more on what the database holds (a server behind a load
    /// balancer sees every move, whichever server made it).
    pub async fn refresh(&mut self, state: &AppState) -> Result<(), ApiError> {
        let id = self.guard.id().to_string();
        *self.guard = T::load(state, &id)
            .await?
            .ok_or_else(|| not_found::<T>(&id))?;
        Ok(())
    }
}

impl<T: Kind> FromRequestParts<AppState> for Owned<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        let Path(id) = Path::<String>::from_request_parts(parts, state)
            .await
            .map_err(|e| ApiError::bad(e.body_text()))?;
        let player = parts.extensions.get::<Player>().cloned();
        let slot = T::cache(state).get(state, &id).await?;
        let guard = slot.lock_owned().await;
        // A thing without an owner (a series of the terminal) is no
        // browser's.
        let mine = match (guard.owner(), &player) {
            (Some(owner), Some(player)) => owner == player.0,
            _ => false,
        };
        if !mine {
            return Err(not_found::<T>(&id));
        }
        Ok(Owned { guard })
    }
}
