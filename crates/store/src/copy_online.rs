//! The copy of what online play keeps (accounts, their sessions, access
//! tokens and notifications, duels and their events, ratings and their
//! history, follows), row for row: the tables are alike on both engines.

use sqlx::{Pool, QueryBuilder};

use crate::copy::fetch_all;
use crate::engine::Engine;
use crate::games::ROWS_PER_STATEMENT;
use crate::{Database, StoreError};

type AccountRow = (
    String,
    String,
    String,
    String,
    i64,
    bool,
    Option<String>,
    bool,
);
type SessionRow = (String, String, i64, i64);
type TokenRow = (String, String, String, String, String, i64, Option<i64>);
type EventRow = (String, i64, String);
type NotificationRow = (
    String,
    String,
    String,
    String,
    String,
    String,
    i64,
    Option<i64>,
);

#[derive(sqlx::FromRow)]
struct DuelRow {
    id: String,
    state: String,
    challenger: Option<String>,
    white: Option<String>,
    black: Option<String>,
    terms: String,
    record: Option<String>,
    rated: bool,
    winner: Option<String>,
    reason: Option<String>,
    turns: Option<i32>,
    finished_at: Option<i64>,
    deadline: Option<i64>,
    white_seen: Option<i64>,
    black_seen: Option<i64>,
    rematch_of: Option<String>,
    owner: Option<String>,
    computer: Option<i32>,
    link: Option<String>,
    tournament: Option<String>,
    version: i64,
    created_at: i64,
    updated_at: i64,
}

pub(crate) struct CopiedOnline {
    pub accounts: u64,
    pub duels: u64,
    pub events: u64,
}

pub(crate) async fn copy_online(
    from: &Database,
    to: &Database,
) -> Result<CopiedOnline, StoreError> {
    let accounts: Vec<AccountRow> = dispatch!(from, pool => fetch_all(
        pool,
        "SELECT id, name, name_key, password_hash, created_at, hide_online, language, tell_online \
         FROM accounts \
         ORDER BY created_at, id",
    ))?;
    dispatch!(to, pool => insert_accounts(pool, &accounts))?;
    let sessions: Vec<SessionRow> = dispatch!(from, pool => fetch_all(
        pool,
        "SELECT id, account, created_at, expires_at FROM sessions ORDER BY id",
    ))?;
    dispatch!(to, pool => insert_sessions(pool, &sessions))?;
    let tokens: Vec<TokenRow> = dispatch!(from, pool => fetch_all(
        pool,
        "SELECT id, account, name, digest, scopes, created_at, used_at FROM tokens ORDER BY id",
    ))?;
    dispatch!(to, pool => insert_tokens(pool, &tokens))?;
    let notifications: Vec<NotificationRow> = dispatch!(from, pool => fetch_all(
        pool,
        "SELECT id, account, kind, subject, key, data, created_at, read_at FROM notifications \
         ORDER BY id",
    ))?;
    dispatch!(to, pool => insert_notifications(pool, &notifications))?;
    // Duels a rematch points to come first.
    let duels: Vec<DuelRow> = dispatch!(from, pool => fetch_all(
        pool,
        "SELECT id, state, challenger, white, black, terms, record, rated, winner, reason, \
         turns, finished_at, deadline, white_seen, black_seen, rematch_of, owner, computer, \
         link, tournament, version, created_at, updated_at FROM duels ORDER BY created_at, id",
    ))?;
    dispatch!(to, pool => insert_duels(pool, &duels))?;
    let events: Vec<EventRow> = dispatch!(from, pool => fetch_all(
        pool,
        "SELECT duel, v, event FROM duel_events ORDER BY duel, v",
    ))?;
    dispatch!(to, pool => insert_events(pool, &events))?;
    let ratings: Vec<(String, f64, f64, f64, i64, i64)> = dispatch!(from, pool => fetch_all(
        pool,
        "SELECT account, rating, deviation, volatility, duels, updated_at FROM ratings ORDER BY account",
    ))?;
    dispatch!(to, pool => insert_ratings(pool, &ratings))?;
    let history: Vec<(String, String, i64, f64, f64)> = dispatch!(from, pool => fetch_all(
        pool,
        "SELECT account, duel, at, rating, deviation FROM rating_history ORDER BY account, at",
    ))?;
    dispatch!(to, pool => insert_history(pool, &history))?;
    // Who was online is not copied: it is a matter of minutes.
    let follows: Vec<(String, String, i64)> = dispatch!(from, pool => fetch_all(
        pool,
        "SELECT follower, followed, created_at FROM follows ORDER BY follower, followed",
    ))?;
    dispatch!(to, pool => insert_follows(pool, &follows))?;
    Ok(CopiedOnline {
        accounts: accounts.len() as u64,
        duels: duels.len() as u64,
        events: events.len() as u64,
    })
}

