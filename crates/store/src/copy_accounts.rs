//! The copy of what accounts keep beside their play (vacations, email
//! addresses and the reminders sent), row for row: the tables are alike on
//! both engines. After the accounts themselves ([`crate::copy_online`]).

use sqlx::{Pool, QueryBuilder};

use crate::copy::fetch_all;
use crate::engine::Engine;
use crate::games::ROWS_PER_STATEMENT;
use crate::{Database, StoreError};

type VacationRow = (String, i64, i64, i64, i64);
type EmailRow = (
    String,
    String,
    Option<String>,
    i64,
    Option<i64>,
    String,
    bool,
    i64,
    i64,
);
type ReminderRow = (String, String, i64);

pub(crate) async fn copy_accounts(from: &Database, to: &Database) -> Result<(), StoreError> {
    let vacations: Vec<VacationRow> = dispatch!(from, pool => fetch_all(
        pool,
        "SELECT account, CAST(year AS BIGINT), from_ms, until_ms, CAST(days AS BIGINT) \
         FROM vacations ORDER BY account, from_ms",
    ))?;
    dispatch!(to, pool => insert_vacations(pool, &vacations))?;
    let emails: Vec<EmailRow> = dispatch!(from, pool => fetch_all(
        pool,
        "SELECT account, address, verify_digest, verify_sent_at, verified_at, unsubscribe, \
         digest, CAST(remind_hours AS BIGINT), digest_day FROM emails ORDER BY account",
    ))?;
    dispatch!(to, pool => insert_emails(pool, &emails))?;
    let reminders: Vec<ReminderRow> = dispatch!(from, pool => fetch_all(
        pool,
        "SELECT account, key, sent_at FROM email_reminders ORDER BY account, key",
    ))?;
    dispatch!(to, pool => insert_reminders(pool, &reminders))?;
    Ok(())
}

async fn insert_vacations<DB: Engine>(
    pool: &Pool<DB>,
    rows: &[VacationRow],
) -> Result<(), StoreError> {
    for chunk in rows.chunks(ROWS_PER_STATEMENT / 5) {
        let mut insert =
            QueryBuilder::new("INSERT INTO vacations (account, year, from_ms, until_ms, days) ");
        insert.push_values(chunk, |mut row, v| {
            row.push_bind(v.0.clone())
                .push_bind(v.1)
                .push_bind(v.2)
                .push_bind(v.3)
                .push_bind(v.4);
        });
        insert.build().execute(pool).await?;
    }
    Ok(())
}

async fn insert_emails<DB: Engine>(pool: &Pool<DB>, rows: &[EmailRow]) -> Result<(), StoreError> {
    for chunk in rows.chunks(ROWS_PER_STATEMENT / 9) {
        let mut insert = QueryBuilder::new(
            "INSERT INTO emails (account, address, verify_digest, verify_sent_at, verified_at, \
             unsubscribe, digest, remind_hours, digest_day) ",
        );
        insert.push_values(chunk, |mut row, e| {
            row.push_bind(e.0.clone())
                .push_bind(e.1.clone())
                .push_bind(e.2.clone())
                .push_bind(e.3)
                .push_bind(e.4)
                .push_bind(e.5.clone())
                .push_bind(e.6)
                .push_bind(e.7)
                .push_bind(e.8);
        });
        insert.build().execute(pool).await?;
    }
    Ok(())
}

async fn insert_reminders<DB: Engine>(
    pool: &Pool<DB>,
    rows: &[ReminderRow],
) -> Result<(), StoreError> {
    for chunk in rows.chunks(ROWS_PER_STATEMENT / 3) {
        let mut insert = QueryBuilder::new("INSERT INTO email_reminders (account, key, sent_at) ");
        insert.push_values(chunk, |mut row, r| {
            row.push_bind(r.0.clone())
                .push_bind(r.1.clone())
                .push_bind(r.2);
        });
        insert.build().execute(pool).await?;
    }
    Ok(())
}

/// The bot marks of accounts and tournaments, after both are copied: the
/// few rows that differ from the columns' defaults, each set as it was.
pub(crate) async fn copy_bot_flags(from: &Database, to: &Database) -> Result<(), StoreError> {
    let accounts: Vec<(String, bool, Option<i32>, bool)> = dispatch!(from, pool => fetch_all(
        pool,
        "SELECT id, bot, house, refuse_bots FROM accounts WHERE bot OR refuse_bots ORDER BY id",
    ))?;
    let tournaments: Vec<(String,)> = dispatch!(from, pool => fetch_all(
        pool,
        "SELECT id FROM tournaments WHERE bots ORDER BY id",
    ))?;
    dispatch!(to, pool => set_bot_flags(pool, &accounts, &tournaments))
}

async fn set_bot_flags<DB: Engine>(
    pool: &Pool<DB>,
    accounts: &[(String, bool, Option<i32>, bool)],
    tournaments: &[(String,)],
) -> Result<(), StoreError> {
    for (id, bot, house, refuse_bots) in accounts {
        sqlx::query("UPDATE accounts SET bot = $1, house = $2, refuse_bots = $3 WHERE id = $4")
            .bind(bot)
            .bind(house)
            .bind(refuse_bots)
            .bind(id)
            .execute(pool)
            .await?;
    }
    for (id,) in tournaments {
        sqlx::query("UPDATE tournaments SET bots = TRUE WHERE id = $1")
            .bind(id)
            .execute(pool)
            .await?;
    }
    Ok(())
}
