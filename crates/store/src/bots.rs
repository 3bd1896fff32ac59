//! Bot accounts as kept: which accounts are bots (and which of them are
//! the site's house bots), who refuses bots, the turn of an account into a
//! bot under the core's rule, and the codebreaker league, on either engine.

use std::future::Future;

use mastermind_core::bot::{self, BotError, Player};
use sqlx::Pool;

use crate::engine::{Engine, Written};
use crate::quota::taken;
use crate::ratings::{KeptRating, PlayerRecord};
use crate::{Database, StoreError};

/// What the bot rules need to know of an account.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct BotFlags {
    pub bot: bool,
    /// The computer's level a house bot plays at.
    pub house: Option<u8>,
    /// A person who does not take challenges from bots.
    pub refuse_bots: bool,
}

impl BotFlags {
    /// The account as the core's bot rules see it.
    pub fn player(self) -> Player {
        if self.bot {
            Player::Bot
        } else {
            Player::Person {
                refuses_bots: self.refuse_bots,
            }
        }
    }
}

/// A bot in the codebreaker league.
#[derive(Debug, Clone, PartialEq)]
pub struct LeagueEntry {
    pub name: String,
    pub house: Option<u8>,
    /// `None` before its first rated duel.
    pub rating: Option<KeptRating>,
    /// Its finished duels, as a player's page counts them.
    pub record: PlayerRecord,
}

/// Where bot accounts are kept.
pub trait BotStore: Send + Sync {
    /// The bot flags of `account` (all false for an unknown one).
    fn bot_flags(&self, account: &str)
    -> impl Future<Output = Result<BotFlags, StoreError>> + Send;

    /// Turns `account` into a bot account for good, if the core allows it
    /// on its rated duels as counted under the account's row: a rated duel
    /// that began at the same moment is counted or waits.
    fn make_bot(
        &self,
        account: &str,
    ) -> impl Future<Output = Result<Result<(), BotError>, StoreError>> + Send;

    /// Sets whether the person `account` refuses bots, if the core allows
    /// it on the tournaments admitting bots they are in (counted under the
    /// account's row).
    fn set_refuse_bots(
        &self,
        account: &str,
        refuse: bool,
    ) -> impl Future<Output = Result<Result<(), BotError>, StoreError>> + Send;

    /// Makes sure the house bot of each level exists (no password opens
    /// it); the ids and levels of those that do. A level whose name an
    /// account of a person holds is left out.
    fn ensure_house_bots(
        &self,
        levels: &[u8],
        now: i64,
    ) -> impl Future<Output = Result<Vec<(String, u8)>, StoreError>> + Send;

    /// The bots, the best rated first (unrated ones after, by name).
    fn league(
        &self,
        limit: i64,
    ) -> impl Future<Output = Result<Vec<LeagueEntry>, StoreError>> + Send;
}

impl BotStore for Database {
    async fn bot_flags(&self, account: &str) -> Result<BotFlags, StoreError> {
        dispatch!(self, pool => bot_flags(pool, account))
    }

    async fn make_bot(&self, account: &str) -> Result<Result<(), BotError>, StoreError> {
        dispatch!(self, pool => make_bot(pool, account))
    }

    async fn set_refuse_bots(
        &self,
        account: &str,
        refuse: bool,
    ) -> Result<Result<(), BotError>, StoreError> {
        dispatch!(self, pool => set_refuse_bots(pool, account, refuse))
    }

    async fn ensure_house_bots(
        &self,
        levels: &[u8],
        now: i64,
    ) -> Result<Vec<(String, u8)>, StoreError> {
        dispatch!(self, pool => ensure_house_bots(pool, levels, now))
    }

    async fn league(&self, limit: i64) -> Result<Vec<LeagueEntry>, StoreError> {
        dispatch!(self, pool => league(pool, limit))
    }
}

/// What a house bot's password hash is: no PHC string, so no password
/// ever matches it.
const NO_PASSWORD: &str = "!";

// The queries, one SQL text for both engines.

async fn bot_flags<DB: Engine>(pool: &Pool<DB>, account: &str) -> Result<BotFlags, StoreError> {
    let row: Option<(bool, Option<i32>, bool)> =
        sqlx::query_as("SELECT bot, house, refuse_bots FROM accounts WHERE id = $1")
            .bind(account)
            .fetch_optional(pool)
            .await?;
    Ok(row
        .map(|(bot, house, refuse_bots)| BotFlags {
            bot,
            house: house.and_then(|h| u8::try_from(h).ok()),
            refuse_bots,
        })
        .unwrap_or_default())
}

async fn make_bot<DB: Engine>(
    pool: &Pool<DB>,
    account: &str,
) -> Result<Result<(), BotError>, StoreError> {
    // The account's row held: a second turn into a bot waits for this one.
    let mut tx = taken(pool, account).await?;
    let (already,): (bool,) = sqlx::query_as("SELECT bot FROM accounts WHERE id = $1")
        .bind(account)
        .fetch_one(&mut *tx)
        .await?;
    let (rated,): (i64,) = sqlx::query_as(
        "SELECT COUNT(*) FROM duels WHERE rated AND state IN ('playing', 'over') \
         AND (white = $1 OR black = $1)",
    )
    .bind(account)
    .fetch_one(&mut *tx)
    .await?;
    if let Err(refused) = bot::may_become(already, rated) {
        tx.rollback().await?;
        return Ok(Err(refused));
    }
    // Conditional as well: a turn that slipped past the lock still makes
    // one bot.
    let turned = sqlx::query(
        "UPDATE accounts SET bot = TRUE, refuse_bots = FALSE WHERE id = $1 AND NOT bot",
    )
    .bind(account)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    if turned == 0 {
        tx.rollback().await?;
        return Ok(Err(BotError::Already));
    }
    tx.commit().await?;
    Ok(Ok(()))
}

