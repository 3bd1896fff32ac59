//! The one trait every query is generic over: [`Engine`], implemented for
//! SQLite and PostgreSQL. A query is an ordinary function
//! `async fn x<DB: Engine>(pool: &Pool<DB>, …)` whose SQL text is the same
//! on both engines; where the text must differ, the engine names it (an
//! associated const or function), so that difference is the only one.
//!
//! Rust implies a trait's supertraits and the bounds on its associated
//! types, but not the other bounds of its `where` clause, so the bounds sqlx
//! wants ("`i64` encodes for this engine", "`&mut` its connection runs
//! queries") are written as bounds on the associated types of [`Kinds`],
//! each of which the engine fixes to the plain Rust type: a function that
//! names `DB: Engine` gets every one of them without repeating any.

use std::future::Future;

use sqlx::{
    ColumnIndex, Database, Decode, Encode, Executor, IntoArguments, Pool, Transaction, Type,
};
use sqlx::{PgConnection, Postgres, Sqlite, SqliteConnection};

use crate::notify::Notify;
use crate::{GameWrite, StoreError};

/// A type the queries both bind and read, as it is, on `DB`.
pub(crate) trait Value<DB: Database>:
    for<'q> Encode<'q, DB> + for<'r> Decode<'r, DB> + Type<DB> + Send + Sync
{
}

impl<DB: Database, T> Value<DB> for T where
    T: for<'q> Encode<'q, DB> + for<'r> Decode<'r, DB> + Type<DB> + Send + Sync
{
}

/// A type the queries bind on `DB`.
pub(crate) trait Param<DB: Database>: for<'q> Encode<'q, DB> + Type<DB> + Send {}

impl<DB: Database, T> Param<DB> for T where T: for<'q> Encode<'q, DB> + Type<DB> + Send {}

/// A type the queries bind on `DB` for as long as `'q` (an `Option` of a
/// borrowed value encodes only for as long as the value lives).
pub(crate) trait ParamFor<'q, DB: Database>: Encode<'q, DB> + Type<DB> + Send {}

impl<'q, DB: Database, T> ParamFor<'q, DB> for T where T: Encode<'q, DB> + Type<DB> + Send {}

/// The Rust types the queries use, named through the engine so that
/// [`Engine`] can bound them (see the module's documentation). Every engine
/// sets each to the type its name says.
pub(crate) trait Kinds: Database {
    type I32;
    type I64;
    type F64;
    type Bool;
    type Text;
    type Bytes;
    type OptI32;
    type OptI64;
    type OptF64;
    type OptText;
    type Index;
    type Str<'a>;
    type OptStr<'a>;
    type OptBytes<'a>;
    type Name<'a>;
    type Conn<'c>;
    type Pooled<'p>;
}

macro_rules! kinds {
    ($engine:ty, $connection:ty) => {
        impl Kinds for $engine {
            type I32 = i32;
            type I64 = i64;
            type F64 = f64;
            type Bool = bool;
            type Text = String;
            type Bytes = Vec<u8>;
            type OptI32 = Option<i32>;
            type OptI64 = Option<i64>;
            type OptF64 = Option<f64>;
            type OptText = Option<String>;
            type Index = usize;
            type Str<'a> = &'a str;
            type OptStr<'a> = Option<&'a str>;
            type OptBytes<'a> = Option<&'a [u8]>;
            type Name<'a> = &'a str;
            type Conn<'c> = &'c mut $connection;
            type Pooled<'p> = &'p Pool<$engine>;
        }
    };
}

kinds!(Sqlite, SqliteConnection);
kinds!(Postgres, PgConnection);

/// What a write reports on either engine (each has the method, but as its
/// own, not a trait's).
pub(crate) trait Written {
    /// How many rows the statement changed.
    fn rows_affected(&self) -> u64;
}

impl Written for sqlx::sqlite::SqliteQueryResult {
    fn rows_affected(&self) -> u64 {
        self.rows_affected()
    }
}

impl Written for sqlx::postgres::PgQueryResult {
    fn rows_affected(&self) -> u64 {
        self.rows_affected()
    }
}

