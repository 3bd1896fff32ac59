//! Reading tournaments: one whole, a list, and those a server should look
//! at now.

use mastermind_core::duel::rating::Rating;
use mastermind_core::duel::{Reason, Side};
use mastermind_core::tournament::{Entrant, Finish, Pairing, Stage};

use sqlx::Pool;

use super::{SavedTournament, TournamentPlayer, TournamentSummary, format_of, stage_of, terms_of};
use crate::StoreError;
use crate::engine::Engine;

#[derive(sqlx::FromRow)]
struct TournamentRow {
    id: String,
    name: String,
    format: String,
    minutes: Option<i32>,
    rounds: Option<i32>,
    creator: Option<String>,
    creator_name: Option<String>,
    terms: String,
    starts_at: i64,
    stage: String,
    round: i32,
    version: i64,
    created_at: i64,
    ended_at: Option<i64>,
    bots: bool,
}

#[derive(sqlx::FromRow)]
struct PlayerRow {
    account: String,
    name: String,
    bot: bool,
    joined_at: i64,
    active: bool,
    rating: Option<f64>,
    deviation: Option<f64>,
    volatility: Option<f64>,
}

#[derive(sqlx::FromRow)]
struct PairingRow {
    round: i32,
    white: Option<String>,
    black: Option<String>,
    duel: Option<String>,
    created_at: i64,
    state: Option<String>,
    winner: Option<String>,
    reason: Option<String>,
    finished_at: Option<i64>,
}

#[derive(sqlx::FromRow)]
struct SummaryRow {
    id: String,
    name: String,
    format: String,
    minutes: Option<i32>,
    rounds: Option<i32>,
    creator_name: Option<String>,
    terms: String,
    starts_at: i64,
    stage: String,
    round: i32,
    players: i64,
    joined: i64,
    bots: bool,
}

const SELECT: &str = "SELECT t.id, t.name, t.format, t.minutes, t.rounds, t.creator, \
     c.name AS creator_name, t.terms, t.starts_at, t.stage, t.round, t.version, t.created_at, \
     t.ended_at, t.bots FROM tournaments t LEFT JOIN accounts c ON c.id = t.creator";

fn reason_of(text: &str) -> Reason {
    match text {
        "both-broken" => Reason::BothBroken,
        "rows-used" => Reason::RowsUsed,
        "resigned" => Reason::Resigned,
        "time-out" => Reason::TimeOut,
        "abandoned" => Reason::Abandoned,
        _ => Reason::Broken,
    }
}

impl PairingRow {
    fn pairing(self) -> Pairing {
        let finish = match (self.state.as_deref(), self.finished_at) {
            (Some("over"), Some(at)) => Some(Finish {
                winner: match self.winner.as_deref() {
                    Some("white") => Some(Side::White),
                    Some("black") => Some(Side::Black),
                    _ => None,
                },
                reason: reason_of(self.reason.as_deref().unwrap_or("")),
                at,
            }),
            _ => None,
        };
        Pairing {
            round: u32::try_from(self.round).unwrap_or(0),
            white: self.white,
            black: self.black,
            duel: self.duel,
            at: self.created_at,
            finish,
        }
    }
}

// The queries, one SQL text for both engines.

