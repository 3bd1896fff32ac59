//! Tournaments of Logik duels, on either engine (one SQL text serves both).
//!
//! A tournament row carries a version that every change raises (a join, a
//! leave, a pairing, the start, the end). Every server reads the
//! tournament, asks the core what to do, and writes it naming the version
//! it read: of two servers pairing the same players at once, one write
//! lands and the other is refused. A pairing's duel is written in the same
//! transaction as the pairing, and its result is the duel's own.

use std::future::Future;

use mastermind_core::duel::Terms;
use mastermind_core::duel::rating::Rating;
use mastermind_core::tournament::{Entrant, Format, Pairing, Stage};

mod read;
mod write;

pub use write::{NewPairing, TournamentWrite};

use crate::{Database, StoreError};

/// A tournament to create.
#[derive(Debug, Clone)]
pub struct NewTournament<'a> {
    pub id: &'a str,
    pub name: &'a str,
    pub format: Format,
    pub creator: &'a str,
    pub terms: &'a Terms,
    pub starts_at: i64,
    /// Whether bot accounts may join.
    pub bots: bool,
}

/// A player of a tournament as kept: the core's entrant and their name.
#[derive(Debug, Clone, PartialEq)]
pub struct TournamentPlayer {
    pub entrant: Entrant,
    pub name: String,
    pub rating: Option<Rating>,
    /// A bot account (marked BOT in the standings).
    pub bot: bool,
}

/// A tournament as kept, with its players and pairings.
#[derive(Debug, Clone, PartialEq)]
pub struct SavedTournament {
    pub id: String,
    pub name: String,
    pub format: Format,
    /// The creator's account and name; `None` once the account is gone.
    pub creator: Option<(String, String)>,
    pub terms: Terms,
    pub starts_at: i64,
    pub stage: Stage,
    pub round: u32,
    pub version: i64,
    pub created_at: i64,
    pub ended_at: Option<i64>,
    /// Whether bot accounts may join.
    pub bots: bool,
    pub players: Vec<TournamentPlayer>,
    /// In the order they were made.
    pub pairings: Vec<Pairing>,
}

impl SavedTournament {
    /// The core's entrants.
    pub fn entrants(&self) -> Vec<Entrant> {
        self.players.iter().map(|p| p.entrant.clone()).collect()
    }

    /// The name of `account`, if they played here.
    pub fn name_of(&self, account: &str) -> Option<&str> {
        self.players
            .iter()
            .find(|p| p.entrant.account == account)
            .map(|p| p.name.as_str())
    }
}

/// A tournament in a list: no players or pairings, their count instead.
#[derive(Debug, Clone, PartialEq)]
pub struct TournamentSummary {
    pub id: String,
    pub name: String,
    pub format: Format,
    pub creator: Option<String>,
    pub terms: Terms,
    pub starts_at: i64,
    pub stage: Stage,
    pub round: u32,
    pub players: i64,
    /// Whether the account asked about is in.
    pub joined: bool,
    /// The leader's name, once it is over.
    pub winner: Option<String>,
    /// Whether bot accounts may join.
    pub bots: bool,
}

fn format_of(
    format: &str,
    minutes: Option<i32>,
    rounds: Option<i32>,
) -> Result<Format, StoreError> {
    let whole = |n: Option<i32>| n.and_then(|n| u32::try_from(n).ok());
    match (format, whole(minutes), whole(rounds)) {
        ("arena", Some(minutes), _) => Ok(Format::Arena { minutes }),
        ("swiss", _, Some(rounds)) => Ok(Format::Swiss { rounds }),
        (other, ..) => Err(StoreError::Corrupt(format!(
            "a tournament's format cannot be read: {other}"
        ))),
    }
}

fn stage_of(text: &str) -> Result<Stage, StoreError> {
    Stage::parse(text)
        .ok_or_else(|| StoreError::Corrupt(format!("unknown tournament stage {text}")))
}

fn terms_of(text: &str) -> Result<Terms, StoreError> {
    serde_json::from_str(text)
        .map_err(|e| StoreError::Corrupt(format!("a tournament's terms cannot be read: {e}")))
}

/// Where tournaments are kept, with their players and pairings.
pub trait TournamentStore: Send + Sync {
    /// Tournament `id` with its players and pairings, each pairing with its
    /// duel's result as the duel's row holds it.
    fn load_tournament(
        &self,
        id: &str,
    ) -> impl Future<Output = Result<Option<SavedTournament>, StoreError>> + Send;

    /// Tournaments at `stage`, for `viewer` (whether they joined): those to
    /// come by start time, the others the latest first.
    fn list_tournaments(
        &self,
        stage: Stage,
        viewer: Option<&str>,
        limit: i64,
    ) -> impl Future<Output = Result<Vec<TournamentSummary>, StoreError>> + Send;

