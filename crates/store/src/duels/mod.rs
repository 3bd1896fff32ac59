//! Duels of online Logik, from the challenge to the result, on either
//! engine (one SQL text serves both).
//!
//! A duel row is rewritten after every move, naming the version it was made
//! from, so that a move made on a stale copy (another server moved first)
//! is refused rather than written over the newer one. Its events are kept
//! beside it in the same transaction, secrets included: the edges filter
//! them for each viewer.

use mastermind_core::duel::rating::Rating;
use mastermind_core::duel::{Duel, Event, Side, Sides, Terms};

mod declines;
mod links;
mod row;

pub use links::Link;

use crate::{Database, StoreError, now_millis};
use row::{DuelRow, SELECT};

/// Where a duel stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DuelState {
    /// A challenge nobody has accepted yet.
    Open,
    Playing,
    Over,
    /// A challenge withdrawn before anyone accepted it.
    Cancelled,
    /// A challenge declined by the player it was addressed to.
    Declined,
}

impl DuelState {
    pub fn name(self) -> &'static str {
        match self {
            DuelState::Open => "open",
            DuelState::Playing => "playing",
            DuelState::Over => "over",
            DuelState::Cancelled => "cancelled",
            DuelState::Declined => "declined",
        }
    }

    fn parse(text: &str) -> Result<Self, StoreError> {
        Ok(match text {
            "open" => DuelState::Open,
            "playing" => DuelState::Playing,
            "over" => DuelState::Over,
            "cancelled" => DuelState::Cancelled,
            "declined" => DuelState::Declined,
            other => return Err(StoreError::Corrupt(format!("unknown duel state {other}"))),
        })
    }
}

/// A player's seat: their account, its name now, and its rating now (none
/// before its first rated duel).
#[derive(Debug, Clone, PartialEq)]
pub struct Seat {
    pub account: String,
    pub name: String,
    pub rating: Option<Rating>,
}

/// A duel as kept, with its players' accounts.
#[derive(Debug, Clone, PartialEq)]
pub struct SavedDuel {
    pub id: String,
    pub state: DuelState,
    /// `None` once the account is deleted.
    pub challenger: Option<Seat>,
    /// The seats: empty while a challenge is open to anyone, and once the
    /// account that held it is deleted.
    pub seats: Sides<Option<Seat>>,
    pub terms: Terms,
    /// The duel once accepted.
    pub duel: Option<Duel>,
    /// 1 when created, one more with every change.
    pub version: i64,
    /// When each player's page last showed it was there (unix ms).
    pub seen: Sides<Option<i64>>,
    pub rematch_of: Option<String>,
    /// The latest challenge made as a rematch of this duel.
    pub rematch: Option<String>,
    /// Against the computer: the person's player id (an account's, or a
    /// browser's) and the computer's level.
    pub computer: Option<(String, u8)>,
    /// How a challenge made by link may be accepted; `None` for one the
    /// lobby shows or one addressed by name.
    pub link: Option<Link>,
    /// The tournament that paired it.
    pub tournament: Option<String>,
    pub created_at: i64,
    pub updated_at: i64,
}

impl SavedDuel {
    /// The side `account` plays, if any.
    pub fn side_of(&self, account: &str) -> Option<Side> {
        Side::BOTH.into_iter().find(|&s| {
            self.seats[s]
                .as_ref()
                .is_some_and(|seat| seat.account == account)
        })
    }
}

/// A challenge to create.
#[derive(Debug, Clone)]
pub struct NewChallenge<'a> {
    pub id: &'a str,
    pub challenger: &'a str,
    /// The seats taken from the start: the challenger's, and the named
    /// opponent's (for a rematch, the other way round).
    pub seats: Sides<Option<&'a str>>,
    pub terms: &'a Terms,
    pub rematch_of: Option<&'a str>,
    /// A challenge by link: kept out of the lobby, accepted by whoever
    /// holds its id.
    pub link: Option<Link>,
}