/// A database engine the store runs on: every query is generic over it.
pub(crate) trait Engine:
    Database<Arguments: IntoArguments<Self>, QueryResult: Written, Connection: Notify>
    + Kinds<
        I32 = i32,
        I64 = i64,
        F64 = f64,
        Bool = bool,
        Text = String,
        Bytes = Vec<u8>,
        OptI32 = Option<i32>,
        OptI64 = Option<i64>,
        OptF64 = Option<f64>,
        OptText = Option<String>,
        Index = usize,
    > + Kinds<
        I32: Value<Self>,
        I64: Value<Self>,
        F64: Value<Self>,
        Bool: Value<Self>,
        Text: Value<Self>,
        Bytes: Value<Self>,
        OptI32: Param<Self>,
        OptI64: Param<Self>,
        OptF64: Param<Self>,
        OptText: Param<Self>,
        Index: ColumnIndex<Self::Row>,
    > + for<'a> Kinds<
        Str<'a> = &'a str,
        OptStr<'a> = Option<&'a str>,
        OptBytes<'a> = Option<&'a [u8]>,
        Name<'a> = &'a str,
        Conn<'a> = &'a mut <Self as Database>::Connection,
        Pooled<'a> = &'a Pool<Self>,
    > + for<'a> Kinds<
        Str<'a>: Param<Self>,
        OptStr<'a>: ParamFor<'a, Self>,
        OptBytes<'a>: ParamFor<'a, Self>,
        Name<'a>: ColumnIndex<Self::Row>,
        Conn<'a>: Executor<'a, Database = Self>,
        Pooled<'a>: Executor<'a, Database = Self>,
    >
{
    /// How a transaction that writes what it has read begins: SQLite's
    /// `BEGIN IMMEDIATE` takes the database's write lock first, so no other
    /// writer slips in between a check and the write (and the busy timeout
    /// applies to getting it, unlike a deferred upgrade); `None`, the plain
    /// `BEGIN`, on PostgreSQL, whose writes lock what they touch.
    const BEGIN_WRITE: Option<&'static str>;

    /// Holds one preset's score tables (`$1`, the preset's name) until the
    /// transaction ends, in every process; `None` where
    /// [`Engine::BEGIN_WRITE`] holds the whole database already.
    const LOCK_SCORES: Option<&'static str>;

    /// Holds one key of the login budgets (`$1`) until the transaction
    /// ends, in every process; `None` where [`Engine::BEGIN_WRITE`] holds
    /// the whole database already.
    const LOCK_LOGIN: Option<&'static str>;

    /// Holds one player's games in play (`$1`, the player) until the
    /// transaction ends, in every process, while a batch counts them
    /// against [`crate::GAMES_IN_PLAY`]; `None` where
    /// [`Engine::BEGIN_WRITE`] holds the whole database already.
    const LOCK_PLAYER: Option<&'static str>;

    /// Ends the read of the games a batch of game writes moves (see
    /// `games::store`): PostgreSQL locks them until the commit; SQLite's
    /// write transaction holds the whole database already.
    const LOCK_GAMES_READ: &'static str;

    /// Ends the subquery that picks the next job of a shared search (see
    /// `work`): PostgreSQL passes over rows another process is taking at
    /// that moment; SQLite has one writer at a time anyway.
    const SKIP_LOCKED: &'static str;

    /// Ends the read of a job's row that decides whether a shared search's
    /// records are still wanted (see `work`): PostgreSQL holds the row
    /// against an outcome being written until the transaction ends (one
    /// being written meanwhile is waited for, and read as committed);
    /// [`Engine::BEGIN_WRITE`] holds SQLite's whole database already.
    const FOR_SHARE: &'static str;

    /// The best rows of a preset's all-time table (`$1` the preset, `$2`
    /// how many), and of one player's (`$2` the player, `$3` how many), in
    /// [`crate::score::Row`]'s columns.
    const TOP_ALL: &'static str;
    const TOP_PLAYER: &'static str;

    /// Deletes the scores of a preset (`$1`; every preset for NULL), and
    /// hides those of one player (`$2`) from the player's table.
    const RESET_ALL: &'static str;
    const RESET_PLAYER: &'static str;

    /// Inserts the admitted guesses `chunk` of `writes`, those not there
    /// yet; the (game, turn) of each inserted. SQLite takes one multi-row
    /// statement, PostgreSQL the columns as arrays (one statement text
    /// whatever the batch's size, so it plans it once per connection).
    fn insert_turns<'a>(
        conn: &'a mut Self::Connection,
        writes: &'a [GameWrite],
        chunk: &'a [usize],
    ) -> impl Future<Output = Result<Vec<(String, i64)>, StoreError>> + Send + 'a;
}

