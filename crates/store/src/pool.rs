//! What both engines' pools do alike: a connection goes back to the pool
//! only whole.

use std::future::Future;
use std::pin::Pin;

use sqlx::Connection;
use sqlx::pool::PoolConnectionMetadata;

/// Whether a released connection may serve the next request: not while it
/// is still inside a transaction. A dropped transaction queues its
/// rollback; the ping runs it first. When that rollback itself failed (a
/// full disk, an I/O error) the connection is closed: returned to the
/// pool, every later `begin` on it failed with "non-zero transaction
/// depth" until a restart.
pub(crate) fn only_whole<C: Connection>(
    conn: &mut C,
    _: PoolConnectionMetadata,
) -> Pin<Box<dyn Future<Output = Result<bool, sqlx::Error>> + Send + '_>> {
    Box::pin(async move {
        conn.ping().await?;
        if conn.is_in_transaction() {
            log::warn!("a connection left inside a broken transaction is closed");
            return Ok(false);
        }
        Ok(true)
    })
}
