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

use sqlx::{ColumnIndex, Database, Decode, Encode, Executor, IntoArguments, Pool, Type};
use sqlx::{PgConnection, Postgres, Sqlite, SqliteConnection};

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
    Database<Arguments: IntoArguments<Self>, QueryResult: Written>
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
}

impl Engine for Sqlite {}
impl Engine for Postgres {}
