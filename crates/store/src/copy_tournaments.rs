//! The copy of tournaments, their players and pairings, row for row, after
//! the accounts and duels they name.

use sqlx::{Pool, QueryBuilder};

use crate::copy::fetch_all;
use crate::engine::Engine;
use crate::games::ROWS_PER_STATEMENT;
use crate::{Database, StoreError};

#[derive(sqlx::FromRow)]
struct TournamentRow {
    id: String,
    name: String,
    format: String,
    minutes: Option<i32>,
    rounds: Option<i32>,
    creator: Option<String>,
    terms: String,
    starts_at: i64,
    stage: String,
    round: i32,
    version: i64,
    created_at: i64,
    ended_at: Option<i64>,
}

type PlayerRow = (String, String, i64, bool);
type PairingRow = (
    String,
    i32,
    i32,
    Option<String>,
    Option<String>,
    Option<String>,
    i64,
);

/// Copies every tournament; how many.
pub(crate) async fn copy_tournaments(from: &Database, to: &Database) -> Result<u64, StoreError> {
    let tournaments: Vec<TournamentRow> = dispatch!(from, pool => fetch_all(
        pool,
        "SELECT id, name, format, minutes, rounds, creator, terms, starts_at, stage, round, \
         version, created_at, ended_at FROM tournaments ORDER BY created_at, id",
    ))?;
    dispatch!(to, pool => insert_tournaments(pool, &tournaments))?;
    let players: Vec<PlayerRow> = dispatch!(from, pool => fetch_all(
        pool,
        "SELECT tournament, account, joined_at, active FROM tournament_players \
         ORDER BY tournament, account",
    ))?;
    dispatch!(to, pool => insert_players(pool, &players))?;
    let pairings: Vec<PairingRow> = dispatch!(from, pool => fetch_all(
        pool,
        "SELECT tournament, n, round, white, black, duel, created_at FROM tournament_pairings \
         ORDER BY tournament, n",
    ))?;
    dispatch!(to, pool => insert_pairings(pool, &pairings))?;
    Ok(tournaments.len() as u64)
}

async fn insert_tournaments<DB: Engine>(
    pool: &Pool<DB>,
    rows: &[TournamentRow],
) -> Result<(), StoreError> {
    for chunk in rows.chunks(ROWS_PER_STATEMENT / 13) {
        let mut insert = QueryBuilder::new(
            "INSERT INTO tournaments (id, name, format, minutes, rounds, creator, terms, \
             starts_at, stage, round, version, created_at, ended_at) ",
        );
        insert.push_values(chunk, |mut row, t| {
            row.push_bind(t.id.clone())
                .push_bind(t.name.clone())
                .push_bind(t.format.clone())
                .push_bind(t.minutes)
                .push_bind(t.rounds)
                .push_bind(t.creator.clone())
                .push_bind(t.terms.clone())
                .push_bind(t.starts_at)
                .push_bind(t.stage.clone())
                .push_bind(t.round)
                .push_bind(t.version)
                .push_bind(t.created_at)
                .push_bind(t.ended_at);
        });
        insert.build().execute(pool).await?;
    }
    Ok(())
}

async fn insert_players<DB: Engine>(pool: &Pool<DB>, rows: &[PlayerRow]) -> Result<(), StoreError> {
    for chunk in rows.chunks(ROWS_PER_STATEMENT / 4) {
        let mut insert = QueryBuilder::new(
            "INSERT INTO tournament_players (tournament, account, joined_at, active) ",
        );
        insert.push_values(chunk, |mut row, p| {
            row.push_bind(p.0.clone())
                .push_bind(p.1.clone())
                .push_bind(p.2)
                .push_bind(p.3);
        });
        insert.build().execute(pool).await?;
    }
    Ok(())
}

async fn insert_pairings<DB: Engine>(
    pool: &Pool<DB>,
    rows: &[PairingRow],
) -> Result<(), StoreError> {
    for chunk in rows.chunks(ROWS_PER_STATEMENT / 7) {
        let mut insert = QueryBuilder::new(
            "INSERT INTO tournament_pairings (tournament, n, round, white, black, duel, created_at) ",
        );
        insert.push_values(chunk, |mut row, p| {
            row.push_bind(p.0.clone())
                .push_bind(p.1)
                .push_bind(p.2)
                .push_bind(p.3.clone())
                .push_bind(p.4.clone())
                .push_bind(p.5.clone())
                .push_bind(p.6);
        });
        insert.build().execute(pool).await?;
    }
    Ok(())
}