/// Which duels to list.
#[derive(Debug, Clone, Copy)]
pub enum DuelQuery<'a> {
    /// Open challenges `viewer` may see: open to anyone (but not by link),
    /// addressed to them (a single-use link they took counts), or made by
    /// them; the newest first.
    Open { viewer: &'a str },
    /// The duels `account` plays now, the most recently moved first.
    Playing { account: &'a str },
    /// The duels `account` finished, the most recent first.
    Over { account: &'a str },
    /// Duels in play anywhere, to watch, the most recently moved first
    /// (not those against the computer).
    Watch,
    /// The duels of `owner` against the computer, the most recently moved
    /// first.
    Computer { owner: &'a str },
}

fn json<T: serde::Serialize>(value: &T) -> Result<String, StoreError> {
    serde_json::to_string(value).map_err(|e| StoreError::Corrupt(e.to_string()))
}

/// The columns a move rewrites, worked out from the duel.
struct Columns {
    state: &'static str,
    record: String,
    winner: Option<&'static str>,
    reason: Option<&'static str>,
    turns: Option<i64>,
    finished_at: Option<i64>,
    deadline: Option<i64>,
}

impl Columns {
    fn of(duel: &Duel, now: i64) -> Result<Self, StoreError> {
        let result = duel.result();
        Ok(Columns {
            state: if result.is_some() {
                DuelState::Over.name()
            } else {
                DuelState::Playing.name()
            },
            record: json(duel)?,
            winner: result.map(|r| r.winner.map_or("draw", Side::name)),
            reason: result.map(|r| r.reason.name()),
            turns: result.map(|r| i64::try_from(r.turns).unwrap_or(i64::MAX)),
            finished_at: result.map(|_| now),
            deadline: duel
                .next_deadline()
                .map(|m| i64::try_from(m.millis()).unwrap_or(i64::MAX)),
        })
    }
}

/// Keeps one event of a duel within the transaction `$tx`.
macro_rules! insert_event {
    ($tx:expr, $id:expr, $event:expr) => {
        sqlx::query("INSERT INTO duel_events (duel, v, event) VALUES ($1, $2, $3)")
            .bind($id)
            .bind(i64::try_from($event.v).unwrap_or(i64::MAX))
            .bind(json($event)?)
            .execute($tx)
            .await?
    };
}

/// Why a write did not take: the row moved on, or is not there at all.
fn stale(id: &str, exists: bool) -> StoreError {
    if exists {
        StoreError::Conflict(format!(
            "duel {id} was changed elsewhere since it was read; reload it"
        ))
    } else {
        StoreError::NotFound(format!("no duel {id}"))
    }
}

// After `insert_event!`, which their writes use too.
mod moves;
mod outage;

pub use outage::Outage;

impl Database {
    /// Saves a new challenge at version 1. [`StoreError::Conflict`] for a
    /// rematch of a duel that has one already; [`StoreError::QuotaSpent`]
    /// when `quota` is given and the challenger holds its limit already.
    pub async fn create_challenge(
        &self,
        c: &NewChallenge<'_>,
        quota: Option<crate::Quota>,
    ) -> Result<(), StoreError> {
        let now = now_millis();
        let inserted = on_pool!(self, pool => {
            let mut tx = crate::quota::reserve(pool.begin().await?, quota, c.challenger).await?;
            let inserted = sqlx::query(
            "INSERT INTO duels (id, state, challenger, white, black, terms, rated, rematch_of, \
             link, version, created_at, updated_at) \
             VALUES ($1, 'open', $2, $3, $4, $5, $6, $7, $8, 1, $9, $9)",
        )
        .bind(c.id)
        .bind(c.challenger)
        .bind(c.seats.white)
        .bind(c.seats.black)
        .bind(json(c.terms)?)
        .bind(c.terms.rated())
        .bind(c.rematch_of)
        .bind(c.link.map(Link::name))
        .bind(now)
        .execute(&mut *tx)
        .await
        .map(drop);
            if inserted.is_ok() {
                tx.commit().await?;
            }
            inserted
        });
        match inserted {
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() && c.rematch_of.is_some() => {
                Err(StoreError::Conflict(
                    "a rematch of this duel is offered already".to_string(),
                ))
            }
            other => other.map_err(StoreError::from),
        }
    }

    pub async fn load_duel(&self, id: &str) -> Result<Option<SavedDuel>, StoreError> {
        let sql = format!("{SELECT} WHERE d.id = $1");
        let row: Option<DuelRow> = on_pool!(self, pool => sqlx::query_as(sqlx::AssertSqlSafe(sql.as_str()))
            .bind(id)
            .fetch_optional(pool)
            .await?);
        row.map(SavedDuel::try_from).transpose()
    }

    pub async fn list_duels(
        &self,
        query: DuelQuery<'_>,
        limit: i64,
    ) -> Result<Vec<SavedDuel>, StoreError> {
        let (account, filter) = match query {
            DuelQuery::Open { viewer } => (
                Some(viewer),
                "d.state = 'open' AND ((d.link IS NULL AND (d.white IS NULL OR d.black IS NULL)) \
                 OR d.challenger = $1 OR d.white = $1 OR d.black = $1) \
                 ORDER BY d.created_at DESC, d.id",
            ),
            DuelQuery::Playing { account } => (
                Some(account),
                "d.state = 'playing' AND (d.white = $1 OR d.black = $1) \
                 ORDER BY d.updated_at DESC, d.id",
            ),
            DuelQuery::Over { account } => (
                Some(account),
                "d.state = 'over' AND (d.white = $1 OR d.black = $1) \
                 ORDER BY d.finished_at DESC, d.id",
            ),
            DuelQuery::Watch => (
                None,
                "d.state = 'playing' AND d.computer IS NULL ORDER BY d.updated_at DESC, d.id",
            ),
            DuelQuery::Computer { owner } => (
                Some(owner),
                "d.owner = $1 AND d.computer IS NOT NULL ORDER BY d.updated_at DESC, d.id",
            ),
        };
        let limit_at = if account.is_some() { "$2" } else { "$1" };
        let sql = format!("{SELECT} WHERE {filter} LIMIT {limit_at}");
        let rows: Vec<DuelRow> = on_pool!(self, pool => {
            let mut query = sqlx::query_as(sqlx::AssertSqlSafe(sql.as_str()));
            if let Some(account) = account {
                query = query.bind(account);
            }
            query.bind(limit).fetch_all(pool).await?
        });
        rows.into_iter().map(SavedDuel::try_from).collect()
    }

    async fn exists(&self, id: &str) -> Result<bool, StoreError> {
        Ok(
            on_pool!(self, pool => sqlx::query("SELECT 1 FROM duels WHERE id = $1")
            .bind(id)
            .fetch_optional(pool)
            .await?
            .is_some()),
        )
    }

    /// Saves a new duel of `owner` against the computer at `level`, already
    /// begun (the computer's code set, with its `events`), at version 1.
    pub async fn create_computer_duel(
        &self,
        id: &str,
        owner: &str,
        level: u8,
        terms: &Terms,
        duel: &Duel,
        events: &[Event],
    ) -> Result<(), StoreError> {
        let now = now_millis();
        let columns = Columns::of(duel, now)?;
        on_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            sqlx::query(
                "INSERT INTO duels (id, state, terms, record, rated, deadline, owner, computer, \
                 version, created_at, updated_at) VALUES ($1, $2, $3, $4, FALSE, $5, $6, $7, 1, $8, $8)",
            )
            .bind(id)
            .bind(columns.state)
            .bind(json(terms)?)
            .bind(&columns.record)
            .bind(columns.deadline)
            .bind(owner)
            .bind(i32::from(level))
            .bind(now)
            .execute(&mut *tx)
            .await?;
            for event in events {
                insert_event!(&mut *tx, id, event);
            }
            tx.commit().await?;
        });
        Ok(())
    }

    /// Withdraws the open challenge `id` if the database still holds
    /// `version`; returns the new version.
    pub async fn cancel_challenge(&self, id: &str, version: i64) -> Result<i64, StoreError> {
        let updated = on_pool!(self, pool => sqlx::query(
            "UPDATE duels SET state = 'cancelled', version = version + 1, updated_at = $1 \
             WHERE id = $2 AND version = $3 AND state = 'open'",
        )
        .bind(now_millis())
        .bind(id)
        .bind(version)
        .execute(pool)
        .await?
        .rows_affected());
        if updated == 1 {
            Ok(version + 1)
        } else {
            Err(stale(id, self.exists(id).await?))
        }
    }

    /// The challenge `id`, still at `version`, is accepted: `seats` play
    /// `duel`, whose first `events` are kept with it. Returns the new
    /// version.
    pub async fn start_duel(
        &self,
        id: &str,
        version: i64,
        seats: Sides<&str>,
        duel: &Duel,
        events: &[Event],
    ) -> Result<i64, StoreError> {
        let now = now_millis();
        let columns = Columns::of(duel, now)?;
        let done = on_pool!(self, pool => {
            // The UPDATE comes first: on SQLite it takes the write lock
            // before anything is read.
            let mut tx = pool.begin().await?;
            let done = sqlx::query(
                "UPDATE duels SET state = $1, white = $2, black = $3, record = $4, deadline = $5, \
                 white_seen = $6, black_seen = $6, version = version + 1, updated_at = $6 \
                 WHERE id = $7 AND version = $8 AND state = 'open'",
            )
            .bind(columns.state)
            .bind(seats.white)
            .bind(seats.black)
            .bind(&columns.record)
            .bind(columns.deadline)
            .bind(now)
            .bind(id)
            .bind(version)
            .execute(&mut *tx)
            .await?
            .rows_affected() == 1;
            if done {
                for event in events {
                    insert_event!(&mut *tx, id, event);
                }
                tx.commit().await?;
            }
            done
        });
        if done {
            Ok(version + 1)
        } else {
            Err(stale(id, self.exists(id).await?))
        }
    }
}