impl Engine for Sqlite {
    const BEGIN_WRITE: Option<&'static str> = Some("BEGIN IMMEDIATE");
    const LOCK_SCORES: Option<&'static str> = None;
    const LOCK_LOGIN: Option<&'static str> = None;
    const LOCK_PLAYER: Option<&'static str> = None;
    const LOCK_GAMES_READ: &'static str = "";
    const SKIP_LOCKED: &'static str = "";
    const FOR_SHARE: &'static str = "";
    // Two fixed statements rather than one with `player IS ?`: each matches
    // one index exactly, so SQLite reads at most ten index entries.
    const TOP_ALL: &'static str = "SELECT name, turns, millis, secret, at, hinted != 0 AS hinted \
         FROM scores WHERE preset = ?1 AND all_time = 1 \
         ORDER BY turns, millis, at, id LIMIT ?2";
    const TOP_PLAYER: &'static str = "SELECT name, turns, millis, secret, at, hinted != 0 AS hinted \
         FROM scores WHERE preset = ?1 AND player = ?2 AND hidden = 0 \
         ORDER BY turns, millis, at, id LIMIT ?3";
    const RESET_ALL: &'static str = "DELETE FROM scores WHERE (?1 IS NULL OR preset = ?1)";
    const RESET_PLAYER: &'static str = "UPDATE scores SET hidden = 1 \
         WHERE (?1 IS NULL OR preset = ?1) AND player = ?2 AND hidden = 0";

    fn insert_turns<'a>(
        conn: &'a mut SqliteConnection,
        writes: &'a [GameWrite],
        chunk: &'a [usize],
    ) -> impl Future<Output = Result<Vec<(String, i64)>, StoreError>> + Send + 'a {
        crate::games::sqlite_turns(conn, writes, chunk)
    }
}

impl Engine for Postgres {
    const BEGIN_WRITE: Option<&'static str> = None;
    const LOCK_SCORES: Option<&'static str> =
        Some("SELECT pg_advisory_xact_lock(hashtext('scores:' || $1))");
    const LOCK_LOGIN: Option<&'static str> =
        Some("SELECT pg_advisory_xact_lock(hashtextextended($1, 7))");
    const LOCK_PLAYER: Option<&'static str> =
        Some("SELECT pg_advisory_xact_lock(hashtextextended('games:' || $1, 11))");
    const LOCK_GAMES_READ: &'static str = " FOR UPDATE OF g";
    const SKIP_LOCKED: &'static str = "FOR UPDATE SKIP LOCKED";
    const FOR_SHARE: &'static str = "FOR SHARE";
    const TOP_ALL: &'static str = "SELECT name, turns, millis, secret, at, hinted FROM scores \
         WHERE preset = $1 AND all_time ORDER BY turns, millis, at, id LIMIT $2";
    const TOP_PLAYER: &'static str = "SELECT name, turns, millis, secret, at, hinted FROM scores \
         WHERE preset = $1 AND player = $2 AND NOT hidden \
         ORDER BY turns, millis, at, id LIMIT $3";
    // PostgreSQL must be told the type of a parameter that is only compared
    // with NULL.
    const RESET_ALL: &'static str = "DELETE FROM scores WHERE ($1::TEXT IS NULL OR preset = $1)";
    const RESET_PLAYER: &'static str = "UPDATE scores SET hidden = TRUE \
         WHERE ($1::TEXT IS NULL OR preset = $1) AND player = $2 AND NOT hidden";

    fn insert_turns<'a>(
        conn: &'a mut PgConnection,
        writes: &'a [GameWrite],
        chunk: &'a [usize],
    ) -> impl Future<Output = Result<Vec<(String, i64)>, StoreError>> + Send + 'a {
        crate::games::postgres_turns(conn, writes, chunk)
    }
}

/// Begins a transaction that writes what it reads (see
/// [`Engine::BEGIN_WRITE`]).
pub(crate) async fn begin_write<DB: Engine>(
    pool: &Pool<DB>,
) -> Result<Transaction<'static, DB>, sqlx::Error> {
    match DB::BEGIN_WRITE {
        Some(begin) => pool.begin_with(begin).await,
        None => pool.begin().await,
    }
}

/// Runs the engine's `lock` statement, if it has one, on `key` within the
/// transaction `tx`.
pub(crate) async fn lock<DB: Engine>(
    tx: &mut Transaction<'_, DB>,
    lock: Option<&'static str>,
    key: &str,
) -> Result<(), sqlx::Error> {
    if let Some(lock) = lock {
        sqlx::query(lock).bind(key).execute(&mut **tx).await?;
    }
    Ok(())
}
