//! Support for tests of this crate and the crates above it: a fresh,
//! empty PostgreSQL database per test on the cluster that `./scripts/test`
//! starts, named by `MASTERMIND_TEST_POSTGRES_URL`.

use sqlx::postgres::PgConnection;
use sqlx::{Connection, Pool};

use crate::engine::{Engine, Written};
use crate::{Database, new_id};

/// The variable that names the test cluster's database.
pub const POSTGRES_URL_VAR: &str = "MASTERMIND_TEST_POSTGRES_URL";

/// The address of a new empty database on the test cluster, or `None` when
/// no cluster is configured (plain `cargo test` without `./scripts/test`).
pub async fn scratch_postgres() -> Option<String> {
    let admin = std::env::var(POSTGRES_URL_VAR).ok()?;
    let name = format!("test_{}", &new_id()[..16]);
    let mut conn = PgConnection::connect(&admin)
        .await
        .unwrap_or_else(|e| panic!("{POSTGRES_URL_VAR}={admin} does not answer: {e}"));
    sqlx::raw_sql(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
        .execute(&mut conn)
        .await
        .unwrap_or_else(|e| panic!("cannot create a test database: {e}"));
    let _ = conn.close().await;
    let base = admin
        .rsplit_once('/')
        .map_or(admin.as_str(), |(base, _)| base);
    Some(format!("{base}/{name}"))
}

/// The secret of game `id`, read straight from the database: for tests
/// that must win a game on purpose.
pub async fn peek_secret(store: &impl crate::GameStore, id: &str) -> String {
    store
        .load_game(id)
        .await
        .expect("reads")
        .expect("the game exists")
        .secret
        .to_string()
}

/// Moves arena `id`'s start so that its `minutes` end at `end` (Unix
/// milliseconds), straight in the database: for tests of an arena's end
/// that would otherwise wait out its whole minute.
pub async fn end_arena_at(store: &Database, id: &str, minutes: i64, end: i64) {
    let starts_at = end - minutes * 60_000;
    dispatch!(store, pool => end_arena_at_in(pool, id, starts_at));
}

/// Makes it as if no server had written for the last `ms` milliseconds
/// (the database unreachable) while duel `id`'s stage in play began `ms`
/// earlier than it did: its deadline passed during the outage. For tests
/// of the time given back, which would otherwise wait the outage out.
pub async fn outage_over(store: &Database, id: &str, ms: i64) {
    let now = crate::now_millis();
    dispatch!(store, pool => outage_over_in(pool, id, ms, now));
}

/// Makes duel `id`'s stage in play as if it had begun `ms` milliseconds
/// earlier than it did, its deadline with it: for tests of a turn's time
/// that would otherwise wait it out.
pub async fn duel_stage_ago(store: &Database, id: &str, ms: i64) {
    dispatch!(store, pool => duel_stage_ago_alone(pool, id, ms));
}

/// Makes series `id`'s row in play as if it had begun `ms` milliseconds
/// earlier than it did, and every server's copy stale: for tests of a
/// turn's time that would otherwise wait it out.
pub async fn series_turn_ago(store: &Database, id: &str, ms: i64) {
    dispatch!(store, pool => series_turn_ago_alone(pool, id, ms));
}

/// Makes it as if no server had written for the last `ms` milliseconds
/// (the database unreachable) while series `id`'s row in play began `ms`
/// earlier than it did: its time ran out during the outage.
pub async fn series_outage_over(store: &Database, id: &str, ms: i64) {
    let now = crate::now_millis();
    dispatch!(store, pool => series_outage_over_in(pool, id, ms, now));
}

/// The ids of `player`'s web games in play (no outcome yet, guessed at or
/// not), oldest first: what [`crate::GAMES_IN_PLAY`] counts.
pub async fn games_in_play(store: &Database, player: &str) -> Vec<String> {
    dispatch!(store, pool => games_in_play_in(pool, player))
}

// The reads and writes above, one SQL text for both engines.

async fn games_in_play_in<DB: Engine>(pool: &Pool<DB>, player: &str) -> Vec<String> {
    sqlx::query_scalar(
        "SELECT id FROM games WHERE player = $1 AND outcome IS NULL ORDER BY created_at, id",
    )
    .bind(player)
    .fetch_all(pool)
    .await
    .expect("the games in play read")
}

async fn end_arena_at_in<DB: Engine>(pool: &Pool<DB>, id: &str, starts_at: i64) {
    sqlx::query("UPDATE tournaments SET starts_at = $1 WHERE id = $2")
        .bind(starts_at)
        .bind(id)
        .execute(pool)
        .await
        .expect("moves the arena's start");
}

// An outage is made in one transaction: a server's beat between the move of
// the turn's start and the beat's would see the turn run out with no outage
// behind it.

async fn outage_over_in<DB: Engine>(pool: &Pool<DB>, id: &str, ms: i64, now: i64) {
    let mut tx = crate::engine::begin_write(pool)
        .await
        .expect("a transaction");
    duel_stage_ago_in(&mut tx, id, ms).await;
    beat_at_in(&mut tx, now - ms).await;
    tx.commit().await.expect("commits");
}

async fn duel_stage_ago_alone<DB: Engine>(pool: &Pool<DB>, id: &str, ms: i64) {
    let mut tx = crate::engine::begin_write(pool)
        .await
        .expect("a transaction");
    duel_stage_ago_in(&mut tx, id, ms).await;
    tx.commit().await.expect("commits");
}

async fn duel_stage_ago_in<DB: Engine>(tx: &mut sqlx::Transaction<'_, DB>, id: &str, ms: i64) {
    let (record,): (String,) = sqlx::query_as("SELECT record FROM duels WHERE id = $1")
        .bind(id)
        .fetch_one(&mut **tx)
        .await
        .expect("the duel");
    let mut record: serde_json::Value = serde_json::from_str(&record).expect("JSON");
    let start = record["stage_start"].as_i64().expect("a stage start");
    record["stage_start"] = (start - ms).into();
    sqlx::query("UPDATE duels SET record = $1, deadline = deadline - $2 WHERE id = $3")
        .bind(record.to_string())
        .bind(ms)
        .bind(id)
        .execute(&mut **tx)
        .await
        .expect("moves the stage's start");
}

async fn series_outage_over_in<DB: Engine>(pool: &Pool<DB>, id: &str, ms: i64, now: i64) {
    let mut tx = crate::engine::begin_write(pool)
        .await
        .expect("a transaction");
    series_turn_ago_in(&mut tx, id, ms).await;
    beat_at_in(&mut tx, now - ms).await;
    tx.commit().await.expect("commits");
}

async fn series_turn_ago_alone<DB: Engine>(pool: &Pool<DB>, id: &str, ms: i64) {
    let mut tx = crate::engine::begin_write(pool)
        .await
        .expect("a transaction");
    series_turn_ago_in(&mut tx, id, ms).await;
    tx.commit().await.expect("commits");
}

async fn series_turn_ago_in<DB: Engine>(tx: &mut sqlx::Transaction<'_, DB>, id: &str, ms: i64) {
    let moved = sqlx::query(
        "UPDATE series SET turn_started_at = turn_started_at - $1, version = version + 1 \
         WHERE id = $2 AND turn_started_at IS NOT NULL",
    )
    .bind(ms)
    .bind(id)
    .execute(&mut **tx)
    .await
    .expect("moves the row's start")
    .rows_affected();
    assert_eq!(moved, 1, "series {id} has a row in play on the clock");
}

/// The last beat of any server was at `at`, within the transaction `tx`.
async fn beat_at_in<DB: Engine>(tx: &mut sqlx::Transaction<'_, DB>, at: i64) {
    sqlx::query("UPDATE liveness SET alive_at = $1")
        .bind(at)
        .execute(&mut **tx)
        .await
        .expect("moves the last beat");
}
