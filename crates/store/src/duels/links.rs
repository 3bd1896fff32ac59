//! Challenges by link. The challenge's id is the link's secret (128 random
//! bits), so the lobby never lists one. A single-use link is taken by the
//! first player who opens it: taking fills the empty seat, which makes the
//! challenge one addressed to that player, private to the two of them and
//! accepted by the ordinary path. Taking is one conditional UPDATE, so of
//! any number of players opening it at once, on any number of servers,
//! exactly one gets the seat.

use sqlx::Pool;

use super::stale;
use crate::engine::Engine;
use crate::{StoreError, now_millis};

/// How a challenge by link may be accepted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Link {
    /// The first player to open the link takes it; only they may accept.
    SingleUse,
    /// Anyone holding the link may accept, until someone does.
    Open,
}

impl Link {
    /// The wire and column name: `single-use` or `open`.
    pub fn name(self) -> &'static str {
        match self {
            Link::SingleUse => "single-use",
            Link::Open => "open",
        }
    }

    /// The kind named `text`, if it is one.
    pub fn named(text: &str) -> Option<Link> {
        match text {
            "single-use" => Some(Link::SingleUse),
            "open" => Some(Link::Open),
            _ => None,
        }
    }

    pub(super) fn parse(text: &str) -> Result<Link, StoreError> {
        Link::named(text).ok_or_else(|| StoreError::Corrupt(format!("unknown link kind {text}")))
    }
}

// The queries, one SQL text for both engines.

pub(super) async fn release_link<DB: Engine>(
    pool: &Pool<DB>,
    id: &str,
    account: &str,
) -> Result<i64, StoreError> {
    let row: Option<(i64,)> = sqlx::query_as(
        "UPDATE duels SET white = CASE WHEN white = $1 THEN NULL ELSE white END, \
         black = CASE WHEN black = $1 THEN NULL ELSE black END, \
         version = version + 1, updated_at = $2 \
         WHERE id = $3 AND state = 'open' AND link = 'single-use' \
         AND challenger <> $1 AND (white = $1 OR black = $1) RETURNING version",
    )
    .bind(account)
    .bind(now_millis())
    .bind(id)
    .fetch_optional(pool)
    .await?;
    match row {
        Some((version,)) => Ok(version),
        None if super::exists(pool, id).await? => Err(StoreError::Conflict(
            "you do not hold this link, or it is no longer open".to_string(),
        )),
        None => Err(stale(id, false)),
    }
}

/// `account` takes the single-use link challenge `id` if it is open and
/// nobody took it; the version after.
pub(super) async fn take<DB: Engine>(
    pool: &Pool<DB>,
    id: &str,
    account: &str,
) -> Result<Option<(i64,)>, StoreError> {
    Ok(sqlx::query_as(
        "UPDATE duels SET white = COALESCE(white, $1), black = COALESCE(black, $1), \
         version = version + 1, updated_at = $2 \
         WHERE id = $3 AND state = 'open' AND link = 'single-use' \
         AND (white IS NULL OR black IS NULL) AND challenger <> $1 RETURNING version",
    )
    .bind(account)
    .bind(now_millis())
    .bind(id)
    .fetch_optional(pool)
    .await?)
}