pub(super) async fn load_tournament<DB: Engine>(
    pool: &Pool<DB>,
    id: &str,
) -> Result<Option<SavedTournament>, StoreError> {
    let sql = format!("{SELECT} WHERE t.id = $1");
    let row: Option<TournamentRow> = sqlx::query_as(sqlx::AssertSqlSafe(sql.as_str()))
        .bind(id)
        .fetch_optional(pool)
        .await?;
    let Some(row) = row else {
        return Ok(None);
    };
    let players: Vec<PlayerRow> = sqlx::query_as(
        "SELECT p.account, a.name, a.bot, p.joined_at, p.active, r.rating, r.deviation, r.volatility \
         FROM tournament_players p JOIN accounts a ON a.id = p.account \
         LEFT JOIN ratings r ON r.account = p.account \
         WHERE p.tournament = $1 ORDER BY p.joined_at, p.account",
    )
    .bind(id)
    .fetch_all(pool)
    .await?;
    let pairings: Vec<PairingRow> = sqlx::query_as(
        "SELECT p.round, p.white, p.black, p.duel, p.created_at, d.state, d.winner, d.reason, \
         d.finished_at FROM tournament_pairings p LEFT JOIN duels d ON d.id = p.duel \
         WHERE p.tournament = $1 ORDER BY p.n",
    )
    .bind(id)
    .fetch_all(pool)
    .await?;
    Ok(Some(SavedTournament {
        format: format_of(&row.format, row.minutes, row.rounds)?,
        terms: terms_of(&row.terms)?,
        stage: stage_of(&row.stage)?,
        creator: row.creator.zip(row.creator_name),
        id: row.id,
        name: row.name,
        starts_at: row.starts_at,
        round: u32::try_from(row.round).unwrap_or(0),
        version: row.version,
        created_at: row.created_at,
        ended_at: row.ended_at,
        bots: row.bots,
        players: players
            .into_iter()
            .map(|p| TournamentPlayer {
                rating: match (p.rating, p.deviation, p.volatility) {
                    (Some(rating), Some(deviation), Some(volatility)) => Some(Rating {
                        rating,
                        deviation,
                        volatility,
                    }),
                    _ => None,
                },
                entrant: Entrant {
                    rating: p.rating,
                    account: p.account,
                    active: p.active,
                    joined_at: p.joined_at,
                },
                name: p.name,
                bot: p.bot,
            })
            .collect(),
        pairings: pairings.into_iter().map(PairingRow::pairing).collect(),
    }))
}

pub(super) async fn list_tournaments<DB: Engine>(
    pool: &Pool<DB>,
    stage: Stage,
    viewer: Option<&str>,
    limit: i64,
) -> Result<Vec<TournamentSummary>, StoreError> {
    let order = match stage {
        Stage::Created | Stage::Running => "t.starts_at, t.id",
        Stage::Over | Stage::Cancelled => "t.ended_at DESC, t.id",
    };
    let sql = format!(
        "SELECT t.id, t.name, t.format, t.minutes, t.rounds, c.name AS creator_name, t.terms, \
         t.starts_at, t.stage, t.round, \
         (SELECT COUNT(*) FROM tournament_players p WHERE p.tournament = t.id AND p.active) AS players, \
         (SELECT COUNT(*) FROM tournament_players p WHERE p.tournament = t.id AND p.active \
         AND p.account = $2) AS joined, t.bots \
         FROM tournaments t LEFT JOIN accounts c ON c.id = t.creator \
         WHERE t.stage = $1 ORDER BY {order} LIMIT $3"
    );
    let rows: Vec<SummaryRow> = sqlx::query_as(sqlx::AssertSqlSafe(sql.as_str()))
        .bind(stage.name())
        .bind(viewer.unwrap_or(""))
        .bind(limit)
        .fetch_all(pool)
        .await?;
    rows.into_iter()
        .map(|r| {
            Ok(TournamentSummary {
                format: format_of(&r.format, r.minutes, r.rounds)?,
                terms: terms_of(&r.terms)?,
                stage: stage_of(&r.stage)?,
                id: r.id,
                name: r.name,
                creator: r.creator_name,
                starts_at: r.starts_at,
                round: u32::try_from(r.round).unwrap_or(0),
                players: r.players,
                joined: r.joined > 0,
                winner: None,
                bots: r.bots,
            })
        })
        .collect()
}

pub(super) async fn due_tournaments<DB: Engine>(
    pool: &Pool<DB>,
    now: i64,
    limit: i64,
) -> Result<Vec<String>, StoreError> {
    let rows: Vec<(String,)> = sqlx::query_as(
        "SELECT id FROM tournaments WHERE stage = 'running' \
         OR (stage = 'created' AND starts_at <= $1) ORDER BY starts_at, id LIMIT $2",
    )
    .bind(now)
    .bind(limit)
    .fetch_all(pool)
    .await?;
    Ok(rows.into_iter().map(|(id,)| id).collect())
}

pub(super) async fn starting_tournaments<DB: Engine>(
    pool: &Pool<DB>,
    before: i64,
    limit: i64,
) -> Result<Vec<String>, StoreError> {
    Ok(sqlx::query_scalar(
        "SELECT id FROM tournaments WHERE stage = 'created' AND starts_at <= $1 \
         AND NOT told_starting ORDER BY starts_at, id LIMIT $2",
    )
    .bind(before)
    .bind(limit)
    .fetch_all(pool)
    .await?)
}