async fn insert_accounts<DB: Engine>(
    pool: &Pool<DB>,
    rows: &[AccountRow],
) -> Result<(), StoreError> {
    for chunk in rows.chunks(ROWS_PER_STATEMENT / 8) {
        let mut insert = QueryBuilder::new(
            "INSERT INTO accounts (id, name, name_key, password_hash, created_at, hide_online, \
             language, tell_online) ",
        );
        insert.push_values(chunk, |mut row, a| {
            row.push_bind(a.0.clone())
                .push_bind(a.1.clone())
                .push_bind(a.2.clone())
                .push_bind(a.3.clone())
                .push_bind(a.4)
                .push_bind(a.5)
                .push_bind(a.6.clone())
                .push_bind(a.7);
        });
        insert.build().execute(pool).await?;
    }
    Ok(())
}

async fn insert_sessions<DB: Engine>(
    pool: &Pool<DB>,
    rows: &[SessionRow],
) -> Result<(), StoreError> {
    for chunk in rows.chunks(ROWS_PER_STATEMENT / 4) {
        let mut insert =
            QueryBuilder::new("INSERT INTO sessions (id, account, created_at, expires_at) ");
        insert.push_values(chunk, |mut row, s| {
            row.push_bind(s.0.clone())
                .push_bind(s.1.clone())
                .push_bind(s.2)
                .push_bind(s.3);
        });
        insert.build().execute(pool).await?;
    }
    Ok(())
}

async fn insert_tokens<DB: Engine>(pool: &Pool<DB>, rows: &[TokenRow]) -> Result<(), StoreError> {
    for chunk in rows.chunks(ROWS_PER_STATEMENT / 7) {
        let mut insert = QueryBuilder::new(
            "INSERT INTO tokens (id, account, name, digest, scopes, created_at, used_at) ",
        );
        insert.push_values(chunk, |mut row, t| {
            row.push_bind(t.0.clone())
                .push_bind(t.1.clone())
                .push_bind(t.2.clone())
                .push_bind(t.3.clone())
                .push_bind(t.4.clone())
                .push_bind(t.5)
                .push_bind(t.6);
        });
        insert.build().execute(pool).await?;
    }
    Ok(())
}

async fn insert_notifications<DB: Engine>(
    pool: &Pool<DB>,
    rows: &[NotificationRow],
) -> Result<(), StoreError> {
    for chunk in rows.chunks(ROWS_PER_STATEMENT / 8) {
        let mut insert = QueryBuilder::new(
            "INSERT INTO notifications (id, account, kind, subject, key, data, created_at, read_at) ",
        );
        insert.push_values(chunk, |mut row, n| {
            row.push_bind(n.0.clone())
                .push_bind(n.1.clone())
                .push_bind(n.2.clone())
                .push_bind(n.3.clone())
                .push_bind(n.4.clone())
                .push_bind(n.5.clone())
                .push_bind(n.6)
                .push_bind(n.7);
        });
        insert.build().execute(pool).await?;
    }
    Ok(())
}