async fn set_refuse_bots<DB: Engine>(
    pool: &Pool<DB>,
    account: &str,
    refuse: bool,
) -> Result<Result<(), BotError>, StoreError> {
    let mut tx = taken(pool, account).await?;
    if refuse {
        let (entered,): (i64,) = sqlx::query_as(
            "SELECT COUNT(*) FROM tournament_players p JOIN tournaments t ON t.id = p.tournament \
             WHERE p.account = $1 AND p.active AND t.bots AND t.stage IN ('created', 'running')",
        )
        .bind(account)
        .fetch_one(&mut *tx)
        .await?;
        if let Err(refused) = bot::may_refuse(entered) {
            tx.rollback().await?;
            return Ok(Err(refused));
        }
    }
    sqlx::query("UPDATE accounts SET refuse_bots = $1 WHERE id = $2 AND NOT bot")
        .bind(refuse)
        .bind(account)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(Ok(()))
}

async fn ensure_house_bots<DB: Engine>(
    pool: &Pool<DB>,
    levels: &[u8],
    now: i64,
) -> Result<Vec<(String, u8)>, StoreError> {
    let mut found = Vec::new();
    for &level in levels {
        let name = bot::house_name(level);
        // Several servers starting at once: the name's key lets one in.
        sqlx::query(
            "INSERT INTO accounts (id, name, name_key, password_hash, created_at, bot, house) \
             VALUES ($1, $2, $3, $4, $5, TRUE, $6) ON CONFLICT (name_key) DO NOTHING",
        )
        .bind(crate::new_id())
        .bind(&name)
        .bind(crate::name_key(&name))
        .bind(NO_PASSWORD)
        .bind(now)
        .bind(i32::from(level))
        .execute(pool)
        .await?;
        let row: Option<(String, Option<i32>)> =
            sqlx::query_as("SELECT id, house FROM accounts WHERE name_key = $1")
                .bind(crate::name_key(&name))
                .fetch_optional(pool)
                .await?;
        if let Some((id, Some(house))) = row
            && house == i32::from(level)
        {
            found.push((id, level));
        }
    }
    Ok(found)
}

type LeagueRow = (
    String,
    Option<i32>,
    Option<f64>,
    Option<f64>,
    Option<f64>,
    Option<i64>,
    i64,
    i64,
    i64,
    i64,
    i64,
    i64,
);

async fn league<DB: Engine>(pool: &Pool<DB>, limit: i64) -> Result<Vec<LeagueEntry>, StoreError> {
    let won =
        "((d.winner = 'white' AND d.white = a.id) OR (d.winner = 'black' AND d.black = a.id))";
    let lost =
        "((d.winner = 'white' AND d.black = a.id) OR (d.winner = 'black' AND d.white = a.id))";
    let broke = format!("(d.reason = 'both-broken' OR (d.reason = 'broken' AND {won}))");
    let sql = format!(
        "SELECT a.name, a.house, r.rating, r.deviation, r.volatility, r.duels, \
         COUNT(d.id), \
         COALESCE(SUM(CASE WHEN {won} THEN 1 ELSE 0 END), 0), \
         COALESCE(SUM(CASE WHEN {lost} THEN 1 ELSE 0 END), 0), \
         COALESCE(SUM(CASE WHEN d.winner = 'draw' THEN 1 ELSE 0 END), 0), \
         COALESCE(SUM(CASE WHEN {broke} THEN 1 ELSE 0 END), 0), \
         COALESCE(SUM(CASE WHEN {broke} THEN d.turns ELSE 0 END), 0) \
         FROM accounts a LEFT JOIN ratings r ON r.account = a.id \
         LEFT JOIN duels d ON d.state = 'over' AND (d.white = a.id OR d.black = a.id) \
         WHERE a.bot \
         GROUP BY a.id, a.name, a.name_key, a.house, r.rating, r.deviation, r.volatility, r.duels \
         ORDER BY r.rating IS NULL, r.rating DESC, a.name_key LIMIT $1"
    );
    let rows: Vec<LeagueRow> = sqlx::query_as(sqlx::AssertSqlSafe(sql.as_str()))
        .bind(limit)
        .fetch_all(pool)
        .await?;
    Ok(rows
        .into_iter()
        .map(|r| LeagueEntry {
            name: r.0,
            house: r.1.and_then(|h| u8::try_from(h).ok()),
            rating: KeptRating::joined(r.2, r.3, r.4, r.5),
            record: PlayerRecord {
                duels: r.6,
                wins: r.7,
                losses: r.8,
                draws: r.9,
                broken: r.10,
                broken_turns: r.11,
            },
        })
        .collect())
}
