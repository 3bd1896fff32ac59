//! The copy of the devices accounts get pushes on (Web Push), row for row,
//! so that a database copied keeps them (its VAPID key goes with the server
//! keys, `copy_daily`). The live pages are not copied: a matter of minutes.

use sqlx::{Pool, QueryBuilder};

use crate::copy::fetch_all;
use crate::engine::Engine;
use crate::games::ROWS_PER_STATEMENT;
use crate::{Database, StoreError};

type DeviceRow = (String, String, String, String, i64, Option<i64>);

/// Copies every push subscription of `from` into `to`; how many.
pub(crate) async fn copy_push(from: &Database, to: &Database) -> Result<u64, StoreError> {
    let rows: Vec<DeviceRow> = dispatch!(from, pool => fetch_all(
        pool,
        "SELECT endpoint, account, p256dh, auth, created_at, used_at FROM push_subscriptions \
         ORDER BY endpoint",
    ))?;
    dispatch!(to, pool => insert_devices(pool, &rows))?;
    Ok(rows.len() as u64)
}

async fn insert_devices<DB: Engine>(pool: &Pool<DB>, rows: &[DeviceRow]) -> Result<(), StoreError> {
    for chunk in rows.chunks(ROWS_PER_STATEMENT / 6) {
        let mut insert = QueryBuilder::new(
            "INSERT INTO push_subscriptions (endpoint, account, p256dh, auth, created_at, used_at) ",
        );
        insert.push_values(chunk, |mut row, d| {
            row.push_bind(d.0.clone())
                .push_bind(d.1.clone())
                .push_bind(d.2.clone())
                .push_bind(d.3.clone())
                .push_bind(d.4)
                .push_bind(d.5);
        });
        insert.build().execute(pool).await?;
    }
    Ok(())
}