async fn insert_duels<DB: Engine>(pool: &Pool<DB>, rows: &[DuelRow]) -> Result<(), StoreError> {
    for chunk in rows.chunks(ROWS_PER_STATEMENT / 23) {
        let mut insert = QueryBuilder::new(
            "INSERT INTO duels (id, state, challenger, white, black, terms, record, rated, \
             winner, reason, turns, finished_at, deadline, white_seen, black_seen, \
             rematch_of, owner, computer, link, tournament, version, created_at, updated_at) ",
        );
        insert.push_values(chunk, |mut row, d| {
            row.push_bind(d.id.clone())
                .push_bind(d.state.clone())
                .push_bind(d.challenger.clone())
                .push_bind(d.white.clone())
                .push_bind(d.black.clone())
                .push_bind(d.terms.clone())
                .push_bind(d.record.clone())
                .push_bind(d.rated)
                .push_bind(d.winner.clone())
                .push_bind(d.reason.clone())
                .push_bind(d.turns)
                .push_bind(d.finished_at)
                .push_bind(d.deadline)
                .push_bind(d.white_seen)
                .push_bind(d.black_seen)
                .push_bind(d.rematch_of.clone())
                .push_bind(d.owner.clone())
                .push_bind(d.computer)
                .push_bind(d.link.clone())
                .push_bind(d.tournament.clone())
                .push_bind(d.version)
                .push_bind(d.created_at)
                .push_bind(d.updated_at);
        });
        insert.build().execute(pool).await?;
    }
    Ok(())
}

async fn insert_events<DB: Engine>(pool: &Pool<DB>, rows: &[EventRow]) -> Result<(), StoreError> {
    for chunk in rows.chunks(ROWS_PER_STATEMENT / 3) {
        let mut insert = QueryBuilder::new("INSERT INTO duel_events (duel, v, event) ");
        insert.push_values(chunk, |mut row, e| {
            row.push_bind(e.0.clone())
                .push_bind(e.1)
                .push_bind(e.2.clone());
        });
        insert.build().execute(pool).await?;
    }
    Ok(())
}

async fn insert_ratings<DB: Engine>(
    pool: &Pool<DB>,
    rows: &[(String, f64, f64, f64, i64, i64)],
) -> Result<(), StoreError> {
    for chunk in rows.chunks(ROWS_PER_STATEMENT / 6) {
        let mut insert = QueryBuilder::new(
            "INSERT INTO ratings (account, rating, deviation, volatility, duels, updated_at) ",
        );
        insert.push_values(chunk, |mut row, r| {
            row.push_bind(r.0.clone())
                .push_bind(r.1)
                .push_bind(r.2)
                .push_bind(r.3)
                .push_bind(r.4)
                .push_bind(r.5);
        });
        insert.build().execute(pool).await?;
    }
    Ok(())
}

async fn insert_history<DB: Engine>(
    pool: &Pool<DB>,
    rows: &[(String, String, i64, f64, f64)],
) -> Result<(), StoreError> {
    for chunk in rows.chunks(ROWS_PER_STATEMENT / 5) {
        let mut insert =
            QueryBuilder::new("INSERT INTO rating_history (account, duel, at, rating, deviation) ");
        insert.push_values(chunk, |mut row, h| {
            row.push_bind(h.0.clone())
                .push_bind(h.1.clone())
                .push_bind(h.2)
                .push_bind(h.3)
                .push_bind(h.4);
        });
        insert.build().execute(pool).await?;
    }
    Ok(())
}

async fn insert_follows<DB: Engine>(
    pool: &Pool<DB>,
    rows: &[(String, String, i64)],
) -> Result<(), StoreError> {
    for chunk in rows.chunks(ROWS_PER_STATEMENT / 3) {
        let mut insert = QueryBuilder::new("INSERT INTO follows (follower, followed, created_at) ");
        insert.push_values(chunk, |mut row, f| {
            row.push_bind(f.0.clone())
                .push_bind(f.1.clone())
                .push_bind(f.2);
        });
        insert.build().execute(pool).await?;
    }
    Ok(())
}
