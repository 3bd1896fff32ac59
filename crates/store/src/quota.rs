//! Limits that are data: what one account may hold at once (open
//! challenges, tournaments waiting to start) is counted inside the
//! transaction that adds one more, while that transaction holds the
//! account's row. A second request of the same account, on this server or
//! another, waits for the row and then counts what the first one added, so
//! a burst of any size through any number of servers leaves at most the
//! limit. Counting first and inserting after in two statements let 30
//! tournament creates sent at once make 23 of a limit of 10.
//!
//! The row is taken with a write that changes nothing: one SQL text that
//! both engines lock on (PostgreSQL the row until the commit, SQLite the
//! whole database, as every SQLite write does).

use sqlx::Transaction;

use crate::StoreError;
use crate::engine::Engine;

/// What an account holds that is limited.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Holding {
    /// Challenges it made that nobody has accepted or withdrawn yet.
    OpenChallenges,
    /// Tournaments it created that have not started.
    WaitingTournaments,
    /// Personal access tokens it made and has not revoked.
    Tokens,
    /// Web games of one player (an account or a browser) not finished:
    /// counted in the batched write that creates one (`games::store`),
    /// under the player's lock.
    GamesInPlay,
    /// Devices it allowed push notifications on (`push::subscribe_push`,
    /// which counts them unless the device is the account's already).
    PushSubscriptions,
}

/// Web games one player may have in play at once. A game left unfinished
/// ends by itself after its idle days; a player at the limit finishes or
/// gives up one first.
pub const GAMES_IN_PLAY: Quota = Quota {
    holding: Holding::GamesInPlay,
    limit: 100,
};

impl Holding {
    /// What is held, for a person reading a log.
    pub fn words(self) -> &'static str {
        match self {
            Holding::OpenChallenges => "open challenges",
            Holding::WaitingTournaments => "tournaments waiting to start",
            Holding::Tokens => "access tokens",
            Holding::GamesInPlay => "games in play",
            Holding::PushSubscriptions => "devices with notifications",
        }
    }

    /// How many the account (`$1`) holds now.
    pub(crate) fn count_sql(self) -> &'static str {
        match self {
            Holding::OpenChallenges => {
                "SELECT COUNT(*) FROM duels WHERE challenger = $1 AND state = 'open'"
            }
            Holding::WaitingTournaments => {
                "SELECT COUNT(*) FROM tournaments WHERE creator = $1 AND stage = 'created'"
            }
            Holding::Tokens => "SELECT COUNT(*) FROM tokens WHERE account = $1",
            Holding::GamesInPlay => {
                "SELECT COUNT(*) FROM games WHERE player = $1 AND outcome IS NULL"
            }
            Holding::PushSubscriptions => {
                "SELECT COUNT(*) FROM push_subscriptions WHERE account = $1"
            }
        }
    }
}

/// At most `limit` of `holding` for one account, checked as one more is
/// added; `None` adds without counting (a rematch offer: one per duel).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Quota {
    pub holding: Holding,
    pub limit: i64,
}

/// Takes the account's row (`$1`) for the rest of the transaction.
pub(crate) const TAKE_ACCOUNT: &str = "UPDATE accounts SET name = name WHERE id = $1";

/// A transaction holding `account`'s row: a second change of the same
/// account's (a vacation, a turn into a bot), on any server, waits for it
/// and then reads what it wrote.
pub(crate) async fn taken<DB: Engine>(
    pool: &sqlx::Pool<DB>,
    account: &str,
) -> Result<Transaction<'static, DB>, StoreError> {
    let mut tx = pool.begin().await?;
    sqlx::query(TAKE_ACCOUNT)
        .bind(account)
        .execute(&mut *tx)
        .await?;
    Ok(tx)
}

impl Quota {
    /// The refusal when the account holds `held` already.
    pub(crate) fn spent(self, held: i64) -> StoreError {
        StoreError::QuotaSpent {
            holding: self.holding,
            held,
            limit: self.limit,
        }
    }
}

/// Reserves one of `quota` for `account` within `tx` (an open transaction
/// of either engine), which it hands back: takes the account's row, counts,
/// and when the account holds the limit already rolls the transaction back
/// and answers [`StoreError::QuotaSpent`]. `None` reserves nothing.
pub(crate) async fn reserve<DB: Engine>(
    mut tx: Transaction<'static, DB>,
    quota: Option<Quota>,
    account: &str,
) -> Result<Transaction<'static, DB>, StoreError> {
    if let Some(quota) = quota {
        sqlx::query(TAKE_ACCOUNT)
            .bind(account)
            .execute(&mut *tx)
            .await?;
        let held: i64 = sqlx::query_scalar(quota.holding.count_sql())
            .bind(account)
            .fetch_one(&mut *tx)
            .await?;
        if held >= quota.limit {
            tx.rollback().await?;
            return Err(quota.spent(held));
        }
    }
    Ok(tx)
}