    /// Tournaments that may have something to do at `now`: running, or
    /// due to start.
    fn due_tournaments(
        &self,
        now: i64,
        limit: i64,
    ) -> impl Future<Output = Result<Vec<String>, StoreError>> + Send;
    /// Tournaments not begun that start at `before` or earlier and have not
    /// told their players yet (see [`TournamentStore::claim_reminder`]).
    fn starting_tournaments(
        &self,
        before: i64,
        limit: i64,
    ) -> impl Future<Output = Result<Vec<String>, StoreError>> + Send;

    /// Takes the telling of tournament `id`'s players that it is about to
    /// start: `true` for the one caller, on any server, that took it.
    fn claim_reminder(&self, id: &str) -> impl Future<Output = Result<bool, StoreError>> + Send;

    /// Saves a new tournament; [`StoreError::QuotaSpent`] when `quota` is
    /// given and the creator holds its limit already.
    fn create_tournament(
        &self,
        t: &NewTournament<'_>,
        quota: Option<crate::Quota>,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// `account` joins tournament `id` (again, after leaving: their points
    /// stay, and a pause ends), while it takes players: a Swiss before it
    /// starts, an arena until it ends. Whether it did; [`StoreError::Conflict`]
    /// when it holds [`MAX_PLAYERS`](mastermind_core::tournament::MAX_PLAYERS) others already (those who left count).
    fn join_tournament(
        &self,
        id: &str,
        account: &str,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;

    /// `account` leaves tournament `id` (its points stay). Whether they
    /// were in.
    fn leave_tournament(
        &self,
        id: &str,
        account: &str,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;

    /// Moves the start of tournament `id`, not begun, to `at`. Whether it
    /// was not begun.
    fn start_tournament_at(
        &self,
        id: &str,
        at: i64,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;

    /// Carries out what a server decided for tournament `id` at `version`:
    /// pairings with their duels, the end, or the cancelling, and word of
    /// it (`notices`) in the same commit. [`StoreError::Conflict`] when the
    /// tournament changed since it was read: another server decided first.
    fn write_tournament(
        &self,
        id: &str,
        version: i64,
        terms: &Terms,
        write: &TournamentWrite<'_>,
        notices: &[String],
    ) -> impl Future<Output = Result<i64, StoreError>> + Send;
}

impl TournamentStore for Database {
    async fn load_tournament(&self, id: &str) -> Result<Option<SavedTournament>, StoreError> {
        dispatch!(self, pool => read::load_tournament(pool, id))
    }

    async fn list_tournaments(
        &self,
        stage: Stage,
        viewer: Option<&str>,
        limit: i64,
    ) -> Result<Vec<TournamentSummary>, StoreError> {
        dispatch!(self, pool => read::list_tournaments(pool, stage, viewer, limit))
    }

    async fn due_tournaments(&self, now: i64, limit: i64) -> Result<Vec<String>, StoreError> {
        dispatch!(self, pool => read::due_tournaments(pool, now, limit))
    }

    async fn starting_tournaments(
        &self,
        before: i64,
        limit: i64,
    ) -> Result<Vec<String>, StoreError> {
        dispatch!(self, pool => read::starting_tournaments(pool, before, limit))
    }

    async fn claim_reminder(&self, id: &str) -> Result<bool, StoreError> {
        dispatch!(self, pool => write::claim_reminder(pool, id))
    }

    async fn create_tournament(
        &self,
        t: &NewTournament<'_>,
        quota: Option<crate::Quota>,
    ) -> Result<(), StoreError> {
        dispatch!(self, pool => write::create_tournament(pool, t, quota))
    }

    async fn join_tournament(&self, id: &str, account: &str) -> Result<bool, StoreError> {
        dispatch!(self, pool => write::join_tournament(pool, id, account))
    }

    async fn leave_tournament(&self, id: &str, account: &str) -> Result<bool, StoreError> {
        dispatch!(self, pool => write::leave_tournament(pool, id, account))
    }

    async fn start_tournament_at(&self, id: &str, at: i64) -> Result<bool, StoreError> {
        dispatch!(self, pool => write::start_tournament_at(pool, id, at))
    }

    async fn write_tournament(
        &self,
        id: &str,
        version: i64,
        terms: &Terms,
        write: &TournamentWrite<'_>,
        notices: &[String],
    ) -> Result<i64, StoreError> {
        let done = dispatch!(self, pool => write::write_tournament(pool, id, version, terms, write, notices))?;
        if !done {
            return Err(write::stale(id));
        }
        self.told(notices);
        Ok(version + 1)
    }
}
